import Foundation
import NQueensServices
import NQueensTestSupport
import Testing

/// What one command prints in JSON, another reads back: `solve | check` in every format, and the history's JSON
/// holding the very games of its CSV.
@Suite("JSON round trips")
struct JSONRoundTripTests {
    private let nqueens = ExecutableRunner(product: "nqueens")

    /// The number of solutions of N = 4…12 (OEIS A000170).
    private static let solutionCounts = [4: 2, 5: 10, 6: 4, 7: 40, 8: 92, 9: 352, 10: 724, 11: 2680, 12: 14200]

    @Test("solve N --format json | check, and every other format solve prints", arguments: 4...12)
    func solveThenCheck(size: Int) throws {
        let count = try #require(Self.solutionCounts[size])
        var runs: [(arguments: [String], expected: String)] = [
            (["--format", "json"], "valid: a solution for N = \(size)\n"),
            (["--format", "jsonl"], "valid: a solution for N = \(size)\n"),
            (["--format", "text"], "valid: a solution for N = \(size)\n"),
            (["--format", "board"], "valid: a solution for N = \(size)\n"),
            (["--all", "--format", "json"], "valid: \(count) solutions for N = \(size)\n"),
            (["--all", "--format", "jsonl"], "valid: \(count) solutions for N = \(size)\n"),
            (["--limit", "3", "--format", "json"], "valid: \(min(3, count)) solutions for N = \(size)\n"),
        ]
        if size <= 9 {  // Every drawn board and line of squares of the larger sizes only makes the test slower.
            runs.append((["--all", "--format", "text"], "valid: \(count) solutions for N = \(size)\n"))
            runs.append((["--all", "--format", "board"], "valid: \(count) solutions for N = \(size)\n"))
        }
        for (arguments, expected) in runs {
            let solved = try nqueens.run(["solve", String(size)] + arguments, environment: ["LANG": "C.UTF-8"])
            #expect(solved.status == 0)
            let checked = try nqueens.run(["check"], input: solved.standardOutput)
            #expect(checked.status == 0, "solve \(size) \(arguments.joined(separator: " ")): \(checked.standardError)")
            #expect(checked.output == expected, "solve \(size) \(arguments.joined(separator: " "))")
        }
    }

    @Test func aMillionQueensRoundTripInJSONAndJSONLines() throws {
        for format in ["json", "jsonl"] {
            let solved = try nqueens.run(["solve", "1000000", "--format", format])
            #expect(solved.status == 0)
            #expect(solved.output.hasPrefix(#"{"schema":"nqueens/solution/v1","#))
            let checked = try nqueens.run(["check", "--format", "json"], input: solved.standardOutput)
            #expect(checked.status == 0, "\(checked.standardError)")
            #expect(checked.output == #"{"schema":"nqueens/check/v1","valid":true,"size":1000000,"count":1}"# + "\n")
        }
    }

    @Test func checkNamesWhatItCannotRead() throws {
        let cases: [(input: String, message: String)] = [
            (#"{"schema":"nqueens/hint/v1","size":4}"#, #"the input is a "nqueens/hint/v1" document"#),
            (#"{"schema":"nqueens/solution/v1","size":2,"columns":null}"#, "the board has no solution"),
            (#"{"schema":"nqueens/solutions/v1","size":3,"solutions":[],"count":0}"#, "holds no solution"),
            (#"{"schema":"nqueens/solutions/v1","size":4,"solutions":[[2,4,1,3]],"count":2}"#, #""count":2 but"#),
            (#"{"schema":"nqueens/solution/v1","size":5,"columns":[2,4,1,3]}"#, #""size":5 but a solution has 4"#),
            ("{\"columns\":[2,4,1,3]}\n{\"columns\":[1,2,3,4]}\n", "solution 2 of 2 is not a solution"),
            ("No solution: no 3 queens fit on a 3×3 board without attacking each other.\n", "no solution"),
            ("2 · ♛ ·\n1 ♛ · ♛\n  a b c\n", "rank 2 of the drawn 2×2 board has 3 squares, not 2"),
            ("3 · ♛\n1 ♛ ·\n  a b\n", "rank 1 from the top is labelled 3, not 2"),
            ("2 ♛ ♛\n1 · ·\n  a b\n", "row 2 holds 2 queens, not one"),
        ]
        for (input, message) in cases {
            let checked = try nqueens.run(["check"], input: Data(input.utf8))
            #expect(checked.status == 65, "\(input)")
            #expect(checked.errorLines.count == 1)
            #expect(checked.errorLines.first?.contains(message) == true, "\(checked.errorLines)")
        }
    }

    @Test(arguments: ["date", "moves", "time", "efficiency"])
    func historyJSONReadsBackAsTheGamesOfTheCSV(sort: String) throws {
        let directory = try TemporaryDirectory()
        try JSONOutputs.storeGames(in: directory.url)
        let environment = ["NQUEENS_DATA_DIR": directory.url.path, "TZ": "UTC"]
        let json = try nqueens.run(["history", "--format", "json", "--sort", sort], environment: environment)
        let csv = try nqueens.run(["history", "--format", "csv", "--sort", sort], environment: environment)
        #expect(json.status == 0 && csv.status == 0)
        let games = try HistoryExport.games(fromJSON: json.standardOutput)
        #expect(games.count == 7)
        #expect(games.contains { $0.moves.contains(where: \.kind.isMarkChange) })
        #expect(games.filter { $0.mode == .regions }.count == 2)
        #expect(HistoryExport.csv(games) == csv.output)
        let stores = try SQLiteStores.open(in: DataDirectory(url: directory.url))
        let query = HistoryQuery(boardSize: nil, sort: try #require(HistorySort(rawValue: sort)))
        #expect(games == (try stores.history.games(query)))
    }
}
