import CAdwaita
import Foundation
import GObjectSwift
import NQueensEngine
import NQueensPresentation
import NQueensServices
import Testing

@testable import NQueensGNOME

extension DesktopAppTests {
    @Suite("The player's marks")
    @MainActor
    struct Marks {
        /// The squares the game shows marked, by name.
        static func marked(_ game: GameViewModel) -> Set<String> {
            Set(game.grid.cells.filter(\.isMarked).map(\.square.description))
        }

        /// The square widget of `name` on `board` (8×8 unless said).
        static func widget(_ name: String, on board: BoardView, size: Int = 8) throws -> Widget {
            let square = try Square(parsing: name, boardSize: size)
            return board.squareWidgets[(size - 1 - square.row) * size + square.column]
        }

        @Test(
            "A right-click marks and a second unmarks, a right-drag marks a row as one undo, x and Ctrl+Shift+X",
            arguments: [Theme.light, .dark])
        func rightClickAndDrag(theme: Theme) async throws {
            try await AppHarness.run(options: LaunchOptions(boardSize: 8)) { harness in
                let name = try await Daily.use(theme, in: harness)
                let game = try #require(harness.game)
                let board = try #require(harness.window.gamePage?.board)

                // A right-click marks c3: the view model and the square's widget say so.
                try await harness.rightClick(squares("c3", size: 8)[0])
                try await harness.waitUntil("c3 is marked") { Self.marked(game) == ["c3"] }
                #expect(try Self.widget("c3", on: board).accessibleLabelMismatch("c3, marked") == nil)
                #expect(nq_accessible_check_pressed(try Self.widget("c3", on: board).ptr(), 0) == nil)
                #expect(game.board.queens.isEmpty && game.moveCount == 0)
                try await harness.rightClick(squares("c3", size: 8)[0])
                try await harness.waitUntil("c3 is unmarked") { Self.marked(game).isEmpty }
                #expect(try Self.widget("c3", on: board).accessibleLabelMismatch("c3, empty") == nil)

                // A queen on e5, then a right-drag along rank 5 from a5 to h5: every empty square it crosses.
                try await harness.click(squares("e5", size: 8)[0])
                try await harness.waitUntil("a queen on e5") { game.queensPlaced == 1 }
                try await harness.rightDrag(through: squares("a5", "c5", "f5", "h5", size: 8))
                let rank5: Set<String> = ["a5", "b5", "c5", "d5", "f5", "g5", "h5"]
                try await harness.waitUntil("rank 5 is marked (marked: \(Self.marked(game).sorted()))") {
                    Self.marked(game) == rank5
                }
                #expect(game.queensPlaced == 1 && game.moveCount == 1)
                #expect(try Self.widget("h5", on: board).accessibleLabelMismatch("h5, marked") == nil)
                try await harness.rightClick(squares("c6", size: 8)[0])
                try await harness.waitUntil("c6 is marked") { Self.marked(game).contains("c6") }
                try await harness.screenshot("game-marks-\(name)")

                // Ctrl+Z takes c6 back, then the whole drag in one step; Ctrl+Shift+Z brings the drag back.
                try await harness.press("ctrl+z")
                try await harness.waitUntil("c6 is taken back") { Self.marked(game) == rank5 }
                try await harness.press("ctrl+z")
                try await harness.waitUntil("the drag is taken back") { Self.marked(game).isEmpty }
                #expect(game.queensPlaced == 1)
                try await harness.press("ctrl+shift+z")
                try await harness.waitUntil("the drag is back") { Self.marked(game) == rank5 }

                // x marks the cursor's square: the right-click left it on c6; on e5, the queen's square takes no
                // mark; then a1, by the keys. Ctrl+Shift+X clears every mark.
                #expect(game.cursor == squares("c6", size: 8)[0])
                try await harness.press("Down", "Right", "Right", "x")
                try await harness.waitUntil("x on e5 says why it takes no mark") {
                    game.notice == "Take the queen off e5 first: only an empty square takes a mark."
                }
                #expect(!Self.marked(game).contains("e5"))
                #expect(harness.window.actions["clear-marks"]?.isEnabled == true)
                try await harness.press("Down", "Down", "Down", "Down", "Left", "Left", "Left", "Left")
                // GTK hides the focus ring, the cursor, a few seconds after the last key: x shows it again.
                gtk_window_set_focus_visible(harness.window.window.ptr(), 0)
                try await harness.press("x")
                try await harness.waitUntil("a1 is marked by x") { Self.marked(game).contains("a1") }
                try await harness.waitUntil("the cursor's ring shows after x") {
                    gtk_window_get_focus_visible(harness.window.window.ptr()) != 0
                }
                try await harness.press("ctrl+shift+x")
                try await harness.waitUntil("every mark is cleared") { Self.marked(game).isEmpty }
                #expect(harness.window.actions["clear-marks"]?.isEnabled == false)
                try await harness.press("ctrl+z")
                try await harness.waitUntil("Clear marks is undone") { Self.marked(game) == rank5.union(["a1"]) }
            }
        }

