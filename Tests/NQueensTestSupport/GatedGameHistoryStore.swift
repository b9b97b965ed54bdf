import Dispatch
import Foundation
import NQueensServices

/// A history whose merges wait at a gate: for testing what callers do while a long merge runs.
///
/// Every call but `merge(_:)` goes straight to `base`. A merge says it has begun (`begun()` returns) and then waits,
/// on its own thread, until `open()`; so a test sees the app mid-import without sleeping.
public final class GatedGameHistoryStore: GameHistoryStore, @unchecked Sendable {
    // @unchecked: `base` is Sendable, the semaphore is thread-safe, and `started` is only yielded to.

    /// The store every call ends up in.
    public let base: any GameHistoryStore

    private let gate = DispatchSemaphore(value: 0)
    private let started: AsyncStream<Void>.Continuation
    private let starts: AsyncStream<Void>

    /// A gated history over `base`.
    public init(base: any GameHistoryStore = InMemoryGameHistoryStore()) {
        self.base = base
        (starts, started) = AsyncStream.makeStream(of: Void.self)
    }

    // MARK: The gate

    /// Returns once a merge has begun and is waiting at the gate.
    public func begun() async {
        for await _ in starts { return }
    }

    /// Lets the waiting merge (and every later one) go on.
    public func open() {
        gate.signal()
    }

    // MARK: GameHistoryStore

    /// Says it has begun, waits for `open()`, then merges into `base`.
    public func merge(_ games: [GameRecord]) throws(StoreError) -> HistoryMerge {
        started.yield()
        gate.wait()
        gate.signal()
        return try base.merge(games)
    }

    /// Records in `base`.
    public func record(_ game: GameRecord) throws(StoreError) { try base.record(game) }

    /// Records in `base`.
    public func record(contentsOf games: [GameRecord]) throws(StoreError) { try base.record(contentsOf: games) }

    /// `base`'s games.
    public func games(_ query: HistoryQuery) throws(StoreError) -> [GameRecord] { try base.games(query) }

    /// `base`'s game.
    public func game(id: UUID) throws(StoreError) -> GameRecord? { try base.game(id: id) }

    /// `base`'s count.
    public func gameCount(boardSize: Int?, mode: GameMode?) throws(StoreError) -> Int {
        try base.gameCount(boardSize: boardSize, mode: mode)
    }

    /// `base`'s sizes.
    public func boardSizesPlayed() throws(StoreError) -> [Int] { try base.boardSizesPlayed() }

    /// `base`'s summaries.
    public func sizeSummaries() throws(StoreError) -> [SizeSummary] { try base.sizeSummaries() }

    /// `base`'s days.
    public func solvedDays() throws(StoreError) -> [CalendarDay] { try base.solvedDays() }

    /// `base`'s dailies.
    public func dailyResults() throws(StoreError) -> [DailyResult] { try base.dailyResults() }

    /// `base`'s regions dailies.
    public func regionsDailyResults() throws(StoreError) -> [DailyResult] { try base.regionsDailyResults() }

    /// Empties `base`.
    public func removeAllGames() throws(StoreError) { try base.removeAllGames() }
}
