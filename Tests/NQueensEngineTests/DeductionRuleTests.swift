import Testing

@testable import NQueensEngine

@Suite("Deduction rules")
struct DeductionRuleTests {
    // MARK: The easy rule

    @Test("a row with one safe square left must hold its queen there")
    func rowWithOneSafeSquare() throws {
        // b1 attacks a2 and c2 and fills column b: d2 is the only safe square of row 2.
        let state = DeductionState(size: 4, queens: [try square("b1", 4)])
        let step = try #require(state.lastSafeSquare())
        #expect(step == .lastSafeSquare(try square("d2", 4), in: Line(kind: .row, index: 1)))
        #expect(step.description == "Row 2 has one safe square left: d2.")
        #expect(step.placesQueen && step.difficulty == .easy)
    }

    @Test("a column with one safe square left must hold its queen there, when no row has one")
    func columnWithOneSafeSquare() throws {
        // On 5×5, e3 and d5 leave rows 1, 2 and 4 two safe squares each, but column c only c2.
        let state = DeductionState(size: 5, queens: [try square("e3", 5), try square("d5", 5)])
        #expect((0..<5).allSatisfy { state.safeCount(inRow: $0) != 1 })
        let step = try #require(state.lastSafeSquare())
        #expect(step == .lastSafeSquare(try square("c2", 5), in: Line(kind: .column, index: 2)))
        #expect(step.description == "Column c has one safe square left: c2.")
    }

    @Test("no line has one safe square on an empty board")
    func nothingOnEmptyBoard() {
        #expect(DeductionState(size: 8, queens: []).lastSafeSquare() == nil)
    }

    @Test("a ruled-out square is no longer safe, which can leave a line one square")
    func ruledOutSquaresCount() throws {
        // After a1 on 5×5, row 2 has c2, d2 and e2; ruling out c2 and d2 leaves e2.
        let state = DeductionState(
            size: 5, queens: [try square("a1", 5)], ruledOut: [try square("c2", 5), try square("d2", 5)])
        #expect(state.lastSafeSquare() == .lastSafeSquare(try square("e2", 5), in: Line(kind: .row, index: 1)))
    }

    // MARK: The medium rule

    @Test("a square is ruled out when a queen there would leave a row with no safe square")
    func ruledOutByRow() throws {
        // After a1 on 5×5, row 2's safe squares are c2, d2 and e2: a queen on d3 attacks all three, and a queen on
        // c4 takes row 5's last squares.
        let state = DeductionState(size: 5, queens: [try square("a1", 5)])
        #expect(state.lastSafeSquare() == nil)
        let steps = state.ruledOutSquares()
        #expect(
            steps == [
                .ruledOut(try square("d3", 5), emptying: Line(kind: .row, index: 1)),
                .ruledOut(try square("c4", 5), emptying: Line(kind: .row, index: 4)),
            ])
        #expect(steps[0].description == "Rule out d3: a queen there would leave row 2 with no safe square.")
        #expect(!steps[0].placesQueen && steps[0].difficulty == .medium)
    }

    @Test("a square is ruled out when a queen there would leave a column with no safe square")
    func ruledOutByColumn() throws {
        // After f3 on 6×6, a queen on b4 would take every safe square left in column d.
        let state = DeductionState(size: 6, queens: [try square("f3", 6)])
        #expect(state.lastSafeSquare() == nil)
        let steps = state.ruledOutSquares()
        #expect(steps == [.ruledOut(try square("b4", 6), emptying: Line(kind: .column, index: 3))])
        #expect(steps[0].description == "Rule out b4: a queen there would leave column d with no safe square.")
    }

    @Test("no square is ruled out on an empty board of 8×8")
    func nothingRuledOutOnEmptyBoard() {
        #expect(DeductionState(size: 8, queens: []).ruledOutSquares().isEmpty)
    }

    // MARK: Beyond both rules

    @Test("where neither rule applies, the hint is the solution's square of the tightest row")
    func beyondBothRules() throws {
        // 7×7 with a1 and e3: the rules place d6, then stop; rows 2 and 4 have two safe squares each, row 2 first.
        let puzzle = try Puzzle(size: 7, givens: [try square("a1", 7), try square("e3", 7)])
        #expect(puzzle.difficulty == .hard)
        var state = DeductionState(size: 7, queens: puzzle.givens)
        state.deduce(upTo: .medium)
        #expect(!state.isSolved)
        #expect(state.lastSafeSquare() == nil && state.ruledOutSquares().isEmpty)
        let step = puzzle.nextDeduction(queens: state.queens)
        #expect(step == .onlyCompletion(try square("c2", 7), in: Line(kind: .row, index: 1)))
        #expect(step.description == "Of the safe squares in row 2, only c2 leads to the solution.")
        #expect(step.difficulty == .hard && step.placesQueen)
    }

    // MARK: Labels

    @Test("the label is the easiest set of rules that solves the puzzle")
    func labels() throws {
        #expect(try Puzzle(size: 4, givens: [try square("b1", 4)]).difficulty == .easy)
        #expect(try Puzzle(size: 6, givens: [try square("b1", 6)]).difficulty == .hard)
        #expect(try Puzzle(size: 5, givens: [try square("b1", 5), try square("e2", 5)]).difficulty == .medium)
    }

    @Test("applying the rules never rules out or skips a square of the solution", arguments: 6...10)
    func rulesAreSound(size: Int) throws {
        for seed in 0..<60 {
            let puzzle = try Puzzle.generate(
                size: size, difficulty: PuzzleDifficulty.allCases[seed % 3], seed: UInt64(seed))
            var state = DeductionState(size: size, queens: puzzle.givens)
            state.deduce(upTo: .medium)
            for (row, column) in puzzle.solution.columns.enumerated() {
                let square = Square(row: row, column: column)
                #expect(state.isSafe(square) || state.queens.contains(square))
            }
            #expect(Set(state.queens).isSubset(of: puzzle.solution.squares))
        }
    }

    @Test("the rules agree with a naive implementation on random puzzles", arguments: 6...9)
    func matchesNaiveRules(size: Int) throws {
        for seed in 0..<45 {
            let puzzle = try Puzzle.generate(
                size: size, difficulty: PuzzleDifficulty.allCases[seed % 3], seed: UInt64(1_000 + seed))
            let state = DeductionState(size: size, queens: puzzle.givens)
            #expect(state.requiredDifficulty() == PuzzleOracle.requiredDifficulty(size: size, givens: puzzle.givens))
            let naive = PuzzleOracle.safeSquares(size: size, queens: puzzle.givens)
            #expect(Set(puzzle.solution.squares).subtracting(puzzle.givens).isSubset(of: naive))
            #expect(naive.allSatisfy(state.isSafe))
        }
    }

    // MARK: Helpers

    private func square(_ name: String, _ size: Int) throws -> Square {
        try Square(parsing: name, boardSize: size)
    }
}
