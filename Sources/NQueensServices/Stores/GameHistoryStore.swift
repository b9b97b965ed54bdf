import Foundation

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

    /// Merges games from elsewhere (an import) by id, all or none, in one transaction: every game is checked before
    /// any is written, ids already stored are skipped and counted, and the summaries, streaks and album follow.
    ///
    /// - Throws: `StoreError.invalidValue` for a record no store keeps (nothing is written then),
    ///   `StoreError.database` when the database fails (nothing is written either).
    func merge(_ games: [GameRecord]) throws(StoreError) -> HistoryMerge

    /// The games that match `query`, in its order.
    func games(_ query: HistoryQuery) throws(StoreError) -> [GameRecord]

    /// The game with `id`, or `nil` when the history has none.
    func game(id: UUID) throws(StoreError) -> GameRecord?

    /// The number of games on boards of `boardSize` (every size when `nil`) of `mode` (every mode when `nil`).
    func gameCount(boardSize: Int?, mode: GameMode?) throws(StoreError) -> Int

    /// The board sizes with at least one game, smallest first.
    func boardSizesPlayed() throws(StoreError) -> [Int]

    /// One summary per board size played (games, best time, fewest moves), smallest size first.
    func sizeSummaries() throws(StoreError) -> [SizeSummary]

    /// The days on which at least one game was solved, earliest first, each once.
    func solvedDays() throws(StoreError) -> [CalendarDay]

    /// The dates whose (classic) daily puzzle was solved, earliest first, each once with its best result.
    func dailyResults() throws(StoreError) -> [DailyResult]

    /// The dates whose regions daily was solved, earliest first, each once with its best result.
    func regionsDailyResults() throws(StoreError) -> [DailyResult]

    /// Forgets every game (and the solution album, which follows the history).
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

    /// Merges games one `record(contentsOf:)` at a time, counting those already stored first (stores that can do
    /// it in one transaction provide their own).
    public func merge(_ games: [GameRecord]) throws(StoreError) -> HistoryMerge {
        var seen: Set<UUID> = []
        var new: [GameRecord] = []
        for game in games where seen.insert(game.id).inserted {
            if try self.game(id: game.id) == nil { new.append(game) }
        }
        try record(contentsOf: new)
        return HistoryMerge(imported: new.count, alreadyHere: games.count - new.count)
    }

    /// The game with `id`, found among every game (stores that can look it up directly provide their own).
    public func game(id: UUID) throws(StoreError) -> GameRecord? {
        try games(HistoryQuery()).first { $0.id == id }
    }

    /// The dates whose regions daily was solved, from every regions game (stores that keep a summary provide their
    /// own).
    public func regionsDailyResults() throws(StoreError) -> [DailyResult] {
        DailyResult.results(of: try games(HistoryQuery(mode: .regions)), mode: .regions)
    }

    /// The number of games on every board size.
    public func gameCount() throws(StoreError) -> Int {
        try gameCount(boardSize: nil, mode: nil)
    }

    /// The number of games of every mode on boards of `boardSize`, or of all games when `nil`.
    public func gameCount(boardSize: Int?) throws(StoreError) -> Int {
        try gameCount(boardSize: boardSize, mode: nil)
    }

    /// The days-played streaks as of `today`: consecutive days with any game solved.
    public func streaks(today: CalendarDay) throws(StoreError) -> StreakSummary {
        StreakSummary(solvedDays: try solvedDays(), today: today)
    }

    /// The daily-puzzle streaks as of `today`: consecutive dates whose daily puzzle was solved.
    ///
    /// A date counts once its own daily is solved, whenever that happens (a missed day can be made up from the
    /// past dailies); the run is alive while it reaches today or yesterday, as the days-played streak is, so
    /// daylight-saving changes and travel never break it.
    public func dailyStreaks(today: CalendarDay) throws(StoreError) -> StreakSummary {
        StreakSummary(solvedDays: try dailyResults().map(\.date), today: today)
    }
}

extension GameHistoryStore {
    /// The regions-daily streaks as of `today`, by the same rule as `dailyStreaks(today:)` over the dates whose
    /// regions daily was solved: the two streaks are kept apart.
    public func regionsDailyStreaks(today: CalendarDay) throws(StoreError) -> StreakSummary {
        StreakSummary(solvedDays: try regionsDailyResults().map(\.date), today: today)
    }
}
