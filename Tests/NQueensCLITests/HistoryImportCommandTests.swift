import Foundation
import NQueensServices
import NQueensTestSupport
import Testing

/// `nqueens history --import FILE…` end to end: the real binary against real databases in temporary directories.
@Suite("nqueens history --import")
struct HistoryImportCommandTests {
    private let nqueens = ExecutableRunner(product: "nqueens")
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private func environment(_ name: String) -> [String: String] {
        ["NQUEENS_DATA_DIR": directory.appending(name).path, "LANG": "C.UTF-8", "TZ": "UTC"]
    }

    private func stores(_ name: String) throws -> SQLiteStores {
        try SQLiteStores.open(in: DataDirectory(url: directory.appending(name)))
    }

    /// `count` games, one a day from 1 November 2026 on, sizes 4…9, ids numbered from `firstID`.
    private static func games(_ count: Int, firstID: Int) -> [GameRecord] {
        (0..<count).map { index in
            SampleGames.solved(
                id: SampleGames.id(firstID + index), size: 4 + index % 6,
                finishedAt: SampleGames.date(2026, 11, 1, 9).addingTimeInterval(Double(index) * 86_400),
                moveCount: 4 + index % 6 + index % 3)
        }
    }

    private func write(_ games: [GameRecord], to name: String) throws -> String {
        let url = directory.appending(name)
        try Data(try HistoryExport.json(games).utf8).write(to: url)
        return url.path
    }

    // MARK: Merging

    @Test("exporting from A and importing into B twice adds A's new games once, and says so")
    func exportThenImportTwice() throws {
        try stores("a").history.record(contentsOf: Self.games(4, firstID: 1))
        try stores("b").history.record(contentsOf: Self.games(2, firstID: 4))
        let export = try nqueens.run(["history", "--format", "json"], environment: environment("a"))
        #expect(export.status == 0)
        let file = directory.appending("games.json")
        try export.standardOutput.write(to: file)

        let first = try nqueens.run(["history", "--import", file.path], environment: environment("b"))
        #expect(first.status == 0 && first.standardError.isEmpty)
        #expect(first.output == "Imported 3 games (1 already here) from \(file.path).\n")
        let again = try nqueens.run(["history", "--import", file.path], environment: environment("b"))
        #expect(again.output == "Imported 0 games (4 already here) from \(file.path).\n")
        #expect(Set(try stores("b").history.games(HistoryQuery()).map(\.id)) == Set((1...5).map(SampleGames.id)))
        let stats = try nqueens.run(["stats"], environment: environment("b"))
        #expect(stats.status == 0 && stats.output.contains("5"))
    }

    @Test("several files are merged together, each game once")
    func severalFiles() throws {
        let one = try write(Self.games(3, firstID: 1), to: "one.json")
        let two = try write(Self.games(3, firstID: 3), to: "two.json")
        let outcome = try nqueens.run(["history", "--import", one, two], environment: environment("b"))
        #expect(outcome.status == 0)
        #expect(outcome.output == "Imported 5 games (1 already here) from \(one) and \(two).\n")
        #expect(try stores("b").history.gameCount() == 5)
    }

    @Test("standard input is read for -")
    func standardInput() throws {
        let json = try HistoryExport.json(Self.games(2, firstID: 1))
        let outcome = try nqueens.run(
            ["history", "--import", "-"], environment: environment("b"), input: Data(json.utf8))
        #expect(outcome.output == "Imported 2 games from standard input.\n")
    }

    // MARK: Bad input

