import CAdwaita
import GObjectSwift
import NQueensLocalization
import NQueensPresentation

/// Opening a puzzle by its ID, as a small modal window: a text field for the ID, Cancel and Open in the header
/// bar, and the view model's sentence when the ID is not a puzzle (the window stays open to fix it).
@MainActor
final class PuzzleEntryDialog {
    let window: Widget
    let entry: PuzzleEntryViewModel

    private let field: Widget
    private let openButton: Widget
    private let errorLabel: Widget
    private var renderLoop: RenderLoop?
    private let onClose: @MainActor () -> Void

    /// A window over `parent` for `entry`; `onClose` runs once it closes (opened, cancelled or closed).
    init(entry: PuzzleEntryViewModel, parent: Widget?, onClose: @escaping @MainActor () -> Void) {
        self.onClose = onClose
        self.entry = entry
        window = Make.modalWindow(title: entry.title, width: 380, over: parent)

        let header = Widget(sinking: adw_header_bar_new())
        adw_header_bar_set_show_end_title_buttons(header.ptr(), 0)
        let cancel = Make.button(tr("_Cancel"))
        openButton = Make.button("_\(entry.openTitle)", "suggested-action")
        adw_header_bar_pack_start(header.ptr(), cancel.widget)
        adw_header_bar_pack_end(header.ptr(), openButton.widget)

        let message = Make.label(entry.message, "dim-label", wraps: true, xalign: 0)
        field = Widget(sinking: gtk_entry_new())
        gtk_entry_set_placeholder_text(field.ptr(), entry.placeholder)
        gtk_entry_set_input_hints(field.ptr(), GTK_INPUT_HINT_UPPERCASE_CHARS)
        field.setAccessibleLabel(tr("Puzzle ID"))
        errorLabel = Make.label("", "problem-text", "caption", wraps: true, xalign: 0)
        let column = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, [message, field, errorLabel])
        column.margins(top: 12, bottom: 18, start: 18, end: 18)
        // The Swift value must outlive the call that hands the widget to the window (which takes its own reference).
        let body = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [header, column])
        withExtendedLifetime(body) { adw_window_set_content(window.ptr(), body.widget) }

        cancel.connect("clicked") { [weak self] in self?.close() }
        openButton.connect("clicked") { [weak self] in self?.open() }
        field.connect("activate") { [weak self] in self?.open() }
        field.connect("changed") { [weak self] in
            guard let self else { return }
            self.entry.update(String(cString: gtk_editable_get_text(self.field.ptr())))
        }
        window.connectReturningBool(
            "close-request",
            { [weak self] in
                self?.close()
                return true
            })
        window.onKeyPress { [weak self] key in
            guard let self, Int32(key.keyval) == GDK_KEY_Escape else { return false }
            self.close()
            return true
        }
        // The keyboard starts in the field, once it is on screen (focus given before that does not stay).
        field.connect("map") { [weak self] in
            guard let self else { return }
            _ = gtk_entry_grab_focus_without_selecting(self.field.ptr())
        }
        renderLoop = RenderLoop { [weak self] in self?.render() }
    }

    /// Shows the window with the keyboard in the text field.
    func present() {
        gtk_window_present(window.ptr())
    }

    /// Closes the window.
    func close() {
        renderLoop?.stop()
        gtk_window_destroy(window.ptr())
        onClose()
    }

    // MARK: For tests

    /// The text field.
    var textField: Widget {
        field
    }

    /// The sentence shown under the field ("" when none).
    var errorText: String {
        String(cString: gtk_label_get_text(errorLabel.ptr()))
    }

    // MARK: Acting and rendering

    private func open() {
        guard entry.canOpen else { return }
        if entry.open() { close() }
    }

    private func render() {
        openButton.isSensitive = entry.canOpen
        Make.setText(errorLabel, entry.errorText ?? "")
        errorLabel.isVisible = entry.errorText != nil
        field.setStyle("error", entry.errorText != nil)
    }
}
