import NQueensEngine

/// Draws a regions board as lines of text: box-drawing borders between regions (and around the board), each
/// square's region letter or its queen, rank numbers on the left and file letters underneath, the top rank first.
///
/// ```text
///   ┌───────┬───────────┐
/// 5 │ A   A │ B   B   B │
///   │       └───┐   ┌───┤
/// 4 │ A   A   B │ C │ B │
///   ```
///
/// Colour is never needed to tell the regions apart: the borders and letters say it (the `NO_COLOR` and `--ascii`
/// drawings of the game are the same with ASCII borders).
struct RegionsBoardDrawing {
    /// The regions.
    let map: RegionMap
    /// The squares drawn with a queen instead of their letter.
    var queens: Set<Square> = []
    /// Whether the drawing may use Unicode (box drawing and ♛); otherwise `+`, `-`, `|` and `Q`.
    let unicode: Bool

    /// The lines of the drawing, without trailing newlines: 2N + 2 of them.
    var lines: [String] {
        let size = map.size
        let labelWidth = String(size).count
        let margin = String(repeating: " ", count: labelWidth + 1)
        var lines: [String] = [margin + borderLine(below: size)]
        for row in stride(from: size - 1, through: 0, by: -1) {
            var line = String(row + 1).leftPadded(to: labelWidth) + " "
            for column in 0..<size {
                line += verticalEdge(row: row, line: column) ? (unicode ? "│" : "|") : " "
                line += " \(glyph(of: Square(row: row, column: column))) "
            }
            lines.append(line + (unicode ? "│" : "|"))
            lines.append(margin + borderLine(below: row))
        }
        var footer = margin
        for column in 0..<size {
            footer += "  " + (Square(row: 0, column: column).chessNotation.map { String($0.prefix(1)) } ?? "?")
            if column < size - 1 { footer += " " }
        }
        lines.append(footer)
        return lines
    }

    /// What a square shows: its queen, or its region's letter.
    private func glyph(of square: Square) -> String {
        queens.contains(square) ? (unicode ? "♛" : "Q") : String(RegionMap.letter(ofRegion: map.region(of: square)))
    }

    // MARK: Borders

    /// The horizontal line under row `line` (the board's bottom edge for 0, its top edge for N).
    private func borderLine(below line: Int) -> String {
        let size = map.size
        var text = ""
        for column in 0...size {
            text += junction(line: line, column: column)
            if column < size {
                text += horizontalEdge(line: line, column: column) ? (unicode ? "───" : "---") : "   "
            }
        }
        return text
    }

    /// Whether a border runs on the left of `(row, line)`: at the board's edges and between two regions.
    private func verticalEdge(row: Int, line: Int) -> Bool {
        line == 0 || line == map.size
            || map.region(of: Square(row: row, column: line - 1)) != map.region(of: Square(row: row, column: line))
    }

    /// Whether a border runs under square `(line, column)`: at the board's edges and between two regions.
    private func horizontalEdge(line: Int, column: Int) -> Bool {
        line == 0 || line == map.size
            || map.region(of: Square(row: line - 1, column: column))
                != map.region(of: Square(row: line, column: column))
    }

    /// The character where horizontal line `line` meets vertical line `column`, from the borders that meet there.
    private func junction(line: Int, column: Int) -> String {
        let size = map.size
        let up = line < size && verticalEdge(row: line, line: column)
        let down = line > 0 && verticalEdge(row: line - 1, line: column)
        let left = column > 0 && horizontalEdge(line: line, column: column - 1)
        let right = column < size && horizontalEdge(line: line, column: column)
        guard unicode else {
            switch (up || down, left || right) {
            case (false, false): return " "
            case (true, false): return up && down ? "|" : "+"
            case (false, true): return left && right ? "-" : "+"
            case (true, true): return "+"
            }
        }
        switch (up, down, left, right) {
        case (false, false, false, false): return " "
        case (true, true, false, false): return "│"
        case (false, false, true, true): return "─"
        case (false, true, false, true): return "┌"
        case (false, true, true, false): return "┐"
        case (true, false, false, true): return "└"
        case (true, false, true, false): return "┘"
        case (true, true, false, true): return "├"
        case (true, true, true, false): return "┤"
        case (false, true, true, true): return "┬"
        case (true, false, true, true): return "┴"
        case (true, true, true, true): return "┼"
        // A border never ends inside a region; these only complete the table.
        case (true, false, false, false): return "╵"
        case (false, true, false, false): return "╷"
        case (false, false, true, false): return "╴"
        case (false, false, false, true): return "╶"
        }
    }
}
