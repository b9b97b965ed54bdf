import Foundation
import NQueensCLI
import NQueensEngine
import NQueensTestSupport
import Testing

/// Runs the built `nqueens` binary as a user would.
@Suite("nqueens end to end")
struct CommandLineEndToEndTests {
    private let nqueens = ExecutableRunner(product: "nqueens")
    private let utf8 = ["LANG": "C.UTF-8"]

    private static let allSolutions: [UInt64] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200]
    private static let fundamentalSolutions: [UInt64] = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787]

    @Test("count N equals OEIS A000170", arguments: 1...12)
    func countMatchesOEIS(size: Int) throws {
        let outcome = try nqueens.run(["count", String(size)])
        #expect(outcome.status == 0)
        #expect(outcome.output == "\(Self.allSolutions[size - 1])\n")
    }

    @Test("count N --unique equals OEIS A002562", arguments: 1...12)
    func uniqueCountMatchesOEIS(size: Int) throws {
        let outcome = try nqueens.run(["count", String(size), "--unique", "--threads", "2"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "\(Self.fundamentalSolutions[size - 1])\n")
    }

    @Test func solveDrawsTheFirstSolutionAsABoard() throws {
        let outcome = try nqueens.run(["solve", "4"], environment: utf8)
        #expect(outcome.status == 0)
        #expect(
            outcome.output == """
                4 · · ♛ ·
                3 ♛ · · ·
                2 · · · ♛
                1 · ♛ · ·
                  a b c d

                """)
        let ascii = try nqueens.run(["solve", "4"], environment: ["LANG": "C"])
        #expect(ascii.output.contains("1 . Q . ."))
    }

    @Test func solveAllPrintsEverySolutionOnce() throws {
        let outcome = try nqueens.run(["solve", "6", "--all", "--format", "text"])
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(Set(lines).count == 4)
        for line in lines {
            let squares = try line.split(separator: " ").map { try Square(parsing: String($0), boardSize: 6) }
            #expect(try Board(size: 6, queens: squares).isSolved)
        }
    }

    @Test func solveLimitAndJSON() throws {
        let outcome = try nqueens.run(["solve", "8", "--limit", "3", "--format", "json"])
        #expect(outcome.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Any])
        #expect(object["schema"] as? String == "nqueens/solutions/v1")
        #expect(object["size"] as? Int == 8)
        #expect(object["count"] as? Int == 3)
        let solutions = try #require(object["solutions"] as? [[Int]])
        #expect(solutions.count == 3)
        for columns in solutions {
            #expect(Solution.isValid(columns.map { $0 - 1 }))
        }
    }

    @Test func solvesAMillionQueensWithAValidSolution() throws {
        let outcome = try nqueens.run(["solve", "1000000", "--format", "json"])
        #expect(outcome.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Any])
        let columns = try #require(object["columns"] as? [Int])
        #expect(object["schema"] as? String == "nqueens/solution/v1")
        #expect(object["size"] as? Int == 1_000_000)
        #expect(columns.count == 1_000_000)
        #expect(Solution.isValid(columns.map { $0 - 1 }))
        let check = try nqueens.run(["check"], input: outcome.standardOutput)
        #expect(check.status == 0)
        #expect(check.output == "valid: a solution for N = 1000000\n")
    }

    @Test func boardsWithoutSolutionsSaySo() throws {
        let outcome = try nqueens.run(["solve", "3"])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("No solution"))
        let json = try nqueens.run(["solve", "2", "--format", "json"])
        #expect(json.output == "{\"schema\":\"nqueens/solution/v1\",\"size\":2,\"columns\":null}\n")
    }

    @Test func hintInWordsAndJSON() throws {
        let text = try nqueens.run(["hint", "--size", "4", "a1"])
        #expect(text.status == 0)
        #expect(text.output.contains("a1"))  // a1 is in no 4×4 solution: remove it
        let json = try nqueens.run(["hint", "--size", "4", "--format", "json", "b1", "d2", "a3", "c4"])
        let object = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
        #expect(object["hint"] as? String == "solved")
        #expect(object["schema"] as? String == "nqueens/hint/v1")
        let queens = try #require(object["queens"] as? [[String: Any]])
        #expect(queens.map { $0["square"] as? String } == ["b1", "d2", "a3", "c4"])
        #expect(queens.map { $0["row"] as? Int } == [1, 2, 3, 4])
        #expect(queens.map { $0["column"] as? Int } == [2, 4, 1, 3])
        let place = try nqueens.run(["hint", "--size", "8", "--format", "json", "1,1"])
        let placeObject = try #require(try JSONSerialization.jsonObject(with: place.standardOutput) as? [String: Any])
        #expect(placeObject["hint"] as? String == "place")
        let row = try #require(placeObject["row"] as? Int)
        let column = try #require(placeObject["column"] as? Int)
        let board = try Board(size: 8, queens: [Square(row: 0, column: 0), Square(row: row - 1, column: column - 1)])
        #expect(try board.completion() != nil)
    }

    @Test func checkRejectsABrokenSolution() throws {
        let outcome = try nqueens.run(["check"], input: Data("1 2 3 4".utf8))
        #expect(outcome.status == 65)
        #expect(outcome.errorLines == ["nqueens: check: not a solution: the queens of rows 1 and 2 share a diagonal"])
    }

    @Test func helpAndVersion() throws {
        let help = try nqueens.run(["--help"])
        #expect(help.status == 0)
        for command in ["solve", "count", "hint", "check"] {
            #expect(help.output.contains("  \(command)"))
            let commandHelp = try nqueens.run([command, "--help"])
            #expect(commandHelp.status == 0)
            #expect(commandHelp.output.hasPrefix("usage: nqueens \(command)"))
            #expect(try nqueens.run(["help", command]).output == commandHelp.output)
        }
        let version = try nqueens.run(["--version"])
        #expect(version.output == "nqueens \(CommandLineTool.version)\n")
    }

    struct BadInput: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let status: Int32
        let message: String
        var input = ""
        var testDescription: String { "nqueens \(arguments.joined(separator: " "))" }
    }

    @Test(
        "bad input gets one line on stderr and the right exit code",
        arguments: [
            BadInput(arguments: ["frobnicate"], status: 64, message: "unknown command 'frobnicate'; commands are"),
            BadInput(arguments: ["--frob"], status: 64, message: "unknown option '--frob'"),
            BadInput(arguments: ["solve"], status: 64, message: "solve: missing the board size N"),
            BadInput(arguments: ["solve", "abc"], status: 64, message: "N must be a whole number from 1 to"),
            BadInput(arguments: ["solve", "0"], status: 64, message: "N must be a whole number from 1 to"),
            BadInput(arguments: ["solve", "-3"], status: 64, message: "not '-3'"),
            BadInput(arguments: ["solve", "8", "9"], status: 64, message: "unexpected argument '9'"),
            BadInput(arguments: ["solve", "8", "--bogus"], status: 64, message: "unknown option '--bogus'"),
            BadInput(arguments: ["solve", "8", "--format", "xml"], status: 64, message: "unknown format 'xml'"),
            BadInput(
                arguments: ["solve", "8", "--all", "--limit", "2"], status: 64, message: "either --all or --limit"),
            BadInput(arguments: ["solve", "8", "--limit", "0"], status: 64, message: "K (--limit) must be"),
            BadInput(arguments: ["solve", "8", "--limit"], status: 64, message: "option --limit needs a value"),
            BadInput(
                arguments: ["solve", "100", "--format", "board"], status: 64, message: "draws boards up to 64×64"),
            BadInput(arguments: ["count", "28"], status: 64, message: "N must be a whole number from 1 to 27"),
            BadInput(arguments: ["count", "8", "--threads", "0"], status: 64, message: "T (--threads) must be"),
            BadInput(arguments: ["hint", "a1"], status: 64, message: "hint: the board size is missing"),
            BadInput(arguments: ["hint", "--size", "3"], status: 64, message: "from 4 to 64"),
            BadInput(arguments: ["hint", "--size", "65", "a1"], status: 64, message: "from 4 to 64"),
            BadInput(
                arguments: ["hint", "--size", "8", "z9"], status: 65, message: "square 'z9' is off the 8×8 board"),
            BadInput(arguments: ["hint", "--size", "8", "9,1"], status: 65, message: "square '9,1' is off the 8×8"),
            BadInput(arguments: ["hint", "--size", "8", "e"], status: 65, message: "'e' is not a square"),
            BadInput(arguments: ["hint", "--size", "8", "a1", "1,1"], status: 65, message: "a1 is given twice"),
            BadInput(arguments: ["check"], status: 65, message: "the input is empty", input: ""),
            BadInput(
                arguments: ["check"], status: 65, message: "columns array must hold whole numbers",
                input: "{\"columns\":[1,x]}"),
            BadInput(arguments: ["check", "/nonexistent/file"], status: 1, message: "cannot read '/nonexistent/file'"),
            BadInput(arguments: ["help", "nope"], status: 64, message: "unknown command 'nope'"),
        ])
    func rejectsBadInput(_ bad: BadInput) throws {
        let outcome = try nqueens.run(bad.arguments, input: Data(bad.input.utf8))
        #expect(!outcome.endedBySignal)
        #expect(outcome.status == bad.status)
        #expect(outcome.errorLines.count == 1)
        let line = try #require(outcome.errorLines.first)
        #expect(line.hasPrefix("nqueens: "))
        #expect(line.contains(bad.message))
        #expect(outcome.standardOutput.isEmpty)
    }
}
