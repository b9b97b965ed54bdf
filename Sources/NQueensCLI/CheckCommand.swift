import Foundation
import NQueensEngine

/// `nqueens check [FILE]`: verifies a solution printed by `solve` (or written by hand) in linear time.
struct CheckCommand: Command {
    static let name = "check"
    static let summary = "check that a solution (from a file or standard input) is valid"
    static let help = """
        usage: nqueens check [FILE]

        Reads a solution from FILE (or standard input when FILE is - or missing) and checks, in linear time,
        that it has one queen per row and that no two queens share a column or diagonal. Accepts what
        `nqueens solve` prints in the json and text formats: {"columns": [...]} with 1-based columns, a
        list of 1-based columns (one per row, from the bottom row up), or the queens' squares (e4 or 4,5).

        Prints "valid" and the board size, or names the first problem and exits with status 65.

        example:
          nqueens solve 1000000 --format json | nqueens check
        """
    static let specification = ArgumentList.Specification()

    private let path: String?
    private let readStandardInput: () -> [UInt8]

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        try arguments.expectPositionals(0...1, describedAs: "at most one FILE")
        let path = arguments.positionals.first
        self.path = path == "-" ? nil : path
        readStandardInput = context.readStandardInput
    }

    func run(on console: Console) async throws(CommandLineError) {
        let bytes: [UInt8]
        if let path {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw .failure("check: cannot read '\(path)'; give a readable file, or - for standard input")
            }
            bytes = [UInt8](data)
        } else {
            bytes = readStandardInput()
        }
        let columns = try SolutionText.columns(in: bytes)
        do {
            let solution = try Solution(validating: columns)
            console.print("valid: a solution for N = \(solution.size)")
        } catch {
            throw .invalidData("check: not a solution: \(error)")
        }
    }
}

/// Reads the 0-based columns of a placement from the forms `nqueens solve` prints.
enum SolutionText {
    /// The 0-based column of the queen in each row.
    ///
    /// - Throws: an invalid-data error when the text is none of the accepted forms.
    static func columns(in bytes: [UInt8]) throws(CommandLineError) -> [Int] {
        if let open = bytes.firstIndex(of: UInt8(ascii: "{")) {
            return try jsonColumns(in: bytes[open...])
        }
        let tokens = bytes.split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }
            .map { String(decoding: $0, as: UTF8.self) }
            .filter { !$0.isEmpty && $0 != "\r" }
        guard !tokens.isEmpty else { throw .invalidData("check: the input is empty; expected a solution") }
        if tokens.allSatisfy({ Int($0) != nil }) {
            return tokens.compactMap { Int($0) }.map { $0 - 1 }
        }
        return try squareColumns(tokens)
    }

    private static func jsonColumns(in bytes: ArraySlice<UInt8>) throws(CommandLineError) -> [Int] {
        let key = Array("\"columns\"".utf8)
        guard let keyStart = bytes.firstRange(of: key)?.lowerBound,
            let open = bytes[keyStart...].firstIndex(of: UInt8(ascii: "[")),
            let close = bytes[open...].firstIndex(of: UInt8(ascii: "]"))
        else {
            throw .invalidData("check: the JSON has no \"columns\" array; expected {\"columns\": [1-based columns]}")
        }
        var columns: [Int] = []
        var value = 0
        var digits = 0
        for byte in bytes[(open + 1)..<close] {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard digits < 18 else { throw .invalidData("check: a column number is too large") }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            case UInt8(ascii: ","):
                guard digits > 0 else { throw .invalidData("check: the columns array has an empty entry") }
                columns.append(value - 1)
                value = 0
                digits = 0
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                continue
            default:
                throw .invalidData("check: the columns array must hold whole numbers only")
            }
        }
        if digits > 0 { columns.append(value - 1) }
        return columns
    }

    private static func squareColumns(_ tokens: [String]) throws(CommandLineError) -> [Int] {
        let size = tokens.count
        var columns = [Int](repeating: -1, count: size)
        for token in tokens {
            let square: Square
            do {
                square = try Square(parsing: token, boardSize: size)
            } catch {
                throw .invalidData("check: \(error)")
            }
            guard columns[square.row] < 0 else {
                throw .invalidData("check: not a solution: row \(square.row + 1) holds two queens")
            }
            columns[square.row] = square.column
        }
        return columns
    }
}
