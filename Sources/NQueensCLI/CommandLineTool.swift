import Foundation
import NQueensLocalization

/// The `nqueens` command line: reads the arguments, runs the chosen command and returns the exit code.
///
/// The `nqueens` executable only builds this with the process's environment and hands over the arguments.
public struct CommandLineTool {
    /// The version printed by `nqueens --version`.
    public static let version = "1.0.0"

    /// Every command, in the order `nqueens --help` lists them: the parser, the manual page and the shell
    /// completions all read this table.
    static var commands: [any Command.Type] {
        [
            PlayCommand.self, DailyCommand.self, PuzzleCommand.self, SolveCommand.self, CountCommand.self,
            HintCommand.self, CheckCommand.self, HistoryCommand.self, StatsCommand.self, AlbumCommand.self,
            CompletionsCommand.self,
            ManualCommand.self,
        ]
    }

    private let context: CommandContext
    private let console: Console

    /// A tool that reads the given environment and writes to the process's standard output and error.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(
            context: CommandContext(
                environment: environment,
                readStandardInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
                processorCount: ProcessInfo.processInfo.activeProcessorCount,
                isInteractive: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
                readLine: { Swift.readLine() }, errorIsTerminal: isatty(STDERR_FILENO) == 1,
                outputIsTerminal: isatty(STDOUT_FILENO) == 1, errorColumns: Self.errorColumns(), choosesLanguage: true),
            console: .standard())
    }

    /// The width of the terminal on standard error (80 when it is none or says nothing).
    private static func errorColumns() -> Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    init(context: CommandContext, console: Console) {
        self.context = context
        self.console = console
    }

    /// Runs the command named by `arguments` (without the program name) and returns how the process should end.
    @MainActor public func run(_ arguments: [String]) async -> ExitCode {
        defer { console.flush() }
        do {
            try await dispatch(arguments)
            return .success
        } catch {
            console.printError("nqueens: \(error.message)")  // l10n: not shown (the program's name, then the message)
            return error.exitCode
        }
    }

    @MainActor private func dispatch(_ arguments: [String]) async throws(CommandLineError) {
        switch try invocation(for: arguments) {
        case .play:
            try await PlayCommand(context: context).run(on: console)
        case .text(let text):
            console.write(text)
        case .command(let command):
            try await command.run(on: console)
        }
    }

    /// What the arguments ask for, once parsed and checked.
    enum Invocation {
        /// The game (plain `nqueens` in a terminal).
        case play
        /// Text to print: the help or the version.
        case text(String)
        /// A command whose arguments were read.
        case command(any Command)
    }

    /// Reads `arguments` and checks every option and value of the chosen command, running nothing.
    ///
    /// - Throws: a usage or invalid-data error naming what is wrong.
    func invocation(for arguments: [String]) throws(CommandLineError) -> Invocation {
        guard let first = arguments.first else {
            // In a terminal, plain `nqueens` is the game; anywhere else, the help.
            return context.isInteractive ? .play : .text(HelpText.overview(commands: CommandLineTool.commands))
        }
        switch first {
        case "--help", "-h":
            return .text(HelpText.overview(commands: CommandLineTool.commands))
        case "--version", "-V":
            return .text("nqueens \(CommandLineTool.version)\n")  // l10n: not shown (the version line scripts read)
        case "help":
            guard arguments.count <= 2 else {
                let extra = arguments[2]
                // TRANSLATORS: COMMAND is the help's name for a command's word (play, solve…); keep it as it is.
                throw .usage(in: "help", tr("unexpected argument '%s'; it takes at most one COMMAND", extra))
            }
            if arguments.count == 2 {
                return .text(try command(named: arguments[1]).help + "\n")
            }
            return .text(HelpText.overview(commands: CommandLineTool.commands))
        default:
            let type = try command(named: first)
            let list = try ArgumentList(
                Array(arguments.dropFirst()), command: type.name, specification: type.specification)
            if list.wantsHelp {
                return .text(type.help + "\n")
            }
            return .command(try type.init(list, context: context))
        }
    }

    private func command(named name: String) throws(CommandLineError) -> any Command.Type {
        guard let type = CommandLineTool.lookUp(name) else {
            throw CommandLineTool.unknownCommandError(name)
        }
        return type
    }

    private static func lookUp(_ name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    private static func unknownCommandError(_ name: String) -> CommandLineError {
        let names = (commands.map { $0.name } + ["help"]).joined(separator: ", ")
        if name.hasPrefix("-") {
            return .usage(tr("unknown option '%1$s'; options are --help, --version, or a command: %2$s", name, names))
        }
        return .usage(tr("unknown command '%1$s'; commands are %2$s", name, names))
    }
}

/// The overview printed by `nqueens --help`: English, as every help text is (CONTRIBUTING.md), but for the command
/// list, whose one-line summaries speak the player's language.
enum HelpText {
    /// The overview, listing `commands` with their summaries.
    static func overview(commands: [any Command.Type]) -> String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map {
            "  \($0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0))\($0.summary)"
        }
        // l10n: begin not shown (the help stays English: CONTRIBUTING.md)
        return """
            nqueens \(CommandLineTool.version): the N-Queens puzzle. Place N queens on an N×N board so that
            no two attack each other: no shared row, column or diagonal.

            usage: nqueens                       play the game (in a terminal; same as `nqueens play`)
                   nqueens COMMAND [ARGUMENTS]

            commands:
            \(list.joined(separator: "\n"))

            Run `nqueens COMMAND --help` (or `nqueens help COMMAND`) for a command's options.
            `nqueens --version` prints the version. Every command's --format json is described in
            docs/JSON.md. Exit status: 0 success, 1 failure (such as an unreadable file), 64 usage error,
            65 bad input data.

            """
        // l10n: end
    }
}
