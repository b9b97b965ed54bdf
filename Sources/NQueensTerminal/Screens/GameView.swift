import NQueensLocalization
import NQueensPresentation

/// The Game screen: the title bar, the board, the figures, the status, the hint, the solutions counter, the
/// settings shown on it, and the key bar.
@MainActor
enum GameView {
    /// The smallest screen the game of `game` needs.
    static func minimumSize(for game: GameViewModel) -> GridSize {
        GameLayout.minimumSize(boardSize: game.boardSize)
    }

    /// Draws `game` on the whole canvas (all but the key bar).
    static func draw(_ game: GameViewModel, context: ScreenContext, on canvas: inout Canvas) {
        canvas.fillBackground(context)
        canvas.drawHeader(title: game.title, back: (tr("Home"), .game(.back)), context: context)
        guard let layout = GameLayout(boardSize: game.boardSize, screen: canvas.size) else { return }
        BoardView.draw(
            game.grid, layout: layout.board, appearance: game.queenAppearance, clickable: !game.isSolved,
            context: context, on: &canvas)
        switch layout.arrangement {
        case .sideBySide(let panel):
            drawPanel(game, in: panel, context: context, on: &canvas)
        case .stacked(let statsRow, let status):
            let stats = game.stats.map { "\($0.label) \($0.value)" }.joined(separator: "  \(context.glyphs.dot)  ")
            canvas.grid.put(
                stats, row: statsRow, alignedTo: .center,
                in: GridRect(x: 0, y: statsRow, width: canvas.size.width, height: 1), style: context.theme.title)
            let lines = messages(game, context: context)
            for (offset, message) in lines.prefix(status.height).enumerated() {
                canvas.grid.put(
                    message.text, row: status.minY + offset, alignedTo: .center, in: status, style: message.style)
            }
        }
    }

    // MARK: The panel

    private static func drawPanel(
        _ game: GameViewModel, in panel: GridRect, context: ScreenContext, on canvas: inout Canvas
    ) {
        let theme = context.theme
        var y = panel.minY
        y = drawStats(game.stats, at: y, in: panel, context: context, on: &canvas) + 1
        let settings = settingRows(game, context: context)
        let settingsTop = panel.maxY - settings.count
        let textWidth = panel.width - 2
        // Status as a banner, then the hint, problems and the solutions counter.
        let status = context.text(statusLine(game, context: context))
        let bannerLines = TextLayout.wrap(status, width: textWidth, maximumLines: 3)
        let banner = theme.banner(game.status.tone)
        for line in bannerLines where y < panel.maxY {
            canvas.grid.fill(GridRect(x: panel.minX, y: y, width: panel.width, height: 1), style: banner)
            canvas.grid.put(line, at: GridPoint(x: panel.minX + 1, y: y), style: banner)
            y += 1
        }
        y += 1
        for message in messages(game, context: context).dropFirst() {
            let lines = TextLayout.wrap(message.text, width: panel.width)
            let limit = settingsTop - 1 >= y + lines.count ? settingsTop - 1 : panel.maxY
            for line in lines where y < limit {
                canvas.grid.put(line, at: GridPoint(x: panel.minX, y: y), style: message.style)
                y += 1
            }
        }
        guard settingsTop > y else { return }
        canvas.grid.drawHorizontalLine(
            from: GridPoint(x: panel.minX, y: settingsTop - 1), length: panel.width, lines: context.glyphs.lines,
            style: theme.frame)
        for (offset, row) in settings.enumerated() {
            let rowY = settingsTop + offset
            let rect = GridRect(x: panel.minX, y: rowY, width: panel.width, height: 1)
            // The key at the right edge, the value before it (up to half the row), the label in what is left.
            let keyWidth = row.key.displayWidth
            canvas.grid.put(row.key, at: GridPoint(x: panel.maxX - keyWidth, y: rowY), style: theme.accentText)
            let valueRect = GridRect(x: panel.minX, y: rowY, width: panel.width - keyWidth - 1, height: 1)
            let value = canvas.grid.put(
                context.text(row.value).truncated(toWidth: valueRect.width / 2), row: rowY, alignedTo: .trailing,
                in: valueRect, style: theme.plain)
            let labelRect = GridRect(x: panel.minX, y: rowY, width: max(0, value.minX - 1 - panel.minX), height: 1)
            canvas.grid.put(
                context.text(row.label), row: rowY, alignedTo: .leading, in: labelRect, style: theme.secondary)
            canvas.addHotspot(rect, row.action)
        }
    }

