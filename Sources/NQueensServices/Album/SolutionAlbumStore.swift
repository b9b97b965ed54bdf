import NQueensEngine

/// The solution album: every distinct solution the player has solved, grouped by symmetry class, with the game
/// that first found each.
///
/// It follows the history: recording a game adds its solution in the same transaction, clearing the history
/// clears it. Reading it costs no more for a long history than the figures of one size (the SQLite store keeps a
/// summary per size), whatever the number of games.
public protocol SolutionAlbumStore: Sendable {
    /// One summary per board size with at least one solution found, smallest size first.
    func albumSummaries() throws(StoreError) -> [AlbumSummary]

    /// Every solution found on boards of `boardSize`, in the album's order (class by class, canonical forms in
    /// lexicographic order, then solution).
    func albumEntries(boardSize: Int) throws(StoreError) -> [AlbumEntry]

    /// The solutions found in the class of `solution` (itself included when it was found), in the album's order.
    func albumEntries(inClassOf solution: Solution) throws(StoreError) -> [AlbumEntry]

    /// The classes found on boards of `boardSize`, in the album's order, each with the columns of its solutions
    /// found: what the album screen lists, without the games that found them (so it stays cheap for a long
    /// history).
    func albumClasses(boardSize: Int) throws(StoreError) -> [AlbumClassFinds]

    /// Builds the album afresh from the whole history, in one transaction: for when games reach the history other
    /// than through `GameHistoryStore.record(_:)` (which keeps the album in step by itself).
    func rebuildAlbum() throws(StoreError)
}

extension SolutionAlbumStore {
    /// The classes found on boards of `boardSize`, worked out from `albumEntries(boardSize:)`.
    public func albumClasses(boardSize: Int) throws(StoreError) -> [AlbumClassFinds] {
        AlbumClassFinds.classes(of: try albumEntries(boardSize: boardSize))
    }

    /// The summary of boards of `boardSize`: nothing found when no solution of that size was.
    public func albumSummary(boardSize: Int) throws(StoreError) -> AlbumSummary {
        try albumSummaries().first { $0.boardSize == boardSize }
            ?? AlbumSummary(boardSize: boardSize, solutionsFound: 0, classesFound: 0)
    }
}

/// An album worked out from a history store at every read, for stores that keep it nowhere.
///
/// The in-memory stores and the test doubles use it; each read reads the whole history.
public struct DerivedSolutionAlbum: SolutionAlbumStore {
    private let history: any GameHistoryStore

    /// The album of `history`.
    public init(history: any GameHistoryStore) {
        self.history = history
    }

    /// One summary per board size with a solution found, smallest first.
    public func albumSummaries() throws(StoreError) -> [AlbumSummary] {
        AlbumSummary.summaries(of: try entries())
    }

    /// Every solution found on boards of `boardSize`, in the album's order.
    public func albumEntries(boardSize: Int) throws(StoreError) -> [AlbumEntry] {
        AlbumEntry.album(of: try history.games(HistoryQuery(boardSize: boardSize)))
    }

    /// The solutions found in the class of `solution`, in the album's order.
    public func albumEntries(inClassOf solution: Solution) throws(StoreError) -> [AlbumEntry] {
        let key = solution.canonicalForm
        return try albumEntries(boardSize: solution.size).filter { $0.classKey == key }
    }

    /// Nothing to do: the album is worked out at every read.
    public func rebuildAlbum() throws(StoreError) {}

    private func entries() throws(StoreError) -> [AlbumEntry] {
        AlbumEntry.album(of: try history.games(HistoryQuery()))
    }
}
