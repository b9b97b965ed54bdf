/// Every way to fill the last few empty rows of a search, for each set of columns they may fill, as a tree: what
/// `TableKernel` counts batches of search states against instead of searching those rows.
///
/// The last `rows` empty rows of a `RowSearch` lie at `offsets` rows below the first of them (0, then increasing:
/// rows holding an edge queen are skipped). When the search reaches the first of them, exactly `rows` columns of its
/// window are empty, and a way to fill the rows (a pattern) puts one queen in each row, each in one of those columns,
/// no two attacking each other. A pattern fits a state when none of its queens stands on a diagonal the state's masks
/// hold.
///
/// Patterns are stored per set of columns translated so that its lowest column is 0 (`ColumnSets`: a state's set
/// and diagonals move together, so one list serves every translate), as a tree in preorder: a node is the queen of
/// one row on one of the set's columns, and its children the ways to go on in the next row; branches that cannot be
/// completed are left out. `TableKernel.Flush` walks the tree once for 128 states at a time.
struct BottomPatternTable: Sendable {
    /// The number of rows the table fills.
    let rows: Int
    /// How far below the first row each row lies (the first 0, increasing).
    let offsets: [Int]
    /// How far below the first row the last lies.
    var reach: Int { offsets[offsets.count - 1] }
    /// Where the nodes of each set's tree start in `nodes` (by the set's slot in `ColumnSets`; one more at the end).
    let starts: [UInt32]
    /// The nodes of every set's tree, set after set, each tree in preorder.
    ///
    /// A node places a queen in row `row` (bits 7…9) on the set's column `index` (its `index`-th lowest): bits 0…6
    /// are `row << 3 | index`, its operand in `TableKernel.Flush`. The second-to-last row's node is a leaf that
    /// places the last row's queen too, on the only column left: bits 0…6 are `64 | index << 3 | last`. Bits 10…31
    /// hold the number of nodes below a node, which the walk skips when no state of its batch fits the branch.
    let nodes: [UInt32]
    /// The most leaves (patterns) of one set's tree.
    let maximumLeaves: Int

    /// The rows a table can fill: a node's row and column take 3 bits each, and its leaves fill two rows.
    static let rowRange = 2...8

    /// Whether a table of the rows at `offsets` fits a window `width` columns wide: a state's diagonals, translated
    /// and packed, must fit in two 32-bit halves (`TableKernel.Sink`).
    static func fits(width: Int, offsets: [Int]) -> Bool {
        guard let reach = offsets.last, rowRange.contains(offsets.count) else { return false }
        return width + reach <= 32
    }

    /// The patterns of the rows at `offsets` (the first 0, increasing) for each of `sets`.
    ///
    /// `fits(width:offsets:)` must hold for the sets' width.
    init(offsets: [Int], sets: ColumnSets) {
        precondition(
            Self.fits(width: sets.width, offsets: offsets) && offsets.first == 0 && offsets.count == sets.ones,
            "no such table")
        self.offsets = offsets
        rows = offsets.count
        var builder = TreeBuilder(offsets: offsets)
        var starts: [UInt32] = []
        starts.reserveCapacity(sets.count + 1)
        for (slot, set) in sets.sets.enumerated() {
            starts.append(UInt32(builder.count))
            // A set's mirror image (its columns reversed) has the mirror image of its tree: copy it when it is built.
            let mirror = Int(sets.slotOfSet[Int(sets.mirror(of: set) >> 1)])
            if mirror < slot {
                builder.addMirror(ofNodes: Int(starts[mirror])..<Int(starts[mirror + 1]))
            } else {
                builder.addTree(of: set)
            }
        }
        starts.append(UInt32(builder.count))
        self.starts = starts
        maximumLeaves = builder.maximumLeaves
        nodes = builder.finish()
    }

    /// The memory the table takes, in bytes.
    var byteCount: Int { (starts.count + nodes.count) * 4 }
}

// MARK: - Building the trees

