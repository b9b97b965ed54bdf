import NQueensEngine
import NQueensPresentation
import NQueensServices

/// Prints a regions puzzle (a daily or a generated one) as a drawn board, as text, or as JSON.
struct RegionsPuzzlePrinter {
    /// The puzzle.
    let puzzle: RegionsPuzzle
    /// The date of a daily.
    let date: CalendarDay?
    /// Whether the drawing may use Unicode.
    let unicode: Bool

    /// What the puzzle is, in a few words: "Regions daily · Tuesday 1 December 2026 · 8×8 easy".
    private var heading: String {
        let kind = "\(DisplayText.boardSize(puzzle.size)) \(puzzle.difficulty.name)"
        if let date { return "Regions daily · \(DisplayText.longDate(date)) · \(kind)" }
        return "Regions puzzle · \(kind) · seed \(puzzle.id.seed)"
    }

    /// Writes the puzzle to `console` in `format`.
    func print(_ format: OutputFormat, on console: Console) {
        switch format {
        case .board:
            console.print(unicode ? heading : PuzzlePrinter.plain(heading))
            for line in RegionsBoardDrawing(map: puzzle.regions, unicode: unicode).lines { console.print(line) }
            let footer =
                "ID \(puzzle.id) · place \(puzzle.size) queens: one in each row, column and region, "
                + "no two touching, not even at a corner."
            console.print(unicode ? footer : PuzzlePrinter.plain(footer))
        case .text:
            var lines = [("ID", puzzle.id.description)]
            if let date {
                lines.append(("Date", "\(date) (\(date.weekday.name))"))
            } else {
                lines.append(("Seed", String(puzzle.id.seed)))
            }
            lines += [
                ("Size", String(puzzle.size)), ("Difficulty", puzzle.difficulty.name),
                ("Regions", puzzle.regions.rows.joined(separator: " ")),
            ]
            for (label, value) in lines {
                console.print(label.padding(toLength: 12, withPad: " ", startingAt: 0) + value)
            }
        case .json, .jsonl:
            var document = JSONObject(date == nil ? .regionsPuzzle : .regionsDaily)
            document.add("id", puzzle.id.description)
            document.add("size", puzzle.size)
            document.add("difficulty", puzzle.difficulty.name)
            document.add("regions", strings: puzzle.regions.rows)
            if let date {
                document.add("date", date.description)
                document.add("weekday", date.weekday.name.lowercased())
            } else {
                document.add("seed", puzzle.id.seed)
            }
            console.print(document.json)
        }
    }

    /// Writes the puzzle's solution to `console` in `format` (`solve --id`).
    func printSolution(_ format: OutputFormat, on console: Console) {
        let solution = puzzle.solution
        switch format {
        case .board:
            let drawing = RegionsBoardDrawing(map: puzzle.regions, queens: Set(solution), unicode: unicode)
            for line in drawing.lines { console.print(line) }
            let summary =
                "The solution of \(puzzle.id) (\(DisplayText.boardSize(puzzle.size)) \(puzzle.difficulty.name)): "
                + "one queen in each row, column and region, none touching."
            console.print(unicode ? summary : PuzzlePrinter.plain(summary))
        case .text:
            console.print(solution.map(\.description).joined(separator: " "))
        case .json, .jsonl:
            var document = JSONObject(.regionsSolution)
            if format == .jsonl { document.add("index", 1) }
            document.add("size", puzzle.size)
            document.add("id", puzzle.id.description)
            document.add("difficulty", puzzle.difficulty.name)
            document.add("regions", strings: puzzle.regions.rows)
            document.add("columns", json: "[" + solution.map { String($0.column + 1) }.joined(separator: ",") + "]")
            console.print(document.json)
        }
    }
}