        @Test("x and X typed in the puzzle ID window, opened over a game by Ctrl+O, go into the ID and mark nothing")
        func markKeyInTheIDEntry() async throws {
            // A daily whose ID holds an X (Crockford base 32 has it), and an h (the hint's key) too if there is one.
            let days = (1...28).compactMap { CalendarDay(year: 2026, month: 11, day: $0) }
            let ids = days.map { Puzzle.daily(for: $0).puzzle.id }.filter { $0.description.contains("X") }
            let id = try #require(ids.first { $0.description.contains("H") } ?? ids.first)
            try await AppHarness.run(clock: Daily.clock()) { harness in
                try await harness.click(harness.window.homePage.daily.play)
                try await harness.waitForPage("game")
                let game = try #require(harness.game)
                #expect(harness.window.actions["mark"]?.isEnabled == true)
                try await harness.press("ctrl+o")
                try await harness.waitUntil("the puzzle ID window") {
                    harness.window.puzzleEntry?.window.isMapped == true
                }
                let dialog = try #require(harness.window.puzzleEntry)
                let typed = id.description.lowercased() + "X"
                try await harness.type(typed, in: dialog.window)
                try await harness.waitUntil("the x's reach the field (it has '\(dialog.entry.text)')") {
                    dialog.entry.text == typed
                }
                #expect(game.markCount == 0 && Self.marked(game).isEmpty)
                #expect(game.hintsUsed == 0)
                try await harness.press(["BackSpace", "Return"], in: dialog.window)
                try await harness.waitUntil("the window is gone (it says '\(dialog.errorText)')") {
                    harness.window.puzzleEntry == nil
                }
                try await harness.waitUntil("the puzzle opens") { harness.game?.puzzle?.id == id }
                #expect(harness.game.map(Self.marked)?.isEmpty == true)
            }
        }

        @Test("Preferences has the cycling setting; with it, a click marks, the next puts a queen, the next removes it")
        func cyclingInPreferences() async throws {
            try await AppHarness.run(options: LaunchOptions(boardSize: 6)) { harness in
                g_action_group_activate_action(harness.app.application.ptr(), "preferences", nil)
                try await harness.waitUntil("Preferences is shown") {
                    harness.window.preferences?.window.isMapped == true
                }
                let preferences = try #require(harness.window.preferences)
                try await harness.click(preferences.cyclingSwitch, in: preferences.window)
                try await harness.waitUntil("the cycling is on") {
                    harness.window.coordinator.settings.current.clickCyclesMarks
                }
                try await harness.screenshot("preferences-cycling", of: preferences.window)
                gtk_window_close(preferences.window.ptr())
                try await harness.waitUntil("Preferences is closed") { harness.window.preferences == nil }
                let game = try #require(harness.game)
                let b2 = squares("b2", size: 6)[0]
                try await harness.click(b2)
                try await harness.waitUntil("b2 is marked") { Self.marked(game) == ["b2"] }
                try await harness.click(b2)
                try await harness.waitUntil("b2 holds a queen") { game.board.hasQueen(on: b2) }
                #expect(Self.marked(game).isEmpty)
                try await harness.click(b2)
                try await harness.waitUntil("b2 is empty") { !game.board.hasQueen(on: b2) }
                #expect(game.moveCount == 1)
            }
        }

