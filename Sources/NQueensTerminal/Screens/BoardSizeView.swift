import NQueensLocalization
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
    ///
    /// The sheet grows (up to the screen's width) when the labels of its rows are long, and cuts them with an
    /// ellipsis past a third of it.
    static func draw(_ sheet: BoardSizeViewModel, focus: Int, context: ScreenContext, on canvas: inout Canvas) {
        let theme = context.theme
        canvas.beginModalLayer()
        canvas.addHotspot(canvas.bounds, .boardSize(.cancel))
        let presetsLabel = context.text(tr("Presets"))
        // TRANSLATORS: the board-size sheet's row for a size typed or stepped with - and +.
        let customLabel = context.text(tr(context: "board size", "Custom"))
        let chips = sheet.presets.map { preset in
            " \(context.text(preset.title))\(preset.isSelected ? " " + context.glyphs.checkMark : "") "
        }
        // The widest a preset's chip can be (a tick is added to the chosen one).
        let chipsWidth = chips.reduce(0) { $0 + $1.displayWidth + 1 } + 2
        let labelWidth = min(
            max(presetsLabel.displayWidth, customLabel.displayWidth, 7), (canvas.size.width - 6) / 3)
        // TRANSLATORS: the foot of the board-size sheet: %1$s and %2$s are keys (Enter, Esc); "use" applies the size.
        let footer = context.text(tr("%1$s use  ·  %2$s cancel", KeyName.enter, KeyName.escape))
        let wanted = max(sheetSize.width, labelWidth + 2 + chipsWidth + 4, footer.displayWidth + 4)
        let width = min(wanted, canvas.size.width - 2)
        let rect = canvas.bounds.centered(GridSize(width: width, height: sheetSize.height))
        canvas.drawPanel(rect, title: sheet.title, context: context)
        canvas.addHotspot(rect, .ignore)
        let inner = rect.insetBy(dx: 2, dy: 1)
        let labelRect = GridRect(x: inner.minX, y: inner.minY + 1, width: labelWidth, height: 1)

        canvas.grid.put(
            presetsLabel, row: labelRect.minY, alignedTo: .leading, in: labelRect, style: theme.cardSecondary)
        var x = inner.minX + labelWidth + 2
        for (index, preset) in sheet.presets.enumerated() {
            let label = chips[index]
            let chip = GridRect(x: x, y: inner.minY + 1, width: label.displayWidth, height: 1)
            let style = chipStyle(focused: focus == index, selected: preset.isSelected, context: context)
            canvas.grid.put(label, at: chip.origin, style: style, clip: inner)
            canvas.addHotspot(chip.intersection(inner), .boardSize(.choose(preset.size)))
            x = chip.maxX + 1
        }

        let customY = inner.minY + 3
        let isCustomFocused = focus == customIndex(sheet)
        canvas.grid.put(
            customLabel, row: customY, alignedTo: .leading,
            in: GridRect(x: labelRect.minX, y: customY, width: labelWidth, height: 1), style: theme.cardSecondary)
        x = inner.minX + labelWidth + 2
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
        // TRANSLATORS: the button that applies the custom board size typed in the sheet.
        let useTitle = context.text(tr(context: "board size", "Use"))
        let useWidth = min(max(8, useTitle.displayWidth + 2), inner.maxX - plus.maxX - 2)
        let use = GridRect(x: plus.maxX + 2, y: customY, width: max(0, useWidth), height: 1)
        let useStyle = sheet.canChooseCustom ? theme.button : theme.secondaryButton.adding(.dim)
        canvas.grid.fill(use, style: useStyle)
        canvas.grid.put(useTitle, row: customY, alignedTo: .center, in: use, style: useStyle)
        canvas.addHotspot(use, .boardSize(.chooseCustom))

        let range = sheet.range
        let message =
            sheet.validationMessage.map { (context.text($0), theme.tone(.danger, on: theme.surface)) }
            ?? (
                context.text(tr("Type a size from %1$d to %2$d, or use - and +.", range.lowerBound, range.upperBound)),
                theme.cardSecondary
            )
        canvas.putLines(
            TextLayout.wrap(message.0, width: inner.width, maximumLines: 3), from: customY + 2, in: inner,
            style: message.1)
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
