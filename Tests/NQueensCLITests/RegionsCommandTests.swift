import Foundation
import NQueensEngine
import NQueensServices
import NQueensTestSupport
import Testing

/// `nqueens puzzle --rules regions`, `daily --rules regions`, `solve --id R…` and `check --rules regions`, run as a
/// user would.
@Suite("nqueens regions puzzles")
struct RegionsCommandTests {
    private let nqueens = ExecutableRunner(product: "nqueens")
    private let utf8 = ["LANG": "C.UTF-8"]
    private static let id = "R8M-EJFG8YJ9J"

    /// The JSON object `outcome` printed.
    private func object(_ outcome: ExecutableRunner.Outcome) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Any])
    }

    // MARK: puzzle

    @Test func puzzleFromASeedIsTheEnginesAndTheSameEverywhere() throws {
        let arguments = ["puzzle", "--rules", "regions", "--size", "9", "--difficulty", "hard", "--seed", "42"]
        let outcome = try nqueens.run(arguments + ["--format", "json"])
        #expect(outcome.status == 0)
        let expected = try RegionsPuzzle.generate(size: 9, difficulty: .hard, seed: 42)
        let json = try object(outcome)
        #expect(json["schema"] as? String == "nqueens/regions-puzzle/v1")
        #expect(json["id"] as? String == expected.id.description && json["id"] as? String == "R9H-EJFG8YJ9Q")
        #expect(json["size"] as? Int == 9 && json["difficulty"] as? String == "hard" && json["seed"] as? Int == 42)
        #expect(json["regions"] as? [String] == expected.regions.rows)
        #expect(json["givens"] == nil && json["date"] == nil)
        let again = try nqueens.run(arguments + ["--format", "json"])
        #expect(again.output == outcome.output)
        let text = try nqueens.run(arguments + ["--format", "text"])
        #expect(
            text.output == """
                ID          \(expected.id)
                Seed        42
                Size        9
                Difficulty  hard
                Regions     \(expected.regions.rows.joined(separator: " "))

                """)
    }

    @Test func puzzleWithoutASeedPrintsTheOneItDrew() throws {
        let outcome = try nqueens.run(["puzzle", "--rules", "regions", "--format", "text"])
        #expect(outcome.status == 0)
        let fields = Dictionary(
            uniqueKeysWithValues: outcome.output.split(separator: "\n").map { line in
                (String(line.prefix(12)).trimmingCharacters(in: .whitespaces), String(line.dropFirst(12)))
            })
        let seed = try #require(fields["Seed"].flatMap { UInt64($0) })
        #expect(RegionsPuzzleID.seedRange.contains(seed))
        #expect(fields["Size"] == "8" && fields["Difficulty"] == "medium")
        #expect(fields["ID"] == (try RegionsPuzzle.generate(size: 8, difficulty: .medium, seed: seed).id.description))
    }

    @Test func theBoardIsDrawnWithBordersBetweenRegionsAndTheirLetters() throws {
        let outcome = try nqueens.run(["puzzle", "--rules", "regions", "--seed", "42"], environment: utf8)
        #expect(outcome.status == 0)
        #expect(
            outcome.output == """
                Regions puzzle · 8×8 medium · seed 42
                  ┌───────────────┬───────────┬───┐
                8 │ E   E   E   E │ B   B   B │ G │
                  │       ┌───────┤       ┌───┘   │
                7 │ E   E │ H   H │ B   B │ G   G │
                  │       └───────┤       └───┐   │
                6 │ E   E   E   E │ B   B   B │ G │
                  │   ┌───────┬───┴───┐   ┌───┘   │
                5 │ E │ F   F │ C   C │ B │ G   G │
                  │   └───┬───┘       │   ├───────┤
                4 │ E   E │ C   C   C │ B │ D   D │
                  ├───────┘           │   └───┐   │
                3 │ C   C   C   C   C │ B   B │ D │
                  │       ┌───────┐   │       └───┤
                2 │ C   C │ A   A │ C │ B   B   B │
                  ├───────┘       ├───┘           │
                1 │ A   A   A   A │ B   B   B   B │
                  └───────────────┴───────────────┘
                    a   b   c   d   e   f   g   h
                ID R8M-EJFG8YJ9J · place 8 queens: one in each row, column and region, no two touching, not even at a corner.

                """)
        let ascii = try nqueens.run(["puzzle", "--rules", "regions", "--seed", "42"], environment: ["LANG": "C"])
        #expect(ascii.output.allSatisfy { $0.isASCII })
        let lines = ascii.output.split(separator: "\n").map(String.init)
        #expect(lines[1] == "  +---------------+-----------+---+")
        #expect(lines[2] == "8 | E   E   E   E | B   B   B | G |")
        #expect(lines[3] == "  |       +-------+       +---+   |")
    }

    // MARK: daily

    @Test func dailyOfADateIsTheEnginesRegionsDaily() throws {
        let outcome = try nqueens.run(["daily", "--rules", "regions", "--date", "2026-12-01", "--format", "json"])
        #expect(outcome.status == 0)
        let daily = RegionsPuzzle.daily(for: try #require(DailyDate(year: 2026, month: 12, day: 1))).puzzle
        let json = try object(outcome)
        #expect(json["schema"] as? String == "nqueens/regions-daily/v1")
        #expect(json["id"] as? String == daily.id.description && json["id"] as? String == "R8E-9F27TDCMB")
        #expect(json["size"] as? Int == 8 && json["difficulty"] as? String == "easy")
        #expect(json["regions"] as? [String] == daily.regions.rows)
        #expect(json["date"] as? String == "2026-12-01" && json["weekday"] as? String == "tuesday")
        #expect(json["seed"] == nil)
        let board = try nqueens.run(["daily", "--rules", "regions", "--date", "2026-12-01"], environment: utf8)
        let lines = board.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Regions daily · Tuesday 1 December 2026 · 8×8 easy")
        #expect(lines.count == 2 * 8 + 4)
        #expect(lines.last?.hasPrefix("ID R8E-9F27TDCMB · ") == true)
    }

    @Test func dailyOfTodayIsTheEnginesDaily() throws {
        let outcome = try nqueens.run(["daily", "--rules", "regions", "--format", "text"])
        #expect(outcome.status == 0)
        let today = SystemGameClock().today
        let candidates = [today, today.adding(days: -1)].map {
            RegionsPuzzle.daily(for: $0.dailyDate).puzzle.id.description
        }
        let idLine = try #require(outcome.output.split(separator: "\n").first)
        #expect(candidates.contains { idLine == "ID          \($0)" })
    }

    @Test func helpGivesBothWeeklyRhythms() throws {
        let outcome = try nqueens.run(["daily", "--help"], environment: utf8)
        #expect(outcome.output.contains("  Monday    8×8 easy        7×7 easy"))
        #expect(outcome.output.contains("  Sunday    12×12 medium    11×11 medium"))
    }

    // MARK: solve and check

    @Test func solveByIDPrintsTheSolutionInEveryFormat() throws {
        let puzzle = try RegionsPuzzle(parsingID: Self.id)
        let text = try nqueens.run(["solve", "--id", Self.id.lowercased(), "--format", "text"])
        #expect(text.status == 0)
        #expect(text.output == "f1 c2 e3 g4 b5 h6 d7 a8\n")
        #expect(text.output == puzzle.solution.map(\.description).joined(separator: " ") + "\n")
        let json = try object(try nqueens.run(["solve", "--id", Self.id, "--format", "json"]))
        #expect(json["schema"] as? String == "nqueens/regions-solution/v1")
        #expect(json["id"] as? String == Self.id && json["difficulty"] as? String == "medium")
        #expect(json["columns"] as? [Int] == [6, 3, 5, 7, 2, 8, 4, 1] && json["index"] == nil)
        #expect(json["regions"] as? [String] == puzzle.regions.rows)
        let lines = try nqueens.run(["solve", "--id", Self.id, "--format", "jsonl"])
        #expect(lines.output.hasPrefix(#"{"schema":"nqueens/regions-solution/v1","index":1,"#))
        let board = try nqueens.run(["solve", "--id", Self.id], environment: utf8)
        #expect(board.output.filter { $0 == "♛" }.count == 8)
        #expect(board.output.contains("1 │ A   A   A   A │ B   ♛   B   B │"))
    }

    @Test("solve --id R… | check --rules regions, in every format", arguments: ["board", "text", "json", "jsonl"])
    func solveThenCheck(format: String) throws {
        for environment in [utf8, ["LANG": "C"]] {
            let solved = try nqueens.run(["solve", "--id", Self.id, "--format", format], environment: environment)
            let checked = try nqueens.run(["check", "--id", Self.id], input: solved.standardOutput)
            #expect(checked.status == 0, "\(format): \(checked.standardError)")
            #expect(checked.output == "valid: the solution of R8M-EJFG8YJ9J (8×8 medium)\n")
        }
        // JSON names its puzzle, so --id may be left out.
        if format.hasPrefix("json") {
            let solved = try nqueens.run(["solve", "--id", Self.id, "--format", format])
            let checked = try nqueens.run(
                ["check", "--rules", "regions", "--format", "json"], input: solved.standardOutput)
            #expect(
                checked.output
                    == #"{"schema":"nqueens/check/v1","valid":true,"size":8,"count":1,"rules":"regions","id":"R8M-EJFG8YJ9J"}"#
                    + "\n")
        }
    }

    @Test(
        "a placement that breaks a rule gets one line naming it and exit 65",
        arguments: [
            (
                "a1 c2 e3 g4 b5 h6 d7 f8",
                "check: not a solution of R8M-EJFG8YJ9J: the queens on a1 and c2 share region A"
            ),
            (
                "6 3 5 7 2 8 4",
                "check: not a solution of R8M-EJFG8YJ9J: the solution of a regions puzzle on the 8×8 board has 8 queens, "
                    + "one per row, not 7"
            ),
            ("6 3 5 7 2 8 4 6", "check: not a solution of R8M-EJFG8YJ9J: the queens on f1 and f8 share a column"),
            ("6 3 5 7 2 8 1 4", "check: not a solution of R8M-EJFG8YJ9J: the queens on a7 and d8 share region E"),
        ])
    func wrongSolutions(input: String, message: String) throws {
        let outcome = try nqueens.run(["check", "--id", Self.id], input: Data(input.utf8))
        #expect(outcome.status == 65)
        #expect(outcome.errorLines == ["nqueens: \(message)"])
        let json = try nqueens.run(["check", "--id", Self.id, "--format", "json"], input: Data(input.utf8))
        #expect(json.status == 65)
        let document = try object(json)
        #expect(document["valid"] as? Bool == false && document["id"] as? String == Self.id)
        #expect(document["problem"] as? String == String(message.dropFirst("check: ".count)))
    }

    @Test func checkTellsTheKindsOfSolutionApart() throws {
        let regions = try nqueens.run(["solve", "--id", Self.id, "--format", "json"]).standardOutput
        let classic = try nqueens.run(["check"], input: regions)
        #expect(classic.status == 65)
        #expect(
            classic.errorLines.first?.contains("a regions puzzle's solution; check it with --rules regions") == true)
        let classicSolution = try nqueens.run(["solve", "8", "--format", "json"]).standardOutput
        let wrongKind = try nqueens.run(["check", "--id", Self.id], input: classicSolution)
        #expect(wrongKind.status == 65)
        let other = try RegionsPuzzle.generate(size: 8, difficulty: .easy, seed: 1).id.description
        let mismatch = try nqueens.run(["check", "--id", other], input: regions)
        #expect(mismatch.status == 65)
        #expect(
            mismatch.errorLines == ["nqueens: check: the input is the solution of \(Self.id), not of \(other) (--id)"])
    }

    // MARK: Bad input

    @Test(
        "bad rules, sizes, seeds and IDs of the wrong kind get one line and exit 64",
        arguments: [
            (["puzzle", "--rules", "linkedin"], "puzzle: unknown rules 'linkedin'; rules are classic, regions"),
            (["daily", "--rules", "x"], "daily: unknown rules 'x'; rules are classic, regions"),
            (
                ["puzzle", "--rules", "regions", "--size", "4"],
                "puzzle: N (--size) of a regions puzzle must be a whole number from 5 to 12, not '4'"
            ),
            (
                ["puzzle", "--rules", "regions", "--seed", "1099511627776"],
                "puzzle: S (--seed) of a regions puzzle must be a whole number from 0 to 1099511627775, not '1099511627776'"
            ),
            (
                ["check", "--id", "8-0K31D0Q"],
                "check: --id takes a regions puzzle's ID (it starts with R); classic solutions are checked without one"
            ),
            (
                ["check", "--rules", "classic", "--id", "R8M-EJFG8YJ9J"],
                "check: --id names a regions puzzle; it goes with --rules regions, not classic"
            ),
            (
                ["check", "--rules", "regions"],
                "check: --rules regions needs the puzzle: give --id ID, or the JSON of `nqueens solve --id ID --format json`, which names it"
            ),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        let outcome = try nqueens.run(arguments, environment: utf8, input: Data("f1 c2 e3 g4 b5 h6 d7 a8".utf8))
        #expect(outcome.status == 64)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.errorLines == ["nqueens: \(message)"])
    }

    @Test(
        "bad regions IDs get one line naming what is wrong and exit 65",
        arguments: [
            (
                ["solve", "--id", "R8M-EJFG8YJ9K"],
                "solve: the regions puzzle ID's check character does not match: a character is mistyped"
            ),
            (
                ["solve", "--id", "R8M-EJFG8YJOJ"],
                "solve: the regions puzzle ID has 'O' at position 12 (did you mean 0?); IDs use the digits and the letters other than I, L, O and U"
            ),
            (
                ["solve", "--id", "R8-EJFG8YJ9J"],
                "solve: 'R8-EJFG8YJ9J' is not a regions puzzle ID; a regions puzzle ID is R, the board size, E, M or H (easy, medium, hard), a hyphen and 9 letters and digits, like R8M-EJFG8YJ9J"
            ),
            (
                ["check", "--id", "R8M-EJFG8YJ9"],
                "check: a regions puzzle ID has 9 characters after the hyphen, this one has 8"
            ),
        ])
    func badIDs(arguments: [String], message: String) throws {
        let outcome = try nqueens.run(arguments, input: Data())
        #expect(outcome.status == 65)
        #expect(outcome.errorLines == ["nqueens: \(message)"])
    }
}
