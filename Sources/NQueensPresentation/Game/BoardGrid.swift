import NQueensEngine

/// What a hint asks of a square.
public enum HintMark: Hashable, Sendable {
    /// Put a queen here.
    case place
    /// Take the queen off this square.
    case remove
}

/// Everything a front end needs to draw one square of the board.
public struct BoardCell: Hashable, Sendable {
    /// The square.
    public let square: Square

    /// Whether the square is a light one (`a1` is dark, as on a chess board).
    public let isLight: Bool

    /// Whether a queen stands here.
    public let hasQueen: Bool

    /// Whether the queen here attacks another queen.
    public let isConflicting: Bool

    /// Whether the square lies on a line shared by two or more queens (the red attack lines).
    public let isOnAttackLine: Bool

    /// Whether some queen attacks this square; only ever set when the player shows attacked squares.
    public let isAttacked: Bool

    /// What the hint shown asks of this square, if it is the hint's square.
    public let hint: HintMark?

    /// Whether the keyboard cursor is here.
    public let isCursor: Bool

    /// Whether the queen here is one of a puzzle's givens: drawn apart, never removed or moved.
    public let isGiven: Bool

    /// Whether a puzzle's hint ruled this square out (its queen is elsewhere); drawn as a mark on an empty square.
    public let isRuledOut: Bool

    /// Whether the square lies on the row or column the hint shown reasons about.
    public let isOnHintLine: Bool

    /// Whether the player's own mark (✕) shows here: an empty square the player marked and no hint ruled out (a
    /// square ruled out shows as the hint's, whatever the player wrote).
    public let isMarked: Bool

    /// The region the square belongs to in a regions game (its colour is `RegionPalette.color(ofRegion:)`); `nil`
    /// on a classic board.
    public let region: Int?

    /// The sides of the square where another region begins: where every front end draws a thick border, so that
    /// regions read without colour (empty on a classic board; the board's own edge is never a region border).
    public let regionBorders: RegionBorders

    /// Creates a cell from every property.
    public init(
        square: Square, isLight: Bool, hasQueen: Bool, isConflicting: Bool, isOnAttackLine: Bool, isAttacked: Bool,
        hint: HintMark?, isCursor: Bool, isGiven: Bool = false, isRuledOut: Bool = false, isOnHintLine: Bool = false,
        isMarked: Bool = false, region: Int? = nil, regionBorders: RegionBorders = []
    ) {
        self.square = square
        self.isLight = isLight
        self.hasQueen = hasQueen
        self.isConflicting = isConflicting
        self.isOnAttackLine = isOnAttackLine
        self.isAttacked = isAttacked
        self.hint = hint
        self.isCursor = isCursor
        self.isGiven = isGiven
        self.isRuledOut = isRuledOut
        self.isOnHintLine = isOnHintLine
        self.isMarked = isMarked
        self.region = region
        self.regionBorders = regionBorders
    }

    /// What the empty square carries: the hint's "ruled out", the player's mark, or nothing (always nothing under
    /// a queen).
    public var annotation: SquareAnnotation? {
        if hasQueen { return nil }
        if isRuledOut { return .ruledOut }
        return isMarked ? .marked : nil
    }

    /// Whether `square` is a light square (the colour of `a1`'s neighbours).
    public static func isLight(_ square: Square) -> Bool {
        (square.row + square.column) % 2 == 1
    }
}

/// A board ready to draw: its cells in screen order (top rank first) and the labels of its files and ranks.
public struct BoardGrid: Hashable, Sendable {
    /// The number of rows (and columns).
    public let size: Int

    /// The cells row by row, the top rank (row `size - 1`) first, each row from the left file.
    public let rows: [[BoardCell]]

    /// The file labels from the left (`a`, `b`, `c` and so on).
    public let fileLabels: [String]

    /// The rank labels from the top: `8`, `7`, … `1` on an 8×8 board.
    public let rankLabels: [String]

    /// The attack lines as strokes between the outermost queens of each conflict line.
    public let attackSegments: [AttackSegment]

    /// Draws `board`: its conflicts and attack lines from the engine, the attacked squares when
    /// `showsAttackedSquares`, the `hint`'s square, the `cursor` and the player's `marks`; for a puzzle, its
    /// `givens`, the squares `ruledOut` and the `hintLine` a deduction reasons about.
    public init(
        board: Board, showsAttackedSquares: Bool = false, hint: Hint? = nil, cursor: Square? = nil,
        givens: Set<Square> = [], ruledOut: Set<Square> = [], marks: Set<Square> = [], hintLine: Line? = nil
    ) {
        self.init(
            board: board, highlights: ClassicRules(puzzle: nil).highlights(on: board),
            showsAttackedSquares: showsAttackedSquares, hint: hint, cursor: cursor, givens: givens,
            ruledOut: ruledOut, marks: marks, hintLine: hintLine)
    }

