// l10n-file: not shown (the snapshot format of the tests and its parse errors, for programmers)

// MARK: - Snapshot text

extension CellGrid {
    /// The grid as readable text, for checked-in snapshot tests: the characters, then a style layer and its legend.
    ///
    /// ```
    /// grid 12x2
    /// |♛ Queens 3/8|
    /// |            |
    /// styles
    /// |AABBBBBBBBBB|
    /// |............|
    /// A fg=#f5c542 bold
    /// B fg=#e0e0e0 bg=#1c1c28
    /// ```
    ///
    /// Each row sits between `|` bars so that trailing spaces stay visible; a wide character appears once and takes
    /// two columns. In the style layer every cell shows the key of its style: `.` for ``CellStyle/plain``, then `A`,
    /// `B`… in order of first appearance, each explained in the legend below (colours as `#rrggbb`, then the
    /// attributes). ``init(snapshot:)`` reads the text back into the same grid.
    public var snapshot: String {
        var lines = ["grid \(width)x\(height)"]
        for y in 0..<height { lines.append("|" + text(ofRow: y) + "|") }
        lines.append("styles")
        var keys: [CellStyle: Character] = [.plain: "."]
        var legend: [String] = []
        for y in 0..<height {
            var row = "|"
            for x in 0..<width {
                let style = self[x, y].style
                if let key = keys[style] {
                    row.append(key)
                } else {
                    let key = SnapshotStyleKey.key(at: legend.count)
                    keys[style] = key
                    legend.append("\(key) \(SnapshotStyleKey.describe(style))")
                    row.append(key)
                }
            }
            lines.append(row + "|")
        }
        return (lines + legend).joined(separator: "\n") + "\n"
    }

    /// Reads a grid back from its ``snapshot`` text.
    ///
    /// - Throws: ``SnapshotFormatError`` naming the line that does not follow the format.
    public init(snapshot text: String) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let size = try SnapshotParser.size(in: lines)
        let height = size.height
        guard lines.count > height + 1, lines[height + 1] == "styles" else {
            throw SnapshotFormatError(line: height + 2, problem: "expected `styles` after the \(height) rows")
        }
        guard lines.count >= 2 * height + 2 else {
            throw SnapshotFormatError(line: lines.count + 1, problem: "expected \(height) style rows")
        }
        let legend = try SnapshotParser.legend(lines[(2 * height + 2)...], firstLine: 2 * height + 3)
        self.init(size: size)
        for y in 0..<height {
            let characters = try SnapshotParser.row(lines[1 + y], number: y + 2)
            let keys = try SnapshotParser.row(lines[height + 2 + y], number: height + y + 3)
            guard keys.count == size.width else {
                throw SnapshotFormatError(line: height + y + 3, problem: "the style row needs \(size.width) keys")
            }
            let styles = try keys.map { key in
                guard let style = legend[key] else {
                    throw SnapshotFormatError(line: height + y + 3, problem: "style key `\(key)` is not in the legend")
                }
                return style
            }
            var x = 0
            for character in characters {
                let columns = character.displayWidth
                guard columns > 0, x + columns <= size.width else {
                    throw SnapshotFormatError(
                        line: y + 2, problem: "the row does not fill exactly \(size.width) columns")
                }
                cells[y * size.width + x] = Cell(character: character, style: styles[x], width: columns)
                if columns == 2 { cells[y * size.width + x + 1] = Cell(character: " ", style: styles[x + 1], width: 0) }
                x += columns
            }
            guard x == size.width else {
                throw SnapshotFormatError(line: y + 2, problem: "the row does not fill exactly \(size.width) columns")
            }
        }
    }
}

/// The reason a snapshot text could not be read.
public struct SnapshotFormatError: Error, Hashable, CustomStringConvertible {
    /// The 1-based line of the text at fault.
    public let line: Int

    /// What is wrong with it.
    public let problem: String

    /// The line and the problem, for example `snapshot line 3: the row does not fill exactly 80 columns`.
    public var description: String { "snapshot line \(line): \(problem)" }
}

// MARK: - Style keys

/// The keys that name styles in a snapshot's style layer, and the legend's description of a style.
private enum SnapshotStyleKey {
    /// ASCII letters, digits and punctuation first, then Latin, Greek and Cyrillic letters (all one column wide).
    static let keys: [Character] = {
        var keys = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789#$%&*+-/:;<=>?@^_~!")
        let ranges: [ClosedRange<UInt32>] = [0x100...0x24F, 0x391...0x3A1, 0x3A3...0x3A9, 0x3B1...0x3C9, 0x410...0x44F]
        for range in ranges { keys += range.compactMap { Unicode.Scalar($0).map(Character.init) } }
        return keys
    }()

    static func key(at index: Int) -> Character {
        index < keys.count ? keys[index] : "?"
    }

    static let attributeNames: [(TextAttributes, String)] = [
        (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
    ]

    static func describe(_ style: CellStyle) -> String {
        var words: [String] = []
        if case .rgb(let color) = style.foreground { words.append("fg=\(color)") }
        if case .rgb(let color) = style.background { words.append("bg=\(color)") }
        for (attribute, name) in attributeNames where style.attributes.contains(attribute) { words.append(name) }
        return words.joined(separator: " ")
    }
}

// MARK: - Parsing

private enum SnapshotParser {
    static func size(in lines: [String]) throws -> GridSize {
        let words = lines.first?.split(separator: " ") ?? []
        let numbers =
            words.count == 2 && words[0] == "grid" ? words[1].split(separator: "x").compactMap { Int($0) } : []
        guard numbers.count == 2, numbers.allSatisfy({ $0 >= 0 }) else {
            throw SnapshotFormatError(line: 1, problem: "expected `grid WIDTHxHEIGHT`")
        }
        return GridSize(width: numbers[0], height: numbers[1])
    }

    static func row(_ line: String, number: Int) throws -> [Character] {
        guard line.count >= 2, line.first == "|", line.last == "|" else {
            throw SnapshotFormatError(line: number, problem: "a row must sit between `|` bars")
        }
        return Array(line.dropFirst().dropLast())
    }

    static func legend(_ lines: ArraySlice<String>, firstLine: Int) throws -> [Character: CellStyle] {
        var legend: [Character: CellStyle] = [".": .plain]
        for (offset, line) in lines.enumerated() {
            let words = line.split(separator: " ")
            guard let keyWord = words.first, keyWord.count == 1, let key = keyWord.first else {
                throw SnapshotFormatError(line: firstLine + offset, problem: "expected `KEY fg=#rrggbb bg=… bold…`")
            }
            var style = CellStyle()
            for word in words.dropFirst() {
                guard apply(String(word), to: &style) else {
                    throw SnapshotFormatError(line: firstLine + offset, problem: "unknown style word `\(word)`")
                }
            }
            legend[key] = style
        }
        return legend
    }

    private static func apply(_ word: String, to style: inout CellStyle) -> Bool {
        if let (attribute, _) = SnapshotStyleKey.attributeNames.first(where: { $0.1 == word }) {
            style.attributes.insert(attribute)
            return true
        }
        for (prefix, isForeground) in [("fg=#", true), ("bg=#", false)] where word.hasPrefix(prefix) {
            let digits = word.dropFirst(prefix.count)
            guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return false }
            if isForeground { style.foreground = .hex(value) } else { style.background = .hex(value) }
            return true
        }
        return false
    }
}
