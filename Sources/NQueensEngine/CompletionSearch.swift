/// The bitboard search that completes a partial placement of non-attacking queens (N ≤ 64).
///
/// Rows are not filled in order, so the search keeps, for every free row, the mask of its still-safe columns and,
/// for every free column, the mask of its still-safe rows (the same facts seen both ways). Placing a queen on
/// `(r, c)` clears at most three bits in each other free row (`c` and `c ± |r' − r|`) and three in each other free
/// column. The search branches on the free row or column with the fewest safe squares (a row wins ties, then the
/// lowest index) and backtracks as soon as any free row or column is left without a safe square. Looking for one
/// completion it tries the least constraining square first, with restarts (see `run(limit:)`); counting, it tries
/// squares from the lowest index up. It is deterministic: the same queens always give the same answers.
///
/// The masks of each depth live in their own block of one buffer, so backtracking is free.
struct CompletionSearch: ~Copyable {
    /// The board size, 1…64.
    let size: Int

    /// The free row with the fewest safe squares at the start (lowest row on ties), or `nil` when no row is free.
    let mostConstrainedRow: Int?

    /// Safe columns of each free row: `size` words per depth, depth 0 being the given queens.
    private let rowSafe: UnsafeMutablePointer<UInt64>
    /// Safe rows of each free column, laid out like `rowSafe`.
    private let columnSafe: UnsafeMutablePointer<UInt64>
    /// The options of each depth in the order they are tried: 64 words per depth.
    private let scratch: UnsafeMutablePointer<UInt64>
    /// The column of the queen of each row on the current search path; `-1` while the row is free.
    private var columnOfRow: [Int]
    /// The rows without a queen at the start.
    private let rootFreeRows: UInt64
    /// The columns without a queen at the start.
    private let rootFreeColumns: UInt64
    /// Where the search starts, or `nil` when some free row or column has no safe square at all.
    private let rootBranch: Branch?

    /// Counting stops once this many completions were found.
    private var limit = 1
    /// The completions found so far.
    private var found = 0
    /// The first completion found, `columns[row]`.
    private(set) var firstCompletion: [Int]?
    /// Whether options are tried least constraining first (else lowest index first).
    private var ordersOptions = false
    /// How many more placements this attempt may try.
    private var nodesLeft = Int.max
    /// Whether the current attempt ran out of nodes.
    private var exhausted = false
    /// Whether completions are remembered so that a restart does not count them again.
    private var remembersCompletions = false
    /// Every completion found so far, when `remembersCompletions`.
    private var completionsSeen: Set<[Int]> = []
    /// The random source that reorders options on restarts; `nil` on the first attempt.
    private var shuffle: SplitMix64?

    /// Where to branch: every safe square of one free row or one free column.
    private struct Branch {
        /// Whether `line` is a row (otherwise a column).
        var isRow: Bool
        /// The row or column.
        var line: Int
        /// The safe columns of that row, or the safe rows of that column.
        var options: UInt64
    }

    /// Prepares a search around `queens`, which must stand on the board and not attack each other.
    init(size: Int, queens: [Square]) {
        precondition((1...64).contains(size), "the completion search handles boards of 1…64 rows")
        self.size = size
        let levels = size + 1
        rowSafe = .allocate(capacity: levels * size)
        columnSafe = .allocate(capacity: levels * size)
        scratch = .allocate(capacity: levels * 64)
        columnOfRow = Array(repeating: -1, count: size)

        let all: UInt64 = size == 64 ? ~0 : (1 &<< UInt64(size)) &- 1
        var freeRows = all
        var freeColumns = all
        for queen in queens {
            freeRows &= ~(1 &<< UInt64(queen.row))
            freeColumns &= ~(1 &<< UInt64(queen.column))
            columnOfRow[queen.row] = queen.column
        }
        rowSafe.initialize(repeating: 0, count: levels * size)
        columnSafe.initialize(repeating: 0, count: levels * size)
        for row in 0..<size { rowSafe[row] = freeColumns }
        for column in 0..<size { columnSafe[column] = freeRows }
        for queen in queens {
            Self.clearAttacks(of: queen.row, queen.column, in: rowSafe, lines: freeRows)
            Self.clearAttacks(of: queen.column, queen.row, in: columnSafe, lines: freeColumns)
        }
        rootFreeRows = freeRows
        rootFreeColumns = freeColumns

        var tightestRow: Int?
        var tightestCount = Int.max
        var rows = freeRows
        while rows != 0 {
            let row = rows.trailingZeroBitCount
            rows &= rows &- 1
            let count = rowSafe[row].nonzeroBitCount
            if count < tightestCount {
                tightestCount = count
                tightestRow = row
            }
        }
        mostConstrainedRow = tightestRow
        rootBranch = Self.tightestBranch(rowSafe: rowSafe, columnSafe: columnSafe, rows: freeRows, columns: freeColumns)
    }

