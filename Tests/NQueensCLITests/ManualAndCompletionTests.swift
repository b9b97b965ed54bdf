import Foundation
import NQueensTestSupport
import Testing

@testable import NQueensCLI

/// The manual page and the shell completions against the parser: every command and option it accepts is in both,
/// and every value a completion offers is one it accepts.
@Suite("Manual page and completions")
struct ManualAndCompletionTests {
    private static var commands: [any Command.Type] { CommandLineTool.commands }
    private static let commandNames = commands.map { $0.name }
    private let manual = ManualPage(commands: commands, version: CommandLineTool.version).text
    private let model = CompletionModel(commands: commands)

    // MARK: The tables agree

    @Test("each command's help lists exactly the options its parser accepts", arguments: commandNames)
    func helpListsEveryOption(name: String) throws {
        let command = try #require(Self.command(named: name))
        let documented = HelpDocument(command.help).options.map(\.name)
        #expect(Set(documented) == Self.optionNames(of: command))
        #expect(documented.count == Set(documented).count, "an option is listed twice")
        for option in HelpDocument(command.help).options {
            #expect(!option.summary.isEmpty, "\(name) \(option.name) says nothing")
            let takesValue = command.specification.valued.contains(option.name)
            #expect((option.valueName != nil) == takesValue, "\(name) \(option.name): value in help vs parser")
        }
    }

    @Test("each command says what every option value may be", arguments: commandNames)
    func completionCoversEveryValuedOption(name: String) throws {
        let command = try #require(Self.command(named: name))
        #expect(Set(command.completion.values.keys) == command.specification.valued)
    }

    @Test("every word a completion offers is accepted by the parser", arguments: commandNames)
    func offeredWordsAreAccepted(name: String) throws {
        let command = try #require(Self.command(named: name))
        var cases: [(arguments: [String], word: String)] = []
        for (option, completion) in command.completion.values {
            guard case .words(let words) = completion else { continue }
            cases += words.map { ([name, option, $0], $0) }
        }
        if case .words(let words) = command.completion.positionals {
            cases += words.map { ([name, $0], $0) }
        }
        for (arguments, word) in cases {
            do {
                _ = try Self.tool().invocation(for: arguments)
            } catch {
                // Other arguments may be missing (such as `hint --size 8` without squares), but not this word.
                #expect(!error.message.contains("'\(word)'"), "\(arguments.joined(separator: " ")): \(error.message)")
            }
        }
    }

    // MARK: The manual page

    @Test("the manual page has a section for every command, with all its options", arguments: commandNames)
    func manualDocumentsEveryCommand(name: String) throws {
        let command = try #require(Self.command(named: name))
        let section = try #require(Self.manualSection(of: name, in: manual), "no section for \(name)")
        for option in Self.optionNames(of: command).union(["--help"]) {
            #expect(section.contains("\\fB\(Roff.escaping(option))\\fR"), "\(name) \(option) is not in the manual")
        }
        #expect(section.contains("\\fBnqueens \(Roff.escaping(name))"), "no usage line for \(name)")
    }

