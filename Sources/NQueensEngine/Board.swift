/// An N×N board and the queens on it, in the order they were placed.
///
/// A board may hold queens that attack each other: it is a position in a game, not a solution.
/// Every rule question (conflicts, attack lines, attacked squares, solved) is answered here, so that
/// no front end ever needs to know the rules.
public struct Board: Hashable, Sendable {
    /// The number of rows (and columns).
    public let size: Int

    /// The queens on the board, oldest placement first.
    public private(set) var queens: [Square]

    /// Creates a board of `size`×`size` squares holding `queens` (placement order, oldest first).
    ///
    /// - Throws: `BoardError.sizeOutOfRange` when `size` is below 1, `BoardError.squareOffBoard` or
    ///   `BoardError.squareOccupied` for a queen that cannot stand there.
    public init(size: Int, queens: [Square] = []) throws(BoardError) {
        guard size >= 1 else { throw .sizeOutOfRange(size) }
        self.size = size
        self.queens = []
        self.queens.reserveCapacity(queens.count)
        for queen in queens {
            try place(queen)
        }
    }

    /// Creates a board from a size of at least 1 and distinct on-board queens the caller has already checked.
    init(validatedSize size: Int, queens: [Square]) {
        self.size = size
        self.queens = queens
    }

    // MARK: Changing the position

    /// Puts a queen on `square`, after the queens already placed.
    ///
    /// - Throws: `BoardError.squareOffBoard` or `BoardError.squareOccupied`; the board is unchanged then.
    public mutating func place(_ square: Square) throws(BoardError) {
        guard square.isOnBoard(ofSize: size) else { throw .squareOffBoard(square, boardSize: size) }
        guard !queens.contains(square) else { throw .squareOccupied(square) }
        queens.append(square)
    }

    /// Takes the queen off `square`, keeping the order of the others.
    ///
    /// - Returns: whether a queen stood there.
    @discardableResult
    public mutating func remove(_ square: Square) -> Bool {
        guard let index = queens.firstIndex(of: square) else { return false }
        queens.remove(at: index)
        return true
    }

    /// Takes every queen off the board.
    public mutating func removeAll() {
        queens.removeAll()
    }

    /// Whether a queen stands on `square`.
    public func hasQueen(on square: Square) -> Bool {
        queens.contains(square)
    }

    /// Every square of the board, row by row from the bottom rank.
    public var squares: [Square] {
        (0..<size).flatMap { row in (0..<size).map { Square(row: row, column: $0) } }
    }

    // MARK: Rules

    /// Whether the board holds `size` queens and none attacks another.
    public var isSolved: Bool {
        queens.count == size && isConflictFree
    }

    /// Whether no queen attacks another (the position may still be incomplete).
    public var isConflictFree: Bool {
        lineCounts.allSatisfy { $0.value == 1 }
    }

    /// The queens that attack at least one other queen, in placement order.
    public var conflictingQueens: [Square] {
        let counts = lineCounts
        return queens.filter { queen in Line.lines(through: queen).contains { counts[$0, default: 0] > 1 } }
    }

    /// The lines shared by two or more queens, sorted (rows, columns, diagonals, anti-diagonals).
    public var conflictLines: [Line] {
        lineCounts.filter { $0.value > 1 }.map(\.key).sorted()
    }

    /// Every square of every conflict line, edge to edge, as the red attack lines are drawn.
    public var attackLineSquares: Set<Square> {
        Set(conflictLines.flatMap { $0.squares(onBoardOfSize: size) })
    }

    /// The queens that `square` would share a line with (excluding a queen standing on `square` itself).
    public func queensAttacking(_ square: Square) -> [Square] {
        queens.filter { $0.attacks(square) }
    }

    /// Whether some queen other than one standing on `square` attacks it.
    public func isAttacked(_ square: Square) -> Bool {
        queens.contains { $0.attacks(square) }
    }

    /// Every square that some queen attacks (a queen's own square only when another queen attacks it).
    public var attackedSquares: Set<Square> {
        var attacked = Set<Square>()
        for queen in queens {
            for line in Line.lines(through: queen) {
                for square in line.squares(onBoardOfSize: size) where square != queen {
                    attacked.insert(square)
                }
            }
        }
        return attacked
    }

    /// How many queens stand on each line that holds at least one queen.
    private var lineCounts: [Line: Int] {
        var counts: [Line: Int] = [:]
        counts.reserveCapacity(queens.count * 4)
        for queen in queens {
            for line in Line.lines(through: queen) {
                counts[line, default: 0] += 1
            }
        }
        return counts
    }
}

/// Why a board could not be built or changed.
public enum BoardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The board size is below 1.
    case sizeOutOfRange(Int)
    /// The square lies outside the board.
    case squareOffBoard(Square, boardSize: Int)
    /// A queen already stands on the square.
    case squareOccupied(Square)

    /// A one-line message naming the problem and what is accepted.
    public var description: String {
        switch self {
        case .sizeOutOfRange(let size):
            return "board size \(size) is out of range; a board has at least 1 row"
        case .squareOffBoard(let square, let size):
            return "square \(square.coordinateNotation) is off the \(size)×\(size) board; "
                + "rows and columns run from 1 to \(size)"
        case .squareOccupied(let square):
            return "square \(square) already holds a queen; each square takes one queen"
        }
    }
}
