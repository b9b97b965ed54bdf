/// A piece of a count: the completions of `placement`, counted `weight` times.
struct CountingSubproblem: Sendable {
    /// The first rows, already placed without conflicts.
    var placement: PartialPlacement<UInt32>
    /// How many solutions each completion stands for: 2 for a first-row queen in the left half (its mirror image
    /// in the right half is never searched), 1 for the middle column of an odd board.
    var weight: UInt64
}

/// The count of all solutions split into independent sub-problems: every conflict-free placement of the first
/// `splitRows` rows, produced lazily in search order.
///
/// The first row is restricted to the left half of the board (and the middle column of an odd board), since the
/// mirror image of a solution across the vertical axis is a different solution with its first queen in the other half.
struct CountingSubproblems: Sequence, IteratorProtocol {
    /// The placements of the first `splitRows` rows.
    private var placements: RowPlacements<UInt32>
    /// The column bit of the middle column of an odd board; 0 on an even board.
    private let middleBit: UInt32

    /// Prepares the sub-problems of a board of `size` columns (1…32), each with `splitRows` rows placed.
    ///
    /// - Parameter splitRows: 1…`size`; larger values give more, smaller sub-problems.
    init(size: Int, splitRows: Int) {
        let leftHalf = CountingSearch.boardMask(size: size / 2)
        middleBit = size % 2 == 1 ? 1 &<< UInt32(truncatingIfNeeded: size / 2) : 0
        placements = RowPlacements(
            board: CountingSearch.boardMask(size: size), rows: splitRows, firstRowColumns: leftHalf | middleBit)
    }

    /// How many rows to place before splitting a board of `size` columns for parallel counting.
    ///
    /// About 12 rows are left to each sub-problem (at most 5 placed, at least 2): from N = 15 on that gives
    /// hundreds to thousands of sub-problems of a millisecond or less, so every thread stays busy to the end and a
    /// cancelled count stops at once, while starting a task (microseconds) stays a small part of each.
    static func parallelSplitRows(size: Int) -> Int {
        Swift.max(1, Swift.min(size - 1, 5, Swift.max(2, size - 12)))
    }

    /// The next sub-problem in search order, or `nil` when all have been produced.
    mutating func next() -> CountingSubproblem? {
        guard let placement = placements.next() else { return nil }
        return CountingSubproblem(placement: placement, weight: placements.queenBits[0] == middleBit ? 1 : 2)
    }
}
