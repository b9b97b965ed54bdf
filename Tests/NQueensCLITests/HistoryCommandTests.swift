import Foundation
import NQueensServices
import NQueensTestSupport
import Testing

/// `nqueens history` and `nqueens stats` against a real database in a temporary data directory.
@Suite("nqueens history and stats")
struct HistoryCommandTests {
    private let nqueens = ExecutableRunner(product: "nqueens")
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private var environment: [String: String] {
        ["NQUEENS_DATA_DIR": directory.url.path, "LANG": "C.UTF-8", "TZ": "UTC"]
    }

    /// Stores three games: two 4×4 (5 and 4 moves) and one 8×8 (12 moves, a hint), on three days.
    private func storeSampleGames() throws {
        let stores = try SQLiteStores.open(in: DataDirectory(url: directory.url))
        try stores.history.record(
            contentsOf: [
                SampleGames.solved(
                    id: SampleGames.id(1), size: 4, finishedAt: SampleGames.date(2026, 11, 27), activeSeconds: 11,
                    moveCount: 5),
                SampleGames.solved(
                    id: SampleGames.id(2), size: 4, finishedAt: SampleGames.date(2026, 11, 28), activeSeconds: 7,
                    moveCount: 4),
                SampleGames.solved(
                    id: SampleGames.id(3), size: 8, finishedAt: SampleGames.date(2026, 11, 29), activeSeconds: 41,
                    moveCount: 12, hintsUsed: 1),
            ])
    }

    @Test func listsGamesAsATableNewestFirst() throws {
        try storeSampleGames()
        let outcome = try nqueens.run(["history"], environment: environment)
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("#  Solved"))
        #expect(lines[1].contains("8×8") && lines[1].contains("0:41") && lines[1].hasSuffix("67%      1"))
        #expect(lines[3].contains("4×4") && lines[3].contains("0:11") && lines[3].contains("80%"))
        #expect(lines[4] == "3 games")
    }

    @Test func filtersAndSorts() throws {
        try storeSampleGames()
        let fourByFour = try nqueens.run(["history", "--size", "4", "--sort", "time"], environment: environment)
        let rows = fourByFour.output.split(separator: "\n").dropFirst().dropLast()
        #expect(rows.count == 2)
        #expect(rows.first?.contains("0:07") == true)
        let none = try nqueens.run(["history", "--size", "6"], environment: environment)
        #expect(none.output == "No games on 6×6 boards yet. Play one with `nqueens`.\n")
    }

    @Test func exportsCSVAndJSON() throws {
        try storeSampleGames()
        let csv = try nqueens.run(["history", "--format", "csv", "--sort", "moves"], environment: environment)
        let lines = csv.output.split(whereSeparator: \.isNewline)  // RFC 4180 lines end in CRLF
        #expect(lines.count == 4)
        #expect(lines[1].hasPrefix("00000000-0000-0000-0000-000000000002,4,"))
        let json = try nqueens.run(["history", "--format", "json"], environment: environment)
        let document = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
        #expect(document["schema"] as? String == "nqueens/history/v3")
        #expect(document["count"] as? Int == 3)
        let games = try #require(document["games"] as? [[String: Any]])
        #expect(games.map { $0["size"] as? Int } == [8, 4, 4])
        #expect(games.first?["finishedAt"] as? String == "2026-11-29T12:00:00.000+00:00")
    }

    @Test func statsShowStreaksAndBests() throws {
        try storeSampleGames()
        let outcome = try nqueens.run(["stats", "--format", "json"], environment: environment)
        #expect(outcome.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Any])
        #expect(object["games"] as? Int == 3)
        #expect(object["bestStreak"] as? Int == 3)
        let sizes = try #require(object["sizes"] as? [[String: Any]])
        #expect(sizes.map { $0["size"] as? Int } == [4, 8])
        #expect(sizes.first?["fewestMoves"] as? Int == 4)
        #expect(sizes.first?["bestTimeMilliseconds"] as? Int == 7_000)
        #expect(object["schema"] as? String == "nqueens/stats/v1")
        let text = try nqueens.run(["stats"], environment: environment)
        #expect(text.output.contains("Best streak     3 days"))
        #expect(
            text.output.contains(
                "4×4       2  0:07    0:09                    —      —       100%         2             4\n"))
        #expect(
            text.output.contains(
                "8×8       1  0:41    0:41                    —      —        67%         0            12\n"))
    }

    @Test func clearingNeedsConfirmationOutsideATerminal() throws {
        try storeSampleGames()
        let refused = try nqueens.run(["history", "--clear"], environment: environment)
        #expect(refused.status == 64)
        #expect(refused.errorLines.count == 1)
        #expect(refused.errorLines.first?.contains("add --yes") == true)
        let stores = try SQLiteStores.open(in: DataDirectory(url: directory.url))
        #expect(try stores.history.gameCount() == 3)

        let cleared = try nqueens.run(["history", "--clear", "--yes"], environment: environment)
        #expect(cleared.status == 0)
        #expect(cleared.output == "Cleared 3 games.\n")
        #expect(try stores.history.gameCount() == 0)
        let again = try nqueens.run(["history", "--clear", "--yes"], environment: environment)
        #expect(again.output == "The history is already empty.\n")
    }

    @Test func aDamagedDatabaseIsMovedAsideAndNamed() throws {
        let database = directory.appending(DataDirectory.databaseFileName)
        try Data("this is not a database, but it is the player's file".utf8).write(to: database)
        let outcome = try nqueens.run(["history"], environment: environment)
        #expect(outcome.status == 0)
        #expect(outcome.errorLines.count == 1)
        let notice = try #require(outcome.errorLines.first)
        #expect(notice.hasPrefix("nqueens: history: "))
        let movedAside = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
            .filter { $0.hasPrefix("nqueens-damaged-") }
        #expect(movedAside.count == 1)
        #expect(notice.contains(try #require(movedAside.first)))
        #expect(outcome.output == "No games yet. Play one with `nqueens`.\n")
    }

    @Test func anUnusableDataDirectoryIsAFailureWithItsPath() throws {
        let file = directory.appending("not-a-directory")
        try Data().write(to: file)
        let outcome = try nqueens.run(["stats"], environment: ["NQUEENS_DATA_DIR": file.path])
        #expect(outcome.status == 1)
        #expect(outcome.errorLines.count == 1)
        #expect(outcome.errorLines.first?.contains(file.path) == true)
    }

    @Test(
        "bad history and stats options are usage errors",
        arguments: [
            (["history", "--size", "3"], "N (--size) must be a whole number from 4 to 16"),
            (["history", "--sort", "name"], "unknown sort 'name'; sorts are date, moves, time, efficiency"),
            (["history", "--format", "xml"], "unknown format 'xml'; formats are table, json, csv"),
            (["history", "--clear", "--size", "4"], "--clear forgets every game, so it takes no --size"),
            (["history", "--yes"], "--yes only goes with --clear"),
            (["history", "extra"], "unexpected argument 'extra'"),
            (["stats", "--format", "csv"], "unknown format 'csv'; formats are text, json"),
        ])
    func rejectsBadOptions(arguments: [String], message: String) throws {
        let outcome = try nqueens.run(arguments, environment: environment)
        #expect(outcome.status == 64)
        #expect(outcome.errorLines.count == 1)
        #expect(outcome.errorLines.first?.contains(message) == true)
    }
}
