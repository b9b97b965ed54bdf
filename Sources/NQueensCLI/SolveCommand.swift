import NQueensEngine
import NQueensLocalization
import NQueensPresentation

/// `nqueens solve N [--all | --limit K] [--format board|text|json]`: prints solutions; `nqueens solve --id ID`:
/// the one solution of a puzzle.
struct SolveCommand: Command {
    static let name = "solve"
    static var summary: String { tr("print a solution (or all, or the first K) for an N×N board") }
    static var help: String {
        let one = Solution.constructionSizeRange
        let many = SolutionSequence.sizeRange
        // l10n: begin not shown (the help stays English: CONTRIBUTING.md)
        return """
            usage: nqueens solve N [--all | --limit K] [--quiet] [--format board|text|json|jsonl]
                   nqueens solve --id ID [--format board|text|json|jsonl]

            Prints one solution for an N×N board (N = \(one.lowerBound)…\(one.upperBound)): the first in
            lexicographic order up to N = \(SolveCommand.largestSearchedSize), an explicit construction above
            (linear time, so N = 1000000 takes well under a second). Boards of 2 and 3 have no solution.

            options:
              --all           every solution, in lexicographic order (N = \(many.lowerBound)…\(many.upperBound))
              --limit K       the first K solutions, in lexicographic order (N = \(many.lowerBound)…\(many.upperBound))
              --quiet         no progress bar: with --all or --limit, when the solutions go to a file or a pipe
                              for more than a second, standard error (a terminal) shows the share of the search
                              done, the time elapsed and the time left, except with --format json or jsonl
              --id ID         the one solution of the puzzle with this ID (a daily's or `nqueens puzzle`'s):
                              its givens as ♛, the queens to find as ♕ (JSON adds "id", "difficulty", "givens");
                              for a regions ID (R…), its queens on the regions drawn ("nqueens/regions-solution/v1":
                              "size", "id", "difficulty", "regions", "columns")
              --format F      board (a drawn grid, the default up to \(BoardDrawing.largestSize)×\(BoardDrawing.largestSize)),
                              text (the queens' squares, one solution per line; the default above),
                              json (one document: {"schema":"nqueens/solution/v1","size":N,"columns":[...]},
                              where columns[i] is the 1-based column of the queen in row i+1, row 1 being the
                              bottom rank; with --all or --limit, "nqueens/solutions/v1" holding them all), or
                              jsonl (JSON Lines: one solution document per line, written as found; for large
                              outputs such as --all of N = 14 and up)

            `nqueens check` reads every one of these formats. The JSON is described in docs/JSON.md.

            examples:
              nqueens solve 8
              nqueens solve 6 --all --format text
              nqueens solve 1000000 --format json > solution.json
              nqueens solve 12 --all --format jsonl | nqueens check
              nqueens solve --id 8-0K31D0Q
              nqueens solve --id R8M-EJFG8YJ9J
            """
        // l10n: end
    }
    static let specification = ArgumentList.Specification(
        flags: ["--all", "--quiet"], valued: ["--limit", "--format", "--id"])

    /// The largest N for which the single solution comes from the search rather than the construction.
    static let largestSearchedSize = 16

