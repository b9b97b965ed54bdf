/// Every solution of an N×N board, lazily, in lexicographic order of `columns` (row 0 first).
///
/// The iterator holds the search stack and resumes the backtracking search where it stopped, so the first
/// solutions come at once and memory stays linear in N however many solutions there are. Boards of 2 and 3 rows
/// have no solutions and produce an empty sequence.
///
/// ```swift
/// for solution in try SolutionSequence(size: 8).prefix(3) { print(solution.columns) }
/// ```
public struct SolutionSequence: Sequence, Sendable {
    /// The board sizes that can be enumerated: one bit per column in 64-bit masks.
    ///
    /// Past about N = 29 even the first solution in lexicographic order can take the search a long time;
    /// `Solution.constructed(size:)` gives one solution of any size at once.
    public static let sizeRange: ClosedRange<Int> = 1...64

    /// The number of rows (and columns) of the board.
    public let size: Int

    /// The solutions of a `size`×`size` board.
    ///
    /// - Throws: `SolverError.sizeOutOfRange` when `size` is outside `sizeRange`.
    public init(size: Int) throws(SolverError) {
        guard Self.sizeRange.contains(size) else { throw .sizeOutOfRange(size, accepted: Self.sizeRange) }
        self.size = size
    }

    /// A fresh search from the first solution.
    public func makeIterator() -> Iterator {
        Iterator(size: size)
    }

    /// The search behind a `SolutionSequence`: bitmask backtracking over rows, lowest free column first.
    public struct Iterator: IteratorProtocol, Sendable {
        private let size: Int
        private let board: UInt64
        /// For each row, its columns still to try.
        private var untried: [UInt64]
        /// For each row, the columns occupied and attacked along both diagonals by the queens of the rows below.
        private var columnsBelow: [UInt64]
        private var leftBelow: [UInt64]
        private var rightBelow: [UInt64]
        /// The column of the queen in each row of the current branch.
        private var placed: [Int]
        /// The row being searched; -1 once the search is over.
        private var row: Int

        fileprivate init(size: Int) {
            self.size = size
            board = size == 64 ? .max : (1 << UInt64(size)) - 1
            untried = [UInt64](repeating: 0, count: size)
            untried[0] = board
            columnsBelow = [UInt64](repeating: 0, count: size)
            leftBelow = columnsBelow
            rightBelow = columnsBelow
            placed = [Int](repeating: 0, count: size)
            row = 0
        }

        /// The next solution in lexicographic order, or `nil` when there are no more.
        public mutating func next() -> Solution? {
            while row >= 0 {
                let candidates = untried[row]
                if candidates == 0 {
                    row -= 1
                    continue
                }
                let bit = candidates & (0 &- candidates)
                untried[row] = candidates ^ bit
                placed[row] = bit.trailingZeroBitCount
                if row == size - 1 { return Solution(unchecked: placed) }
                let columns = columnsBelow[row] | bit
                let left = (leftBelow[row] | bit) &<< 1
                let right = (rightBelow[row] | bit) &>> 1
                row += 1
                columnsBelow[row] = columns
                leftBelow[row] = left
                rightBelow[row] = right
                untried[row] = board & ~(columns | left | right)
            }
            return nil
        }
    }
}