    /// Draws `board` with what its rules show (`highlights`) and, in a regions game, its `regions` and their
    /// borders; the other arguments as the classic initializer's.
    init(
        board: Board, highlights: BoardHighlights, regions: RegionMap? = nil, showsAttackedSquares: Bool = false,
        hint: Hint? = nil, cursor: Square? = nil, givens: Set<Square> = [], ruledOut: Set<Square> = [],
        marks: Set<Square> = [], hintLine: Line? = nil
    ) {
        let size = board.size
        func index(_ square: Square) -> Int { square.row * size + square.column }
        var queens = [Bool](repeating: false, count: size * size)
        var conflicting = queens
        var attackLines = queens
        var attacked = queens
        for queen in board.queens { queens[index(queen)] = true }
        for square in highlights.attackLines where square.isOnBoard(ofSize: size) { attackLines[index(square)] = true }
        for queen in highlights.conflicting where queen.isOnBoard(ofSize: size) { conflicting[index(queen)] = true }
        if showsAttackedSquares {
            for square in highlights.attacked where square.isOnBoard(ofSize: size) { attacked[index(square)] = true }
        }
        let regions = regions?.size == size ? regions : nil
        let hintSquare = hint?.square
        let hintMark: HintMark? = hint.map { $0.isRemoval ? .remove : .place }
        self.size = size
        self.rows = (0..<size).reversed().map { row in
            (0..<size).map { column in
                let square = Square(row: row, column: column)
                let flag = row * size + column
                return BoardCell(
                    square: square, isLight: BoardCell.isLight(square), hasQueen: queens[flag],
                    isConflicting: conflicting[flag], isOnAttackLine: attackLines[flag], isAttacked: attacked[flag],
                    hint: square == hintSquare ? hintMark : nil, isCursor: square == cursor,
                    isGiven: queens[flag] && givens.contains(square),
                    isRuledOut: !queens[flag] && ruledOut.contains(square),
                    isOnHintLine: hintLine.map { Line($0.kind, through: square) == $0 } ?? false,
                    isMarked: !queens[flag] && !ruledOut.contains(square) && marks.contains(square),
                    region: regions?.region(of: square),
                    regionBorders: regions.map { RegionBorders(of: square, in: $0) } ?? [])
            }
        }
        self.fileLabels = (0..<size).map { BoardGrid.fileLabel($0) }
        self.rankLabels = (0..<size).reversed().map { String($0 + 1) }
        self.attackSegments = highlights.segments
    }

    /// The cell of `square`, or `nil` off the board.
    public func cell(at square: Square) -> BoardCell? {
        guard square.isOnBoard(ofSize: size) else { return nil }
        return rows[size - 1 - square.row][square.column]
    }

    /// Every cell, top rank first.
    public var cells: [BoardCell] {
        rows.flatMap { $0 }
    }

    /// The square drawn at `screenRow` (0 is the top rank) and `screenColumn` (0 is the left file), or `nil`
    /// outside the board: how a front end turns a click into a square.
    public func square(atScreenRow screenRow: Int, column screenColumn: Int) -> Square? {
        let square = Square(row: size - 1 - screenRow, column: screenColumn)
        return square.isOnBoard(ofSize: size) ? square : nil
    }

    private static let fileLetters = "abcdefghijklmnopqrstuvwxyz".map { String($0) }

    /// The file's letter (`a` for column 0), or its 1-based number past `z`.
    private static func fileLabel(_ column: Int) -> String {
        fileLetters.indices.contains(column) ? fileLetters[column] : String(column + 1)
    }
}

// MARK: - Region borders

/// The sides of a square where another region begins (a regions board's thick lines).
public struct RegionBorders: OptionSet, Hashable, Sendable {
    /// The sides as bits.
    public let rawValue: UInt8

    /// Creates the set from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The side toward the top rank.
    public static let top = RegionBorders(rawValue: 1 << 0)
    /// The side toward the bottom rank.
    public static let bottom = RegionBorders(rawValue: 1 << 1)
    /// The side toward the left file.
    public static let left = RegionBorders(rawValue: 1 << 2)
    /// The side toward the right file.
    public static let right = RegionBorders(rawValue: 1 << 3)

    /// The sides of `square` whose neighbour on `map` lies in another region (the board's edge is no border).
    init(of square: Square, in map: RegionMap) {
        var borders: RegionBorders = []
        let own = map.region(of: square)
        let sides: [(RegionBorders, Int, Int)] = [(.top, 1, 0), (.bottom, -1, 0), (.left, 0, -1), (.right, 0, 1)]
        for (side, rowStep, columnStep) in sides {
            let neighbour = Square(row: square.row + rowStep, column: square.column + columnStep)
            if neighbour.isOnBoard(ofSize: map.size), map.region(of: neighbour) != own { borders.insert(side) }
        }
        self = borders
    }
}
