import NQueensEngine
import Testing

@Suite("Puzzles")
struct PuzzleTests {
    // MARK: Making a puzzle

    @Test("givens with one solution make a puzzle, with that solution")
    func valid() throws {
        let puzzle = try Puzzle(size: 6, givens: [square("b1", 6)])
        #expect(puzzle.solution.squares.map(\.description) == ["b1", "d2", "f3", "a4", "c5", "e6"])
        #expect(puzzle.isGiven(square("b1", 6)) && !puzzle.isGiven(square("d2", 6)))
        #expect(puzzle.queensToPlace == 5)
        #expect(try Puzzle(size: 6, givens: [square("b1", 6)]) == puzzle)
    }

    @Test("givens are kept bottom row first, whatever order they come in")
    func sorted() throws {
        let puzzle = try Puzzle(size: 5, givens: [square("e2", 5), square("b1", 5)])
        #expect(puzzle.givens == [square("b1", 5), square("e2", 5)])
    }

    @Test("what is not a puzzle is refused with a reason")
    func invalid() {
        #expect(throws: PuzzleError.sizeOutOfRange(3)) { try Puzzle(size: 3, givens: []) }
        #expect(throws: PuzzleError.sizeOutOfRange(17)) { try Puzzle(size: 17, givens: []) }
        #expect(throws: PuzzleError.squareOffBoard(Square(row: 0, column: 8), boardSize: 8)) {
            try Puzzle(size: 8, givens: [Square(row: 0, column: 8)])
        }
        #expect(throws: PuzzleError.givenTwice(Square(row: 0, column: 1))) {
            try Puzzle(size: 8, givens: [Square(row: 0, column: 1), Square(row: 0, column: 1)])
        }
        #expect(throws: PuzzleError.givensAttack(Square(row: 0, column: 0), Square(row: 2, column: 2))) {
            try Puzzle(size: 8, givens: [Square(row: 2, column: 2), Square(row: 0, column: 0)])
        }
        // a1 is in neither 4×4 solution; an empty 8×8 board has 92.
        #expect(throws: PuzzleError.noSolution) { try Puzzle(size: 4, givens: [Square(row: 0, column: 0)]) }
        #expect(throws: PuzzleError.severalSolutions) { try Puzzle(size: 8, givens: []) }
        #expect(
            PuzzleError.givensAttack(Square(row: 0, column: 0), Square(row: 2, column: 2)).description
                == "the givens a1 and c3 attack each other; givens never do")
        #expect(PuzzleError.sizeOutOfRange(3).description == "a puzzle's board size is 4 to 16, not 3")
    }

    @Test("the difficulties each small size has, found by trying every set of givens of every solution")
    func census() throws {
        for size in 4...7 {
            var found = Set<PuzzleDifficulty>()
            for solution in try SolutionSequence(size: size) {
                for mask in 0..<(1 << size) {
                    let givens = (0..<size).filter { mask & (1 << $0) != 0 }.map {
                        Square(row: $0, column: solution.columns[$0])
                    }
                    if let puzzle = try? Puzzle(size: size, givens: givens) { found.insert(puzzle.difficulty) }
                }
            }
            #expect(found == Set(Puzzle.difficulties(forSize: size)), "\(size)×\(size)")
        }
        #expect(Puzzle.difficulties(forSize: 3).isEmpty && Puzzle.difficulties(forSize: 17).isEmpty)
        #expect(Puzzle.difficulties(forSize: 16) == [.easy, .medium, .hard])
    }

    // MARK: Hints

    @Test("a queen attacking another is removed, never a given")
    func conflictingQueen() throws {
        let puzzle = try Puzzle(size: 6, givens: [square("b1", 6)])
        // c2 attacks the given b1 (and nothing else): it goes, not b1.
        #expect(puzzle.hint(queens: [square("b1", 6), square("c2", 6)]) == .removeConflicting(square("c2", 6)))
        // a4 and a6 share a column, and a6 attacks nothing else: the latest placed of the two goes.
        let queens = [square("b1", 6), square("a4", 6), square("a6", 6)]
        #expect(puzzle.hint(queens: queens) == .removeConflicting(square("a6", 6)))
        #expect(
            PuzzleHint.removeConflicting(square("c2", 6)).description
                == "Remove the queen on c2: it attacks another queen.")
    }

    @Test("a queen the solution does not have is removed, the latest first")
    func wrongQueen() throws {
        let puzzle = try Puzzle(size: 6, givens: [square("b1", 6)])
        // The solution is b1 d2 f3 a4 c5 e6: d2 is right, a3 and e5 attack nothing but are wrong.
        let queens = [square("b1", 6), square("a3", 6), square("d2", 6), square("e5", 6)]
        #expect(puzzle.hint(queens: queens) == .removeWrong(square("e5", 6)))
        #expect(puzzle.hint(queens: queens.reversed()) == .removeWrong(square("a3", 6)))
        #expect(
            PuzzleHint.removeWrong(square("e5", 6)).description
                == "Remove the queen on e5: the solution has no queen there.")
    }

    @Test("the solved board says so; otherwise the next deduction")
    func solvedAndDeduction() throws {
        let puzzle = try Puzzle(size: 4, givens: [square("b1", 4)])
        #expect(puzzle.hint(queens: puzzle.solution.squares) == .solved)
        let hint = puzzle.hint(queens: [square("b1", 4)])
        #expect(hint == .deduce(.lastSafeSquare(square("d2", 4), in: Line(kind: .row, index: 1))))
        #expect(hint.description == "Row 2 has one safe square left: d2.")
        #expect(hint.square == square("d2", 4))
    }

    @Test("following the hints from the givens always reaches the solution", arguments: 6...12)
    func hintsReachTheSolution(size: Int) throws {
        for seed in 0..<30 {
            let difficulty = PuzzleDifficulty.allCases[seed % 3]
            let puzzle = try Puzzle.generate(size: size, difficulty: difficulty, seed: UInt64(500 + seed))
            var queens = puzzle.givens
            var ruledOut: [Square] = []
            var steps = 0
            while case .deduce(let step) = puzzle.hint(queens: queens, ruledOut: ruledOut), steps < size * size {
                if step.placesQueen { queens.append(step.square) } else { ruledOut.append(step.square) }
                steps += 1
            }
            #expect(puzzle.hint(queens: queens, ruledOut: ruledOut) == .solved)
            #expect(Set(queens) == Set(puzzle.solution.squares))
        }
    }

    // MARK: Helpers

    private func square(_ name: String, _ size: Int) -> Square {
        (try? Square(parsing: name, boardSize: size)) ?? Square(row: -1, column: -1)
    }
}
