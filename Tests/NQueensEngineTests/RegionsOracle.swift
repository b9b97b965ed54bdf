import NQueensEngine

/// An independent answer key for regions puzzles: counts solutions by plain backtracking, checks that regions hold
/// together, and applies the five deduction rules naively.
///
/// It shares no code with the engine's search or deduction state: it reads the map square by square
/// (`RegionMap.region(of:)`), keeps the possible squares in an array of flags, finds touching squares by their
/// coordinates, and tries the sets of units of the confinement rules as explicit combinations.
enum RegionsOracle {
    // MARK: Counting

    /// The number of solutions of `map`, counting no further than `limit`: one queen per row, column and region,
    /// no two touching.
    static func solutionCount(_ map: RegionMap, limit: Int = 2) -> Int {
        let size = map.size
        var columnUsed = [Bool](repeating: false, count: size)
        var regionUsed = [Bool](repeating: false, count: size)
        var count = 0
        func fill(_ row: Int, previousColumn: Int) {
            if count >= limit { return }
            if row == size {
                count += 1
                return
            }
            for column in 0..<size where !columnUsed[column] && abs(column - previousColumn) > 1 {
                let region = map.region(of: Square(row: row, column: column))
                guard !regionUsed[region] else { continue }
                columnUsed[column] = true
                regionUsed[region] = true
                fill(row + 1, previousColumn: column)
                columnUsed[column] = false
                regionUsed[region] = false
            }
        }
        fill(0, previousColumn: -10)
        return count
    }

    /// Whether `squares` are a solution of `map`, checked pair by pair.
    static func isSolution(_ squares: [Square], of map: RegionMap) -> Bool {
        guard squares.count == map.size else { return false }
        for (index, first) in squares.enumerated() {
            for second in squares[(index + 1)...] {
                if first.row == second.row || first.column == second.column
                    || map.region(of: first) == map.region(of: second)
                    || (abs(first.row - second.row) <= 1 && abs(first.column - second.column) <= 1)
                {
                    return false
                }
            }
        }
        return true
    }

    // MARK: Regions

    /// The number of squares of each region, read square by square.
    static func regionSizes(_ map: RegionMap) -> [Int] {
        var sizes = [Int](repeating: 0, count: map.size)
        for row in 0..<map.size {
            for column in 0..<map.size { sizes[map.region(of: Square(row: row, column: column))] += 1 }
        }
        return sizes
    }

    /// Whether every region's squares hold together through shared sides (a flood fill from its first square).
    static func regionsAreConnected(_ map: RegionMap) -> Bool {
        let size = map.size
        for region in 0..<size {
            var squares: [Square] = []
            for row in 0..<size {
                for column in 0..<size where map.region(of: Square(row: row, column: column)) == region {
                    squares.append(Square(row: row, column: column))
                }
            }
            guard let first = squares.first else { return false }
            var reached: Set<Square> = [first]
            var stack = [first]
            while let square = stack.popLast() {
                for (dr, dc) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                    let next = Square(row: square.row + dr, column: square.column + dc)
                    guard (0..<size).contains(next.row), (0..<size).contains(next.column),
                        map.region(of: next) == region, reached.insert(next).inserted
                    else { continue }
                    stack.append(next)
                }
            }
            if reached.count != squares.count { return false }
        }
        return true
    }

    /// The number of regions with no 2×2 block of their own among those of at least `length` squares: long
    /// one-square-wide snakes (and thin bands).
    static func thinRegions(_ map: RegionMap, atLeast length: Int = 6) -> Int {
        let size = map.size
        return (0..<size).count { region in
            var squares = 0
            var hasBlock = false
            for row in 0..<size {
                for column in 0..<size where map.region(of: Square(row: row, column: column)) == region {
                    squares += 1
                    if row + 1 < size, column + 1 < size,
                        [(1, 0), (0, 1), (1, 1)].allSatisfy({
                            map.region(of: Square(row: row + $0.0, column: column + $0.1)) == region
                        })
                    {
                        hasBlock = true
                    }
                }
            }
            return squares >= length && !hasBlock
        }
    }
}

