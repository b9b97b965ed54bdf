/// The count of an N×N board split into independent work units, in a fixed order.
///
/// From 4×4 up, each class of start constellations (see `ConstellationClass`) is one unit when a rotation maps it
/// onto itself (its solutions count once per orbit, so its count and its fundamental share must come whole), and
/// otherwise one unit per free square of its first empty row (the constellation with one more queen): about 40,000
/// units at N = 17, none taking long, so threads and machines share the work evenly. Boards below 4×4 are one unit.
///
/// The list depends on N only, so that every machine of a split count numbers the units alike; part K of P holds
/// the units whose index is K − 1 modulo P, which spreads each class's units over all parts.
struct CountingWork: Sendable {
    /// A work unit.
    enum Unit: Sendable {
        /// The whole board (below 4×4).
        case board
        /// Every solution of a class.
        case wholeClass(Int)
        /// The solutions of a class with one more queen, on the square `bit` of its first empty row (see `RowSearch`).
        case extended(Int, bit: UInt64)
    }

    /// The counts a unit contributes.
    struct Tally: Sendable {
        /// Its share of all the solutions.
        var total: UInt64 = 0
        /// Its share of the fundamental solutions (when asked for).
        var fundamental: UInt64 = 0

        static func + (lhs: Tally, rhs: Tally) -> Tally {
            Tally(total: lhs.total &+ rhs.total, fundamental: lhs.fundamental &+ rhs.fundamental)
        }
    }

    /// The board size, 1…32.
    let size: Int
    /// The classes of start constellations (none below 4×4).
    let classes: [ConstellationClass]
    /// The search of each class's empty rows, between the two edge columns.
    let searches: [RowSearch]
    /// The work units, in their fixed order.
    let units: [Unit]
    /// The arrangements of the last rows that have a table: how far below the first each row lies.
    ///
    /// One per table, none without tables. The tables are built for each count (`makeTable(_:)`), on as many threads
    /// as it uses.
    let tableOffsets: [[Int]]
    /// The translated sets of columns the tables hold patterns for (`nil` without tables).
    let columnSets: ColumnSets?
    /// For each search, the table that counts its last rows, or `nil` when it is searched to the end.
    ///
    /// Only classes that no rotation maps onto themselves have one: their units all weigh 8, so the counts of a
    /// bucket that mixes their states weigh 8 too.
    let tableOfSearch: [Int?]

    /// The work of counting a `size`×`size` board, with the last `tableRows` empty rows of each search counted from
    /// tables when given (and there are more empty rows than that), else searched.
    init(size: Int, tableRows: Int? = nil) {
        self.size = size
        guard size >= 4 else {
            (classes, searches, units, tableOffsets, columnSets, tableOfSearch) = ([], [], [.board], [], nil, [])
            return
        }
        classes = ConstellationClass.all(size: size)
        searches = classes.map {
            RowSearch(size: size, window: 1...(size - 2), queens: $0.constellation.queens(size: size))
        }
        var units: [Unit] = []
        units.reserveCapacity(searches.reduce(0) { $0 + max(1, $1.firstRowChoices.nonzeroBitCount) })
        for (index, search) in searches.enumerated() {
            guard classes[index].symmetry == .none, search.rows > 1 else {
                units.append(.wholeClass(index))
                continue
            }
            var choices = search.firstRowChoices
            while choices != 0 {
                let bit = choices & (0 &- choices)
                choices ^= bit
                units.append(.extended(index, bit: bit))
            }
        }
        self.units = units
        guard let tableRows, (1...(size - 2)).contains(tableRows) else {
            (tableOffsets, columnSets, tableOfSearch) = ([], nil, searches.map { _ in nil })
            return
        }
        (tableOffsets, tableOfSearch) = Self.tables(for: searches, of: classes, rows: tableRows, width: size - 2)
        columnSets = tableOffsets.isEmpty ? nil : ColumnSets(width: size - 2, ones: tableRows)
    }

    /// The arrangements of the last `rows` rows that `searches` need tables for, and which one each uses.
    private static func tables(
        for searches: [RowSearch], of classes: [ConstellationClass], rows: Int, width: Int
    ) -> ([[Int]], [Int?]) {
        var tables: [[Int]] = []
        var tableOfOffsets: [[Int]: Int] = [:]
        let chosen = searches.indices.map { index -> Int? in
            // A unit searches from the second empty row; every diagonal must be in the masks.
            let search = searches[index]
            guard classes[index].symmetry == .none, search.entering.isEmpty, search.rows > rows,
                let offsets = search.lastRowOffsets(rows), BottomPatternTable.fits(width: width, offsets: offsets)
            else { return nil }
            if let index = tableOfOffsets[offsets] { return index }
            tables.append(offsets)
            tableOfOffsets[offsets] = tables.count - 1
            return tables.count - 1
        }
        return (tables, chosen)
    }

    // MARK: Tables

