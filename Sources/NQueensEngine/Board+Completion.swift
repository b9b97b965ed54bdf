// MARK: - Completing a position

extension Board {
    /// The board sizes that `completion()` and `completionCount(limit:)` accept.
    public static let completionSizeRange: ClosedRange<Int> = 1...64

    /// One full solution that keeps every queen on the board, or `nil` when provably none exists.
    ///
    /// Deterministic: the same board always gives the same solution.
    ///
    /// - Throws: `SolverError.sizeOutOfRange` outside `completionSizeRange`,
    ///   `SolverError.queensInConflict` (naming the queens that attack) when the queens attack each other.
    public func completion() throws(SolverError) -> Solution? {
        try checkCompletable()
        var search = CompletionSearch(size: size, queens: queens)
        _ = search.run(limit: 1)
        return search.firstCompletion.map(Solution.init(unchecked:))
    }

    /// The number of full solutions that keep every queen on the board, counting no further than `limit`.
    ///
    /// Returns `min(count, limit)`, and 0 when `limit` is not positive. Exact and fast for boards up to 12×12
    /// (the empty 12×12 board has 14,200 solutions); on larger boards keep `limit` small.
    ///
    /// - Throws: `SolverError.sizeOutOfRange` outside `completionSizeRange`,
    ///   `SolverError.queensInConflict` (naming the queens that attack) when the queens attack each other.
    public func completionCount(limit: Int) throws(SolverError) -> Int {
        try checkCompletable()
        guard limit > 0 else { return 0 }
        var search = CompletionSearch(size: size, queens: queens)
        return search.run(limit: limit)
    }

    /// Whether some full solution keeps every queen; the board must be in range and free of conflicts.
    func isCompletable() -> Bool {
        var search = CompletionSearch(size: size, queens: queens)
        return search.run(limit: 1) > 0
    }

    /// Throws unless the board size is in `completionSizeRange` and no queen attacks another.
    private func checkCompletable() throws(SolverError) {
        guard Board.completionSizeRange.contains(size) else {
            throw .sizeOutOfRange(size, accepted: Board.completionSizeRange)
        }
        let conflicting = conflictingQueens
        guard conflicting.isEmpty else { throw .queensInConflict(conflicting) }
    }
}
