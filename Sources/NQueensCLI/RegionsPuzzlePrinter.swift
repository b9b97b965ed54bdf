import NQueensEngine
import NQueensLocalization
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
        let kind = Wording.puzzleKind(size: puzzle.size, difficulty: puzzle.difficulty)
        if let date {
            // TRANSLATORS: %1$s is the date in full, %2$s the puzzle's size and difficulty (8×8 easy).
            return tr("Regions daily · %1$s · %2$s", DisplayText.longDate(date), kind)
        }
        // TRANSLATORS: %1$s is the puzzle's size and difficulty (8×8 easy), %2$s the seed it was made from, a number.
        return tr("Regions puzzle · %1$s · seed %2$s", kind, String(puzzle.id.seed))
    }

    /// Writes the puzzle to `console` in `format`.
    func print(_ format: OutputFormat, on console: Console) {
        switch format {
        case .board:
            console.print(unicode ? heading : PuzzlePrinter.plain(heading))
            for line in RegionsBoardDrawing(map: puzzle.regions, unicode: unicode).lines { console.print(line) }
            let footer = trn(
                "ID %2$s · place %1$d queen: one in each row, column and region, no two touching, not even at a corner.",
                "ID %2$s · place %1$d queens: one in each row, column and region, no two touching, not even at a corner.",
                count: puzzle.size, puzzle.size, puzzle.id.description)
            console.print(unicode ? footer : PuzzlePrinter.plain(footer))
        case .text:
            var lines = [(PuzzleField.id, puzzle.id.description)]
            if let date {
                lines.append((PuzzleField.date, PuzzleField.dateAndWeekday(date)))
            } else {
                lines.append((PuzzleField.seed, String(puzzle.id.seed)))
            }
            lines += [
                (PuzzleField.size, String(puzzle.size)),
                (PuzzleField.difficulty, DisplayText.difficultyInSentence(puzzle.difficulty)),
                (PuzzleField.regions, puzzle.regions.rows.joined(separator: " ")),
            ]
            for line in Wording.labelled(lines) { console.print(line) }
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
            let kind = Wording.puzzleKind(size: puzzle.size, difficulty: puzzle.difficulty)
            // TRANSLATORS: %1$s is the puzzle's ID (R8M-EJFG8YJ9J), %2$s its size and difficulty (8×8 easy).
            let summary = tr(
                "The solution of %1$s (%2$s): one queen in each row, column and region, none touching.",
                puzzle.id.description, kind)
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
