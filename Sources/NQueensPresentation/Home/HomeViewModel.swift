import NQueensServices
import Observation

/// The Home screen: the streak, the chosen board size, the number of games, and the ways into the app.
@MainActor
@Observable
public final class HomeViewModel {
    /// The app's name, as the screen's title.
    public let title = "N-Queens"

    /// The rule of the game in one line (the seed's tip).
    public let tip = "Place N queens so that no two attack each other — no shared row, column or diagonal."

    /// The current daily streak: consecutive days with a solved game, ending today or yesterday.
    public private(set) var currentStreak = 0

    /// The longest daily streak ever.
    public private(set) var bestStreak = 0

    /// Whether a game was solved today (when not, a running streak ends tonight).
    public private(set) var isTodaySolved = false

    /// The number of finished games.
    public private(set) var gameCount = 0

    /// The game in progress that Resume continues, if any.
    private(set) var savedGame: SavedGame?

    /// Why the figures could not be read, for display; `nil` when all is well.
    public private(set) var problem: String?

    /// A notice about the player's data (a damaged store moved aside, no store at all), until dismissed.
    public private(set) var storeNotice: String?

    /// Receives the screen's actions (the coordinator); held weakly.
    @ObservationIgnored public weak var delegate: (any HomeFlowDelegate)?

    @ObservationIgnored private let dependencies: AppDependencies

    /// Reads the figures from the services.
    public init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        self.storeNotice = dependencies.storeNotice
        refresh()
    }

    // MARK: Figures

    /// The board size of the next game.
    public var boardSize: Int {
        dependencies.settings.current.boardSize
    }

    /// The board size as `8×8`.
    public var boardSizeText: String {
        DisplayText.boardSize(boardSize)
    }

    /// The streak badge, such as `🔥 3`.
    public var streakText: String {
        DisplayText.streak(currentStreak)
    }

    /// The streaks in words, such as "3-day streak · best 5".
    public var streakDetailText: String {
        let current = currentStreak == 0 ? "No streak yet" : "\(currentStreak)-day streak"
        return bestStreak > currentStreak ? "\(current) · best \(bestStreak)" : current
    }

    /// The number of games in words: "No games yet", "1 game", "14 games".
    public var gameCountText: String {
        gameCount == 0 ? "No games yet" : DisplayText.count(gameCount, "game")
    }

    /// Whether there is a game in progress to resume.
    public var canResume: Bool {
        savedGame != nil
    }

    /// The game in progress in words, such as "8×8 · 3/8 queens · 0:41"; `nil` when there is none.
    public var resumeText: String? {
        guard let savedGame else { return nil }
        let size = savedGame.boardSize
        return "\(DisplayText.boardSize(size)) · \(savedGame.queens.count)/\(size) queens · "
            + DisplayText.time(savedGame.elapsed)
    }

    // MARK: Actions

    /// Reads the figures again (after a game, after the history was cleared).
    public func refresh() {
        let history = dependencies.history
        savedGame = dependencies.savedGames.loadSavedGame().flatMap { $0.isResumable ? $0 : nil }
        do {
            let streaks = try history.streaks(today: dependencies.clock.today)
            currentStreak = streaks.current
            bestStreak = streaks.best
            isTodaySolved = streaks.isTodaySolved
            gameCount = try history.gameCount()
            problem = nil
        } catch {
            problem = "Your history could not be read: \(error)."
        }
    }

    /// Starts a new game on the chosen board size.
    public func start() {
        delegate?.handle(.startGame)
    }

    /// Goes back to the game in progress; does nothing when there is none.
    public func resume() {
        guard canResume else { return }
        delegate?.handle(.resumeGame)
    }

    /// Shows the finished games.
    public func showHistory() {
        delegate?.handle(.showHistory)
    }

    /// Shows the board-size sheet.
    public func chooseBoardSize() {
        delegate?.handle(.chooseBoardSize)
    }

    /// Hides the store notice.
    public func dismissStoreNotice() {
        storeNotice = nil
    }
}

extension SavedGame {
    /// Whether the game can be resumed: its board size is one the app offers (a store may hold any size).
    var isResumable: Bool {
        Settings.boardSizeRange.contains(boardSize)
    }
}
