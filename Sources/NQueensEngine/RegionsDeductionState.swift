/// What a player reasoning about a regions puzzle knows: the queens placed and the squares still possible.
///
/// A square is possible while it holds no queen and has not been ruled out. Each rule of `RegionsDeduction.Rule`
/// is a method that finds its next step; `deduce(upTo:)` applies the rules of a grade until none applies, and
/// `requiredDifficulty()` grades a position. Every rule is sound (it never rules out a square of a solution that
/// keeps the queens) and stays applicable once it applies, so what the rules reach does not depend on the order
/// they are applied in. Everything is 16-bit masks, one per row.
struct RegionsDeductionState: Hashable {
    /// The regions.
    let map: RegionMap

    /// The possible columns of each row, as bits.
    private(set) var possible: [UInt16]

    /// The column of each row's queen, or `-1` while the row is free.
    private(set) var columnOfRow: [Int]

    /// The rows, columns and regions without a queen, as bits.
    private(set) var freeRows: UInt16
    private(set) var freeColumns: UInt16
    private(set) var freeRegions: UInt16

    /// The position with `queens` on the board and `ruledOut` squares ruled out.
    ///
    /// The squares the queens rule out stay possible until `.aroundQueen` steps (or `settle()`) rule them out.
    init(map: RegionMap, queens: [Square] = [], ruledOut: [Square] = []) {
        self.map = map
        let all: UInt16 = map.size == 16 ? ~0 : (1 &<< UInt16(map.size)) &- 1
        possible = Array(repeating: all, count: map.size)
        columnOfRow = Array(repeating: -1, count: map.size)
        freeRows = all
        freeColumns = all
        freeRegions = all
        for queen in queens { place(queen) }
        for square in ruledOut { ruleOut(square) }
    }

    /// The position without queens whose possible squares are `possible` (the columns of each row, as bits).
    init(map: RegionMap, possible: [UInt16]) {
        self.init(map: map)
        self.possible = possible
    }

    /// The number of rows (and columns, and regions).
    var size: Int {
        map.size
    }

    // MARK: Facts

    /// Whether every row holds a queen.
    var isSolved: Bool {
        freeRows == 0
    }

    /// The queens, bottom row first.
    var queens: [Square] {
        columnOfRow.enumerated().compactMap { row, column in column >= 0 ? Square(row: row, column: column) : nil }
    }

    /// Whether `square` is still possible.
    func isPossible(_ square: Square) -> Bool {
        possible[square.row] & (1 &<< UInt16(square.column)) != 0
    }

    /// The possible squares of `unit`, in `Square`'s order.
    func possibleSquares(in unit: RegionsUnit) -> [Square] {
        squares(of: (0..<size).map { row in possible[row] & mask(of: unit, row: row) })
    }

    /// Whether some row, column or region without a queen has no possible square left (the position has no
    /// solution).
    var hasEmptyUnit: Bool {
        var rows = freeRows
        while rows != 0 {
            let row = rows.trailingZeroBitCount
            rows &= rows &- 1
            if possible[row] == 0 { return true }
        }
        var columnsLeft: UInt16 = 0
        var regionsLeft: UInt16 = 0
        for row in 0..<size where possible[row] != 0 {
            columnsLeft |= possible[row]
            regionsLeft |= regions(in: possible[row], row: row)
        }
        return freeColumns & ~columnsLeft != 0 || freeRegions & ~regionsLeft != 0
    }

    // MARK: Changes

    /// Puts a queen on `square`: its row, column and region are filled; the square is no longer possible.
    mutating func place(_ square: Square) {
        columnOfRow[square.row] = square.column
        freeRows &= ~(1 &<< UInt16(square.row))
        freeColumns &= ~(1 &<< UInt16(square.column))
        freeRegions &= ~(1 &<< UInt16(map.region(of: square)))
        possible[square.row] &= ~(1 &<< UInt16(square.column))
    }

    /// Takes `square` out of the possible squares.
    mutating func ruleOut(_ square: Square) {
        possible[square.row] &= ~(1 &<< UInt16(square.column))
    }

    /// Rules out every square a queen rules out (its row, column, region and the squares around it).
    mutating func settle() {
        for queen in queens { removeAround(queen) }
    }

