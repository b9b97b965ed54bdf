import NQueensPresentation

/// The History screen: the kind filters (all, dailies, puzzles, free play), size filters, the order, the number of
/// games, Clear, and the games as a scrolling list with a selection; the empty state with Start; the confirmation
/// before clearing.
@MainActor
enum HistoryView {
    /// The smallest screen the history needs.
    static let minimumSize = GridSize(width: 40, height: 12)

    /// The rows above the list: title bar, kinds, sizes and order, count, gap (or a problem).
    private static let headerRows = 5

    /// The list's area on a screen of `size`.
    static func listArea(in size: GridSize) -> GridRect {
        let width = min(size.width - 2, 84)
        return GridRect(x: (size.width - width) / 2, y: headerRows, width: width, height: size.height - headerRows - 1)
    }

    /// The rows each game takes in a list of `area`: a two-line card and a gap when there is room, else one line.
    static func rowsPerGame(in area: GridRect) -> Int {
        area.height >= 9 ? 3 : 1
    }

    /// The number of games visible at once on a screen of `size`.
    static func visibleGames(in size: GridSize) -> Int {
        let area = listArea(in: size)
        let perGame = rowsPerGame(in: area)
        return max(1, (area.height + (perGame == 3 ? 1 : 0)) / perGame)
    }

    /// The first game shown so that `selection` is visible, moving the list as little as possible from `top`.
    static func scrolledTop(_ top: Int, selection: Int, visible: Int, count: Int) -> Int {
        var top = min(max(top, 0), max(0, count - visible))
        if selection < top { top = selection }
        if selection >= top + visible { top = selection - visible + 1 }
        return max(0, top)
    }

    /// Draws `history` with `selection` highlighted, listing from `top` (adjusted so the selection shows);
    /// returns the top used.
    @discardableResult
    static func draw(
        _ history: HistoryViewModel, selection: Int, top: Int, context: ScreenContext,
        on canvas: inout Canvas
    ) -> Int {
        let theme = context.theme
        canvas.fillBackground(context)
        canvas.drawHeader(title: history.title, back: ("Home", .history(.back)), context: context)
        let area = listArea(in: canvas.size)
        if let problem = history.problem {
            canvas.grid.put(
                context.text(problem), row: 4, alignedTo: .center, in: row(4, of: area), style: theme.tone(.danger))
        }
        guard !history.isEmpty else {
            drawEmptyState(history, in: area, context: context, on: &canvas)
            return 0
        }
        drawControls(history, in: area, context: context, on: &canvas)
        if let noMatch = history.noMatchText {
            canvas.grid.put(
                context.text(noMatch), row: area.minY + 1, alignedTo: .center, in: area, style: theme.secondary)
        }
        let visible = visibleGames(in: canvas.size)
        let top = scrolledTop(top, selection: selection, visible: visible, count: history.rows.count)
        let perGame = rowsPerGame(in: area)
        for (offset, row) in history.rows.dropFirst(top).prefix(visible).enumerated() {
            let index = top + offset
            let rect = GridRect(
                x: area.minX, y: area.minY + offset * perGame, width: area.width, height: min(perGame, 2))
            drawRow(row, in: rect, selected: index == selection, context: context, on: &canvas)
            canvas.addHotspot(rect, .history(.open(row: index)))
        }
        if history.canLoadMore && top + visible >= history.rows.count {
            let y = min(area.maxY - 1, area.minY + visible * perGame)
            canvas.grid.put(
                context.text("\(history.countText) \(context.glyphs.dot) more below"), row: y, alignedTo: .center,
                in: area, style: theme.secondary)
        }
        if history.isConfirmingClear { drawConfirmation(history, context: context, on: &canvas) }
        return top
    }

    // MARK: Parts

    /// Row `y` across the columns of `area`.
    private static func row(_ y: Int, of area: GridRect) -> GridRect {
        GridRect(x: area.minX, y: y, width: area.width, height: 1)
    }

    private static func drawControls(
        _ history: HistoryViewModel, in area: GridRect, context: ScreenContext, on canvas: inout Canvas
    ) {
        let theme = context.theme
        drawChoices(history.modeFilters, at: GridPoint(x: area.minX, y: 1), context: context, on: &canvas) {
            .history(.modeFilter($0))
        }
        drawChoices(history.filters, at: GridPoint(x: area.minX, y: 2), context: context, on: &canvas) {
            .history(.filter($0))
        }
        let sort = "\(context.glyphs.unicode ? "⇅" : "Sort:") \(history.sort.title)"
        let sortRect = canvas.grid.put(
            sort, row: 2, alignedTo: .trailing, in: row(2, of: area), style: theme.accentText)
        canvas.addHotspot(sortRect, .history(.cycleSort))
        canvas.grid.put(context.text(history.countText), at: GridPoint(x: area.minX, y: 3), style: theme.secondary)
        let clear = canvas.grid.put(
            "Clear all", row: 3, alignedTo: .trailing, in: row(3, of: area), style: theme.tone(.danger))
        canvas.addHotspot(clear, .history(.requestClear))
    }

    /// Draws `choices` as buttons in a row from `origin`, the chosen one lit, each doing its `action`.
    private static func drawChoices<Value>(
        _ choices: [Choice<Value>], at origin: GridPoint, context: ScreenContext, on canvas: inout Canvas,
        action: (Value) -> ScreenAction
    ) {
        var x = origin.x
        for choice in choices {
            let style = choice.isSelected ? context.theme.button : context.theme.secondaryButton
            let end = canvas.grid.put(" \(choice.title) ", at: GridPoint(x: x, y: origin.y), style: style)
            canvas.addHotspot(GridRect(x: x, y: origin.y, width: end - x, height: 1), action(choice.value))
            x = end + 1
        }
    }

