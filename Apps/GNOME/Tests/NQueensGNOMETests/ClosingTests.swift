import CAdwaita
import Foundation
import Testing

@testable import NQueensGNOME

extension DesktopAppTests {
    /// Ctrl+W and Ctrl+Q over the victory dialog.
    ///
    /// The harness fails each test on any GLib warning or critical, the app's teardown included: quitting with the
    /// dialog open once logged four criticals as the dialog was finalized after the main window.
    @Suite("Closing with the keyboard while a dialog is open")
    @MainActor
    struct Closing {
        @Test("Ctrl+Q over the victory dialog, after Copy Result, quits the app: the game is saved, nothing is logged")
        func quitFromVictory() async throws {
            try await AppHarness.run(options: LaunchOptions(boardSize: 4)) { harness in
                try await Flow.winFourByFour(harness)
                let dialog = try #require(harness.window.victoryDialog)
                _ = try await harness.copyResult(from: dialog)
                try await harness.press(["ctrl+q"], in: dialog.window)
                try await harness.waitUntil("the main window is closed") { !harness.window.window.isMapped }
                #expect(
                    FileManager.default.fileExists(
                        atPath: harness.dataDirectory.appendingPathComponent("gnome-window.json").path))
            }
        }

        @Test("Ctrl+W closes the victory dialog as Done does: back Home, the app still open")
        func closeVictory() async throws {
            try await AppHarness.run(options: LaunchOptions(boardSize: 4)) { harness in
                try await Flow.winFourByFour(harness)
                let dialog = try #require(harness.window.victoryDialog)
                try await harness.press(["ctrl+w"], in: dialog.window)
                try await harness.waitUntil("the dialog is gone") { harness.window.victoryDialog == nil }
                try await harness.waitForPage("home")
                #expect(harness.window.window.isMapped)
                #expect(!dialog.window.isMapped)
            }
        }
    }
}
