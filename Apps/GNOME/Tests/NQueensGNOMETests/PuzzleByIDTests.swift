import CAdwaita
import Foundation
import GObjectSwift
import NQueensEngine
import NQueensPresentation
import NQueensServices
import Testing

@testable import NQueensGNOME

extension DesktopAppTests {
    @Suite("Opening a puzzle by its ID")
    @MainActor
    struct PuzzleByID {
        @Test(
            "Home's Open a Puzzle by ID: a mistyped ID is named and the window stays; the right one opens the puzzle",
            arguments: [Theme.light, .dark])
        func openByID(theme: Theme) async throws {
            try await AppHarness.run(clock: Daily.clock()) { harness in
                let name = try await Daily.use(theme, in: harness)
                let id = Puzzle.daily(for: CalendarDay(year: 2026, month: 11, day: 29)!).puzzle.id
                try await harness.click(harness.window.homePage.buttons.openPuzzle)
                try await harness.waitUntil("the puzzle ID window") {
                    harness.window.puzzleEntry?.window.isMapped == true
                }
                let dialog = try #require(harness.window.puzzleEntry)
                // O for 0: the window says what is wrong and stays.
                try await harness.type("8-0K31D0O", in: dialog.window)
                try await harness.waitUntil("the text reaches the view model (it has '\(dialog.entry.text)')") {
                    dialog.entry.text == "8-0K31D0O"
                }
                try await harness.press(["Return"], in: dialog.window)
                try await harness.waitUntil("the problem is shown") { !dialog.errorText.isEmpty }
                #expect(dialog.errorText.contains("(did you mean 0?)"))
                #expect(dialog.entry.errorText == dialog.errorText)
                #expect(harness.window.puzzleEntry === dialog)
                try await harness.screenshot("puzzle-entry-\(name)", of: dialog.window)
                // The right ID, typed in lower case, opens the puzzle with its givens.
                try await harness.press(["ctrl+a", "BackSpace"], in: dialog.window)
                try await harness.waitUntil("the problem is gone") { dialog.errorText.isEmpty }
                try await harness.type(id.description.lowercased(), in: dialog.window)
                try await harness.waitUntil("the ID is typed (the field has '\(dialog.entry.text)')") {
                    dialog.entry.text == id.description.lowercased()
                }
                try await harness.press(["Return"], in: dialog.window)
                try await harness.waitUntil("the window is gone (it says '\(dialog.errorText)')") {
                    harness.window.puzzleEntry == nil
                }
                try await harness.waitForPage("game")
                let game = try #require(harness.game)
                #expect(game.mode == .puzzle)
                #expect(game.puzzle?.id == id)
                let titles = harness.window.windowTitle
                #expect(String(cString: adw_window_title_get_title(titles.ptr())) == "Puzzle · 12×12")
                #expect(String(cString: adw_window_title_get_subtitle(titles.ptr())) == game.puzzleText)
                try await harness.screenshot("game-puzzle-\(name)")
            }
        }
    }
}
