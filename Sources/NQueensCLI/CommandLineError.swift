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
struct CommandLineError: Error, Equatable {
    /// The line to print, naming the problem and what is accepted (without the `nqueens:` prefix).
    let message: String
    /// The exit code the process ends with.
    let exitCode: ExitCode

    /// A usage error (exit 64).
    static func usage(_ message: String) -> CommandLineError {
        CommandLineError(message: message, exitCode: .usage)
    }

    /// An invalid-data error (exit 65).
    static func invalidData(_ message: String) -> CommandLineError {
        CommandLineError(message: message, exitCode: .dataError)
    }

    /// A general failure (exit 1).
    static func failure(_ message: String) -> CommandLineError {
        CommandLineError(message: message, exitCode: .failure)
    }
}
