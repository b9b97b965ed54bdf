import NQueensLocalization
import NQueensPresentation

// MARK: - Pieces every screen uses

extension Canvas {
    /// Paints the whole screen in the theme's background.
    mutating func fillBackground(_ context: ScreenContext) {
        grid.fill(bounds, style: context.theme.plain)
    }

    /// Fades everything drawn so far into the background, for a sheet or dialog over it.
    mutating func fadeAll(_ context: ScreenContext) {
        let theme = context.theme
        grid.restyle(bounds) { $0 = theme.faded($0) }
    }

    /// Replaces every character that is not ASCII by its ASCII look-alike, keeping its style: the last step of a
    /// frame for terminals without Unicode, which catches what no screen chose (an ellipsis, a symbol in a date).
    mutating func foldToASCII() {
        for y in 0..<size.height {
            for x in 0..<size.width {
                let point = GridPoint(x: x, y: y)
                guard let cell = grid.cell(at: point), !cell.isContinuation, !cell.character.isASCII else { continue }
                let replacement = Glyphs.ascii(String(cell.character))
                grid.put(replacement.first ?? "?", at: point, style: cell.style)
            }
        }
    }

    /// The title bar on row 0: a back button on the left (when given), the title in the middle, `? help` on the
    /// right; the back button's label and the title are cut with an ellipsis when the bar is too narrow for them.
    mutating func drawHeader(title: String, back: (label: String, action: ScreenAction)?, context: ScreenContext) {
        let theme = context.theme
        let bar = GridRect(x: 0, y: 0, width: size.width, height: 1)
        let barStyle = CellStyle(foreground: theme.text, background: theme.surface)
        grid.fill(bar, style: barStyle)
        let helpLabel = " " + context.text(tr(context: "key bar", "help"))
        let helpWidth = 1 + helpLabel.displayWidth
        let helpX = size.width - helpWidth - 1
        grid.put("?", at: GridPoint(x: helpX, y: 0), style: barStyle.withForeground(theme.accent).adding(.bold))
        grid.put(helpLabel, at: GridPoint(x: helpX + 1, y: 0), style: barStyle.withForeground(theme.secondaryText))
        addHotspot(GridRect(x: helpX - 1, y: 0, width: helpWidth + 2, height: 1), .showHelp)
        var left = 1
        if let back {
            let label = context.text(back.label).truncated(toWidth: max(1, size.width / 4 - 2))
            let text = "\(context.glyphs.back) \(label)"
            let end = grid.put(
                text, at: GridPoint(x: 1, y: 0), style: barStyle.withForeground(theme.accent).adding(.bold))
            addHotspot(GridRect(x: 0, y: 0, width: end + 1, height: 1), back.action)
            left = end + 1
        }
        let titleText = context.text(title)
        let room = max(0, min(size.width - 2 * max(left, size.width - helpX) - 2, size.width))
        let fitted = titleText.truncated(toWidth: room)
        let x = (size.width - fitted.displayWidth) / 2
        grid.put(fitted, at: GridPoint(x: x, y: 0), style: barStyle.adding(.bold))
    }

    /// The key bar on the last row: the groups that have a bar label, as `key label` items, each clickable, with
    /// `? help` kept at the end when the row is too narrow for all of them.
    mutating func drawKeyBar(_ groups: [KeyGroup], context: ScreenContext) {
        guard size.height > 0 else { return }
        let theme = context.theme
        let row = size.height - 1
        let barStyle = CellStyle(foreground: theme.secondaryText, background: theme.surface)
        grid.fill(GridRect(x: 0, y: row, width: size.width, height: 1), style: barStyle)
        typealias Item = (keys: String, label: String, action: ScreenAction?, leavesFirst: Bool)
        var items = groups.compactMap { group -> Item? in
            guard let label = group.barLabel else { return nil }
            return (context.text(group.barKeys), label, group.clickAction, group.leavesBarFirst)
        }
        func width(_ items: [Item]) -> Int {
            items.reduce(0) { $0 + $1.keys.displayWidth + 1 + $1.label.displayWidth } + max(0, items.count - 1) * 2
        }
        while width(items) > size.width - 2, items.count > 1 {
            let helpIndex = items.lastIndex { $0.action == .showHelp }
            let removable =
                items.indices.last { items[$0].leavesFirst } ?? items.indices.last { $0 != helpIndex }
                ?? items.count - 1
            items.remove(at: removable)
        }
        var x = max(1, (size.width - width(items)) / 2)
        let keyStyle = CellStyle(
            foreground: theme.accent, background: theme.surface,
            attributes: theme.isMonochrome ? [.bold, .underline] : .bold)
        for item in items {
            let start = x
            x = grid.put(item.keys, at: GridPoint(x: x, y: row), style: keyStyle)
            x = grid.put(" " + item.label, at: GridPoint(x: x, y: row), style: barStyle)
            if let action = item.action { addHotspot(GridRect(x: start, y: row, width: x - start, height: 1), action) }
            x += 2
        }
    }