    private static func drawRow(
        _ row: HistoryRow, in rect: GridRect, selected: Bool, context: ScreenContext, on canvas: inout Canvas
    ) {
        let theme = context.theme
        canvas.drawCard(rect, focused: selected, context: context)
        if theme.isMonochrome && !selected { canvas.grid.fill(rect, style: theme.plain) }
        let base = selected ? theme.cardFocused : (theme.isMonochrome ? theme.plain : theme.card)
        let secondary = base.withForeground(theme.secondaryText).adding(theme.isMonochrome && !selected ? .dim : [])
        let good = base.withForeground(theme.accent).adding(.bold)
        let inner = rect.insetBy(dx: 2, dy: 0)
        let queen = String(QueenAppearance(.classic).character(ascii: !context.glyphs.unicode))
        let hints = row.hintsText.map { " \(context.glyphs.hintMark) \($0)" } ?? ""
        let kind = row.kindText.map { "  " + context.text($0) } ?? ""
        if rect.height >= 2 {
            var x = canvas.grid.put(queen, at: GridPoint(x: inner.minX, y: rect.minY), style: good)
            x = canvas.grid.put(
                "  " + context.text(row.sizeText), at: GridPoint(x: x, y: rect.minY), style: base.adding(.bold))
            let right = canvas.grid.put(row.timeText, row: rect.minY, alignedTo: .trailing, in: inner, style: good)
            var hintStart = right.minX
            if !hints.isEmpty {
                let hintRect = GridRect(x: x, y: rect.minY, width: right.minX - x - 2, height: 1)
                hintStart =
                    canvas.grid.put(
                        context.text(hints), row: rect.minY, alignedTo: .trailing, in: hintRect,
                        style: base.withForeground(theme.hint)
                    ).minX
            }
            if !kind.isEmpty {
                let kindRect = GridRect(x: x, y: rect.minY, width: max(0, hintStart - x - 1), height: 1)
                canvas.grid.put(kind, row: rect.minY, alignedTo: .leading, in: kindRect, style: secondary)
            }
            let detail = canvas.grid.put(
                context.text(row.detailText), row: rect.minY + 1, alignedTo: .trailing, in: inner,
                style: row.isPerfect ? good : secondary)
            let date = GridRect(
                x: inner.minX + 3, y: rect.minY + 1, width: max(0, detail.minX - inner.minX - 4), height: 1)
            canvas.grid.put(
                context.text(row.dateText), row: rect.minY + 1, alignedTo: .leading, in: date, style: secondary)
        } else {
            var x = canvas.grid.put(
                context.text(row.sizeText) + kind, at: GridPoint(x: inner.minX, y: rect.minY),
                style: base.adding(.bold))
            let right = canvas.grid.put(
                context.text("\(row.timeText)  \(row.detailText)\(hints)"), row: rect.minY, alignedTo: .trailing,
                in: inner, style: row.isPerfect ? good : base)
            x += 2
            canvas.grid.put(
                context.text(row.dateText), row: rect.minY, alignedTo: .leading,
                in: GridRect(x: x, y: rect.minY, width: max(0, right.minX - x - 1), height: 1), style: secondary)
        }
    }

    private static func drawEmptyState(
        _ history: HistoryViewModel, in area: GridRect, context: ScreenContext, on canvas: inout Canvas
    ) {
        let theme = context.theme
        let message = TextLayout.wrap(context.text(history.emptyMessage), width: min(area.width, 50))
        var y = area.minY + max(0, (area.height - message.count - 5) / 2)
        canvas.grid.put(history.emptyTitle, row: y, alignedTo: .center, in: area, style: theme.title)
        y = canvas.putLines(message, from: y + 2, in: area, alignment: .center, style: theme.secondary) + 1
        let width = min(24, area.width)
        let button = GridRect(x: area.minX + (area.width - width) / 2, y: y, width: width, height: 1)
        canvas.drawButton(
            "Start a game  n", in: button, style: theme.button, focused: false, action: .history(.start),
            context: context)
    }

    private static func drawConfirmation(_ history: HistoryViewModel, context: ScreenContext, on canvas: inout Canvas) {
        let theme = context.theme
        canvas.fadeAll(context)
        canvas.beginModalLayer()
        canvas.addHotspot(canvas.bounds, .history(.cancelClear))
        let width = min(48, canvas.size.width - 2)
        let lines = TextLayout.wrap(context.text(history.clearConfirmationText), width: width - 4)
        let rect = canvas.bounds.centered(GridSize(width: width, height: lines.count + 6))
        canvas.drawPanel(rect, title: "Clear history", context: context)
        canvas.addHotspot(rect, .ignore)
        let inner = rect.insetBy(dx: 2, dy: 1)
        let y = canvas.putLines(lines, from: inner.minY + 1, in: inner, alignment: .center, style: theme.card) + 1
        let buttonWidth = min(16, (inner.width - 2) / 2)
        let delete = GridRect(x: inner.minX + inner.width / 2 - buttonWidth - 1, y: y, width: buttonWidth, height: 1)
        let keep = GridRect(x: inner.minX + inner.width / 2 + 1, y: y, width: buttonWidth, height: 1)
        let danger = CellStyle(
            foreground: theme.background, background: theme.conflict,
            attributes: theme.isMonochrome ? [.bold, .reverse] : .bold)
        canvas.drawButton(
            "Delete  y", in: delete, style: danger, focused: false, action: .history(.confirmClear), context: context)
        canvas.drawButton(
            "Keep  n", in: keep, style: theme.secondaryButton, focused: false, action: .history(.cancelClear),
            context: context)
    }
}
