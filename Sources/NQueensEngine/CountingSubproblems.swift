/// A piece of a count: the completions of `placement`, counted `weight` times.
struct CountingSubproblem: Sendable {
    /// The first rows, already placed without conflicts.
    var placement: PartialPlacement
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
    private let board: UInt32
    private let splitRows: Int
    private let middleBit: UInt32
    /// For each level of the search, the columns of its row still to try.
    private var untried: [UInt32]
    /// For each level of the search, the placement of the rows before its row.
    private var placements: [PartialPlacement]
    /// The level being searched; -1 once every sub-problem has been produced.
    private var depth: Int
    /// The column bit of the first-row queen of the current branch.
    private var firstRowBit: UInt32 = 0

    /// Prepares the sub-problems of a board of `size` columns (1…32), each with `splitRows` rows placed.
    ///
    /// - Parameter splitRows: 1…`size`; larger values give more, smaller sub-problems.
    init(size: Int, splitRows: Int) {
        board = CountingSearch.boardMask(size: size)
        self.splitRows = splitRows
        let leftHalf = CountingSearch.boardMask(size: size / 2)
        middleBit = size % 2 == 1 ? 1 &<< UInt32(truncatingIfNeeded: size / 2) : 0
        untried = [UInt32](repeating: 0, count: splitRows)
        untried[0] = leftHalf | middleBit
        placements = [PartialPlacement](repeating: .empty, count: splitRows)
        depth = 0
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
        while depth >= 0 {
            let candidates = untried[depth]
            if candidates == 0 {
                depth -= 1
                continue
            }
            let bit = candidates & (0 &- candidates)
            untried[depth] = candidates ^ bit
            if depth == 0 { firstRowBit = bit }
            let child = placements[depth].placing(bit)
            if depth == splitRows - 1 {
                return CountingSubproblem(placement: child, weight: firstRowBit == middleBit ? 1 : 2)
            }
            depth += 1
            placements[depth] = child
            untried[depth] = child.freeColumns(within: board)
        }
        return nil
    }
}
