import Foundation
import NQueensEngine
import NQueensLocalization
import NQueensPresentation
import NQueensServices

// MARK: - Reading puzzle arguments

extension ArgumentList {
    /// Reads `--date YYYY-MM-DD` as a date no later than `today`; `today` when absent.
    ///
    /// - Throws: a usage error for text that is not a date, or a date whose daily is not out yet.
    func dailyDate(today: CalendarDay) throws(CommandLineError) -> CalendarDay {
        guard let text = value(of: "--date") else { return today }
        guard let date = CalendarDay(text) else {
            let example = today.description
            // TRANSLATORS: YYYY-MM-DD is how the date is typed; keep it. %2$s is today as typed, 2026-12-01.
            throw .usage(in: command, tr("'%1$s' is not a date; write it YYYY-MM-DD, like %2$s", text, example))
        }
        guard date <= today else {
            let (day, now) = (date.description, today.description)
            throw .usage(in: command, tr("the daily of %1$s is not out yet; today is %2$s", day, now))
        }
        return date
    }

    /// Reads `option` as a puzzle ID and proves its puzzle.
    ///
    /// - Throws: an invalid-data error (exit 65) naming what is wrong with the ID.
    func puzzle(fromID option: String) throws(CommandLineError) -> Puzzle? {
        guard let text = value(of: option) else { return nil }
        do {
            return try Puzzle(parsingID: text)
        } catch {
            throw .invalidData(in: command, DisplayText.problem(error))
        }
    }
}

// MARK: - Printing a puzzle

/// Prints a puzzle (a daily or a generated one) as a drawn board, as text, or as JSON.
struct PuzzlePrinter {
    /// The puzzle.
    let puzzle: Puzzle
    /// The date of a daily.
    let date: CalendarDay?
    /// The seed of a generated puzzle.
    let seed: UInt64?
    /// How to print it.
    let format: OutputFormat
    /// Whether the drawing may use Unicode.
    let unicode: Bool

    /// What the puzzle is, in a few words: "Daily puzzle · Tuesday 1 December 2026 · 9×9 easy".
    private var heading: String {
        let kind = Wording.puzzleKind(size: puzzle.size, difficulty: puzzle.difficulty)
        if let date {
            // TRANSLATORS: %1$s is the date in full, %2$s the puzzle's size and difficulty (9×9 easy).
            return tr("Daily puzzle · %1$s · %2$s", DisplayText.longDate(date), kind)
        }
        guard let seed else { return tr("Puzzle · %s", kind) }
        // TRANSLATORS: %1$s is the puzzle's size and difficulty (9×9 easy), %2$s the seed it was made from, a number.
        return tr("Puzzle · %1$s · seed %2$s", kind, String(seed))
    }

    /// The line under the drawing, such as `ID 8-0K31D0Q · 3 given queens; place 5 more so that…`.
    private var footer: String {
        let given = trn("%d given queen", "%d given queens", count: puzzle.givens.count)
        let toPlace = trn(
            "place %d more so that no two queens attack each other.",
            "place %d more so that no two queens attack each other.", count: puzzle.queensToPlace)
        // TRANSLATORS: %1$s is the puzzle's ID (8-0K31D0Q); %2$s "3 given queens"; %3$s "place 5 more so that…".
        return tr("ID %1$s · %2$s; %3$s", puzzle.id.description, given, toPlace)
    }

    /// Writes the puzzle to `console`.
    func print(on console: Console) {
        let givens = puzzle.givens.map(\.description)
        switch format {
        case .board:
            console.print(unicode ? heading : Self.plain(heading))
            let drawing = BoardDrawing(size: puzzle.size, queens: Set(puzzle.givens), unicode: unicode)
            for line in drawing.lines { console.print(line) }
            console.print(unicode ? footer : Self.plain(footer))
        case .text:
            var lines = [(PuzzleField.id, puzzle.id.description)]
            if let date { lines.append((PuzzleField.date, PuzzleField.dateAndWeekday(date))) }
            if let seed { lines.append((PuzzleField.seed, String(seed))) }
            lines += [
                (PuzzleField.size, String(puzzle.size)),
                (PuzzleField.difficulty, DisplayText.difficultyInSentence(puzzle.difficulty)),
                (PuzzleField.givens, givens.joined(separator: " ")),
            ]
            for line in Wording.labelled(lines) { console.print(line) }
        case .json, .jsonl:
            var document = JSONObject(date == nil ? .puzzle : .daily)
            document.add("id", puzzle.id.description)
            document.add("size", puzzle.size)
            document.add("difficulty", puzzle.difficulty.name)
            document.add("givens", squares: puzzle.givens)
            if let date {
                document.add("date", date.description)
                document.add("weekday", date.weekday.name.lowercased())
            }
            if let seed { document.add("seed", seed) }
            console.print(document.json)
        }
    }
}

/// The labels of the text format's lines (`puzzle --format text`, `daily --format text`).
enum PuzzleField {
    /// The puzzle's ID.
    // TRANSLATORS: the label of a puzzle's ID in `nqueens puzzle --format text`.
    static var id: String { tr(context: "puzzle field", "ID") }
    /// A daily's date.
    static var date: String { tr(context: "puzzle field", "Date") }
    /// The seed a puzzle was made from.
    static var seed: String { tr(context: "puzzle field", "Seed") }
    /// The board size.
    static var size: String { tr(context: "puzzle field", "Size") }
    /// The difficulty.
    static var difficulty: String { tr(context: "puzzle field", "Difficulty") }
    /// The given queens.
    // TRANSLATORS: the label of the queens a puzzle gives, in `nqueens puzzle --format text`.
    static var givens: String { tr(context: "puzzle field", "Givens") }
    /// A regions puzzle's regions.
    static var regions: String { tr(context: "puzzle field", "Regions") }

    /// A daily's date as typed, with its weekday: `2026-12-01 (Tuesday)`.
    static func dateAndWeekday(_ date: CalendarDay) -> String {
        // TRANSLATORS: %1$s is a date as typed (2026-12-01), %2$s its weekday (Tuesday).
        tr(context: "date and weekday", "%1$s (%2$s)", date.description, DisplayText.weekdayName(date.weekday))
    }
}

extension PuzzlePrinter {
    /// `text` without its Unicode, for terminals without it: `×` as `x`, `·` as `-`.
    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "×", with: "x").replacingOccurrences(of: "·", with: "-")
    }
}
