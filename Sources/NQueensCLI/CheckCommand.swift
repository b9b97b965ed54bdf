import Foundation
import NQueensEngine

/// `nqueens check [--format text|json] [FILE]`: verifies the solutions `solve` printed (or written by hand), in
/// linear time.
struct CheckCommand: Command {
    static let name = "check"
    static let summary = "check that a solution (from a file or standard input) is valid"
    static let help = """
        usage: nqueens check [--format text|json] [FILE]

        Reads solutions from FILE (or standard input when FILE is - or missing) and checks, in linear time,
        that each has one queen per row and that no two queens share a column or diagonal. Reads every
        format `nqueens solve` prints: board (drawn grids), text (squares such as e4 or 4,5, one solution
        per line), json (an "nqueens/solution/v1" or "nqueens/solutions/v1" document, or a hand-written
        {"columns": [...]} with 1-based columns) and jsonl (one solution document per line); also a list of
        1-based columns, one per row from the bottom row up.

        Prints "valid" with the number of solutions and the board size, or names the first problem and exits
        with status 65.

        options:
          --format F      text (the default) or json ("nqueens/check/v1": {"valid", "size", "count"}, or
                          {"valid": false, "problem"}; see docs/JSON.md)

        examples:
          nqueens solve 1000000 --format json | nqueens check
          nqueens solve 10 --all --format jsonl | nqueens check --format json
        """
    static let specification = ArgumentList.Specification(valued: ["--format"])

    private let path: String?
    private let format: OutputFormat
    private let readStandardInput: () -> [UInt8]

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        try arguments.expectPositionals(0...1, describedAs: "at most one FILE")
        let path = arguments.positionals.first
        self.path = path == "-" ? nil : path
        format = try arguments.choice("--format", named: "format", default: OutputFormat.text, allowed: [.text, .json])
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
        do {
            let sizes = try Self.validate(try SolutionInput.placements(in: bytes))
            report(sizes, on: console)
        } catch {
            if format == .json {
                var document = JSONObject(.check)
                document.add("valid", false)
                document.add("problem", String(error.message.trimmingPrefix("check: ")))
                console.print(document.json)
            }
            throw error
        }
    }

    /// Checks every placement; returns their sizes.
    private static func validate(_ placements: [[Int]]) throws(CommandLineError) -> [Int] {
        for (index, columns) in placements.enumerated() {
            do {
                _ = try Solution(validating: columns)
            } catch {
                let which = placements.count > 1 ? "solution \(index + 1) of \(placements.count) is " : ""
                throw .invalidData("check: \(which)not a solution: \(error)")
            }
        }
        return placements.map(\.count)
    }

    private func report(_ sizes: [Int], on console: Console) {
        let smallest = sizes.min() ?? 0
        let largest = sizes.max() ?? 0
        switch format {
        case .json:
            var document = JSONObject(.check)
            document.add("valid", true)
            if smallest == largest { document.add("size", smallest) }
            document.add("count", sizes.count)
            console.print(document.json)
        case .text, .board, .jsonl:
            let sizeText = smallest == largest ? "N = \(smallest)" : "N = \(smallest)…\(largest)"
            let what = sizes.count == 1 ? "a solution" : "\(sizes.count) solutions"
            console.print("valid: \(what) for \(sizeText)")
        }
    }
}
