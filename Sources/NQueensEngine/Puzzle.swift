/// A puzzle: a board size and a few given queens that exactly one full solution contains.
///
/// Players deduce the other queens. The givens never attack each other; uniqueness is proven when the puzzle is
/// made, with the completion search counting no further than two. `difficulty` says which deduction rules a player
/// needs (see `PuzzleDifficulty`).
///
/// ```swift
/// let puzzle = try Puzzle(size: 6, givens: [Square(row: 0, column: 1)])
/// puzzle.solution.squares   // b1 d2 f3 a4 c5 e6
/// puzzle.id.description     // "6-…"
/// ```
public struct Puzzle: Hashable, Sendable {
    /// The board sizes a puzzle may have (the sizes the game plays).
    public static let sizeRange: ClosedRange<Int> = 4...16

    /// The number of rows (and columns).
    public let size: Int

    /// The given queens, bottom row first; none attacks another.
    public let givens: [Square]

    /// The one full solution that contains every given.
    public let solution: Solution

    /// Which deduction rules a player needs to solve it.
    public let difficulty: PuzzleDifficulty

    /// Checks that `givens` make a puzzle on a `size`×`size` board and proves that exactly one solution contains
    /// them.
    ///
    /// - Throws: `PuzzleError` naming what is wrong: the size, a square off the board or given twice, two givens
    ///   that attack each other, no solution, or more than one.
    public init(size: Int, givens: [Square]) throws(PuzzleError) {
        guard Puzzle.sizeRange.contains(size) else { throw .sizeOutOfRange(size) }
        var seen = Set<Square>()
        for square in givens {
            guard square.isOnBoard(ofSize: size) else { throw .squareOffBoard(square, boardSize: size) }
            guard seen.insert(square).inserted else { throw .givenTwice(square) }
        }
        let sorted = givens.sorted()
        for (index, first) in sorted.enumerated() {
            if let second = sorted[(index + 1)...].first(where: first.attacks) {
                throw .givensAttack(first, second)
            }
        }
        var search = CompletionSearch(size: size, queens: sorted)
        switch search.run(limit: 2) {
        case 0: throw .noSolution
        case 1: break
        default: throw .severalSolutions
        }
        guard let columns = search.firstCompletion else { throw .noSolution }
        self.init(
            size: size, givens: sorted, solution: Solution(unchecked: columns),
            difficulty: DeductionState(size: size, queens: sorted).requiredDifficulty())
    }

    /// A puzzle whose givens the caller has sorted and proven to have exactly `solution` as their only completion.
    init(size: Int, givens: [Square], solution: Solution, difficulty: PuzzleDifficulty) {
        self.size = size
        self.givens = givens
        self.solution = solution
        self.difficulty = difficulty
    }

    /// The puzzle's short printable code, such as `8-…` (see `PuzzleID`).
    public var id: PuzzleID {
        PuzzleID(size: size, givens: givens)
    }

    /// Whether `square` holds a given queen.
    public func isGiven(_ square: Square) -> Bool {
        givens.contains(square)
    }

    /// The number of queens the player places: the size less the givens.
    public var queensToPlace: Int {
        size - givens.count
    }
}

/// Why a size and squares are not a puzzle.
public enum PuzzleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The board size is outside `Puzzle.sizeRange`.
    case sizeOutOfRange(Int)
    /// A given lies outside the board.
    case squareOffBoard(Square, boardSize: Int)
    /// A square is given twice.
    case givenTwice(Square)
    /// Two givens attack each other.
    case givensAttack(Square, Square)
    /// No full solution contains the givens.
    case noSolution
    /// More than one full solution contains the givens.
    case severalSolutions
    /// No puzzle of this difficulty exists on boards of this size (see `Puzzle.difficulties(forSize:)`).
    case noPuzzle(PuzzleDifficulty, size: Int)

    /// A one-line message naming the problem and what is accepted.
    public var description: String {
        switch self {
        case .sizeOutOfRange(let size):
            let range = Puzzle.sizeRange
            return "a puzzle's board size is \(range.lowerBound) to \(range.upperBound), not \(size)"
        case .squareOffBoard(let square, let size):
            return "the given \(square.coordinateNotation) (row,column) is off the \(size)×\(size) board"
        case .givenTwice(let square):
            return "the given \(square) appears twice; each square holds at most one queen"
        case .givensAttack(let first, let second):
            return "the givens \(first) and \(second) attack each other; givens never do"
        case .noSolution:
            return "no solution contains these givens; a puzzle has exactly one"
        case .severalSolutions:
            return "more than one solution contains these givens; a puzzle has exactly one"
        case .noPuzzle(let difficulty, let size):
            let offered = Puzzle.difficulties(forSize: size).map(\.name).joined(separator: ", ")
            return "there are no \(difficulty.name) puzzles on \(size)×\(size) boards"
                + (offered.isEmpty ? "" : "; that size has \(offered) ones")
        }
    }
}
