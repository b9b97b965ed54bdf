/// The counting kernel that stops `rows` empty rows from the bottom and leaves the state there in a bucket, to be
/// counted with 127 others against a `BottomPatternTable`: meet in the middle, in batches.
///
/// The rows above are searched as `RowKernel` searches them (a stack of levels, lowest free column first, a
/// lookahead). A state is the first table row's masks: its set of empty columns picks the bucket (translated so that
/// its lowest column is 0, see `ColumnSets`), its diagonals are the key stored there. A full bucket is counted at
/// once (`Flush`): its 128 keys are turned into 128-bit words (two SSE2 lanes), one per diagonal, whose bit `i` says
/// whether state `i` leaves that diagonal free, so a walk of the set's pattern tree tests all 128 states with one `&`
/// per node, and drops a branch as soon as no state fits it. Each pattern is read once per 128 states, so the tables
/// stay in the caches where matching each state on its own missed them (128 states were 7% faster than 64 at N = 17,
/// 256 no faster than 128).
enum TableKernel {
    // MARK: Search

    /// The number of solutions counted by the flushes of full buckets while the states of `rows` empty rows (at least
    /// `tableRows`), whose diagonals all start in the masks, are left in `sink`'s buckets.
    ///
    /// - Parameters:
    ///   - shifts: for each empty row, the rows down to the next one (`rows` entries).
    ///   - levels: room for `rows - tableRows` levels.
    @inline(never)
    static func count(
        rows: Int, left: UInt64, right: UInt64, columns: UInt64, shifts: UnsafePointer<UInt64>, tableRows: Int,
        sink: Sink, levels: UnsafeMutablePointer<RowKernel.Level>
    ) -> UInt64 {
        if rows == tableRows { return ~(left | right | columns) != 0 ? sink.add(left, right, columns) : 0 }
        // Levels 0 through `inner` are searched; each child of `inner` is the first of the table's rows.
        let inner = levels + (rows &- tableRows &- 1)
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
                // Lookahead: the row below the child needs a square free of the attacks known so far.
                let next = shift[1]
                if ~((childLeft &<< next) | (childRight &>> next) | childColumns) != 0 {
                    if level == inner {
                        total &+= sink.add(childLeft, childRight, childColumns)
                    } else {
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

    // MARK: Buckets

    /// One table's buckets, where the search leaves the states it reaches at the table's first row.
    struct Sink {
        /// The slot of each translated set of columns, by `set >> 1` (`ColumnSets.slotOfSet`).
        let slotOfSet: UnsafePointer<UInt32>
        /// The table's buckets: 128 keys per slot.
        let states: UnsafeMutablePointer<UInt64>
        /// The number of keys in each bucket.
        let lengths: UnsafeMutablePointer<UInt8>
        /// The bit of the window's first column in the masks.
        let offset: UInt64
        /// Rising diagonals move left by this, then right by `risingRight`, so that the diagonal through the window's
        /// column `-reach` is bit 0 of a key.
        let risingLeft: UInt64
        let risingRight: UInt64
        /// What counts a full bucket.
        let flush: Flush

        /// Leaves the state with these masks (exactly the table's number of empty columns) in its bucket, and
        /// returns the number of solutions found if that filled the bucket and it was counted, else 0.
        ///
        /// The key holds the rising diagonals (window column `c - reach` is bit `c`) in its low half, the falling
        /// ones (window column `c` is bit `c`) in its high half, both moved down by `shift`, the lowest empty column,
        /// so that they line up with the translated set's patterns. What else the masks hold (rising diagonals that
        /// have left the window, falling ones too far right to reach the table's rows) lands at or above bit
        /// `width + reach - shift` of its half, or out of the key, while the patterns' bits lie below it:
        /// `BottomPatternTable.fits` keeps `width + reach` within 32, so no other bit is ever tested
        /// (`PatternTableTests` checks it with noisy masks).
        @inline(__always)
        func add(_ left: UInt64, _ right: UInt64, _ columns: UInt64) -> UInt64 {
            let empty = ~columns &>> offset
            let shift = UInt64(truncatingIfNeeded: empty.trailingZeroBitCount)
            let slot = Int(truncatingIfNeeded: slotOfSet[Int(truncatingIfNeeded: empty &>> (shift &+ 1))])
            let rising = ((left &<< risingLeft) &>> (risingRight &+ shift)) & 0xffff_ffff
            let falling = right &>> (offset &+ shift)
            let bucket = states + slot &<< 7
            let length = Int(truncatingIfNeeded: lengths[slot])
            bucket[length] = rising | falling &<< 32
            if length == 127 {
                lengths[slot] = 0
                return flush.count(bucket, length: 128, slot: slot)
            }
            lengths[slot] = UInt8(truncatingIfNeeded: length &+ 1)
            return 0
        }
    }

    // MARK: Counting a bucket

    /// What counting a bucket reads: one table and some scratch memory.
    struct Flush {
        /// The table's chunks of nodes, and where each slot's tree lies in them (`BottomPatternTable.trees`).
        let chunks: UnsafePointer<UnsafeMutablePointer<UInt32>>
        let trees: UnsafePointer<UInt64>
        /// The translated set of columns of each slot.
        let sets: UnsafePointer<UInt32>
        /// The table's row offsets.
        let offsets: UnsafePointer<Int>
        /// The number of rows the table fills, and how far below the first the last lies.
        let rows: Int
        let reach: Int
        /// Room for 128 operands, 8 masks, 16 words and the table's `maximumLeaves` leaves, two words each.
        let scratch: UnsafeMutablePointer<SIMD2<UInt64>>

        /// The number of pairs of a state among the `length` keys at `states` (1…128; they are overwritten) and a
        /// pattern of `slot` that fits it.
        @inline(never)
        func count(_ states: UnsafeMutablePointer<UInt64>, length: Int, slot: Int) -> UInt64 {
            // Key bit `b` of state `i` is now bit `63 - i % 64` of word `63 - b` of half `i / 64`.
            TableKernel.transpose(states)
            // A bucket counted before it is full may have no second half: its lane stays out of `masks[0]`.
            if length > 64 { TableKernel.transpose(states + 64) }
            let operands = scratch
            prepareOperands(operands, states: states, set: sets[slot])
            let masks = scratch + 128
            masks[0] = SIMD2(
                length >= 64 ? ~0 : ~0 &<< UInt64(truncatingIfNeeded: 64 &- length),
                length > 64 ? ~0 &<< UInt64(truncatingIfNeeded: 128 &- length) : 0)
            let leaves = scratch + 152
            var leafCount = 0
            let tree = trees[slot]
            var node =
                UnsafePointer(chunks[Int(truncatingIfNeeded: tree &>> 40)])
                + Int(truncatingIfNeeded: (tree &>> 20) & 0xf_ffff)
            let end = node + Int(truncatingIfNeeded: tree & 0xf_ffff)
            let pairRow = UInt32(truncatingIfNeeded: rows &- 2)
            while node < end {
                let packed = node.pointee
                let row = (packed &>> 7) & 7
                let fitting = masks[Int(truncatingIfNeeded: row)] & operands[Int(truncatingIfNeeded: packed & 127)]
                if row == pairRow {
                    leaves[leafCount] = fitting
                    leafCount &+= 1
                    node += 1
                } else if fitting[0] | fitting[1] == 0 {
                    node += 1 &+ Int(truncatingIfNeeded: packed &>> 10)
                } else {
                    masks[Int(truncatingIfNeeded: row) &+ 1] = fitting
                    node += 1
                }
            }
            return UnsafeMutableRawPointer(leaves).withMemoryRebound(to: UInt64.self, capacity: 2 &* leafCount) {
                TableKernel.bitCount($0, count: 2 &* leafCount)
            }
        }

        /// Writes the operands of the nodes of `set`'s tree from the transposed `states`: for a queen in row `row`
        /// on the set's column `index`, the states that leave both its diagonals free (operand `row << 3 | index`);
        /// for the last two rows' queens on columns `index` and `last`, the states that leave all four free
        /// (operand `64 | index << 3 | last`).
        @inline(__always)
        private func prepareOperands(
            _ operands: UnsafeMutablePointer<SIMD2<UInt64>>, states: UnsafeMutablePointer<UInt64>, set: UInt32
        ) {
            // Word `63 - b` of each half holds key bit `b`, set for the states attacking that diagonal: rising
            // diagonal `d` (the window's column `d - reach` in the first row) is bit `d`, falling diagonal `d` bit
            // `32 + d`.
            func free(column: Int, row: Int) -> SIMD2<UInt64> {
                let offset = offsets[row]
                let rising = 63 &- (reach &+ column &- offset)
                let falling = 31 &- column &- offset
                return SIMD2(
                    ~(states[rising] | states[falling]), ~(states[64 &+ rising] | states[64 &+ falling]))
            }
            var columns = set
            var index = 0
            let pairRow = rows &- 2
            // The last two rows' singles go aside (after the operands and masks) to be paired.
            let singles = operands + 136
            while columns != 0 {
                let column = Int(truncatingIfNeeded: columns.trailingZeroBitCount)
                columns &= columns &- 1
                for row in 0..<pairRow { operands[row &<< 3 | index] = free(column: column, row: row) }
                singles[index] = free(column: column, row: pairRow)
                singles[8 &+ index] = free(column: column, row: pairRow &+ 1)
                index &+= 1
            }
            for first in 0..<index {
                for last in 0..<index {
                    operands[64 &+ first &<< 3 &+ last] = singles[first] & singles[8 &+ last]
                }
            }
        }
    }

    /// The number of bits set in the `count` words at `words`: Harley and Seal's carry-save adders over blocks of 8
    /// words, one population count per block (the package builds for x86-64 without its `popcnt` instruction).
    @inline(__always)
    static func bitCount(_ words: UnsafePointer<UInt64>, count: Int) -> UInt64 {
        @inline(__always)
        func add(_ a: UInt64, _ b: UInt64, _ c: UInt64) -> (high: UInt64, low: UInt64) {
            let partial = a ^ b
            return ((a & b) | (partial & c), partial ^ c)
        }
        var (ones, twos, fours): (UInt64, UInt64, UInt64) = (0, 0, 0)
        var eights: UInt64 = 0
        var index = 0
        while index &+ 8 <= count {
            let (twosA, onesA) = add(ones, words[index], words[index &+ 1])
            let (twosB, onesB) = add(onesA, words[index &+ 2], words[index &+ 3])
            let (foursA, twosC) = add(twos, twosA, twosB)
            let (twosD, onesC) = add(onesB, words[index &+ 4], words[index &+ 5])
            let (twosE, onesD) = add(onesC, words[index &+ 6], words[index &+ 7])
            let (foursB, twosF) = add(twosC, twosD, twosE)
            let (eightsA, foursC) = add(fours, foursA, foursB)
            (ones, twos, fours) = (onesD, twosF, foursC)
            eights &+= UInt64(truncatingIfNeeded: eightsA.nonzeroBitCount)
            index &+= 8
        }
        var total =
            8 &* eights &+ 4 &* UInt64(truncatingIfNeeded: fours.nonzeroBitCount)
            &+ 2 &* UInt64(truncatingIfNeeded: twos.nonzeroBitCount) &+ UInt64(truncatingIfNeeded: ones.nonzeroBitCount)
        while index < count {
            total &+= UInt64(truncatingIfNeeded: words[index].nonzeroBitCount)
            index &+= 1
        }
        return total
    }

    /// Transposes the 64×64 bit matrix at `words` (16-byte aligned) across its anti-diagonal: bit `j` of word `i`
    /// moves to bit `63 - i` of word `63 - j`.
    ///
    /// The exchange of halves, quarters… of Hacker's Delight (7-3): the halves of a word in each round whose words
    /// lie 2 or more apart, two words at a time in SSE2 registers; the last round word by word.
    @inline(__always)
    static func transpose(_ words: UnsafeMutablePointer<UInt64>) {
        UnsafeMutableRawPointer(words).withMemoryRebound(to: SIMD2<UInt64>.self, capacity: 32) { pairs in
            exchange(pairs, width: 32, mask: 0x0000_0000_ffff_ffff)
            exchange(pairs, width: 16, mask: 0x0000_ffff_0000_ffff)
            exchange(pairs, width: 8, mask: 0x00ff_00ff_00ff_00ff)
            exchange(pairs, width: 4, mask: 0x0f0f_0f0f_0f0f_0f0f)
            exchange(pairs, width: 2, mask: 0x3333_3333_3333_3333)
        }
        var index = 0
        while index < 64 {
            let exchanged = (words[index] ^ (words[index &+ 1] &>> 1)) & 0x5555_5555_5555_5555
            words[index] ^= exchanged
            words[index &+ 1] ^= exchanged &<< 1
            index &+= 2
        }
    }

    /// One round of `transpose` for words `width` apart (2…32), as 32 pairs of words.
    @inline(__always)
    private static func exchange(_ pairs: UnsafeMutablePointer<SIMD2<UInt64>>, width: Int, mask: UInt64) {
        let distance = width / 2
        let masks = SIMD2<UInt64>(repeating: mask)
        let shift = SIMD2<UInt64>(repeating: UInt64(width))
        var block = 0
        while block < 32 {
            for index in block..<(block &+ distance) {
                let low = pairs[index]
                let high = pairs[index &+ distance]
                let exchanged = (low ^ (high &>> shift)) & masks
                pairs[index] = low ^ exchanged
                pairs[index &+ distance] = high ^ (exchanged &<< shift)
            }
            block &+= width
        }
    }
}
