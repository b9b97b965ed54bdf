import NQueensLocalization
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
        canvas.drawHeader(title: history.title, back: (tr("Home"), .history(.back)), context: context)
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
            // TRANSLATORS: under the games listed when more are loaded on scrolling; %s is "20 of 200 games".
            canvas.grid.put(
                context.text(tr("%s · more below", history.countText)), row: y, alignedTo: .center, in: area,
                style: theme.secondary)
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
        drawChoices(history.modeFilters, in: row(1, of: area), context: context, on: &canvas) {
            .history(.modeFilter($0))
        }
        // TRANSLATORS: before the history's order when the terminal cannot draw the ⇅ arrows: "Sort: Newest".
        let sortLabel = context.glyphs.unicode ? "⇅" : tr("Sort:")
        let sort = context.text("\(sortLabel) \(history.sort.title)").truncated(toWidth: area.width / 3)
        let sortRect = canvas.grid.put(
            sort, row: 2, alignedTo: .trailing, in: row(2, of: area), style: theme.accentText)
        canvas.addHotspot(sortRect, .history(.cycleSort))
        let sizes = GridRect(x: area.minX, y: 2, width: max(0, sortRect.minX - 1 - area.minX), height: 1)
        drawChoices(history.filters, in: sizes, context: context, on: &canvas) {
            .history(.filter($0))
        }
        let clear = canvas.grid.put(
            context.text(tr("Clear all")).truncated(toWidth: area.width / 3), row: 3, alignedTo: .trailing,
            in: row(3, of: area), style: theme.tone(.danger))
        canvas.addHotspot(clear, .history(.requestClear))
        let count = GridRect(x: area.minX, y: 3, width: max(0, clear.minX - 1 - area.minX), height: 1)
        canvas.grid.put(
            context.text(history.countText), row: 3, alignedTo: .leading, in: count, style: theme.secondary)
    }

    /// Draws `choices` as buttons in a row across `rect`, the chosen one lit, each doing its `action`.
    ///
    /// When they do not all fit, long titles are cut with an ellipsis; when that would leave them too short to
    /// read (many sizes), the buttons around the chosen one are shown whole, with `…` where others are left out.
    private static func drawChoices<Value>(
        _ choices: [Choice<Value>], in rect: GridRect, context: ScreenContext, on canvas: inout Canvas,
        action: (Value) -> ScreenAction
    ) {
        guard !choices.isEmpty, rect.width > 0 else { return }
        var titles = choices.map { context.text($0.title) }
        var shown = choices.indices
        let fitted = TextLayout.fit(titles, width: rect.width - (3 * titles.count - 1))
        if zip(fitted, titles).allSatisfy({ $0.displayWidth >= min($1.displayWidth, 4) }) {
            titles = fitted
        } else {
            shown = window(of: titles, around: choices.firstIndex { $0.isSelected } ?? 0, width: rect.width)
        }
        let ellipsis = context.text("…")
        var x = rect.minX
        if shown.lowerBound > 0 {
            x =
                canvas.grid.put(ellipsis, at: GridPoint(x: x, y: rect.minY), style: context.theme.secondary, clip: rect)
                + 1
        }
        for index in shown {
            let choice = choices[index]
            let style = choice.isSelected ? context.theme.button : context.theme.secondaryButton
            let end = canvas.grid.put(" \(titles[index]) ", at: GridPoint(x: x, y: rect.minY), style: style, clip: rect)
            canvas.addHotspot(
                GridRect(x: x, y: rect.minY, width: end - x, height: 1).intersection(rect), action(choice.value))
            x = end + 1
        }
        if shown.upperBound < choices.count {
            canvas.grid.put(ellipsis, at: GridPoint(x: x, y: rect.minY), style: context.theme.secondary, clip: rect)
        }
    }

    /// The buttons of `titles` shown whole around the one at `selected` in `width` columns, leaving a column and
    /// a gap for `…` on each side where buttons are left out.
    private static func window(of titles: [String], around selected: Int, width: Int) -> Range<Int> {
        let widths = titles.map { $0.displayWidth + 3 }
        var range = selected..<(selected + 1)
        func used(_ range: Range<Int>) -> Int {
            range.reduce(0) { $0 + widths[$1] } - 1 + (range.lowerBound > 0 ? 2 : 0)
                + (range.upperBound < titles.count ? 2 : 0)
        }
        var grew = true
        while grew {
            grew = false
            if range.upperBound < titles.count, used(range.lowerBound..<(range.upperBound + 1)) <= width {
                range = range.lowerBound..<(range.upperBound + 1)
                grew = true
            }
            if range.lowerBound > 0, used((range.lowerBound - 1)..<range.upperBound) <= width {
                range = (range.lowerBound - 1)..<range.upperBound
                grew = true
            }
        }
        return range
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
                "  " + context.text(row.sizeText), at: GridPoint(x: x, y: rect.minY), style: base.adding(.bold),
                clip: inner)
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
            // The figures on the right keep their room (up to half the row); the size, kind and date take the rest.
            let figures = context.text("\(row.timeText)  \(row.detailText)\(hints)")
            let right = canvas.grid.put(
                figures.truncated(toWidth: max(inner.width / 2, inner.width - 12)), row: rect.minY,
                alignedTo: .trailing, in: inner, style: row.isPerfect ? good : base)
            let left = GridRect(x: inner.minX, y: rect.minY, width: max(0, right.minX - 1 - inner.minX), height: 1)
            var x = canvas.grid.put(
                context.text(row.sizeText) + kind, row: rect.minY, alignedTo: .leading, in: left,
                style: base.adding(.bold)
            ).maxX
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
        let width = min(max(24, Canvas.buttonWidth(tr("Start a game"), key: "n", context: context)), area.width)
        let button = GridRect(x: area.minX + (area.width - width) / 2, y: y, width: width, height: 1)
        canvas.drawButton(
            tr("Start a game"), key: "n", in: button, style: theme.button, focused: false, action: .history(.start),
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
        canvas.drawPanel(rect, title: tr("Clear history"), context: context)
        canvas.addHotspot(rect, .ignore)
        let inner = rect.insetBy(dx: 2, dy: 1)
        let y = canvas.putLines(lines, from: inner.minY + 1, in: inner, alignment: .center, style: theme.card) + 1
        let labels = [(tr("Delete"), "y"), (tr("Keep"), "n")]
        let needed = labels.map { Canvas.buttonWidth($0.0, key: $0.1, context: context) }.max() ?? 16
        let buttonWidth = min(max(16, needed), (inner.width - 2) / 2)
        let delete = GridRect(x: inner.minX + inner.width / 2 - buttonWidth - 1, y: y, width: buttonWidth, height: 1)
        let keep = GridRect(x: inner.minX + inner.width / 2 + 1, y: y, width: buttonWidth, height: 1)
        let danger = CellStyle(
            foreground: theme.background, background: theme.conflict,
            attributes: theme.isMonochrome ? [.bold, .reverse] : .bold)
        canvas.drawButton(
            labels[0].0, key: labels[0].1, in: delete, style: danger, focused: false, action: .history(.confirmClear),
            context: context)
        canvas.drawButton(
            labels[1].0, key: labels[1].1, in: keep, style: theme.secondaryButton, focused: false,
            action: .history(.cancelClear),
            context: context)
    }
}
