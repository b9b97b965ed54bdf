import NQueensEngine
import Testing

@Suite("Completion")
struct CompletionTests {
    // MARK: Against the brute-force oracle

    @Test("every placement of up to 3 non-attacking queens", arguments: 4...7)
    func matchesOracleOnEveryPlacement(size: Int) throws {
        let oracle = CompletionOracle(size: size)
        // Completion does not depend on placement order: each set once, in ascending order.
        let sets = CompletionPlacements.allNonAttacking(size: size, maximum: 3).filter { $0 == $0.sorted() }
        #expect(sets.count > size * size)
        for queens in sets {
            try checkCompletion(of: queens, against: oracle)
        }
    }

    @Test("seeded random placements", arguments: 8...10)
    func matchesOracleOnRandomPlacements(size: Int) throws {
        let oracle = CompletionOracle(size: size)
        var generator = SplitMix64(seed: 0xC0_4D1E + UInt64(size))
        for _ in 0..<150 {
            let queens = CompletionPlacements.randomNonAttacking(size: size, using: &generator)
            try checkCompletion(of: queens, against: oracle)
        }
    }

    @Test("counts every solution of the empty board", arguments: zip(1...10, [1, 0, 0, 2, 10, 4, 40, 92, 352, 724]))
    func countsEmptyBoards(size: Int, solutions: Int) throws {
        let board = try Board(size: size)
        #expect(try board.completionCount(limit: .max) == solutions)
        let completion = try board.completion()
        #expect((completion != nil) == (solutions > 0))
        #expect(completion?.size ?? size == size)
    }

    private func checkCompletion(of queens: [Square], against oracle: CompletionOracle) throws {
        let board = try Board(size: oracle.size, queens: queens)
        let expected = oracle.completions(of: queens)
        #expect(try board.completionCount(stoppingWhen: { false }) == expected.count, "exact count \(queens)")
        let completion = try board.completion()
        #expect((completion != nil) == !expected.isEmpty, "completable? \(queens)")
        if let completion {
            #expect(expected.contains(completion.columns), "a solution keeping \(queens)")
            #expect(Solution.isValid(completion.columns))
        }
        #expect(try board.completionCount(limit: .max) == expected.count, "count \(queens)")
        for limit in [1, 2, 5] {
            #expect(try board.completionCount(limit: limit) == min(expected.count, limit), "limit \(limit) \(queens)")
        }
    }

    @Test func countsEachCompletionOnceWhenTheSearchRestarts() throws {
        // Positions where a small limit runs out of its first node budget, so later attempts meet completions the
        // first one found; the plain full count is the reference.
        let positions: [(size: Int, queens: [String])] = [(13, ["g2", "a13", "m12"]), (11, ["k1"]), (12, ["a12"])]
        for (size, names) in positions {
            let board = try Board(size: size, queens: names.map { try Square(parsing: $0, boardSize: size) })
            let total = try board.completionCount(limit: .max)
            #expect(total > 0)
            for limit in [1, 2, 3, 5, 10, total, total + 1] {
                #expect(try board.completionCount(limit: limit) == min(total, limit), "\(names) limit \(limit)")
            }
        }
    }

    // MARK: Exact counts that can be stopped

