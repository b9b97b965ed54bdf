import Foundation
import NQueensEngine
import NQueensLocalization
import NQueensPresentation

/// The command whose messages these are.
private let command = CheckCommand.name

/// Reads the placements in `nqueens check`'s input, in every format `nqueens solve` prints: drawn boards, squares,
/// JSON documents, JSON Lines, or bare 1-based columns.
///
/// The JSON is read by a small scanner rather than a full parser, so that a million queens read in linear time
/// without building a dictionary.
enum SolutionInput {
    /// The 0-based column of the queen in each row, for every placement in `bytes`: solutions of the classic
    /// puzzle, or of a regions puzzle (its drawn boards and `nqueens/regions-solution/v1` documents).
    ///
    /// - Throws: an invalid-data error when the input is empty or none of the accepted forms.
    static func placements(in bytes: [UInt8], rules: PuzzleRules = .classic) throws(CommandLineError) -> [[Int]] {
        guard let first = bytes.firstIndex(where: { !$0.isJSONWhitespace }) else {
            throw .invalidData(in: command, tr("the input is empty; expected a solution, as `nqueens solve` prints it"))
        }
        if saysNoSolution(bytes[first...]) {
            throw .invalidData(in: command, tr("the input says the board has no solution; there is nothing to check"))
        }
        switch bytes[first] {
        case UInt8(ascii: "{"):
            let lines = bytes[first...].split(separator: UInt8(ascii: "\n")).map(trimmed).filter { !$0.isEmpty }
            let isJSONLines =
                lines.count > 1
                && lines.allSatisfy { $0.first == UInt8(ascii: "{") && $0.last == UInt8(ascii: "}") }
            if isJSONLines {
                var placements: [[Int]] = []
                for line in lines { placements += try document(line, rules: rules) }
                return placements
            }
            return try document(bytes[first...], rules: rules)
        case UInt8(ascii: "["):
            return try IntegerArrays.read(bytes[...], from: first).arrays.map { $0.map { $0 - 1 } }
        default:
            let text = String(decoding: bytes, as: UTF8.self)
            let lines = text.split(whereSeparator: \.isNewline).map(String.init)
            if rules == .regions, let boards = try RegionsDrawnBoards.placements(in: lines) { return boards }
            if let boards = try DrawnBoards.placements(in: lines) { return boards }
            return try textPlacements(lines)
        }
    }

