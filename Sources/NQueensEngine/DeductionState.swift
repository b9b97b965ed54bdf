/// What a player reasoning about a puzzle knows: the queens placed, and the safe squares left in every free row.
///
/// A square is safe when it lies in a row and a column without a queen, no queen attacks it, and it has not been
/// ruled out. The two deduction rules read and change these masks:
/// - the easy rule (`lastSafeSquare()`): a free row or column with exactly one safe square must hold a queen there;
/// - the medium rule (`ruledOutSquares()`): a safe square is ruled out when a queen on it would leave another free
///   row or column with no safe square.
///
/// Both rules are sound (they never remove a square of a solution containing the queens), and each stays applicable
/// once it applies, so the squares they reach do not depend on the order in which they are applied. Everything is
/// bit arithmetic on `UInt64` masks, so the state is deterministic and needs boards of at most 64 rows.
struct DeductionState: Hashable {
    /// The board size, 1…64.
    let size: Int

    /// The safe columns of each row, as bits; 0 for a row with a queen.
    private(set) var safe: [UInt64]

    /// The column of each row's queen, or `-1` while the row is free.
    private(set) var columnOfRow: [Int]

    /// The rows without a queen, as bits.
    private(set) var freeRows: UInt64

    /// The columns without a queen, as bits.
    private(set) var freeColumns: UInt64

    /// The state after `queens` (which must not attack each other) with `ruledOut` squares ruled out.
    init(size: Int, queens: [Square], ruledOut: [Square] = []) {
        precondition((1...64).contains(size), "deductions handle boards of 1…64 rows")
        self.size = size
        let all: UInt64 = size == 64 ? ~0 : (1 &<< UInt64(size)) &- 1
        safe = Array(repeating: all, count: size)
        columnOfRow = Array(repeating: -1, count: size)
        freeRows = all
        freeColumns = all
        for queen in queens { place(queen) }
        for square in ruledOut { ruleOut(square) }
    }

    // MARK: Facts

    /// Whether every row holds a queen.
    var isSolved: Bool {
        freeRows == 0
    }

    /// The queens placed, bottom row first.
    var queens: [Square] {
        columnOfRow.enumerated().compactMap { row, column in column >= 0 ? Square(row: row, column: column) : nil }
    }

    /// Whether `square` is safe now.
    func isSafe(_ square: Square) -> Bool {
        safe[square.row] & (1 &<< UInt64(square.column)) != 0
    }

    /// The number of safe squares in `row`.
    func safeCount(inRow row: Int) -> Int {
        safe[row].nonzeroBitCount
    }

    /// The safe rows of `column`, as bits.
    func safeRows(inColumn column: Int) -> UInt64 {
        let bit: UInt64 = 1 &<< UInt64(column)
        var rows: UInt64 = 0
        var remaining = freeRows
        while remaining != 0 {
            let row = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
            if safe[row] & bit != 0 { rows |= 1 &<< UInt64(row) }
        }
        return rows
    }

    // MARK: Changes

    /// Puts a queen on `square`: its row and column are filled, and every square it attacks stops being safe.
    mutating func place(_ square: Square) {
        let (row, column) = (square.row, square.column)
        columnOfRow[row] = column
        freeRows &= ~(1 &<< UInt64(row))
        freeColumns &= ~(1 &<< UInt64(column))
        safe[row] = 0
        var remaining = freeRows
        while remaining != 0 {
            let other = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
            safe[other] &= ~Self.attackMask(row: other, byQueenAt: row, column)
        }
    }

    /// Takes `square` out of the safe squares.
    mutating func ruleOut(_ square: Square) {
        safe[square.row] &= ~(1 &<< UInt64(square.column))
    }

    // MARK: The easy rule

