import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

/// Export History… and Import History…: the intent every front end's menu calls.
@MainActor
@Suite("History transfer")
struct HistoryTransferTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// Games on the three days before the clock's today (29 November 2026), 6×6 and 8×8.
    private static func games(firstID: Int, days: [Int]) -> [GameRecord] {
        days.enumerated().map { index, day in
            SampleGames.solved(
                id: SampleGames.id(firstID + index), size: index.isMultiple(of: 2) ? 6 : 8,
                finishedAt: SampleGames.date(2026, 11, day, 9))
        }
    }

    /// A coordinator over SQLite stores in `name`, holding `games`.
    private func coordinator(_ name: String, holding games: [GameRecord]) throws -> HomeCoordinator {
        let stores = try SQLiteStores.open(in: DataDirectory(url: directory.appending(name)))
        try stores.history.record(contentsOf: games)
        let doubles = TestDependencies(
            history: stores.history, savedGames: stores.savedGame, settingsStore: stores.settings,
            album: stores.album)
        return HomeCoordinator(dependencies: doubles.dependencies)
    }

    @Test("exporting from one app and importing into another merges, and Home, History and the album follow")
    func exportThenImport() async throws {
        let gamesOfA = Self.games(firstID: 1, days: [26, 27, 28])
        let a = try coordinator("a", holding: gamesOfA)
        let b = try coordinator("b", holding: [gamesOfA[2]] + Self.games(firstID: 10, days: [29]))
        #expect(b.historyTransfer.suggestedFileName == "nqueens-history-2026-11-29.json")
        b.handle(.showHistory)
        let history = try #require(b.history)
        #expect(history.totalCount == 2 && b.home.currentStreak == 2)
        // B has no 8×8 game yet; A's second game is one.
        b.handle(.showAlbum(boardSize: 8, highlighting: nil))
        let album = try #require(b.album)
        #expect(album.progress.solutionsFound == 0)
        b.handle(.showStatistics)
        let statistics = try #require(b.statistics)
        #expect(statistics.gameCount == 2)

        let data = try a.historyTransfer.exportHistory().get()
        #expect(String(decoding: data, as: UTF8.self).hasPrefix("{\n  \"schema\": \"nqueens/history/v3\""))
        let file = directory.appending("games.json")
        try data.write(to: file)
        #expect(a.historyTransfer.exportedMessage(fileName: "games.json") == "Exported 3 games to games.json.")

        let outcome = await b.historyTransfer.importHistory(from: file)
        #expect(outcome.message == "Imported 2 games (1 already here) from games.json.")
        #expect(outcome.merge == HistoryMerge(imported: 2, alreadyHere: 1) && outcome.succeeded)
        #expect(b.historyTransfer.lastMessage == outcome.message)
        // Every screen shows the merged history without being reopened.
        #expect(b.home.currentStreak == 4 && b.home.gameCountText == "4 games")
        #expect(history.totalCount == 4 && history.rows.count == 4)
        #expect(album.progress.solutionsFound == 1)
        #expect(b.home.albumText == a.home.albumText)
        #expect(statistics.gameCount == 4 && statistics.streaks.current == 4)
        #expect(statistics.rows.map(\.gamesText) == ["3", "1"])

        let again = await b.historyTransfer.importHistory(from: file)
        #expect(again.message == "Imported 0 games (3 already here) from games.json.")
        #expect(history.totalCount == 4)
    }

    @Test("a bad file says what is wrong, and that nothing changed")
    func badFile() async throws {
        let b = try coordinator("b", holding: Self.games(firstID: 1, days: [28, 29]))
        let file = directory.appending("bad.json")
        let json = try HistoryExport.json(Self.games(firstID: 10, days: [20, 21]))
        try Data(json.utf8.dropLast(40)).write(to: file)
        let outcome = await b.historyTransfer.importHistory(from: file)
        #expect(!outcome.succeeded && outcome.merge == nil)
        #expect(outcome.message.hasPrefix("bad.json is truncated: "))
        #expect(outcome.message.hasSuffix(". Nothing was imported; your history is unchanged."))
        #expect(b.home.gameCountText == "2 games")

        let missing = await b.historyTransfer.importHistory(from: directory.appending("gone.json"))
        #expect(missing.message.hasPrefix("gone.json cannot be opened"))
    }

    @Test("exporting to a file writes the history and says so, or says why the file could not be written")
    func exportToFile() throws {
        let a = try coordinator("a", holding: Self.games(firstID: 1, days: [27, 28]))
        let file = directory.appending("export.json")
        #expect(a.historyTransfer.exportHistory(to: file) == "Exported 2 games to export.json.")
        #expect(Set(try HistoryImport.games(contentsOf: file).map(\.id)) == [SampleGames.id(1), SampleGames.id(2)])
        let nowhere = directory.appending("no-such-folder").appendingPathComponent("export.json")
        #expect(
            a.historyTransfer.exportHistory(to: nowhere)
                == "export.json could not be written: its folder does not exist. Choose a folder you can write to.")
        #expect(a.historyTransfer.lastMessage?.hasPrefix("export.json could not be written") == true)
        #expect(a.historyTransfer.importFailedTitle == "Could Not Import History")
    }

    @Test("an export from a broken store says so")
    func brokenStore() async {
        let doubles = TestDependencies(history: FailingGameHistoryStore())
        let transfer = HistoryTransfer(dependencies: doubles.dependencies)
        guard case .failure(let failure) = transfer.exportHistory() else {
            Issue.record("exported from a broken store")
            return
        }
        #expect(failure.text == "Your history could not be exported: the test's history store is broken.")
        let file = directory.appending("x.json")
        try? Data(#"{"schema":"nqueens/history/v3","count":0,"games":[]}"#.utf8).write(to: file)
        let outcome = await transfer.importHistory(from: file)
        #expect(
            outcome.message
                == "x.json could not be imported: the test's history store is broken. Your history is unchanged.")
    }

    @Test("an import runs off the main actor: the app stays live, a second import is refused, and it then ends")
    func importRunsInTheBackground() async throws {
        let store = GatedGameHistoryStore()
        let doubles = TestDependencies(history: store)
        let transfer = HistoryTransfer(dependencies: doubles.dependencies)
        let file = directory.appending("games.json")
        try Data(try HistoryExport.json(Self.games(firstID: 1, days: [1, 2])).utf8).write(to: file)
        #expect(!transfer.isImporting)

        let first = Task { await transfer.importHistory(from: file) }
        await store.begun()
        // The merge waits at the gate, off the main actor: this test (on it) goes on.
        #expect(transfer.isImporting)
        let second = await transfer.importHistory(from: file)
        #expect(second.message == "An import is already under way; games.json was not imported.")
        #expect(!second.succeeded)

        store.open()
        let outcome = await first.value
        #expect(outcome.merge == HistoryMerge(imported: 2, alreadyHere: 0))
        #expect(!transfer.isImporting)
        #expect(try store.gameCount(boardSize: nil, mode: nil) == 2)
    }

    @Test("the summary names every file, and says nothing of games already here when there are none")
    func summaries() {
        #expect(
            HistoryTransfer.summary(of: HistoryMerge(imported: 1, alreadyHere: 0), from: ["a.json"])
                == "Imported 1 game from a.json.")
        #expect(
            HistoryTransfer.summary(of: HistoryMerge(imported: 1_214, alreadyHere: 12), from: ["a", "b", "c"])
                == "Imported 1,214 games (12 already here) from a, b and c.")
    }
}