    /// Whether `bytes` (from their first non-blank one) are what `nqueens solve` prints for a board without
    /// solutions: in English (starting "No solution"), or the current language's line (which may start with `[`
    /// or `{`, so this is asked before the JSON).
    private static func saysNoSolution(_ bytes: ArraySlice<UInt8>) -> Bool {
        // The line is short: never read further into a long input (a million columns) than that.
        let firstLine = bytes.prefix(1_000).prefix { $0 != UInt8(ascii: "\n") }
        guard firstLine.count < 1_000 else { return false }
        let line = String(decoding: firstLine, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return line.hasPrefix("No solution")  // l10n: not shown (English output read back)
            || [2, 3].contains { line == SolveCommand.noSolution(size: $0) }
    }

    // MARK: JSON

    /// The `"id"` of the JSON documents in `bytes` (the first one's), or `nil` for input of another kind.
    static func puzzleID(in bytes: [UInt8]) -> String? {
        guard bytes.first(where: { !$0.isJSONWhitespace }) == UInt8(ascii: "{") else { return nil }
        return stringValue(of: "id", in: bytes[...])
    }

    /// The placements of one JSON document: a solution's `columns`, or a `solutions` array.
    private static func document(
        _ bytes: ArraySlice<UInt8>, rules: PuzzleRules
    ) throws(CommandLineError) -> [[Int]] {
        let (solution, solutions, regions) =
            (DocumentKind.solution.schema, DocumentKind.solutions.schema, DocumentKind.regionsSolution.schema)
        let accepted = rules == .regions ? [regions] : [solution, solutions]
        if let schema = stringValue(of: "schema", in: bytes), !accepted.contains(schema) {
            if rules == .classic, schema == regions {
                throw .invalidData(
                    in: command,
                    tr(
                        "the input is a \"%s\" document, a regions puzzle's solution; check it with --rules regions",
                        schema))
            }
            guard rules == .regions else {
                throw .invalidData(
                    in: command,
                    // TRANSLATORS: %1$s is the kind of document given; %2$s and %3$s the kinds read
                    // (nqueens/solution/v1, nqueens/solutions/v1). Keep the command as it is.
                    tr(
                        "the input is a \"%1$s\" document; check reads %2$s and %3$s documents (or their JSON "
                            + "Lines), as `nqueens solve --format json|jsonl` prints them", schema, solution, solutions)
                )
            }
            throw .invalidData(
                in: command,
                // TRANSLATORS: %1$s is the kind of document given; %2$s the kind read (nqueens/regions-solution/v1).
                tr(
                    "the input is a \"%1$s\" document; check --rules regions reads %2$s documents (or their JSON "
                        + "Lines), as `nqueens solve --id ID --format json|jsonl` prints them", schema, regions))
        }
        let arrays: [[Int]]
        if let start = valueStart(of: "solutions", in: bytes) {
            guard bytes[start] == UInt8(ascii: "[") else {
                throw .invalidData(in: command, tr("\"solutions\" must be an array of column arrays"))
            }
            arrays = try IntegerArrays.read(bytes, from: start, nested: true).arrays
            if let count = integerValue(of: "count", in: bytes), count != arrays.count {
                let held = arrays.count
                throw .invalidData(
                    in: command,
                    trn(
                        "the document says \"count\":%1$d but holds %2$d solution",
                        "the document says \"count\":%1$d but holds %2$d solutions", count: held, count, held))
            }
            guard !arrays.isEmpty else {
                throw .invalidData(
                    in: command, tr("the document holds no solution (its board has none); nothing to check"))
            }
        } else if let start = valueStart(of: "columns", in: bytes) {
            if bytes[start...].starts(with: "null".utf8) {
                throw .invalidData(in: command, tr("the document says the board has no solution (\"columns\": null)"))
            }
            guard bytes[start] == UInt8(ascii: "[") else {
                throw .invalidData(in: command, tr("\"columns\" must be an array of 1-based column numbers"))
            }
            arrays = try IntegerArrays.read(bytes, from: start).arrays
        } else {
            throw .invalidData(
                in: command,
                tr("the JSON has no \"columns\" or \"solutions\" array; expected {\"columns\": [1-based columns]}"))
        }
        if let size = integerValue(of: "size", in: bytes), let wrong = arrays.first(where: { $0.count != size }) {
            let columns = wrong.count
            throw .invalidData(
                in: command,
                trn(
                    "the document says \"size\":%1$d but a solution has %2$d column",
                    "the document says \"size\":%1$d but a solution has %2$d columns", count: columns, size, columns))
        }
        return arrays.map { $0.map { $0 - 1 } }
    }

    /// Where the value of the first `"key":` in `bytes` starts (after whitespace), or `nil`.
    private static func valueStart(of key: String, in bytes: ArraySlice<UInt8>) -> Int? {
        guard let range = bytes.firstRange(of: Array("\"\(key)\"".utf8)) else { return nil }
        var index = range.upperBound
        while index < bytes.endIndex, bytes[index].isJSONWhitespace { index += 1 }
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        while index < bytes.endIndex, bytes[index].isJSONWhitespace { index += 1 }
        return index < bytes.endIndex ? index : nil
    }

    /// The string value of `"key"` (without escapes), or `nil`.
    private static func stringValue(of key: String, in bytes: ArraySlice<UInt8>) -> String? {
        guard let start = valueStart(of: key, in: bytes), bytes[start] == UInt8(ascii: "\""),
            let end = bytes[(start + 1)...].firstIndex(of: UInt8(ascii: "\""))
        else { return nil }
        return String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
    }

    /// The whole-number value of `"key"`, or `nil`.
    private static func integerValue(of key: String, in bytes: ArraySlice<UInt8>) -> Int? {
        guard let start = valueStart(of: key, in: bytes) else { return nil }
        let digits = bytes[start...].prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        return digits.isEmpty || digits.count > 18 ? nil : Int(String(decoding: digits, as: UTF8.self))
    }

    private static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let first = line.firstIndex(where: { !$0.isJSONWhitespace }),
            let last = line.lastIndex(where: { !$0.isJSONWhitespace })
        else { return [] }
        return line[first...last]
    }

    // MARK: Text

