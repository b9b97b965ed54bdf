import GObjectSwift
import NQueensPresentation

// MARK: - Opening a puzzle by its ID

extension MainWindow {
    /// Adds `win.open-puzzle` and its shortcut, Ctrl+O: the window that opens a puzzle by its ID.
    func installPuzzleEntryAction(application: Object) {
        actions["open-puzzle"] = Action("open-puzzle", in: window) { [weak self] in self?.presentPuzzleEntry() }
        setAccelerators(["<Control>o"], for: "win.open-puzzle", on: application)
    }

    /// Shows the window that opens a puzzle by its ID (a new, empty one unless it is already shown).
    func presentPuzzleEntry() {
        if let puzzleEntry {
            puzzleEntry.present()
            return
        }
        let entry = PuzzleEntryViewModel()
        entry.delegate = coordinator
        let dialog = PuzzleEntryDialog(entry: entry, parent: window) { [weak self] in self?.puzzleEntry = nil }
        puzzleEntry = dialog
        dialog.present()
    }
}
