/// The bitmask search that finds the solutions of a region map: one queen per row, column and region, none
/// touching another.
///
/// The search keeps, at each depth, the open columns of every row as a 16-bit mask. Placing a queen on `(r, c)` of
/// region `g` closes row `r`, column `c` in every row, region `g`'s squares in every row (`RegionMap.masks`), and
/// `c − 1…c + 1` in the rows `r ± 1` (the touching rule). It branches on the row, column or region with the fewest
/// open squares (rows, then columns, then regions on ties; the lowest index first) and backtracks as soon as one is
/// left with none. Squares are tried from the lowest row and column up, so the answers are deterministic.
///
/// The masks of each depth live in their own block of one buffer, so backtracking is free.
struct RegionsSearch: ~Copyable {
    /// The board size, 1…16.
    let size: Int

    /// The map's region masks, `[region * size + row]` (a copy the search owns).
    private let masks: UnsafeMutablePointer<UInt16>

    /// The region of each square, row by row (a copy the search owns).
    private let regionOfSquare: UnsafeMutablePointer<Int>

    /// Open columns of each row: `size` words per depth, depth 0 being the start.
    private let open: UnsafeMutablePointer<UInt16>

    /// The column of the queen of each row on the current path.
    private var columnOfRow: [Int]

    /// Counting stops once this many solutions were found.
    private var limit = 2

    /// The solutions found, `columns[row]`, in the order found.
    private(set) var solutions: [[Int]] = []

    /// Prepares a search of `map`'s solutions whose queens stand on `allowed` squares (the open columns of each row;
    /// every square when `nil`).
    init(map: RegionMap, allowed: [UInt16]? = nil) {
        self.init(
            size: map.size, masks: map.masks,
            regionOfSquare: (0..<(map.size * map.size)).map { map.region(row: $0 / map.size, column: $0 % map.size) },
            allowed: allowed)
    }

    /// Prepares a search of the regions that `masks` and `regionOfSquare` describe.
    ///
    /// `masks` is `[region * size + row]` (see `RegionMap.masks`), `regionOfSquare` row by row; queens stand on
    /// `allowed` squares (every square when `nil`), each of which must be in the region `regionOfSquare` says.
    init(size: Int, masks: [UInt16], regionOfSquare: [Int], allowed: [UInt16]? = nil) {
        self.size = size
        self.masks = .allocate(capacity: size * size)
        self.masks.initialize(from: masks, count: size * size)
        self.regionOfSquare = .allocate(capacity: size * size)
        self.regionOfSquare.initialize(from: regionOfSquare, count: size * size)
        open = .allocate(capacity: (size + 1) * size)
        columnOfRow = Array(repeating: -1, count: size)
        let all: UInt16 = size == 16 ? ~0 : (1 &<< UInt16(size)) &- 1
        for row in 0..<size { open[row] = (allowed?[row] ?? all) & all }
    }

    deinit {
        open.deallocate()
        masks.deallocate()
        regionOfSquare.deallocate()
    }

    /// Searches for solutions, stopping once `limit` (≥ 1) are found; returns how many were (at most `limit`).
    mutating func run(limit: Int) -> Int {
        precondition(limit >= 1, "a search looks for at least one solution")
        self.limit = limit
        solutions = []
        search(depth: 0, freeRows: allBits, freeColumns: allBits, freeRegions: allBits)
        return solutions.count
    }

    private var allBits: UInt16 {
        size == 16 ? ~0 : (1 &<< UInt16(size)) &- 1
    }

    // MARK: The search

    /// The row, column or region to branch on.
    private enum Unit {
        case row(Int)
        case column(Int)
        case region(Int)
    }

