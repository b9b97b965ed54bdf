import NQueensServices
import Observation

/// The victory sheet: the solved game's figures, the streak it extended, whether it is a personal best, and a
/// one-line result to share that gives nothing of the solution away.
@MainActor
@Observable
public final class VictoryViewModel {
    /// The sheet's title.
    public let title = "Victory!"

    /// The solved game.
    public let record: GameRecord

    /// The current daily streak after this game.
    public let streak: Int

    /// Whether this is the fastest game on its board size (strictly faster than every earlier one; the first
    /// game on a size is a best too).
    public let isPersonalBest: Bool

    /// Why the win is not in the history yet, or why the streak or the best could not be read, for display; `nil`
    /// when all is well.
    public let problem: String?

    /// Receives the sheet's actions (the coordinator); held weakly.
    @ObservationIgnored public weak var delegate: (any HomeFlowDelegate)?

    /// Works out the streak and personal best of `record`, already recorded in the history.
    public init(record: GameRecord, dependencies: AppDependencies) {
        self.record = record
        let history = dependencies.history
        var problem: String?
        var streak = 1
        var isPersonalBest = true
        do {
            streak = max(1, try history.streaks(today: dependencies.clock.today).current)
            let fastest = try history.games(HistoryQuery(boardSize: record.boardSize, sort: .time, limit: 2))
            if let other = fastest.first(where: { $0.id != record.id }) {
                isPersonalBest = record.activeDuration < other.activeDuration
            }
        } catch {
            problem = "Your streak could not be read: \(error)."
        }
        self.streak = streak
        self.isPersonalBest = isPersonalBest
        // A win the history could not take: the figures above count without it, and the player must know why.
        self.problem = dependencies.unsavedWins.problem(for: record.id) ?? problem
    }

    // MARK: Figures

    /// The congratulation, such as "You solved the 8×8 puzzle".
    public var message: String {
        "You solved the \(DisplayText.boardSize(record.boardSize)) puzzle."
    }

    /// The playing time, such as `0:41`.
    public var timeText: String {
        DisplayText.time(record.activeDuration)
    }

    /// The number of moves, such as `12`.
    public var movesText: String {
        String(record.moveCount)
    }

    /// The efficiency, such as `80%`.
    public var efficiencyText: String {
        DisplayText.percent(record.efficiency)
    }

    /// The number of hints used, such as `0`.
    public var hintsText: String {
        String(record.hintsUsed)
    }

    /// The streak, such as `🔥 3`.
    public var streakText: String {
        DisplayText.streak(streak)
    }

    /// The personal-best banner, such as "New best time on 8×8!"; `nil` when it is not a best.
    public var personalBestText: String? {
        isPersonalBest ? "New best time on \(DisplayText.boardSize(record.boardSize))!" : nil
    }

    /// The figures in order: time, moves, efficiency, hints, streak.
    public var stats: [GameStat] {
        [
            GameStat(label: "Time", value: timeText), GameStat(label: "Moves", value: movesText),
            GameStat(label: "Efficiency", value: efficiencyText), GameStat(label: "Hints", value: hintsText),
            GameStat(label: "Streak", value: streakText),
        ]
    }

    /// The result in one line, with no queen positions: `N-Queens 8×8 ✔ 0:41 · 12 moves · 🔥 3`
    /// (and ` · 💡 2` when hints were used).
    public var shareText: String {
        var parts = [
            "N-Queens \(DisplayText.boardSize(record.boardSize)) ✔ \(timeText)",
            DisplayText.count(record.moveCount, "move"), streakText,
        ]
        if record.hintsUsed > 0 { parts.append("💡 \(record.hintsUsed)") }
        return parts.joined(separator: " · ")
    }

    // MARK: Actions

    /// Closes the sheet and goes back Home.
    public func done() {
        delegate?.handle(.closeVictory)
    }

    /// Starts a new game on the same board size.
    public func playAgain() {
        delegate?.handle(.playAgain(boardSize: record.boardSize))
    }
}