// MARK: - The rules, naively

extension RegionsOracle {
    /// A position: the queens and which squares are still possible.
    struct Position {
        let map: RegionMap
        /// The squares of each unit (rows, then columns, then regions), as indices `row * size + column`.
        let units: [[Int]]
        var queens: [Square] = []
        var possible: [Bool]

        init(map: RegionMap) {
            self.map = map
            let size = map.size
            var units: [[Int]] = Array(repeating: [], count: 3 * size)
            for row in 0..<size {
                for column in 0..<size {
                    let index = row * size + column
                    units[row].append(index)
                    units[size + column].append(index)
                    units[2 * size + map.region(of: Square(row: row, column: column))].append(index)
                }
            }
            self.units = units
            possible = Array(repeating: true, count: size * size)
        }

        var size: Int { map.size }

        func isPossible(_ square: Square) -> Bool { possible[square.row * size + square.column] }

        /// Whether unit `index` holds a queen.
        func hasQueen(_ index: Int) -> Bool {
            queens.contains { units[index].contains($0.row * size + $0.column) }
        }

        /// Whether a queen on `queen` rules out `square`.
        func rulesOut(_ queen: Square, _ square: Square) -> Bool {
            square != queen
                && (square.row == queen.row || square.column == queen.column
                    || map.region(of: square) == map.region(of: queen)
                    || (abs(square.row - queen.row) <= 1 && abs(square.column - queen.column) <= 1))
        }

        /// Places a queen and rules out everything it rules out.
        mutating func place(_ queen: Square) {
            queens.append(queen)
            for row in 0..<size {
                for column in 0..<size {
                    let square = Square(row: row, column: column)
                    if square == queen || rulesOut(queen, square) { possible[row * size + column] = false }
                }
            }
        }

        /// Whether a unit without a queen has no possible square.
        var isStuck: Bool {
            units.indices.contains { !hasQueen($0) && !units[$0].contains { possible[$0] } }
        }

        var isSolved: Bool { queens.count == size }
    }

    /// The easiest grade whose rules solve `map` from its empty board, or `nil` when all five do not.
    static func requiredDifficulty(_ map: RegionMap) -> PuzzleDifficulty? {
        var position = Position(map: map)
        var hardest = PuzzleDifficulty.easy
        while !position.isSolved {
            if position.isStuck { return nil }
            if let single = position.units.indices.first(where: { unit in
                !position.hasQueen(unit) && position.units[unit].filter { position.possible[$0] }.count == 1
            }) {
                let index = position.units[single].first { position.possible[$0] }!
                position.place(Square(row: index / map.size, column: index % map.size))
                continue
            }
            let confined = confinementEliminations(position)
            if !confined.isEmpty {
                for square in confined { position.possible[square.row * map.size + square.column] = false }
                hardest = max(hardest, .medium)
                continue
            }
            let contradicted = contradictionEliminations(position)
            if !contradicted.isEmpty {
                for square in contradicted { position.possible[square.row * map.size + square.column] = false }
                hardest = .hard
                continue
            }
            return nil
        }
        return hardest
    }

