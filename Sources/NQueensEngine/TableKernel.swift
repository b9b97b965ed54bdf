/// The counting kernel that stops `rows` empty rows from the bottom and matches the state there against a
/// `BottomPatternTable`: meet in the middle.
///
/// The rows above are searched as `RowKernel` searches them (a stack of levels, lowest free column first, a
/// lookahead); when a queen is placed in the last row above the table's rows, the masks of the row below are the
/// state, and the table's patterns for its empty columns are tested against it four at a time, without branches.
enum TableKernel {
    /// What the hot loop reads of a table and of the search's window.
    struct Matcher {
        let patterns: UnsafePointer<UInt64>
        let starts: UnsafePointer<UInt32>
        let low: UnsafePointer<UInt32>
        let high: UnsafePointer<UInt32>
        let split: UInt64
        let highWidth: Int
        /// The window's width.
        let width: Int
        /// Where the window's first column lies in the masks.
        let offset: UInt64
        /// Rising diagonals move right by this, then left by `risingLeft`, to their place in a key.
        let risingRight: UInt64
        let risingLeft: UInt64
        let halfMask: UInt64
        let halfWidth: UInt64
        /// The number of rows the table fills.
        let rows: Int

        /// The number of the table's patterns that fit the state with these masks (exactly `rows` empty columns).
        @inline(__always)
        func count(_ left: UInt64, _ right: UInt64, _ columns: UInt64) -> UInt64 {
            let empty = ~columns &>> offset
            let entry = low[Int(truncatingIfNeeded: empty & ((1 &<< split) &- 1))]
            let set =
                Int(truncatingIfNeeded: entry &>> 8)
                &+ Int(
                    truncatingIfNeeded: high[
                        Int(truncatingIfNeeded: entry & 0xff) &<< highWidth | Int(truncatingIfNeeded: empty &>> split)])
            let rising = ((left &>> risingRight) &<< risingLeft) & halfMask
            let falling = ((right &>> offset) & halfMask) &<< halfWidth
            let key = rising | falling | BottomPatternTable.padding
            let groups = starts + set &* width
            var firsts = ~(left | right | columns) &>> offset
            var clashes: UInt64 = 0
            var total: UInt64 = 0
            while firsts != 0 {
                let column = firsts.trailingZeroBitCount
                firsts &= firsts &- 1
                var pattern = patterns + Int(truncatingIfNeeded: groups[column])
                let end = patterns + Int(truncatingIfNeeded: groups[column &+ 1])
                total &+= UInt64(truncatingIfNeeded: pattern.distance(to: end))
                while pattern < end {
                    // A pattern that fits leaves `key & pattern` zero; count the others by their highest bit after
                    // or-ing with their negation (any nonzero word turns it on).
                    let a = key & pattern[0]
                    let b = key & pattern[1]
                    clashes &+= ((a | (0 &- a)) &>> 63) &+ ((b | (0 &- b)) &>> 63)
                    pattern += 2
                }
            }
            return total &- clashes
        }
    }

    /// The number of ways to fill `rows` empty rows (more than `matcher.rows`) whose diagonals all start in the
    /// masks, the last `matcher.rows` of them from the table.
    @inline(never)
    static func count(
        rows: Int, left: UInt64, right: UInt64, columns: UInt64, shifts: UnsafePointer<UInt64>, matcher: Matcher,
        levels: UnsafeMutablePointer<RowKernel.Level>
    ) -> UInt64 {
        if rows == matcher.rows { return matcher.count(left, right, columns) }
        // Levels 0 through `inner` are searched; each child of `inner` is the first of the table's rows.
        let inner = levels + (rows &- matcher.rows &- 1)
        var total: UInt64 = 0
        var level = levels
        var shift = shifts
        level.pointee = RowKernel.Level(free: ~(left | right | columns), left: left, right: right, columns: columns)
        while true {
            let free = level.pointee.free
            if free == 0 {
                if level == levels { break }
                level -= 1
                shift -= 1
                continue
            }
            let bit = free & (0 &- free)
            level.pointee.free = free ^ bit
            let childLeft = (level.pointee.left | bit) &<< shift.pointee
            let childRight = (level.pointee.right | bit) &>> shift.pointee
            let childColumns = level.pointee.columns | bit
            let childFree = ~(childLeft | childRight | childColumns)
            if childFree != 0 {
                if level == inner {
                    total &+= matcher.count(childLeft, childRight, childColumns)
                } else {
                    // Lookahead: the row below the child needs a square free of the attacks known so far.
                    let next = shift[1]
                    if ~((childLeft &<< next) | (childRight &>> next) | childColumns) != 0 {
                        level += 1
                        shift += 1
                        level.pointee = RowKernel.Level(
                            free: childFree, left: childLeft, right: childRight, columns: childColumns)
                    }
                }
            }
        }
        return total
    }
}
