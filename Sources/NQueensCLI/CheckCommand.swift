import Foundation
import NQueensEngine
import NQueensLocalization
import NQueensPresentation

/// `nqueens check [--rules classic|regions] [--id ID] [--format text|json] [FILE]`: verifies the solutions `solve`
/// printed (or written by hand), in linear time; with `--rules regions`, a regions puzzle's solution.
struct CheckCommand: Command {
    static let name = "check"
    static var summary: String { tr("check that a solution (from a file or standard input) is valid") }
    // l10n: begin not shown (the help stays English: CONTRIBUTING.md)
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
    // l10n: end
    static let specification = ArgumentList.Specification(valued: ["--rules", "--id", "--format"])

    private let path: String?
    private let format: OutputFormat
    private let rules: PuzzleRules
    /// The regions puzzle `--id` names.
    private let regionsPuzzle: RegionsPuzzle?
    private let readStandardInput: () -> [UInt8]

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        try arguments.expectPositionals(
            0...1, describedAs: .init { extra in tr("unexpected argument '%s'; it takes at most one FILE", extra) })
        let path = arguments.positionals.first
        self.path = path == "-" ? nil : path
        format = try arguments.format(default: OutputFormat.text, allowed: [.text, .json])
        let rules = try arguments.rules()
        if let id = arguments.value(of: "--id") {
            guard RegionsPuzzleID.isRegionsID(id) else {
                throw .usage(
                    in: Self.name,
                    tr("--id takes a regions puzzle's ID (it starts with R); classic solutions are checked without one")
                )
            }
            guard arguments.value(of: "--rules") == nil || rules == .regions else {
                throw .usage(
                    in: Self.name, tr("--id names a regions puzzle; it goes with --rules regions, not classic"))
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
                throw .failure(
                    in: Self.name, tr("cannot read '%s'; give a readable file, or - for standard input", path))
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
                document.add("problem", Self.problem(error))
                console.print(document.json)
            }
            throw error
        }
    }

    /// The problem as the JSON's `"problem"` says it: in English in every language (the JSON is the same for
    /// everyone), without the command's name.
    private static func problem(_ error: CommandLineError) -> String {
        let message = Localization.withLanguage(.english) { error.message }
        return String(message.trimmingPrefix(name + ": "))
    }

    /// Checks every placement; returns their sizes.
    private static func validate(_ placements: [[Int]]) throws(CommandLineError) -> [Int] {
        for (index, columns) in placements.enumerated() {
            do {
                _ = try Solution(validating: columns)
            } catch {
                guard placements.count > 1 else {
                    throw .invalidData(in: name, tr("not a solution: %s", DisplayText.problem(error)))
                }
                throw .invalidData(
                    in: name,
                    tr(
                        "solution %1$d of %2$d is not a solution: %3$s", index + 1, placements.count,
                        DisplayText.problem(error)))
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
            if sizes.count == 1 {
                // TRANSLATORS: %s is the board size, "N = 8"; "valid" says the input checked out.
                console.print(tr("valid: a solution for %s", sizeText))
            } else {
                // TRANSLATORS: %2$s is the board sizes, "N = 8" or "N = 4…12".
                console.print(
                    trn(
                        "valid: %1$d solution for %2$s", "valid: %1$d solutions for %2$s", count: sizes.count,
                        sizes.count, sizeText))
            }
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
                    in: Self.name,
                    tr(
                        "--rules regions needs the puzzle: give --id ID, or the JSON of `nqueens solve --id ID "
                            + "--format json`, which names it"))
            }
            let placements = try SolutionInput.placements(in: bytes, rules: .regions)
            for (index, columns) in placements.enumerated() {
                if let violation = puzzle.regions.firstViolation(columns: columns) {
                    let id = puzzle.id.description
                    guard placements.count > 1 else {
                        throw CommandLineError.invalidData(
                            in: Self.name, tr("not a solution of %1$s: %2$s", id, DisplayText.problem(violation)))
                    }
                    throw CommandLineError.invalidData(
                        in: Self.name,
                        tr(
                            "solution %1$d of %2$d is not a solution of %3$s: %4$s", index + 1, placements.count,
                            id, DisplayText.problem(violation)))
                }
            }
            report(regions: puzzle, count: placements.count, on: console)
        } catch {
            if format == .json {
                var document = JSONObject(.check)
                document.add("valid", false)
                document.add("problem", Self.problem(error))
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
            throw .invalidData(in: name, tr("the input's \"id\": %s", DisplayText.problem(error)))
        }
        if let given, given.id != named.id {
            let (input, asked) = (named.id.description, given.id.description)
            throw .invalidData(in: name, tr("the input is the solution of %1$s, not of %2$s (--id)", input, asked))
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
            let (id, kind) = (
                puzzle.id.description, Wording.puzzleKind(size: puzzle.size, difficulty: puzzle.difficulty)
            )
            if count == 1 {
                // TRANSLATORS: %1$s is a regions puzzle's ID, %2$s its size and difficulty (8×8 easy).
                console.print(tr("valid: the solution of %1$s (%2$s)", id, kind))
            } else {
                // TRANSLATORS: the input repeats the one solution of a regions puzzle %1$d times (2 or more).
                console.print(
                    trn(
                        "valid: %1$d copy of the solution of %2$s (%3$s)",
                        "valid: %1$d copies of the solution of %2$s (%3$s)", count: count, count, id, kind))
            }
        }
    }
}