    /// Puts a queen on `square` and rules out everything it rules out.
    mutating func placeAndSettle(_ square: Square) {
        place(square)
        removeAround(square)
    }

    private mutating func removeAround(_ queen: Square) {
        for row in 0..<size { possible[row] &= ~around(queen, row: row) }
    }

    // MARK: Easy: a queen rules out its surroundings

    /// The squares of `row` that a queen on `queen` rules out (other than itself): all of its own row; elsewhere its
    /// column, its region's squares, and in the rows next to it the three columns around it.
    func around(_ queen: Square, row: Int) -> UInt16 {
        if row == queen.row { return ~0 }
        let bit: UInt16 = 1 &<< UInt16(queen.column)
        var mask = bit | map.mask(region: map.region(of: queen), row: row)
        if row == queen.row - 1 || row == queen.row + 1 { mask |= bit &<< 1 | bit &>> 1 }
        return mask
    }

    /// The first queen (bottom row first) that rules out squares still possible, with those squares.
    func aroundQueenStep() -> RegionsDeduction? {
        for queen in queens {
            let squares = squares(of: (0..<size).map { possible[$0] & around(queen, row: $0) })
            if !squares.isEmpty { return .aroundQueen(queen, ruledOut: squares) }
        }
        return nil
    }

    // MARK: Easy: the only possible square

    /// The first region, then row, then column without a queen that has exactly one possible square.
    func onlySquareStep() -> RegionsDeduction? {
        var regions = freeRegions
        while regions != 0 {
            let region = regions.trailingZeroBitCount
            regions &= regions &- 1
            var count = 0
            var last = Square(row: 0, column: 0)
            for row in 0..<size {
                let columns = possible[row] & map.mask(region: region, row: row)
                guard columns != 0 else { continue }
                count += columns.nonzeroBitCount
                last = Square(row: row, column: columns.trailingZeroBitCount)
                if count > 1 { break }
            }
            if count == 1 { return .onlySquare(last, in: .region(region)) }
        }
        var rows = freeRows
        while rows != 0 {
            let row = rows.trailingZeroBitCount
            rows &= rows &- 1
            if possible[row].nonzeroBitCount == 1 {
                return .onlySquare(Square(row: row, column: possible[row].trailingZeroBitCount), in: .row(row))
            }
        }
        var columns = freeColumns
        while columns != 0 {
            let column = columns.trailingZeroBitCount
            columns &= columns &- 1
            let bit: UInt16 = 1 &<< UInt16(column)
            var count = 0
            var last = 0
            for row in 0..<size where possible[row] & bit != 0 {
                count += 1
                last = row
                if count > 1 { break }
            }
            if count == 1 { return .onlySquare(Square(row: last, column: column), in: .column(column)) }
        }
        return nil
    }

    // MARK: Hard: contradiction

    /// The first possible square (bottom row first) a queen on which would leave another row, column or region
    /// without a queen with no possible square; the unit is the first so emptied (rows, columns, then regions).
    func contradictionStep() -> RegionsDeduction? {
        for row in 0..<size {
            var columns = possible[row]
            while columns != 0 {
                let column = columns.trailingZeroBitCount
                columns &= columns &- 1
                let square = Square(row: row, column: column)
                if let unit = unitEmptied(byQueenOn: square) { return .contradiction(square, emptying: unit) }
            }
        }
        return nil
    }

    /// Every possible square the contradiction rule rules out now.
    func contradictionSquares() -> [Square] {
        var found: [Square] = []
        for row in 0..<size {
            var columns = possible[row]
            while columns != 0 {
                let column = columns.trailingZeroBitCount
                columns &= columns &- 1
                let square = Square(row: row, column: column)
                if unitEmptied(byQueenOn: square) != nil { found.append(square) }
            }
        }
        return found
    }

