// MARK: - Generating regions puzzles

extension RegionsPuzzle {
    /// The most layouts `generate(size:difficulty:seed:)` tries before it gives up.
    static let generationAttempts = 5_000

    /// A puzzle of `difficulty` on a `size`×`size` board, the same for the same seed on every platform and forever
    /// (its ID is the size, difficulty and seed: see `RegionsPuzzleID`).
    ///
    /// Each attempt draws a solution whose queens do not touch, grows one region from each queen so that the
    /// solution stays the only one (`RegionLayout.grow(for:using:)`: for easy, in a cascade the easy rules follow),
    /// and grades the map with the deduction rules: when it needs exactly `difficulty` it is the answer, else the next
    /// attempt starts with the random numbers that follow. Every random number comes from one `SplitMix64` seeded by
    /// the size, difficulty and seed, through its own bounded draws.
    ///
    /// **Frozen:** changing anything this draws or decides (the order of draws, a weight, a bound, the grading)
    /// changes the puzzle behind every regions ID ever printed, every past daily among them. Tests pin the boards of
    /// known IDs, so such a change cannot go unnoticed; it would need a new ID format.
    ///
    /// - Throws: `RegionsPuzzleError.sizeOutOfRange` outside `sizeRange`, `.seedOutOfRange` outside
    ///   `RegionsPuzzleID.seedRange`, `.noPuzzle` when no attempt gives one (no seed is known to).
    public static func generate(
        size: Int, difficulty: PuzzleDifficulty, seed: UInt64
    ) throws(RegionsPuzzleError) -> RegionsPuzzle {
        guard sizeRange.contains(size) else { throw .sizeOutOfRange(size) }
        guard RegionsPuzzleID.seedRange.contains(seed) else { throw .seedOutOfRange(seed) }
        let id = RegionsPuzzleID(size: size, difficulty: difficulty, seed: seed)
        var random = SplitMix64(seed: streamSeed(size: size, difficulty: difficulty, seed: seed))
        for _ in 0..<generationAttempts {
            let queens = randomSolution(size: size, using: &random)
            var layout = RegionLayout(queens: queens)
            guard layout.grow(for: difficulty, using: &random) else { continue }
            let map = layout.canonicalMap()
            guard RegionsDeductionState(map: map).requiredDifficulty() == difficulty, map.solutionCount(limit: 2) == 1
            else { continue }
            let solution = queens.enumerated().map { Square(row: $0.offset, column: $0.element) }
            return RegionsPuzzle(regions: map, solution: solution, difficulty: difficulty, id: id)
        }
        throw .noPuzzle(difficulty, size: size, seed: seed)
    }

    /// The seed of the generator's random numbers for a size, difficulty and seed.
    private static func streamSeed(size: Int, difficulty: PuzzleDifficulty, seed: UInt64) -> UInt64 {
        let grade: UInt64
        switch difficulty {
        case .easy: grade = 1
        case .medium: grade = 2
        case .hard: grade = 3
        }
        var mixer = SplitMix64(seed: seed ^ UInt64(size) << 48 ^ grade << 56 ^ 0x5245_4749_4F4E_5300)
        return mixer.next()
    }

    // MARK: Drawing a solution

    /// A random solution whose queens do not touch: one queen per row and column, rows filled from the bottom, each
    /// trying its open columns in a random order.
    static func randomSolution(size: Int, using random: inout SplitMix64) -> [Int] {
        var columns = [Int](repeating: -1, count: size)
        func fill(_ row: Int, used: UInt16) -> Bool {
            if row == size { return true }
            var open: [Int] = []
            for column in 0..<size where used & (1 &<< UInt16(column)) == 0 {
                if row == 0 || abs(column - columns[row - 1]) > 1 { open.append(column) }
            }
            random.shuffle(&open)
            for column in open {
                columns[row] = column
                if fill(row + 1, used: used | 1 &<< UInt16(column)) { return true }
            }
            return false
        }
        // Every size from 4 up has such a solution, and the search finds one within a few hundred placements.
        _ = fill(0, used: 0)
        return columns
    }
}
