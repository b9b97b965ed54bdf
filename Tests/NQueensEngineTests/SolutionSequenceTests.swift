import NQueensEngine
import Testing

@Suite("Solution sequence")
struct SolutionSequenceTests {
    @Test(
        "yields exactly the counted number of distinct valid solutions in increasing lexicographic order",
        arguments: 1...10)
    func enumeratesAllSolutionsInOrder(size: Int) throws {
        let solutions = Array(try SolutionSequence(size: size))
        #expect(UInt64(solutions.count) == (try SolutionCounter(size: size)).countAll())
        #expect(Set(solutions).count == solutions.count)
        for solution in solutions {
            #expect(solution.size == size)
            #expect(Solution.isValid(solution.columns))
        }
        for (earlier, later) in zip(solutions, solutions.dropFirst()) {
            #expect(earlier.columns.lexicographicallyPrecedes(later.columns))
        }
    }

    @Test("boards of 2 and 3 rows have no solutions", arguments: [2, 3])
    func smallBoardsAreEmpty(size: Int) throws {
        #expect(Array(try SolutionSequence(size: size)).isEmpty)
    }

    @Test("starts with the known first solutions")
    func startsWithKnownSolutions() throws {
        let first = Array(try SolutionSequence(size: 8).prefix(2)).map(\.columns)
        #expect(first == [[0, 4, 7, 5, 2, 6, 1, 3], [0, 5, 7, 2, 6, 3, 1, 4]])
        #expect(Array(try SolutionSequence(size: 4)).map(\.columns) == [[1, 3, 0, 2], [2, 0, 3, 1]])
        #expect(Array(try SolutionSequence(size: 1)).map(\.columns) == [[0]])
    }

    @Test("is lazy and restartable: every iteration starts from the first solution")
    func iteratesLazilyAndRestarts() throws {
        let sequence = try SolutionSequence(size: 24)
        var iterator = sequence.makeIterator()
        let firstYield = iterator.next()
        let secondYield = iterator.next()
        let first = try #require(firstYield)
        let second = try #require(secondYield)
        #expect(first.columns.lexicographicallyPrecedes(second.columns))
        #expect(Solution.isValid(second.columns))
        #expect(sequence.first { _ in true } == first)
    }

    @Test("accepts up to 64 columns and finds first solutions of large boards", arguments: [21, 23, 25])
    func enumeratesLargeBoards(size: Int) throws {
        // Past about N = 29 the first solution in lexicographic order takes the search millions of steps, too
        // long for a unit test; these sizes reach theirs within fifty thousand.
        #expect(try SolutionSequence(size: 64).size == 64)
        let first = try #require(try SolutionSequence(size: size).first { _ in true })
        #expect(first.size == size)
        #expect(Solution.isValid(first.columns))
    }

    @Test("rejects sizes outside 1…64", arguments: [0, -3, 65])
    func rejectsSizesOutOfRange(size: Int) {
        #expect(throws: SolverError.sizeOutOfRange(size, accepted: 1...64)) { try SolutionSequence(size: size) }
    }
}
