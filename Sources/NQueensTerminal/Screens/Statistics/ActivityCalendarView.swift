import NQueensLocalization
import NQueensPresentation

/// The calendar of the last 12 months in character cells.
///
/// A column per week, a row per weekday, one glyph a day (daily solved `●`, with hints `◉`, missed but can be made
/// up `○`, played `▪`, not played `·`; `# @ o + .` in ASCII), today underlined, the months above and a legend below.
/// A narrow screen shows the latest weeks that fit.
@MainActor
enum ActivityCalendarView {
    /// The rows the calendar takes without its legend: the months and the seven weekdays.
    static let gridRows = 8

    /// The glyph of a kind of day.
    static func glyph(_ kind: ActivityKind, unicode: Bool) -> Character {
        switch kind {
        case .dailySolved: unicode ? "●" : "#"
        case .dailySolvedWithHints: unicode ? "◉" : "@"
        case .canMakeUp: unicode ? "○" : "o"
        case .played: unicode ? "▪" : "+"
        case .none: unicode ? "·" : "."
        }
    }

    /// Draws `calendar` in the `width` columns from `origin`; returns the row after its legend.
    @discardableResult
    static func draw(
        _ calendar: ActivityCalendar, at origin: GridPoint, width: Int, context: ScreenContext, on canvas: inout Canvas
    ) -> Int {
        let theme = context.theme
        let labelWidth = 4
        let shownWeeks = max(1, min(calendar.weeks.count, width - labelWidth))
        let firstWeek = calendar.weeks.count - shownWeeks
        let gridX = origin.x + labelWidth
        // Each month's name where its first week begins: in full when there is room before the next one, else the
        // month alone (`Jan` for `Jan 2026`), else none.
        let labels = calendar.monthLabels.filter { $0.weekIndex >= firstWeek }
        for (index, label) in labels.enumerated() {
            let x = gridX + label.weekIndex - firstWeek
            let end = index + 1 < labels.count ? gridX + labels[index + 1].weekIndex - firstWeek - 1 : origin.x + width
            let text = [label.text, String(label.text.prefix { $0 != " " })].first { $0.displayWidth <= end - x }
            if let text { canvas.grid.put(text, at: GridPoint(x: x, y: origin.y), style: theme.secondary) }
        }
        for (row, name) in calendar.weekdayLabels.enumerated() {
            let y = origin.y + 1 + row
            canvas.grid.put(
                context.text(name), row: y, alignedTo: .leading,
                in: GridRect(x: origin.x, y: y, width: labelWidth - 1, height: 1), style: theme.secondary)
        }
        for (offset, week) in calendar.weeks.suffix(shownWeeks).enumerated() {
            for (row, cell) in week.days.enumerated() {
                guard let cell else { continue }
                var style = CellStyle(foreground: color(cell.kind, theme: theme), background: theme.background)
                if cell.kind != .none { style = style.adding(.bold) }
                if cell.isToday { style = style.adding(theme.isMonochrome ? [.underline, .reverse] : .underline) }
                canvas.grid.put(
                    glyph(cell.kind, unicode: context.glyphs.unicode),
                    at: GridPoint(x: gridX + offset, y: origin.y + 1 + row), style: style)
            }
        }
        return drawLegend(
            calendar, at: GridPoint(x: origin.x, y: origin.y + gridRows), width: width, context: context, on: &canvas)
    }

    /// The legend: each kind's glyph and name, and today's mark, wrapped over as many rows as the width needs.
    private static func drawLegend(
        _ calendar: ActivityCalendar, at origin: GridPoint, width: Int, context: ScreenContext, on canvas: inout Canvas
    ) -> Int {
        let theme = context.theme
        var items = calendar.legend.map { kind in
            (
                "\(glyph(kind, unicode: context.glyphs.unicode)) \(kind.legendText)",
                CellStyle(foreground: color(kind, theme: theme), background: theme.background)
            )
        }
        // TRANSLATORS: the calendar's legend: today's day is underlined.
        items.append((tr("today underlined"), theme.secondary))
        var x = origin.x
        var y = origin.y
        for (item, style) in items {
            let text = context.text(item).truncated(toWidth: width)
            let length = text.displayWidth
            if x > origin.x, x + length > origin.x + width {
                x = origin.x
                y += 1
            }
            x = canvas.grid.put(text, at: GridPoint(x: x, y: y), style: style) + 2
        }
        return y + 1
    }

    /// The colour of a kind of day.
    static func color(_ kind: ActivityKind, theme: TerminalTheme) -> TerminalColor {
        switch kind {
        case .dailySolved: theme.streak
        case .dailySolvedWithHints: theme.hint
        case .canMakeUp: theme.conflict
        case .played: theme.accent
        case .none: theme.secondaryText
        }
    }
}
