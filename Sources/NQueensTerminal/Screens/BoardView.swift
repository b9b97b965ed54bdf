import NQueensEngine
import NQueensPresentation

/// Draws a board: grid lines, squares, queens, conflicts, attack lines, attacked squares, the hint, the cursor,
/// a puzzle's givens and ruled-out squares, and the rank and file labels.
///
/// Every state has a shape of its own, in colour and without (`SquareMarks`): a given queen stands between bars
/// `▕♛▏`, a queen in conflict between bangs `!♛!`, the hint is in brackets `[◆]`, a square a hint ruled out is
/// `[×]` and the player's own mark a bare `✕`, the cursor has a heavy frame (or `‹♛›` on small boards). Colour
/// themes add colours (red attack lines and conflicting queens, a yellow hint and the line it reasons about, a
/// blue cursor, violet given queens on tinted squares); monochrome adds attributes and shading: attack lines are
/// shaded `░`, a conflicting queen is in reverse video, the hint underlined. Attacked squares show a dot in both.
enum BoardView {
    /// Draws `board` at `layout`; with `clickable`, a click on a square is its primary action (a right-click or
    /// right-drag marks: see `GameApplication`).
    static func draw(
        _ board: BoardGrid, layout: BoardLayout, appearance: QueenAppearance, clickable: Bool,
        context: ScreenContext, on canvas: inout Canvas
    ) {
        if layout.metrics.isLined {
            drawLines(layout: layout, context: context, on: &canvas)
            drawRegionBorders(board, layout: layout, context: context, on: &canvas)
        }
        let queen = appearance.character(ascii: !context.glyphs.unicode)
        var cursor: (row: Int, column: Int)?
        for (row, cells) in board.rows.enumerated() {
            for (column, cell) in cells.enumerated() {
                let interior = layout.interior(row: row, column: column)
                drawSquare(
                    cell, in: interior, lined: layout.metrics.isLined, queen: queen, context: context, on: &canvas)
                if cell.isCursor { cursor = (row, column) }
                if clickable {
                    canvas.addHotspot(layout.clickArea(row: row, column: column), .game(.activate(cell.square)))
                }
            }
        }
        if let cursor, layout.metrics.isLined {
            let theme = context.theme
            canvas.grid.drawBox(
                layout.outline(row: cursor.row, column: cursor.column), lines: cursorLines(board, context: context),
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
        let marks = SquareMarks(cell, queen: queen, roomy: rect.width >= 3, glyphs: context.glyphs)
        if context.theme.isMonochrome {
            drawMonochromeSquare(cell, marks, in: rect, lined: lined, context: context, on: &canvas)
        } else {
            drawColorSquare(cell, marks, in: rect, lined: lined, context: context, on: &canvas)
        }
    }

    /// What a square shows in characters, the same with colours and without: the colours only add to it.
    ///
    /// Every state has a shape of its own, so that none is told by colour alone: a queen; a given queen between
    /// bars `▕♛▏`; a queen in conflict between bangs `!♛!` (a given in conflict `▕♛!`); the hint's square in
    /// brackets `[◆]`; a square a hint ruled out in brackets `[×]` (the hint's, a fact); the player's own mark a
    /// bare `✕` (a note). Squares too narrow for brackets (2×1) fall back to glyphs alone: the hint's cross is `⊠`.
    private struct SquareMarks {
        /// The character in the middle of the square.
        var glyph: Character?
        /// The characters either side of it, when the square is wide enough.
        var brackets: (Character, Character)?

        init(_ cell: BoardCell, queen: Character, roomy: Bool, glyphs: Glyphs) {
            if cell.hasQueen {
                glyph = queen
                if cell.isConflicting {
                    brackets = (cell.isGiven ? glyphs.givenBrackets.0 : glyphs.conflictBadge, glyphs.conflictBadge)
                } else if cell.isGiven {
                    brackets = glyphs.givenBrackets
                }
            } else {
                switch cell.annotation {
                case .ruledOut:
                    glyph = roomy ? glyphs.ruledOutMark : glyphs.narrowRuledOutMark
                    brackets = glyphs.hintBrackets
                case .marked:
                    glyph = glyphs.playerMark
                case nil:
                    break
                }
            }
            switch cell.hint {
            case .place:
                glyph = glyphs.hintMark
                brackets = glyphs.hintBrackets
            case .remove:
                brackets = glyphs.hintBrackets
            case nil:
                break
            }
            if !roomy { brackets = nil }
        }
    }

    private static func drawColorSquare(
        _ cell: BoardCell, _ marks: SquareMarks, in rect: GridRect, lined: Bool, context: ScreenContext,
        on canvas: inout Canvas
    ) {
        let theme = context.theme
        let motion = context.motion
        var background = cell.isLight ? theme.lightSquare : theme.darkSquare
        if let tone = regionTone(of: cell, theme: theme) {
            background = tone
        } else if cell.isAttacked && !cell.hasQueen {
            background = theme.attacked
        }
        if cell.isOnAttackLine {
            background = background.blended(toward: theme.attackLine, by: motion.sweepOpacity(on: cell.square) ?? 1)
        }
        if cell.isOnHintLine { background = background.blended(toward: theme.hint, by: 0.16) }
        var foreground = theme.queen
        var attributes: TextAttributes = .bold
        var bracketForeground = theme.secondaryText
        if cell.hasQueen {
            if cell.isGiven {
                background = background.blended(toward: theme.given, by: 0.22)
                foreground = theme.given
                bracketForeground = theme.given
            }
            if cell.isConflicting {
                background = theme.conflict
                foreground = theme.background
                bracketForeground = theme.background
            }
        } else if cell.annotation == .ruledOut {
            foreground = theme.secondaryText
            attributes = []
        } else if cell.annotation == .marked {
            foreground = theme.text
        }
        switch cell.hint {
        case .place:
            background = background.blended(toward: theme.hint, by: 0.3)
            foreground = theme.hint
            bracketForeground = theme.hint
        case .remove:
            background = cell.isConflicting ? background : background.blended(toward: theme.hint, by: 0.3)
            foreground = cell.isConflicting ? foreground : theme.hint
            bracketForeground = cell.isConflicting ? foreground : theme.hint
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
        let center = BoardLayout.center(of: rect)
        if let brackets = marks.brackets {
            let bracketStyle = CellStyle(foreground: bracketForeground, background: background, attributes: .bold)
            canvas.grid.put(brackets.0, at: center.offsetBy(dx: -1), style: bracketStyle, clip: rect)
            canvas.grid.put(brackets.1, at: center.offsetBy(dx: 1), style: bracketStyle, clip: rect)
        }
        if !context.glyphs.unicode { drawRegionLetter(of: cell, in: rect, style: style.adding(.dim), on: &canvas) }
        if let glyph = marks.glyph {
            canvas.grid.put(glyph, at: center, style: style)
        } else if cell.isAttacked && !cell.hasQueen {
            // Attacked squares are shaded, and dotted too, so that the shade is not told by its colour alone.
            let dot = CellStyle(foreground: theme.secondaryText, background: background)
            canvas.grid.put(context.glyphs.attackedMark, at: center, style: dot)
        }
    }

    private static func drawMonochromeSquare(
        _ cell: BoardCell, _ marks: SquareMarks, in rect: GridRect, lined: Bool, context: ScreenContext,
        on canvas: inout Canvas
    ) {
        let glyphs = context.glyphs
        let motion = context.motion
        var fill: Character = " "
        var fillStyle = CellStyle.plain
        var glyph = marks.glyph
        var glyphStyle = CellStyle(attributes: .bold)
        var brackets = marks.brackets
        if cell.isAttacked && !cell.hasQueen && glyph == nil {
            glyph = glyphs.attackedMark
            glyphStyle = CellStyle(attributes: .dim)
        }
        if cell.isOnAttackLine && !cell.hasQueen && (motion.sweepOpacity(on: cell.square) ?? 1) >= 0.5 {
            fill = glyphs.attackLineMark
            if glyph == glyphs.attackedMark { glyph = nil }
        }
        if cell.hasQueen && cell.isConflicting {
            fillStyle = CellStyle(attributes: .reverse)
            glyphStyle = CellStyle(attributes: [.bold, .reverse])
        } else if cell.annotation == .ruledOut {
            glyphStyle = CellStyle(attributes: .dim)
        }
        switch cell.hint {
        case .place:
            glyphStyle = CellStyle(attributes: [.bold, .underline])
        case .remove:
            glyphStyle = glyphStyle.adding([.bold, .underline])
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
        let letterShown = drawRegionLetter(of: cell, in: rect, style: fillStyle.adding(.dim), on: &canvas)
        if glyph == nil, brackets == nil, !letterShown, let region = cell.region {
            // Too small for a corner letter: the letter stands in the middle of an empty square.
            glyph = RegionMap.letter(ofRegion: region)
            glyphStyle = fillStyle.adding(.dim)
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