    /// The first free line with exactly one safe square — rows from the bottom, then columns from the left — as a
    /// deduction, or `nil` when no line has exactly one.
    func lastSafeSquare() -> Deduction? {
        var rows = freeRows
        while rows != 0 {
            let row = rows.trailingZeroBitCount
            rows &= rows &- 1
            if safe[row].nonzeroBitCount == 1 {
                let square = Square(row: row, column: safe[row].trailingZeroBitCount)
                return .lastSafeSquare(square, in: Line(kind: .row, index: row))
            }
        }
        var columns = freeColumns
        while columns != 0 {
            let column = columns.trailingZeroBitCount
            columns &= columns &- 1
            let rowsOfColumn = safeRows(inColumn: column)
            if rowsOfColumn.nonzeroBitCount == 1 {
                let square = Square(row: rowsOfColumn.trailingZeroBitCount, column: column)
                return .lastSafeSquare(square, in: Line(kind: .column, index: column))
            }
        }
        return nil
    }

    // MARK: The medium rule

    /// Every safe square a queen on which would leave another free row or column with no safe square, in row
    /// order, each with the first such line (rows before columns).
    func ruledOutSquares() -> [Deduction] {
        var found: [Deduction] = []
        var rows = freeRows
        while rows != 0 {
            let row = rows.trailingZeroBitCount
            rows &= rows &- 1
            var columns = safe[row]
            while columns != 0 {
                let column = columns.trailingZeroBitCount
                columns &= columns &- 1
                if let line = lineEmptied(byQueenAt: row, column) {
                    found.append(.ruledOut(Square(row: row, column: column), emptying: line))
                }
            }
        }
        return found
    }

    /// The first free line other than its own that a queen on `(row, column)` would leave without a safe square.
    private func lineEmptied(byQueenAt row: Int, _ column: Int) -> Line? {
        var rows = freeRows & ~(1 &<< UInt64(row))
        while rows != 0 {
            let other = rows.trailingZeroBitCount
            rows &= rows &- 1
            if safe[other] & ~Self.attackMask(row: other, byQueenAt: row, column) == 0 {
                return Line(kind: .row, index: other)
            }
        }
        // Columns: the squares left in each are those of free rows other than `row`, not attacked by the queen.
        var left: UInt64 = 0
        rows = freeRows & ~(1 &<< UInt64(row))
        while rows != 0 {
            let other = rows.trailingZeroBitCount
            rows &= rows &- 1
            left |= safe[other] & ~Self.attackMask(row: other, byQueenAt: row, column)
        }
        let emptied = freeColumns & ~(1 &<< UInt64(column)) & ~left
        guard emptied != 0 else { return nil }
        return Line(kind: .column, index: emptied.trailingZeroBitCount)
    }

    // MARK: Solving

    /// Applies the rules of `difficulty` (the easy rule; for medium and up, ruling squares out too) until neither
    /// applies; returns the hardest rule used, or `nil` when none was needed.
    ///
    /// The easy rule goes first whenever it applies, as a player would reason.
    @discardableResult
    mutating func deduce(upTo difficulty: PuzzleDifficulty) -> PuzzleDifficulty? {
        var hardest: PuzzleDifficulty?
        while !isSolved {
            if let step = lastSafeSquare() {
                place(step.square)
                hardest = max(hardest ?? .easy, .easy)
                continue
            }
            guard difficulty >= .medium else { break }
            let ruledOut = ruledOutSquares()
            guard !ruledOut.isEmpty else { break }
            for step in ruledOut { ruleOut(step.square) }
            hardest = .medium
        }
        return hardest
    }

    /// The difficulty a player needs from this state: the easiest whose rules solve it, else hard.
    func requiredDifficulty() -> PuzzleDifficulty {
        var easy = self
        easy.deduce(upTo: .easy)
        if easy.isSolved { return .easy }
        var medium = easy
        medium.deduce(upTo: .medium)
        return medium.isSolved ? .medium : .hard
    }

    // MARK: Bits

    /// The columns of `row` that a queen on `(queenRow, queenColumn)` attacks (its column and two diagonals).
    static func attackMask(row: Int, byQueenAt queenRow: Int, _ queenColumn: Int) -> UInt64 {
        let bit: UInt64 = 1 &<< UInt64(queenColumn)
        let distance = UInt64(row > queenRow ? row - queenRow : queenRow - row)
        return bit | bit &<< distance | bit &>> distance
    }
}
