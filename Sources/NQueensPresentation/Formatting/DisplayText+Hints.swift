import NQueensEngine
import NQueensLocalization

/// What the engine's hints and deductions tell a player, in the player's language (the engine's `description`s are
/// the same sentences in English, for programmers).
extension DisplayText {
    // MARK: Free play

    /// A free-play hint: "Place a queen on e4.", "Remove the queen on c3: it attacks another queen.".
    public static func hint(_ hint: Hint) -> String {
        switch hint {
        case .place(let square):
            return tr("Place a queen on %s.", square.description)
        case .removeConflicting(let square):
            return tr("Remove the queen on %s: it attacks another queen.", square.description)
        case .removeDeadEnd(let square):
            return tr("Remove the queen on %s: no solution contains all your queens.", square.description)
        case .solved:
            return tr("Solved!")
        }
    }

    // MARK: Puzzles

    /// A puzzle's hint: a queen to take back, or the next deduction.
    public static func hint(_ hint: PuzzleHint) -> String {
        switch hint {
        case .removeConflicting(let square):
            return tr("Remove the queen on %s: it attacks another queen.", square.description)
        case .removeWrong(let square):
            return tr("Remove the queen on %s: the solution has no queen there.", square.description)
        case .deduce(let deduction):
            return self.deduction(deduction)
        case .solved:
            return tr("Solved!")
        }
    }

    /// A step of reasoning in a puzzle: "Row 3 has one safe square left: d3.".
    public static func deduction(_ deduction: Deduction) -> String {
        let square = deduction.square.description
        let line = deduction.line
        switch (deduction, line.kind) {
        case (.lastSafeSquare, .row):
            return tr("Row %1$d has one safe square left: %2$s.", line.index + 1, square)
        case (.lastSafeSquare, .column):
            return tr("Column %1$s has one safe square left: %2$s.", columnName(line.index), square)
        case (.ruledOut, .row):
            return tr("Rule out %1$s: a queen there would leave row %2$d with no safe square.", square, line.index + 1)
        case (.ruledOut, .column):
            return tr(
                "Rule out %1$s: a queen there would leave column %2$s with no safe square.", square,
                columnName(line.index))
        case (.onlyCompletion, .row):
            return tr("Of the safe squares in row %1$d, only %2$s leads to the solution.", line.index + 1, square)
        case (.onlyCompletion, .column):
            return tr(
                "Of the safe squares in column %1$s, only %2$s leads to the solution.", columnName(line.index), square)
        case (_, .diagonal), (_, .antiDiagonal):
            // Deductions reason about rows and columns only; the engine never makes one about a diagonal.
            return deduction.description
        }
    }

    /// A column as players name it: its file letter (`d`), or its 1-based number past `z`.
    static func columnName(_ column: Int) -> String {
        Square(row: 0, column: column).chessNotation.map { String($0.prefix { $0.isLetter }) } ?? String(column + 1)
    }
}
