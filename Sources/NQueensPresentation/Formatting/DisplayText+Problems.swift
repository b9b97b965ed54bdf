import NQueensEngine
import NQueensLocalization

/// The engine's errors in the player's language.
///
/// The engine (pure Swift, no Foundation) describes its errors in English for programmers (`description`); people
/// read these instead, worded the same in English: one clause naming the problem and one saying what is accepted,
/// without a final full stop, so that callers can put them into a sentence ("hint: %s").
extension DisplayText {
    // MARK: Any error

    /// `error` in words: the engine's errors through their own overload, anything else by its description.
    public static func problem(_ error: any Error) -> String {
        switch error {
        case let error as SquareParseError: problem(error)
        case let error as BoardError: problem(error)
        case let error as SolutionError: problem(error)
        case let error as SolverError: problem(error)
        case let error as PuzzleError: problem(error)
        case let error as PuzzleIDError: problem(error)
        case let error as RegionMapError: problem(error)
        case let error as RegionsSolutionError: problem(error)
        case let error as RegionsPuzzleError: problem(error)
        case let error as RegionsPuzzleIDError: problem(error)
        default: String(describing: error)
        }
    }

    // MARK: Squares and boards

    /// A square that cannot be read, or lies off the board: "'z9' is not a square; write it in chess notation like
    /// e4 or as row,column like 4,5".
    public static func problem(_ error: SquareParseError) -> String {
        switch error {
        case .malformed(let text):
            return tr("'%s' is not a square; write it in chess notation like e4 or as row,column like 4,5", text)
        case .offBoard(let text, let size):
            let last = Square(row: size - 1, column: size - 1)
            let coordinates = "\(size),\(size)"
            guard let chess = last.chessNotation else {
                return tr(
                    "square '%1$s' is off the %2$s board; squares run from 1,1…%3$s", text, boardSize(size),
                    coordinates)
            }
            // TRANSLATORS: %3$s is the board's last square in chess notation (h8), %4$s as row,column (8,8).
            return tr(
                "square '%1$s' is off the %2$s board; squares run from a1…%3$s or 1,1…%4$s", text, boardSize(size),
                chess, coordinates)
        }
    }

    /// A board that cannot be set up as asked.
    public static func problem(_ error: BoardError) -> String {
        switch error {
        case .sizeOutOfRange(let size):
            return tr("board size %d is out of range; a board has at least 1 row", size)
        case .squareOffBoard(let square, let size):
            return tr(
                "square %1$s is off the %2$s board; rows and columns run from 1 to %3$d", square.coordinateNotation,
                boardSize(size), size)
        case .squareOccupied(let square):
            return tr("square %s already holds a queen; each square takes one queen", square.description)
        }
    }

    // MARK: Solutions and the solver

    /// A list of columns that is not a solution.
    public static func problem(_ error: SolutionError) -> String {
        switch error {
        case .empty:
            return tr("a solution needs at least one queen")
        case .columnOutOfRange(let row, let column):
            return tr("the queen of row %1$d is in column %2$d, off the board", row + 1, column + 1)
        case .sharedLine(let kind, let first, let second):
            switch kind {
            case .row: return tr("the queens of rows %1$d and %2$d share a row", first + 1, second + 1)
            case .column: return tr("the queens of rows %1$d and %2$d share a column", first + 1, second + 1)
            case .diagonal, .antiDiagonal:
                return tr("the queens of rows %1$d and %2$d share a diagonal", first + 1, second + 1)
            }
        }
    }

    /// What the solver cannot work on.
    public static func problem(_ error: SolverError) -> String {
        switch error {
        case .sizeOutOfRange(let size, let accepted):
            return tr(
                "board size %1$d is out of range; accepted sizes are %2$d…%3$d", size, accepted.lowerBound,
                accepted.upperBound)
        case .queensInConflict(let queens):
            // TRANSLATORS: %s lists squares, such as "a1, b2".
            return tr(
                "the queens on %s attack each other; a solution needs queens that do not",
                queens.map(\.description).joined(separator: ", "))
        }
    }

    // MARK: Puzzles

