import CAdwaita
import Foundation
import GObjectSwift
import NQueensEngine
import NQueensPresentation
import NQueensServices
import Testing

@testable import NQueensGNOME

extension DesktopAppTests {
    @Suite("Export History… and Import History… through the file chooser")
    @MainActor
    struct HistoryFiles {
        /// Waits for the file chooser titled `title` (GTK's own dialog in this process: there is no portal here),
        /// types `path` in its location entry (Ctrl+L; in a save dialog, over the name: Ctrl+A) and presses Enter
        /// once the chooser takes it, all through the X server.
        static func answerChooser(_ title: String, with path: String, select: Bool, in harness: AppHarness)
            async throws
        {
            var chooser: UnsafeMutablePointer<GtkWindow>?
            try await harness.waitUntil("the \(title) chooser is shown") {
                chooser = AppHarness.toplevels().first { window in
                    gtk_window_get_title(window).map { String(cString: $0) } == title
                        && gtk_widget_get_mapped(
                            UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self)) != 0
                }
                return chooser.map { nq_window_xid($0) != 0 } ?? false
            }
            let dialog = try #require(chooser)
            try await harness.settle(frames: 4)
            try XInput.focus(UInt(nq_window_xid(dialog)))
            try await harness.waitUntil("the chooser is active") { gtk_window_is_active(dialog) != 0 }
            try XInput.press(select ? ["ctrl+a"] : ["ctrl+l"])
            try await harness.settle()
            try XInput.type(path)
            let accept = gtk_dialog_get_widget_for_response(
                UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkDialog.self),
                Int32(GTK_RESPONSE_ACCEPT.rawValue))
            try await harness.waitUntil("the chooser takes the path") {
                accept.map { gtk_widget_is_sensitive($0) != 0 } ?? true
            }
            try await harness.settle()
            try XInput.press(["Return"])
        }

        @Test("Import History… merges a file chosen by typing its path, and every screen shows the merged history")
        func importThroughChooser() async throws {
            let folder = try Statistics.folderWithGames(0)
            let games = GeneratedHistory.games(count: 40, endingAt: Statistics.end)
            let stores = try SQLiteStores.open(in: DataDirectory(url: folder.url), now: Statistics.clock().now)
            try stores.history.record(contentsOf: Array(games.prefix(10)))
            let file = folder.url.appendingPathComponent("games.json")
            try Data(HistoryExport.json(games).utf8).write(to: file)
            let bad = folder.url.appendingPathComponent("cut.json")
            try Data(HistoryExport.json(games).utf8.dropLast(30)).write(to: bad)

            try await AppHarness.run(dataDirectory: folder.url, clock: Statistics.clock()) { harness in
                let page = try await Statistics.open(in: harness)
                #expect(page.statistics.gameCount == 10)
                let transfer = harness.window.coordinator.historyTransfer

                try await Statistics.chooseFromPrimaryMenu("i", in: harness)
                try await Self.answerChooser(transfer.importTitle, with: file.path, select: false, in: harness)
                let message = "Imported 30 games (10 already here) from games.json."
                try await harness.waitUntil("the import is done") { transfer.lastMessage == message }
                try await harness.waitUntil("the toast says so") { harness.window.toastsShown.last == message }
                try await harness.waitUntil("the page shows 40 games") { page.statistics.gameCount == 40 }
                #expect(page.statistics.summaryText.hasPrefix("40 games"))
                #expect(harness.window.coordinator.home.gameCountText == "40 games")
                #expect(try stores.history.gameCount() == 40)
                try await harness.screenshot("statistics-after-import-light")

                // A cut file: an alert says what is wrong, and nothing changes.
                try await Statistics.chooseFromPrimaryMenu("i", in: harness)
                try await Self.answerChooser(transfer.importTitle, with: bad.path, select: false, in: harness)
                try await harness.waitUntil("the alert is shown") { harness.window.alert?.isMapped == true }
                let alert = try #require(harness.window.alert)
                let body = String(cString: adw_message_dialog_get_body(alert.ptr()))
                #expect(body.hasPrefix("cut.json is truncated"))
                #expect(body.hasSuffix("Nothing was imported; your history is unchanged."))
                #expect(try stores.history.gameCount() == 40)
                try await harness.screenshot("import-failed-light", of: alert)
                try await harness.press(["Escape"], in: alert)
                try await harness.waitUntil("the alert is closed") { harness.window.alert == nil }
            }
        }

        @Test("Export History… writes the history to the file named in the chooser")
        func exportThroughChooser() async throws {
            let folder = try Statistics.folderWithGames(12)
            let target = folder.url.appendingPathComponent("exported.json")
            try await AppHarness.run(dataDirectory: folder.url, clock: Statistics.clock()) { harness in
                if harness.window.currentPageName == "game" {
                    try await harness.press("Escape")
                    try await harness.waitForPage("home")
                }
                let transfer = harness.window.coordinator.historyTransfer
                try await Statistics.chooseFromPrimaryMenu("e", in: harness)
                try await Self.answerChooser(transfer.exportTitle, with: target.path, select: true, in: harness)
                let message = "Exported 12 games to exported.json."
                try await harness.waitUntil("the export is done") { transfer.lastMessage == message }
                #expect(harness.window.toastsShown.last == message)
                #expect(try HistoryImport.games(contentsOf: target).count == 12)
            }
        }
    }
}
