import NQueensLocalization
import NQueensPresentation

/// The Statistics screen: the chosen size (`‹ 8×8 ›`) and its figures under the title bar, then, scrolled as one
/// page, the table of every size (the chosen one lit), the chart of its solve times, the calendar of the last 12
/// months and the streaks.
@MainActor
enum StatisticsView {
    /// The smallest screen the statistics need.
    static let minimumSize = GridSize(width: 40, height: 12)

    /// The widest the page is drawn; wider screens centre it.
    private static let maximumWidth = 100

    /// The first row of the scrolled page.
    private static let pageTop = 3

    /// The rows of the scrolled page on a screen of `size`.
    static func visibleRows(in size: GridSize) -> Int {
        max(1, size.height - pageTop - 1)
    }

    /// Draws `statistics` with its page scrolled to row `top` (clamped to the page); returns the top used.
    @discardableResult
    static func draw(
        _ statistics: StatisticsViewModel, top: Int, context: ScreenContext, on canvas: inout Canvas
    ) -> Int {
        let theme = context.theme
        canvas.fillBackground(context)
        canvas.drawHeader(title: statistics.title, back: (tr("Home"), .statistics(.back)), context: context)
        let width = min(maximumWidth, canvas.size.width - 2)
        let left = (canvas.size.width - width) / 2
        drawSizeLine(statistics, x: left, width: width, context: context, on: &canvas)

        var page = Canvas(grid: CellGrid(width: canvas.size.width, height: 200, style: theme.plain))
        let height = drawPage(statistics, x: left, width: width, context: context, on: &page)
        let rows = visibleRows(in: canvas.size)
        let top = min(max(0, top), max(0, height - rows))
        let viewport = GridRect(x: 0, y: pageTop, width: canvas.size.width, height: rows)
        for row in 0..<min(rows, height - top) {
            for x in 0..<canvas.size.width {
                guard let cell = page.grid.cell(at: GridPoint(x: x, y: top + row)), !cell.isContinuation else {
                    continue
                }
                canvas.grid.put(cell.character, at: GridPoint(x: x, y: pageTop + row), style: cell.style)
            }
        }
        for hotspot in page.hotspots {
            let moved = GridRect(
                x: hotspot.rect.minX, y: hotspot.rect.minY - top + pageTop, width: hotspot.rect.width,
                height: hotspot.rect.height)
            canvas.addHotspot(moved.intersection(viewport), hotspot.action)
        }
        if height > rows {
            // TRANSLATORS: above the statistics when the page scrolls on; %s is a down arrow.
            let more = top + rows < height ? context.text(tr("%s more", context.glyphs.unicode ? "↓" : "v")) : ""
            let line = GridRect(x: left, y: 2, width: width, height: 1)
            canvas.grid.put(more, row: 2, alignedTo: .trailing, in: line, style: theme.secondary)
        }
        return top
    }

    // MARK: Parts

    /// Row 1: `‹ 8×8 ›` (each arrow clickable) and the chosen size's figures in words.
    private static func drawSizeLine(
        _ statistics: StatisticsViewModel, x: Int, width: Int, context: ScreenContext, on canvas: inout Canvas
    ) {
        let theme = context.theme
        let line = GridRect(x: x, y: 1, width: width, height: 1)
        guard !statistics.sizesPlayed.isEmpty else {
            canvas.grid.put(
                context.text(statistics.summaryText), row: 1, alignedTo: .center, in: line, style: theme.secondary)
            return
        }
        let next = context.glyphs.unicode ? "›" : ">"
        let selector = "\(context.glyphs.back) \(statistics.boardSizeText) \(next)"
        let detail = statistics.selectedRow.map { "  " + $0.summaryText } ?? ""
        let text = context.text(selector + detail)
        let rect = canvas.grid.put(text, row: 1, alignedTo: .center, in: line, style: theme.secondary)
        canvas.grid.put(selector, at: rect.origin, style: theme.accentText)
        canvas.addHotspot(GridRect(x: rect.minX, y: 1, width: 2, height: 1), .statistics(.shiftSize(-1)))
        let nextX = rect.minX + selector.displayWidth - 2
        canvas.addHotspot(GridRect(x: nextX, y: 1, width: 2, height: 1), .statistics(.shiftSize(1)))
    }

