import NQueensEngine
import NQueensPresentation

/// Draws a board: grid lines, squares, queens, conflicts, attack lines, attacked squares, the hint, the cursor,
/// a puzzle's givens and ruled-out squares, and the rank and file labels.
///
/// Colour themes mark things with colours (red attack lines, a red conflicting queen, a yellow hint and the line
/// it reasons about, a blue frame around the cursor, violet given queens on tinted squares). Monochrome marks them
/// with glyphs and attributes: attack lines are shaded `░`, a conflicting queen is in reverse video, the hint is in
/// brackets `[◆]`, a given queen stands between bars `▕♛▏`, the cursor has a heavy bold frame (or `<♛>` on small
/// boards), attacked squares show a dot. Ruled-out squares show `×` in both.
enum BoardView {
    /// Draws `board` at `layout`; with `clickable`, a click on a square toggles its queen.
    static func draw(
        _ board: BoardGrid, layout: BoardLayout, appearance: QueenAppearance, clickable: Bool,
        context: ScreenContext, on canvas: inout Canvas
    ) {
        if layout.metrics.isLined { drawLines(layout: layout, context: context, on: &canvas) }
        let queen = appearance.character(ascii: !context.glyphs.unicode)
        var cursor: (row: Int, column: Int)?
        for (row, cells) in board.rows.enumerated() {
            for (column, cell) in cells.enumerated() {
                let interior = layout.interior(row: row, column: column)
                drawSquare(
                    cell, in: interior, lined: layout.metrics.isLined, queen: queen, context: context, on: &canvas)
                if cell.isCursor { cursor = (row, column) }
                if clickable {
                    canvas.addHotspot(layout.clickArea(row: row, column: column), .game(.toggle(cell.square)))
                }
            }
        }
        if let cursor, layout.metrics.isLined {
            let theme = context.theme
            canvas.grid.drawBox(
                layout.outline(row: cursor.row, column: cursor.column), lines: context.glyphs.cursorLines,
                style: CellStyle(foreground: theme.cursor, background: theme.background, attributes: .bold))
        }
        drawLabels(board, layout: layout, cursor: cursor, context: context, on: &canvas)
    }

    // MARK: Lines

    private static func drawLines(layout: BoardLayout, context: ScreenContext, on canvas: inout Canvas) {
        let lines = context.glyphs.gridLines
        let style = context.theme.frame
        let body = layout.body
        let size = layout.boardSize
        let (pitchWidth, pitchHeight) = (layout.metrics.pitchWidth, layout.metrics.pitchHeight)
        for index in 0...size {
            canvas.grid.drawHorizontalLine(
                from: GridPoint(x: body.minX, y: body.minY + index * pitchHeight), length: body.width, lines: lines,
                style: style)
            canvas.grid.drawVerticalLine(
                from: GridPoint(x: body.minX + index * pitchWidth, y: body.minY), length: body.height, lines: lines,
                style: style)
        }
        for row in 0...size {
            for column in 0...size {
                let junction: Character
                switch (row, column) {
                case (0, 0): junction = lines.topLeft
                case (0, size): junction = lines.topRight
                case (size, 0): junction = lines.bottomLeft
                case (size, size): junction = lines.bottomRight
                case (0, _): junction = lines.teeDown
                case (size, _): junction = lines.teeUp
                case (_, 0): junction = lines.teeRight
                case (_, size): junction = lines.teeLeft
                default: junction = lines.cross
                }
                canvas.grid.put(
                    junction, at: GridPoint(x: body.minX + column * pitchWidth, y: body.minY + row * pitchHeight),
                    style: style)
            }
        }
    }

    // MARK: Squares

    private static func drawSquare(
        _ cell: BoardCell, in rect: GridRect, lined: Bool, queen: Character, context: ScreenContext,
        on canvas: inout Canvas
    ) {
        if context.theme.isMonochrome {
            drawMonochromeSquare(cell, in: rect, lined: lined, queen: queen, context: context, on: &canvas)
        } else {
            drawColorSquare(cell, in: rect, lined: lined, queen: queen, context: context, on: &canvas)
        }
    }

    private static func drawColorSquare(
        _ cell: BoardCell, in rect: GridRect, lined: Bool, queen: Character, context: ScreenContext,
        on canvas: inout Canvas
    ) {
        let theme = context.theme
        let motion = context.motion
        var background = cell.isLight ? theme.lightSquare : theme.darkSquare
        if cell.isAttacked && !cell.hasQueen { background = theme.attacked }
        if cell.isOnAttackLine {
            background = background.blended(toward: theme.attackLine, by: motion.sweepOpacity(on: cell.square) ?? 1)
        }
        if cell.isOnHintLine { background = background.blended(toward: theme.hint, by: 0.16) }
        var glyph: Character?
        var foreground = theme.queen
        var attributes: TextAttributes = .bold
        if cell.hasQueen {
            glyph = queen
            if cell.isGiven {
                background = background.blended(toward: theme.given, by: 0.22)
                foreground = theme.given
            }
            if cell.isConflicting {
                background = theme.conflict
                foreground = theme.background
            }
        } else if cell.isRuledOut {
            glyph = context.glyphs.ruledOutMark
            foreground = theme.secondaryText
            attributes = []
        }
        switch cell.hint {
        case .place:
            background = background.blended(toward: theme.hint, by: 0.3)
            glyph = context.glyphs.hintMark
            foreground = theme.hint
        case .remove:
            background = cell.isConflicting ? background : background.blended(toward: theme.hint, by: 0.3)
            foreground = cell.isConflicting ? foreground : theme.hint
            attributes.insert(.underline)
        case nil:
            break
        }
        if let strength = motion.pulseStrength(on: cell.square) {
            background = background.blended(toward: theme.accent, by: 0.85 * strength)
        }
        if cell.isCursor {
            background = background.blended(toward: theme.cursor, by: lined ? 0.18 : 0.55)
        }
        let style = CellStyle(foreground: foreground, background: background, attributes: attributes)
        canvas.grid.fill(rect, style: style)
        if let glyph { canvas.grid.put(glyph, at: BoardLayout.center(of: rect), style: style) }
    }

