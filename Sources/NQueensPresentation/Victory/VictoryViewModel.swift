import NQueensEngine
import NQueensLocalization
import NQueensServices
import Observation

/// The victory sheet: the solved game's figures, the streak it extended, whether it is a personal best, what it did
/// to the solution album, and a one-line result to share that gives nothing of the solution away.
@MainActor
@Observable
public final class VictoryViewModel {
    /// The sheet's title.
    public var title: String { tr("Victory!") }

    /// The solved game.
    public let record: GameRecord

    /// The current days-played streak after this game.
    public let streak: Int

    /// The current daily-puzzle streak after this game (the regions daily's for a regions daily); `nil` unless the
    /// game is a daily.
    public let dailyStreak: Int?

    /// The difficulty of the puzzle solved; `nil` in free play.
    public let difficulty: PuzzleDifficulty?

    /// Whether this is the fastest game of its kind (free play, dailies or puzzles) on its board size (strictly
    /// faster than every earlier one; the first such game is a best too).
    public let isPersonalBest: Bool

    /// Why the win is not in the history yet, or why the streak or the best could not be read, for display; `nil`
    /// when all is well.
    public let problem: String?

    /// What the win did to the solution album; `nil` when the album could not be read.
    public let albumNews: AlbumNews?

    /// Receives the sheet's actions (the coordinator); held weakly.
    @ObservationIgnored public weak var delegate: (any HomeFlowDelegate)?

    /// Works out the streaks and personal best of `record`, already recorded in the history.
    public init(record: GameRecord, dependencies: AppDependencies) {
        self.record = record
        let history = dependencies.history
        let today = dependencies.clock.today
        var problem: String?
        var streak = 1
        var dailyStreak: Int?
        var isPersonalBest = true
        do {
            streak = max(1, try history.streaks(today: today).current)
            if record.mode == .daily { dailyStreak = try history.dailyStreaks(today: today).current }
            if record.mode == .regions, record.dailyDate != nil {
                dailyStreak = try history.regionsDailyStreaks(today: today).current
            }
            let fastest = try history.games(
                HistoryQuery(boardSize: record.boardSize, mode: record.mode, sort: .time, limit: 2))
            if let other = fastest.first(where: { $0.id != record.id }) {
                isPersonalBest = record.activeDuration < other.activeDuration
            }
        } catch {
            // TRANSLATORS: %s says why, such as "the disk failed to read or write …".
            problem = tr("Your streak could not be read: %s.", DisplayText.problem(error))
        }
        albumNews = try? AlbumNews.of(record, in: dependencies.album, today: today)
        self.streak = streak
        self.dailyStreak = dailyStreak
        self.isPersonalBest = isPersonalBest
        // A win the history could not take: the figures above count without it, and the player must know why.
        self.problem = dependencies.unsavedWins.problem(for: record.id) ?? problem
        switch record.mode {
        case .freePlay: difficulty = nil
        case .daily: difficulty = record.dailyDate.map { DailyPuzzle.plan(for: $0.weekday).difficulty }
        case .puzzle: difficulty = record.puzzleID.flatMap { try? Puzzle(parsingID: $0) }?.difficulty
        case .regions: difficulty = record.puzzleID.flatMap { try? RegionsPuzzleID(parsing: $0) }?.difficulty
        }
    }

    // MARK: Figures

