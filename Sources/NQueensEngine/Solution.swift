/// A full solution: one queen per row, no two attacking each other.
///
/// `columns[row]` is the column of the queen in `row` (both 0-based). A `Solution` value is always valid:
/// the public initializer checks it in linear time.
public struct Solution: Hashable, Sendable {
    /// The column of the queen in each row, bottom row first.
    public let columns: [Int]

    /// The number of rows (and queens).
    public var size: Int { columns.count }

    /// Checks `columns` in linear time and wraps it as a solution.
    ///
    /// - Throws: `SolutionError` naming the first rule the placement breaks.
    public init(validating columns: [Int]) throws(SolutionError) {
        if let violation = Solution.firstViolation(in: columns) { throw violation }
        self.columns = columns
    }

    /// Wraps `columns` that the caller has already proven to be a solution.
    init(unchecked columns: [Int]) {
        self.columns = columns
    }

    /// Whether `columns` (the column of the queen in each row) is a solution, checked in linear time.
    public static func isValid(_ columns: [Int]) -> Bool {
        firstViolation(in: columns) == nil
    }

    /// The queens as squares, bottom row first.
    public var squares: [Square] {
        columns.enumerated().map { Square(row: $0.offset, column: $0.element) }
    }

    /// The solution as a board holding its queens, bottom row first.
    public var board: Board {
        Board(validatedSize: size, queens: squares)
    }

    /// The first rule that `columns` breaks, in linear time and memory.
    private static func firstViolation(in columns: [Int]) -> SolutionError? {
        let size = columns.count
        guard size > 0 else { return .empty }
        var columnOwner = [Int](repeating: -1, count: size)
        var diagonalOwner = [Int](repeating: -1, count: 2 * size - 1)
        var antiDiagonalOwner = [Int](repeating: -1, count: 2 * size - 1)
        for (row, column) in columns.enumerated() {
            guard column >= 0, column < size else { return .columnOutOfRange(row: row, column: column) }
            if columnOwner[column] >= 0 {
                return .sharedLine(.column, firstRow: columnOwner[column], secondRow: row)
            }
            let diagonal = column - row + size - 1
            if diagonalOwner[diagonal] >= 0 {
                return .sharedLine(.diagonal, firstRow: diagonalOwner[diagonal], secondRow: row)
            }
            let antiDiagonal = column + row
            if antiDiagonalOwner[antiDiagonal] >= 0 {
                return .sharedLine(.antiDiagonal, firstRow: antiDiagonalOwner[antiDiagonal], secondRow: row)
            }
            columnOwner[column] = row
            diagonalOwner[diagonal] = row
            antiDiagonalOwner[antiDiagonal] = row
        }
        return nil
    }
}

/// Why a list of columns is not a solution.
public enum SolutionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There are no rows at all.
    case empty
    /// The queen of `row` stands outside the board.
    case columnOutOfRange(row: Int, column: Int)
    /// The queens of two rows share a column or a diagonal.
    case sharedLine(Line.Kind, firstRow: Int, secondRow: Int)

    /// A one-line message naming the problem.
    public var description: String {
        switch self {
        case .empty:
            return "a solution needs at least one queen"
        case .columnOutOfRange(let row, let column):
            return "the queen of row \(row + 1) is in column \(column + 1), off the board"
        case .sharedLine(let kind, let first, let second):
            let what: String
            switch kind {
            case .row: what = "row"
            case .column: what = "column"
            case .diagonal, .antiDiagonal: what = "diagonal"
            }
            return "the queens of rows \(first + 1) and \(second + 1) share a \(what)"
        }
    }
}

/// Why the solver cannot answer for a board or size.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The board size is outside what this operation supports.
    case sizeOutOfRange(Int, accepted: ClosedRange<Int>)
    /// The queens already attack each other, so no solution can contain them.
    case queensInConflict([Square])

    /// A one-line message naming the problem and what is accepted.
    public var description: String {
        switch self {
        case .sizeOutOfRange(let size, let accepted):
            let range = "\(accepted.lowerBound)…\(accepted.upperBound)"
            return "board size \(size) is out of range; accepted sizes are \(range)"
        case .queensInConflict(let queens):
            let names = queens.map(\.description).joined(separator: ", ")
            return "the queens on \(names) attack each other; a solution needs queens that do not"
        }
    }
}
