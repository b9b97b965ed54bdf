import NQueensPresentation

/// The board-size sheet over Home: the four presets, and a custom size typed or stepped with `-` and `+`.
@MainActor
enum BoardSizeView {
    /// The sheet's size.
    static let sheetSize = GridSize(width: 46, height: 11)

    /// The smallest screen the sheet needs.
    static let minimumSize = GridSize(width: 48, height: 14)

    /// The index of the custom size among the choices (after the presets).
    static func customIndex(_ sheet: BoardSizeViewModel) -> Int {
        sheet.presets.count
    }

    /// The choice the keyboard is on: `preferred` when valid, else the chosen preset, else the custom size.
    static func focusedIndex(_ sheet: BoardSizeViewModel, preferred: Int?) -> Int {
        if let preferred, (0...customIndex(sheet)).contains(preferred) { return preferred }
        return sheet.presets.firstIndex { $0.isSelected } ?? customIndex(sheet)
    }

    /// Draws the sheet centred on the canvas, with the choice at `focus` highlighted.
    static func draw(_ sheet: BoardSizeViewModel, focus: Int, context: ScreenContext, on canvas: inout Canvas) {
        let theme = context.theme
        canvas.beginModalLayer()
        canvas.addHotspot(canvas.bounds, .boardSize(.cancel))
        let width = min(sheetSize.width, canvas.size.width - 2)
        let rect = canvas.bounds.centered(GridSize(width: width, height: sheetSize.height))
        canvas.drawPanel(rect, title: sheet.title, context: context)
        canvas.addHotspot(rect, .ignore)
        let inner = rect.insetBy(dx: 2, dy: 1)

        canvas.grid.put("Presets", at: GridPoint(x: inner.minX, y: inner.minY + 1), style: theme.cardSecondary)
        var x = inner.minX + 9
        for (index, preset) in sheet.presets.enumerated() {
            let label = " \(context.text(preset.title))\(preset.isSelected ? " " + context.glyphs.checkMark : "") "
            let chip = GridRect(x: x, y: inner.minY + 1, width: label.displayWidth, height: 1)
            let style = chipStyle(focused: focus == index, selected: preset.isSelected, context: context)
            canvas.grid.put(label, at: chip.origin, style: style)
            canvas.addHotspot(chip, .boardSize(.choose(preset.size)))
            x = chip.maxX + 1
        }

        let customY = inner.minY + 3
        let isCustomFocused = focus == customIndex(sheet)
        canvas.grid.put("Custom", at: GridPoint(x: inner.minX, y: customY), style: theme.cardSecondary)
        x = inner.minX + 9
        let minus = GridRect(x: x, y: customY, width: 3, height: 1)
        canvas.grid.put(" - ", at: minus.origin, style: theme.secondaryButton)
        canvas.addHotspot(minus, .boardSize(.decrement))
        let typed = sheet.customText.isEmpty ? " " : sheet.customText
        let value =
            sheet.validationMessage == nil
            ? context.text(sheet.customTitle) : context.text(typed.truncated(toWidth: 7))
        let valueRect = GridRect(x: minus.maxX + 1, y: customY, width: 9, height: 1)
        let valueStyle = chipStyle(focused: isCustomFocused, selected: false, context: context)
        canvas.grid.fill(valueRect, style: valueStyle)
        canvas.grid.put(value, row: customY, alignedTo: .center, in: valueRect, style: valueStyle)
        canvas.addHotspot(valueRect, .boardSize(.focus(customIndex(sheet))))
        let plus = GridRect(x: valueRect.maxX + 1, y: customY, width: 3, height: 1)
        canvas.grid.put(" + ", at: plus.origin, style: theme.secondaryButton)
        canvas.addHotspot(plus, .boardSize(.increment))
        let use = GridRect(x: plus.maxX + 2, y: customY, width: min(8, inner.maxX - plus.maxX - 2), height: 1)
        let useStyle = sheet.canChooseCustom ? theme.button : theme.secondaryButton.adding(.dim)
        canvas.grid.fill(use, style: useStyle)
        canvas.grid.put("Use", row: customY, alignedTo: .center, in: use, style: useStyle)
        canvas.addHotspot(use, .boardSize(.chooseCustom))

        let message =
            sheet.validationMessage.map { (context.text($0), theme.tone(.danger, on: theme.surface)) }
            ?? (
                "Type a size from \(sheet.range.lowerBound) to \(sheet.range.upperBound), or use - and +.",
                theme.cardSecondary
            )
        canvas.putLines(
            TextLayout.wrap(message.0, width: inner.width), from: customY + 2, in: inner, style: message.1)
        let footer = "Enter use  \(context.glyphs.dot)  Esc cancel"
        canvas.grid.put(footer, row: inner.maxY - 1, alignedTo: .center, in: inner, style: theme.cardSecondary)
    }

    private static func chipStyle(focused: Bool, selected: Bool, context: ScreenContext) -> CellStyle {
        let theme = context.theme
        if focused { return theme.button }
        if selected {
            return CellStyle(
                foreground: theme.accent, background: theme.surfaceSelected,
                attributes: theme.isMonochrome ? [.bold, .underline] : .bold)
        }
        return theme.secondaryButton
    }
}
