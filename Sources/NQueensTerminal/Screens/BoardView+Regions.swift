import NQueensEngine
import NQueensPresentation

// MARK: - Regions boards

/// A regions board's regions: each square on its region's colour (in colour themes), thick box-drawing lines
/// where one region meets another (`BoardCell.regionBorders`), and, without colour (`NO_COLOR`, `--ascii`), each
/// square's region letter, so that regions never read by colour alone.
extension BoardView {
    /// The background of `cell`'s region in `theme`; `nil` on a classic board, or in monochrome.
    static func regionTone(of cell: BoardCell, theme: TerminalTheme) -> TerminalColor? {
        guard let region = cell.region, !theme.regionTones.isEmpty else { return nil }
        return theme.regionTones[region % theme.regionTones.count]
    }

    /// The cursor's frame: heavy lines, or on a regions board (whose borders are heavy) double ones, or stars in
    /// ASCII.
    static func cursorLines(_ board: BoardGrid, context: ScreenContext) -> BoxLines {
        guard board.rows.first?.first?.region != nil else { return context.glyphs.cursorLines }
        return context.glyphs.unicode ? .double : .asciiStars
    }

    /// Writes the region's letter in the top-left corner of a square tall enough (3 rows) to keep it apart from
    /// what the square shows; returns whether it did.
    @discardableResult
    static func drawRegionLetter(
        of cell: BoardCell, in rect: GridRect, style: CellStyle, on canvas: inout Canvas
    ) -> Bool {
        guard let region = cell.region, rect.height >= 3, rect.width >= 3 else { return false }
        canvas.grid.put(RegionMap.letter(ofRegion: region), at: rect.origin, style: style)
        return true
    }

    /// Draws the region borders of a lined board over its thin grid lines: heavy segments between squares of two
    /// regions, and junctions that join them to the lines they cross.
    static func drawRegionBorders(
        _ board: BoardGrid, layout: BoardLayout, context: ScreenContext, on canvas: inout Canvas
    ) {
        let size = board.size
        guard board.rows.first?.first?.region != nil else { return }
        let unicode = context.glyphs.unicode
        let heavy: BoxLines = unicode ? .heavy : .asciiHeavy
        let style = CellStyle(foreground: context.theme.text, background: context.theme.background, attributes: .bold)
        let body = layout.body
        let (pitchWidth, pitchHeight) = (layout.metrics.pitchWidth, layout.metrics.pitchHeight)
        for (row, cells) in board.rows.enumerated() {
            for (column, cell) in cells.enumerated() {
                let x = body.minX + column * pitchWidth
                let y = body.minY + row * pitchHeight
                if cell.regionBorders.contains(.right) {
                    canvas.grid.drawVerticalLine(
                        from: GridPoint(x: x + pitchWidth, y: y + 1), length: pitchHeight - 1, lines: heavy,
                        style: style)
                }
                if cell.regionBorders.contains(.bottom) {
                    canvas.grid.drawHorizontalLine(
                        from: GridPoint(x: x + 1, y: y + pitchHeight), length: pitchWidth - 1, lines: heavy,
                        style: style)
                }
            }
        }
        func borders(_ row: Int, _ column: Int) -> RegionBorders {
            board.rows.indices.contains(row) && board.rows[row].indices.contains(column)
                ? board.rows[row][column]
                    .regionBorders : []
        }
        for row in 0...size {
            for column in 0...size {
                let arms = HeavyArms(
                    up: borders(row - 1, column - 1).contains(.right), down: borders(row, column - 1).contains(.right),
                    left: borders(row - 1, column - 1).contains(.bottom),
                    right: borders(row - 1, column).contains(.bottom))
                guard arms.any else { continue }
                let junction = unicode ? arms.junction(row: row, column: column, size: size) : heavy.cross
                canvas.grid.put(
                    junction, at: GridPoint(x: body.minX + column * pitchWidth, y: body.minY + row * pitchHeight),
                    style: style)
            }
        }
    }

    /// Which arms of a grid junction are region borders.
    private struct HeavyArms {
        let up: Bool
        let down: Bool
        let left: Bool
        let right: Bool

        var any: Bool { up || down || left || right }

        /// The box-drawing character with these arms heavy and the others light, on the board's edge (`row` or
        /// `column` 0 or `size`) without the arm that would leave it.
        func junction(row: Int, column: Int, size: Int) -> Character {
            if row == 0 { return "┰" }
            if row == size { return "┸" }
            if column == 0 { return "┝" }
            if column == size { return "┥" }
            switch (up, down, left, right) {
            case (true, true, false, false): return "╂"
            case (false, false, true, true): return "┿"
            case (true, false, true, false): return "╃"
            case (true, false, false, true): return "╄"
            case (false, true, true, false): return "╅"
            case (false, true, false, true): return "╆"
            case (true, false, true, true): return "╇"
            case (false, true, true, true): return "╈"
            case (true, true, true, false): return "╉"
            case (true, true, false, true): return "╊"
            default: return "╋"
            }
        }
    }
}
