import NQueensEngine

/// A board drawn small, for the album: in colour with half blocks, one square to a half cell (so squares are
/// square), its queens bright on the checkered board; in monochrome with braille dots, a queen to a dot; in ASCII
/// with `'` and `,` for a queen in the upper or lower half of a cell.
///
/// A silhouette (`nil`) is the board's outline with no queen on it: a member or class not found yet, given away
/// by nothing.
enum MiniBoardView {
    /// The cells a board of `size` rows takes: `size` columns and half as many rows in colour and ASCII, a quarter
    /// as many columns in braille; `large`, in colour, twice as many each way (a square is two cells wide).
    static func size(boardSize: Int, large: Bool = false, context: ScreenContext) -> GridSize {
        if usesBraille(context) { return GridSize(width: (boardSize + 1) / 2, height: (boardSize + 3) / 4) }
        if large && context.glyphs.unicode { return GridSize(width: 2 * boardSize, height: boardSize) }
        return GridSize(width: boardSize, height: (boardSize + 1) / 2)
    }

    /// Draws `solution` (or a silhouette of a board of `boardSize`) with its top-left cell at `origin`, `large` as
    /// `size(boardSize:large:context:)` says.
    static func draw(
        _ solution: Solution?, boardSize: Int, large: Bool = false, at origin: GridPoint, context: ScreenContext,
        on canvas: inout Canvas
    ) {
        if large && context.glyphs.unicode && !usesBraille(context) {
            drawLarge(solution, boardSize: boardSize, at: origin, context: context, on: &canvas)
        } else if usesBraille(context) {
            drawBraille(solution, boardSize: boardSize, at: origin, context: context, on: &canvas)
        } else if !context.glyphs.unicode {
            drawASCII(solution, boardSize: boardSize, at: origin, context: context, on: &canvas)
        } else {
            drawHalfBlocks(solution, boardSize: boardSize, at: origin, context: context, on: &canvas)
        }
    }

    private static func usesBraille(_ context: ScreenContext) -> Bool {
        context.theme.isMonochrome && context.glyphs.unicode
    }

    /// Whether the square at display row `line` (0 is the top rank) and `column` holds a queen.
    private static func hasQueen(_ solution: Solution?, line: Int, column: Int, boardSize: Int) -> Bool {
        guard let solution, line >= 0, line < boardSize else { return false }
        return solution.columns[boardSize - 1 - line] == column
    }

    // MARK: Colour

    private static func drawHalfBlocks(
        _ solution: Solution?, boardSize: Int, at origin: GridPoint, context: ScreenContext, on canvas: inout Canvas
    ) {
        let theme = context.theme
        func color(line: Int, column: Int) -> TerminalColor {
            guard line < boardSize else { return theme.background }
            guard solution != nil else { return (line + column) % 2 == 0 ? theme.surfaceSelected : theme.separator }
            if hasQueen(solution, line: line, column: column, boardSize: boardSize) { return theme.queen }
            // a1 (bottom left) is dark: the display line of rank 1 is `boardSize - 1`.
            return (boardSize - 1 - line + column) % 2 == 0 ? theme.darkSquare : theme.lightSquare
        }
        for row in 0..<(boardSize + 1) / 2 {
            for column in 0..<boardSize {
                let top = color(line: 2 * row, column: column)
                let bottom = color(line: 2 * row + 1, column: column)
                canvas.grid.put(
                    "▀", at: GridPoint(x: origin.x + column, y: origin.y + row),
                    style: CellStyle(foreground: top, background: bottom))
            }
        }
        if solution == nil { drawQuestionMark(boardSize: boardSize, at: origin, context: context, on: &canvas) }
    }

    /// Each square two cells wide and one high, coloured; a queen is `♛`-less: a bright square, as on the small board.
    private static func drawLarge(
        _ solution: Solution?, boardSize: Int, at origin: GridPoint, context: ScreenContext, on canvas: inout Canvas
    ) {
        let theme = context.theme
        for line in 0..<boardSize {
            for column in 0..<boardSize {
                let color: TerminalColor
                if solution == nil {
                    color = (line + column) % 2 == 0 ? theme.surfaceSelected : theme.separator
                } else if hasQueen(solution, line: line, column: column, boardSize: boardSize) {
                    color = theme.queen
                } else {
                    color = (boardSize - 1 - line + column) % 2 == 0 ? theme.darkSquare : theme.lightSquare
                }
                canvas.grid.fill(
                    GridRect(x: origin.x + 2 * column, y: origin.y + line, width: 2, height: 1),
                    style: CellStyle(foreground: color, background: color))
            }
        }
        if solution == nil {
            drawQuestionMark(
                at: GridPoint(x: origin.x + boardSize - 1, y: origin.y + (boardSize - 1) / 2), context: context,
                on: &canvas)
        }
    }

    /// A `?` in the middle of a silhouette, on its own colours.
    private static func drawQuestionMark(
        boardSize: Int, at origin: GridPoint, context: ScreenContext, on canvas: inout Canvas
    ) {
        let point = GridPoint(x: origin.x + (boardSize - 1) / 2, y: origin.y + ((boardSize + 1) / 2 - 1) / 2)
        drawQuestionMark(at: point, context: context, on: &canvas)
    }

    private static func drawQuestionMark(at point: GridPoint, context: ScreenContext, on canvas: inout Canvas) {
        let theme = context.theme
        canvas.grid.put(
            "?", at: point,
            style: CellStyle(foreground: theme.secondaryText, background: theme.surfaceSelected, attributes: .bold))
    }

    // MARK: Monochrome

    /// Braille: each cell holds 2 columns × 4 rows of dots (dots 1–8 at bits 0–7, column by column).
    private static func drawBraille(
        _ solution: Solution?, boardSize: Int, at origin: GridPoint, context: ScreenContext, on canvas: inout Canvas
    ) {
        let bits: [[UInt32]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
        let size = size(boardSize: boardSize, context: context)
        for row in 0..<size.height {
            for cell in 0..<size.width {
                var pattern: UInt32 = 0
                for dy in 0..<4 {
                    for dx in 0..<2 {
                        let line = row * 4 + dy
                        let column = cell * 2 + dx
                        guard line < boardSize, column < boardSize else { continue }
                        // A silhouette is a faint frame of dots: the outline of the board.
                        let isEdge = line == 0 || line == boardSize - 1 || column == 0 || column == boardSize - 1
                        if solution == nil
                            ? isEdge : hasQueen(solution, line: line, column: column, boardSize: boardSize)
                        {
                            pattern |= bits[dy][dx]
                        }
                    }
                }
                let character = Character(Unicode.Scalar(0x2800 + pattern) ?? " ")
                canvas.grid.put(
                    character, at: GridPoint(x: origin.x + cell, y: origin.y + row),
                    style: CellStyle(attributes: solution == nil ? .dim : .bold))
            }
        }
    }

    // MARK: ASCII

    private static func drawASCII(
        _ solution: Solution?, boardSize: Int, at origin: GridPoint, context: ScreenContext, on canvas: inout Canvas
    ) {
        let theme = context.theme
        for row in 0..<(boardSize + 1) / 2 {
            for column in 0..<boardSize {
                let upper = hasQueen(solution, line: 2 * row, column: column, boardSize: boardSize)
                let lower = hasQueen(solution, line: 2 * row + 1, column: column, boardSize: boardSize)
                let character: Character = solution == nil ? "?" : upper ? "'" : lower ? "," : "."
                canvas.grid.put(
                    character, at: GridPoint(x: origin.x + column, y: origin.y + row),
                    style: upper || lower ? theme.accentText : theme.secondary)
            }
        }
    }
}
