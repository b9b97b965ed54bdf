import NQueensEngine
import NQueensLocalization
import NQueensServices

/// A regions puzzle's rules.
///
/// One queen in each row, each column and each coloured region, and no two queens touching, not even at a corner.
/// Regions are named by their colour (`RegionPalette`) in every text.
struct RegionsRules: GameRules {
    /// The puzzle played.
    let puzzle: RegionsPuzzle

    var fixedSize: Int? { puzzle.size }

    var givens: [Square] { [] }

    var isPuzzle: Bool { true }

    var regions: RegionMap? { puzzle.regions }

    func isSolved(_ board: Board) -> Bool {
        board.queens.count == puzzle.size && puzzle.regions.isSolution(board.queens)
    }

    func highlights(on board: Board) -> BoardHighlights {
        let conflicting = puzzle.regions.conflicts(among: board.queens).flatMap(\.queens)
        var attacked: Set<Square> = []
        for queen in board.queens { attacked.formUnion(puzzle.regions.squaresRuledOut(byQueenOn: queen)) }
        attacked.subtract(board.queens)
        return BoardHighlights(conflicting: Set(conflicting), attacked: attacked)
    }

    func isInConflict(_ square: Square, on board: Board) -> Bool {
        puzzle.regions.conflicts(among: board.queens).contains { $0.queens.contains(square) }
    }

    func conflictText(on board: Board) -> String? {
        let conflicts = puzzle.regions.conflicts(among: board.queens)
        guard let first = conflicts.first else { return nil }
        guard conflicts.count > 1 else {
            // TRANSLATORS: %s is a conflict, such as "c3 and d4 touch".
            return tr("Conflict: %s.", Self.describe(first))
        }
        return trn(
            "Conflict: %1$s (and %2$d more conflict).", "Conflict: %1$s (and %2$d more conflicts).",
            count: conflicts.count - 1, Self.describe(first), conflicts.count - 1)
    }

    func squaresRuledOut(byQueenOn square: Square) -> [Square] {
        puzzle.regions.squaresRuledOut(byQueenOn: square)
    }

    func hint(on board: Board, ruledOut: [Square], marks: [Square]) -> GameHint {
        let found = puzzle.hint(queens: board.queens, ruledOut: ruledOut + marks)
        guard let text = text(of: found, on: board) else { return .nothing }
        return .regions(found, text: text)
    }

    var puzzleText: String? {
        [DisplayText.boardSize(puzzle.size), DisplayText.difficulty(puzzle.difficulty), puzzle.id.description]
            .joined(separator: " · ")
    }

    var startText: String? {
        trn(
            "Place %d queen: one in each row, column and region, none touching.",
            "Place %d queens: one in each row, column and region, none touching.", count: puzzle.size)
    }

    // MARK: Words

    /// A conflict in words: "c3 and d4 touch", "c3 and f3 share row 3", "c3 and e5 are both in the orange region
    /// (A)".
    static func describe(_ conflict: RegionsConflict) -> String {
        switch conflict {
        case .sameRow(let first, let second):
            tr("%1$s and %2$s share row %3$d", first.description, second.description, first.row + 1)
        case .sameColumn(let first, let second):
            tr(
                "%1$s and %2$s share column %3$s", first.description, second.description,
                DisplayText.columnName(first.column))
        case .sameRegion(let region, let first, let second):
            // TRANSLATORS: %3$s is a region, such as "the orange region (A)".
            tr(
                "%1$s and %2$s are both in %3$s", first.description, second.description,
                RegionPalette.name(ofRegion: region))
        case .touching(let first, let second):
            tr("%1$s and %2$s touch", first.description, second.description)
        }
    }

    /// The hint in words; `nil` when the board is solved.
    func text(of hint: RegionsHint, on board: Board) -> String? {
        switch hint {
        case .solved:
            return nil
        case .removeConflicting(let square):
            guard
                let conflict = puzzle.regions.conflicts(among: board.queens).first(where: { $0.queens.contains(square) }
                )
            else { return tr("Take the queen off %s: it breaks a rule.", square.description) }
            // TRANSLATORS: %2$s is a conflict, such as "c3 and d4 touch".
            return tr("Take the queen off %1$s: %2$s.", square.description, Self.describe(conflict))
        case .removeWrong(let square):
            return tr("Take the queen off %s: the solution has no queen there.", square.description)
        case .removeWrongMark(let square):
            return tr("Take your mark off %s: its queen goes there.", square.description)
        case .deduce(let deduction):
            return Self.describe(deduction)
        }
    }

