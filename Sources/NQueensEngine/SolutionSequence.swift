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
        /// Full placements of every row, in search order.
        private var placements: RowPlacements<UInt64>
        /// The number of rows (and columns) of the board.
        private let size: Int

        /// The number of work units of the search, for progress: the pairs of squares of the first two rows
        /// (one unit below 2×2).
        public var unitCount: Int { size < 2 ? 1 : size * size }

        /// The number of work units searched before the last solution returned: the pairs of the first two rows'
        /// squares that come before its own pair.
        public var unitsDone: Int {
            guard size >= 2 else { return 0 }
            let bits = placements.queenBits
            return bits[0].trailingZeroBitCount * size + bits[1].trailingZeroBitCount
        }

        fileprivate init(size: Int) {
            self.size = size
            let board: UInt64 = size == 64 ? .max : (1 << UInt64(size)) - 1
            placements = RowPlacements(board: board, rows: size, firstRowColumns: board)
        }

        /// The next solution in lexicographic order, or `nil` when there are no more.
        public mutating func next() -> Solution? {
            guard placements.next() != nil else { return nil }
            return Solution(unchecked: placements.queenBits.map(\.trailingZeroBitCount))
        }
    }
}
