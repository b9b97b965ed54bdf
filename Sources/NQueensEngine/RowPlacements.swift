/// A partial placement of queens in the first rows of a board, as the bitmasks the row-by-row searches work on.
///
/// Bit `c` stands for column `c`. `left` and `right` hold the columns that the diagonals of the queens placed so
/// far reach in the next row to fill: `left` moves one column up per row, `right` one column down. Bits of `left`
/// beyond the board are harmless: they only move further out and are masked off whenever free squares are taken.
/// Enumeration works on `UInt64` (boards up to 64 columns).
struct PartialPlacement<Mask: FixedWidthInteger & UnsignedInteger & Sendable>: Sendable {
    /// The columns holding a queen.
    var columns: Mask
    /// The columns attacked in the next row along the diagonals rising to the right.
    var left: Mask
    /// The columns attacked in the next row along the diagonals falling to the right.
    var right: Mask
    /// How many rows (from row 0) hold a queen.
    var filledRows: Int

    /// The empty board.
    static var empty: PartialPlacement { PartialPlacement(columns: 0, left: 0, right: 0, filledRows: 0) }

    /// The placement with one more queen, on the column of `bit` in the next row.
    @inline(__always)
    func placing(_ bit: Mask) -> PartialPlacement {
        PartialPlacement(
            columns: columns | bit, left: (left | bit) &<< 1, right: (right | bit) &>> 1, filledRows: filledRows &+ 1)
    }

    /// The columns of the next row that no queen attacks, within `board` (the mask of the board's columns).
    @inline(__always)
    func freeColumns(within board: Mask) -> Mask {
        board & ~(columns | left | right)
    }
}

/// Every conflict-free placement of queens in the first `rows` rows of a board, lazily, in depth-first order with
/// the lowest column first.
///
/// The search behind `SolutionSequence`. It keeps its stack between calls, so it resumes where it stopped and memory stays linear in N.
struct RowPlacements<Mask: FixedWidthInteger & UnsignedInteger & Sendable>: IteratorProtocol, Sendable {
    /// The mask of the board's columns.
    private let board: Mask
    /// How many rows each placement fills.
    private let rows: Int
    /// For each row, its columns still to try.
    private var untried: [Mask]
    /// For each row, the placement of the rows before it.
    private var placements: [PartialPlacement<Mask>]
    /// The row being searched; -1 once every placement has been produced.
    private var row = 0
    /// The column bit of the queen in each row of the placement produced last.
    private(set) var queenBits: [Mask]

    /// Prepares the placements of `rows` rows (at least 1) on the board whose columns are `board`, with the first
    /// row's queen in one of `firstRowColumns` (a subset of `board`).
    init(board: Mask, rows: Int, firstRowColumns: Mask) {
        self.board = board
        self.rows = rows
        untried = [Mask](repeating: 0, count: rows)
        untried[0] = firstRowColumns
        placements = [PartialPlacement](repeating: .empty, count: rows)
        queenBits = [Mask](repeating: 0, count: rows)
    }

    /// The next placement in search order, or `nil` when all have been produced.
    mutating func next() -> PartialPlacement<Mask>? {
        while row >= 0 {
            let candidates = untried[row]
            if candidates == 0 {
                row -= 1
                continue
            }
            let bit = candidates & (0 &- candidates)
            untried[row] = candidates ^ bit
            queenBits[row] = bit
            let child = placements[row].placing(bit)
            if row == rows - 1 { return child }
            row += 1
            placements[row] = child
            untried[row] = child.freeColumns(within: board)
        }
        return nil
    }
}