    @Test("an exact count stops when asked, between pieces of a few milliseconds")
    func exactCountStopsWhenAsked() throws {
        let board = try Board(size: 12, queens: [Square(row: 5, column: 4)])
        let full = try #require(try board.completionCount(stoppingWhen: { false }))
        #expect(full == (try board.completionCount(limit: .max)))
        #expect(try board.completionCount(stoppingWhen: { true }) == nil)
        var asked = 0
        #expect(
            try board.completionCount(stoppingWhen: {
                asked += 1
                return asked > 3
            }) == nil)
        #expect(asked == 4)
        // The empty board is counted by start constellations, unit by unit, and stops alike.
        #expect(try Board(size: 12).completionCount(stoppingWhen: { true }) == nil)
        #expect(try Board(size: 12).completionCount(stoppingWhen: { false }) == 14_200)
    }

    @Test("exact counts take boards up to 32×32 and no queens in conflict")
    func exactCountRejectsWhatItCannotCount() throws {
        #expect(Board.exactCountSizeRange == 1...32)
        #expect(throws: SolverError.sizeOutOfRange(33, accepted: 1...32)) {
            try Board(size: 33).completionCount(stoppingWhen: { false })
        }
        let conflict = try Board(size: 8, queens: [Square(row: 0, column: 0), Square(row: 1, column: 1)])
        #expect(throws: SolverError.queensInConflict([Square(row: 0, column: 0), Square(row: 1, column: 1)])) {
            try conflict.completionCount(stoppingWhen: { false })
        }
        // A nearly full 32×32 board is quick to count.
        let solution = try #require(try Board(size: 32).completion())
        let kept = solution.squares.filter { $0.row % 8 != 3 }
        let count = try #require(try Board(size: 32, queens: kept).completionCount(stoppingWhen: { false }))
        #expect(count >= 1)
        #expect(count == (try Board(size: 32, queens: kept).completionCount(limit: 1_000)))
    }

    // MARK: Limits and errors

    @Test func limitOfZeroOrLessCountsNothing() throws {
        let board = try Board(size: 8)
        #expect(try board.completionCount(limit: 0) == 0)
        #expect(try board.completionCount(limit: -3) == 0)
    }

    @Test func givesTheSameAnswerEveryTime() throws {
        let board = try Board(size: 20, queens: [Square(row: 3, column: 7), Square(row: 12, column: 2)])
        let first = try board.completion()
        #expect(first != nil)
        #expect(try board.completion() == first)
    }

    @Test func rejectsSizesOutsideTheRange() throws {
        let board = try Board(size: 65)
        #expect(throws: SolverError.sizeOutOfRange(65, accepted: 1...64)) { try board.completion() }
        #expect(throws: SolverError.sizeOutOfRange(65, accepted: 1...64)) { try board.completionCount(limit: 1) }
        #expect(Board.completionSizeRange == 1...64)
    }

    @Test func rejectsQueensThatAttackEachOther() throws {
        let queens = [Square(row: 0, column: 0), Square(row: 5, column: 3), Square(row: 2, column: 2)]
        let board = try Board(size: 8, queens: queens)
        let conflict = SolverError.queensInConflict([Square(row: 0, column: 0), Square(row: 2, column: 2)])
        #expect(throws: conflict) { try board.completion() }
        #expect(throws: conflict) { try board.completionCount(limit: 10) }
    }

    // MARK: Large boards

    @Test func completesPartsOfAKnown64Solution() throws {
        // For N = 64 (N mod 6 = 4): odd columns in the lower half, then even columns.
        let columns = (0..<64).map { $0 < 32 ? 2 * $0 + 1 : 2 * ($0 - 32) }
        let known = try Solution(validating: columns)
        for stride in [2, 3, 7] {
            let kept = known.squares.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
            let completion = try #require(try Board(size: 64, queens: kept).completion())
            #expect(Solution.isValid(completion.columns))
            #expect(kept.allSatisfy { completion.columns[$0.row] == $0.column })
        }
        let empty = try Board(size: 64)
        let completion = try #require(try empty.completion())
        #expect(Solution.isValid(completion.columns))
        #expect(try empty.completionCount(limit: 5) == 5)
    }

    @Test func completesItsOwn32Solutions() throws {
        let first = try #require(try Board(size: 32).completion())
        let kept = first.squares.filter { $0.row % 4 == 1 }
        let again = try #require(try Board(size: 32, queens: kept).completion())
        #expect(kept.allSatisfy { again.columns[$0.row] == $0.column })
        #expect(try Board(size: 32, queens: kept).completionCount(limit: 2) == 2)
    }

    @Test func findsNoCompletionWhenAFreeRowIsFullyAttacked() throws {
        // On 4×4, queens on a1 and c2 attack every square of row 3.
        let board = try Board(size: 4, queens: [Square(row: 0, column: 0), Square(row: 1, column: 2)])
        #expect(try board.completion() == nil)
        #expect(try board.completionCount(limit: .max) == 0)
    }
}
