import NQueensEngine

/// `nqueens puzzle [--size N] [--difficulty easy|medium|hard] [--seed S] [--format board|text|json]`: a new puzzle.
struct PuzzleCommand: Command {
    static let name = "puzzle"
    static let summary = "generate a puzzle with one solution, of a size and difficulty, from a seed"
    static var help: String {
        let sizes = Puzzle.sizeRange
        return """
            usage: nqueens puzzle [--size N] [--difficulty easy|medium|hard] [--seed S] [--format board|text|json]

            Generates a puzzle: given queens that exactly one solution contains. The same size, difficulty and seed
            always give the same puzzle, on every machine. Play it with `nqueens play --id ID`.

            Difficulty is how a player reasons: easy needs only "a row or column with one safe square left holds
            its queen there"; medium also "a square is ruled out when a queen there would leave a row or column
            with no safe square"; hard needs more than both. 4×4 has easy puzzles only, 5×5 no hard ones.

            options:
              --size N        the board size (N = \(sizes.lowerBound)…\(sizes.upperBound); default \(PuzzleCommand.defaultSize))
              --difficulty D  easy, medium (the default) or hard
              --seed S        a whole number from 0 to \(UInt64.max) (default: a random one, printed)
              --format F      board (the givens drawn, the default), text, or json ("nqueens/puzzle/v1": "id",
                              "size", "difficulty", "givens", "seed"; see docs/JSON.md)

            examples:
              nqueens puzzle
              nqueens puzzle --size 10 --difficulty hard --seed 42 --format json
            """
    }
    static let specification = ArgumentList.Specification(valued: ["--size", "--difficulty", "--seed", "--format"])

    /// The board size when none is given.
    static let defaultSize = 8

    private let size: Int
    private let difficulty: PuzzleDifficulty
    private let seed: UInt64
    private let format: OutputFormat
    private let unicode: Bool

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        try arguments.expectPositionals(0...0, describedAs: "no arguments, only options")
        size =
            try arguments.value(of: "--size").map { (text) throws(CommandLineError) in
                try arguments.integer(text, named: "N (--size)", in: Puzzle.sizeRange)
            } ?? Self.defaultSize
        difficulty = try arguments.choice(
            "--difficulty", named: "difficulty", plural: "difficulties", default: PuzzleDifficulty.medium)
        guard Puzzle.difficulties(forSize: size).contains(difficulty) else {
            throw .usage("puzzle: \(PuzzleError.noPuzzle(difficulty, size: size))")
        }
        if let text = arguments.value(of: "--seed") {
            guard let seed = UInt64(text) else {
                throw .usage("puzzle: S (--seed) must be a whole number from 0 to \(UInt64.max), not '\(text)'")
            }
            self.seed = seed
        } else {
            var random = SystemRandomNumberGenerator()
            seed = random.next()
        }
        format = try arguments.choice(
            "--format", named: "format", default: OutputFormat.board, allowed: OutputFormat.single)
        unicode = context.prefersUnicode
    }

    func run(on console: Console) async throws(CommandLineError) {
        let puzzle: Puzzle
        do {
            puzzle = try Puzzle.generate(size: size, difficulty: difficulty, seed: seed)
        } catch {
            throw .failure("puzzle: \(error)")
        }
        PuzzlePrinter(puzzle: puzzle, date: nil, seed: seed, format: format, unicode: unicode).print(on: console)
    }
}
