import NQueensEngine
import NQueensLocalization
import NQueensPresentation
import NQueensTerminal

/// Words that several of the command line's messages share, in the player's language.
enum Wording {
    /// A puzzle's size and difficulty in a few words: "9×9 easy".
    static func puzzleKind(size: Int, difficulty: PuzzleDifficulty) -> String {
        // TRANSLATORS: a puzzle's board size (9×9) and its difficulty (easy, medium or hard), as in "9×9 easy".
        tr(
            context: "puzzle kind", "%1$s %2$s", DisplayText.boardSize(size),
            DisplayText.difficultyInSentence(difficulty))
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
