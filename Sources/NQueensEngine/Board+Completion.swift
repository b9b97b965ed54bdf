// MARK: - Completing a position

extension Board {
    /// The board sizes that `completion()` and `completionCount(limit:)` accept.
    public static let completionSizeRange: ClosedRange<Int> = 1...64

    /// The board sizes that `completionCount(stoppingWhen:)` counts exactly (one bit per column in 64-bit masks, with
    /// room for the diagonals); a count of every completion is only practical on boards up to about 16×16, or on
    /// larger ones with most queens placed.
    public static let exactCountSizeRange: ClosedRange<Int> = 1...32

    /// The largest board whose completions `completionCount(limit:)` counts with the counting kernel (a full count
    /// takes tens of milliseconds at most); above it a search that stops at `limit`.
    static let largestKernelCountedSize = 14

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
    /// Returns `min(count, limit)`, and 0 when `limit` is not positive. Up to 14×14 the count is exact and fast
    /// (the counting kernel of `completionCount(stoppingWhen:)`, stopping once `limit` is reached: the empty 14×14
    /// board, 365,596 solutions, takes milliseconds); on larger boards keep `limit` small.
    ///
    /// - Throws: `SolverError.sizeOutOfRange` outside `completionSizeRange`,
    ///   `SolverError.queensInConflict` (naming the queens that attack) when the queens attack each other.
    public func completionCount(limit: Int) throws(SolverError) -> Int {
        try checkCompletable()
        guard limit > 0 else { return 0 }
        if size <= Self.largestKernelCountedSize {
            // Stopped only once the limit is reached, so `nil` means "at least `limit`".
            return min(limit, kernelCompletionCount(stoppingWhen: { $0 >= limit }) ?? limit)
        }
        var search = CompletionSearch(size: size, queens: queens)
        return search.run(limit: limit)
    }

    /// The exact number of full solutions that keep every queen on the board, or `nil` when `shouldStop` returns
    /// `true` first.
    ///
    /// The count is split into pieces of a few milliseconds at most on boards up to 14×14 (the solutions with each
    /// square of the first empty row; the empty board by start constellations), and `shouldStop` is asked before
    /// each, so a count superseded by a newer position ends quickly: pass `{ Task.isCancelled }`.
    ///
    /// - Throws: `SolverError.sizeOutOfRange` outside `exactCountSizeRange`,
    ///   `SolverError.queensInConflict` (naming the queens that attack) when the queens attack each other.
    public func completionCount(stoppingWhen shouldStop: () -> Bool) throws(SolverError) -> Int? {
        guard Board.exactCountSizeRange.contains(size) else {
            throw .sizeOutOfRange(size, accepted: Board.exactCountSizeRange)
        }
        try checkCompletable()
        return kernelCompletionCount(stoppingWhen: { _ in shouldStop() })
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

    // MARK: Counting with the kernel

    /// Counts the completions of a conflict-free board of at most 32 rows with the counting kernel, or returns `nil`
    /// once `shouldStop`, asked with the count so far before each piece of the search, says so.
    ///
    /// The empty board goes by start constellations (`SolutionCounter` with the search kernel, 8-fold symmetry: the
    /// table kernel's tables take a while to build and its buckets hold counts back). Otherwise the board is
    /// first turned (any of its symmetries keeps the count) so that the row search meets the queens early, then
    /// searched piece by piece: one piece per free square of the first empty row.
    private func kernelCompletionCount(stoppingWhen shouldStop: (_ countedSoFar: Int) -> Bool) -> Int? {
        if queens.isEmpty, let counter = try? SolutionCounter(size: size, kernel: .search) {
            return counter.countAllOrStop(when: { shouldStop(Int($0)) }).map { Int($0) }
        }
        let search = RowSearch(size: size, window: 0...(size - 1), queens: orientedForRowSearch())
        return withUnsafeTemporaryAllocation(of: RowKernel.Level.self, capacity: size) { levels in
            let levels = levels.baseAddress.unsafelyUnwrapped
            guard search.rows > 1 else { return Int(search.count(levels: levels)) }
            var total = 0
            var choices = search.firstRowChoices
            while choices != 0 {
                if shouldStop(total) { return nil }
                let bit = choices & (0 &- choices)
                choices ^= bit
                total += Int(search.count(firstRowQueen: bit, levels: levels))
            }
            return total
        }
    }

    /// The queens turned by the symmetry that gives the row search the smallest tree, by a quick estimate.
    ///
    /// Turning the board moves the queens' rows; the row search prunes best when the first empty rows have few
    /// free squares, so the estimate is the product of the free squares of the first two empty rows. The identity
    /// wins ties, so the choice is deterministic.
    private func orientedForRowSearch() -> [Square] {
        var best = queens
        var bestEstimate = Int.max
        for symmetry in [Symmetry.identity, .topBottomReflection, .diagonalReflection, .quarterTurnClockwise] {
            let turned = queens.map { $0.transformed(by: symmetry, onBoardOfSize: size) }
            let estimate = RowSearch.estimatedWork(size: size, queens: turned)
            if estimate < bestEstimate {
                best = turned
                bestEstimate = estimate
            }
        }
        return best
    }
}
