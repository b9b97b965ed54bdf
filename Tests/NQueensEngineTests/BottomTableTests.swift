import Testing

@testable import NQueensEngine

@Suite("Counting the last rows from tables")
struct BottomTableTests {
    /// OEIS A000170 and A002562 for N = 1…13.
    private static let totals: [UInt64] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712]
    private static let fundamentals: [UInt64] = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233]

    @Test(
        "the table-based count equals the search's for every constellation class and unit",
        arguments: 4...12, 2...7)
    func tablesMatchTheSearch(size: Int, rows: Int) {
        let searched = CountingWork(size: size)
        let tabled = CountingWork(size: size, tableRows: rows)
        let levels = UnsafeMutablePointer<RowKernel.Level>.allocate(capacity: searched.levelCount)
        defer { levels.deallocate() }
        guard rows <= size - 2 else {
            #expect(tabled.tableOffsets.isEmpty)
            return
        }
        let sets = ColumnSets(width: size - 2, ones: rows)
        var tables: [[Int]: PatternBuckets] = [:]
        var matched = 0
        for (index, search) in searched.searches.enumerated() {
            // The counting work gives tables to the classes whose units are extended; every class fits one here.
            guard search.rows > rows, let offsets = search.lastRowOffsets(rows) else {
                #expect(tabled.tableOfSearch[index] == nil)
                continue
            }
            #expect((tabled.tableOfSearch[index] != nil) == (searched.classes[index].symmetry == .none))
            let buckets =
                tables[offsets]
                ?? PatternBuckets(tables: [BottomPatternTable(offsets: offsets, sets: sets)], sets: sets)
            tables[offsets] = buckets
            func tableCount(_ bit: UInt64?) -> UInt64 {
                let flushed = buckets.withSink(table: 0, offset: search.offset) { sink in
                    search.count(firstRowQueen: bit, tableRows: rows, sink: sink, levels: levels)
                }
                return flushed + buckets.finish()
            }
            matched += 1
            let expected = search.count(levels: levels)
            #expect(tableCount(nil) == expected, "class \(searched.classes[index].code) of N = \(size), \(rows) rows")
            var choices = search.firstRowChoices
            while choices != 0 {
                let bit = choices & (0 &- choices)
                choices ^= bit
                guard search.rows - 1 >= rows else { continue }
                #expect(tableCount(bit) == search.count(firstRowQueen: bit, levels: levels))
            }
        }
        if size >= rows + 5 { #expect(matched > 0) }
        // Unit by unit, the states of many units sharing the buckets, and the buckets counted at the end.
        guard let buckets = tabled.makeBuckets(tabled.tableOffsets.indices.map(tabled.makeTable)) else {
            #expect(tabled.tableOfSearch.allSatisfy { $0 == nil })
            return
        }
        var tally = CountingWork.Tally()
        var expected = CountingWork.Tally()
        for unit in searched.units {
            tally = tally + tabled.count(unit, fundamental: true, levels: levels, buckets: buckets)
            expected = expected + searched.count(unit, fundamental: true, levels: levels)
        }
        tally = tally + tabled.finish(buckets, fundamental: true)
        #expect(tally.total == expected.total && tally.total == Self.totals[size - 1])
        #expect(tally.fundamental == expected.fundamental && tally.fundamental == Self.fundamentals[size - 1])
    }

    @Test("counting with tables gives A000170 and A002562 for N = 1…13", arguments: 1...13, [4, 6])
    func countsWithTables(size: Int, rows: Int) throws {
        let counter = try SolutionCounter(size: size, kernel: .bottomTables(rows: rows))
        #expect(counter.kernel == .bottomTables(rows: rows))
        #expect(counter.countAll() == Self.totals[size - 1])
        #expect(counter.countFundamental() == Self.fundamentals[size - 1])
    }

    @Test("tables count in parallel and in parts to the same totals")
    func tablesInParts() async throws {
        let counter = try SolutionCounter(size: 12, kernel: .bottomTables(rows: 5))
        #expect(counter.tableByteCount > 0)
        #expect(counter.bucketByteCount > 0)
        #expect(try await counter.countAll(threads: 2) == 14_200)
        #expect(try await counter.countFundamental(threads: 3) == 1_787)
        // Each part counts exactly what the search counts for it, so parts counted either way add up alike.
        let searched = try SolutionCounter(size: 12, kernel: .search)
        var total: UInt64 = 0
        for part in 1...3 {
            let share = try await counter.countAll(part: part, of: 3, threads: 2)
            #expect(share == (try await searched.countAll(part: part, of: 3, threads: 1)))
            #expect(
                try await counter.countFundamental(part: part, of: 3, threads: 2)
                    == (try await searched.countFundamental(part: part, of: 3, threads: 2)))
            total += share
        }
        #expect(total == 14_200)
    }

    @Test("buckets filled by several tasks add up when each finishes a share of the tables from all of them")
    func bucketsFinishedInShares() {
        let work = CountingWork(size: 11, tableRows: 4)
        let tables = work.tableOffsets.indices.map(work.makeTable)
        guard let first = work.makeBuckets(tables), let second = work.makeBuckets(tables) else {
            Issue.record("N = 11 has tables of 4 rows")
            return
        }
        let levels = UnsafeMutablePointer<RowKernel.Level>.allocate(capacity: work.levelCount)
        defer { levels.deallocate() }
        var tally = CountingWork.Tally()
        for (index, unit) in work.units.enumerated() {
            let buckets = index % 3 == 0 ? first : second
            tally = tally + work.count(unit, fundamental: true, levels: levels, buckets: buckets)
        }
        let middle = tables.count / 2
        tally = tally + work.finish(first, tables: 0..<middle, takingFrom: [first, second], fundamental: true)
        tally =
            tally + work.finish(second, tables: middle..<tables.count, takingFrom: [first, second], fundamental: true)
        #expect(tally.total == 2_680 && tally.fundamental == 341)
        // Every bucket is empty now.
        #expect(first.finish() == 0 && second.finish() == 0)
    }

    @Test("the game's stoppable count searches, even with tables")
    func stoppableCountSearches() throws {
        let counter = try SolutionCounter(size: 10, kernel: .bottomTables(rows: 4))
        var asked: [UInt64] = []
        #expect(
            counter.countAllOrStop(when: {
                asked.append($0)
                return false
            }) == 724)
        // Each unit's count is known at once: the counts seen grow to the last unit's.
        #expect(asked.count == counter.workUnitCount)
        #expect(asked.last ?? 0 > 0)
    }
}
