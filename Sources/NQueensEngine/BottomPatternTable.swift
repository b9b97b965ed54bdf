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
    /// The nodes of every set's tree, each tree in preorder, in memory that never moves.
    ///
    /// A node places a queen in row `row` (bits 7…9) on the set's column `index` (its `index`-th lowest): bits 0…6
    /// are `row << 3 | index`, its operand in `TableKernel.Flush`. The second-to-last row's node is a leaf that
    /// places the last row's queen too, on the only column left: bits 0…6 are `64 | index << 3 | last`. Bits 10…31
    /// hold the number of nodes below a node, which the walk skips when no state of its batch fits the branch.
    let storage: NodeChunks
    /// Where each set's tree lies (by the set's slot in `ColumnSets`): its chunk in `storage` (bits 40…63), its
    /// first node there (bits 20…39) and its number of nodes (bits 0…19).
    let trees: [UInt64]
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
        var trees: [UInt64] = []
        trees.reserveCapacity(sets.count)
        for (slot, set) in sets.sets.enumerated() {
            // A set's mirror image (its columns reversed) has the mirror image of its tree: copy it when it is built.
            let mirror = Int(sets.slotOfSet[Int(sets.mirror(of: set) >> 1)])
            trees.append(mirror < slot ? builder.addMirror(of: trees[mirror]) : builder.addTree(of: set))
        }
        self.trees = trees
        maximumLeaves = builder.maximumLeaves
        storage = builder.finish()
    }

    /// The nodes of the tree of the set in `slot` (valid while the table lives).
    func tree(ofSlot slot: Int) -> UnsafeBufferPointer<UInt32> {
        storage.tree(trees[slot])
    }

    /// The number of nodes of all the trees.
    var nodeCount: Int { trees.reduce(0) { $0 + Int($1 & 0xf_ffff) } }

    /// The memory the table takes, in bytes.
    var byteCount: Int { storage.byteCount + trees.count * 8 }
}

// MARK: - Storage

/// The memory of a table's trees: chunks that stay where they are as more are added (no copying while a table
/// grows), released with the last copy of the table.
///
/// Written only while its table is built; after that many threads read it at once.
final class NodeChunks: @unchecked Sendable {
    /// The number of nodes a chunk holds.
    static let capacity = 1 << 20
    /// The chunks, each of `capacity` nodes.
    private(set) var chunks: [UnsafeMutablePointer<UInt32>] = []
    /// The nodes written into the last chunk.
    fileprivate var lastCount = 0

    deinit {
        for chunk in chunks { chunk.deallocate() }
    }

    /// Starts a new chunk.
    fileprivate func addChunk() {
        chunks.append(.allocate(capacity: Self.capacity))
        lastCount = 0
    }

    /// The memory the chunks hold, in bytes (the last one as far as it is written: the rest is never touched).
    var byteCount: Int { max(0, chunks.count - 1) * Self.capacity * 4 + lastCount * 4 }

    /// The nodes of the tree at `place` (packed as in `BottomPatternTable.trees`).
    func tree(_ place: UInt64) -> UnsafeBufferPointer<UInt32> {
        UnsafeBufferPointer(
            start: chunks[Int(place >> 40)] + Int((place >> 20) & 0xf_ffff), count: Int(place & 0xf_ffff))
    }
}

// MARK: - Building the trees

/// Writes the pattern trees of sets of columns, node by node, into chunks of memory.
private struct TreeBuilder {
    private let rows: Int
    /// The most leaves of one set's tree so far.
    private(set) var maximumLeaves = 0
    private let storage = NodeChunks()
    /// The shift of the pattern's diagonals from each row to the next, and the index of each column in the set.
    private let gaps: UnsafeMutablePointer<UInt32>
    private let indexOfColumn: UnsafeMutablePointer<UInt32>

    init(offsets: [Int]) {
        rows = offsets.count
        gaps = .allocate(capacity: rows)
        for row in 0..<rows { gaps[row] = row + 1 < rows ? UInt32(offsets[row + 1] - offsets[row]) : 0 }
        indexOfColumn = .allocate(capacity: 32)
    }

    /// The nodes written; the builder is spent.
    func finish() -> NodeChunks {
        gaps.deallocate()
        indexOfColumn.deallocate()
        return storage
    }

    /// Where the next tree goes, with room for `most` nodes: a new chunk when the last one lacks it.
    private func place(forAtMost most: Int) -> (chunk: Int, start: Int) {
        precondition(most <= NodeChunks.capacity, "a pattern tree larger than a chunk")
        if storage.chunks.isEmpty || storage.lastCount + most > NodeChunks.capacity { storage.addChunk() }
        return (storage.chunks.count - 1, storage.lastCount)
    }

