/// The counting kernel: bitmask backtracking over the empty rows of a `RowSearch`, lowest free column first.
///
/// Built for speed, and every choice below was measured (instructions under callgrind, and time):
/// - the search stack is an array of `Level`s in caller-provided memory: going down writes one level, going back up
///   only moves a pointer, so the loop keeps few values in registers;
/// - a row has no free square exactly when `~(left | right | columns)` is zero (bits outside the window are set in
///   `columns`), and diagonals of queens further down are already in the masks, so a row costs a few bitwise
///   operations whatever queens were placed;
/// - a child is only pushed when the row after it still has a square free of the attacks known so far (lookahead),
///   which prunes a quarter of the dead ends a row earlier;
/// - the last two rows are counted in straight-line code and the third-to-last in an inner loop, not searched;
/// - no allocation, reference counting, bounds or overflow checks in the loop.
enum RowKernel {
    /// One row of the search: its columns still to try and the masks it was entered with.
    struct Level {
        var free: UInt64
        var left: UInt64
        var right: UInt64
        var columns: UInt64
    }

    /// The number of ways to fill `rows` empty rows whose diagonals all start in the masks.
    ///
    /// - Parameters:
    ///   - shifts: for each empty row, the rows down to the next one (`rows` entries, at least one).
    ///   - levels: room for `rows` levels.
    @inline(never)
    static func count(
        rows: Int, left: UInt64, right: UInt64, columns: UInt64, shifts: UnsafePointer<UInt64>,
        levels: UnsafeMutablePointer<Level>
    ) -> UInt64 {
        search(
            rows: rows, left: left, right: right, columns: columns, shifts: shifts, entering: NoEnteringLines(),
            levels: levels)
    }

    /// The number of ways to fill `rows` empty rows, with diagonals entering the masks as `entering` lists (two words
    /// per row: rising, then falling).
    @inline(never)
    static func count(
        rows: Int, left: UInt64, right: UInt64, columns: UInt64, shifts: UnsafePointer<UInt64>,
        entering: UnsafePointer<UInt64>, levels: UnsafeMutablePointer<Level>
    ) -> UInt64 {
        search(
            rows: rows, left: left, right: right, columns: columns, shifts: shifts,
            entering: EnteringLines(words: entering), levels: levels)
    }

    // MARK: Search

