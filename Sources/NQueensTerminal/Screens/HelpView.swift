/// The `?` overlay: every key of the screen below and what it does, in one or two columns (two only when each
/// entry fits whole), scrolling when they do not fit.
enum HelpView {
    /// Draws the keys of `groups` for the screen named `screenName` over what is drawn, listing from row
    /// `offset` when they do not all fit; returns the offset used.
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
        let keysWidth = min(16, entries.map(\.keys.displayWidth).max() ?? 0)
        let summaryWidth = entries.map(\.summary.displayWidth).max() ?? 0
        let entryWidth = keysWidth + 2 + summaryWidth
        let availableRows = max(1, canvas.size.height - 6)
        // Two columns only when both hold every entry whole: one column that scrolls reads better than cut lines.
        let twoColumnsFit = canvas.size.width >= 2 * entryWidth + 3 + 6
        let columns = entries.count > availableRows && twoColumnsFit && (entries.count + 1) / 2 <= availableRows ? 2 : 1
        let rows = (entries.count + columns - 1) / columns
        let visibleRows = min(rows, availableRows)
        let top = min(max(offset, 0), rows - visibleRows)
        let closing = note.map { "\($0)  \(context.glyphs.dot)  Esc closes" } ?? "Esc or ? closes this help"
        let footer = context.text(
            rows > visibleRows
                ? "\(context.glyphs.upDownKeys) more (\(top + 1)-\(top + visibleRows) of \(rows))  \(context.glyphs.dot)  Esc closes"
                : closing)
        let columnWidth = min(entryWidth, (canvas.size.width - 6 - (columns - 1) * 3) / columns)
        let width = min(canvas.size.width - 2, max(columns * columnWidth + (columns - 1) * 3, footer.displayWidth) + 4)
        let height = min(canvas.size.height, visibleRows + 5)
        let rect = canvas.bounds.centered(GridSize(width: width, height: height))
        canvas.drawPanel(rect, title: "Keys \(context.glyphs.dot) \(screenName)", context: context)
        let inner = rect.insetBy(dx: 2, dy: 1)
        for (index, entry) in entries.enumerated() {
            let column = index / rows
            let row = index % rows - top
            guard row >= 0, row < visibleRows else { continue }
            let x = inner.minX + column * (columnWidth + 3)
            let y = inner.minY + 1 + row
            let keys = GridRect(x: x, y: y, width: keysWidth, height: 1)
            canvas.grid.put(
                entry.keys, row: y, alignedTo: .leading, in: keys,
                style: CellStyle(foreground: theme.accent, background: theme.surface, attributes: .bold))
            let summary = GridRect(x: keys.maxX + 2, y: y, width: max(0, columnWidth - keysWidth - 2), height: 1)
            canvas.grid.put(entry.summary, row: y, alignedTo: .leading, in: summary, style: theme.card)
        }
        canvas.grid.put(footer, row: inner.maxY - 1, alignedTo: .center, in: inner, style: theme.cardSecondary)
        return top
    }
}
