import Testing

@testable import NQueensEngine

@Suite("Pattern tables and batched matching")
struct PatternTableTests {
    @Test("the sets of columns are every set with its lowest column 0, each in its own slot")
    func columnSets() {
        let sets = ColumnSets(width: 9, ones: 4)
        #expect(sets.count == 56)  // C(8, 3)
        #expect(sets.sets == sets.sets.sorted())
        for (slot, set) in sets.sets.enumerated() {
            #expect(set & 1 == 1 && set.nonzeroBitCount == 4 && set < 1 << 9)
            #expect(sets.slotOfSet[Int(set >> 1)] == UInt32(slot))
        }
        #expect(sets.slotOfSet.count { $0 != .max } == sets.count)
    }

    @Test(
        "a table's tree holds exactly the non-attacking placements of each set of columns",
        arguments: [[0, 1, 3], [0, 1, 2, 3], [0, 2, 3, 5]])
    func treeHoldsEveryPlacement(offsets: [Int]) {
        let sets = ColumnSets(width: 8, ones: offsets.count)
        let table = BottomPatternTable(offsets: offsets, sets: sets)
        for (slot, set) in sets.sets.enumerated() {
            let columns = (0..<8).filter { set & (1 << UInt32($0)) != 0 }
            #expect(
                Self.placements(inTreeOf: table, slot: slot, columns: columns)
                    == Self.bruteForcePlacements(columns: columns, offsets: offsets), "set \(columns)")
        }
    }

    @Test("the transpose moves bit j of word i to bit 63 - i of word 63 - j")
    func transpose() {
        var random = SplitMix64(seed: 25)
        let words = (0..<64).map { _ in random.next() }
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 512, alignment: 64).bindMemory(
            to: UInt64.self, capacity: 64)
        defer { memory.deallocate() }
        memory.initialize(from: words, count: 64)
        TableKernel.transpose(memory)
        let moved = Array(UnsafeBufferPointer(start: memory, count: 64))
        for i in 0..<64 {
            for j in 0..<64 {
                #expect((words[i] >> UInt64(j)) & 1 == (moved[63 - j] >> UInt64(63 - i)) & 1)
            }
        }
    }

    /// A state's translated key against the patterns of its translated set counts exactly the placements of its own
    /// columns that no diagonal of its masks attacks, with masks full of other bits (diagonals outside the window,
    /// and the junk that a search leaves above and below it), up to the widest windows a table allows (width and
    /// reach adding up to 32).
    @Test(
        "matching a translated key counts the placements the masks leave free",
        arguments: [
            (12, [0, 1, 2, 3]), (20, [0, 1, 3, 4, 5, 7]), (26, [0, 1, 2, 3, 4, 6]), (25, [0, 1, 2, 4, 5, 7]),
        ])
    func translatedKeysMatch(width: Int, offsets: [Int]) {
        let sets = ColumnSets(width: width, ones: offsets.count)
        #expect(BottomPatternTable.fits(width: width, offsets: offsets))
        let table = BottomPatternTable(offsets: offsets, sets: sets)
        let buckets = PatternBuckets(tables: [table], sets: sets)
        var random = SplitMix64(seed: UInt64(width))
        for trial in 0..<300 {
            let offset = [0, 3, table.reach, 64 - width][trial % 4]
            // Empty columns: `offsets.count` of the window's, the rest full.
            var empty: UInt64 = 0
            while empty.nonzeroBitCount < offsets.count { empty |= 1 << (random.next() % UInt64(width)) }
            let columns = ~(empty << UInt64(offset))
            // Sparse diagonals, so that some placements fit.
            let left = random.next() & random.next() & random.next()
            let right = random.next() & random.next() & random.next()
            var expected: UInt64 = 0
            let columnList = (0..<width).filter { empty & (1 << UInt64($0)) != 0 }
            for placement in Self.bruteForcePlacements(columns: columnList, offsets: offsets) {
                let free = zip(placement, offsets).allSatisfy { column, down in
                    let rising = offset + column - down
                    let falling = offset + column + down
                    return (rising < 0 || left & (1 << UInt64(rising)) == 0)
                        && (falling > 63 || right & (1 << UInt64(falling)) == 0)
                }
                if free { expected += 1 }
            }
            let counted = buckets.withSink(table: 0, offset: offset) { $0.add(left, right, columns) } + buckets.finish()
            #expect(counted == expected, "trial \(trial): offset \(offset), columns \(columnList)")
        }
    }

    @Test("a full bucket is counted at once, and the count is the sum of its states'")
    func fullBucket() {
        let offsets = [0, 1, 2, 3, 4]
        let sets = ColumnSets(width: 10, ones: 5)
        let table = BottomPatternTable(offsets: offsets, sets: sets)
        let buckets = PatternBuckets(tables: [table], sets: sets)
        // Columns 2, 4, 5, 7, 9 empty, nothing on the diagonals: 140 states of one set, each fitting every pattern.
        let columns = ~(UInt64(0b10_1011_0100) << 3)
        let patterns = UInt64(Self.bruteForcePlacements(columns: [2, 4, 5, 7, 9], offsets: offsets).count)
        var counted: [UInt64] = []
        buckets.withSink(table: 0, offset: 3) { sink in
            for _ in 0..<140 { counted.append(sink.add(0, 0, columns)) }
        }
        #expect(counted[127] == 128 * patterns)
        #expect(counted.enumerated().allSatisfy { $0.offset == 127 || $0.element == 0 })
        #expect(buckets.finish() == 12 * patterns)
        #expect(buckets.finish() == 0)
    }

    // MARK: Helpers

    /// Every placement (a column per row) of the columns, all used, with no two queens on a diagonal, sorted.
    private static func bruteForcePlacements(columns: [Int], offsets: [Int]) -> [[Int]] {
        var found: [[Int]] = []
        func place(_ row: Int, _ chosen: [Int]) {
            guard row < offsets.count else {
                found.append(chosen)
                return
            }
            for column in columns where !chosen.contains(column) {
                let clash = chosen.indices.contains { abs(chosen[$0] - column) == offsets[row] - offsets[$0] }
                if !clash { place(row + 1, chosen + [column]) }
            }
        }
        place(0, [])
        return found.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The placements a table's tree holds for `slot`, by walking its nodes in preorder, sorted.
    private static func placements(inTreeOf table: BottomPatternTable, slot: Int, columns: [Int]) -> [[Int]] {
        var found: [[Int]] = []
        var path: [Int] = []
        for node in table.tree(ofSlot: slot) {
            let row = Int((node >> 7) & 7)
            if node & 64 != 0 {
                #expect(row == table.rows - 2)
                found.append(Array(path.prefix(row)) + [columns[Int((node >> 3) & 7)], columns[Int(node & 7)]])
            } else {
                #expect(Int((node >> 3) & 7) == row)
                path = Array(path.prefix(row)) + [columns[Int(node & 7)]]
            }
        }
        return found.sorted { $0.lexicographicallyPrecedes($1) }
    }
}
