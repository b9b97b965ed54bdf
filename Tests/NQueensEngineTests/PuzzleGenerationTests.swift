import Foundation
import NQueensEngine
import Testing

@Suite("Puzzle generation")
struct PuzzleGenerationTests {
    /// How many puzzles of each size and difficulty are checked: 100 in `swift test`, the 1,000 with
    /// `NQUEENS_PUZZLE_CHECK=full` (run in release: see the README's "Developing").
    static let puzzlesPerDifficulty = PuzzleCheck.isFull ? 1_000 : 100

    @Test(
        "generated puzzles: non-attacking givens, one solution by brute force, the label the rules need",
        arguments: 6...12)
    func generatedPuzzlesAreUniqueAndLabelled(size: Int) throws {
        for difficulty in PuzzleDifficulty.allCases {
            var ids = Set<String>()
            for index in 0..<Self.puzzlesPerDifficulty {
                let seed = UInt64(size) << 32 | UInt64(index)
                let puzzle = try Puzzle.generate(size: size, difficulty: difficulty, seed: seed)
                try #require(puzzle.size == size && puzzle.difficulty == difficulty)
                try #require(!PuzzleOracle.hasAttack(puzzle.givens), "the givens of \(puzzle.id) attack each other")
                try #require(
                    PuzzleOracle.completionCount(size: size, givens: puzzle.givens) == 1,
                    "\(puzzle.id) has more than one solution")
                try #require(Set(puzzle.givens).isSubset(of: puzzle.solution.squares))
                // The label is the hardest step the solver's own hints take to the solution…
                try #require(
                    PuzzleOracle.hardestStep(following: puzzle) == difficulty, "\(puzzle.id) is not \(difficulty)")
                // …and what the naive rules need (they are slow: every tenth puzzle).
                if index % 10 == 0 {
                    try #require(
                        PuzzleOracle.requiredDifficulty(size: size, givens: puzzle.givens) == difficulty,
                        "\(puzzle.id) is not \(difficulty) by the naive rules")
                }
                ids.insert(puzzle.id.description)
            }
            // Different seeds give different puzzles, as many as the size has: 6×6 has only 36 hard ones and 7×7
            // 144; 8×8 has 628 hard ones no given can leave, of which 1,000 seeds draw about 360.
            #expect(ids.count >= (size <= 7 ? 20 : Self.puzzlesPerDifficulty / 4))
        }
    }

    @Test("the same seed gives the same puzzle; the IDs of a few seeds are pinned")
    func deterministic() throws {
        for (size, difficulty, seed) in [(8, PuzzleDifficulty.medium, UInt64(7)), (12, .hard, 99), (16, .easy, 1)] {
            let first = try Puzzle.generate(size: size, difficulty: difficulty, seed: seed)
            #expect(try Puzzle.generate(size: size, difficulty: difficulty, seed: seed) == first)
        }
        #expect(try Puzzle.generate(size: 8, difficulty: .medium, seed: 7).id.description == "8-0K31D0Q")
        #expect(try Puzzle.generate(size: 12, difficulty: .hard, seed: 99).id.description == "12-8BMPYFHPGW")
        #expect(try Puzzle.generate(size: 16, difficulty: .easy, seed: 1).id.description == "16-12QDGM01GGYQHGJ")
    }

    @Test("sizes without a difficulty say so; sizes out of range are refused")
    func unavailable() {
        #expect(throws: PuzzleError.noPuzzle(.medium, size: 4)) {
            try Puzzle.generate(size: 4, difficulty: .medium, seed: 1)
        }
        #expect(throws: PuzzleError.noPuzzle(.hard, size: 5)) {
            try Puzzle.generate(size: 5, difficulty: .hard, seed: 1)
        }
        #expect(throws: PuzzleError.sizeOutOfRange(17)) { try Puzzle.generate(size: 17, difficulty: .easy, seed: 1) }
        #expect(
            PuzzleError.noPuzzle(.hard, size: 5).description
                == "there are no hard puzzles on 5×5 boards; that size has easy, medium ones")
    }

    @Test("every size generates every difficulty it has, up to 16×16", arguments: Puzzle.sizeRange)
    func everySize(size: Int) throws {
        for difficulty in Puzzle.difficulties(forSize: size) {
            for seed in 0..<5 {
                let puzzle = try Puzzle.generate(size: size, difficulty: difficulty, seed: UInt64(seed))
                #expect(puzzle.difficulty == difficulty)
                #expect(try Puzzle(size: size, givens: puzzle.givens) == puzzle)
            }
        }
    }
}

/// Whether the slow checks run in full (`NQUEENS_PUZZLE_CHECK=full`) or on a sample.
enum PuzzleCheck {
    static let isFull = ProcessInfo.processInfo.environment["NQUEENS_PUZZLE_CHECK"] == "full"
}