    /// Builds table `index` (of `tableOffsets`).
    func makeTable(_ index: Int) -> BottomPatternTable {
        guard let columnSets else { preconditionFailure("this work has no tables") }
        return BottomPatternTable(offsets: tableOffsets[index], sets: columnSets)
    }

    /// Empty buckets for `tables` (this work's, built by `makeTable(_:)`), or `nil` when it has none.
    func makeBuckets(_ tables: [BottomPatternTable]) -> PatternBuckets? {
        guard let columnSets, !tables.isEmpty else { return nil }
        return PatternBuckets(tables: tables, sets: columnSets)
    }

    // MARK: Counting

    /// The number of levels `count(_:fundamental:levels:)` needs as its search stack.
    var levelCount: Int { size }

    /// Counts the solutions of `unit`, and its share of the fundamental solutions when `fundamental` is set, or,
    /// when given `buckets` and the unit's class has a table, leaves its states in `buckets` and returns the counts of
    /// the buckets that filled (any unit's; `finish(_:fundamental:)` counts the rest).
    ///
    /// - Parameter levels: room for `levelCount` levels.
    func count(
        _ unit: Unit, fundamental: Bool, levels: UnsafeMutablePointer<RowKernel.Level>, buckets: PatternBuckets? = nil
    ) -> Tally {
        switch unit {
        case .board:
            let total = RowSearch(size: size, window: 0...(size - 1), queens: []).count(levels: levels)
            guard fundamental else { return Tally(total: total) }
            return Tally(total: total, fundamental: Self.fundamentalOfWholeBoard(size: size, total: total))
        case .wholeClass(let index):
            let found = classes[index]
            let count = searches[index].count(levels: levels)
            guard fundamental else { return Tally(total: found.weight &* count) }
            return Tally(total: found.weight &* count, fundamental: fundamentalShare(of: found, count: count))
        case .extended(let index, let bit):
            if let buckets, let table = tableOfSearch[index] {
                let search = searches[index]
                let matched = buckets.withSink(table: table, offset: search.offset) { sink in
                    search.count(firstRowQueen: bit, tableRows: buckets.rows, sink: sink, levels: levels)
                }
                return Self.tally(matched: matched, fundamental: fundamental)
            }
            let count = searches[index].count(firstRowQueen: bit, levels: levels)
            // No rotation maps the class onto itself: each solution's orbit meets this constellation once.
            return Tally(total: classes[index].weight &* count, fundamental: fundamental ? count : 0)
        }
    }

    /// Counts the states still waiting in `buckets` and empties them.
    func finish(_ buckets: PatternBuckets, fundamental: Bool) -> Tally {
        Self.tally(matched: buckets.finish(), fundamental: fundamental)
    }

    /// Counts the states still waiting in the buckets of the tables in `range`, those of `others` moved into
    /// `buckets` first, and empties them (see `PatternBuckets.finish(tables:takingFrom:)`).
    func finish(
        _ buckets: PatternBuckets, tables range: Range<Int>, takingFrom others: [PatternBuckets], fundamental: Bool
    ) -> Tally {
        Self.tally(matched: buckets.finish(tables: range, takingFrom: others), fundamental: fundamental)
    }

    /// The counts of `matched` solutions found through tables: each stands for the 8 of its class.
    private static func tally(matched: UInt64, fundamental: Bool) -> Tally {
        Tally(total: 8 &* matched, fundamental: fundamental ? matched : 0)
    }

    /// The fundamental solutions of a class that a rotation maps onto itself, from the `count` of its searched member.
    ///
    /// By Burnside's lemma over the rotations that keep the constellation: the solutions that each keeps, averaged.
    /// (No reflection keeps a valid constellation above 1×1.)
    private func fundamentalShare(of found: ConstellationClass, count: UInt64) -> UInt64 {
        let queens = found.constellation.queens(size: size)
        switch found.symmetry {
        case .none:
            return count
        case .halfTurn:
            let halfTurn = RotationInvariantCount.count(size: size, invariantUnder: .half, containing: queens)
            return (count + halfTurn) / 2
        case .quarterTurn:
            let halfTurn = RotationInvariantCount.count(size: size, invariantUnder: .half, containing: queens)
            let quarterTurn = RotationInvariantCount.count(size: size, invariantUnder: .quarter, containing: queens)
            return (count + halfTurn + 2 * quarterTurn) / 4
        }
    }

    /// The fundamental solutions of a board below 4×4 from its `total`, by Burnside's lemma over all 8 symmetries.
    private static func fundamentalOfWholeBoard(size: Int, total: UInt64) -> UInt64 {
        guard size > 1 else { return total }
        let quarterTurn = RotationInvariantCount.count(size: size, invariantUnder: .quarter)
        let halfTurn = RotationInvariantCount.count(size: size, invariantUnder: .half)
        return (total + 2 * quarterTurn + halfTurn) / 8
    }
}