    /// The page below the size line: the table, the chart, the calendar and the streaks; returns its height.
    private static func drawPage(
        _ statistics: StatisticsViewModel, x: Int, width: Int, context: ScreenContext, on page: inout Canvas
    ) -> Int {
        let theme = context.theme
        var y = 0
        for notice in [statistics.problem, statistics.emptyText].compactMap({ $0 }) {
            let lines = TextLayout.wrap(context.text(notice), width: width)
            let style = notice == statistics.problem ? theme.tone(.danger) : theme.secondary
            y =
                page.putLines(
                    lines, from: y, in: GridRect(x: x, y: y, width: width, height: lines.count), alignment: .center,
                    style: style) + 1
        }
        if !statistics.rows.isEmpty {
            y = drawTable(statistics, at: GridPoint(x: x, y: y), width: width, context: context, on: &page) + 1
            y =
                SolveTimeChartView.draw(
                    statistics.chart, at: GridPoint(x: x, y: y), width: width, context: context, on: &page) + 1
        }
        page.grid.put(
            context.text(tr("Last 12 months")), row: y, alignedTo: .leading,
            in: GridRect(x: x, y: y, width: width, height: 1), style: theme.title)
        y =
            ActivityCalendarView.draw(
                statistics.calendar, at: GridPoint(x: x, y: y + 1), width: width, context: context, on: &page) + 1
        for text in [statistics.streakText, statistics.dailyStreakText] {
            page.grid.put(
                context.text(text), row: y, alignedTo: .leading, in: GridRect(x: x, y: y, width: width, height: 1),
                style: theme.plain)
            y += 1
        }
        return y
    }

    /// The table of every size, the chosen one lit and each row clickable.
    ///
    /// Columns that do not fit are left out from the right. Returns the row after the table.
    private static func drawTable(
        _ statistics: StatisticsViewModel, at origin: GridPoint, width: Int, context: ScreenContext,
        on page: inout Canvas
    ) -> Int {
        let theme = context.theme
        let titles = statistics.columnTitles
        let cells = statistics.rows.map { StatisticsViewModel.cells(of: $0).map(context.text) }
        var widths = titles.indices.map { column in
            ([titles[column]] + cells.map { $0[column] }).map(\.displayWidth).max() ?? 0
        }
        // Two spaces between columns, one when that makes them all fit, else the last columns are left out.
        var gap = 2
        if widths.reduce(0, +) + gap * (widths.count - 1) > width { gap = 1 }
        while widths.count > 1, widths.reduce(0, +) + gap * (widths.count - 1) > width { widths.removeLast() }
        func put(_ texts: [String], y: Int, style: CellStyle) {
            var x = origin.x
            for (column, columnWidth) in widths.enumerated() {
                let rect = GridRect(x: x, y: y, width: columnWidth, height: 1)
                page.grid.put(
                    texts[column], row: y, alignedTo: column == 0 ? .leading : .trailing, in: rect, style: style)
                x += columnWidth + gap
            }
        }
        let tableWidth = widths.reduce(0, +) + gap * (widths.count - 1)
        put(titles, y: origin.y, style: theme.secondary.adding(.bold))
        for (index, row) in statistics.rows.enumerated() {
            let y = origin.y + 1 + index
            let selected = row.boardSize == statistics.boardSize
            let style = selected ? theme.cardFocused.adding(.bold) : theme.plain
            if selected { page.grid.fill(GridRect(x: origin.x, y: y, width: tableWidth, height: 1), style: style) }
            put(cells[index], y: y, style: style)
            page.addHotspot(
                GridRect(x: origin.x, y: y, width: tableWidth, height: 1), .statistics(.size(row.boardSize)))
        }
        return origin.y + 1 + statistics.rows.count
    }
}
