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

    /// Creates a cell from every property.
    public init(
        square: Square, isLight: Bool, hasQueen: Bool, isConflicting: Bool, isOnAttackLine: Bool, isAttacked: Bool,
        hint: HintMark?, isCursor: Bool, isGiven: Bool = false, isRuledOut: Bool = false, isOnHintLine: Bool = false,
        isMarked: Bool = false
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
        let size = board.size
        func index(_ square: Square) -> Int { square.row * size + square.column }
        // Flags by square index: one pass over the engine's conflict lines gives both the conflicting queens and
        // the attack lines.
        var queens = [Bool](repeating: false, count: size * size)
        var conflicting = queens
        var attackLines = queens
        var attacked = queens
        for queen in board.queens { queens[index(queen)] = true }
        let conflictLines = board.conflictLines
        for line in conflictLines {
            for square in line.squares(onBoardOfSize: size) { attackLines[index(square)] = true }
        }
        for queen in board.queens where conflictLines.contains(where: { Line($0.kind, through: queen) == $0 }) {
            conflicting[index(queen)] = true
        }
        if showsAttackedSquares {
            for square in board.attackedSquares { attacked[index(square)] = true }
        }
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
                    isMarked: !queens[flag] && !ruledOut.contains(square) && marks.contains(square))
            }
        }
        self.fileLabels = (0..<size).map { BoardGrid.fileLabel($0) }
        self.rankLabels = (0..<size).reversed().map { String($0 + 1) }
        self.attackSegments = AttackSegment.segments(of: board)
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
