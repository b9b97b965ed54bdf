/// The finished games: record them, list them, summarise them.
///
/// Calls are synchronous: the store is local and fast. Implementations are safe to use from several threads.
public protocol GameHistoryStore: Sendable {
    /// Keeps a finished game; recording a game whose id is already stored changes nothing.
    ///
    /// - Throws: `StoreError.invalidValue` for a record that is not a game (a queen off the board, a negative
    ///   count, …), `StoreError.database` when the database fails.
    func record(_ game: GameRecord) throws(StoreError)

    /// Keeps several finished games at once (all or none); ids already stored are skipped.
    func record(contentsOf games: [GameRecord]) throws(StoreError)

    /// The games that match `query`, in its order.
    func games(_ query: HistoryQuery) throws(StoreError) -> [GameRecord]

    /// The number of games on boards of `boardSize`, or of all games when `nil`.
    func gameCount(boardSize: Int?) throws(StoreError) -> Int

    /// The board sizes with at least one game, smallest first.
    func boardSizesPlayed() throws(StoreError) -> [Int]

    /// One summary per board size played (games, best time, fewest moves), smallest size first.
    func sizeSummaries() throws(StoreError) -> [SizeSummary]

    /// The days on which at least one game was solved, earliest first, each once.
    func solvedDays() throws(StoreError) -> [CalendarDay]

    /// Forgets every game.
    func removeAllGames() throws(StoreError)
}

// MARK: - Conveniences

extension GameHistoryStore {
    /// Keeps several finished games, one `record(_:)` at a time (stores that can do it in one transaction
    /// provide their own, all or none).
    public func record(contentsOf games: [GameRecord]) throws(StoreError) {
        for game in games {
            try record(game)
        }
    }

    /// The number of games on every board size.
    public func gameCount() throws(StoreError) -> Int {
        try gameCount(boardSize: nil)
    }

    /// The current and best daily streaks as of `today`.
    public func streaks(today: CalendarDay) throws(StoreError) -> StreakSummary {
        StreakSummary(solvedDays: try solvedDays(), today: today)
    }
}