    private mutating func search(depth: Int, freeRows: UInt16, freeColumns: UInt16, freeRegions: UInt16) {
        if freeRows == 0 {
            solutions.append(columnOfRow)
            return
        }
        let level = open + depth * size
        guard let unit = tightestUnit(level, freeRows: freeRows, freeColumns: freeColumns, freeRegions: freeRegions)
        else { return }
        // The squares to try, lowest row first.
        for row in 0..<size {
            var columns: UInt16
            switch unit {
            case .row(let chosen): columns = row == chosen ? level[row] : 0
            case .column(let chosen): columns = level[row] & (1 &<< UInt16(chosen))
            case .region(let chosen): columns = level[row] & masks[chosen * size + row]
            }
            while columns != 0 {
                let column = columns.trailingZeroBitCount
                columns &= columns &- 1
                place(row: row, column: column, from: level, to: level + size)
                columnOfRow[row] = column
                let region = regionOfSquare[row * size + column]
                search(
                    depth: depth + 1, freeRows: freeRows & ~(1 &<< UInt16(row)),
                    freeColumns: freeColumns & ~(1 &<< UInt16(column)),
                    freeRegions: freeRegions & ~(1 &<< UInt16(region)))
                columnOfRow[row] = -1
                if solutions.count >= limit { return }
            }
        }
    }

    /// The free row, column or region with the fewest open squares, or `nil` when one has none.
    private func tightestUnit(
        _ level: UnsafeMutablePointer<UInt16>, freeRows: UInt16, freeColumns: UInt16, freeRegions: UInt16
    ) -> Unit? {
        var best: Unit?
        var fewest = Int.max
        // Columns are counted in saturating bit-sliced counters: open in at least one, two, three rows.
        var once: UInt16 = 0
        var twice: UInt16 = 0
        var thrice: UInt16 = 0
        var rows = freeRows
        while rows != 0 {
            let row = rows.trailingZeroBitCount
            rows &= rows &- 1
            let open = level[row]
            let count = open.nonzeroBitCount
            if count == 0 { return nil }
            if count < fewest {
                fewest = count
                best = .row(row)
            }
            thrice |= twice & open
            twice |= once & open
            once |= open
        }
        if fewest == 1 { return best }
        if freeColumns & ~once != 0 { return nil }
        let single = freeColumns & ~twice
        if single != 0 { return .column(single.trailingZeroBitCount) }
        let double = freeColumns & ~thrice
        if fewest > 2, double != 0 {
            fewest = 2
            best = .column(double.trailingZeroBitCount)
        }
        var regions = freeRegions
        while regions != 0 {
            let region = regions.trailingZeroBitCount
            regions &= regions &- 1
            var count = 0
            var remaining = freeRows
            let regionMasks = masks + region * size
            while remaining != 0, count < fewest {
                let row = remaining.trailingZeroBitCount
                remaining &= remaining &- 1
                count += (level[row] & regionMasks[row]).nonzeroBitCount
            }
            if count == 0 { return nil }
            if count < fewest {
                fewest = count
                best = .region(region)
            }
        }
        return best
    }

    /// Writes into `next` the open squares after a queen on `(row, column)` in the position `current`.
    private func place(
        row: Int, column: Int, from current: UnsafeMutablePointer<UInt16>, to next: UnsafeMutablePointer<UInt16>
    ) {
        let bit: UInt16 = 1 &<< UInt16(column)
        let around = bit | bit &<< 1 | bit &>> 1
        let base = regionOfSquare[row * size + column] * size
        for other in 0..<size {
            var mask = current[other] & ~bit & ~masks[base + other]
            if other == row - 1 || other == row + 1 { mask &= ~around }
            next[other] = other == row ? 0 : mask
        }
    }
}

// MARK: - Counting a map's solutions

extension RegionMap {
    /// The number of solutions of the map (one queen per row, column and region, none touching), counting no
    /// further than `limit` (≥ 1): `solutionCount(limit: 2) == 1` proves a puzzle has exactly one.
    public func solutionCount(limit: Int = 2) -> Int {
        var search = RegionsSearch(map: self)
        return search.run(limit: limit)
    }

    /// The first `limit` solutions the search finds, each the column of the queen of each row (bottom row first).
    func solutions(limit: Int, allowed: [UInt16]? = nil) -> [[Int]] {
        var search = RegionsSearch(map: self, allowed: allowed)
        _ = search.run(limit: limit)
        return search.solutions
    }
}
