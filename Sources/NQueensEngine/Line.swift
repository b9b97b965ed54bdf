/// A full line of a board along which a queen attacks: a row, a column or one of the two diagonals.
public struct Line: Hashable, Sendable {
    /// The direction of a line.
    public enum Kind: Int, Hashable, Sendable, CaseIterable {
        /// A horizontal line; the index is the row.
        case row
        /// A vertical line; the index is the column.
        case column
        /// A line rising to the right (`a1`–`h8`); the index is `column - row`.
        case diagonal
        /// A line falling to the right (`a8`–`h1`); the index is `row + column`.
        case antiDiagonal
    }

    /// The direction of the line.
    public let kind: Kind

    /// Which line of that direction: the row, the column, `column - row` or `row + column`.
    public let index: Int

    /// Creates the line of `kind` with `index`.
    public init(kind: Kind, index: Int) {
        self.kind = kind
        self.index = index
    }

    /// The line of `kind` that passes through `square`.
    public init(_ kind: Kind, through square: Square) {
        switch kind {
        case .row: self.init(kind: kind, index: square.row)
        case .column: self.init(kind: kind, index: square.column)
        case .diagonal: self.init(kind: kind, index: square.column - square.row)
        case .antiDiagonal: self.init(kind: kind, index: square.row + square.column)
        }
    }

    /// The four lines through `square`: its row, column, diagonal and anti-diagonal.
    public static func lines(through square: Square) -> [Line] {
        Kind.allCases.map { Line($0, through: square) }
    }

    /// Every square of the line on a `size`×`size` board, edge to edge, from the bottom row (then left column) up.
    public func squares(onBoardOfSize size: Int) -> [Square] {
        guard size > 0 else { return [] }
        switch kind {
        case .row:
            guard (0..<size).contains(index) else { return [] }
            return (0..<size).map { Square(row: index, column: $0) }
        case .column:
            guard (0..<size).contains(index) else { return [] }
            return (0..<size).map { Square(row: $0, column: index) }
        case .diagonal:
            let rows = max(0, -index)..<min(size, size - index)
            return rows.map { Square(row: $0, column: $0 + index) }
        case .antiDiagonal:
            let rows = max(0, index - size + 1)..<min(size, index + 1)
            return rows.map { Square(row: $0, column: index - $0) }
        }
    }
}

// MARK: - Ordering

extension Line: Comparable {
    /// Orders lines by direction (rows, columns, diagonals, anti-diagonals), then by index.
    public static func < (lhs: Line, rhs: Line) -> Bool {
        (lhs.kind.rawValue, lhs.index) < (rhs.kind.rawValue, rhs.index)
    }
}
