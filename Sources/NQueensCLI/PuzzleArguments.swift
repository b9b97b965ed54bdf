import Foundation
import NQueensEngine
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
            throw .usage("\(command): '\(text)' is not a date; write it YYYY-MM-DD, like \(today)")
        }
        guard date <= today else {
            throw .usage("\(command): the daily of \(date) is not out yet; today is \(today)")
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
            throw .invalidData("\(command): \(error)")
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
        let kind = "\(DisplayText.boardSize(puzzle.size)) \(puzzle.difficulty.name)"
        if let date { return "Daily puzzle · \(DisplayText.longDate(date)) · \(kind)" }
        return "Puzzle · \(kind)" + (seed.map { " · seed \($0)" } ?? "")
    }

    /// Writes the puzzle to `console`.
    func print(on console: Console) {
        let givens = puzzle.givens.map(\.description)
        switch format {
        case .board:
            console.print(unicode ? heading : Self.plain(heading))
            let drawing = BoardDrawing(size: puzzle.size, queens: Set(puzzle.givens), unicode: unicode)
            for line in drawing.lines { console.print(line) }
            let footer =
                "ID \(puzzle.id) · \(DisplayText.count(puzzle.givens.count, "given queen")); place "
                + "\(puzzle.queensToPlace) more so that no two queens attack each other."
            console.print(unicode ? footer : Self.plain(footer))
        case .text:
            var lines = [("ID", puzzle.id.description)]
            if let date { lines.append(("Date", "\(date) (\(date.weekday.name))")) }
            if let seed { lines.append(("Seed", String(seed))) }
            lines += [
                ("Size", String(puzzle.size)), ("Difficulty", puzzle.difficulty.name),
                ("Givens", givens.joined(separator: " ")),
            ]
            for (label, value) in lines {
                console.print(label.padding(toLength: 12, withPad: " ", startingAt: 0) + value)
            }
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

extension PuzzlePrinter {
    /// `text` without its Unicode, for terminals without it: `×` as `x`, `·` as `-`.
    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "×", with: "x").replacingOccurrences(of: "·", with: "-")
    }
}
