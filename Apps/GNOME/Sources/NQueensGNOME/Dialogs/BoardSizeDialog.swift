import CAdwaita
import GObjectSwift
import NQueensLocalization
import NQueensPresentation

/// The board-size sheet as a small modal window: the presets as a list with the chosen one checked, and a custom
/// size typed or stepped (4 to 16) with Use under it, with the view model's message when the typed size cannot be
/// used.
@MainActor
final class BoardSizeDialog {
    let window: Widget
    let sheet: BoardSizeViewModel

    private let presetRows: [(size: Int, row: Widget, check: Widget)]
    private let entry: Widget
    private let minus: Widget
    private let plus: Widget
    private let useButton: Widget
    private let message: Widget
    private var renderLoop: RenderLoop?
    private var isClosingFromFlow = false

    init(sheet: BoardSizeViewModel, parent: Widget?) {
        self.sheet = sheet
        window = Make.modalWindow(title: sheet.title, width: 360, over: parent)
        gtk_window_set_hide_on_close(window.ptr(), 0)

        let header = Widget(sinking: adw_header_bar_new())
        let title = Widget(sinking: adw_window_title_new(sheet.title, ""))
        adw_header_bar_set_title_widget(header.ptr(), title.widget)

        let presets = Make.boxedList()
        presetRows = sheet.presets.map { option in
            let row = Make.actionRow(title: option.title)
            gtk_list_box_row_set_activatable(row.ptr(), 1)
            let check = Make.icon("object-select-symbolic", pixelSize: 16)
            adw_action_row_add_suffix(row.ptr(), check.widget)
            gtk_list_box_append(presets.ptr(), row.widget)
            return (option.size, row, check)
        }

        let custom = Make.boxedList()
        let customRow = Make.actionRow(
            // TRANSLATORS: the board-size dialog's row for a size of one's own, and the sizes it takes: "4 to 16".
            title: tr(context: "board size", "Custom"),
            subtitle: tr(
                "%1$s to %2$s", DisplayText.number(sheet.range.lowerBound), DisplayText.number(sheet.range.upperBound)))
        minus = Make.iconButton("list-remove-symbolic", tooltip: tr("Smaller"), "flat", "circular")
        plus = Make.iconButton("list-add-symbolic", tooltip: tr("Larger"), "flat", "circular")
        entry = Widget(sinking: gtk_entry_new())
        gtk_editable_set_width_chars(entry.ptr(), 3)
        gtk_editable_set_max_width_chars(entry.ptr(), 3)
        gtk_entry_set_input_purpose(entry.ptr(), GTK_INPUT_PURPOSE_DIGITS)
        gtk_editable_set_alignment(entry.ptr(), 0.5)
        entry.setAccessibleLabel(tr("Custom board size"))
        // TRANSLATORS: the board-size dialog's button that starts a game of the size typed.
        useButton = Make.button(tr("_Use"), "suggested-action", "pill")
        // Under the row, not in it: the row's title keeps its room in a long language.
        useButton.align(horizontal: GTK_ALIGN_END)
        for widget in [minus, entry, plus] {
            widget.align(vertical: GTK_ALIGN_CENTER)
            adw_action_row_add_suffix(customRow.ptr(), widget.widget)
        }
        gtk_list_box_append(custom.ptr(), customRow.widget)
        message = Make.label("", "problem-text", "caption", wraps: true, xalign: 0)

        let column = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, [presets, custom, message, useButton])
        column.margins(top: 12, bottom: 18, start: 18, end: 18)
        let body = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [header, column])
        adw_window_set_content(window.ptr(), body.widget)

        presets.connectWithArgument(
            "row-activated",
            { [weak self] row in
                guard let self, let preset = self.presetRows.first(where: { $0.row.pointer == row }) else { return }
                self.sheet.choose(preset.size)
            })
        minus.connect("clicked") { [weak self] in self?.act { $0.decrementCustom() } }
        plus.connect("clicked") { [weak self] in self?.act { $0.incrementCustom() } }
        useButton.connect("clicked") { [weak self] in self?.sheet.chooseCustom() }
        entry.connect("activate") { [weak self] in self?.sheet.chooseCustom() }
        entry.connect("changed") { [weak self] in
            guard let self else { return }
            let text = String(cString: gtk_editable_get_text(self.entry.ptr()))
            if text != self.sheet.customText { self.sheet.setCustomText(text) }
        }
        window.onKeyPress(phase: GTK_PHASE_CAPTURE) { [weak self] key in
            guard Int32(key.keyval) == GDK_KEY_Escape else { return false }
            self?.sheet.cancel()
            return true
        }
        window.connectReturningBool(
            "close-request",
            { [weak self] in
                guard let self, !self.isClosingFromFlow else { return false }
                self.sheet.cancel()
                return false
            })
        renderLoop = RenderLoop { [weak self] in self?.render() }
    }

    /// Shows the dialog.
    func present() {
        gtk_window_present(window.ptr())
    }

    /// Closes the dialog because the flow closed the sheet.
    func close() {
        renderLoop?.stop()
        isClosingFromFlow = true
        gtk_window_destroy(window.ptr())
    }

    /// The preset rows (for tests).
    var presets: [(size: Int, row: Widget)] {
        presetRows.map { ($0.size, $0.row) }
    }

    private func act(_ action: (BoardSizeViewModel) -> Void) {
        action(sheet)
        renderLoop?.renderNow()
    }

    private func render() {
        for preset in presetRows { preset.check.isVisible = preset.size == sheet.selectedSize }
        if String(cString: gtk_editable_get_text(entry.ptr())) != sheet.customText {
            gtk_editable_set_text(entry.ptr(), sheet.customText)
        }
        minus.isSensitive = sheet.canDecrement
        plus.isSensitive = sheet.canIncrement
        useButton.isSensitive = sheet.canChooseCustom
        Make.setText(message, sheet.validationMessage ?? "")
        message.isVisible = sheet.validationMessage != nil
        entry.setStyle("error", sheet.validationMessage != nil)
    }
}
