import NQueensLocalization

/// The `?` overlay: every key of the screen below and what it does, in one or two columns (two only when each
/// entry fits whole), scrolling when they do not fit.
enum HelpView {
    /// The widest the keys' column is on narrow screens (a third of the screen on wider ones); longer lists of
    /// keys are cut with an ellipsis.
    private static let maximumKeysWidth = 16

    /// One row of the list: the keys (on an entry's first row only) and a line of what they do.
    private struct Line {
        let keys: String
        let summary: String
    }

    /// Draws the keys of `groups` for the screen named `screenName` over what is drawn, listing from row
    /// `offset` when they do not all fit; returns the offset used.
    ///
    /// In one column, a summary too long for the panel wraps onto more rows under itself.
    @discardableResult
    static func draw(
        _ groups: [KeyGroup], screenName: String, note: String?, offset: Int, context: ScreenContext,
        on canvas: inout Canvas
    ) -> Int {
        let theme = context.theme
        canvas.fadeAll(context)
        canvas.beginModalLayer()
        canvas.addHotspot(canvas.bounds, .hideHelp)
        let entries = groups.map { (keys: context.text($0.keys), summary: context.text($0.summary)) }
        let keysRoom = max(maximumKeysWidth, (canvas.size.width - 6) / 3)
        let keysWidth = min(keysRoom, entries.map(\.keys.displayWidth).max() ?? 0)
        let summaryWidth = entries.map(\.summary.displayWidth).max() ?? 0
        let entryWidth = keysWidth + 2 + summaryWidth
        let availableRows = max(1, canvas.size.height - 6)
        // Two columns only when both hold every entry whole: one column that scrolls reads better than cut lines.
        let twoColumnsFit = canvas.size.width >= 2 * entryWidth + 3 + 6
        let columns = entries.count > availableRows && twoColumnsFit && (entries.count + 1) / 2 <= availableRows ? 2 : 1
        let columnWidth = min(entryWidth, (canvas.size.width - 6 - (columns - 1) * 3) / columns)
        let lines = entries.flatMap { entry in
            let summaries =
                columns == 1
                ? TextLayout.wrap(entry.summary, width: max(1, columnWidth - keysWidth - 2)) : [entry.summary]
            return summaries.enumerated().map { Line(keys: $0.offset == 0 ? entry.keys : "", summary: $0.element) }
        }
        let rows = (lines.count + columns - 1) / columns
        let visibleRows = min(rows, availableRows)
        let top = min(max(offset, 0), rows - visibleRows)
        let footer = context.text(
            rows > visibleRows
                ? scrollingFooter(
                    first: top + 1, last: top + visibleRows, of: rows, width: canvas.size.width - 6, context: context)
                : closingFooter(note: note, context: context))
        let width = min(canvas.size.width - 2, max(columns * columnWidth + (columns - 1) * 3, footer.displayWidth) + 4)
        let height = min(canvas.size.height, visibleRows + 5)
        let rect = canvas.bounds.centered(GridSize(width: width, height: height))
        // TRANSLATORS: the title of the list of keys; %s is the screen's name, such as "Keys · Game".
        canvas.drawPanel(rect, title: tr("Keys · %s", screenName), context: context)
        let inner = rect.insetBy(dx: 2, dy: 1)
        for (index, line) in lines.enumerated() {
            let column = index / rows
            let row = index % rows - top
            guard row >= 0, row < visibleRows else { continue }
            let x = inner.minX + column * (columnWidth + 3)
            let y = inner.minY + 1 + row
            let keys = GridRect(x: x, y: y, width: keysWidth, height: 1)
            canvas.grid.put(
                line.keys, row: y, alignedTo: .leading, in: keys,
                style: CellStyle(foreground: theme.accent, background: theme.surface, attributes: .bold))
            let summary = GridRect(x: keys.maxX + 2, y: y, width: max(0, columnWidth - keysWidth - 2), height: 1)
            canvas.grid.put(line.summary, row: y, alignedTo: .leading, in: summary, style: theme.card)
        }
        canvas.grid.put(footer, row: inner.maxY - 1, alignedTo: .center, in: inner, style: theme.cardSecondary)
        return top
    }

    /// The footer when every key shows: how to close the help, after the note (such as that the clock is paused).
    private static func closingFooter(note: String?, context: ScreenContext) -> String {
        guard let note else {
            // TRANSLATORS: the foot of the list of keys; %1$s and %2$s are keys (Esc, ?).
            return tr("%1$s or %2$s closes this help", KeyName.escape, "?")
        }
        // TRANSLATORS: the foot of the list of keys, after a note such as "The clock is paused"; %s is a key (Esc).
        return note + "  \(context.glyphs.dot)  " + tr("%s closes", KeyName.escape)
    }

    /// The footer when the list scrolls: which rows show, and how to close the help when `width` leaves room.
    private static func scrollingFooter(
        first: Int, last: Int, of count: Int, width: Int, context: ScreenContext
    ) -> String {
        // TRANSLATORS: the foot of a list of keys too long for the screen: %1$s is the arrow keys (↑↓), %2$d and
        // TRANSLATORS: %3$d the first and last rows shown, %4$d the number of rows: "↑↓ more (1-18 of 25)".
        let more = tr("%1$s more (%2$d-%3$d of %4$d)", context.glyphs.upDownKeys, first, last, count)
        let full = more + "  \(context.glyphs.dot)  " + tr("%s closes", KeyName.escape)
        return context.text(full).displayWidth <= width ? full : more
    }
}
