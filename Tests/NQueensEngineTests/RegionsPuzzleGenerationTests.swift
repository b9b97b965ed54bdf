import Testing

@testable import NQueensEngine

@Suite("Regions puzzle generation")
struct RegionsPuzzleGenerationTests {
    /// How many puzzles of each size and difficulty are checked: a sample in `swift test`, the 1,000 with
    /// `NQUEENS_PUZZLE_CHECK=full` (run in release: see the README's "Developing").
    static let puzzlesPerDifficulty = PuzzleCheck.isFull ? 1_000 : 12

    @Test(
        "generated puzzles: one solution by brute force, regions connected and none empty, the label the rules need",
        arguments: 6...10)
    func generatedPuzzles(size: Int) throws {
        for difficulty in PuzzleDifficulty.allCases {
            var ids = Set<String>()
            var thinRegions = 0
            for index in 0..<Self.puzzlesPerDifficulty {
                let seed = UInt64(size) << 32 | UInt64(index)
                let puzzle = try RegionsPuzzle.generate(size: size, difficulty: difficulty, seed: seed)
                try Self.check(puzzle, size: size, difficulty: difficulty)
                #expect(puzzle.id.seed == seed)
                ids.insert(puzzle.id.description)
                thinRegions += RegionsOracle.thinRegions(puzzle.regions)
            }
            #expect(ids.count == Self.puzzlesPerDifficulty, "different seeds give different puzzles")
            // Long one-square-wide regions are rare: fewer than one a puzzle on average.
            #expect(thinRegions < Self.puzzlesPerDifficulty, "\(thinRegions) thin regions at \(size)×\(size)")
        }
    }

    @Test("every size from 5×5 to 12×12 has puzzles of every difficulty", arguments: RegionsPuzzle.sizeRange)
    func everySize(size: Int) throws {
        for difficulty in PuzzleDifficulty.allCases {
            for seed in 0..<(size >= 11 ? 1 : 3) {
                let puzzle = try RegionsPuzzle.generate(size: size, difficulty: difficulty, seed: UInt64(seed))
                try Self.check(puzzle, size: size, difficulty: difficulty, naive: size <= 9)
            }
        }
    }

    /// Checks one generated puzzle against the oracle: its size and label, one solution by brute force, every
    /// region connected and none empty (only an easy puzzle's starting region is one square), and its label as the
    /// naive rules find it and as the engine's hints reach the solution.
    static func check(
        _ puzzle: RegionsPuzzle, size: Int, difficulty: PuzzleDifficulty, naive: Bool = true
    ) throws {
        let map = puzzle.regions
        let id = puzzle.id.description
        try #require(puzzle.size == size && puzzle.difficulty == difficulty, "\(id)")
        try #require(puzzle.id.size == size && puzzle.id.difficulty == difficulty, "\(id)")
        let sizes = RegionsOracle.regionSizes(map)
        try #require(sizes.count == size && sizes == map.regionSizes && !sizes.contains(0), "\(id) has an empty region")
        try #require(RegionsOracle.regionsAreConnected(map), "\(id) has a region in pieces")
        try #require(
            sizes.filter { $0 == 1 }.count == (difficulty == .easy ? 1 : 0), "\(id)'s regions: \(sizes.sorted())")
        try #require(RegionsOracle.isSolution(puzzle.solution, of: map), "\(id)'s solution is not one")
        try #require(RegionsOracle.solutionCount(map) == 1, "\(id) has more than one solution")
        try #require(RegionsOracle.hardestStep(following: puzzle) == difficulty, "\(id)'s hints are not \(difficulty)")
        if naive {
            try #require(RegionsOracle.requiredDifficulty(map) == difficulty, "\(id) is not \(difficulty)")
        }
    }

    // MARK: Determinism

    @Test("the same seed gives the same puzzle; the boards behind known IDs are pinned")
    func pinnedBoards() throws {
        #expect(try RegionsPuzzle.generate(size: 8, difficulty: .medium, seed: 42).id.description == "R8M-EJFG8YJ9J")
        for (id, rows) in Self.pinned {
            let puzzle = try RegionsPuzzle(parsingID: id)
            #expect(puzzle.id.description == id)
            #expect(puzzle.regions.rows.reversed() == rows, "\(id)")
            #expect(try RegionsPuzzle(parsingID: id) == puzzle)
        }
    }

    /// Puzzles and their regions (top row first) that must never change: their IDs are printed and shared.
    static let pinned: [(String, [String])] = [
        (
            "R8M-EJFG8YJ9J",
            ["EEEEBBBG", "EEHHBBGG", "EEEEBBBG", "EFFCCBGG", "EECCCBDD", "CCCCCBBD", "CCAACBBB", "AAAABBBB"]
        ),
        ("R5E-D9QRNH95W", ["DEEAA", "DAAAA", "DDAAA", "AAABC", "AABBB"]),
        (
            "R12H-H0DVG21ZR",
            [
                "DDDDDDDDLLDD", "DDDDDDKDLLDD", "DDHHHDKDDDDD", "DHHHHHBDDJJG", "DDHIIBBDDJJG", "EEEBBBBDDDDG",
                "EEEEBBBDDDDG", "EEEEFFBDDDDD", "EEEEEABBBBDD", "EAAAAABBCCCD", "AAAAAABCCCDD", "AAAAAABCCDDD",
            ]
        ),
        (
            "R10E-22TZ4S662",
            [
                "IIIIIIICJG", "DDDCICCCGG", "DDDCCCEHHG", "DDDDCCEEGG", "DDDFFCEEEB", "DDDCCCEEBB", "DDDDBCCEBB",
                "DDBBBCCEBB", "AABABBCBBB", "AAAAABBBBB",
            ]
        ),
    ]

    @Test("sizes and seeds out of range are refused")
    func outOfRange() {
        #expect(throws: RegionsPuzzleError.sizeOutOfRange(4)) {
            try RegionsPuzzle.generate(size: 4, difficulty: .easy, seed: 1)
        }
        #expect(throws: RegionsPuzzleError.sizeOutOfRange(13)) {
            try RegionsPuzzle.generate(size: 13, difficulty: .easy, seed: 1)
        }
        #expect(throws: RegionsPuzzleError.seedOutOfRange(1 << 40)) {
            try RegionsPuzzle.generate(size: 8, difficulty: .easy, seed: 1 << 40)
        }
        #expect(
            RegionsPuzzleError.seedOutOfRange(1 << 40).description
                == "a regions puzzle's seed is a whole number from 0 to 1099511627775, not 1099511627776")
        #expect(
            RegionsPuzzleError.sizeOutOfRange(4).description == "a regions puzzle's board size is 5 to 12, not 4")
    }
}
