import NQueensLocalization

/// The arguments of one command, split into options and positional arguments by a hand-written scanner.
///
/// Options are long (`--size 8`, `--size=8`) or the short `-h`. A lone `--` ends the options. An argument that looks
/// like a negative number (`-3`) is positional, so that `nqueens count -3` is reported as a size out of range rather
/// than as an unknown option.
struct ArgumentList {
    /// The options a command accepts.
    struct Specification {
        /// Options that take no value, such as `--all`.
        var flags: Set<String> = []
        /// Options that take a value, such as `--size`.
        var valued: Set<String> = []
    }

    /// The command the arguments belong to, for messages.
    let command: String
    /// The positional arguments, in order.
    private(set) var positionals: [String] = []
    private var flags: Set<String> = []
    private var values: [String: String] = [:]

    /// Scans `arguments` against `specification`.
    ///
    /// - Throws: a usage error for an unknown option, a missing value, or an option given twice.
    init(_ arguments: [String], command: String, specification: Specification) throws(CommandLineError) {
        self.command = command
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" || argument.isNegativeNumber {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if name == "-h" { name = "--help" }
            let option = name
            if specification.flags.contains(name) || name == "--help" {
                guard inlineValue == nil else {
                    throw .usage(in: command, tr("option %s takes no value", option))
                }
                guard !flags.contains(name) else { throw .usage(in: command, tr("option %s is given twice", option)) }
                flags.insert(name)
            } else if specification.valued.contains(name) {
                guard values[name] == nil else { throw .usage(in: command, tr("option %s is given twice", option)) }
                if let inlineValue {
                    values[name] = inlineValue
                } else if index < arguments.count {
                    values[name] = arguments[index]
                    index += 1
                } else {
                    throw .usage(in: command, tr("option %s needs a value", option))
                }
            } else {
                let known = (specification.flags.union(specification.valued).union(["--help"])).sorted()
                let options = known.joined(separator: ", ")
                throw .usage(in: command, tr("unknown option '%1$s'; options are %2$s", option, options))
            }
        }
    }

    /// Whether the flag `name` (such as `--all`) was given.
    func has(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The value given for the option `name`, if any.
    func value(of name: String) -> String? {
        values[name]
    }

    /// Whether `--help` or `-h` was given.
    var wantsHelp: Bool { flags.contains("--help") }

    /// Fails unless there are between `range.lowerBound` and `range.upperBound` positional arguments.
    func expectPositionals(_ range: ClosedRange<Int>, describedAs what: Positionals) throws(CommandLineError) {
        if positionals.count < range.lowerBound {
            throw .usage(in: command, what.missing())
        }
        if positionals.count > range.upperBound {
            let extra = positionals[range.upperBound]
            throw .usage(in: command, what.unexpected(extra))
        }
    }
}

// MARK: - Positional arguments

extension ArgumentList {
    /// What a command takes besides its options, in the whole messages `expectPositionals(_:describedAs:)` prints.
    struct Positionals: Sendable {
        /// The message when too few are given (never printed when none are needed).
        var missing: @Sendable () -> String = { "" }
        /// The message for `extra`, the first argument too many.
        var unexpected: @Sendable (_ extra: String) -> String

        /// Options only.
        static let onlyOptions = Positionals { extra in
            tr("unexpected argument '%s'; it takes no arguments, only options", extra)
        }

        /// Nothing at all.
        static let nothing = Positionals { extra in tr("unexpected argument '%s'; it takes no arguments", extra) }

        /// One board size.
        static let boardSize = Positionals(
            // TRANSLATORS: N is the help's name for the board size (nqueens solve N); keep it.
            missing: { tr("missing the board size N") },
            unexpected: { extra in tr("unexpected argument '%s'; it takes the board size N", extra) })
    }
}

// MARK: - Numbers

/// The names the help gives the values of options, as the messages name them: what the player typed, in the help's
/// words, never translated.
enum ValueName {
    // l10n: begin not shown (the help's names of values, as typed)
    /// The board size, `N (--size)`.
    static let size = "N (--size)"
    /// The number of threads, `T (--threads)`.
    static let threads = "T (--threads)"
    /// How many solutions, `K (--limit)`.
    static let limit = "K (--limit)"
    /// How many parts, `P (--parts)`.
    static let parts = "P (--parts)"
    /// Which part, `K (--part)`.
    static let part = "K (--part)"
    // l10n: end
}

extension ArgumentList {
    /// Reads `text` as a whole number in `range`.
    ///
    /// - Parameter what: the value's name in the usage, such as `N (--size)` (not translated: the help's names).
    /// - Throws: a usage error naming `what`, the accepted range and the text given (the bounds in plain digits, as
    ///   they are typed).
    func integer(_ text: String, named what: String, in range: ClosedRange<Int>) throws(CommandLineError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            let (lowest, highest) = (range.lowerBound, range.upperBound)
            throw .usage(
                in: command,
                // TRANSLATORS: %1$s names a value of the command line, such as "N (--size)"; %4$s is what was given.
                tr("%1$s must be a whole number from %2$d to %3$d, not '%4$s'", what, lowest, highest, text))
        }
        return value
    }
}

// MARK: - Choices

extension ArgumentList {
    /// Reads the value of `option` as one of `allowed` (all cases unless given), or `fallback` when it is absent.
    ///
    /// - Parameter unknown: the message for a value not among them, given the value and the accepted ones (`%1$s`,
    ///   `%2$s`), such as `unknown format 'xml'; formats are table, json, csv`.
    /// - Throws: a usage error naming the value given and the accepted ones.
    func choice<Choice: CaseIterable & RawRepresentable & Equatable>(
        _ option: String, default fallback: Choice, allowed: [Choice] = Array(Choice.allCases),
        unknown: @escaping @Sendable (_ given: String, _ accepted: String) -> String
    ) throws(CommandLineError) -> Choice where Choice.RawValue == String {
        guard let text = value(of: option) else { return fallback }
        guard let chosen = Choice(rawValue: text), allowed.contains(chosen) else {
            let names = allowed.map(\.rawValue).joined(separator: ", ")
            throw .usage(in: command, unknown(text, names))
        }
        return chosen
    }

    /// Reads `--format` as one of `allowed` (all cases unless given), or `fallback` when it is absent.
    ///
    /// - Throws: a usage error such as `unknown format 'xml'; formats are table, json, csv`.
    func format<Format: CaseIterable & RawRepresentable & Equatable>(
        default fallback: Format, allowed: [Format] = Array(Format.allCases)
    ) throws(CommandLineError) -> Format where Format.RawValue == String {
        try choice("--format", default: fallback, allowed: allowed) { given, accepted in
            tr("unknown format '%1$s'; formats are %2$s", given, accepted)
        }
    }
}

extension String {
    fileprivate var isNegativeNumber: Bool {
        count > 1 && hasPrefix("-") && dropFirst().allSatisfy(\.isASCIIDigitCharacter)
    }
}

extension Character {
    fileprivate var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
