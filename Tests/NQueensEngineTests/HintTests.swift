import NQueensEngine
import Testing

@Suite("Hints")
struct HintTests {
    // MARK: Against the brute-force oracle

    @Test("every ordered placement of up to 3 non-attacking queens", arguments: 4...7)
    func matchesOracleOnEveryPlacement(size: Int) throws {
        let oracle = CompletionOracle(size: size)
        var seen = Set<String>()
        for queens in CompletionPlacements.allNonAttacking(size: size, maximum: 3) {
            seen.insert(try checkHint(for: queens, against: oracle))
        }
        // Small boards reach every kind of hint but `.solved` with three queens or fewer (4×4 needs four).
        #expect(seen.isSuperset(of: ["place", "removeDeadEnd"]))
    }

    @Test("seeded random non-attacking placements", arguments: 8...10)
    func matchesOracleOnRandomPlacements(size: Int) throws {
        let oracle = CompletionOracle(size: size)
        var generator = SplitMix64(seed: 0x4_1B75 + UInt64(size))
        var seen = Set<String>()
        for _ in 0..<200 {
            let queens = CompletionPlacements.randomNonAttacking(size: size, using: &generator)
            seen.insert(try checkHint(for: queens, against: oracle))
        }
        #expect(seen == ["place", "removeDeadEnd"])
    }

    @Test("seeded random placements with attacks", arguments: 4...10)
    func matchesOracleWithConflicts(size: Int) throws {
        let oracle = CompletionOracle(size: size)
        var generator = SplitMix64(seed: 0xA77A_C4 + UInt64(size))
        for _ in 0..<150 {
            let queens = CompletionPlacements.randomAnywhere(size: size, using: &generator)
            _ = try checkHint(for: queens, against: oracle)
        }
    }

    @Test("every solution is solved, in any order", arguments: 4...8)
    func solutionsAreSolved(size: Int) throws {
        let oracle = CompletionOracle(size: size)
        var generator = SplitMix64(seed: UInt64(size))
        for columns in oracle.solutions {
            let queens = columns.enumerated().map { Square(row: $0.offset, column: $0.element) }
            let board = try Board(size: size, queens: queens.shuffled(using: &generator))
            #expect(try board.hint() == .solved)
        }
    }

    /// Checks the engine's hint against the oracle's rule; returns the kind of hint, for coverage.
    private func checkHint(for queens: [Square], against oracle: CompletionOracle) throws -> String {
        let board = try Board(size: oracle.size, queens: queens)
        let hint = try board.hint()
        switch (hint, oracle.expectedHint(for: queens)) {
        case (.place(let square), .placeInRow(let row)):
            #expect(square.row == row, "most constrained row for \(queens)")
            #expect(!board.hasQueen(on: square) && !board.isAttacked(square), "\(square) is open for \(queens)")
            #expect(oracle.isCompletable(queens + [square]), "\(square) extends \(queens) to a solution")
            return "place"
        case (.removeConflicting(let square), .removeConflicting(let expected)):
            #expect(square == expected, "conflicting queen of \(queens)")
            return "removeConflicting"
        case (.removeDeadEnd(let square), .removeDeadEnd(let expected)):
            #expect(square == expected, "dead-end queen of \(queens)")
            #expect(!oracle.isCompletable(queens))
            return "removeDeadEnd"
        case (.solved, .solved):
            return "solved"
        case (let hint, let expected):
            Issue.record("hint \(hint) for \(queens), expected \(expected)")
            return "wrong"
        }
    }

    // MARK: Chosen positions

    @Test func removesTheQueenInMostAttackingPairsThenTheLatest() throws {
        // d4 attacks d1, h4 and b6, which attack nothing else: d4 goes, though placed first.
        let crowded = try Board(
            size: 8, queens: ["d4", "d1", "h4", "b6"].map { try Square(parsing: $0, boardSize: 8) })
        #expect(try crowded.hint() == .removeConflicting(try Square(parsing: "d4", boardSize: 8)))
        // Two queens attacking each other: both are in one pair, so the later one goes.
        let pair = try Board(size: 8, queens: [Square(row: 0, column: 0), Square(row: 0, column: 5)])
        #expect(try pair.hint() == .removeConflicting(Square(row: 0, column: 5)))
    }

    @Test func removesTheLatestQueenWhoseRemovalLeavesACompletablePosition() throws {
        // On 4×4 (solutions b1 d2 a3 c4 and c1 a2 d3 b4) a1 is in no solution but b4 is: removing b4, the latest,
        // does not help; removing a1 does.
        let board = try Board(size: 4, queens: [Square(row: 0, column: 0), Square(row: 3, column: 1)])
        #expect(try board.hint() == .removeDeadEnd(Square(row: 0, column: 0)))
        // When no single removal helps, the latest placed queen goes: a1 and b3 are both in no solution.
        let stuck = try Board(size: 4, queens: [Square(row: 0, column: 0), Square(row: 2, column: 1)])
        #expect(try stuck.hint() == .removeDeadEnd(Square(row: 2, column: 1)))
    }

    @Test func placesInTheMostConstrainedRow() throws {
        // b1 on 4×4: row 2 has one open square (d2), rows 3 and 4 have two and three.
        let board = try Board(size: 4, queens: [Square(row: 0, column: 1)])
        #expect(try board.hint() == .place(Square(row: 1, column: 3)))
    }

    // MARK: Large boards

    @Test("hints on large boards agree with completion", arguments: [32, 64])
    func largeBoardsAreConsistent(size: Int) throws {
        var generator = SplitMix64(seed: 0xB16 + UInt64(size))
        for _ in 0..<6 {
            let queens = CompletionPlacements.randomNonAttacking(size: size, using: &generator)
            let board = try Board(size: size, queens: queens)
            switch try board.hint() {
            case .place(let square):
                var next = board
                try next.place(square)
                #expect(try next.completion() != nil)
            case .removeDeadEnd(let square):
                #expect(try board.completion() == nil)
                var rest = board
                rest.remove(square)
                #expect(try rest.completion() != nil || square == queens.last)
            case let other:
                Issue.record("unexpected hint \(other) for \(queens)")
            }
        }
    }

    // MARK: Words and errors

    @Test func describesEachHintForAPlayer() {
        let e4 = Square(row: 3, column: 4)
        #expect(Hint.place(e4).description == "Place a queen on e4.")
        #expect(
            Hint.removeConflicting(Square(row: 2, column: 1)).description
                == "Remove the queen on b3: it attacks another queen.")
        #expect(
            Hint.removeDeadEnd(Square(row: 4, column: 2)).description
                == "Remove the queen on c5: no solution contains all your queens.")
        #expect(Hint.solved.description == "Solved!")
        #expect(Hint.place(Square(row: 29, column: 26)).description == "Place a queen on 30,27.")
    }

    @Test func exposesTheSquareAndWhetherToRemove() {
        let square = Square(row: 1, column: 2)
        #expect(Hint.place(square).square == square)
        #expect(Hint.removeDeadEnd(square).square == square)
        #expect(Hint.solved.square == nil)
        #expect(!Hint.place(square).isRemoval)
        #expect(Hint.removeConflicting(square).isRemoval)
        #expect(!Hint.solved.isRemoval)
    }

    @Test("rejects sizes outside 4…64", arguments: [1, 2, 3, 65])
    func rejectsSizesOutsideTheRange(size: Int) throws {
        let board = try Board(size: size)
        #expect(throws: SolverError.sizeOutOfRange(size, accepted: 4...64)) { try board.hint() }
        #expect(Board.hintSizeRange == 4...64)
    }
}
