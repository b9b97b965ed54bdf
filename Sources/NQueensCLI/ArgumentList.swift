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
            if specification.flags.contains(name) || name == "--help" {
                guard inlineValue == nil else {
                    throw .usage("\(command): option \(name) takes no value")
                }
                guard !flags.contains(name) else { throw .usage("\(command): option \(name) is given twice") }
                flags.insert(name)
            } else if specification.valued.contains(name) {
                guard values[name] == nil else { throw .usage("\(command): option \(name) is given twice") }
                if let inlineValue {
                    values[name] = inlineValue
                } else if index < arguments.count {
                    values[name] = arguments[index]
                    index += 1
                } else {
                    throw .usage("\(command): option \(name) needs a value")
                }
            } else {
                let known = (specification.flags.union(specification.valued).union(["--help"])).sorted()
                throw .usage("\(command): unknown option '\(name)'; options are \(known.joined(separator: ", "))")
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
    func expectPositionals(_ range: ClosedRange<Int>, describedAs what: String) throws(CommandLineError) {
        if positionals.count < range.lowerBound {
            throw .usage("\(command): missing \(what)")
        }
        if positionals.count > range.upperBound {
            let extra = positionals[range.upperBound]
            throw .usage("\(command): unexpected argument '\(extra)'; it takes \(what)")
        }
    }
}

// MARK: - Numbers

extension ArgumentList {
    /// Reads `text` as a whole number in `range`.
    ///
    /// - Throws: a usage error naming `what`, the accepted range and the text given.
    func integer(_ text: String, named what: String, in range: ClosedRange<Int>) throws(CommandLineError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw .usage(
                "\(command): \(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
            )
        }
        return value
    }
}

// MARK: - Choices

extension ArgumentList {
    /// Reads the value of `option` as one of `allowed` (all cases unless given), or `fallback` when it is absent.
    ///
    /// - Throws: a usage error naming the value given and the accepted ones, e.g.
    ///   `unknown format 'xml'; formats are table, json, csv`.
    func choice<Choice: CaseIterable & RawRepresentable & Equatable>(
        _ option: String, named what: String, plural: String? = nil, default fallback: Choice,
        allowed: [Choice] = Array(Choice.allCases)
    ) throws(CommandLineError) -> Choice where Choice.RawValue == String {
        guard let text = value(of: option) else { return fallback }
        guard let chosen = Choice(rawValue: text), allowed.contains(chosen) else {
            let names = allowed.map(\.rawValue).joined(separator: ", ")
            throw .usage("\(command): unknown \(what) '\(text)'; \(plural ?? what + "s") are \(names)")
        }
        return chosen
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