    @Test("a bad record anywhere imports nothing from any file, exits 65 and leaves the database's bytes")
    func badRecordImportsNothing() throws {
        try stores("b").history.record(contentsOf: Self.games(2, firstID: 100))
        let good = try write(Self.games(3, firstID: 1), to: "good.json")
        var games = Self.games(3, firstID: 10)
        let original = games[1]
        games[1] = GameRecord(
            id: original.id, boardSize: 17, startedAt: original.startedAt, finishedAt: original.finishedAt,
            solvedDay: original.solvedDay, timeZoneIdentifier: original.timeZoneIdentifier,
            activeDuration: original.activeDuration, moveCount: original.moveCount, finalQueens: original.finalQueens,
            moves: original.moves)
        let bad = try write(games, to: "bad.json")
        let database = directory.appending("b").appendingPathComponent("nqueens.sqlite")
        let before = Self.bytes(database)

        let outcome = try nqueens.run(["history", "--import", good, bad], environment: environment("b"))
        #expect(outcome.status == 65)
        #expect(outcome.output.isEmpty)
        #expect(outcome.errorLines.count == 1)
        #expect(
            outcome.errorLines.first
                == "nqueens: history: \(bad): record 2 (game \(original.id.uuidString.lowercased())): its size 17 is "
                + "out of range; NQueens boards run from 4 to 16; nothing was imported")
        #expect(Self.bytes(database) == before)
        #expect(try stores("b").history.gameCount() == 2)
    }

    @Test("a truncated, foreign or missing file is refused by name", arguments: ["truncated", "foreign", "missing"])
    func badFiles(kind: String) throws {
        let json = try HistoryExport.json(Self.games(3, firstID: 1))
        let path = directory.appending("\(kind).json").path
        switch kind {
        case "truncated": try Data(json.utf8.dropLast(100)).write(to: URL(fileURLWithPath: path))
        case "foreign":
            try Data(#"{"schema":"nqueens/stats/v1","count":0,"games":[]}"#.utf8).write(to: URL(fileURLWithPath: path))
        default: break
        }
        let outcome = try nqueens.run(["history", "--import", path], environment: environment("b"))
        #expect(outcome.status == (kind == "missing" ? 1 : 65))
        #expect(outcome.errorLines.count == 1)
        #expect(outcome.errorLines.first?.hasPrefix("nqueens: history: \(path)") == true)
    }

    @Test(
        "--import takes files and no listing options",
        arguments: [
            ["history", "--import"], ["history", "--import", "--size", "8", "a.json"], ["history", "a.json"],
            ["history", "--import", "--clear", "a.json"],
        ])
    func usage(arguments: [String]) throws {
        let outcome = try nqueens.run(arguments, environment: environment("b"))
        #expect(outcome.status == 64)
        #expect(outcome.errorLines.count == 1)
    }

    // MARK: A kill halfway

    @Test("a kill inside the import loses no earlier game and imports nothing halfway")
    func killDuringImport() throws {
        let earlier = Self.games(20, firstID: 50_000)
        try stores("b").history.record(contentsOf: earlier)
        let file = try write(Self.games(4_000, firstID: 1), to: "big.json")
        let executable = try BuiltProducts.executable(named: "nqueens").path
        var environment = environment("b")
        environment["NQUEENS_TEST_IMPORT_PAUSE"] = "2000"
        let process = try StoreFixture(
            executable: executable, arguments: ["history", "--import", file], environment: environment)
        #expect(process.nextLine() == "nqueens: paused inside the import after 2000 games")
        process.kill()
        #expect(process.wasKilled)

        let opened = try stores("b")
        let after = opened.history
        #expect(try after.gameCount() == earlier.count)
        #expect(Set(try after.games(HistoryQuery()).map(\.id)) == Set(earlier.map(\.id)))
        #expect(try opened.album.albumSummaries() == DerivedSolutionAlbum(history: after).albumSummaries())

        let again = try nqueens.run(["history", "--import", file], environment: self.environment("b"))
        #expect(again.output == "Imported 4,000 games from \(file).\n")
        #expect(try after.gameCount() == earlier.count + 4_000)
    }

    /// The database file and its write-ahead log, byte for byte (`nil` for a file that is not there).
    private static func bytes(_ database: URL) -> [Data?] {
        [database, URL(fileURLWithPath: database.path + "-wal")].map { try? Data(contentsOf: $0) }
    }
}