    private let size: Int
    private let limit: Int?
    /// Whether one solution is asked for (neither --all nor --limit).
    private let isSingle: Bool
    private let format: OutputFormat
    private let unicode: Bool
    /// The puzzle whose solution is asked for (`--id`).
    private let puzzle: Puzzle?
    /// The regions puzzle whose solution is asked for (`--id` of a regions ID).
    private let regionsPuzzle: RegionsPuzzle?
    /// Whether printing many solutions draws a progress bar on standard error, and how wide.
    private var showsProgress = false
    private var columns = 80

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        if let id = arguments.value(of: "--id") {
            try arguments.expectPositionals(
                0...0,
                describedAs: .init { extra in
                    tr("unexpected argument '%s'; it takes no board size with --id (the ID has it)", extra)
                })
            if arguments.has("--all") || arguments.value(of: "--limit") != nil {
                throw .usage(in: Self.name, tr("a puzzle has one solution; --id takes neither --all nor --limit"))
            }
            if RegionsPuzzleID.isRegionsID(id) {
                regionsPuzzle = try arguments.regionsPuzzle(fromID: "--id")
                puzzle = nil
            } else {
                puzzle = try arguments.puzzle(fromID: "--id")
                regionsPuzzle = nil
            }
            size = puzzle?.size ?? regionsPuzzle?.size ?? 0
            limit = 1
            isSingle = true
            format = try arguments.format(default: OutputFormat.board)
            unicode = context.prefersUnicode
            return
        }
        puzzle = nil
        regionsPuzzle = nil
        try arguments.expectPositionals(1...1, describedAs: .boardSize)
        let all = arguments.has("--all")
        let limitText = arguments.value(of: "--limit")
        if all, limitText != nil {
            throw .usage(in: Self.name, tr("use either --all or --limit K, not both"))
        }
        let accepted = all || limitText != nil ? SolutionSequence.sizeRange : Solution.constructionSizeRange
        size = try arguments.integer(arguments.positionals[0], named: "N", in: accepted)
        if let limitText {
            limit = try arguments.integer(limitText, named: ValueName.limit, in: 1...Int.max)
        } else {
            limit = all ? nil : 1
        }
        let fallback: OutputFormat = size <= BoardDrawing.largestSize ? .board : .text
        format = try arguments.format(default: fallback)
        if format == .board, size > BoardDrawing.largestSize {
            let (largest, size) = (DisplayText.boardSize(BoardDrawing.largestSize), size)
            throw .usage(
                in: Self.name,
                // TRANSLATORS: %1$s is the largest board drawn (64×64), %2$d the size asked for.
                tr("--format board draws boards up to %1$s; use --format text or json for N = %2$d", largest, size))
        }
        unicode = context.prefersUnicode
        isSingle = !all && limitText == nil
        // On a terminal that also shows the solutions, the solutions themselves show the progress.
        showsProgress =
            !isSingle && !context.outputIsTerminal
            && ProgressBar.isWanted(
                errorIsTerminal: context.errorIsTerminal, quiet: arguments.has("--quiet"), format: format)
        columns = context.errorColumns
    }

    func run(on console: Console) async throws(CommandLineError) {
        if let regionsPuzzle {
            RegionsPuzzlePrinter(puzzle: regionsPuzzle, date: nil, unicode: unicode).printSolution(format, on: console)
        } else if let puzzle {
            printSolution(of: puzzle, on: console)
        } else if isSingle {
            printSingle(try solution(), on: console)
        } else {
            try printMany(on: console)
        }
    }

    // MARK: One solution

    private func solution() throws(CommandLineError) -> Solution? {
        do {
            if size <= SolveCommand.largestSearchedSize {
                return try SolutionSequence(size: size).first { _ in true }
            }
            return try Solution.constructed(size: size)
        } catch {
            throw .usage(in: Self.name, DisplayText.problem(error))
        }
    }

    private func printSingle(_ solution: Solution?, on console: Console) {
        guard let solution else {
            switch format {
            case .json, .jsonl:
                var document = JSONObject(.solution)
                document.add("size", size)
                document.add("columns", json: "null")
                console.print(document.json)
            case .board, .text:
                console.print(noSolution)
            }
            return
        }
        switch format {
        case .board:
            for line in drawing(of: solution) { console.print(line) }
        case .text:
            console.print(solution.squares.map(\.description).joined(separator: " "))
        case .json, .jsonl:
            console.printDocument(of: solution, index: format == .jsonl ? 1 : nil)
        }
    }

    // MARK: A puzzle's solution

    private func printSolution(of puzzle: Puzzle, on console: Console) {
        let solution = puzzle.solution
        switch format {
        case .board:
            let placed = Set(solution.squares).subtracting(puzzle.givens)
            let drawing = BoardDrawing(size: size, queens: Set(puzzle.givens), unicode: unicode, outlined: placed)
            for line in drawing.lines { console.print(line) }
            let (given, found) = unicode ? ("♛", "♕") : ("Q", "q")
            let kind = Wording.puzzleKind(size: size, difficulty: puzzle.difficulty)
            // TRANSLATORS: %1$s is the puzzle's ID, %2$s its size and difficulty (8×8 easy), %3$s and %4$s the glyphs
            // of the given queens and of the queens to place (♛ and ♕, or Q and q).
            let line = tr(
                "The solution of %1$s (%2$s): the givens %3$s, the queens to place %4$s.", puzzle.id.description,
                kind, given, found)
            console.print(line)
        case .text:
            console.print(solution.squares.map(\.description).joined(separator: " "))
        case .json, .jsonl:
            var document = JSONObject(.solution)
            if format == .jsonl { document.add("index", 1) }
            document.add("size", size)
            document.add("id", puzzle.id.description)
            document.add("difficulty", puzzle.difficulty.name)
            document.add("givens", squares: puzzle.givens)
            console.write(document.opening("columns"))
            console.writeColumns(of: solution)
            console.print("}")
        }
    }

    // MARK: Several solutions

    private func printMany(on console: Console) throws(CommandLineError) {
        let sequence: SolutionSequence
        do {
            sequence = try SolutionSequence(size: size)
        } catch {
            throw .usage(in: Self.name, DisplayText.problem(error))
        }
        var count = 0
        if format == .json {
            var document = JSONObject(.solutions)
            document.add("size", size)
            console.write(document.opening("solutions") + "[")
        }
        var solutions = sequence.makeIterator()
        let start = ContinuousClock.now
        let bar =
            showsProgress
            ? ProgressBar(
                title: tr("Solving %s", DisplayText.boardSize(size)), total: solutions.unitCount, columns: columns,
                elapsed: { ContinuousClock.now - start }, write: console.writeProgress) : nil
        defer { bar?.finish() }
        while let solution = solutions.next() {
            if let limit, count >= limit { break }
            count += 1
            // Reading the clock for every solution would cost more than printing some of them.
            if let bar, count & 1023 == 0 { bar.update(done: solutions.unitsDone) }
            switch format {
            case .board:
                if count > 1 { console.print("") }
                console.print(tr("Solution %d", count))
                for line in drawing(of: solution) { console.print(line) }
            case .text:
                console.print(solution.squares.map(\.description).joined(separator: " "))
            case .json:
                if count > 1 { console.write(",") }
                console.writeColumns(of: solution)
            case .jsonl:
                console.printDocument(of: solution, index: count)
            }
        }
        bar?.finish()
        switch format {
        case .json: console.print("],\"count\":\(count)}")
        case .board where count == 0, .text where count == 0:
            console.print(noSolution)
        case .board, .text, .jsonl: break
        }
    }

    /// What the text formats print for a board without solutions (N = 2, 3).
    private var noSolution: String {
        Self.noSolution(size: size)
    }

    /// What the text formats print for the `size`×`size` board, which has no solution (N = 2, 3).
    static func noSolution(size: Int) -> String {
        trn(
            "No solution: no %1$d queen fits on a %2$s board without attacking each other.",
            "No solution: no %1$d queens fit on a %2$s board without attacking each other.", count: size, size,
            DisplayText.boardSize(size))
    }

    private func drawing(of solution: Solution) -> [String] {
        BoardDrawing(size: size, queens: Set(solution.squares), unicode: unicode).lines
    }
}

extension Console {
    /// Writes one `nqueens/solution/v1` document on a line: the size, the 1-based `columns`, and with JSON Lines the
    /// solution's 1-based `index` in the output.
    func printDocument(of solution: Solution, index: Int?) {
        var document = JSONObject(.solution)
        if let index { document.add("index", index) }
        document.add("size", solution.size)
        write(document.opening("columns"))
        writeColumns(of: solution)
        print("}")
    }

    /// Writes the solution's columns as a JSON array of 1-based numbers, without building a string per number.
    func writeColumns(of solution: Solution) {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(solution.size * 8 + 2)
        var digits: [UInt8] = []
        for (index, column) in solution.columns.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            var value = column + 1
            digits.removeAll(keepingCapacity: true)
            repeat {
                digits.append(UInt8(ascii: "0") + UInt8(value % 10))
                value /= 10
            } while value > 0
            bytes.append(contentsOf: digits.reversed())
        }
        bytes.append(UInt8(ascii: "]"))
        write(bytes: bytes)
    }
}