    /// Squares (or 1-based columns) separated by spaces: one solution per line when lines hold several, else one
    /// solution from every token.
    private static func textPlacements(_ lines: [String]) throws(CommandLineError) -> [[Int]] {
        let tokenLines = lines.map { $0.split(whereSeparator: \.isWhitespace).map(String.init) }.filter { !$0.isEmpty }
        guard !tokenLines.isEmpty else {
            throw .invalidData(in: command, tr("the input is empty; expected a solution, as `nqueens solve` prints it"))
        }
        let groups =
            tokenLines.count > 1 && tokenLines.contains { $0.count > 1 } ? tokenLines : [tokenLines.flatMap { $0 }]
        var placements: [[Int]] = []
        for tokens in groups {
            if tokens.allSatisfy({ Int($0) != nil }) {
                placements.append(tokens.compactMap { Int($0) }.map { $0 - 1 })
            } else {
                placements.append(try squareColumns(tokens))
            }
        }
        return placements
    }

    private static func squareColumns(_ tokens: [String]) throws(CommandLineError) -> [Int] {
        let size = tokens.count
        var columns = [Int](repeating: -1, count: size)
        for token in tokens {
            let square: Square
            do {
                square = try Square(parsing: token, boardSize: size)
            } catch {
                throw .invalidData(in: command, DisplayText.problem(error))
            }
            guard columns[square.row] < 0 else {
                let row = square.row + 1
                throw .invalidData(in: command, tr("not a solution: row %d holds two queens", row))
            }
            columns[square.row] = square.column
        }
        return columns
    }
}

// MARK: - Arrays of numbers

/// Reads a JSON array of whole numbers, or an array of such arrays.
private enum IntegerArrays {
    /// The arrays starting at `start` (a `[`): one for a flat array, one per element of a nested one.
    static func read(
        _ bytes: ArraySlice<UInt8>, from start: Int, nested: Bool? = nil
    ) throws(CommandLineError) -> (arrays: [[Int]], end: Int) {
        var index = start + 1
        skipWhitespace(bytes, &index)
        let isNested = nested ?? (index < bytes.endIndex && bytes[index] == UInt8(ascii: "["))
        guard isNested else {
            let (numbers, end) = try flat(bytes, from: start)
            return ([numbers], end)
        }
        var arrays: [[Int]] = []
        while index < bytes.endIndex, bytes[index] != UInt8(ascii: "]") {
            guard bytes[index] == UInt8(ascii: "[") else {
                throw .invalidData(in: command, tr("\"solutions\" must hold arrays of 1-based column numbers"))
            }
            let (numbers, end) = try flat(bytes, from: index)
            arrays.append(numbers)
            index = end
            skipWhitespace(bytes, &index)
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace(bytes, &index)
            }
        }
        guard index < bytes.endIndex else { throw .invalidData(in: command, tr("the JSON ends inside an array")) }
        return (arrays, index + 1)
    }

    /// A flat array of whole numbers starting at `start` (a `[`), and the index after its `]`.
    private static func flat(
        _ bytes: ArraySlice<UInt8>, from start: Int
    ) throws(CommandLineError) -> ([Int], Int) {
        var numbers: [Int] = []
        var value = 0
        var digits = 0
        var index = start + 1
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard digits < 18 else { throw .invalidData(in: command, tr("a column number is too large")) }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            case UInt8(ascii: ","), UInt8(ascii: "]"):
                if byte == UInt8(ascii: "]"), digits == 0, numbers.isEmpty { return (numbers, index + 1) }
                guard digits > 0 else { throw .invalidData(in: command, tr("the columns array has an empty entry")) }
                numbers.append(value)
                value = 0
                digits = 0
                if byte == UInt8(ascii: "]") { return (numbers, index + 1) }
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                break
            default:
                throw .invalidData(in: command, tr("the columns array must hold whole numbers only"))
            }
            index += 1
        }
        throw .invalidData(in: command, tr("the JSON ends inside the columns array"))
    }

    private static func skipWhitespace(_ bytes: ArraySlice<UInt8>, _ index: inout Int) {
        while index < bytes.endIndex, bytes[index].isJSONWhitespace { index += 1 }
    }
}

extension UInt8 {
    /// Whether the byte is JSON whitespace: space, tab, line feed or carriage return.
    fileprivate var isJSONWhitespace: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r")
            || self == UInt8(ascii: "\t")
    }
}
