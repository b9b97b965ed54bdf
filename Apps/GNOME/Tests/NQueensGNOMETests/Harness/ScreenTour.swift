import CAdwaita
import GObjectSwift
import NQueensEngine
import NQueensLocalization
import NQueensPresentation
import Testing

@testable import NQueensGNOME

/// A walk through every screen and dialog of the app, for tests that look at each one (their labels, their
/// screenshots).
@MainActor
enum ScreenTour {
    /// A screen to look at: its name and the window it is in (the main window, or a dialog).
    typealias Visit = @MainActor (_ name: String, _ window: Widget) async throws -> Void

    /// Plays a 4×4 game (a hint on the way) to its victory (its result copied: a toast), then opens Home, the
    /// board-size and puzzle-ID dialogs, History, a replay, the album, the statistics, Home with a game to continue,
    /// the shortcuts window and Preferences, calling `visit` on each once it is laid out.
    ///
    /// The app must have started into a 4×4 game (`LaunchOptions(boardSize: 4)`) on an empty data folder.
    static func visitEveryScreen(_ harness: AppHarness, _ visit: Visit) async throws {
        let window = harness.window
        let game = try #require(harness.game)
        try await harness.waitUntil("the 4×4 board is shown") {
            window.gamePage?.board.squareWidgets.count == 16 && window.currentPageName == "game"
        }
        try await harness.settle()
        let solution = squares("b1", "d2", "a3", "c4", size: 4)
        try await place(solution[0], game, harness)
        window.gamePage?.perform { $0.showHint() }
        try await harness.waitUntil("the hint is shown") { game.hintText != nil }
        try await visit("game", window.window)

        for square in solution.dropFirst() { try await place(square, game, harness) }
        try await harness.waitUntil("the victory dialog is shown") { window.victoryDialog?.window.isMapped == true }
        let victory = try #require(window.victoryDialog)
        try await visit("victory", victory.window)
        // Copy Result says so in a toast, over Home once the dialog is done.
        _ = try await harness.copyResult(from: victory)
        harness.victory?.done()
        try await harness.waitForPage("home")
        try await visit("home-toast", window.window)
        // The next screens without it (it goes after a few seconds).
        try await harness.waitUntil("the toast is gone") { !Self.showsToast(window) }

        window.coordinator.home.chooseBoardSize()
        try await harness.waitUntil("the board-size dialog is shown") {
            window.boardSizeDialog?.window.isMapped == true
        }
        let sizes = try #require(window.boardSizeDialog)
        try await visit("board-size", sizes.window)
        sizes.sheet.cancel()
        try await harness.waitUntil("the board-size dialog is gone") { window.boardSizeDialog == nil }

        window.presentPuzzleEntry()
        try await harness.waitUntil("the puzzle ID dialog is shown") { window.puzzleEntry?.window.isMapped == true }
        let entry = try #require(window.puzzleEntry)
        try await visit("puzzle-entry", entry.window)
        entry.close()

        try await visitLists(harness, visit)
        try await visit("home", window.window)

        // A game in progress: Home offers to continue it.
        window.coordinator.home.start()
        try await harness.waitForPage("game")
        let next = try #require(harness.game)
        try await place(solution[0], next, harness)
        window.goBack()
        try await harness.waitForPage("home")
        try await harness.waitUntil("Continue is offered") { window.homePage.buttons.resume.isVisible }
        try await visit("home-continue", window.window)

        window.presentShortcuts()
        let shortcuts = try #require(window.shortcutsWindow)
        try await harness.waitUntil("the shortcuts window is shown") { shortcuts.isMapped }
        try await visit("shortcuts", shortcuts)
        gtk_window_close(shortcuts.ptr())

        window.presentPreferences()
        try await harness.waitUntil("Preferences is shown") { window.preferences?.window.isMapped == true }
        try await visit("preferences", try #require(window.preferences).window)
    }

    /// History, the replay of its game, the album and the statistics, from Home and back.
    private static func visitLists(_ harness: AppHarness, _ visit: Visit) async throws {
        let window = harness.window
        let home = window.coordinator.home
        home.showHistory()
        try await harness.waitForPage("history")
        try await visit("history", window.window)
        let history = try #require(window.historyPage)
        history.history.open(try #require(history.rows.first).id)
        try await harness.waitForPage("replay")
        let replay = try #require(window.replayPage)
        replay.replay.next()
        replay.replay.next()
        try await harness.waitUntil("the replay's second step") { replay.replay.step == 2 }
        try await visit("replay", window.window)
        window.goBack()
        try await harness.waitForPage("history")
        window.goBack()
        try await harness.waitForPage("home")

        home.showAlbum()
        try await harness.waitForPage("album")
        try await visit("album", window.window)
        window.goBack()
        try await harness.waitForPage("home")

        home.showStatistics()
        try await harness.waitForPage("statistics")
        try await visit("statistics", window.window)
        window.goBack()
        try await harness.waitForPage("home")
    }

    /// Whether a toast is shown over the main window.
    private static func showsToast(_ window: MainWindow) -> Bool {
        var child = gtk_widget_get_first_child(window.toastOverlay.widget)
        while let current = child {
            if String(cString: nq_object_type_name(current)) == "AdwToastWidget", gtk_widget_get_mapped(current) != 0 {
                return true
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return false
    }

    private static func place(_ square: Square, _ game: GameViewModel, _ harness: AppHarness) async throws {
        try await harness.click(square)
        try await harness.waitUntil("a queen on \(square)") { game.board.hasQueen(on: square) || game.isSolved }
    }
}

extension AppHarness {
    /// Runs `body` with the app started with `options`, speaking `language` (as a player's setting or environment
    /// would make it): in this task whatever another test sets, and everywhere in the process while it runs (the
    /// suites of the app run one at a time; `run` speaks English again at the end).
    static func run(
        speaking language: Language, options: LaunchOptions = LaunchOptions(),
        sourceLocation: SourceLocation = #_sourceLocation, _ body: @MainActor (AppHarness) async throws -> Void
    ) async throws {
        try await Localization.withLanguage(language) {
            try await run(options: options, sourceLocation: sourceLocation) { harness in
                // After the start, which spoke the (English) setting.
                Localization.setLanguage(language)
                try await body(harness)
            }
        }
    }
}
