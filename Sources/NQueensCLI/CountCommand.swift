import NQueensEngine

/// `nqueens count N [--threads T] [--unique]`: the number of solutions.
struct CountCommand: Command {
    static let name = "count"
    static let summary = "count the solutions of an N×N board (all, or distinct under symmetry)"
    static var help: String {
        let sizes = SolutionCounter.sizeRange
        return """
            usage: nqueens count N [--threads T] [--unique]

            Prints the exact number of solutions for an N×N board (N = \(sizes.lowerBound)…\(sizes.upperBound)),
            searching on every core. Counts grow fast: N = 16 takes seconds, N = 18 minutes, N = 27 far longer.

            options:
              --threads T     how many threads search at once (1…\(CountCommand.threadRange.upperBound); default: one per core)
              --unique        count fundamental solutions only: those distinct under rotation and reflection

            examples:
              nqueens count 8            # 92
              nqueens count 8 --unique   # 12
            """
    }
    static let specification = ArgumentList.Specification(flags: ["--unique"], valued: ["--threads"])
    static let threadRange = 1...256

    private let counter: SolutionCounter
    private let threads: Int
    private let unique: Bool

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        try arguments.expectPositionals(1...1, describedAs: "the board size N")
        let size = try arguments.integer(arguments.positionals[0], named: "N", in: SolutionCounter.sizeRange)
        do {
            counter = try SolutionCounter(size: size)
        } catch {
            throw .usage("count: \(error)")
        }
        threads =
            try arguments.value(of: "--threads").map { (text) throws(CommandLineError) in
                try arguments.integer(text, named: "T (--threads)", in: CountCommand.threadRange)
            } ?? context.processorCount
        unique = arguments.has("--unique")
    }

    func run(on console: Console) async throws(CommandLineError) {
        do {
            let count =
                unique
                ? try await counter.countFundamental(threads: threads)
                : try await counter.countAll(threads: threads)
            console.print(String(count))
        } catch {
            throw .failure("count: stopped before finishing")
        }
    }
}
