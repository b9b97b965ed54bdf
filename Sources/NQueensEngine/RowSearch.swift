/// The count of the ways to fill the empty rows of a board, row by row from row 0, around queens already placed:
/// what `RowKernel` searches.
///
/// Only the columns in a window are searched (the start-constellation count leaves out the two edge columns, whose
/// queens are placed). Column `c` is bit `c - window.lowerBound + offset` of 64-bit masks:
/// - `columns` holds the occupied columns and every bit outside the window, so a row has no free square exactly when
///   `~(left | right | columns)` is zero;
/// - `left` holds the diagonals rising to the right (they move up one bit per row), `right` those falling to the
///   right (down one bit per row), both as they cross the first empty row. The placed queens' diagonals are all
///   there from the start, those of queens further down too: they sit below the window (`left`) or above it
///   (`right`) and move into it row by row. The few that do not fit in 64 bits (from 25×25 for start constellations,
///   about 22×22 for other positions) enter the masks at the first empty row where they do, listed in `entering`.
///
/// Rows holding a queen are jumped: `shifts[d]` is how many rows down the next empty row lies, and the masks move by
/// that much.
struct RowSearch: Sendable {
    /// The number of empty rows to fill.
    let rows: Int
    /// The diagonals rising to the right that cross the first empty row.
    let left: UInt64
    /// The diagonals falling to the right that cross the first empty row.
    let right: UInt64
    /// The occupied columns, and every bit outside the window.
    let columns: UInt64
    /// For each empty row, how many rows further down the next empty row lies (0 for the last; one entry at least).
    let shifts: [UInt64]
    /// The diagonals entering the masks at each empty row (`left` bits, then `right` bits, per row); empty when
    /// every diagonal fits in the first row's masks.
    let entering: [UInt64]
    /// The bit of the window's first column in the masks.
    let offset: Int

    /// Prepares the count of the completions of `queens` on a `size`×`size` board (1…64), searching the columns in
    /// `window`.
    ///
    /// The queens must stand on the board without attacking each other, and the window must hold as many empty
    /// columns as there are empty rows (the columns outside it are full).
    init(size: Int, window: ClosedRange<Int>, queens: [Square]) {
        var emptyRowBits: UInt64 = size >= 64 ? .max : (1 &<< UInt64(size)) &- 1
        for queen in queens { emptyRowBits &= ~(1 &<< UInt64(queen.row)) }
        var emptyRows: [Int] = []
        emptyRows.reserveCapacity(emptyRowBits.nonzeroBitCount)
        var remaining = emptyRowBits
        while remaining != 0 {
            emptyRows.append(remaining.trailingZeroBitCount)
            remaining &= remaining &- 1
        }
        rows = emptyRows.count
        var shifts = [UInt64](repeating: 0, count: max(1, rows))
        for index in emptyRows.indices.dropLast() { shifts[index] = UInt64(emptyRows[index + 1] - emptyRows[index]) }
        self.shifts = shifts
        guard let first = emptyRows.first else {
            (left, right, columns, entering, offset) = (0, 0, .max, [], 0)
            return
        }

        // A line is worth tracking when it crosses the window in some empty row: the rising diagonal
        // `column - row = line` does in the rows `window - line`, the falling `column + row = line` in `line - window`.
        func crossesWindow(inRows range: ClosedRange<Int>) -> Bool {
            let low = max(range.lowerBound, 0)
            let high = min(range.upperBound, size - 1)
            guard low <= high else { return false }
            let span: UInt64 = high - low >= 63 ? .max : (1 &<< UInt64(high - low + 1)) &- 1
            return emptyRowBits & (span &<< UInt64(low)) != 0
        }
        let width = window.count
        var below = 0
        var above = 0
        for queen in queens {
            let rising = queen.column - queen.row
            if crossesWindow(inRows: (window.lowerBound - rising)...(window.upperBound - rising)) {
                below = max(below, window.lowerBound - (first + rising))
            }
            let falling = queen.column + queen.row
            if crossesWindow(inRows: (falling - window.upperBound)...(falling - window.lowerBound)) {
                above = max(above, falling - first - window.upperBound)
            }
        }
        // Room below the window for the rising diagonals still to come in, above it for the falling ones.
        let offset = max(0, width + max(below, 0) + max(above, 0) <= 64 ? below : min(below, 64 - width))
        self.offset = offset
        func bit(_ column: Int) -> Int { column - window.lowerBound + offset }

        var left: UInt64 = 0
        var right: UInt64 = 0
        var entering: [UInt64] = []
        func enter(_ mask: UInt64, atRow index: Int, word: Int) {
            if entering.isEmpty { entering = [UInt64](repeating: 0, count: 2 * emptyRows.count) }
            entering[2 * index + word] |= mask
        }
        for queen in queens {
            let rising = queen.column - queen.row
            if crossesWindow(inRows: (window.lowerBound - rising)...(window.upperBound - rising)) {
                let start = bit(first + rising)
                if start >= 0 {
                    if start < 64 { left |= 1 &<< UInt64(start) }
                } else if let index = emptyRows.firstIndex(where: { bit($0 + rising) >= 0 }) {
                    enter(1 &<< UInt64(bit(emptyRows[index] + rising)), atRow: index, word: 0)
                }
            }
            let falling = queen.column + queen.row
            if crossesWindow(inRows: (falling - window.upperBound)...(falling - window.lowerBound)) {
                let start = bit(falling - first)
                if start < 64 {
                    if start >= 0 { right |= 1 &<< UInt64(start) }
                } else if let index = emptyRows.firstIndex(where: { bit(falling - $0) < 64 }) {
                    enter(1 &<< UInt64(bit(falling - emptyRows[index])), atRow: index, word: 1)
                }
            }
        }
        let windowBits: UInt64 = (width >= 64 ? .max : (1 &<< UInt64(width)) &- 1) &<< UInt64(offset)
        var columns = ~windowBits
        for queen in queens where window.contains(queen.column) { columns |= 1 &<< UInt64(bit(queen.column)) }
        (self.left, self.right, self.columns, self.entering) = (left, right, columns, entering)
    }

