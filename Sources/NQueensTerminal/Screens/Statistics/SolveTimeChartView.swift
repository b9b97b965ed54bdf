import NQueensLocalization
import NQueensPresentation
import NQueensServices

/// The chart of one size's solve times in character cells: the time axis on the left, a glyph per kind of game
/// (daily `●`, puzzle `▲`, free play `■`; `o * +` in ASCII) at the median of each column's games with a `│` over
/// their spread, the running best as a `─` line, a time above the axis as `↑`, and the months underneath.
@MainActor
enum SolveTimeChartView {
    /// The rows of the plot (the axis labels and the month row come on top of them).
    static let plotRows = 8

    /// The rows the chart takes: the title and legend, the plot, the month row.
    static let height = plotRows + 2

    /// The glyph of a kind of game.
    static func glyph(_ kind: GameMode, unicode: Bool) -> Character {
        switch kind {
        case .daily: unicode ? "●" : "o"
        case .puzzle: unicode ? "▲" : "*"
        case .freePlay: unicode ? "■" : "+"
        case .regions: unicode ? "◆" : "#"
        }
    }

    /// Draws `chart` in the `width` columns from `origin` (the title row); returns the row after it.
    @discardableResult
    static func draw(
        _ chart: SolveTimeChart, at origin: GridPoint, width: Int, context: ScreenContext, on canvas: inout Canvas
    ) -> Int {
        let theme = context.theme
        let unicode = context.glyphs.unicode
        let line = GridRect(x: origin.x, y: origin.y, width: width, height: 1)
        canvas.grid.put(context.text(chart.title), row: origin.y, alignedTo: .leading, in: line, style: theme.title)
        drawLegend(chart, in: line, context: context, on: &canvas)
        let plotTop = origin.y + 1
        if let empty = chart.emptyText {
            let area = GridRect(x: origin.x, y: plotTop, width: width, height: plotRows)
            canvas.grid.putCentered(context.text(empty), in: area, style: theme.secondary)
            return plotTop + plotRows + 1
        }
        let labelWidth = chart.timeTicks.map(\.label.displayWidth).max() ?? 4
        let axisX = origin.x + labelWidth + 1
        let plotX = axisX + 1
        let plotWidth = max(1, width - (plotX - origin.x))
        func row(_ y: Double) -> Int {
            plotTop + (plotRows - 1) - Int((min(max(y, 0), 1) * Double(plotRows - 1)).rounded())
        }
        func column(_ x: Double) -> Int {
            plotX + min(plotWidth - 1, max(0, Int(x * Double(plotWidth))))
        }
        // The axis and its labels.
        let axisStyle = theme.frame
        for y in plotTop..<(plotTop + plotRows) {
            canvas.grid.put(unicode ? "│" : "|", at: GridPoint(x: axisX, y: y), style: axisStyle)
        }
        var labelled = Set<Int>()
        for tick in chart.timeTicks.reversed() {
            let y = row(tick.position)
            guard labelled.insert(y).inserted else { continue }
            let rect = GridRect(x: origin.x, y: y, width: labelWidth, height: 1)
            canvas.grid.put(tick.label, row: y, alignedTo: .trailing, in: rect, style: theme.secondary)
        }
        // The running best, under the games.
        let bestStyle = CellStyle(foreground: theme.text, background: theme.background, attributes: .dim)
        for (start, end) in zip(chart.runningBest, chart.runningBest.dropFirst()) where start.y == end.y {
            for x in column(start.x)...column(end.x) {
                canvas.grid.put(unicode ? "─" : "_", at: GridPoint(x: x, y: row(start.y)), style: bestStyle)
            }
        }
        // The games: free play first, dailies last, so dailies stay on top where they meet.
        let buckets = chart.buckets(count: plotWidth).sorted { order($0.kind) < order($1.kind) }
        for bucket in buckets {
            let x = column(bucket.x)
            let style = CellStyle(foreground: color(bucket.kind, theme: theme), background: theme.background)
            let (high, low) = (row(bucket.high), row(bucket.low))
            if low > high {
                for y in high...low {
                    canvas.grid.put(unicode ? "│" : "|", at: GridPoint(x: x, y: y), style: style.adding(.dim))
                }
            }
            canvas.grid.put(
                glyph(bucket.kind, unicode: unicode), at: GridPoint(x: x, y: row(bucket.median)),
                style: style.adding(.bold))
            if bucket.isClipped {
                canvas.grid.put(unicode ? "↑" : "^", at: GridPoint(x: x, y: plotTop), style: style.adding(.bold))
            }
        }
        // The months.
        let monthRow = plotTop + plotRows
        var nextFree = plotX
        for tick in chart.dateTicks {
            let label = context.text(tick.label)
            let x = min(max(column(tick.position), nextFree), plotX + plotWidth - label.displayWidth)
            guard x >= nextFree else { continue }
            canvas.grid.put(label, at: GridPoint(x: x, y: monthRow), style: theme.secondary)
            nextFree = x + label.displayWidth + 1
        }
        return monthRow + 1
    }

    /// The legend on the title's row, right-aligned: each kind charted with its count, the best line and, when
    /// some time is off the chart, its arrow.
    private static func drawLegend(
        _ chart: SolveTimeChart, in line: GridRect, context: ScreenContext, on canvas: inout Canvas
    ) {
        let theme = context.theme
        let unicode = context.glyphs.unicode
        var items: [(String, CellStyle)] = chart.legend.map { entry in
            (
                "\(glyph(entry.kind, unicode: unicode)) \(entry.text)",
                CellStyle(foreground: color(entry.kind, theme: theme), background: theme.background)
            )
        }
        if !chart.points.isEmpty {
            // TRANSLATORS: the chart's legend for the line of the best time so far.
            items.append(("\(unicode ? "─" : "_") " + tr(context: "chart", "best"), theme.secondary))
        }
        if chart.points.contains(where: \.isClipped) {
            // TRANSLATORS: the chart's legend for the arrow of a time too long to plot.
            items.append(("\(unicode ? "↑" : "^") " + tr("off the chart"), theme.secondary))
        }
        let titleWidth = context.text(chart.title).displayWidth + 2
        while !items.isEmpty, items.reduce(0, { $0 + $1.0.displayWidth + 2 }) > line.width - titleWidth {
            items.removeLast()
        }
        var x = line.maxX - items.reduce(0) { $0 + $1.0.displayWidth + 2 } + 2
        for (text, style) in items {
            x = canvas.grid.put(context.text(text), at: GridPoint(x: x, y: line.minY), style: style, clip: line) + 2
        }
    }

    private static func order(_ kind: GameMode) -> Int {
        switch kind {
        case .freePlay: 0
        case .puzzle: 1
        case .daily: 2
        case .regions: 3
        }
    }

    /// The colour of a kind of game (the terminal's default in monochrome, where the glyphs tell them apart).
    static func color(_ kind: GameMode, theme: TerminalTheme) -> TerminalColor {
        switch kind {
        case .daily: theme.streak
        case .puzzle: theme.hint
        case .freePlay: theme.accent
        case .regions: theme.accent
        }
    }
}
