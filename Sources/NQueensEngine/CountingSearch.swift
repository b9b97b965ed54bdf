/// The single-threaded counting kernel: bitmask backtracking over rows, lowest free column first.
///
/// The search is iterative, with its stack in a fixed-size temporary buffer: no arrays, no reference counting and
/// no bounds checks in the hot loop. The last two rows are counted directly instead of being searched.
enum CountingSearch {
    /// One level of the explicit search stack: the columns still to try in a row and the masks above it.
    private struct Frame {
        var untried: UInt32
        var columns: UInt32
        var left: UInt32
        var right: UInt32
    }

    /// The number of ways to fill the remaining rows of a board of `size` columns from `start` without conflicts.
    ///
    /// - Parameters:
    ///   - start: a conflict-free placement of the first `start.filledRows` rows.
    ///   - size: the board size, 1…32.
    static func completions(of start: PartialPlacement<UInt32>, size: Int) -> UInt64 {
        let board = boardMask(size: size)
        let remainingRows = size &- start.filledRows
        let free = start.freeColumns(within: board)
        switch remainingRows {
        case ...0: return 1
        case 1: return UInt64(truncatingIfNeeded: free.nonzeroBitCount)
        case 2: return lastTwoRows(free: free, columns: start.columns, left: start.left, right: start.right, board)
        default: return search(from: start, free: free, remainingRows: remainingRows, board: board)
        }
    }

    /// The mask of the columns of a board of `size` columns (1…32).
    @inline(__always)
    static func boardMask(size: Int) -> UInt32 {
        size >= 32 ? .max : (1 &<< UInt32(truncatingIfNeeded: size)) &- 1
    }

    // MARK: Kernel

    /// Searches the rows below the last two, which are counted by `lastTwoRows`; `remainingRows` is at least 3.
    private static func search(
        from start: PartialPlacement<UInt32>, free startFree: UInt32, remainingRows: Int, board: UInt32
    ) -> UInt64 {
        withUnsafeTemporaryAllocation(of: Frame.self, capacity: remainingRows) { stack in
            // The level whose children are the last two rows.
            let countingLevel = remainingRows &- 3
            var total: UInt64 = 0
            var depth = 0
            var untried = startFree
            var columns = start.columns
            var left = start.left
            var right = start.right
            while true {
                if untried == 0 {
                    if depth == 0 { break }
                    depth &-= 1
                    let frame = stack[depth]
                    untried = frame.untried
                    columns = frame.columns
                    left = frame.left
                    right = frame.right
                    continue
                }
                let bit = untried & (0 &- untried)
                untried ^= bit
                let childColumns = columns | bit
                let childLeft = (left | bit) &<< 1
                let childRight = (right | bit) &>> 1
                let childFree = board & ~(childColumns | childLeft | childRight)
                if depth == countingLevel {
                    total &+= lastTwoRows(
                        free: childFree, columns: childColumns, left: childLeft, right: childRight, board)
                } else if childFree != 0 {
                    stack[depth] = Frame(untried: untried, columns: columns, left: left, right: right)
                    depth &+= 1
                    untried = childFree
                    columns = childColumns
                    left = childLeft
                    right = childRight
                }
            }
            return total
        }
    }

    /// Counts the ways to fill the last two rows, given the free columns of the first of them.
    ///
    /// Exactly two columns are still empty; each of the two (0, 1 or 2) solutions puts one of them in the first
    /// row, if it is free there, and the other in the last row, if the first queen's diagonals leave it free.
    /// Straight-line code rather than a loop over the free columns, whose branches would be unpredictable.
    @inline(__always)
    private static func lastTwoRows(
        free: UInt32, columns: UInt32, left: UInt32, right: UInt32, _ board: UInt32
    ) -> UInt64 {
        let empty = board & ~columns
        let first = empty & (0 &- empty)
        let second = empty ^ first
        let firstThenSecond = (free & first) != 0 && (((left | first) &<< 1) | ((right | first) &>> 1)) & second == 0
        let secondThenFirst = (free & second) != 0 && (((left | second) &<< 1) | ((right | second) &>> 1)) & first == 0
        return (firstThenSecond ? 1 : 0) &+ (secondThenFirst ? 1 : 0)
    }
}