        @Test("The shortcuts window lists the mark keys and the right button")
        func shortcutsWindow() async throws {
            try await AppHarness.run(options: LaunchOptions(boardSize: 8)) { harness in
                harness.window.presentShortcuts()
                let shortcuts = try #require(harness.window.shortcutsWindow)
                try await harness.waitUntil("the shortcuts window is shown") { shortcuts.isMapped }
                var titles: [String] = []
                func collect(_ widget: UnsafeMutablePointer<GtkWidget>?) {
                    var child = gtk_widget_get_first_child(widget)
                    while let current = child {
                        if let type = nq_object_type_name(current), String(cString: type) == "GtkShortcutsShortcut",
                            let title = nq_object_get_string(current, "title")
                        {
                            titles.append(String(cString: title))
                            g_free(title)
                        }
                        collect(current)
                        child = gtk_widget_get_next_sibling(current)
                    }
                }
                collect(shortcuts.widget)
                for title in [
                    "Mark or unmark the square (or right-click it)",
                    "Clear your marks (right-drag to mark a row)",
                ] {
                    #expect(titles.contains(title), "the shortcuts window does not list “\(title)”: \(titles)")
                }
                gtk_window_close(shortcuts.ptr())
            }
        }

        @Test("The high-contrast style draws the board in the high-contrast palette, marks and all")
        func highContrast() async throws {
            try await AppHarness.run(options: LaunchOptions(boardSize: 8)) { harness in
                let settings = g_settings_new("org.gnome.desktop.a11y.interface")
                defer {
                    g_settings_set_boolean(settings, "high-contrast", 0)
                    g_object_unref(UnsafeMutableRawPointer(settings))
                }
                g_settings_set_boolean(settings, "high-contrast", 1)
                try await harness.waitUntil("libadwaita's style is high-contrast") {
                    adw_style_manager_get_high_contrast(adw_style_manager_get_default()) != 0
                }
                try await harness.waitUntil("the board draws in the high-contrast palette") {
                    harness.window.context.palette == .highContrastLight
                        || harness.window.context.palette == .highContrastDark
                }
                let game = try #require(harness.game)
                for square in squares("d4", "d6", size: 8) {
                    try await harness.click(square)
                    try await harness.waitUntil("a queen on \(square)") { game.board.hasQueen(on: square) }
                }
                try await harness.rightDrag(through: squares("a2", "h2", size: 8))
                try await harness.waitUntil("rank 2 is marked") { Self.marked(game).count == 8 }
                try await harness.screenshot("game-marks-high-contrast")
                g_settings_set_boolean(settings, "high-contrast", 0)
                try await harness.waitUntil("the style is back to normal") {
                    adw_style_manager_get_high_contrast(adw_style_manager_get_default()) == 0
                }
                #expect(harness.window.context.palette == .light || harness.window.context.palette == .dark)
            }
        }

        @Test("Today's daily to the end by marks and clicks alone, no hint: the marks go in the log, not the moves")
        func dailyByMarks() async throws {
            try await AppHarness.run(clock: Daily.clock()) { harness in
                try await harness.click(harness.window.homePage.daily.play)
                try await harness.waitForPage("game")
                let game = try #require(harness.game)
                let puzzle = try #require(game.puzzle)
                let solution = Set(puzzle.solution.squares)
                // Reason as a player does: mark what the givens rule out, row by row, then place the queens.
                let ruledOutByGivens = (0..<puzzle.size).flatMap { row in
                    (0..<puzzle.size).map { Square(row: row, column: $0) }
                }.filter { square in
                    !solution.contains(square)
                        && puzzle.givens.contains { $0.row == square.row || $0.column == square.column }
                }
                for row in Set(ruledOutByGivens.map(\.row)).sorted().prefix(3) {
                    let inRow = ruledOutByGivens.filter { $0.row == row }.sorted { $0.column < $1.column }
                    try await harness.rightDrag(through: [inRow[0], inRow[inRow.count - 1]])
                    try await harness.settle()
                }
                #expect(game.markCount > 0)
                for square in puzzle.solution.squares where !puzzle.isGiven(square) {
                    try await harness.click(square)
                    try await harness.waitUntil("a queen on \(square)") {
                        game.board.hasQueen(on: square) || game.isSolved
                    }
                }
                try await harness.waitUntil("the victory dialog is shown") { harness.victory != nil }
                let record = try #require(harness.victory?.record)
                #expect(record.hintsUsed == 0)
                #expect(record.moveCount == puzzle.queensToPlace)
                #expect(record.moves.contains { $0.kind == .mark })
                #expect(record.efficiency == 1)
            }
        }
    }
}
