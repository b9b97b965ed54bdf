import Foundation
import NQueensEngine
import NQueensServices
import NQueensTestSupport
import Testing

/// `nqueens daily`, `nqueens puzzle`, `nqueens solve --id` and the puzzle options of `nqueens play`, run as a user
/// would.
@Suite("nqueens daily and puzzles")
struct PuzzleCommandTests {
    private let nqueens = ExecutableRunner(product: "nqueens")
    private let utf8 = ["LANG": "C.UTF-8"]

    /// The JSON object `outcome` printed.
    private func object(_ outcome: ExecutableRunner.Outcome) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Any])
    }

    /// The names of the squares in a JSON array of `{"square","row","column"}` objects.
    private func squareNames(_ value: Any?) -> [String]? {
        (value as? [[String: Any]])?.compactMap { $0["square"] as? String }
    }

    // MARK: daily

    @Test func dailyOfADateAsJSON() throws {
        let outcome = try nqueens.run(["daily", "--date", "2026-12-01", "--format", "json"])
        #expect(outcome.status == 0)
        let daily = Puzzle.daily(for: CalendarDay("2026-12-01")!).puzzle
        let json = try object(outcome)
        #expect(json["id"] as? String == daily.id.description)
        #expect(json["size"] as? Int == 9)
        #expect(json["schema"] as? String == "nqueens/daily/v1")
        #expect(squareNames(json["givens"]) == daily.givens.map(\.description))
        #expect(json["difficulty"] as? String == "easy")
        #expect(json["date"] as? String == "2026-12-01")
        #expect(json["weekday"] as? String == "tuesday")
    }

    @Test func dailyOfTodayIsTheEnginesDaily() throws {
        let outcome = try nqueens.run(["daily", "--format", "text"])
        #expect(outcome.status == 0)
        // The run and this test read the clock a moment apart: either day is right around midnight.
        let today = SystemGameClock().today
        let candidates = [today, today.adding(days: -1)].map { Puzzle.daily(for: $0).puzzle.id.description }
        let idLine = try #require(outcome.output.split(separator: "\n").first)
        #expect(candidates.contains { idLine == "ID          \($0)" })
    }

    @Test func dailyDrawsItsGivens() throws {
        let outcome = try nqueens.run(["daily", "--date", "2026-12-01"], environment: utf8)
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Daily puzzle · Tuesday 1 December 2026 · 9×9 easy")
        #expect(lines.count == 12)
        #expect(lines.dropFirst().prefix(9).joined().filter { $0 == "♛" }.count == 4)
        #expect(lines.last?.hasPrefix("ID 9-") == true)
        let ascii = try nqueens.run(["daily", "--date", "2026-12-01"], environment: ["LANG": "C"])
        #expect(ascii.output.hasPrefix("Daily puzzle - Tuesday 1 December 2026 - 9x9 easy\n"))
        #expect(ascii.output.allSatisfy { $0.isASCII })
    }

    // MARK: puzzle

    @Test func puzzleFromASeedIsTheSameEverywhere() throws {
        let outcome = try nqueens.run([
            "puzzle", "--size", "10", "--difficulty", "hard", "--seed", "42", "--format", "json",
        ])
        #expect(outcome.status == 0)
        let expected = try Puzzle.generate(size: 10, difficulty: .hard, seed: 42)
        let json = try object(outcome)
        #expect(json["id"] as? String == expected.id.description)
        #expect(json["schema"] as? String == "nqueens/puzzle/v1")
        #expect(squareNames(json["givens"]) == expected.givens.map(\.description))
        #expect(json["difficulty"] as? String == "hard" && json["seed"] as? UInt64 == 42 && json["date"] == nil)
        let again = try nqueens.run([
            "puzzle", "--size", "10", "--difficulty", "hard", "--seed", "42", "--format", "json",
        ])
        #expect(again.output == outcome.output)
    }

    @Test func puzzleWithoutASeedPrintsTheOneItDrew() throws {
        let outcome = try nqueens.run(["puzzle", "--format", "text"])
        #expect(outcome.status == 0)
        let fields = Dictionary(
            uniqueKeysWithValues: outcome.output.split(separator: "\n").map { line in
                (String(line.prefix(12)).trimmingCharacters(in: .whitespaces), String(line.dropFirst(12)))
            })
        let seed = try #require(fields["Seed"].flatMap { UInt64($0) })
        #expect(fields["Size"] == "8" && fields["Difficulty"] == "medium")
        let expected = try Puzzle.generate(size: 8, difficulty: .medium, seed: seed)
        #expect(fields["ID"] == expected.id.description)
    }

    // MARK: solve --id

    @Test func solveByIDPrintsTheOneSolution() throws {
        let puzzle = try Puzzle.generate(size: 8, difficulty: .medium, seed: 7)
        let text = try nqueens.run(["solve", "--id", puzzle.id.description.lowercased(), "--format", "text"])
        #expect(text.status == 0)
        #expect(text.output == puzzle.solution.squares.map(\.description).joined(separator: " ") + "\n")
        let json = try object(try nqueens.run(["solve", "--id", puzzle.id.description, "--format", "json"]))
        #expect(json["schema"] as? String == "nqueens/solution/v1")
        #expect(json["id"] as? String == puzzle.id.description && json["difficulty"] as? String == "medium")
        #expect(squareNames(json["givens"]) == puzzle.givens.map(\.description))
        #expect(json["columns"] as? [Int] == puzzle.solution.columns.map { $0 + 1 })
        let board = try nqueens.run(["solve", "--id", puzzle.id.description], environment: utf8)
        #expect(board.output.filter { $0 == "♛" }.count == puzzle.givens.count + 1)
        #expect(board.output.filter { $0 == "♕" }.count == puzzle.queensToPlace + 1)
    }

    // MARK: Bad input

    @Test(
        "bad dates, sizes, difficulties and seeds get one line and exit 64",
        arguments: [
            (["daily", "--date", "2026-02-30"], "daily: '2026-02-30' is not a date; write it YYYY-MM-DD, like "),
            (["daily", "--date", "tomorrow"], "daily: 'tomorrow' is not a date; write it YYYY-MM-DD, like "),
            (["daily", "--date", "9999-12-31"], "daily: the daily of 9999-12-31 is not out yet; today is "),
            (["daily", "--format", "xml"], "daily: unknown format 'xml'; formats are board, text, json"),
            (["puzzle", "--size", "3"], "puzzle: N (--size) must be a whole number from 4 to 16, not '3'"),
            (
                ["puzzle", "--difficulty", "expert"],
                "puzzle: unknown difficulty 'expert'; difficulties are easy, medium, hard"
            ),
            (
                ["puzzle", "--size", "5", "--difficulty", "hard"],
                "puzzle: there are no hard puzzles on 5×5 boards; that size has easy, medium ones"
            ),
            (
                ["puzzle", "--seed", "-1"],
                "puzzle: S (--seed) must be a whole number from 0 to 18446744073709551615, not '-1'"
            ),
            (
                ["solve", "--id", "8-0K31D0Q", "--all"],
                "solve: a puzzle has one solution; --id takes neither --all nor --limit"
            ),
            (["play", "--daily", "--id", "8-0K31D0Q"], "play: choose one game: --daily or --id, not both"),
            (["play", "--date", "2026-12-01"], "play: --date goes with --daily (the daily of that date)"),
            (
                ["play", "--daily", "--date", "2026-12-32"],
                "play: '2026-12-32' is not a date; write it YYYY-MM-DD, like "
            ),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        let outcome = try nqueens.run(arguments, environment: utf8)
        #expect(outcome.status == 64)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.errorLines.count == 1)
        #expect(outcome.errorLines.first?.hasPrefix("nqueens: \(message)") == true, "\(outcome.errorLines)")
    }

    @Test(
        "bad IDs get one line naming what is wrong and exit 65",
        arguments: [
            (
                ["solve", "--id", "8-0K31D0R"],
                "solve: the puzzle ID's check character does not match: a character is mistyped"
            ),
            (
                ["solve", "--id", "8-OK31D0Q"],
                "solve: the puzzle ID has 'O' at position 3 (did you mean 0?); IDs use the digits and the letters other than I, L, O and U"
            ),
            (
                ["solve", "--id", "hello"],
                "solve: 'hello' is not a puzzle ID; a puzzle ID is a board size, a hyphen and letters and digits, like 8-0K31D0Q"
            ),
            (
                ["play", "--id", "8-0K31D0R"],
                "play: the puzzle ID's check character does not match: a character is mistyped"
            ),
        ])
    func badIDs(arguments: [String], message: String) throws {
        let outcome = try nqueens.run(arguments)
        #expect(outcome.status == 65)
        #expect(outcome.errorLines == ["nqueens: \(message)"])
    }

    @Test func helpListsTheWeeklyRhythm() throws {
        let outcome = try nqueens.run(["daily", "--help"], environment: utf8)
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("  Monday    8×8 easy"))
        #expect(outcome.output.contains("  Sunday    12×12 medium"))
        let overview = try nqueens.run(["--help"])
        #expect(overview.output.contains("  daily ") && overview.output.contains("  puzzle "))
    }
}