/// Writes the pattern trees of sets of columns, node by node, into memory it grows by doubling.
private struct TreeBuilder {
    private let rows: Int
    /// The most leaves of one set's tree so far.
    private(set) var maximumLeaves = 0
    private var buffer: UnsafeMutablePointer<UInt32>
    private var capacity = 1 << 12
    private(set) var count = 0
    /// The search's state per row: the shift of the pattern's diagonals to the next row, the columns left, the
    /// pattern's diagonals, the columns still to try, the node written for the choice being tried, and whether a
    /// choice of the row led to a full pattern; then the index of each column in the set.
    private let gaps: UnsafeMutablePointer<UInt32>
    private let free: UnsafeMutablePointer<UInt32>
    private let rising: UnsafeMutablePointer<UInt32>
    private let falling: UnsafeMutablePointer<UInt32>
    private let choices: UnsafeMutablePointer<UInt32>
    private let node: UnsafeMutablePointer<Int>
    private let completed: UnsafeMutablePointer<Bool>
    private let indexOfColumn: UnsafeMutablePointer<UInt32>

    init(offsets: [Int]) {
        rows = offsets.count
        buffer = .allocate(capacity: capacity)
        gaps = .allocate(capacity: rows)
        for row in 0..<rows { gaps[row] = row + 1 < rows ? UInt32(offsets[row + 1] - offsets[row]) : 0 }
        free = .allocate(capacity: rows)
        rising = .allocate(capacity: rows)
        falling = .allocate(capacity: rows)
        choices = .allocate(capacity: rows)
        node = .allocate(capacity: rows)
        completed = .allocate(capacity: rows)
        indexOfColumn = .allocate(capacity: 32)
    }

    /// The nodes written; the builder is spent.
    func finish() -> [UInt32] {
        defer {
            for memory in [gaps, free, rising, falling, choices, indexOfColumn] { memory.deallocate() }
            node.deallocate()
            completed.deallocate()
            buffer.deallocate()
        }
        return Array(UnsafeBufferPointer(start: buffer, count: count))
    }

    /// Appends the tree of `set` (its columns are its bits): a depth-first search of the rows, lowest free column
    /// first, that writes each queen as a node and takes back the nodes of a choice that led to no full pattern.
    mutating func addTree(of set: UInt32) {
        var bits = set
        var index: UInt32 = 0
        while bits != 0 {
            indexOfColumn[bits.trailingZeroBitCount] = index
            index += 1
            bits &= bits &- 1
        }
        // A tree has fewer nodes than its set has ordered choices of columns for all but the last row.
        var most = 1
        for row in 0..<(rows - 1) { most *= set.nonzeroBitCount - row }
        reserve(count + most * (rows - 1))
        // Locals, so that the loop keeps them in registers (writes through the pointers could change properties).
        let (buffer, start, pairRow) = (buffer, count, rows - 2)
        let (gaps, free, rising, falling) = (gaps, free, rising, falling)
        let (choices, node, completed, indexOfColumn) = (choices, node, completed, indexOfColumn)
        var count = start
        var leaves = 0
        var row = 0
        (free[0], rising[0], falling[0], choices[0], completed[0]) = (set, 0, 0, set, false)
        while true {
            let left = choices[row]
            if left == 0 {
                guard row > 0 else { break }
                row -= 1
                let written = node[row]
                if completed[row + 1] {
                    buffer[written] |= UInt32(truncatingIfNeeded: count &- written &- 1) << 10
                    completed[row] = true
                } else {
                    count = written
                }
                continue
            }
            let bit = left & (0 &- left)
            choices[row] = left ^ bit
            let column = indexOfColumn[bit.trailingZeroBitCount]
            let gap = gaps[row]
            let nextRising = (rising[row] | bit) &<< gap
            let nextFalling = (falling[row] | bit) &>> gap
            let rest = free[row] ^ bit
            if row == pairRow {
                // The last row's queen can only stand on the column left.
                if rest & ~(nextRising | nextFalling) != 0 {
                    buffer[count] = UInt32(row) << 7 | 64 | column << 3 | indexOfColumn[rest.trailingZeroBitCount]
                    count &+= 1
                    leaves &+= 1
                    completed[row] = true
                }
                continue
            }
            node[row] = count
            buffer[count] = UInt32(row) << 7 | UInt32(row) << 3 | column
            count &+= 1
            row += 1
            (free[row], rising[row], falling[row]) = (rest, nextRising, nextFalling)
            (choices[row], completed[row]) = (rest & ~(nextRising | nextFalling), false)
        }
        precondition(count - start < 1 << 22, "a pattern tree too large to skip")
        self.count = count
        maximumLeaves = max(maximumLeaves, leaves)
    }