    /// A deduction in words, one sentence per rule (see `RegionsDeduction`).
    static func describe(_ deduction: RegionsDeduction) -> String {
        switch deduction {
        case .onlySquare(let square, let unit):
            return onlySquareText(square.description, in: unit)
        case .aroundQueen(let queen, _):
            return tr(
                "The queen on %s rules out the rest of its row, column and region, and the squares around it.",
                queen.description)
        case .confined(let confined, let within, _):
            let subject = capitalized(name(of: confined))
            let places = name(of: within)
            if case .region = confined.first {
                // TRANSLATORS: %1$s names regions ("The orange region (A)"), %2$s rows or columns ("rows 3 and 4").
                return trn(
                    "%1$s fits only in %2$s, so the rest of %2$s is ruled out.",
                    "%1$s fit only in %2$s, so the rest of %2$s is ruled out.", count: confined.count, subject, places)
            }
            // TRANSLATORS: %1$s names rows or columns ("Rows 3 and 4"), %2$s regions ("the orange region (A)").
            return trn(
                "%1$s has possible squares only in %2$s, so the rest of %2$s is ruled out.",
                "%1$s have possible squares only in %2$s, so the rest of %2$s is ruled out.", count: confined.count,
                subject, places)
        case .contradiction(let square, let unit):
            // TRANSLATORS: %2$s is a row, column or region, such as "row 4" or "the orange region (A)".
            return tr(
                "A queen on %1$s would leave %2$s with no possible square, so %1$s is ruled out.", square.description,
                name(of: [unit]))
        }
    }

    /// "Row 4 has one possible square left, so its queen goes on c4." and the same of a column or a region.
    private static func onlySquareText(_ square: String, in unit: RegionsUnit) -> String {
        switch unit {
        case .row(let index):
            return tr("Row %1$d has one possible square left, so its queen goes on %2$s.", index + 1, square)
        case .column(let index):
            return tr(
                "Column %1$s has one possible square left, so its queen goes on %2$s.", DisplayText.columnName(index),
                square)
        case .region(let index):
            // TRANSLATORS: %1$s is a region's colour (orange), %2$s its letter (A).
            return tr(
                "The %1$s region (%2$s) has one possible square left, so its queen goes on %3$s.",
                RegionPalette.color(ofRegion: index).name, String(RegionMap.letter(ofRegion: index)), square)
        }
    }

    /// Units in words: "row 4", "rows 3 and 4", "column c", "the orange region (A)", "the orange (A) and blue (B)
    /// regions".
    static func name(of units: [RegionsUnit]) -> String {
        var rows: [String] = []
        var columns: [String] = []
        var regions: [String] = []
        for unit in units {
            switch unit {
            case .row(let index): rows.append(String(index + 1))
            case .column(let index): columns.append(DisplayText.columnName(index))
            case .region(let index):
                // TRANSLATORS: a region in a list of regions: its colour, then its letter: orange (A).
                regions.append(
                    tr(
                        context: "region colour and letter", "%1$s (%2$s)", RegionPalette.color(ofRegion: index).name,
                        RegionMap.letter(ofRegion: index)))
            }
        }
        var parts: [String] = []
        // TRANSLATORS: rows of a board in a hint; %s is one number or a list of them: "row 4", "rows 3 and 4".
        if !rows.isEmpty { parts.append(trn("row %s", "rows %s", count: rows.count, DisplayText.list(rows))) }
        if !columns.isEmpty {
            // TRANSLATORS: columns of a board in a hint; %s is one letter or a list: "column c", "columns c and d".
            parts.append(trn("column %s", "columns %s", count: columns.count, DisplayText.list(columns)))
        }
        if regions.count == 1, case .region(let index) = units.first {
            parts.append(RegionPalette.name(ofRegion: index))
        } else if !regions.isEmpty {
            // TRANSLATORS: regions in a hint; %s lists their colours and letters: "the orange (A) and blue (B) regions".
            parts.append(tr("the %s regions", DisplayText.list(regions)))
        }
        return DisplayText.list(parts)
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
