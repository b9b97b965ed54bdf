import NQueensEngine
import Testing

/// Seeded property tests of the engine's invariants, beyond the sizes the brute-force oracle reaches (the same
/// invariants run under libFuzzer in `Fuzz/`'s `engine` target).
@Suite("Engine invariants")
struct EngineInvariantTests {
    /// A position of up to `size` queens anywhere on a `size`×`size` board (attacks included).
    private func randomPosition(size: Int, using generator: inout SplitMix64) throws -> Board {
        var board = try Board(size: size)
        for _ in 0..<Int.random(in: 0...size, using: &generator) {
            let square = Square(
                row: Int.random(in: 0..<size, using: &generator), column: Int.random(in: 0..<size, using: &generator))
            if !board.hasQueen(on: square) { try board.place(square) }
        }
        return board
    }

    @Test("a random position's hint agrees with the completion search", arguments: [8, 11, 13, 16, 20])
    func hintAgreesWithCompletion(size: Int) throws {
        var generator = SplitMix64(seed: 0x1417_0000 + UInt64(size))
        var kinds: Set<String> = []
        for _ in 0..<150 {
            let board = try randomPosition(size: size, using: &generator)
            let completion = board.isConflictFree ? try board.completion() : nil
            switch try board.hint() {
            case .removeConflicting(let queen):
                kinds.insert("conflict")
                #expect(board.conflictingQueens.contains(queen))
                #expect(completion == nil)
            case .solved:
                kinds.insert("solved")
                #expect(board.isSolved)
            case .place(let square):
                kinds.insert("place")
                var next = board
                try next.place(square)
                #expect(next.isConflictFree)
                #expect(try next.completion() != nil, "placing \(square) on \(board.queens) leads nowhere")
            case .removeDeadEnd(let queen):
                kinds.insert("dead end")
                #expect(board.hasQueen(on: queen) && board.isConflictFree)
                #expect(completion == nil)
            }
            if let completion {
                #expect(Set(board.queens).isSubset(of: Set(completion.squares)))
                #expect(Solution.isValid(completion.columns))
            }
        }
        #expect(kinds.isSuperset(of: ["conflict", "place"]))
    }

    @Test("check accepts every constructed solution and refuses every one-queen change to it")
    func checkAcceptsConstructedAndRefusesEveryChange() throws {
        for size in [1] + Array(4...60) {
            let solution = try #require(try Solution.constructed(size: size))
            #expect(throws: Never.self) { try Solution(validating: solution.columns) }
            for row in 0..<size {
                for column in 0..<size where column != solution.columns[row] {
                    var changed = solution.columns
                    changed[row] = column
                    #expect(!Solution.isValid(changed), "N = \(size): row \(row + 1) moved to column \(column + 1)")
                }
            }
        }
        var generator = SplitMix64(seed: 0xC4EC)
        for size in [61, 97, 500, 1_001, 4_096, 100_003] {
            let solution = try #require(try Solution.constructed(size: size))
            #expect(Solution.isValid(solution.columns))
            for _ in 0..<50 {
                var changed = solution.columns
                let row = Int.random(in: 0..<size, using: &generator)
                let column = (changed[row] + Int.random(in: 1..<size, using: &generator)) % size
                changed[row] = column
                #expect(!Solution.isValid(changed))
            }
        }
    }

    @Test("one-thread and parallel counts agree, for any number of threads", arguments: 1...11)
    func parallelCountsAgree(size: Int) async throws {
        let counter = try SolutionCounter(size: size)
        let total = counter.countAll()
        let fundamental = counter.countFundamental()
        var generator = SplitMix64(seed: UInt64(size))
        for threads in [1, 2, Int.random(in: 3...16, using: &generator)] {
            #expect(try await counter.countAll(threads: threads) == total)
            #expect(try await counter.countFundamental(threads: threads) == fundamental)
        }
    }
}
