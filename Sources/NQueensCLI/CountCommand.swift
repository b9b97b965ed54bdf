import Foundation
import NQueensEngine
import NQueensLocalization
import NQueensPresentation

/// `nqueens count N [--threads T] [--unique] [--parts P --part K] [--format text|json]`, or
/// `nqueens count --sum FILE...`: the number of solutions, whole, in shares for other machines, or summed from them.
struct CountCommand: Command {
    static let name = "count"
    static var summary: String {
        tr("count the solutions of an N×N board (all, or distinct under symmetry; split over machines)")
    }
    static var help: String {
        let sizes = SolutionCounter.sizeRange
        // l10n: begin not shown (the help stays English: CONTRIBUTING.md)
        return """
            usage: nqueens count N [--threads T] [--unique] [--quiet] [--format text|json]
                   nqueens count N --parts P --part K [--threads T] [--unique] [--quiet] [--format text|json]
                   nqueens count --sum [--format text|json] FILE...

            Prints the exact number of solutions for an N×N board (N = \(sizes.lowerBound)…\(sizes.upperBound)), searching on
            every core. Counts grow fast: N = 16 takes about a second, N = 18 a minute, and each size
            above about seven times longer. While a count runs for more than a second, a progress bar on
            standard error shows the share of the work done, the time elapsed and an estimate of the time
            left (only when standard error is a terminal; never with --quiet or --format json).

            A count too long for one machine splits into P deterministic, balanced parts: run part K = 1…P on any
            machines (with --format json), then add the files up with --sum, which refuses a set that misses a
            part, repeats one or mixes counts.

            options:
              --threads T     how many threads search at once (1…\(CountCommand.threadRange.upperBound); default: one per core)
              --unique        count fundamental solutions only: those distinct under rotation and reflection
              --quiet         show no progress bar
              --parts P       split the count into P parts (1…\(CountCommand.partRange.upperBound)) …
              --part K        … and count part K (1…P)
              --sum           add up the parts in FILE... (the JSON lines the parts printed)
              --format F      text (the number, the default) or json ({"schema":"nqueens/count/v1","size":N,
                              "total":…,"threads":T,"elapsedMilliseconds":…}; "unique" instead of "total" with
                              --unique; a part adds "parts", "part" and "workUnits"; see docs/JSON.md)

            examples:
              nqueens count 8                   # 92
              nqueens count 8 --unique          # 12
              nqueens count 16 --format json
              parallel "nqueens count 18 --parts 8 --part {} --format json > part-{}.json" ::: $(seq 8)
              nqueens count --sum part-*.json
            """
        // l10n: end
    }
    static let specification = ArgumentList.Specification(
        flags: ["--unique", "--sum", "--quiet"], valued: ["--threads", "--parts", "--part", "--format"])
    static let threadRange = 1...256
    static let partRange = 1...1_000_000

    /// What the command was asked to do.
    private enum Request {
        /// Count (a share of) the solutions of the board of this size (in `SolutionCounter.sizeRange`).
        ///
        /// The size, not a `SolutionCounter`: preparing the counter builds the start constellations (0.1 s at N = 27
        /// in a release build, seconds under the fuzzer), which reading the arguments must not wait for.
        case count(size: Int, share: (part: Int, parts: Int)?)
        /// Add up the parts in these files.
        case sum([String])
    }

