import Foundation

/// Everything a shell completion offers, read from the command table: each command's options from its parser
/// specification, what they do from its help, and their values from its completion specification.
struct CompletionModel {
    /// One option of a command.
    struct Option {
        /// The long name, such as `--size`.
        var name: String
        /// The short name, such as `-h`, if any.
        var shortName: String?
        /// What it does, short enough for a completion menu.
        var summary: String
        /// What its value may be, or `nil` when it takes none.
        var value: ValueCompletion?
    }

    /// One command, or `help`.
    struct Entry {
        /// The word that selects it.
        var name: String
        /// One line on what it does.
        var summary: String
        /// Its options, in the help's order, `--help` last.
        var options: [Option]
        /// What its positional arguments may be.
        var positionals: ValueCompletion
    }

    /// The commands, then `help`.
    let entries: [Entry]
    /// The options before a command: `--help` and `--version`.
    let globalOptions: [Option]

    /// Reads `commands` (the tool's command table).
    init(commands: [any Command.Type]) {
        var entries = commands.map(Self.entry(for:))
        // l10n: begin not shown (the completions stay English, as the help does: CompletionsCommand)
        entries.append(
            Entry(
                name: "help", summary: "show the help of a command", options: [],
                positionals: .words(commands.map { $0.name })))
        self.entries = entries
        globalOptions = [
            Option(name: "--help", shortName: "-h", summary: "print the list of commands", value: nil),
            Option(name: "--version", shortName: "-V", summary: "print the version", value: nil),
        ]
        // l10n: end
    }

    /// Every word of `entries` and `globalOptions` (for the tests and messages).
    var commandNames: [String] { entries.map(\.name) }

    private static func entry(for command: any Command.Type) -> Entry {
        let described = HelpDocument(command.help).options
        let specification = command.specification
        let names = specification.flags.union(specification.valued)
        // The help's order first, then any option the help forgot (the tests fail on those).
        let ordered = described.map(\.name).filter(names.contains) + names.subtracting(described.map(\.name)).sorted()
        var options = ordered.map { name in
            Option(
                name: name, shortName: nil,
                summary: shortened(described.first { $0.name == name }?.summary ?? ""),
                value: specification.valued.contains(name)
                    ? command.completion.values[name] ?? ValueCompletion.none : nil)
        }
        let help = "print this command's help"  // l10n: not shown (the completions stay English: CompletionsCommand)
        options.append(Option(name: "--help", shortName: "-h", summary: help, value: nil))
        return Entry(
            name: command.name, summary: command.summary, options: options,
            positionals: command.completion.positionals)
    }

    /// `summary` without its parenthesized asides, up to its first semicolon, for a completion menu: "board (the
    /// default), text or json; …" becomes "board, text or json".
    static func shortened(_ summary: String) -> String {
        var text = ""
        var depth = 0
        for character in summary {
            switch character {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case ";" where depth == 0: return tidied(text)
            default: if depth == 0 { text.append(character) }
            }
        }
        return tidied(text)
    }

    /// `text` with the spaces that removed asides leave behind taken out.
    private static func tidied(_ text: String) -> String {
        var tidy = text.split(separator: " ").joined(separator: " ")
        for punctuation in [",", ":", "."] {
            tidy = tidy.replacing(" " + punctuation, with: punctuation)
        }
        return tidy
    }
}