    /// The figures as a card: values in bold over their labels, side by side.
    ///
    /// Returns the row after the card.
    static func drawStats(
        _ stats: [GameStat], at y: Int, in panel: GridRect, context: ScreenContext, on canvas: inout Canvas
    ) -> Int {
        let theme = context.theme
        let card = GridRect(x: panel.minX, y: y, width: panel.width, height: 4)
        canvas.drawCard(card, focused: false, context: context)
        guard !stats.isEmpty else { return card.maxY }
        let columnWidth = (panel.width - 2) / stats.count
        for (index, stat) in stats.enumerated() {
            let column = GridRect(x: panel.minX + 1 + index * columnWidth, y: y, width: columnWidth, height: 4)
            canvas.grid.put(
                context.text(stat.value), row: y + 1, alignedTo: .center, in: column,
                style: theme.card.adding(.bold))
            canvas.grid.put(stat.label, row: y + 2, alignedTo: .center, in: column, style: theme.cardSecondary)
        }
        return card.maxY
    }

    private struct SettingRow {
        let label: String
        let value: String
        let key: String
        let action: ScreenAction
    }

    private static func settingRows(_ game: GameViewModel, context: ScreenContext) -> [SettingRow] {
        let appearance = game.queenAppearance
        let glyph = appearance.character(ascii: !context.glyphs.unicode)
        // TRANSLATORS: the value of an on/off setting beside the board, such as "Solutions counter  on".
        let (on, off) = (tr(context: "setting", "on"), tr(context: "setting", "off"))
        return [
            SettingRow(
                // TRANSLATORS: the setting of how queens are drawn, beside the board: "Queen  ♛ Classic".
                label: tr(context: "setting", "Queen"), value: "\(glyph) \(appearance.displayName)", key: "s",
                action: .game(.cycleQueenStyle)),
            SettingRow(
                label: tr("Attacked squares"),
                // TRANSLATORS: the value of the "Attacked squares" setting beside the board.
                value: game.showsAttackedSquares ? tr(context: "setting", "shown") : tr(context: "setting", "hidden"),
                key: "a", action: .game(.toggleAttackedSquares)),
            // A regions puzzle counts no solutions; what it offers instead is marking around each queen.
            game.regions == nil
                ? SettingRow(
                    label: tr("Solutions counter"), value: game.showsSolutionsCounter ? on : off, key: "c",
                    action: .game(.toggleSolutionsCounter))
                : SettingRow(
                    label: tr("Mark around queens"), value: game.marksAroundQueens ? on : off, key: "w",
                    action: .game(.toggleMarksAroundQueens)),
        ]
    }

    // MARK: Messages

    /// The status line, with a mark for conflicts, dead ends and wins.
    private static func statusLine(_ game: GameViewModel, context: ScreenContext) -> String {
        let glyphs = context.glyphs
        switch game.status.tone {
        case .danger: return "\(glyphs.conflictMark) \(game.statusText)"
        case .warning: return "! \(game.statusText)"
        case .success: return "\(glyphs.checkMark) \(game.statusText)"
        case .neutral: return game.statusText
        }
    }

    /// The lines under the figures, most important first: the status, the hint, a note about the last action, any
    /// problem, the solutions, and a puzzle's size, difficulty and ID.
    private static func messages(_ game: GameViewModel, context: ScreenContext) -> [(text: String, style: CellStyle)] {
        let theme = context.theme
        var lines: [(String, CellStyle)] = [
            (context.text(statusLine(game, context: context)), theme.tone(game.status.tone))
        ]
        if let hint = game.hintText {
            lines.append((context.text("\(context.glyphs.hintMark) \(hint)"), theme.tone(.warning)))
        }
        if let notice = game.notice { lines.append((context.text(notice), theme.plain)) }
        if let problem = game.problem { lines.append((context.text(problem), theme.tone(.danger))) }
        if let solutions = game.solutionsText { lines.append((context.text(solutions), theme.secondary)) }
        if let puzzle = game.puzzleText { lines.append((context.text(puzzle), theme.secondary)) }
        return lines
    }
}
