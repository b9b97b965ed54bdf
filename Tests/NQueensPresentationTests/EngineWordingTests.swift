import NQueensEngine
import NQueensLocalization
import NQueensPresentation
import Testing

/// The engine's errors, hints and deductions as people read them: in English, exactly the engine's own words (the
/// command line's tests assert them), and through the catalogue (the pseudo-language shows it).
@Suite("The engine's errors and hints in words")
struct EngineWordingTests {
    private static let e4 = Square(row: 3, column: 4)
    private static let c3 = Square(row: 2, column: 2)

    /// `wording` in English is `description`, and goes through the catalogue.
    private static func expectSameWords(
        _ wording: () -> String, as description: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let english = Localization.withLanguage(.english, wording)
        #expect(english == description, sourceLocation: sourceLocation)
        let pseudo = Localization.withLanguage(.pseudo, wording)
        #expect(pseudo != english, "not through the catalogue: \(english)", sourceLocation: sourceLocation)
    }

    @Test(
        "Squares",
        arguments: [
            SquareParseError.malformed("z9"), .offBoard("i9", boardSize: 8), .offBoard("1,30", boardSize: 28),
        ])
    func squares(_ error: SquareParseError) {
        Self.expectSameWords({ DisplayText.problem(error) }, as: error.description)
        Self.expectSameWords({ DisplayText.problem(error as any Error) }, as: error.description)
    }

    @Test("The hint command's error for z9 on 8×8")
    func hintCommandSquare() {
        do {
            _ = try Square(parsing: "z9", boardSize: 8)
            Issue.record("z9 is a square of an 8×8 board")
        } catch {
            #expect(
                Localization.withLanguage(.english) { DisplayText.problem(error) }
                    == "square 'z9' is off the 8×8 board; squares run from a1…h8 or 1,1…8,8")
        }
    }

    @Test(
        "Boards",
        arguments: [
            BoardError.sizeOutOfRange(0), .squareOffBoard(Square(row: 9, column: 0), boardSize: 8),
            .squareOccupied(e4),
        ])
    func boards(_ error: BoardError) {
        Self.expectSameWords({ DisplayText.problem(error) }, as: error.description)
    }

    @Test(
        "Solutions",
        arguments: [
            SolutionError.empty, .columnOutOfRange(row: 2, column: 9), .sharedLine(.row, firstRow: 0, secondRow: 1),
            .sharedLine(.column, firstRow: 0, secondRow: 3), .sharedLine(.diagonal, firstRow: 1, secondRow: 2),
            .sharedLine(.antiDiagonal, firstRow: 1, secondRow: 2),
        ])
    func solutions(_ error: SolutionError) {
        Self.expectSameWords({ DisplayText.problem(error) }, as: error.description)
    }

    @Test(
        "The solver",
        arguments: [
            SolverError.sizeOutOfRange(40, accepted: 1...27), .queensInConflict([c3, e4]),
        ])
    func solver(_ error: SolverError) {
        Self.expectSameWords({ DisplayText.problem(error) }, as: error.description)
    }

    @Test(
        "Puzzles",
        arguments: [
            PuzzleError.sizeOutOfRange(30), .squareOffBoard(Square(row: 8, column: 1), boardSize: 8), .givenTwice(c3),
            .givensAttack(c3, e4), .noSolution, .severalSolutions, .noPuzzle(.hard, size: 4), .noPuzzle(.hard, size: 1),
            .noPuzzle(.easy, size: 2),
        ])
    func puzzles(_ error: PuzzleError) {
        Self.expectSameWords({ DisplayText.problem(error) }, as: error.description)
    }

    @Test(
        "Puzzle IDs",
        arguments: [
            PuzzleIDError.empty, .malformed("hello"), .unexpectedCharacter("O", position: 4),
            .unexpectedCharacter("l", position: 3), .unexpectedCharacter("!", position: 5), .checkFailed,
            .sizeOutOfRange(40), .wrongLength(size: 8, expected: 7, found: 5), .outOfRange(size: 8),
            .notAPuzzle(.noSolution),
        ])
    func puzzleIDs(_ error: PuzzleIDError) {
        Self.expectSameWords({ DisplayText.problem(error) }, as: error.description)
    }

    @Test(
        "Region maps",
        arguments: [
            RegionMapError.sizeOutOfRange(20), .wrongRowLength(row: 1, length: 7, size: 8),
            .regionOutOfRange(c3, region: 9, size: 8), .unexpectedLetter("Z", e4, size: 8), .emptyRegion(3),
            .disconnectedRegion(2),
        ])
    func regionMaps(_ error: RegionMapError) {
        Self.expectSameWords({ DisplayText.problem(error) }, as: error.description)
    }

    @Test(
        "Regions solutions",
        arguments: [
            RegionsSolutionError.wrongCount(5, size: 8), .columnOutOfRange(row: 1, column: 9, size: 8),
            .sameColumn(c3, e4), .sameRegion(1, c3, e4), .touching(c3, e4),
        ])
    func regionsSolutions(_ error: RegionsSolutionError) {
        Self.expectSameWords({ DisplayText.problem(error) }, as: error.description)
    }

    @Test(
        "Regions puzzles and their IDs",
        arguments: [
            RegionsPuzzleIDError.empty, .malformed("R8"), .unexpectedCharacter("I", position: 6),
            .unexpectedCharacter("#", position: 2), .checkFailed, .sizeOutOfRange(3), .unknownDifficulty("X"),
            .wrongLength(expected: 9, found: 4), .notAPuzzle(.sizeOutOfRange(30)),
            .notAPuzzle(.seedOutOfRange(1 << 41)),
            .notAPuzzle(.noPuzzle(.hard, size: 5, seed: 12)),
        ])
    func regionsPuzzles(_ error: RegionsPuzzleIDError) {
        Self.expectSameWords({ DisplayText.problem(error) }, as: error.description)
        if case .notAPuzzle(let inner) = error {
            Self.expectSameWords({ DisplayText.problem(inner) }, as: inner.description)
        }
    }

    @Test(
        "Free play's hints",
        arguments: [
            Hint.place(e4), .removeConflicting(c3), .removeDeadEnd(e4), .solved,
        ])
    func hints(_ hint: Hint) {
        Self.expectSameWords({ DisplayText.hint(hint) }, as: hint.description)
    }

    @Test(
        "A puzzle's hints and deductions",
        arguments: [
            PuzzleHint.removeConflicting(c3), .removeWrong(e4), .solved,
            .deduce(.lastSafeSquare(e4, in: Line(kind: .row, index: 3))),
            .deduce(.lastSafeSquare(e4, in: Line(kind: .column, index: 4))),
            .deduce(.ruledOut(c3, emptying: Line(kind: .row, index: 5))),
            .deduce(.ruledOut(c3, emptying: Line(kind: .column, index: 0))),
            .deduce(.onlyCompletion(e4, in: Line(kind: .row, index: 3))),
            .deduce(.onlyCompletion(e4, in: Line(kind: .column, index: 4))),
        ])
    func puzzleHints(_ hint: PuzzleHint) {
        Self.expectSameWords({ DisplayText.hint(hint) }, as: hint.description)
    }
}
