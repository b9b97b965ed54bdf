/// Counts the solutions of an N×N board exactly: all of them (OEIS A000170) or the fundamental ones, distinct
/// under the 8 symmetries of the square (OEIS A002562).
///
/// The search is bitmask backtracking over rows, lowest free column first, with the first queen restricted to the
/// left half of the board and the count doubled (mirror symmetry); the middle column of an odd board is counted
/// once. The parallel variants split the search into many small independent sub-problems and schedule them
/// dynamically on the cooperative thread pool.
///
/// ```swift
/// let counter = try SolutionCounter(size: 8)
/// counter.countAll()                                                   // 92
/// counter.countFundamental()                                           // 12
/// try await counter.countAll(threads: ProcessInfo.processInfo.activeProcessorCount)
/// ```
public struct SolutionCounter: Sendable {
    /// The board sizes that can be counted: up to N = 27, the largest board ever counted.
    ///
    /// Counting takes seconds up to N = 16 on one core and about seven times longer for each size above, so the
    /// top of the range is out of reach in practice; totals there stay far below the limit of `UInt64`.
    public static let sizeRange: ClosedRange<Int> = 1...27

    /// The number of rows (and columns) of the board.
    public let size: Int

    /// Prepares to count the solutions of a `size`×`size` board.
    ///
    /// - Throws: `SolverError.sizeOutOfRange` when `size` is outside `sizeRange`.
    public init(size: Int) throws(SolverError) {
        guard Self.sizeRange.contains(size) else { throw .sizeOutOfRange(size, accepted: Self.sizeRange) }
        self.size = size
    }

    // MARK: All solutions

    /// The exact number of solutions, counted on the calling thread.
    public func countAll() -> UInt64 {
        var total: UInt64 = 0
        for subproblem in CountingSubproblems(size: size, splitRows: 1) {
            total += Self.count(subproblem, size: size)
        }
        return total
    }

    /// The exact number of solutions, counted by at most `threads` tasks at once.
    ///
    /// The search is split into independent sub-problems (the placements of the first few rows); a task group
    /// keeps `threads` of them in flight and starts the next as soon as one finishes, so every thread stays busy
    /// until the end. Counting runs on the cooperative thread pool, so more threads than cores gain nothing.
    ///
    /// - Parameter threads: the most sub-problems counted at once; values below 1 count as 1.
    /// - Throws: `CancellationError` when the calling task is cancelled; the sub-problems already running finish
    ///   first (each takes milliseconds).
    public func countAll(threads: Int) async throws -> UInt64 {
        let size = size
        let width = max(1, threads)
        var subproblems = CountingSubproblems(size: size, splitRows: CountingSubproblems.parallelSplitRows(size: size))
        return try await withThrowingTaskGroup(of: UInt64.self) { group in
            var total: UInt64 = 0
            var running = 0
            while running < width, let subproblem = subproblems.next() {
                try Task.checkCancellation()
                group.addTask { Self.count(subproblem, size: size) }
                running += 1
            }
            while let partial = try await group.next() {
                total += partial
                try Task.checkCancellation()
                if let subproblem = subproblems.next() {
                    group.addTask { Self.count(subproblem, size: size) }
                }
            }
            return total
        }
    }

    /// The solutions a sub-problem stands for.
    private static func count(_ subproblem: CountingSubproblem, size: Int) -> UInt64 {
        subproblem.weight * CountingSearch.completions(of: subproblem.placement, size: size)
    }

    // MARK: Fundamental solutions

    /// The number of solutions distinct under the rotations and reflections of the board, counted on the calling
    /// thread.
    ///
    /// By Burnside's lemma this is the average number of solutions that each of the 8 symmetries leaves unchanged:
    /// the total count for the identity, the (small) counts of quarter-turn and half-turn symmetric solutions for
    /// the rotations, and none for the reflections (except on the 1×1 board).
    public func countFundamental() -> UInt64 {
        fundamental(fromTotal: countAll())
    }

    /// The number of solutions distinct under the rotations and reflections of the board, with the total counted
    /// by at most `threads` tasks at once (see `countAll(threads:)`).
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled.
    public func countFundamental(threads: Int) async throws -> UInt64 {
        fundamental(fromTotal: try await countAll(threads: threads))
    }

    /// The number of orbits of the symmetry group on the solutions, from the total number of solutions.
    private func fundamental(fromTotal total: UInt64) -> UInt64 {
        guard size > 1 else { return total }
        let quarterTurnInvariant = RotationInvariantCount.count(size: size, invariantUnder: .quarter)
        let halfTurnInvariant = RotationInvariantCount.count(size: size, invariantUnder: .half)
        return (total + 2 * quarterTurnInvariant + halfTurnInvariant) / 8
    }
}
