import Testing

@testable import NQueensEngine

@Suite("Counting the last rows from tables")
struct BottomTableTests {
    /// OEIS A000170 and A002562 for N = 1…13.
    private static let totals: [UInt64] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712]
    private static let fundamentals: [UInt64] = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233]

    @Test(
        "the table-based count equals the search's for every constellation class and unit",
        arguments: 5...12, [2, 3, 4, 5, 6])
    func tablesMatchTheSearch(size: Int, rows: Int) {
        let searched = CountingWork(size: size)
        let tabled = CountingWork(size: size, tableRows: rows)
        let levels = UnsafeMutablePointer<RowKernel.Level>.allocate(capacity: searched.levelCount)
        defer { levels.deallocate() }
        var matched = 0
        for (index, search) in searched.searches.enumerated() {
            guard let table = tabled.tableOfSearch[index].map({ tabled.tables[$0] }) else {
                // Only searches too short for the table, or with diagonals entering late, go without.
                #expect(search.rows <= rows || !search.entering.isEmpty)
                continue
            }
            matched += 1
            let expected = search.count(levels: levels)
            #expect(
                search.count(firstRowQueen: nil, table: table, levels: levels) == expected,
                "class \(searched.classes[index].code) of N = \(size), \(rows) table rows")
            var choices = search.firstRowChoices
            var sum: UInt64 = 0
            while choices != 0 {
                let bit = choices & (0 &- choices)
                choices ^= bit
                let one = search.count(firstRowQueen: bit, table: table, levels: levels)
                #expect(one == search.count(firstRowQueen: bit, levels: levels))
                sum += one
            }
            #expect(sum == expected)
        }
        // Every board from 7×7 up has searches longer than the tables.
        #expect(matched > 0 || searched.searches.allSatisfy { $0.rows <= rows })
        if size >= max(9, rows + 4) { #expect(matched > 0) }
        for unit in searched.units {
            #expect(
                tabled.count(unit, fundamental: true, levels: levels).total
                    == searched.count(unit, fundamental: true, levels: levels).total)
        }
    }

    @Test("counting with tables gives A000170 and A002562 for N = 1…13", arguments: 1...13)
    func countsWithTables(size: Int) throws {
        let counter = try SolutionCounter(size: size, kernel: .bottomTables(rows: 4))
        #expect(counter.kernel == .bottomTables(rows: 4))
        #expect(counter.countAll() == Self.totals[size - 1])
        #expect(counter.countFundamental() == Self.fundamentals[size - 1])
    }

    @Test("tables count in parallel and in parts to the same totals")
    func tablesInParts() async throws {
        let counter = try SolutionCounter(size: 12, kernel: .bottomTables(rows: 5))
        #expect(counter.tableByteCount > 0)
        #expect(try await counter.countAll(threads: 2) == 14_200)
        var total: UInt64 = 0
        for part in 1...3 { total += try await counter.countAll(part: part, of: 3, threads: 2) }
        #expect(total == 14_200)
    }

    @Test("a table holds exactly the non-attacking placements of each set of columns")
    func tableHoldsEveryPlacement() {
        let width = 7
        let offsets = [0, 1, 3]
        let table = BottomPatternTable(width: width, offsets: offsets)
        var set: UInt64 = 0b111
        var rank = 0
        while set < 1 << UInt64(width) {
            let columns = (0..<width).filter { set & (1 << UInt64($0)) != 0 }
            #expect(table.rank.rank(of: set) == rank)
            // Brute force: every permutation of the columns, kept when no two queens share a diagonal.
            var expected: [UInt64] = []
            for first in columns {
                for second in columns where second != first {
                    for third in columns where third != first && third != second {
                        let queens = [first, second, third]
                        let clash = (0..<3).contains { a in
                            (0..<a).contains { b in abs(queens[a] - queens[b]) == offsets[a] - offsets[b] }
                        }
                        guard !clash else { continue }
                        var packed: UInt64 = 0
                        for (row, column) in queens.enumerated() {
                            packed |= 1 << UInt64(column - offsets[row] + table.reach)
                            packed |= 1 << UInt64(column + offsets[row] + table.halfWidth)
                        }
                        expected.append(packed)
                    }
                }
            }
            let start = Int(table.starts[rank * width])
            let end = Int(table.starts[(rank + 1) * width])
            let stored = table.patterns[start..<end].filter { $0 != BottomPatternTable.padding }
            #expect(stored.sorted() == expected.sorted(), "set \(columns)")
            let lowest = set & (0 &- set)
            let ripple = set &+ lowest
            set = ripple | (((set ^ ripple) >> 2) / lowest)
            rank += 1
        }
        #expect(rank == table.rank.count)
        #expect(table.rank.count == 35)
    }
}
