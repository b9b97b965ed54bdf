import NQueensEngine

/// An independent answer key for puzzles: counts completions by plain backtracking and applies the two deduction
/// rules square by square.
///
/// It shares no code with the engine's search or deduction state: rows are filled bottom up with the givens fixed,
/// and the rules are checked on sets of squares with `Square.attacks`.
enum PuzzleOracle {
    // MARK: Counting

    /// The number of full solutions of a `size`×`size` board that contain every one of `givens` (all of them).
    static func completionCount(size: Int, givens: [Square]) -> Int {
        var fixed = [Int](repeating: -1, count: size)
        for given in givens { fixed[given.row] = given.column }
        var count = 0
        let all = (1 << size) - 1
        func fill(_ row: Int, _ columns: Int, _ rising: Int, _ falling: Int) {
            if row == size {
                count += 1
                return
            }
            var free = all & ~(columns | rising | falling)
            if fixed[row] >= 0 { free &= 1 << fixed[row] }
            while free != 0 {
                let bit = free & -free
                free -= bit
                fill(row + 1, columns | bit, ((rising | bit) << 1) & all, (falling | bit) >> 1)
            }
        }
        fill(0, 0, 0, 0)
        return count
    }

    /// Whether some two of `squares` attack each other.
    static func hasAttack(_ squares: [Square]) -> Bool {
        squares.contains { square in squares.contains { square.attacks($0) } }
    }

    // MARK: The rules, square by square

    /// The safe squares after `queens` with `ruledOut` squares: in a free row and column, not attacked, not ruled out.
    static func safeSquares(size: Int, queens: [Square], ruledOut: Set<Square> = []) -> Set<Square> {
        var safe = Set<Square>()
        for row in 0..<size where !queens.contains(where: { $0.row == row }) {
            for column in 0..<size where !queens.contains(where: { $0.column == column }) {
                let square = Square(row: row, column: column)
                if !ruledOut.contains(square), !queens.contains(where: { $0.attacks(square) }) { safe.insert(square) }
            }
        }
        return safe
    }

    /// The difficulty a player needs, found by applying the rules naively until nothing changes.
    static func requiredDifficulty(size: Int, givens: [Square]) -> PuzzleDifficulty {
        var queens = givens
        var ruledOut = Set<Square>()
        var usedMedium = false
        while queens.count < size {
            let safe = safeSquares(size: size, queens: queens, ruledOut: ruledOut)
            let lines: [[Square]] = (0..<size).flatMap { index in
                [
                    safe.filter { $0.row == index && !queens.contains(where: { $0.row == index }) },
                    safe.filter { $0.column == index && !queens.contains(where: { $0.column == index }) },
                ]
            }
            if let single = lines.first(where: { $0.count == 1 }) {
                queens.append(single[0])
                continue
            }
            let excluded = safe.filter { square in
                let after = safeSquares(size: size, queens: queens + [square], ruledOut: ruledOut)
                let freeRows = (0..<size).filter { row in !(queens + [square]).contains { $0.row == row } }
                let freeColumns = (0..<size).filter { column in !(queens + [square]).contains { $0.column == column } }
                return freeRows.contains { row in !after.contains { $0.row == row } }
                    || freeColumns.contains { column in !after.contains { $0.column == column } }
            }
            guard !excluded.isEmpty else { return .hard }
            ruledOut.formUnion(excluded)
            usedMedium = true
        }
        return usedMedium ? .medium : .easy
    }
}

// MARK: - Following the hints

extension PuzzleOracle {
    /// The hardest step on the way from `puzzle`'s givens to its solution when each step is the solver's next
    /// deduction (queens placed, squares ruled out); `nil` if the steps do not reach the solution.
    static func hardestStep(following puzzle: Puzzle) -> PuzzleDifficulty? {
        var queens = puzzle.givens
        var ruledOut: [Square] = []
        var hardest = PuzzleDifficulty.easy
        for _ in 0..<(puzzle.size * puzzle.size) {
            if queens.count == puzzle.size { return hardest }
            let step = puzzle.nextDeduction(queens: queens, ruledOut: ruledOut)
            hardest = max(hardest, step.difficulty)
            if step.placesQueen {
                guard !queens.contains(step.square) else { return nil }
                queens.append(step.square)
            } else {
                guard !ruledOut.contains(step.square) else { return nil }
                ruledOut.append(step.square)
            }
        }
        return nil
    }
}
