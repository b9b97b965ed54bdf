import NQueensEngine

/// Draws a board as lines of text: rank numbers on the left, file letters (or column numbers) underneath,
/// the top rank first as on a chess diagram.
struct BoardDrawing {
    /// The largest board the `board` format draws.
    static let largestSize = 64

    let size: Int
    let queens: Set<Square>
    let unicode: Bool
    /// Queens drawn apart (outlined): the ones a player places in a puzzle's solution.
    var outlined: Set<Square> = []

    /// The lines of the drawing, without trailing newlines.
    var lines: [String] {
        let labelWidth = String(size).count
        let cellWidth = size > 26 ? String(size).count + 1 : 2
        let queen = unicode ? "♛" : "Q"
        let outlinedQueen = unicode ? "♕" : "q"
        let empty = unicode ? "·" : "."
        var lines: [String] = []
        for row in stride(from: size - 1, through: 0, by: -1) {
            var line = String(row + 1).leftPadded(to: labelWidth)
            for column in 0..<size {
                let square = Square(row: row, column: column)
                let glyph = queens.contains(square) ? queen : outlined.contains(square) ? outlinedQueen : empty
                line += glyph.leftPadded(to: cellWidth)
            }
            lines.append(line)
        }
        var footer = String(repeating: " ", count: labelWidth)
        for column in 0..<size {
            let label = Square(row: 0, column: column).chessNotation.map { String($0.prefix(1)) } ?? String(column + 1)
            footer += (size > 26 ? String(column + 1) : label).leftPadded(to: cellWidth)
        }
        lines.append(footer)
        return lines
    }
}

extension String {
    /// The string right-aligned in `width` columns (never truncated).
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