    /// The first row, column or region (other than the queen's own) left without a possible square by a queen on
    /// `square`.
    private func unitEmptied(byQueenOn square: Square) -> RegionsUnit? {
        var columnsLeft: UInt16 = 0
        var regionsLeft: UInt16 = 0
        for row in 0..<size where row != square.row {
            let left = possible[row] & ~around(square, row: row)
            if left == 0, freeRows & (1 &<< UInt16(row)) != 0 { return .row(row) }
            columnsLeft |= left
            regionsLeft |= regions(in: left, row: row)
        }
        let columns = freeColumns & ~(1 &<< UInt16(square.column)) & ~columnsLeft
        if columns != 0 { return .column(columns.trailingZeroBitCount) }
        let regions = freeRegions & ~(1 &<< UInt16(map.region(of: square))) & ~regionsLeft
        if regions != 0 { return .region(regions.trailingZeroBitCount) }
        return nil
    }

    // MARK: Solving

    /// The next step from this position: a queen's surroundings first, then an only square, a confinement, a
    /// contradiction; `nil` when none applies.
    func nextStep() -> RegionsDeduction? {
        aroundQueenStep() ?? onlySquareStep() ?? confinementStep() ?? contradictionStep()
    }

    /// Applies the rules of `difficulty` (the simplest first, each time) until none applies.
    ///
    /// Returns the hardest grade used, or `nil` when no rule was needed. Queens placed before are settled first.
    @discardableResult
    mutating func deduce(upTo difficulty: PuzzleDifficulty) -> PuzzleDifficulty? {
        settle()
        var hardest: PuzzleDifficulty?
        while !isSolved, !hasEmptyUnit {
            if case .onlySquare(let square, _) = onlySquareStep() {
                placeAndSettle(square)
                hardest = max(hardest ?? .easy, .easy)
                continue
            }
            guard difficulty >= .medium else { break }
            if let step = confinementStep() {
                for square in step.ruledOutSquares { ruleOut(square) }
                hardest = max(hardest ?? .medium, .medium)
                continue
            }
            guard difficulty >= .hard else { break }
            let squares = contradictionSquares()
            guard !squares.isEmpty else { break }
            for square in squares { ruleOut(square) }
            hardest = .hard
        }
        return hardest
    }

    /// The grade a player needs from this position: the easiest whose rules solve it, or `nil` when all five
    /// rules together do not.
    func requiredDifficulty() -> PuzzleDifficulty? {
        var state = self
        for difficulty in PuzzleDifficulty.allCases {
            state.deduce(upTo: difficulty)
            if state.isSolved { return difficulty }
            if state.hasEmptyUnit { return nil }
        }
        return nil
    }

    // MARK: Bits

    /// The mask of `unit`'s squares in `row`.
    func mask(of unit: RegionsUnit, row: Int) -> UInt16 {
        switch unit {
        case .row(let index): index == row ? ~0 : 0
        case .column(let index): 1 &<< UInt16(index)
        case .region(let index): map.mask(region: index, row: row)
        }
    }

    /// The regions of the squares `columns` of `row`, as bits.
    func regions(in columns: UInt16, row: Int) -> UInt16 {
        var regions: UInt16 = 0
        var remaining = columns
        while remaining != 0 {
            regions |= 1 &<< UInt16(map.region(row: row, column: remaining.trailingZeroBitCount))
            remaining &= remaining &- 1
        }
        return regions
    }

    /// The squares of `regions` (bits) in `row`.
    func union(ofRegions regions: UInt16, row: Int) -> UInt16 {
        var mask: UInt16 = 0
        var remaining = regions
        while remaining != 0 {
            mask |= map.mask(region: remaining.trailingZeroBitCount, row: row)
            remaining &= remaining &- 1
        }
        return mask
    }

    /// The indices of the set bits of `bits`, lowest first.
    func indices(_ bits: UInt16) -> [Int] {
        var indices: [Int] = []
        var remaining = bits
        while remaining != 0 {
            indices.append(remaining.trailingZeroBitCount)
            remaining &= remaining &- 1
        }
        return indices
    }

    /// The squares of per-row column masks, in `Square`'s order.
    func squares(of masks: [UInt16]) -> [Square] {
        var squares: [Square] = []
        for (row, mask) in masks.enumerated() {
            var columns = mask
            while columns != 0 {
                squares.append(Square(row: row, column: columns.trailingZeroBitCount))
                columns &= columns &- 1
            }
        }
        return squares
    }
}
