import Foundation

/// A game history kept in memory only.
///
/// For tests, previews, and as the fallback when no data directory can be written. Safe to use from several
/// threads.
public final class InMemoryGameHistoryStore: GameHistoryStore {
    private let state: Locked<[GameRecord]>

    /// Creates a history holding `games` (invalid records and repeated ids are dropped).
    public init(games: [GameRecord] = []) {
        var kept: [GameRecord] = []
        var ids: Set<UUID> = []
        for game in games where game.problem == nil && ids.insert(game.id).inserted {
            kept.append(game)
        }
        state = Locked(kept)
    }

    /// Keeps a finished game; recording a game whose id is already stored changes nothing.
    public func record(_ game: GameRecord) throws(StoreError) {
        try record(contentsOf: [game])
    }

    /// Keeps several finished games at once (all or none); ids already stored are skipped.
    public func record(contentsOf games: [GameRecord]) throws(StoreError) {
        if let problem = games.lazy.compactMap(\.problem).first { throw .invalidValue(problem) }
        state.withLock { stored in
            var ids = Set(stored.map(\.id))
            for game in games where ids.insert(game.id).inserted {
                stored.append(game)
            }
        }
    }

    /// Merges games by id, all or none: ids already kept (or met earlier in `games`) are skipped and counted.
    public func merge(_ games: [GameRecord]) throws(StoreError) -> HistoryMerge {
        if let problem = games.lazy.compactMap(\.problem).first { throw .invalidValue(problem) }
        return state.withLock { stored in
            var ids = Set(stored.map(\.id))
            let before = stored.count
            for game in games where ids.insert(game.id).inserted {
                stored.append(game)
            }
            return HistoryMerge(imported: stored.count - before, alreadyHere: games.count - (stored.count - before))
        }
    }

    /// The games that match `query`, in its order.
    public func games(_ query: HistoryQuery) -> [GameRecord] {
        state.withLock { query.apply(to: $0) }
    }

    /// The number of games on boards of `boardSize` (every size when `nil`) of `mode` (every mode when `nil`).
    public func gameCount(boardSize: Int?, mode: GameMode?) -> Int {
        let query = HistoryQuery(boardSize: boardSize, mode: mode)
        return state.withLock { games in games.count(where: query.matches) }
    }

    /// The board sizes with at least one game, smallest first.
    public func boardSizesPlayed() -> [Int] {
        state.withLock { Set($0.map(\.boardSize)).sorted() }
    }

    /// One summary per board size played, smallest size first.
    public func sizeSummaries() -> [SizeSummary] {
        state.withLock { SizeSummary.summaries(of: $0) }
    }

    /// The days on which at least one game was solved, earliest first, each once.
    public func solvedDays() -> [CalendarDay] {
        state.withLock { Set($0.map(\.solvedDay)).sorted() }
    }

    /// The dates whose daily puzzle was solved, earliest first, each once with its best result.
    public func dailyResults() -> [DailyResult] {
        state.withLock { DailyResult.results(of: $0) }
    }

    /// The dates whose regions daily was solved, earliest first, each once with its best result.
    public func regionsDailyResults() -> [DailyResult] {
        state.withLock { DailyResult.results(of: $0, mode: .regions) }
    }

    /// Forgets every game.
    public func removeAllGames() {
        state.withLock { $0.removeAll() }
    }
}