    deinit {
        rowSafe.deallocate()
        columnSafe.deallocate()
        scratch.deallocate()
    }

    // MARK: Running

    /// Searches until `limit` completions are found or none is left; returns how many were found.
    ///
    /// Records the first completion in `firstCompletion`. Call once per search value.
    ///
    /// A bad early choice can hide a huge subtree without completions, so the search runs in attempts: each tries
    /// the least constraining square first and may place `size² × limit` queens at first, then twice as many on
    /// every restart, with slightly shuffled choices (from a fixed seed). An attempt that ends within its budget has
    /// seen the whole tree, so a board without completion costs at most about twice one full search. Completions
    /// found by earlier attempts are remembered, so none is counted twice. When that first budget is beyond reach
    /// (`limit` near `Int.max`), the tree is counted once, in plain order, without remembering completions.
    mutating func run(limit: Int) -> Int {
        self.limit = limit
        found = 0
        guard limit > 0 else { return 0 }
        if rootFreeRows == 0 {
            record()
            return found
        }
        guard let branch = rootBranch else { return 0 }
        let (firstBudget, beyondReach) = (size * size).multipliedReportingOverflow(by: limit)
        if beyondReach {
            ordersOptions = false
            nodesLeft = .max
            _ = explore(level: 0, freeRows: rootFreeRows, freeColumns: rootFreeColumns, branch: branch)
            return found
        }
        ordersOptions = true
        remembersCompletions = limit > 1
        let rootColumns = columnOfRow
        var budget = firstBudget
        var attempt: UInt64 = 0
        while true {
            nodesLeft = budget
            exhausted = false
            shuffle = attempt == 0 ? nil : SplitMix64(seed: attempt)
            _ = explore(level: 0, freeRows: rootFreeRows, freeColumns: rootFreeColumns, branch: branch)
            guard exhausted && found < limit else { return found }
            columnOfRow = rootColumns
            attempt += 1
            budget = budget.multipliedReportingOverflow(by: 2).overflow ? .max : budget * 2
        }
    }

    /// Tries every option of `branch` at `level`; returns `true` once the search must stop.
    ///
    /// It stops when the limit is reached or the node budget runs out (`exhausted`).
    private mutating func explore(level: Int, freeRows: UInt64, freeColumns: UInt64, branch: Branch) -> Bool {
        let order = scratch + level * 64
        let optionCount = ordersOptions ? sortOptions(of: branch, at: level, rows: freeRows, into: order) : 0
        var options = branch.options
        var index = 0
        while ordersOptions ? index < optionCount : options != 0 {
            let pick: Int
            if ordersOptions {
                pick = Int(order[index] & 63)
                index += 1
            } else {
                pick = options.trailingZeroBitCount
                options &= options &- 1
            }
            nodesLeft &-= 1
            if nodesLeft < 0 {
                exhausted = true
                return true
            }
            let row = branch.isRow ? branch.line : pick
            let column = branch.isRow ? pick : branch.line
            let rows = freeRows & ~(1 &<< UInt64(row))
            let columns = freeColumns & ~(1 &<< UInt64(column))
            columnOfRow[row] = column
            if rows == 0 {
                record()
                if found >= limit { return true }
            } else if let next = place(row, column, from: level, rows: rows, columns: columns) {
                if explore(level: level + 1, freeRows: rows, freeColumns: columns, branch: next) { return true }
            }
            columnOfRow[row] = -1
        }
        return false
    }

    /// Writes the options of `branch` into `order`, least constraining first; returns how many there are.
    ///
    /// Each word is `cost << 6 | option`, where the cost is how many safe squares of the other free rows the queen
    /// would take (plus a small random amount on restarts), so ties go to the lowest index.
    private mutating func sortOptions(
        of branch: Branch, at level: Int, rows freeRows: UInt64, into order: UnsafeMutablePointer<UInt64>
    ) -> Int {
        var options = branch.options
        if options & (options &- 1) == 0 {
            order[0] = UInt64(options.trailingZeroBitCount)
            return 1
        }
        var count = 0
        while options != 0 {
            let pick = options.trailingZeroBitCount
            options &= options &- 1
            let row = branch.isRow ? branch.line : pick
            let column = branch.isRow ? pick : branch.line
            var cost = UInt64(squaresTaken(by: row, column, at: level, rows: freeRows & ~(1 &<< UInt64(row))))
            if let draw = shuffle?.next() { cost &+= draw % Self.shuffleSpan }
            let key = cost << 6 | UInt64(pick)
            var slot = count
            while slot > 0 && order[slot - 1] > key {
                order[slot] = order[slot - 1]
                slot -= 1
            }
            order[slot] = key
            count += 1
        }
        return count
    }