    /// Records a tree of `count` nodes written at `place`, and returns where it lies (`BottomPatternTable.trees`).
    private func close(_ place: (chunk: Int, start: Int), count: Int) -> UInt64 {
        storage.lastCount = place.start + count
        return UInt64(place.chunk) << 40 | UInt64(place.start) << 20 | UInt64(count)
    }

    /// Writes the tree of `set` (its columns are its bits) and returns where it lies.
    mutating func addTree(of set: UInt32) -> UInt64 {
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
        let place = place(forAtMost: most * (rows - 1))
        let context = TreeContext(
            buffer: storage.chunks[place.chunk] + place.start, gaps: gaps, indexOfColumn: indexOfColumn,
            pairRow: rows - 2)
        let (count, leaves) = Self.addChildren(row: 0, free: set, rising: 0, falling: 0, context, count: 0, leaves: 0)
        maximumLeaves = max(maximumLeaves, leaves)
        return close(place, count: count)
    }

    /// What the search writing a tree reads: where the nodes go, the shift of the diagonals from each row to the
    /// next, the index of each column in the set, and the row of the leaves.
    private struct TreeContext {
        let buffer: UnsafeMutablePointer<UInt32>
        let gaps: UnsafeMutablePointer<UInt32>
        let indexOfColumn: UnsafeMutablePointer<UInt32>
        let pairRow: Int
    }

    /// Writes the nodes of every way to fill the rows from `row` on, and returns the new counts of nodes and leaves.
    ///
    /// The columns left are `free`, the pattern's diagonals crossing `row` are `rising` and `falling`, and `count`
    /// nodes (`leaves` of them leaves) are written already. A depth-first search, lowest free column first, that
    /// takes back the nodes of a choice that led to no full pattern.
    private static func addChildren(
        row: Int, free: UInt32, rising: UInt32, falling: UInt32, _ context: TreeContext, count: Int, leaves: Int
    ) -> (count: Int, leaves: Int) {
        var (count, leaves) = (count, leaves)
        var choices = free & ~(rising | falling)
        let gap = context.gaps[row]
        let buffer = context.buffer
        if row == context.pairRow {
            // The last row's queen can only stand on the column left.
            while choices != 0 {
                let bit = choices & (0 &- choices)
                choices ^= bit
                let rest = free ^ bit
                if rest & ~(((rising | bit) &<< gap) | ((falling | bit) &>> gap)) != 0 {
                    buffer[count] =
                        UInt32(truncatingIfNeeded: row) << 7 | 64
                        | context.indexOfColumn[bit.trailingZeroBitCount] << 3
                        | context.indexOfColumn[rest.trailingZeroBitCount]
                    count &+= 1
                    leaves &+= 1
                }
            }
            return (count, leaves)
        }
        while choices != 0 {
            let bit = choices & (0 &- choices)
            choices ^= bit
            let written = count
            buffer[written] =
                UInt32(truncatingIfNeeded: row) << 7 | UInt32(truncatingIfNeeded: row) << 3
                | context.indexOfColumn[bit.trailingZeroBitCount]
            let before = leaves
            (count, leaves) = addChildren(
                row: row &+ 1, free: free ^ bit, rising: (rising | bit) &<< gap, falling: (falling | bit) &>> gap,
                context, count: written &+ 1, leaves: leaves)
            if leaves != before {
                buffer[written] |= UInt32(truncatingIfNeeded: count &- written &- 1) << 10
            } else {
                count = written
            }
        }
        return (count, leaves)
    }

    /// Writes the tree of the mirror image of the set whose tree lies at `original`, and returns where it lies: the
    /// same nodes, each column index `i` turned into `rows - 1 - i`.
    mutating func addMirror(of original: UInt64) -> UInt64 {
        let nodes = storage.tree(original)
        let place = place(forAtMost: nodes.count)
        var mirrored = [UInt32](repeating: 0, count: 128)
        let last = UInt32(rows - 1)
        for operand in 0..<128 {
            let (pair, high) = (UInt32(operand) & 64, UInt32(operand >> 3) & 7)
            // A node keeps its row in bits 3…5; a leaf has two columns there and in bits 0…2.
            let low = (last &- UInt32(operand) & 7) & 7
            mirrored[operand] = pair != 0 ? 64 | ((last &- high) & 7) << 3 | low : high << 3 | low
        }
        let buffer = storage.chunks[place.chunk] + place.start
        mirrored.withUnsafeBufferPointer { mirrored in
            for (index, packed) in nodes.enumerated() {
                buffer[index] = packed & ~127 | mirrored[Int(packed & 127)]
            }
        }
        return close(place, count: nodes.count)
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