    /// Givens that are not a puzzle, or a puzzle that does not exist.
    public static func problem(_ error: PuzzleError) -> String {
        switch error {
        case .sizeOutOfRange(let size):
            let range = Puzzle.sizeRange
            return tr(
                "a puzzle's board size is %1$d to %2$d, not %3$d", range.lowerBound, range.upperBound, size)
        case .squareOffBoard(let square, let size):
            return tr(
                "the given %1$s (row,column) is off the %2$s board", square.coordinateNotation, boardSize(size))
        case .givenTwice(let square):
            return tr("the given %s appears twice; each square holds at most one queen", square.description)
        case .givensAttack(let first, let second):
            return tr(
                "the givens %1$s and %2$s attack each other; givens never do", first.description,
                second.description)
        case .noSolution:
            return tr("no solution contains these givens; a puzzle has exactly one")
        case .severalSolutions:
            return tr("more than one solution contains these givens; a puzzle has exactly one")
        case .noPuzzle(let difficulty, let size):
            let offered = Puzzle.difficulties(forSize: size).map(difficultyInSentence).joined(separator: ", ")
            guard !offered.isEmpty else {
                // TRANSLATORS: %1$s is a difficulty (easy, medium, hard), %2$s a board size (5×5).
                return tr(
                    "there are no %1$s puzzles on %2$s boards", difficultyInSentence(difficulty), boardSize(size))
            }
            // TRANSLATORS: %1$s is a difficulty, %2$s a board size (5×5), %3$s the difficulties it has ("easy,
            // medium").
            return tr(
                "there are no %1$s puzzles on %2$s boards; that size has %3$s ones", difficultyInSentence(difficulty),
                boardSize(size), offered)
        }
    }

    /// A puzzle ID that cannot be read: "the puzzle ID's check character does not match: a character is mistyped".
    public static func problem(_ error: PuzzleIDError) -> String {
        switch error {
        case .empty:
            return tr(
                "the puzzle ID is empty; a puzzle ID is a board size, a hyphen and letters and digits, like 8-0K31D0Q")
        case .malformed(let text):
            return tr(
                "'%s' is not a puzzle ID; a puzzle ID is a board size, a hyphen and letters and digits, like 8-0K31D0Q",
                text)
        case .unexpectedCharacter(let character, let position):
            guard let similar = similarDigit(to: character) else {
                return tr(
                    "the puzzle ID has '%1$s' at position %2$d; IDs use the digits and the letters other than I, L, "
                        + "O and U", character, position)
            }
            return tr(
                "the puzzle ID has '%1$s' at position %2$d (did you mean %3$s?); IDs use the digits and the letters "
                    + "other than I, L, O and U", character, position, similar)
        case .checkFailed:
            return tr("the puzzle ID's check character does not match: a character is mistyped")
        case .sizeOutOfRange(let size):
            let range = Puzzle.sizeRange
            return tr(
                "the puzzle ID is for a %1$s board; puzzles are %2$s to %3$s", boardSize(size),
                boardSize(range.lowerBound), boardSize(range.upperBound))
        case .wrongLength(let size, let expected, let found):
            return trn(
                "a %2$s puzzle ID has %1$d character after the hyphen, this one has %3$d",
                "a %2$s puzzle ID has %1$d characters after the hyphen, this one has %3$d", count: expected,
                expected, boardSize(size), found)
        case .outOfRange(let size):
            return tr("the puzzle ID does not encode a %s position; a character is mistyped", boardSize(size))
        case .notAPuzzle(let error):
            // TRANSLATORS: %s says why, such as "no solution contains these givens; a puzzle has exactly one".
            return tr("the puzzle ID is not a puzzle: %s", problem(error))
        }
    }

    /// The digit people often mean when they type `character` into an ID (`O` for 0, `I` and `L` for 1).
    static func similarDigit(to character: Character) -> String? {
        switch character {
        case "O", "o": "0"  // l10n: not shown (characters of an ID)
        case "I", "i", "L", "l": "1"  // l10n: not shown (characters of an ID)
        default: nil
        }
    }
}