    /// Every possible square that some confinement rules out: for every set of k free regions (k from 1 to one
    /// less than all) whose possible squares lie in k rows (or k columns), the other squares of those rows; and for
    /// every set of k free rows (or columns) whose possible squares lie in k regions, the other squares of those
    /// regions.
    static func confinementEliminations(_ position: Position) -> Set<Square> {
        let size = position.size
        let possible = (0..<size).flatMap { row in (0..<size).map { Square(row: row, column: $0) } }
            .filter(position.isPossible)
        let region = { (square: Square) in position.map.region(of: square) }
        // Each free unit's possible squares, and the rows, columns and regions they lie in (as sets of indices).
        let freeRows = (0..<size).filter { !position.hasQueen($0) }
        let freeColumns = (0..<size).filter { !position.hasQueen(size + $0) }
        let freeRegions = (0..<size).filter { !position.hasQueen(2 * size + $0) }
        func spans(_ units: [Int], of keyOf: (Square) -> Int, _ spanOf: (Square) -> Int) -> [Set<Int>] {
            units.map { unit in Set(possible.filter { keyOf($0) == unit }.map(spanOf)) }
        }
        var eliminated = Set<Square>()
        // Regions confined to rows, and to columns.
        for (spanOf, isRow) in [({ (square: Square) in square.row }, true), ({ $0.column }, false)] {
            let regionSpans = spans(freeRegions, of: region, spanOf)
            for group in combinations(count: freeRegions.count) {
                let lines = group.reduce(into: Set<Int>()) { $0.formUnion(regionSpans[$1]) }
                guard lines.count == group.count else { continue }
                let regions = Set(group.map { freeRegions[$0] })
                eliminated.formUnion(
                    possible.filter { lines.contains(isRow ? $0.row : $0.column) && !regions.contains(region($0)) })
            }
        }
        // Rows inside regions, and columns.
        for (lines, lineOf) in [(freeRows, { (square: Square) in square.row }), (freeColumns, { $0.column })] {
            let lineSpans = spans(lines, of: lineOf, region)
            for group in combinations(count: lines.count) {
                let regions = group.reduce(into: Set<Int>()) { $0.formUnion(lineSpans[$1]) }
                guard regions.count == group.count else { continue }
                let chosen = Set(group.map { lines[$0] })
                eliminated.formUnion(possible.filter { regions.contains(region($0)) && !chosen.contains(lineOf($0)) })
            }
        }
        return eliminated
    }

    /// Every possible square a queen on which would leave a row, column or region without a queen (other than its
    /// own) with no possible square.
    static func contradictionEliminations(_ position: Position) -> [Square] {
        let size = position.size
        var found: [Square] = []
        for row in 0..<size {
            for column in 0..<size where position.isPossible(Square(row: row, column: column)) {
                let queen = Square(row: row, column: column)
                var trial = position
                trial.place(queen)
                if trial.isStuck { found.append(queen) }
            }
        }
        return found
    }

    /// The positions (0…count−1) of every non-empty proper subset of `count` items.
    static func combinations(count: Int) -> [[Int]] {
        guard count >= 2 else { return [] }
        return (1..<((1 << count) - 1)).map { mask in (0..<count).filter { mask & (1 << $0) != 0 } }
    }
}

// MARK: - Following the hints

extension RegionsOracle {
    /// The hardest step on the way from the empty board to `puzzle`'s solution when each step is the engine's next
    /// deduction, applied as a player would (queens placed, squares marked); `nil` if the steps do not reach the
    /// solution, or a step is false of it.
    static func hardestStep(following puzzle: RegionsPuzzle) -> PuzzleDifficulty? {
        var queens: [Square] = []
        var marks: [Square] = []
        var hardest = PuzzleDifficulty.easy
        for _ in 0..<(3 * puzzle.size * puzzle.size) {
            guard let step = puzzle.nextDeduction(queens: queens, ruledOut: marks) else {
                return Set(queens) == Set(puzzle.solution) ? hardest : nil
            }
            hardest = max(hardest, step.difficulty)
            if let queen = step.placedQueen {
                guard puzzle.solution.contains(queen), !queens.contains(queen) else { return nil }
                queens.append(queen)
            }
            let ruledOut = step.ruledOutSquares
            guard step.placedQueen != nil || !ruledOut.isEmpty,
                ruledOut.allSatisfy({ !puzzle.solution.contains($0) && !marks.contains($0) })
            else { return nil }
            marks += ruledOut
        }
        return nil
    }
}
