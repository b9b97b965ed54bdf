import Foundation
import NQueensEngine
import NQueensLocalization
import NQueensPresentation
import NQueensTerminal

/// Words that several of the command line's messages share, in the player's language.
enum Wording {
    /// A difficulty as a word inside a line, such as the `easy` of "9×9 easy".
    static func difficulty(_ difficulty: PuzzleDifficulty) -> String {
        switch difficulty {
        // TRANSLATORS: a puzzle's difficulty inside a line such as "9×9 easy" (in small letters where your language
        // writes it so).
        case .easy: tr(context: "difficulty in a line", "easy")
        // TRANSLATORS: a puzzle's difficulty inside a line such as "9×9 medium".
        case .medium: tr(context: "difficulty in a line", "medium")
        // TRANSLATORS: a puzzle's difficulty inside a line such as "9×9 hard".
        case .hard: tr(context: "difficulty in a line", "hard")
        }
    }

    /// A puzzle's size and difficulty in a few words: "9×9 easy".
    static func puzzleKind(size: Int, difficulty: PuzzleDifficulty) -> String {
        // TRANSLATORS: a puzzle's board size (9×9) and its difficulty (easy, medium or hard), as in "9×9 easy".
        tr(context: "puzzle kind", "%1$s %2$s", DisplayText.boardSize(size), Self.difficulty(difficulty))
    }

    /// A weekday's name in the player's language ("Tuesday"), from the locale's own calendar data.
    static func weekday(_ day: Weekday) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Localization.locale
        // Foundation's names start on Sunday, NQueens' weekdays on Monday.
        return calendar.weekdaySymbols[(day.rawValue + 1) % 7]
    }

    /// `rows` of a label and a value, the labels padded to the widest (at least 12 columns), as the text formats
    /// print a puzzle.
    static func labelled(_ rows: [(label: String, value: String)]) -> [String] {
        let width = max(12, (rows.map { $0.label.displayWidth }.max() ?? 0) + 2)
        return rows.map { row in
            row.label + String(repeating: " ", count: max(0, width - row.label.displayWidth)) + row.value
        }
    }
}
