import Foundation
import Testing

@testable import NQueensGNOME

extension DesktopAppTests {
    @Suite("Notices about the player's data")
    @MainActor
    struct Notices {
        @Test("A damaged database is moved aside and a toast says where it went; dismissing it clears Home's notice")
        func damagedDatabase() async throws {
            let folder = try TemporaryFolder()
            let database = folder.url.appendingPathComponent("nqueens.sqlite")
            try Data(repeating: 0x42, count: 4_096).write(to: database)
            try await AppHarness.run(dataDirectory: folder.url) { harness in
                let notice = try #require(harness.window.coordinator.home.storeNotice)
                #expect(harness.window.toastsShown == [notice])
                #expect(notice.contains("nqueens-damaged-"))
                let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
                #expect(files.contains { $0.hasPrefix("nqueens-damaged-") })
            }
        }

        @Test("Copying the result says so in a toast")
        func copiedToast() async throws {
            try await AppHarness.run(options: LaunchOptions(boardSize: 4)) { harness in
                try await Flow.winFourByFour(harness)
                let dialog = try #require(harness.window.victoryDialog)
                try await harness.click(dialog.copy, in: dialog.window)
                try await harness.waitUntil("the toast") {
                    harness.window.toastsShown.contains("Result copied to the clipboard")
                }
            }
        }
    }
}
