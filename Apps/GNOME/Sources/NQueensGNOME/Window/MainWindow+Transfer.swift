import CAdwaita
import GObjectSwift
import NQueensLocalization
import NQueensPresentation

// MARK: - Export History… and Import History…

extension MainWindow {
    /// Adds `win.export-history` and `win.import-history`, the primary menu's Export History… and Import History….
    func installTransferActions() {
        actions["export-history"] = Action("export-history", in: window) { [weak self] in self?.chooseExportFile() }
        actions["import-history"] = Action("import-history", in: window) { [weak self] in self?.chooseImportFile() }
    }

    /// Asks where to save the history (the desktop's file chooser), writes it there and says so in a toast.
    func chooseExportFile() {
        let transfer = coordinator.historyTransfer
        let chooser = FileChooser(
            title: transfer.exportTitle, action: GTK_FILE_CHOOSER_ACTION_SAVE, accept: tr("_Export"), parent: window)
        chooser.suggest(name: transfer.suggestedFileName)
        chooser.filter(name: Self.historyFilterName, mimeType: transfer.contentType, extension: transfer.fileExtension)
        chooser.show { [weak self] url in
            self?.showToast(transfer.exportHistory(to: url))
        }
    }

    /// Asks for a history file (the desktop's file chooser) and merges it.
    ///
    /// A toast says what was imported, an alert why nothing was. Every screen then shows the merged history (the
    /// coordinator refreshes them).
    func chooseImportFile() {
        let transfer = coordinator.historyTransfer
        let chooser = FileChooser(
            title: transfer.importTitle, action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: tr("_Import"), parent: window)
        chooser.filter(name: Self.historyFilterName, mimeType: transfer.contentType, extension: transfer.fileExtension)
        chooser.show { [weak self] url in
            Task { @MainActor [weak self] in
                let importing = Task { await transfer.importHistory(from: url) }
                self?.renderActions()  // Import History… is off until the merge is done.
                let outcome = await importing.value
                guard let self else { return }
                if outcome.succeeded {
                    self.showToast(outcome.message)
                } else {
                    self.showAlert(title: transfer.importFailedTitle, message: outcome.message)
                }
                self.renderNow()
            }
        }
    }

    /// The file chooser's name for history files.
    private static var historyFilterName: String {
        // TRANSLATORS: the file chooser's filter of NQueens' history files (JSON is the file format's name).
        tr("History (JSON)")
    }

    /// Shows `message` in an alert titled `title` over the window, with one button to close it.
    func showAlert(title: String, message: String) {
        let alert = Widget(sinking: adw_message_dialog_new(nil, title, message))
        Make.standOver(window, alert)
        adw_message_dialog_add_response(alert.ptr(), "close", tr("_Close"))
        adw_message_dialog_set_default_response(alert.ptr(), "close")
        adw_message_dialog_set_close_response(alert.ptr(), "close")
        alert.connectWithString("response") { [weak self] _ in self?.alert = nil }
        self.alert = alert
        gtk_window_present(alert.ptr())
    }
}