    /// Appends the tree of the mirror image of the set whose tree is `nodes`: the same nodes, each column index `i`
    /// turned into `rows - 1 - i`.
    mutating func addMirror(ofNodes nodes: Range<Int>) {
        reserve(count + nodes.count)
        var mirrored = [UInt32](repeating: 0, count: 128)
        let last = UInt32(rows - 1)
        for operand in 0..<128 {
            let (pair, high) = (UInt32(operand) & 64, UInt32(operand >> 3) & 7)
            // A node keeps its row in bits 3…5; a leaf has two columns there and in bits 0…2.
            let low = (last &- UInt32(operand) & 7) & 7
            mirrored[operand] = pair != 0 ? 64 | ((last &- high) & 7) << 3 | low : high << 3 | low
        }
        let (buffer, start) = (buffer, count)
        mirrored.withUnsafeBufferPointer { mirrored in
            for (index, node) in nodes.enumerated() {
                let packed = buffer[node]
                buffer[start + index] = packed & ~127 | mirrored[Int(packed & 127)]
            }
        }
        count += nodes.count
    }

    /// Grows the memory to hold at least `needed` nodes.
    private mutating func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        while capacity < needed { capacity *= 2 }
        let grown = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        grown.moveInitialize(from: buffer, count: count)
        buffer.deallocate()
        buffer = grown
    }
}

// MARK: - Sets of columns

/// The sets of `ones` columns of a window `width` columns wide whose lowest column is 0: every set of empty columns
/// a search state can have, translated, and the slot that numbers each.
struct ColumnSets: Sendable {
    /// The window's width.
    let width: Int
    /// The number of columns in each set.
    let ones: Int
    /// The sets, as column bits, in increasing order.
    let sets: [UInt32]
    /// The slot of each set, by `set >> 1` (`UInt32.max` for the values that are no set).
    let slotOfSet: [UInt32]

    /// The number of sets: `C(width - 1, ones - 1)`.
    var count: Int { sets.count }

    init(width: Int, ones: Int) {
        precondition(width >= 1 && width <= 32 && (1...width).contains(ones), "no such sets of columns")
        self.width = width
        self.ones = ones
        var slotOfSet = [UInt32](repeating: .max, count: 1 << (width - 1))
        var sets: [UInt32] = []
        for high in 0..<(1 << (width - 1)) where high.nonzeroBitCount == ones - 1 {
            slotOfSet[high] = UInt32(sets.count)
            sets.append(UInt32(high) << 1 | 1)
        }
        self.sets = sets
        self.slotOfSet = slotOfSet
    }

    /// The memory the index takes, in bytes.
    var byteCount: Int { (sets.count + slotOfSet.count) * 4 }

    /// The set with the columns of `set` reversed (its lowest and highest columns trade places).
    func mirror(of set: UInt32) -> UInt32 {
        let highest = 31 - set.leadingZeroBitCount
        var mirrored: UInt32 = 0
        var bits = set
        while bits != 0 {
            mirrored |= 1 << UInt32(highest - bits.trailingZeroBitCount)
            bits &= bits &- 1
        }
        return mirrored
    }
}
