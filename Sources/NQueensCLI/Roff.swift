import Foundation

// l10n-file: not shown (roff markup; the manual page stays English: CONTRIBUTING.md)

/// A manual page being written in roff with the `man` macros, one line at a time.
struct Roff {
    /// The page so far.
    private(set) var output = ""

    /// The page, with an ASCII fallback for each character outside ASCII it uses, for terminals without UTF-8
    /// (without one, `man` in the C locale warns that it cannot find the character).
    var document: String {
        var used: [String] = []
        var rest = Substring(output)
        while let start = rest.range(of: "\\[u") {
            let name = rest[start.upperBound...].prefix { $0 != "]" }
            if !used.contains(String(name)) { used.append(String(name)) }
            rest = rest[start.upperBound...]
        }
        let fallbacks = used.map { name in
            ".if !c\\[u\(name)] .char \\[u\(name)] \(Self.asciiFallback(forHex: name))"
        }
        guard let endOfTitle = output.firstIndex(of: "\n") else { return output }
        let title = output[...endOfTitle]
        return title + fallbacks.map { $0 + "\n" }.joined() + output[output.index(after: endOfTitle)...]
    }

    /// How an ASCII terminal shows the character with the hexadecimal code `hex`.
    private static func asciiFallback(forHex hex: String) -> String {
        switch UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) {
        case "\u{D7}": "x"
        case "\u{F7}": "/"
        case "\u{2026}": "..."
        case "\u{265B}": "Q"
        case "\u{2655}": "q"
        case "\u{2190}": "<-"
        case "\u{2192}": "->"
        case "\u{2191}": "^"
        case "\u{2193}": "v"
        default: "?"
        }
    }

    /// Adds `line` as it is (a macro call or text already escaped).
    mutating func raw(_ line: String) {
        output += line + "\n"
    }

    /// The title line: `NQUEENS(6)`, section 6 being the games', and the version in the footer.
    mutating func header(version: String) {
        raw(".TH NQUEENS 6 \"\" \"nqueens \(version)\" \"Games Manual\"")
    }

    /// A section such as `EXIT STATUS`.
    mutating func section(_ title: String) {
        raw(".SH \"\(title)\"")
    }

    /// A subsection, such as one command's.
    mutating func subsection(_ title: String) {
        raw(".SS \"\(Self.escaping(title))\"")
    }

    /// A paragraph break.
    mutating func paragraph() {
        raw(".PP")
    }

    /// Running text; spans in backquotes (command lines) are set in bold.
    mutating func text(_ text: String) {
        raw(Self.guardingLineStart(Self.boldingBackquotes(Self.escaping(text))))
    }

    /// An option or key in bold, its value in italics, and what it does indented below.
    mutating func option(_ names: [String], value: String?, _ summary: String) {
        raw(".TP")
        let term = names.map { "\\fB\(Self.escaping($0))\\fR" }.joined(separator: ", ")
        raw(term + (value.map { " \\fI\(Self.escaping($0))\\fR" } ?? ""))
        text(summary)
    }

    /// Lines kept as they are (examples, tables), indented.
    mutating func preformatted(_ lines: [String]) {
        raw(".RS 4")
        raw(".nf")
        for line in lines {
            raw("\\&" + Self.escaping(line))
        }
        raw(".fi")
        raw(".RE")
    }

    /// Command lines in bold, indented, each starting a line and wrapped (without hyphenation) when too long.
    mutating func synopsis(_ lines: [String]) {
        raw(".RS 4")
        raw(".nh")
        raw(".ad l")
        for (index, line) in lines.enumerated() {
            if index > 0 { raw(".br") }
            raw("\\&\\fB\(Self.escaping(line))\\fR")
        }
        raw(".ad")
        raw(".hy")
        raw(".RE")
    }

    // MARK: Escaping

    /// `text` with roff's special characters escaped: backslashes, hyphens as minus signs (so that options can be
    /// copied), and characters outside ASCII as `\[uXXXX]`.
    static func escaping(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
            default: escaped += "\\[u" + hex(scalar.value) + "]"
            }
        }
        return escaped
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `line` made safe to start a line: a leading `.` or `'` would be read as a macro call.
    private static func guardingLineStart(_ line: String) -> String {
        line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
    }

    /// `text` with each pair of backquotes around a span replaced by bold type.
    private static func boldingBackquotes(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count % 2 == 1 else { return text }
        return parts.enumerated().map { index, part in index % 2 == 1 ? "\\fB\(part)\\fR" : String(part) }.joined()
    }
}
