import NQueensLocalization
import NQueensPresentation
import NQueensServices

/// What `nqueens-gnome` was asked for on its command line.
public struct LaunchOptions: Hashable, Sendable {
    /// The exit status for bad arguments (`EX_USAGE`).
    public static let usageStatus: Int32 = 64

    /// Start a new game of this size at once (saved as the chosen size); `nil` opens Home.
    public var boardSize: Int?

    /// Draw queens in this style (saved); `nil` keeps the saved one.
    public var queenStyle: QueenStyle?

    /// Print the usage and exit.
    public var showsHelp = false

    /// Print the version and exit.
    public var showsVersion = false

    /// Options that open Home with the saved settings.
    public init(boardSize: Int? = nil, queenStyle: QueenStyle? = nil) {
        self.boardSize = boardSize
        self.queenStyle = queenStyle
    }

    /// Parses the arguments (without the program's name): `--size N`, `--style NAME`, `--help`, `--version`.
    public init(arguments: [String]) throws(LaunchError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = Self.split(argument)
            switch name {
            case "--size", "-s":
                let text = try Self.value(of: name, inline: inlineValue, in: &remaining)
                guard let size = Int(text), Settings.boardSizeRange.contains(size) else {
                    let range = Settings.boardSizeRange
                    throw .badValue(
                        // TRANSLATORS: nqueens-gnome's error for a bad --size; keep "--size N" as it is typed.
                        tr(
                            "board size '%1$s' is not one we offer; use --size N with N from %2$d to %3$d", text,
                            range.lowerBound, range.upperBound))
                }
                boardSize = size
            case "--style":
                let text = try Self.value(of: name, inline: inlineValue, in: &remaining)
                guard let style = QueenStyle(rawValue: text.lowercased()) else {
                    // The style names are typed as they are: not translated.
                    let names = QueenStyle.allCases.map(\.rawValue).joined(separator: ", ")
                    // TRANSLATORS: nqueens-gnome's error for a bad --style; the names after it are typed as they are.
                    throw .badValue(tr("queen style '%1$s' is unknown; use one of %2$s", text, names))
                }
                queenStyle = style
            case "--help", "-h":
                showsHelp = true
            case "--version":
                showsVersion = true
            default:
                // TRANSLATORS: nqueens-gnome's error for an unknown argument; the options are typed as they are.
                throw .badValue(tr("unknown argument '%s'; try --size N, --style NAME or --help", argument))
            }
        }
    }

    // l10n: begin not shown (--help stays in English, as CONTRIBUTING.md says)
    /// The usage, for `--help` (in English, as the manual page: CONTRIBUTING.md's "Translations").
    public static let help = """
        usage: nqueens-gnome [--size N] [--style NAME]

        Plays N-Queens in a GNOME window, with the mouse or the keyboard. Your games, streaks and settings are
        shared with the terminal game (`nqueens`) in the data directory ($NQUEENS_DATA_DIR, else
        $XDG_DATA_HOME/nqueens, else ~/.local/share/nqueens).

        options:
          --size N       start a new N×N game at once (N = \(Settings.boardSizeRange.lowerBound)…\(Settings.boardSizeRange.upperBound)); saved as your board size
          --style NAME   draw queens as \(QueenStyle.allCases.map(\.rawValue).joined(separator: ", ")); saved
          --help         show this help
          --version      show the version
        """
    // l10n: end

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func value(of name: String, inline: String?, in remaining: inout ArraySlice<String>)
        throws(LaunchError) -> String
    {
        if let inline { return inline }
        return try value(after: name, in: &remaining)
    }

    private static func value(after name: String, in remaining: inout ArraySlice<String>) throws(LaunchError)
        -> String
    {
        // TRANSLATORS: nqueens-gnome's error for an option given last, without its value: "--size needs a value".
        guard let value = remaining.popFirst() else { throw .badValue(tr("%s needs a value", name)) }
        return value
    }
}

/// Why the command line cannot be used.
public enum LaunchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An argument or its value is not accepted; the message says what is.
    case badValue(String)

    /// The message, one line.
    public var description: String {
        switch self {
        case .badValue(let message): message
        }
    }
}