    private let request: Request
    private let threads: Int
    private let kind: CountReport.Kind
    private let format: OutputFormat
    /// Whether a progress bar is drawn on standard error, and how wide it may be.
    private let showsProgress: Bool
    private let columns: Int

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        format = try arguments.format(default: OutputFormat.text, allowed: [.text, .json])
        showsProgress = ProgressBar.isWanted(
            errorIsTerminal: context.errorIsTerminal, quiet: arguments.has("--quiet"), format: format)
        columns = context.errorColumns
        kind = arguments.has("--unique") ? .unique : .total
        threads =
            try arguments.value(of: "--threads").map { (text) throws(CommandLineError) in
                try arguments.integer(text, named: ValueName.threads, in: CountCommand.threadRange)
            } ?? context.processorCount
        if arguments.has("--sum") {
            let countingOptions = ["--unique", "--threads", "--parts", "--part", "--quiet"].filter {
                arguments.has($0) || arguments.value(of: $0) != nil
            }
            if let option = countingOptions.first {
                throw .usage(
                    in: Self.name,
                    tr("--sum adds up parts already counted; it takes FILE... and --format, not %s", option))
            }
            guard !arguments.positionals.isEmpty else {
                throw .usage(
                    in: Self.name, tr("--sum needs the files of the parts, e.g. nqueens count --sum part-*.json"))
            }
            request = .sum(arguments.positionals)
            return
        }
        try arguments.expectPositionals(
            1...1,
            describedAs: .init(
                missing: { tr("missing the board size N (or --sum FILE...)") },
                unexpected: { extra in
                    tr("unexpected argument '%s'; it takes the board size N (or --sum FILE...)", extra)
                }
            ))
        let size = try arguments.integer(arguments.positionals[0], named: "N", in: SolutionCounter.sizeRange)
        request = .count(size: size, share: try Self.share(in: arguments))
    }

    /// The part asked for with `--parts P --part K`, or `nil` for the whole count.
    private static func share(in arguments: ArgumentList) throws(CommandLineError) -> (part: Int, parts: Int)? {
        switch (arguments.value(of: "--parts"), arguments.value(of: "--part")) {
        case (nil, nil):
            return nil
        case (let parts?, let part?):
            let count = try arguments.integer(parts, named: ValueName.parts, in: partRange)
            return (try arguments.integer(part, named: ValueName.part, in: 1...count), count)
        case (nil, _?):
            throw .usage(in: name, tr("--part K needs --parts P, the number of parts the count is split into"))
        case (_?, nil):
            throw .usage(in: name, tr("--parts P needs --part K, the part to count (1…P)"))
        }
    }

    // MARK: Running

    @MainActor func run(on console: Console) async throws(CommandLineError) {
        let report: CountReport
        switch request {
        case .count(let size, let share):
            let counter: SolutionCounter
            do {
                counter = try SolutionCounter(size: size)
            } catch {
                throw .usage(in: Self.name, DisplayText.problem(error))
            }
            report = try await count(with: counter, share: share, console: console)
        case .sum(let files):
            report = try CountReport.sum(
                of: try files.map { (file) throws(CommandLineError) in (file, try read(file)) })
        }
        console.print(format == .json ? report.json : String(report.value))
    }

    /// Counts, on this thread when asked for one (so that `valgrind --tool=callgrind nqueens count 13 --threads 1`
    /// measures the count alone), else on `threads` tasks.
    @MainActor private func count(
        with counter: SolutionCounter, share: (part: Int, parts: Int)?, console: Console
    ) async throws(CommandLineError) -> CountReport {
        let unique = kind == .unique
        let clock = ContinuousClock()
        let start = clock.now
        let (part, parts) = share ?? (1, 1)
        let bar = progressBar(for: counter, part: part, of: parts, since: start, on: console)
        defer { bar?.finish() }
        let value: UInt64
        do {
            if threads == 1, share == nil {
                if let bar {
                    value =
                        unique
                        ? counter.countFundamental(progress: bar.update(done:))
                        : counter.countAll(progress: bar.update(done:))
                } else {
                    value = unique ? counter.countFundamental() : counter.countAll()
                }
            } else if let bar {
                value =
                    unique
                    ? try await counter.countFundamental(
                        part: part, of: parts, threads: threads, progress: bar.update(done:))
                    : try await counter.countAll(part: part, of: parts, threads: threads, progress: bar.update(done:))
            } else {
                value =
                    unique
                    ? try await counter.countFundamental(part: part, of: parts, threads: threads)
                    : try await counter.countAll(part: part, of: parts, threads: threads)
            }
        } catch {
            throw .failure(in: Self.name, tr("stopped before finishing"))
        }
        bar?.finish()
        let elapsed = clock.now - start
        let split = share.map { CountReport.Share(parts: $0.parts, part: $0.part, workUnits: counter.workUnitCount) }
        return CountReport(
            size: counter.size, kind: kind, value: value, share: split, threads: threads, elapsed: elapsed)
    }

    /// The progress bar of a count, when one is wanted.
    @MainActor private func progressBar(
        for counter: SolutionCounter, part: Int, of parts: Int, since start: ContinuousClock.Instant,
        on console: Console
    ) -> ProgressBar? {
        guard showsProgress else { return nil }
        let board = DisplayText.boardSize(counter.size)
        // TRANSLATORS: the title of the progress bar of a count split into parts: "Counting part 2 of 8 of 18×18".
        let title = parts == 1 ? tr("Counting %s", board) : tr("Counting part %1$d of %2$d of %3$s", part, parts, board)
        return ProgressBar(
            title: title, total: counter.unitCount(part: part, of: parts), columns: columns,
            elapsed: { ContinuousClock.now - start }, write: console.writeProgress)
    }

    /// The part that `file` holds.
    private func read(_ file: String) throws(CommandLineError) -> CountReport {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw .failure(
                in: CountReport.sumCommand, tr("cannot read '%s'; give the files the parts were written to", file))
        }
        return try CountReport(partJSON: data, file: file)
    }
}