    @Test func manualDocumentsTheGlobalOptionsEnvironmentAndExitStatus() {
        for text in ["\\fB\\-h\\fR, \\fB\\-\\-help\\fR", "\\fB\\-V\\fR, \\fB\\-\\-version\\fR"] {
            #expect(manual.contains(text))
        }
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "KEYS", "ENVIRONMENT", "FILES", "EXIT STATUS"] {
            #expect(manual.contains(".SH \"\(section)\"\n"))
        }
        for variable in ["NQUEENS_DATA_DIR", "XDG_DATA_HOME", "NO_COLOR", "COLORTERM"] {
            #expect(manual.contains(".B \(variable)\n"), "\(variable) is not described")
        }
        for code in [ExitCode.success, .failure, .usage, .dataError] {
            #expect(manual.contains(".B \(code.rawValue)\n"))
        }
        #expect(manual.hasPrefix(".TH NQUEENS 6 \"\" \"nqueens \(CommandLineTool.version)\" \"Games Manual\""))
    }

    @Test func manualEscapesRoff() {
        #expect(Roff.escaping("a-b\\c ×") == "a\\-b\\ec \\[u00D7]")
        var page = Roff()
        page.text(".starts with a dot, and `nqueens count 8`")
        #expect(page.output == "\\&.starts with a dot, and \\fBnqueens count 8\\fR\n")
        for line in manual.split(separator: "\n") where !line.hasPrefix(".") {
            #expect(!line.hasPrefix("'"), "a line starts with a quote: \(line)")
            let isASCII = line.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(isASCII, "not ASCII: \(line)")
        }
    }

    // MARK: The completion scripts

    @Test("every script completes every command and option", arguments: Shell.allCases)
    func scriptsCompleteEverything(shell: Shell) throws {
        let script = shell.script(for: model)
        for entry in model.entries {
            let section = try #require(
                Self.section(of: entry.name, in: script, for: shell), "\(shell): no \(entry.name)")
            for option in entry.options {
                let spelled = shell == .fish ? "-l \(option.name.dropFirst(2))" : option.name
                #expect(section.contains(spelled), "\(shell): \(entry.name) \(option.name) is missing")
            }
        }
        #expect(model.entries.map(\.name) == Self.commandNames + ["help"])
    }

    @Test func menuSummariesLeaveOutAsides() {
        let format = "board (a drawn grid, the default), text (one per line), or json ({\"size\": N}); more"
        #expect(CompletionModel.shortened(format) == "board, text, or json")
        #expect(CompletionModel.shortened("no colours (as NO_COLOR does): glyphs") == "no colours: glyphs")
        #expect(CompletionModel.shortened("easy, medium (the default) or hard") == "easy, medium or hard")
    }

    @Test(
        "bash completes commands, options and values",
        arguments: [
            ("nqueens pl", ["play"]),
            ("nqueens c", ["count", "check", "completions"]),
            ("nqueens --v", ["--version"]),
            ("nqueens play --st", ["--style"]),
            ("nqueens play --style ", ["classic", "outline", "crown", "star", "letter"]),
            ("nqueens play --size 1", ["10", "11", "12", "13", "14", "15", "16"]),
            ("nqueens count 8 --format ", ["text", "json"]),
            ("nqueens history --sort e", ["efficiency"]),
            ("nqueens help hi", ["hint", "history"]),
            ("nqueens completions ", ["bash", "zsh", "fish"]),
            ("nqueens daily --date ", []),
        ])
    func bashCompletes(line: String, expected: [String]) throws {
        let words = line.split(separator: " ", omittingEmptySubsequences: false).map { "'\($0)'" }
        let program = """
            source /dev/stdin <<'SCRIPT'
            \(Shell.bash.script(for: model))SCRIPT
            COMP_WORDS=(\(words.joined(separator: " "))); COMP_CWORD=\(words.count - 1)
            COMP_LINE='\(line)'; COMP_POINT=\(line.count)
            _nqueens
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let outcome = try ShellProcess.run("bash", ["-c", program])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(outcome.output.split(separator: "\n").map(String.init) == expected)
    }

    @Test(.enabled(if: ShellProcess.isInstalled("zsh"))) func zshScriptParses() throws {
        try expectParses(.zsh, checking: ["-n"])
    }

    @Test(.enabled(if: ShellProcess.isInstalled("fish"))) func fishScriptParses() throws {
        try expectParses(.fish, checking: ["--no-execute"])
    }

    private func expectParses(_ shell: Shell, checking options: [String]) throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("nqueens.\(shell.rawValue)")
        try Data(shell.script(for: model).utf8).write(to: file)
        let outcome = try ShellProcess.run(shell.rawValue, options + [file.path])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(outcome.error.isEmpty)
    }

    @Test func bashScriptParses() throws {
        let outcome = try ShellProcess.run("bash", ["-n", "-c", Shell.bash.script(for: model)])
        #expect(outcome.status == 0, "\(outcome.error)")
    }

    // MARK: The commands

    @Test func completionsNamesTheShellsOnAWrongOne() {
        #expect(throws: CommandLineError.usage("completions: unknown shell 'tcsh'; shells are bash, zsh, fish")) {
            _ = try Self.tool().invocation(for: ["completions", "tcsh"])
        }
        #expect(throws: CommandLineError.usage("completions: missing one SHELL: bash, zsh or fish")) {
            _ = try Self.tool().invocation(for: ["completions"])
        }
        #expect(throws: CommandLineError.usage("manual: unexpected argument 'x'; it takes no arguments")) {
            _ = try Self.tool().invocation(for: ["manual", "x"])
        }
    }

    @Test func theExecutablePrintsTheManualAndTheScripts() throws {
        let nqueens = ExecutableRunner(product: "nqueens")
        let page = try nqueens.run(["manual"])
        #expect(page.status == 0)
        #expect(page.output == manual)
        for shell in Shell.allCases {
            let script = try nqueens.run(["completions", shell.rawValue])
            #expect(script.status == 0)
            #expect(script.output == shell.script(for: model))
        }
    }

    // MARK: Helpers

    private static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    private static func optionNames(of command: any Command.Type) -> Set<String> {
        command.specification.flags.union(command.specification.valued)
    }

    private static func tool() -> CommandLineTool {
        CommandLineTool(
            context: CommandContext(
                environment: [:], readStandardInput: { [] }, processorCount: 1, isInteractive: false,
                readLine: { nil }),
            console: Console(writeOutput: { _ in }, writeError: { _ in }))
    }

    /// The manual's subsection of the command `name`, up to the next (sub)section.
    private static func manualSection(of name: String, in manual: String) -> Substring? {
        guard let start = manual.range(of: ".SS \"nqueens \(Roff.escaping(name))\"\n") else { return nil }
        let rest = manual[start.upperBound...]
        let end = rest.range(of: "\n.S")?.lowerBound ?? rest.endIndex
        return rest[..<end]
    }

    /// The part of `script` that completes the command `name`.
    private static func section(of name: String, in script: String, for shell: Shell) -> String? {
        switch shell {
        case .bash, .zsh:
            let opening = shell == .bash ? "\n        \(name))\n" : "\n        (\(name))\n"
            guard let start = script.range(of: opening) else { return nil }
            let rest = script[start.upperBound...]
            return String(rest[..<(rest.range(of: "\n            ;;\n")?.lowerBound ?? rest.endIndex)])
        case .fish:
            let lines = script.split(separator: "\n").filter { $0.contains("'__fish_seen_subcommand_from \(name)'") }
            return lines.isEmpty && !script.contains("-a \(name) ") ? nil : lines.joined(separator: "\n")
        }
    }
}

/// Runs a shell (or another program on `PATH`) and collects what it prints.
enum ShellProcess {
    struct Outcome {
        var status: Int32
        var output: String
        var error: String
    }

    static func isInstalled(_ program: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(program)")
        }
    }

    static func run(_ program: String, _ arguments: [String]) throws -> Outcome {
        let home = try TemporaryDirectory()
        let environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": home.url.path,
        ]
        let result = try ChildProcess.collect(
            "/usr/bin/env", arguments: [program] + arguments, environment: environment)
        return Outcome(
            status: result.ending.isSignal || result.ending.timedOut ? -1 : result.ending.code,
            output: String(decoding: result.output, as: UTF8.self),
            error: String(decoding: result.error, as: UTF8.self))
    }
}
