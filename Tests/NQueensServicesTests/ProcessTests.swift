// These tests start processes, which iOS does not allow (the Apple scheme runs the package tests on the simulator).
#if os(Linux) || os(macOS)
    import Foundation
    import NQueensServices
    import NQueensTestSupport
    import Testing

    /// Real processes writing to one database at once, and processes killed with SIGKILL mid-write.
    @Suite("Nothing is lost")
    struct ProcessTests {
        private let directory: TemporaryDirectory

        init() throws {
            directory = try TemporaryDirectory(prefix: "nqueens-processes")
        }

        private func savedIDs(_ lines: [String]) -> [UUID] {
            lines.compactMap { $0.hasPrefix("saved ") ? UUID(uuidString: String($0.dropFirst(6))) : nil }
        }

        private func openStores() throws -> SQLiteStores {
            try SQLiteStores.open(in: DataDirectory(url: directory.url))
        }

        @Test func twoProcessesRecordingAtOnceKeepEveryGame() throws {
            let first = try StoreFixture(directory: directory.url, "record", "500")
            let second = try StoreFixture(directory: directory.url, "record", "500")
            let firstLines = first.remainingLines()
            let secondLines = second.remainingLines()
            #expect(first.wait() == 0)
            #expect(second.wait() == 0)
            #expect(firstLines.last == "done" && secondLines.last == "done")
            let printed = Set(savedIDs(firstLines) + savedIDs(secondLines))
            #expect(printed.count == 1_000)

            let stores = try openStores()
            #expect(stores.notice == nil)
            #expect(try stores.history.gameCount() == 1_000)
            #expect(Set(try stores.history.games(HistoryQuery()).map(\.id)) == printed)
            #expect(try stores.checkIntegrity().isEmpty)
        }

        @Test func aProcessKilledWhileRecordingLosesNoSavedGame() throws {
            let fixture = try StoreFixture(directory: directory.url, "record", "0")
            var printed: [UUID] = []
            while printed.count < 300, let line = fixture.nextLine() {
                printed += savedIDs([line])
            }
            fixture.kill()
            printed += savedIDs(fixture.remainingLines())
            #expect(fixture.wasKilled)
            #expect(printed.count >= 300)

            let stores = try openStores()
            #expect(stores.notice == nil)
            #expect(try stores.checkIntegrity().isEmpty)
            let stored = Set(try stores.history.games(HistoryQuery()).map(\.id))
            #expect(Set(printed).isSubset(of: stored))
            // At most the one game whose commit raced the kill was saved without being reported.
            #expect(stored.count - printed.count <= 1)
        }

        @Test func aGameInProgressResumesExactlyAfterSIGKILL() throws {
            let fixture = try StoreFixture(directory: directory.url, "play", "1000", "--step")
            var last: String?
            for move in 1...25 {
                last = fixture.nextLine()
                if move < 25 { fixture.send("next") }
            }
            // The fixture saved move 25 and waits for a line that never comes.
            fixture.kill()
            #expect(fixture.wasKilled)
            let line = try #require(last)
            #expect(line.hasPrefix("saved "))
            let expected = try JSONDecoder().decode(SavedGame.self, from: Data(line.dropFirst(6).utf8))
            #expect(expected.moves.count == 25)

            let stores = try openStores()
            #expect(stores.savedGame.loadSavedGame() == expected)
        }

        @Test func aGameInProgressKilledMidSaveKeepsEveryReportedMove() throws {
            let fixture = try StoreFixture(directory: directory.url, "play", "100000")
            var last: String?
            for _ in 1...200 {
                guard let line = fixture.nextLine() else { break }
                last = line
            }
            fixture.kill()
            let line = try #require(last)
            let reported = try JSONDecoder().decode(SavedGame.self, from: Data(line.dropFirst(6).utf8))
            #expect(reported.moves.count == 200)

            let stores = try openStores()
            #expect(try stores.checkIntegrity().isEmpty)
            let resumed = try #require(stores.savedGame.loadSavedGame())
            #expect(resumed.id == reported.id)
            #expect(resumed.moves.count >= reported.moves.count)
            #expect(Array(resumed.moves.prefix(reported.moves.count)) == reported.moves)
        }
    }
#endif
