/// The states that one counting task has left at the first of the tables' rows, waiting in buckets of 128 (one per
/// table and translated set of columns) to be counted together: `TableKernel`'s workspace.
///
/// Manually allocated so that the hot loop reaches it through plain pointers (no reference counting, no
/// exclusivity checks). One task uses it at a time: `SolutionCounter` hands each task its own, and takes it back
/// with the task's result.
final class PatternBuckets: @unchecked Sendable {
    /// The tables the buckets are counted against, and the sets of columns their slots stand for.
    private let tables: [BottomPatternTable]
    private let sets: ColumnSets
    /// The number of tables and of slots per table.
    private let tableCount: Int
    private let slotCount: Int
    /// Every bucket: 128 keys for each slot of each table.
    private let states: UnsafeMutablePointer<UInt64>
    /// The number of keys in each bucket.
    private let lengths: UnsafeMutablePointer<UInt8>
    /// `TableKernel.Flush`'s scratch memory.
    private let scratch: UnsafeMutablePointer<SIMD2<UInt64>>

    /// Empty buckets for each of `tables`, whose patterns are kept for `sets`.
    init(tables: [BottomPatternTable], sets: ColumnSets) {
        self.tables = tables
        self.sets = sets
        tableCount = tables.count
        slotCount = sets.count
        // Aligned for `TableKernel.transpose`, each bucket on cache lines of its own.
        states = UnsafeMutableRawPointer.allocate(byteCount: max(1, tableCount * slotCount) * 1024, alignment: 64)
            .bindMemory(to: UInt64.self, capacity: max(1, tableCount * slotCount) * 128)
        lengths = .allocate(capacity: max(1, tableCount * slotCount))
        lengths.initialize(repeating: 0, count: max(1, tableCount * slotCount))
        scratch = .allocate(capacity: 152 + tables.reduce(0) { max($0, $1.maximumLeaves) })
    }

    deinit {
        states.deallocate()
        lengths.deallocate()
        scratch.deallocate()
    }

    /// The number of rows the tables fill.
    var rows: Int { sets.ones }

    /// The memory the buckets take, in bytes.
    var byteCount: Int { Self.byteCount(tables: tableCount, slots: slotCount) }

    /// The memory the buckets of `tables` tables of `slots` slots take, in bytes.
    static func byteCount(tables: Int, slots: Int) -> Int { tables * slots * (128 * 8 + 1) }

    /// Runs `body` with the sink of table `index`, for a search whose window's first column is bit `offset` of its
    /// masks.
    func withSink<Result>(table index: Int, offset: Int, _ body: (TableKernel.Sink) -> Result) -> Result {
        let table = tables[index]
        let shift = offset - table.reach
        return withFlush(table, sets: sets) { flush in
            sets.slotOfSet.withUnsafeBufferPointer { slotOfSet in
                body(
                    TableKernel.Sink(
                        slotOfSet: slotOfSet.baseAddress.unsafelyUnwrapped,
                        states: states + index * slotCount * 128, lengths: lengths + index * slotCount,
                        offset: UInt64(offset), risingLeft: UInt64(max(0, -shift)),
                        risingRight: UInt64(max(0, shift)), flush: flush))
            }
        }
    }

    /// Counts every bucket that holds a key and empties it: the number of solutions they hold.
    func finish() -> UInt64 {
        finish(tables: 0..<tableCount, takingFrom: [])
    }

    /// Moves the keys in the buckets of the tables in `range` of `others` (buckets for the same tables) into these,
    /// then counts these buckets of those tables and empties them all: the number of solutions they held.
    ///
    /// Tasks that finish disjoint ranges of tables, each into buckets of its own, can run at once: each writes only
    /// its own buckets and its range of the others'. Moving first counts as many buckets as one task would have
    /// left, not one per task.
    func finish(tables range: Range<Int>, takingFrom others: [PatternBuckets]) -> UInt64 {
        var total: UInt64 = 0
        for index in range {
            let lengths = lengths + index * slotCount
            let states = states + index * slotCount * 128
            total &+= withFlush(tables[index], sets: sets) { flush in
                var total: UInt64 = 0
                for other in others where other !== self {
                    let otherLengths = other.lengths + index * slotCount
                    let otherStates = other.states + index * slotCount * 128
                    for slot in 0..<slotCount where otherLengths[slot] != 0 {
                        let bucket = states + slot * 128
                        var length = Int(lengths[slot])
                        for key in UnsafeBufferPointer(start: otherStates + slot * 128, count: Int(otherLengths[slot]))
                        {
                            bucket[length] = key
                            length += 1
                            if length == 128 {
                                total &+= flush.count(bucket, length: 128, slot: slot)
                                length = 0
                            }
                        }
                        lengths[slot] = UInt8(length)
                        otherLengths[slot] = 0
                    }
                }
                for slot in 0..<slotCount where lengths[slot] != 0 {
                    total &+= flush.count(states + slot * 128, length: Int(lengths[slot]), slot: slot)
                    lengths[slot] = 0
                }
                return total
            }
        }
        return total
    }

    /// Runs `body` with what counts a bucket of `table`.
    private func withFlush<Result>(
        _ table: BottomPatternTable, sets: ColumnSets, _ body: (TableKernel.Flush) -> Result
    ) -> Result {
        table.storage.chunks.withUnsafeBufferPointer { chunks in
            table.trees.withUnsafeBufferPointer { trees in
                table.offsets.withUnsafeBufferPointer { offsets in
                    sets.sets.withUnsafeBufferPointer { columnSets in
                        body(
                            TableKernel.Flush(
                                chunks: chunks.baseAddress.unsafelyUnwrapped,
                                trees: trees.baseAddress.unsafelyUnwrapped,
                                sets: columnSets.baseAddress.unsafelyUnwrapped,
                                offsets: offsets.baseAddress.unsafelyUnwrapped, rows: table.rows, reach: table.reach,
                                scratch: scratch))
                    }
                }
            }
        }
    }
}
