import NQueensEngine
import Testing

@Suite("Solution construction")
struct SolutionConstructionTests {
    @Test("builds a valid solution for N = 1 and every N from 4 to 300")
    func constructsSmallBoards() throws {
        for size in [1] + Array(4...300) {
            let solution = try #require(try Solution.constructed(size: size), "no solution for N = \(size)")
            #expect(solution.size == size)
            #expect(throws: Never.self) { try Solution(validating: solution.columns) }
        }
    }

    @Test(
        "builds valid solutions of large boards, one for each remainder mod 6",
        arguments: [
            100_002, 100_003, 100_004, 100_005, 100_006, 100_007, 250_000,
        ])
    func constructsLargeBoards(size: Int) throws {
        let solution = try #require(try Solution.constructed(size: size))
        #expect(solution.size == size)
        #expect(throws: Never.self) { try Solution(validating: solution.columns) }
    }

    @Test("the classic 8×8 construction")
    func constructsEightQueens() throws {
        #expect(try Solution.constructed(size: 8)?.columns == [1, 3, 5, 7, 2, 0, 6, 4])
        #expect(try Solution.constructed(size: 4)?.columns == [1, 3, 0, 2])
        #expect(try Solution.constructed(size: 1)?.columns == [0])
    }

    @Test("boards of 2 and 3 rows have no solution", arguments: [2, 3])
    func noSolutionForTwoAndThree(size: Int) throws {
        #expect(try Solution.constructed(size: size) == nil)
    }

    @Test("rejects sizes outside the construction range", arguments: [0, -1, 10_000_001, Int.max])
    func rejectsSizesOutOfRange(size: Int) {
        #expect(Solution.constructionSizeRange == 1...10_000_000)
        #expect(throws: SolverError.sizeOutOfRange(size, accepted: 1...10_000_000)) {
            try Solution.constructed(size: size)
        }
    }
}
