import Foundation
import NQueensEngine

/// `nqueens check [--rules classic|regions] [--id ID] [--format text|json] [FILE]`: verifies the solutions `solve`
/// printed (or written by hand), in linear time; with `--rules regions`, a regions puzzle's solution.
struct CheckCommand: Command {
    static let name = "check"
    static let summary = "check that a solution (from a file or standard input) is valid"
    static let help = """
        usage: nqueens check [--format text|json] [FILE]
               nqueens check --rules regions [--id ID] [--format text|json] [FILE]

        Reads solutions from FILE (or standard input when FILE is - or missing) and checks, in linear time,
        that each has one queen per row and that no two queens share a column or diagonal. Reads every
        format `nqueens solve` prints: board (drawn grids), text (squares such as e4 or 4,5, one solution
        per line), json (an "nqueens/solution/v1" or "nqueens/solutions/v1" document, or a hand-written
        {"columns": [...]} with 1-based columns) and jsonl (one solution document per line); also a list of
        1-based columns, one per row from the bottom row up.

        With --rules regions, checks a solution of the regions puzzle --id names (or the one the
        "nqueens/regions-solution/v1" document names): N queens, one in each row, column and region, no two
        touching. It reads what `nqueens solve --id ID` prints, in every format: the drawn regions board,
        the squares, the JSON and JSON Lines; also a list of 1-based columns.

        Prints "valid" with the number of solutions and the board size, or names the first problem and exits
        with status 65.

        options:
          --rules R       classic (the default) or regions
          --id ID         the regions puzzle the solution is for (an ID starting with R; implies --rules regions)
          --format F      text (the default) or json ("nqueens/check/v1": {"valid", "size", "count"}, or
                          {"valid": false, "problem"}; for regions also "rules" and "id"; see docs/JSON.md)

        examples:
          nqueens solve 1000000 --format json | nqueens check
          nqueens solve 10 --all --format jsonl | nqueens check --format json
          nqueens solve --id R8M-EJFG8YJ9J --format json | nqueens check --rules regions
          echo "f1 c2 e3 g4 b5 h6 d7 a8" | nqueens check --id R8M-EJFG8YJ9J
        """
    static let specification = ArgumentList.Specification(valued: ["--rules", "--id", "--format"])

    private let path: String?
    private let format: OutputFormat
    private let rules: PuzzleRules
    /// The regions puzzle `--id` names.
    private let regionsPuzzle: RegionsPuzzle?
    private let readStandardInput: () -> [UInt8]

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        try arguments.expectPositionals(0...1, describedAs: "at most one FILE")
        let path = arguments.positionals.first
        self.path = path == "-" ? nil : path
        format = try arguments.choice("--format", named: "format", default: OutputFormat.text, allowed: [.text, .json])
        let rules = try arguments.rules()
        if let id = arguments.value(of: "--id") {
            guard RegionsPuzzleID.isRegionsID(id) else {
                throw .usage(
                    "check: --id takes a regions puzzle's ID (it starts with R); classic solutions are checked "
                        + "without one")
            }
            guard arguments.value(of: "--rules") == nil || rules == .regions else {
                throw .usage("check: --id names a regions puzzle; it goes with --rules regions, not classic")
            }
            self.rules = .regions
        } else {
            self.rules = rules
        }
        regionsPuzzle = try arguments.regionsPuzzle(fromID: "--id")
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
        if rules == .regions {
            try checkRegions(bytes, on: console)
            return
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

// MARK: - Regions

extension CheckCommand {
    /// Checks the regions solutions in `bytes` against the puzzle `--id` (or the input) names.
    private func checkRegions(_ bytes: [UInt8], on console: Console) throws(CommandLineError) {
        var puzzle = regionsPuzzle
        do throws(CommandLineError) {
            puzzle = try Self.regionsPuzzle(given: regionsPuzzle, named: SolutionInput.puzzleID(in: bytes))
            guard let puzzle else {
                throw CommandLineError.usage(
                    "check: --rules regions needs the puzzle: give --id ID, or the JSON of `nqueens solve --id ID "
                        + "--format json`, which names it")
            }
            let placements = try SolutionInput.placements(in: bytes, rules: .regions)
            for (index, columns) in placements.enumerated() {
                if let violation = puzzle.regions.firstViolation(columns: columns) {
                    let which = placements.count > 1 ? "solution \(index + 1) of \(placements.count) is " : ""
                    throw CommandLineError.invalidData("check: \(which)not a solution of \(puzzle.id): \(violation)")
                }
            }
            report(regions: puzzle, count: placements.count, on: console)
        } catch {
            if format == .json {
                var document = JSONObject(.check)
                document.add("valid", false)
                document.add("problem", String(error.message.trimmingPrefix("check: ")))
                document.add("rules", PuzzleRules.regions.rawValue)
                if let puzzle { document.add("id", puzzle.id.description) }
                console.print(document.json)
            }
            throw error
        }
    }

    /// The puzzle to check against: `given` (`--id`), which the input's own `"id"` must agree with, else the
    /// input's.
    private static func regionsPuzzle(
        given: RegionsPuzzle?, named text: String?
    ) throws(CommandLineError) -> RegionsPuzzle? {
        guard let text else { return given }
        let named: RegionsPuzzle
        do {
            named = try RegionsPuzzle(parsingID: text)
        } catch {
            throw .invalidData("check: the input's \"id\": \(error)")
        }
        if let given, given.id != named.id {
            throw .invalidData("check: the input is the solution of \(named.id), not of \(given.id) (--id)")
        }
        return named
    }

    private func report(regions puzzle: RegionsPuzzle, count: Int, on console: Console) {
        switch format {
        case .json:
            var document = JSONObject(.check)
            document.add("valid", true)
            document.add("size", puzzle.size)
            document.add("count", count)
            document.add("rules", PuzzleRules.regions.rawValue)
            document.add("id", puzzle.id.description)
            console.print(document.json)
        case .text, .board, .jsonl:
            let what = count == 1 ? "the solution" : "\(count) solutions, all the solution,"
            console.print("valid: \(what) of \(puzzle.id) (\(puzzle.size)×\(puzzle.size) \(puzzle.difficulty.name))")
        }
    }
}