    /// How far restarts may reorder options: costs within this span of each other may swap.
    private static let shuffleSpan: UInt64 = 8

    /// How many safe squares of the free `rows` a queen on `(row, column)` would take at `level`.
    private func squaresTaken(by row: Int, _ column: Int, at level: Int, rows: UInt64) -> Int {
        let masks = rowSafe + level * size
        let columnBit: UInt64 = 1 &<< UInt64(column)
        var taken = 0
        var remaining = rows
        while remaining != 0 {
            let other = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
            let distance = UInt64(other > row ? other - row : row - other)
            taken &+= (masks[other] & (columnBit | columnBit &<< distance | columnBit &>> distance)).nonzeroBitCount
        }
        return taken
    }

    /// Writes the masks of `level + 1` after a queen on `(row, column)`; `nil` when a free line loses its last square.
    ///
    /// `rows` and `columns` are the lines still free after this queen. Returns the branch to take next.
    private func place(_ row: Int, _ column: Int, from level: Int, rows: UInt64, columns: UInt64) -> Branch? {
        let source = level * size
        let target = source + size
        let columnBit: UInt64 = 1 &<< UInt64(column)
        var best = Branch(isRow: true, line: 0, options: 0)
        var bestCount = Int.max
        var remaining = rows
        while remaining != 0 {
            let other = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
            let distance = UInt64(other > row ? other - row : row - other)
            let safe = rowSafe[source + other] & ~(columnBit | columnBit &<< distance | columnBit &>> distance)
            if safe == 0 { return nil }
            rowSafe[target + other] = safe
            let count = safe.nonzeroBitCount
            if count < bestCount {
                bestCount = count
                best = Branch(isRow: true, line: other, options: safe)
            }
        }
        let rowBit: UInt64 = 1 &<< UInt64(row)
        remaining = columns
        while remaining != 0 {
            let other = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
            let distance = UInt64(other > column ? other - column : column - other)
            let safe = columnSafe[source + other] & ~(rowBit | rowBit &<< distance | rowBit &>> distance)
            if safe == 0 { return nil }
            columnSafe[target + other] = safe
            let count = safe.nonzeroBitCount
            if count < bestCount {
                bestCount = count
                best = Branch(isRow: false, line: other, options: safe)
            }
        }
        return best
    }

    /// Counts the completion on the current path (unless an earlier attempt did) and keeps the first one.
    private mutating func record() {
        if remembersCompletions {
            guard completionsSeen.insert(columnOfRow).inserted else { return }
        }
        found += 1
        if firstCompletion == nil { firstCompletion = columnOfRow }
    }

    // MARK: Start position

    /// Clears, in each of `lines` (rows, or columns), the squares a queen on `(line, cross)` attacks.
    private static func clearAttacks(of line: Int, _ cross: Int, in safe: UnsafeMutablePointer<UInt64>, lines: UInt64) {
        let crossBit: UInt64 = 1 &<< UInt64(cross)
        var remaining = lines
        while remaining != 0 {
            let other = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
            let distance = UInt64(other > line ? other - line : line - other)
            safe[other] &= ~(crossBit | crossBit &<< distance | crossBit &>> distance)
        }
    }

    /// The free row or column with the fewest safe squares, or `nil` when one has none.
    private static func tightestBranch(
        rowSafe: UnsafeMutablePointer<UInt64>, columnSafe: UnsafeMutablePointer<UInt64>, rows: UInt64, columns: UInt64
    ) -> Branch? {
        var best: Branch?
        var bestCount = Int.max
        for (isRow, lines, safe) in [(true, rows, rowSafe), (false, columns, columnSafe)] {
            var remaining = lines
            while remaining != 0 {
                let line = remaining.trailingZeroBitCount
                remaining &= remaining &- 1
                let count = safe[line].nonzeroBitCount
                if count == 0 { return nil }
                if count < bestCount {
                    bestCount = count
                    best = Branch(isRow: isRow, line: line, options: safe[line])
                }
            }
        }
        return best
    }
}
