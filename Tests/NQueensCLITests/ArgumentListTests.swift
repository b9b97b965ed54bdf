import Testing

@testable import NQueensCLI

@Suite("Argument scanning")
struct ArgumentListTests {
    private let specification = ArgumentList.Specification(flags: ["--all"], valued: ["--size", "--format"])

    @Test func separatesOptionsFromPositionals() throws {
        let list = try ArgumentList(
            ["8", "--size", "6", "--all", "--format=json", "e4"], command: "test", specification: specification)
        #expect(list.positionals == ["8", "e4"])
        #expect(list.value(of: "--size") == "6")
        #expect(list.value(of: "--format") == "json")
        #expect(list.has("--all"))
        #expect(!list.wantsHelp)
    }

    @Test func doubleDashEndsOptionsAndNegativeNumbersArePositional() throws {
        let list = try ArgumentList(["-3", "--", "--all"], command: "test", specification: specification)
        #expect(list.positionals == ["-3", "--all"])
        #expect(!list.has("--all"))
    }

    @Test func helpIsAlwaysAccepted() throws {
        #expect(try ArgumentList(["-h"], command: "test", specification: specification).wantsHelp)
        #expect(try ArgumentList(["x", "--help"], command: "test", specification: specification).wantsHelp)
    }

    @Test(
        "malformed option use is a usage error",
        arguments: [
            (["--bogus"], "test: unknown option '--bogus'; options are --all, --format, --help, --size"),
            (["--size"], "test: option --size needs a value"),
            (["--all=yes"], "test: option --all takes no value"),
            (["--all", "--all"], "test: option --all is given twice"),
            (["--size", "4", "--size=5"], "test: option --size is given twice"),
        ])
    func rejects(arguments: [String], message: String) {
        #expect(throws: CommandLineError.usage(message)) {
            try ArgumentList(arguments, command: "test", specification: specification)
        }
    }

    @Test func integersAreCheckedAgainstTheirRange() throws {
        let list = try ArgumentList([], command: "count", specification: specification)
        #expect(try list.integer("12", named: "N", in: 1...27) == 12)
        #expect(throws: CommandLineError.usage("count: N must be a whole number from 1 to 27, not '28'")) {
            try list.integer("28", named: "N", in: 1...27)
        }
        #expect(throws: CommandLineError.usage("count: N must be a whole number from 1 to 27, not '1e3'")) {
            try list.integer("1e3", named: "N", in: 1...27)
        }
    }

    @Test func positionalCountIsChecked() throws {
        let list = try ArgumentList(["1", "2"], command: "solve", specification: specification)
        #expect(throws: CommandLineError.usage("solve: unexpected argument '2'; it takes the board size N")) {
            try list.expectPositionals(1...1, describedAs: .boardSize)
        }
        let empty = try ArgumentList([], command: "solve", specification: specification)
        #expect(throws: CommandLineError.usage("solve: missing the board size N")) {
            try empty.expectPositionals(1...1, describedAs: .boardSize)
        }
    }
}
