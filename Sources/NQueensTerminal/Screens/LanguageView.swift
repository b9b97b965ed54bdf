import NQueensLocalization
import NQueensPresentation

/// The sheet of languages, over any screen (`L`): System (naming the language it gives), then every language
/// NQueens speaks by its own name, the one spoken ticked; choosing one speaks it at once.
@MainActor
enum LanguageView {
    /// The smallest screen the sheet needs.
    static let minimumSize = GridSize(width: 40, height: 14)

    /// The choice the keyboard starts on: the one chosen now.
    static func initialFocus(_ settings: SettingsViewModel) -> Int {
        settings.languages.firstIndex { $0.isSelected } ?? 0
    }

    /// Draws the sheet of `settings`' languages centred on the canvas, with the choice at `focus` highlighted.
    static func draw(_ settings: SettingsViewModel, focus: Int, context: ScreenContext, on canvas: inout Canvas) {
        let theme = context.theme
        canvas.beginModalLayer()
        canvas.addHotspot(canvas.bounds, .language(.cancel))
        let choices = settings.languages
        // TRANSLATORS: the foot of the sheet of languages: %1$s and %2$s are keys (Enter, Esc).
        let footer = context.text(tr("%1$s choose  ·  %2$s cancel", KeyName.enter, KeyName.escape))
        let titles = choices.map { context.text($0.title) }
        let check = context.glyphs.checkMark
        let rowWidth = (titles.map(\.displayWidth).max() ?? 0) + context.glyphs.pointer.displayWidth + 5
        let width = min(max(34, rowWidth + 6, footer.displayWidth + 6), canvas.size.width - 2)
        let height = min(choices.count + 5, canvas.size.height)
        let rect = canvas.bounds.centered(GridSize(width: width, height: height))
        canvas.drawPanel(rect, title: SettingsViewModel.languageTitle, context: context)
        canvas.addHotspot(rect, .ignore)
        let inner = rect.insetBy(dx: 2, dy: 1)
        for (index, choice) in choices.enumerated() {
            let y = inner.minY + 1 + index
            guard y < inner.maxY - 2 else { break }
            let row = GridRect(x: inner.minX, y: y, width: inner.width, height: 1)
            let focused = index == focus
            let style =
                focused
                ? theme.button
                : choice.isSelected
                    ? CellStyle(
                        foreground: theme.accent, background: theme.surface,
                        attributes: theme.isMonochrome ? [.bold, .underline] : .bold)
                    : theme.card
            canvas.grid.fill(row, style: style)
            let pointer = focused ? context.glyphs.pointer : " "
            let mark = choice.isSelected ? check : ""
            let titleRoom = max(1, row.width - pointer.displayWidth - 3 - mark.displayWidth)
            canvas.grid.put(
                "\(pointer) " + titles[index].truncated(toWidth: titleRoom), row: y, alignedTo: .leading,
                in: row.insetBy(dx: 1, dy: 0), style: style)
            if !mark.isEmpty {
                canvas.grid.put(mark, row: y, alignedTo: .trailing, in: row.insetBy(dx: 1, dy: 0), style: style)
            }
            canvas.addHotspot(row, .language(.choose(index)))
        }
        canvas.grid.put(footer, row: inner.maxY - 1, alignedTo: .center, in: inner, style: theme.cardSecondary)
    }
}