    /// A quick estimate of the search's cost: the product of the free squares of the first two empty rows (at most
    /// 64 rows).
    static func estimatedWork(size: Int, queens: [Square]) -> Int {
        var rows: [Int] = []
        for row in 0..<size where !queens.contains(where: { $0.row == row }) {
            rows.append(row)
            if rows.count == 2 { break }
        }
        return rows.reduce(1) { product, row in
            let free = (0..<size).filter { column in
                !queens.contains { $0.attacks(Square(row: row, column: column)) }
            }
            return product * free.count
        }
    }

    /// How far below the first of the last `count` empty rows each of them lies (the first 0), or `nil` when there
    /// are not that many.
    func lastRowOffsets(_ count: Int) -> [Int]? {
        guard count >= 1, count <= rows else { return nil }
        var offsets = [0]
        for index in (rows - count)..<(rows - 1) { offsets.append(offsets[offsets.count - 1] + Int(shifts[index])) }
        return offsets
    }

    /// The free squares of the first empty row, as column bits.
    var firstRowChoices: UInt64 { ~(left | right | columns) }

    /// The number of ways to fill the empty rows, using `levels` (room for `rows` levels) as the search stack.
    func count(levels: UnsafeMutablePointer<RowKernel.Level>) -> UInt64 {
        count(from: 0, left: left, right: right, columns: columns, levels: levels)
    }

    /// The number of ways to fill the empty rows with the first row's queen on `bit` (one of `firstRowChoices`).
    func count(firstRowQueen bit: UInt64, levels: UnsafeMutablePointer<RowKernel.Level>) -> UInt64 {
        guard rows > 0 else { return 0 }
        let shift = shifts[0]
        let (enteringLeft, enteringRight) = entering.isEmpty ? (0, 0) : (entering[2], entering[3])
        return count(
            from: 1, left: ((left | bit) &<< shift) | enteringLeft, right: ((right | bit) &>> shift) | enteringRight,
            columns: columns | bit, levels: levels)
    }

    /// The number of ways to fill the empty rows from empty row `depth` on, whose masks are given.
    private func count(
        from depth: Int, left: UInt64, right: UInt64, columns: UInt64, levels: UnsafeMutablePointer<RowKernel.Level>
    ) -> UInt64 {
        shifts.withUnsafeBufferPointer { shifts in
            let shifts = shifts.baseAddress.unsafelyUnwrapped + depth
            guard !entering.isEmpty else {
                return RowKernel.count(
                    rows: rows - depth, left: left, right: right, columns: columns, shifts: shifts, levels: levels)
            }
            return entering.withUnsafeBufferPointer { entering in
                RowKernel.count(
                    rows: rows - depth, left: left, right: right, columns: columns, shifts: shifts,
                    entering: entering.baseAddress.unsafelyUnwrapped + 2 * depth, levels: levels)
            }
        }
    }
}

// MARK: - Counting the last rows from a table

extension RowSearch {
    /// Searches the empty rows, with the first row's queen on `bit` when given, down to the last `tableRows`, and
    /// leaves the states there in `sink`'s buckets: the number of solutions counted by the buckets that filled.
    ///
    /// At least `tableRows` rows must be left to search, and `entering` must be empty.
    func count(
        firstRowQueen bit: UInt64?, tableRows: Int, sink: TableKernel.Sink,
        levels: UnsafeMutablePointer<RowKernel.Level>
    ) -> UInt64 {
        var (depth, left, right, columns) = (0, left, right, columns)
        if let bit {
            depth = 1
            (left, right, columns) = ((left | bit) &<< shifts[0], (right | bit) &>> shifts[0], columns | bit)
        }
        precondition(rows - depth >= tableRows && entering.isEmpty, "no table fits this search")
        return shifts.withUnsafeBufferPointer { shifts in
            TableKernel.count(
                rows: rows - depth, left: left, right: right, columns: columns,
                shifts: shifts.baseAddress.unsafelyUnwrapped + depth, tableRows: tableRows, sink: sink, levels: levels)
        }
    }
}
