import NQueensEngine
import NQueensLocalization
import NQueensPresentation

/// `nqueens puzzle [--rules classic|regions] [--size N] [--difficulty easy|medium|hard] [--seed S]
/// [--format board|text|json]`: a new puzzle.
struct PuzzleCommand: Command {
    static let name = "puzzle"
    static var summary: String { tr("generate a puzzle with one solution, of a size and difficulty, from a seed") }
    static var help: String {
        let sizes = Puzzle.sizeRange
        let regionSizes = RegionsPuzzle.sizeRange
        // l10n: begin not shown (the help stays English: CONTRIBUTING.md)
        return """
            usage: nqueens puzzle [--size N] [--difficulty easy|medium|hard] [--seed S] [--format board|text|json]
                   nqueens puzzle --rules regions [--size N] [--difficulty D] [--seed S] [--format F]

            Generates a puzzle with exactly one solution. The same rules, size, difficulty and seed always give
            the same puzzle, on every machine. Play a classic one with `nqueens play --id ID`; `nqueens solve --id
            ID` shows the solution of either kind.

            A classic puzzle is given queens: place the others so that no two attack each other. Its difficulty
            is how a player reasons: easy needs only "a row or column with one safe square left holds its queen
            there"; medium also "a square is ruled out when a queen there would leave a row or column with no
            safe square"; hard needs more than both. 4×4 has easy puzzles only, 5×5 no hard ones.

            A regions puzzle (LinkedIn's Queens) cuts the board into N regions: place one queen in each row,
            column and region, no two touching, not even at a corner. Easy needs only "a row, column or region
            with one possible square holds its queen there" and "a queen rules out its row, column, region and
            the squares around it"; medium also the confinements ("a region that fits only in one row rules out
            the rest of that row", and k regions in k rows); hard also "a square is ruled out when a queen there
            would leave a row, column or region with no possible square". Its ID starts with R.

            options:
              --rules R       classic (the default) or regions
              --size N        the board size (classic N = \(sizes.lowerBound)…\(sizes.upperBound), regions \(regionSizes.lowerBound)…\(regionSizes.upperBound); default \(PuzzleCommand.defaultSize))
              --difficulty D  easy, medium (the default) or hard
              --seed S        a whole number from 0 to \(UInt64.max), for regions to \(RegionsPuzzleID.seedRange.upperBound)
                              (default: a random one, printed)
              --format F      board (the givens, or the regions, drawn; the default), text, or json
                              ("nqueens/puzzle/v1": "id", "size", "difficulty", "givens", "seed"; for regions
                              "nqueens/regions-puzzle/v1", with "regions", one string of letters per row from
                              the bottom, instead of "givens"; see docs/JSON.md)

            examples:
              nqueens puzzle
              nqueens puzzle --size 10 --difficulty hard --seed 42 --format json
              nqueens puzzle --rules regions --size 9 --difficulty medium
            """
        // l10n: end
    }
    static let specification = ArgumentList.Specification(
        valued: ["--rules", "--size", "--difficulty", "--seed", "--format"])

    /// The board size when none is given.
    static let defaultSize = 8

    private let rules: PuzzleRules
    private let size: Int
    private let difficulty: PuzzleDifficulty
    private let seed: UInt64
    private let format: OutputFormat
    private let unicode: Bool

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        try arguments.expectPositionals(0...0, describedAs: .onlyOptions)
        rules = try arguments.rules()
        let regions = rules == .regions
        size =
            try arguments.value(of: "--size").map { (text) throws(CommandLineError) in
                guard regions else { return try arguments.integer(text, named: ValueName.size, in: Puzzle.sizeRange) }
                let sizes = RegionsPuzzle.sizeRange
                guard let size = Int(text), sizes.contains(size) else {
                    let (lowest, highest) = (sizes.lowerBound, sizes.upperBound)
                    throw .usage(
                        in: Self.name,
                        tr(
                            "N (--size) of a regions puzzle must be a whole number from %1$d to %2$d, not '%3$s'",
                            lowest, highest, text))
                }
                return size
            } ?? Self.defaultSize
        difficulty = try arguments.choice("--difficulty", default: PuzzleDifficulty.medium) { given, accepted in
            tr("unknown difficulty '%1$s'; difficulties are %2$s", given, accepted)
        }
        guard regions || Puzzle.difficulties(forSize: size).contains(difficulty) else {
            let problem = PuzzleError.noPuzzle(difficulty, size: size)
            throw .usage(in: Self.name, DisplayText.problem(problem))
        }
        let seeds: ClosedRange<UInt64> = regions ? RegionsPuzzleID.seedRange : 0...UInt64.max
        if let text = arguments.value(of: "--seed") {
            guard let seed = UInt64(text), seeds.contains(seed) else {
                let highest = String(seeds.upperBound)
                guard regions else {
                    throw .usage(
                        in: Self.name, tr("S (--seed) must be a whole number from 0 to %1$s, not '%2$s'", highest, text)
                    )
                }
                throw .usage(
                    in: Self.name,
                    tr(
                        "S (--seed) of a regions puzzle must be a whole number from 0 to %1$s, not '%2$s'", highest,
                        text))
            }
            self.seed = seed
        } else {
            var random = SystemRandomNumberGenerator()
            seed = random.next() & seeds.upperBound
        }
        format = try arguments.format(default: OutputFormat.board, allowed: OutputFormat.single)
        unicode = context.prefersUnicode
    }

    func run(on console: Console) async throws(CommandLineError) {
        if rules == .regions {
            let puzzle: RegionsPuzzle
            do {
                puzzle = try RegionsPuzzle.generate(size: size, difficulty: difficulty, seed: seed)
            } catch {
                throw .failure(in: Self.name, DisplayText.problem(error))
            }
            RegionsPuzzlePrinter(puzzle: puzzle, date: nil, unicode: unicode).print(format, on: console)
            return
        }
        let puzzle: Puzzle
        do {
            puzzle = try Puzzle.generate(size: size, difficulty: difficulty, seed: seed)
        } catch {
            throw .failure(in: Self.name, DisplayText.problem(error))
        }
        PuzzlePrinter(puzzle: puzzle, date: nil, seed: seed, format: format, unicode: unicode).print(on: console)
    }
}
