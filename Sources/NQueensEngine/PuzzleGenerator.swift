// MARK: - Generating puzzles

extension Puzzle {
    /// The most solutions `generate(size:difficulty:seed:)` draws before it gives up on a size and difficulty.
    static let generationAttempts = 400

    /// A puzzle of `difficulty` on a `size`×`size` board, the same for the same seed on every platform.
    ///
    /// Draws a random solution, then takes its queens away one at a time in a random order, keeping each removal
    /// while the solution stays the only one and the rules of `difficulty` still solve the puzzle (for hard: while
    /// it stays unique). What is left is a puzzle no given can leave; when it needs exactly `difficulty`, it is the
    /// answer, else the next solution is drawn. Every random number comes from `SplitMix64(seed:)`.
    ///
    /// - Throws: `PuzzleError.sizeOutOfRange` outside `Puzzle.sizeRange`, `PuzzleError.noPuzzle` when the size has
    ///   no puzzle of that difficulty (`difficulties(forSize:)`).
    public static func generate(size: Int, difficulty: PuzzleDifficulty, seed: UInt64) throws(PuzzleError) -> Puzzle {
        guard sizeRange.contains(size) else { throw .sizeOutOfRange(size) }
        guard difficulties(forSize: size).contains(difficulty) else { throw .noPuzzle(difficulty, size: size) }
        var random = SplitMix64(seed: seed)
        for _ in 0..<generationAttempts {
            let solution = randomSolution(size: size, using: &random)
            if let puzzle = puzzle(from: solution, difficulty: difficulty, using: &random) { return puzzle }
        }
        throw .noPuzzle(difficulty, size: size)
    }

    /// One pass of taking `solution`'s queens away in a random order (see `generate(size:difficulty:seed:)`): the
    /// puzzle left when it needs exactly `difficulty`, else `nil`.
    static func puzzle(
        from solution: [Int], difficulty: PuzzleDifficulty, using random: inout SplitMix64
    ) -> Puzzle? {
        let size = solution.count
        var kept = solution
        var rows = Array(0..<size)
        random.shuffle(&rows)
        for row in rows {
            var trial = kept
            trial[row] = -1
            if isPuzzle(size: size, columnOfRow: trial, within: difficulty) { kept = trial }
        }
        let givens = squares(columnOfRow: kept)
        guard DeductionState(size: size, queens: givens).requiredDifficulty() == difficulty else { return nil }
        return Puzzle(size: size, givens: givens, solution: Solution(unchecked: solution), difficulty: difficulty)
    }

    /// The difficulties that puzzles of `size` come in; empty outside `sizeRange`.
    ///
    /// Small boards have few solutions, so their puzzles are easier: every puzzle of 4×4 is easy, 5×5 has easy and
    /// medium ones, and every size from 6×6 up has all three (found by trying every set of givens of every
    /// solution; `PuzzleCensusTests` keeps it true).
    public static func difficulties(forSize size: Int) -> [PuzzleDifficulty] {
        switch size {
        case 4: return [.easy]
        case 5: return [.easy, .medium]
        case sizeRange: return PuzzleDifficulty.allCases
        default: return []
        }
    }

    /// Whether the queens of `columnOfRow` (`-1` for an empty row) solve to a unique solution with the rules of
    /// `difficulty`; for hard, whether they have a unique solution at all.
    private static func isPuzzle(size: Int, columnOfRow: [Int], within difficulty: PuzzleDifficulty) -> Bool {
        let givens = squares(columnOfRow: columnOfRow)
        var state = DeductionState(size: size, queens: givens)
        state.deduce(upTo: min(difficulty, .medium))
        // Sound rules that reach a full solution prove it is the only one.
        if state.isSolved { return true }
        guard difficulty == .hard else { return false }
        var search = CompletionSearch(size: size, queens: givens)
        return search.run(limit: 2) == 1
    }

    /// The queens of `columnOfRow`, bottom row first, skipping rows without one (`-1`).
    private static func squares(columnOfRow: [Int]) -> [Square] {
        columnOfRow.enumerated().compactMap { row, column in column >= 0 ? Square(row: row, column: column) : nil }
    }

    // MARK: Drawing a solution

    /// How many placements one attempt at drawing a solution may make before it starts again.
    private static let solutionBudget = 20_000

    /// A solution drawn at random: rows filled bottom up, each trying its safe columns in a random order, starting
    /// again (with the random numbers that follow) whenever an attempt runs past `solutionBudget` placements.
    static func randomSolution(size: Int, using random: inout SplitMix64) -> [Int] {
        while true {
            var drawer = SolutionDrawer(size: size, budget: solutionBudget)
            if drawer.fill(row: 0, columns: 0, diagonals: 0, antiDiagonals: 0, using: &random) {
                return drawer.columnOfRow
            }
        }
    }
}

/// One attempt at drawing a random solution by depth-first search over rows.
private struct SolutionDrawer {
    let size: Int
    var budget: Int
    var columnOfRow: [Int]

    init(size: Int, budget: Int) {
        self.size = size
        self.budget = budget
        columnOfRow = Array(repeating: -1, count: size)
    }

    /// Fills rows `row…` given the attacked columns and diagonals (diagonals shifted to `row`); whether it did.
    mutating func fill(
        row: Int, columns: UInt64, diagonals: UInt64, antiDiagonals: UInt64, using random: inout SplitMix64
    ) -> Bool {
        if row == size { return true }
        let all: UInt64 = (1 &<< UInt64(size)) &- 1
        var free = all & ~(columns | diagonals | antiDiagonals)
        var choices: [Int] = []
        while free != 0 {
            choices.append(free.trailingZeroBitCount)
            free &= free &- 1
        }
        random.shuffle(&choices)
        for column in choices {
            budget -= 1
            if budget < 0 { return false }
            let bit: UInt64 = 1 &<< UInt64(column)
            columnOfRow[row] = column
            if fill(
                row: row + 1, columns: columns | bit, diagonals: (diagonals | bit) &<< 1,
                antiDiagonals: (antiDiagonals | bit) &>> 1, using: &random)
            {
                return true
            }
            if budget < 0 { return false }
        }
        columnOfRow[row] = -1
        return false
    }
}