    /// The congratulation: "You solved the 8×8 puzzle.", "You solved the daily of 1 Dec 2026.", "You solved
    /// puzzle 8-0K31D0Q.", "You solved the regions daily of 2 Dec 2026." or "You solved regions puzzle R8M-….".
    public var message: String {
        switch record.mode {
        // TRANSLATORS: %s is a board size: You solved the 8×8 puzzle.
        case .freePlay: tr("You solved the %s puzzle.", DisplayText.boardSize(record.boardSize))
        case .daily:
            if let date = record.dailyDate {
                // TRANSLATORS: %s is the daily's date: You solved the daily of 1 Dec 2026.
                tr("You solved the daily of %s.", DisplayText.shortDate(date))
            } else {
                tr("You solved today's daily.")
            }
        // TRANSLATORS: %s is a puzzle's ID: You solved puzzle 8-0K31D0Q.
        case .puzzle: tr("You solved puzzle %s.", record.puzzleID ?? "")
        case .regions:
            if let date = record.dailyDate {
                tr("You solved the regions daily of %s.", DisplayText.shortDate(date))
            } else {
                tr("You solved regions puzzle %s.", record.puzzleID ?? "")
            }
        }
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

    /// The personal-best banner, such as "New best time on 8×8!" ("… on 9×9 dailies!", "… on 8×8 puzzles!");
    /// `nil` when it is not a best.
    public var personalBestText: String? {
        guard isPersonalBest else { return nil }
        let size = DisplayText.boardSize(record.boardSize)
        switch record.mode {
        // TRANSLATORS: %s is a board size: New best time on 8×8!
        case .freePlay: return tr("New best time on %s!", size)
        case .daily: return tr("New best time on %s dailies!", size)
        case .puzzle: return tr("New best time on %s puzzles!", size)
        case .regions: return tr("New best time on %s regions puzzles!", size)
        }
    }

    /// The daily streak, such as `🔥 4`; `nil` unless the game is a daily.
    public var dailyStreakText: String? {
        dailyStreak.map(DisplayText.streak)
    }

    /// The figures in order: time, moves, efficiency, hints, streak (and the daily streak for a daily).
    public var stats: [GameStat] {
        var stats = [
            GameStat(label: tr(context: "game figure", "Time"), value: timeText),
            GameStat(label: tr(context: "game figure", "Moves"), value: movesText),
            GameStat(label: tr(context: "game figure", "Efficiency"), value: efficiencyText),
            GameStat(label: tr(context: "game figure", "Hints"), value: hintsText),
            GameStat(label: tr(context: "game figure", "Streak"), value: streakText),
        ]
        if let dailyStreakText {
            // The regions daily keeps a streak of its own, named so beside the days-played one.
            let label =
                record.mode == .regions
                ? tr(context: "game figure", "Regions streak") : tr(context: "game figure", "Daily streak")
            stats.append(GameStat(label: label, value: dailyStreakText))
        }
        return stats
    }

    /// The result in one line, spoiler-free (no squares), to paste anywhere.
    ///
    /// - a daily: `NQueens Daily · 1 Dec 2026 · 9×9 easy ✔ 2:31 · no hints · 🔥 4` (the daily streak);
    /// - a puzzle: `NQueens Puzzle 8-0K31D0Q · 8×8 medium ✔ 1:05 · 1 hint` (the ID lets friends play it);
    /// - free play: `N-Queens 8×8 ✔ 0:41 · 12 moves · 🔥 3` (and ` · 💡 2` when hints were used);
    /// - the regions daily: `NQueens Regions · 2 Dec 2026 · 8×8 medium ✔ 1:12 · no hints`;
    /// - a regions puzzle: `NQueens Regions R8M-EJFG8YJ9J · 8×8 medium ✔ 1:12 · no hints`.
    public var shareText: String {
        let size = DisplayText.boardSize(record.boardSize)
        // TRANSLATORS: a puzzle in the share text: its board size and difficulty, such as "9×9 easy".
        let puzzle =
            difficulty.map { tr(context: "share text", "%1$s %2$s", size, DisplayText.difficultyInSentence($0)) }
            ?? size
        let hints = DisplayText.hints(record.hintsUsed)
        let date = record.dailyDate.map(DisplayText.shortDate) ?? ""
        switch record.mode {
        case .daily:
            // TRANSLATORS: the share text of a daily: its date, puzzle ("9×9 easy"), time, hints and daily streak.
            return tr(
                "NQueens Daily · %1$s · %2$s ✔ %3$s · %4$s · %5$s", date, puzzle, timeText, hints,
                DisplayText.streak(dailyStreak ?? 1))
        case .puzzle:
            // TRANSLATORS: the share text of a puzzle by ID: its ID, puzzle ("8×8 medium"), time and hints.
            return tr("NQueens Puzzle %1$s · %2$s ✔ %3$s · %4$s", record.puzzleID ?? "", puzzle, timeText, hints)
        case .regions where record.dailyDate != nil:
            // TRANSLATORS: the share text of the regions daily: its date, puzzle ("8×8 medium"), time and hints.
            return tr("NQueens Regions · %1$s · %2$s ✔ %3$s · %4$s", date, puzzle, timeText, hints)
        case .regions:
            // TRANSLATORS: the share text of a regions puzzle: its ID, puzzle ("8×8 medium"), time and hints.
            return tr("NQueens Regions %1$s · %2$s ✔ %3$s · %4$s", record.puzzleID ?? "", puzzle, timeText, hints)
        case .freePlay:
            let moves = record.moveCount
            guard record.hintsUsed > 0 else {
                // TRANSLATORS: the share text of free play: board size, time, moves and streak (🔥 3).
                return trn(
                    "N-Queens %1$s ✔ %2$s · %3$d move · %4$s", "N-Queens %1$s ✔ %2$s · %3$d moves · %4$s",
                    count: moves, size, timeText, moves, streakText)
            }
            // TRANSLATORS: the share text of free play with hints: board size, time, moves, streak and hints (💡 2).
            return trn(
                "N-Queens %1$s ✔ %2$s · %3$d move · %4$s · 💡 %5$d", "N-Queens %1$s ✔ %2$s · %3$d moves · %4$s · 💡 %5$d",
                count: moves, size, timeText, moves, streakText, record.hintsUsed)
        }
    }

    // MARK: The album

    /// What the win did to the album, one sentence a line: "New solution: 13 of 92 on 8×8", "A mirror image of one
    /// you found on 3 Nov", "Class complete: all 8 of its members", "Album complete for 6×6"; or "You found this
    /// one on 3 Nov".
    public var albumLines: [String] {
        albumNews?.lines ?? []
    }

    /// How the win is celebrated: the grand celebration when it completed its size's album.
    public var celebration: VictoryCelebration {
        albumNews?.completesAlbum == true ? .albumComplete : .solved
    }

    /// The celebration's banner, "Album complete for 6×6"; `nil` for an ordinary win.
    public var celebrationText: String? {
        // TRANSLATORS: %s is a board size: Album complete for 6×6.
        celebration == .albumComplete ? tr("Album complete for %s", DisplayText.boardSize(record.boardSize)) : nil
    }

    // MARK: Actions

    /// Whether the win has a place in the solution album, so the sheet offers Album: a classic game's does; a
    /// regions puzzle's solution is not an N-queens solution, and the album does not keep it.
    public var offersAlbum: Bool {
        record.mode != .regions
    }

    /// Closes the sheet and opens the album at the game's size, its class selected; nothing for a win the album does
    /// not keep (`offersAlbum`).
    public func showAlbum() {
        guard offersAlbum else { return }
        delegate?.handle(.showAlbum(boardSize: record.boardSize, highlighting: record.solution))
    }

    /// Closes the sheet and goes back Home.
    public func done() {
        delegate?.handle(.closeVictory)
    }

    /// Starts a new game on the same board size, or the same puzzle again from its givens.
    public func playAgain() {
        if record.mode.isFixedPuzzle {
            delegate?.handle(.playPuzzleAgain(record))
        } else {
            delegate?.handle(.playAgain(boardSize: record.boardSize))
        }
    }
}

/// How a win is celebrated.
public enum VictoryCelebration: Hashable, Sendable {
    /// A solved board: the confetti.
    case solved
    /// The last solution of a board size's album: a grand burst of confetti, its banner and its own feedback.
    case albumComplete
}
