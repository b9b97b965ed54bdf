import Foundation
import NQueensEngine
import NQueensServices
import NQueensTestSupport
import Testing

/// Runs every command in every JSON format, as a user would, and keeps what each printed.
struct JSONOutputs {
    /// One command's JSON output.
    struct Output {
        /// The command line, for messages.
        let command: String
        /// What it printed.
        let data: Data
        /// Whether it printed JSON Lines (`solve --format jsonl`), one document per line.
        let isLines: Bool

        /// The documents it printed: one, or one per line.
        func documents() throws -> [Any] {
            guard isLines else { return [try JSONSerialization.jsonObject(with: data)] }
            return try data.split(separator: UInt8(ascii: "\n")).map { try JSONSerialization.jsonObject(with: $0) }
        }
    }

    private let nqueens = ExecutableRunner(product: "nqueens")

    /// A puzzle (its ID is given to `solve --id`).
    static let puzzle = try! Puzzle.generate(size: 10, difficulty: .hard, seed: 42)

    /// A regions puzzle (its ID is given to `solve --id` and `check --id`).
    static let regionsPuzzle = try! RegionsPuzzle.generate(size: 9, difficulty: .medium, seed: 42)

    /// Stores games of every mode, in time zones east and west of UTC and off the hour, in `directory`.
    static func storeGames(in directory: URL) throws {
        let stores = try SQLiteStores.open(in: DataDirectory(url: directory))
        let berlin = SampleGames.calendar("Europe/Berlin")
        let kathmandu = SampleGames.calendar("Asia/Kathmandu")
        let newYork = SampleGames.calendar("America/New_York")
        try stores.history.record(
            contentsOf: [
                SampleGames.solved(
                    id: SampleGames.id(1), size: 6, finishedAt: SampleGames.date(2026, 11, 27, 23, 30, in: berlin),
                    calendar: berlin, activeSeconds: 42.125, moveCount: 9, hintsUsed: 2),
                SampleGames.solvedDaily(
                    "2026-11-28", id: SampleGames.id(2), finishedAt: SampleGames.date(2026, 11, 28, 7, 5, in: newYork),
                    calendar: newYork, activeSeconds: 75.5, hintsUsed: 1),
                SampleGames.solved(
                    puzzle, id: SampleGames.id(3), finishedAt: SampleGames.date(2026, 11, 29, 0, 15, in: kathmandu),
                    calendar: kathmandu, activeSeconds: 301.009),
                SampleGames.solved(
                    id: SampleGames.id(4), size: 16, finishedAt: SampleGames.date(2026, 11, 30), activeSeconds: 600,
                    moveCount: 20),
                SampleGames.solvedWithMarks(id: SampleGames.id(5), finishedAt: SampleGames.date(2026, 11, 30, 9, 30)),
                SampleGames.solvedRegionsDaily(
                    "2026-11-30", id: SampleGames.id(6), finishedAt: SampleGames.date(2026, 11, 30, 10, in: berlin),
                    calendar: berlin, activeSeconds: 72),
                SampleGames.solved(
                    regionsPuzzle, id: SampleGames.id(7), finishedAt: SampleGames.date(2026, 11, 30, 11),
                    hintsUsed: 1),
            ])
    }

