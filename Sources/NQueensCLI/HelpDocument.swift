import Foundation

/// A command's help text, read back into its parts: the usage lines, the paragraphs, the options and the examples.
///
/// The help texts are the one place where the commands describe themselves; the manual page and the shell
/// completions are made from this reading of them, so they say what `nqueens COMMAND --help` says.
struct HelpDocument: Equatable {
    /// One option as the help lists it, such as `--size N` and what it does.
    struct Option: Equatable {
        /// The option's name, such as `--size`.
        var name: String
        /// The value it takes as written in the help, such as `N`, or `nil` for a flag.
        var valueName: String?
        /// What it does, its lines joined by spaces.
        var summary: String
    }

    /// A part of the text between the usage and the end.
    enum Block: Equatable {
        /// Running text, its lines joined by spaces.
        case paragraph(String)
        /// Lines kept as they are (an indented table, such as the daily's week).
        case preformatted([String])
        /// The options, in the order the help lists them.
        case options([Option])
        /// Command lines to try, with their heading (`examples` or `example`).
        case examples(heading: String, lines: [String])
    }

    /// The usage lines without `usage:`, such as `nqueens count N [--unique]`.
    private(set) var usage: [String] = []
    /// The rest of the text, in order.
    private(set) var blocks: [Block] = []

    /// Every option the help lists, in order.
    var options: [Option] {
        blocks.flatMap { block -> [Option] in
            if case .options(let options) = block { return options }
            return []
        }
    }

    /// Reads `text` (the output of `nqueens COMMAND --help`).
    init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for group in Self.groups(of: lines) {
            read(group)
        }
    }

    // MARK: Reading

    /// The runs of non-empty lines.
    private static func groups(of lines: [String]) -> [[String]] {
        var groups: [[String]] = [[]]
        for line in lines {
            if line.allSatisfy(\.isWhitespace) {
                if !(groups.last ?? []).isEmpty { groups.append([]) }
            } else {
                groups[groups.count - 1].append(line)
            }
        }
        return groups.filter { !$0.isEmpty }
    }

    private mutating func read(_ group: [String]) {
        let first = group[0]
        if first.hasPrefix("usage: ") {
            usage += group.map { $0.replacingPrefix("usage: ").trimmingLeadingSpaces() }
        } else if first == "options:" {
            blocks.append(.options(Self.options(in: group.dropFirst())))
        } else if first == "examples:" || first == "example:" {
            blocks.append(
                .examples(
                    heading: String(first.dropLast()), lines: group.dropFirst().map { $0.trimmingLeadingSpaces() }))
        } else if group.allSatisfy({ $0.hasPrefix(" ") }) {
            blocks.append(.preformatted(group.map { $0.trimmingLeadingSpaces() }))
        } else {
            blocks.append(.paragraph(group.map { $0.trimmingLeadingSpaces() }.joined(separator: " ")))
        }
    }

    /// The options of an `options:` group: a line `  --name VALUE   summary` starts one, deeper lines go on.
    private static func options(in lines: ArraySlice<String>) -> [Option] {
        var options: [Option] = []
        for line in lines {
            let text = line.trimmingLeadingSpaces()
            let indent = line.count - text.count
            guard text.hasPrefix("-"), indent <= 2 || options.isEmpty else {
                options[options.count - 1].summary += " " + text
                continue
            }
            let (term, summary) = text.splitAtFirstGap()
            let words = term.split(separator: " ").map(String.init)
            options.append(
                Option(
                    name: words[0], valueName: words.count > 1 ? words[1...].joined(separator: " ") : nil,
                    summary: summary))
        }
        return options
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }

    fileprivate func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " })
    }

    /// The text before the first run of two or more spaces, and the text after it.
    fileprivate func splitAtFirstGap() -> (String, String) {
        guard let gap = range(of: "  ") else { return (self, "") }
        return (String(self[..<gap.lowerBound]), String(self[gap.upperBound...]).trimmingLeadingSpaces())
    }
}