    private static func drawMonochromeSquare(
        _ cell: BoardCell, in rect: GridRect, lined: Bool, queen: Character, context: ScreenContext,
        on canvas: inout Canvas
    ) {
        let glyphs = context.glyphs
        let motion = context.motion
        var fill: Character = " "
        var fillStyle = CellStyle.plain
        var glyph: Character?
        var glyphStyle = CellStyle(attributes: .bold)
        var brackets: (Character, Character)?
        if cell.isAttacked && !cell.hasQueen {
            glyph = glyphs.attackedMark
            glyphStyle = CellStyle(attributes: .dim)
        }
        if cell.isOnAttackLine && !cell.hasQueen && (motion.sweepOpacity(on: cell.square) ?? 1) >= 0.5 {
            fill = glyphs.attackLineMark
            glyph = nil
        }
        if cell.hasQueen {
            glyph = queen
            if cell.isGiven { brackets = glyphs.givenBrackets }
            if cell.isConflicting {
                fillStyle = CellStyle(attributes: .reverse)
                glyphStyle = CellStyle(attributes: [.bold, .reverse])
            }
        } else if cell.isRuledOut {
            glyph = glyphs.ruledOutMark
            glyphStyle = CellStyle(attributes: .dim)
        }
        switch cell.hint {
        case .place:
            glyph = glyphs.hintMark
            glyphStyle = CellStyle(attributes: [.bold, .underline])
            brackets = ("[", "]")
        case .remove:
            glyphStyle = glyphStyle.adding([.bold, .underline])
            brackets = ("[", "]")
        case nil:
            break
        }
        if let strength = motion.pulseStrength(on: cell.square), strength > 0.25 {
            glyphStyle = glyphStyle.adding(.underline)
        }
        if cell.isCursor && !lined {
            brackets = glyphs.unicode ? ("‹", "›") : ("<", ">")
            glyphStyle = glyphStyle.adding(.bold)
        }
        canvas.grid.fill(rect, with: fill, style: fillStyle)
        let center = BoardLayout.center(of: rect)
        if let brackets, rect.width >= 3 {
            let bracketStyle = fillStyle.adding(.bold)
            canvas.grid.put(brackets.0, at: center.offsetBy(dx: -1), style: bracketStyle, clip: rect)
            canvas.grid.put(brackets.1, at: center.offsetBy(dx: 1), style: bracketStyle, clip: rect)
            if glyph == nil { canvas.grid.put(" ", at: center, style: fillStyle) }
        } else if cell.isCursor && !lined {
            glyphStyle = glyphStyle.adding(.underline)
            canvas.grid.restyle(rect) { $0.attributes.insert(.underline) }
        }
        if let glyph { canvas.grid.put(glyph, at: center, style: glyphStyle) }
    }

    // MARK: Labels

    private static func drawLabels(
        _ board: BoardGrid, layout: BoardLayout, cursor: (row: Int, column: Int)?, context: ScreenContext,
        on canvas: inout Canvas
    ) {
        let theme = context.theme
        let labelWidth = BoardLayout.rankLabelWidth(layout.boardSize)
        let hintStyle = CellStyle(
            foreground: theme.hint, background: theme.background, attributes: [.bold, .underline])
        for (row, label) in board.rankLabels.enumerated() {
            let y = BoardLayout.center(of: layout.interior(row: row, column: 0)).y
            let isHintLine = board.rows[row].allSatisfy(\.isOnHintLine)
            let style = isHintLine ? hintStyle : cursor?.row == row ? theme.accentText : theme.secondary
            canvas.grid.put(
                label, row: y, alignedTo: .trailing,
                in: GridRect(x: layout.frame.minX, y: y, width: labelWidth, height: 1), style: style)
        }
        let y = layout.body.maxY
        for (column, label) in board.fileLabels.enumerated() {
            let x = BoardLayout.center(of: layout.interior(row: 0, column: column)).x
            let isHintLine = board.rows.allSatisfy { $0[column].isOnHintLine }
            let style = isHintLine ? hintStyle : cursor?.column == column ? theme.accentText : theme.secondary
            canvas.grid.put(label, at: GridPoint(x: x, y: y), style: style)
        }
    }
}