    /// A card: a filled rectangle in colour, a frame where a fill would not show; focused cards are highlighted.
    mutating func drawCard(_ rect: GridRect, focused: Bool, context: ScreenContext) {
        let theme = context.theme
        grid.fill(rect, style: focused ? theme.cardFocused : theme.card)
        if theme.framesCards {
            if rect.height >= 3 {
                let style =
                    theme.isMonochrome
                    ? CellStyle(attributes: focused ? .bold : [])
                    : CellStyle(foreground: focused ? theme.accent : theme.separator, background: theme.background)
                grid.drawBox(rect, lines: focused ? context.glyphs.cursorLines : context.glyphs.lines, style: style)
            }
        } else if focused {
            grid.fill(
                GridRect(x: rect.minX, y: rect.minY, width: 1, height: rect.height),
                with: context.glyphs.unicode ? "▌" : "|",
                style: CellStyle(foreground: theme.accent, background: theme.surfaceSelected))
        }
    }

    /// A clickable button: `title` centred in `rect`, in `style`, and the `key` that does the same (`Done  Enter`).
    ///
    /// The title is cut with an ellipsis when the button is too narrow; the key is kept whole.
    mutating func drawButton(
        _ title: String, key: String? = nil, in rect: GridRect, style: CellStyle, focused: Bool,
        action: ScreenAction, context: ScreenContext
    ) {
        var style = style
        if focused && !context.theme.isMonochrome { style = style.adding(.bold) }
        if focused && context.theme.isMonochrome { style = style.adding(.underline) }
        grid.fill(rect, style: style)
        let pointer = focused ? "\(context.glyphs.pointer) " : ""
        let keyText = key.map { "  " + context.text($0) } ?? ""
        let room = max(1, rect.width - pointer.displayWidth - keyText.displayWidth)
        let label = pointer + context.text(title).truncated(toWidth: room) + keyText
        grid.put(label, row: rect.minY + rect.height / 2, alignedTo: .center, in: rect, style: style)
        addHotspot(rect, action)
    }

    /// The width a button needs to show `title` and `key` whole, with a column of padding either side (two more
    /// for the focus pointer of a button that can be focused).
    static func buttonWidth(_ title: String, key: String? = nil, context: ScreenContext) -> Int {
        let keyWidth = key.map { 2 + context.text($0).displayWidth } ?? 0
        return context.text(title).displayWidth + keyWidth + 2
    }

    /// A sheet or dialog: a framed panel on the surface colour with `title` in its top edge.
    mutating func drawPanel(_ rect: GridRect, title: String?, context: ScreenContext) {
        let theme = context.theme
        grid.fill(rect, style: theme.card)
        grid.drawBox(
            rect, lines: context.glyphs.lines,
            style: CellStyle(foreground: theme.accent, background: theme.surface, attributes: .bold),
            title: title.map(context.text))
    }

    /// Writes `lines` from row `y` in `rect`'s columns, aligned; returns the row after the last line written.
    @discardableResult
    mutating func putLines(
        _ lines: [String], from y: Int, in rect: GridRect, alignment: TextAlignment = .leading, style: CellStyle
    ) -> Int {
        var row = y
        for line in lines where row < rect.maxY {
            grid.put(line, row: row, alignedTo: alignment, in: rect, style: style)
            row += 1
        }
        return row
    }
}

// MARK: - The screen when the terminal is too small

/// What the player sees when the terminal is smaller than the screen needs: how large it must be.
enum TooSmallView {
    /// Says that the terminal must be at least `required`, and how large it is now.
    static func draw(required: GridSize, context: ScreenContext, on canvas: inout Canvas) {
        canvas.fillBackground(context)
        let size = canvas.size
        let message = [
            tr("Make the terminal larger"),
            // TRANSLATORS: the smallest terminal the screen needs, in columns × rows: "at least 40×14".
            tr("at least %1$d×%2$d", required.width, required.height),
            // TRANSLATORS: the terminal's size now, in columns × rows: "(it is 30×10)".
            tr("(it is %1$d×%2$d)", size.width, size.height),
        ].map(context.text)
        let width = max(1, size.width - 2)
        // TRANSLATORS: under the too-small terminal's message; %s is the key that quits (Q).
        let quits = context.text(tr("%s quits", "Q"))
        let lines = message.flatMap { TextLayout.wrap($0, width: width) } + ["", quits]
        let shown = Array(lines.prefix(size.height))
        let rect = canvas.bounds.insetBy(dx: 1, dy: 0)
        let top = max(0, (size.height - shown.count) / 2)
        for (offset, line) in shown.enumerated() {
            let style = offset == 0 ? context.theme.title : context.theme.plain
            canvas.grid.put(line, row: top + offset, alignedTo: .center, in: rect, style: style)
        }
    }
}