    /// Every command and JSON format: solutions, counts, hints of every kind, checks, the history, stats, the daily
    /// and a puzzle, and the album.
    func all() throws -> [Output] {
        let games = try TemporaryDirectory()
        try Self.storeGames(in: games.url)
        let empty = try TemporaryDirectory()
        let played = ["NQUEENS_DATA_DIR": games.url.path, "TZ": "Europe/Berlin"]
        let fresh = ["NQUEENS_DATA_DIR": empty.url.path, "TZ": "UTC"]
        let parts = try TemporaryDirectory()
        for part in 1...2 {
            let outcome = try nqueens.run(["count", "10", "--parts", "2", "--part", String(part), "--format", "json"])
            try outcome.standardOutput.write(to: parts.appending("part-\(part).json"))
        }
        let id = Self.puzzle.id.description
        let solution = try nqueens.run(["solve", "12", "--format", "json"]).standardOutput
        let regionsID = Self.regionsPuzzle.id.description
        let regionsSolution = try nqueens.run(["solve", "--id", regionsID, "--format", "json"]).standardOutput
        let runs: [(arguments: [String], environment: [String: String], input: Data, status: Int32)] = [
            (["solve", "8", "--format", "json"], [:], Data(), 0),
            (["solve", "2", "--format", "json"], [:], Data(), 0),
            (["solve", "40", "--format", "json"], [:], Data(), 0),
            (["solve", "8", "--limit", "3", "--format", "json"], [:], Data(), 0),
            (["solve", "6", "--all", "--format", "json"], [:], Data(), 0),
            (["solve", "3", "--all", "--format", "json"], [:], Data(), 0),
            (["solve", "7", "--all", "--format", "jsonl"], [:], Data(), 0),
            (["solve", "9", "--format", "jsonl"], [:], Data(), 0),
            (["solve", "--id", id, "--format", "json"], [:], Data(), 0),
            (["solve", "--id", id, "--format", "jsonl"], [:], Data(), 0),
            (["count", "9", "--format", "json"], [:], Data(), 0),
            (["count", "9", "--unique", "--threads", "1", "--format", "json"], [:], Data(), 0),
            (["count", "10", "--parts", "3", "--part", "2", "--unique", "--format", "json"], [:], Data(), 0),
            (
                [
                    "count", "--sum", "--format", "json", parts.appending("part-1.json").path,
                    parts.appending("part-2.json").path,
                ], [:], Data(), 0
            ),
            (["hint", "--size", "8", "--format", "json"], [:], Data(), 0),
            (["hint", "--size", "8", "--format", "json", "a1", "b2"], [:], Data(), 0),
            (["hint", "--size", "4", "--format", "json", "a1"], [:], Data(), 0),
            (["hint", "--size", "4", "--format", "json", "b1", "d2", "a3", "c4"], [:], Data(), 0),
            (["hint", "--size", "30", "--format", "json", "1,1", "2,27"], [:], Data(), 0),
            (["check", "--format", "json"], [:], solution, 0),
            (["check", "--format", "json"], [:], Data("1 2 3 4".utf8), 65),
            (["history", "--format", "json"], played, Data(), 0),
            (["history", "--format", "json", "--size", "16"], played, Data(), 0),
            (["history", "--format", "json"], fresh, Data(), 0),
            (["stats", "--format", "json"], played, Data(), 0),
            (["stats", "--format", "json"], fresh, Data(), 0),
            (["album", "--format", "json"], played, Data(), 0),
            (["album", "--format", "json", "--size", "6"], played, Data(), 0),
            (["album", "--format", "json", "--size", "16"], played, Data(), 0),
            (["album", "--format", "json", "--size", "10"], played, Data(), 0),
            (["album", "--format", "json", "--size", "8"], fresh, Data(), 0),
            (["daily", "--date", "2026-12-01", "--format", "json"], [:], Data(), 0),
            (["puzzle", "--size", "10", "--difficulty", "hard", "--seed", "42", "--format", "json"], [:], Data(), 0),
            (["puzzle", "--rules", "regions", "--size", "12", "--seed", "7", "--format", "json"], [:], Data(), 0),
            (["daily", "--rules", "regions", "--date", "2026-12-01", "--format", "json"], [:], Data(), 0),
            (["solve", "--id", regionsID, "--format", "json"], [:], Data(), 0),
            (["solve", "--id", regionsID, "--format", "jsonl"], [:], Data(), 0),
            (["check", "--rules", "regions", "--format", "json"], [:], regionsSolution, 0),
            (["check", "--id", regionsID, "--format", "json"], [:], Data("a1 b3 c5 d7 e9 f2 g4 h6 i8".utf8), 65),
        ]
        return try runs.map { run in
            let outcome = try nqueens.run(run.arguments, environment: run.environment, input: run.input)
            let command = "nqueens " + run.arguments.joined(separator: " ")
            try #require(outcome.status == run.status, "\(command): \(outcome.standardError)")
            try #require(!outcome.standardOutput.isEmpty, "\(command) printed nothing")
            return Output(command: command, data: outcome.standardOutput, isLines: run.arguments.contains("jsonl"))
        }
    }
}
