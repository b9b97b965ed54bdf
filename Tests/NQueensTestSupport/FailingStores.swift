import NQueensServices

/// A history whose every call fails with `error`: for testing how callers report a broken store.
public struct FailingGameHistoryStore: GameHistoryStore {
    /// The error every call throws.
    public let error: StoreError

    /// Creates a store that fails with `error` (a database error unless given).
    public init(error: StoreError = .database("the test's history store is broken")) {
        self.error = error
    }

    /// Fails.
    public func record(_ game: GameRecord) throws(StoreError) { throw error }
    /// Fails.
    public func record(contentsOf games: [GameRecord]) throws(StoreError) { throw error }
    /// Fails.
    public func games(_ query: HistoryQuery) throws(StoreError) -> [GameRecord] { throw error }
    /// Fails.
    public func gameCount(boardSize: Int?, mode: GameMode?) throws(StoreError) -> Int { throw error }
    /// Fails.
    public func boardSizesPlayed() throws(StoreError) -> [Int] { throw error }
    /// Fails.
    public func sizeSummaries() throws(StoreError) -> [SizeSummary] { throw error }
    /// Fails.
    public func solvedDays() throws(StoreError) -> [CalendarDay] { throw error }
    /// Fails.
    public func dailyResults() throws(StoreError) -> [DailyResult] { throw error }
    /// Fails.
    public func removeAllGames() throws(StoreError) { throw error }
}

/// Settings that load as `settings` and fail to save with `error`.
public struct FailingSettingsStore: SettingsStore {
    /// What `loadSettings()` returns.
    public let settings: Settings

    /// The error `saveSettings(_:)` throws.
    public let error: StoreError

    /// Creates a store that loads `settings` (the defaults unless given) and fails every save with `error`.
    public init(settings: Settings = .defaults, error: StoreError = .database("the test's settings store is broken")) {
        self.settings = settings
        self.error = error
    }

    /// The settings given at creation.
    public func loadSettings() -> Settings { settings }
    /// Fails.
    public func saveSettings(_ settings: Settings) throws(StoreError) { throw error }
}

/// A game-in-progress store that loads `game` and fails every save and clear with `error`.
public struct FailingSavedGameStore: SavedGameStore {
    /// What `loadSavedGame()` returns.
    public let game: SavedGame?

    /// The error `saveGame(_:)` and `clearSavedGame()` throw.
    public let error: StoreError

    /// Creates a store that loads `game` (none unless given) and fails every save and clear with `error`.
    public init(game: SavedGame? = nil, error: StoreError = .database("the test's game store is broken")) {
        self.game = game
        self.error = error
    }

    /// The game given at creation.
    public func loadSavedGame() -> SavedGame? { game }
    /// Fails.
    public func saveGame(_ game: SavedGame) throws(StoreError) { throw error }
    /// Fails.
    public func clearSavedGame() throws(StoreError) { throw error }
}
