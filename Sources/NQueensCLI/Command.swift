import Foundation
import NQueensServices
import NQueensTerminal

/// What every command may read besides its arguments.
struct CommandContext {
    /// The process environment (for the locale and, later, the data directory).
    var environment: [String: String]
    /// Reads all of standard input.
    var readStandardInput: () -> [UInt8]
    /// The number of cores, the default for parallel work.
    var processorCount: Int
    /// Whether standard input and output are a terminal (a person can answer a question).
    var isInteractive: Bool
    /// Reads one line of standard input (without its newline), or `nil` at the end.
    var readLine: () -> String?
    /// Whether standard error is a terminal, where long work shows a progress bar.
    var errorIsTerminal = false
    /// Whether standard output is a terminal.
    var outputIsTerminal = false
    /// The width of the terminal on standard error, in columns.
    var errorColumns = 80
    /// Whether a command that opens the player's store switches the process to their language setting (the
    /// `nqueens` process does; tests that run commands in their own process speak in scopes instead).
    var choosesLanguage = false

    /// The player's today (their local date now), for the daily.
    var today: CalendarDay {
        SystemGameClock().today
    }

    /// Whether the locale asks for UTF-8, so boards may use Unicode glyphs (as the terminal game decides it).
    var prefersUnicode: Bool {
        TerminalCapabilities.localeUsesUTF8(in: environment)
    }
}

/// One `nqueens` subcommand: how it is described, parsed and run.
protocol Command {
    /// The word that selects the command, such as `solve`.
    static var name: String { get }
    /// One line for the command list in `nqueens --help`, in the player's language.
    static var summary: String { get }
    /// The full text of `nqueens COMMAND --help`.
    static var help: String { get }
    /// The options the command accepts.
    static var specification: ArgumentList.Specification { get }
    /// What a shell may offer for the command's option values and positional arguments (in
    /// `CommandCompletions.swift`).
    static var completion: CompletionSpecification { get }

    /// Reads the command's arguments; throws a usage error naming what is wrong.
    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError)

    /// Runs the command, writing its results to `console`.
    ///
    /// Called from the main actor. A command may do its work right there (`count --threads 1` does, so that the
    /// process never parks its main thread and runs under valgrind, whose version 3.19 crashes when it does).
    @MainActor func run(on console: Console) async throws(CommandLineError)
}