    /// The search, specialised for boards whose diagonals all fit in the first row's masks and for the others.
    @inline(__always)
    private static func search<Entering: EnteringLineSource>(
        rows: Int, left: UInt64, right: UInt64, columns: UInt64, shifts: UnsafePointer<UInt64>,
        entering: Entering, levels: UnsafeMutablePointer<Level>
    ) -> UInt64 {
        switch rows {
        case ...0: return 1
        case 1: return ~(left | right | columns) != 0 ? 1 : 0
        case 2: return lastTwoRows(left, right, columns, shift: shifts[0], attacked: entering.attacked(at: 1))
        case 3: return lastThreeRows(left, right, columns, shifts: shifts, entering: entering, from: 0)
        default: break
        }
        // Levels 0 through `inner` are searched; each child of `inner` is the third-to-last row.
        let inner = levels + (rows &- 4)
        var total: UInt64 = 0
        var level = levels
        var shift = shifts
        level.pointee = Level(free: ~(left | right | columns), left: left, right: right, columns: columns)
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
            let depth = levels.distance(to: level) &+ 1
            let childLeft = ((level.pointee.left | bit) &<< shift.pointee) | entering.left(at: depth)
            let childRight = ((level.pointee.right | bit) &>> shift.pointee) | entering.right(at: depth)
            let childColumns = level.pointee.columns | bit
            let childFree = ~(childLeft | childRight | childColumns)
            if level == inner {
                total &+= lastThreeRows(
                    childLeft, childRight, childColumns, shifts: shifts, entering: entering, from: rows &- 3)
            } else if childFree != 0 {
                // Lookahead: the row below the child needs a square free of the attacks known so far.
                let next = shift[1]
                if ~((childLeft &<< next) | (childRight &>> next) | childColumns) != 0 {
                    level += 1
                    shift += 1
                    level.pointee = Level(free: childFree, left: childLeft, right: childRight, columns: childColumns)
                }
            }
        }
        return total
    }

    /// The ways to fill the last three rows, the first of which has the given masks (empty row `depth`).
    @inline(__always)
    private static func lastThreeRows<Entering: EnteringLineSource>(
        _ left: UInt64, _ right: UInt64, _ columns: UInt64, shifts: UnsafePointer<UInt64>, entering: Entering,
        from depth: Int
    ) -> UInt64 {
        let shift = shifts[depth]
        let lastShift = shifts[depth &+ 1]
        let enteringLeft = entering.left(at: depth &+ 1)
        let enteringRight = entering.right(at: depth &+ 1)
        let lastAttacked = entering.attacked(at: depth &+ 2)
        var total: UInt64 = 0
        var free = ~(left | right | columns)
        while free != 0 {
            let bit = free & (0 &- free)
            free ^= bit
            total &+= lastTwoRows(
                ((left | bit) &<< shift) | enteringLeft, ((right | bit) &>> shift) | enteringRight, columns | bit,
                shift: lastShift, attacked: lastAttacked)
        }
        return total
    }

    /// The ways to fill the last two rows, the first of which has the given masks.
    ///
    /// Exactly two columns are still empty; each of the two possible completions puts one of them in the first row,
    /// if it is free there, and the other in the last row, if nothing attacks it there. Straight-line code without
    /// branches (5% faster than with them): a loop over the free squares would branch unpredictably.
    @inline(__always)
    private static func lastTwoRows(
        _ left: UInt64, _ right: UInt64, _ columns: UInt64, shift: UInt64, attacked: UInt64
    ) -> UInt64 {
        let free = ~(left | right | columns)
        let empty = ~columns
        let first = empty & (0 &- empty)
        let second = empty ^ first
        // Each condition as 0 or 1, combined with `&`: `&&` would branch, and these branches are unpredictable.
        let firstFree: UInt64 = free & first != 0 ? 1 : 0
        let secondFree: UInt64 = free & second != 0 ? 1 : 0
        let secondSafeAfterFirst: UInt64 =
            (((left | first) &<< shift) | ((right | first) &>> shift) | attacked) & second == 0 ? 1 : 0
        let firstSafeAfterSecond: UInt64 =
            (((left | second) &<< shift) | ((right | second) &>> shift) | attacked) & first == 0 ? 1 : 0
        return (firstFree & secondSafeAfterFirst) &+ (secondFree & firstSafeAfterSecond)
    }
}

// MARK: - Diagonals entering late

/// Where the search finds diagonals that enter its masks below the first row (see `RowSearch`).
protocol EnteringLineSource {
    /// The rising diagonals that enter at empty row `depth`.
    func left(at depth: Int) -> UInt64
    /// The falling diagonals that enter at empty row `depth`.
    func right(at depth: Int) -> UInt64
}

extension EnteringLineSource {
    /// Every square that a diagonal entering at empty row `depth` attacks there.
    @inline(__always)
    func attacked(at depth: Int) -> UInt64 { left(at: depth) | right(at: depth) }
}

/// No diagonal enters late: the specialisation the hot path runs.
private struct NoEnteringLines: EnteringLineSource {
    @inline(__always) func left(at depth: Int) -> UInt64 { 0 }
    @inline(__always) func right(at depth: Int) -> UInt64 { 0 }
}

/// Diagonals entering late, two words per empty row.
private struct EnteringLines: EnteringLineSource {
    let words: UnsafePointer<UInt64>
    @inline(__always) func left(at depth: Int) -> UInt64 { words[2 &* depth] }
    @inline(__always) func right(at depth: Int) -> UInt64 { words[2 &* depth &+ 1] }
}
