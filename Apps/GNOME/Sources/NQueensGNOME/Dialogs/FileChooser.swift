import CAdwaita
import Foundation
import GObjectSwift
import NQueensLocalization

/// A file chooser for one file to open or save, through `GtkFileChooserNative`: the desktop portal's dialog where
/// there is one, else GTK's own in this process.
///
/// The chooser keeps itself alive while it is shown and lets go of itself once the player has answered.
@MainActor
final class FileChooser {
    /// The native dialog.
    let dialog: Object
    private var retainedWhileShown: FileChooser?

    /// A chooser titled `title` over `parent`, to open or save (`action`) with `accept` as its button.
    init(title: String, action: GtkFileChooserAction, accept: String, parent: Widget) {
        let native = gtk_file_chooser_native_new(title, parent.ptr(), action, accept, tr("_Cancel"))!
        dialog = Object(taking: UnsafeMutableRawPointer(native))
        gtk_native_dialog_set_modal(dialog.ptr(), 1)
    }

    /// Offers `name` as the file's name (saving).
    func suggest(name: String) {
        gtk_file_chooser_set_current_name(dialog.opaque, name)
    }

    /// Lists only files of `mimeType` or whose name ends in `.extension`, under `name`.
    func filter(name: String, mimeType: String, extension: String) {
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, name)
        gtk_file_filter_add_mime_type(filter, mimeType)
        gtk_file_filter_add_pattern(filter, "*.\(`extension`)")
        gtk_file_chooser_add_filter(dialog.opaque, filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
    }

    /// Shows the chooser; `chosen` gets the file chosen, or nothing when the player cancels.
    func show(_ chosen: @escaping @MainActor (URL) -> Void) {
        retainedWhileShown = self
        dialog.connectWithInt("response") { [weak self] response in
            guard let self else { return }
            let url = response == Int32(GTK_RESPONSE_ACCEPT.rawValue) ? self.chosenURL : nil
            gtk_native_dialog_hide(self.dialog.ptr())
            self.retainedWhileShown = nil
            if let url { chosen(url) }
        }
        gtk_native_dialog_show(dialog.ptr())
    }

    /// The file chosen, as a local path.
    private var chosenURL: URL? {
        guard let file = gtk_file_chooser_get_file(dialog.opaque) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return URL(fileURLWithPath: String(cString: path))
    }
}
