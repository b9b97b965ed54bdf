/// How the `nqueens` process ends, following BSD `sysexits.h` where it applies.
public enum ExitCode: Int32, Sendable {
    /// Everything went as asked.
    case success = 0
    /// A general failure, such as an unreadable file or a store that cannot be opened.
    case failure = 1
    /// The command line was wrong: an unknown command or option, a missing or malformed argument, a value out of range.
    case usage = 64
    /// The input data was wrong: a malformed square, a square off the board, the same square twice, a bad solution.
    case dataError = 65
}

/// A problem that ends a command with one line on standard error and a non-zero exit code.
///
/// The line is written when it is read, in the language spoken then: standard error gets it in the player's
/// language, while a JSON document that carries it (`check --format json`'s `"problem"`) reads it in English, inside
/// `Localization.withLanguage(.english)`, so that the JSON is the same in every language.
struct CommandLineError: Error, Equatable {
    /// The exit code the process ends with.
    let exitCode: ExitCode
    private let line: @Sendable () -> String

    /// A problem ending with `exitCode`, whose line `line` writes when asked.
    init(exitCode: ExitCode, line: @escaping @Sendable () -> String) {
        self.exitCode = exitCode
        self.line = line
    }

    /// The line to print in the current language, naming the problem and what is accepted (without the `nqueens:`
    /// prefix).
    var message: String { line() }

    /// A usage error (exit 64).
    static func usage(_ message: @autoclosure @escaping @Sendable () -> String) -> CommandLineError {
        CommandLineError(exitCode: .usage, line: message)
    }

    /// An invalid-data error (exit 65).
    static func invalidData(_ message: @autoclosure @escaping @Sendable () -> String) -> CommandLineError {
        CommandLineError(exitCode: .dataError, line: message)
    }

    /// A general failure (exit 1).
    static func failure(_ message: @autoclosure @escaping @Sendable () -> String) -> CommandLineError {
        CommandLineError(exitCode: .failure, line: message)
    }

    /// A usage error (exit 64) of `command` (such as `hint`): `hint: ` and the line.
    static func usage(
        in command: String, _ message: @autoclosure @escaping @Sendable () -> String
    ) -> CommandLineError {
        CommandLineError(exitCode: .usage) { command + ": " + message() }
    }

    /// An invalid-data error (exit 65) of `command`: `check: ` and the line.
    static func invalidData(
        in command: String, _ message: @autoclosure @escaping @Sendable () -> String
    ) -> CommandLineError {
        CommandLineError(exitCode: .dataError) { command + ": " + message() }
    }

    /// A general failure (exit 1) of `command`: `history: ` and the line.
    static func failure(
        in command: String, _ message: @autoclosure @escaping @Sendable () -> String
    ) -> CommandLineError {
        CommandLineError(exitCode: .failure) { command + ": " + message() }
    }

    /// Whether both end alike with the same line (in the current language).
    static func == (left: CommandLineError, right: CommandLineError) -> Bool {
        left.exitCode == right.exitCode && left.message == right.message
    }
}
