import NQueensEngine
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
        let more = conflicts.count > 1 ? " (and \(DisplayText.count(conflicts.count - 1, "more conflict")))" : ""
        return "Conflict: \(Self.describe(first))\(more)."
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
        "Place \(DisplayText.count(puzzle.size, "queen")): one in each row, column and region, none touching."
    }

    // MARK: Words

    /// A conflict in words: "c3 and d4 touch", "c3 and f3 share row 3", "c3 and e5 are both in the orange region".
    static func describe(_ conflict: RegionsConflict) -> String {
        switch conflict {
        case .sameRow(let first, let second): "\(first) and \(second) share row \(first.row + 1)"
        case .sameColumn(let first, let second):
            "\(first) and \(second) share column \(columnName(first.column))"
        case .sameRegion(let region, let first, let second):
            "\(first) and \(second) are both in \(RegionPalette.name(ofRegion: region))"
        case .touching(let first, let second): "\(first) and \(second) touch"
        }
    }

    /// The hint in words; `nil` when the board is solved.
    func text(of hint: RegionsHint, on board: Board) -> String? {
        switch hint {
        case .solved:
            return nil
        case .removeConflicting(let square):
            let conflict = puzzle.regions.conflicts(among: board.queens).first { $0.queens.contains(square) }
            return "Take the queen off \(square): " + (conflict.map(Self.describe) ?? "it breaks a rule") + "."
        case .removeWrong(let square):
            return "Take the queen off \(square): the solution has no queen there."
        case .removeWrongMark(let square):
            return "Take your mark off \(square): its queen goes there."
        case .deduce(let deduction):
            return Self.describe(deduction)
        }
    }

    /// A deduction in words, one sentence per rule (see `RegionsDeduction`).
    static func describe(_ deduction: RegionsDeduction) -> String {
        switch deduction {
        case .onlySquare(let square, let unit):
            return "\(capitalized(name(of: [unit]))) has one possible square left, so its queen goes on \(square)."
        case .aroundQueen(let queen, _):
            return "The queen on \(queen) rules out the rest of its row, column and region, and the squares "
                + "around it."
        case .confined(let confined, let within, _):
            let subject = capitalized(name(of: confined))
            let places = name(of: within)
            if case .region = confined.first {
                let verb = confined.count == 1 ? "fits" : "fit"
                return "\(subject) \(verb) only in \(places), so the rest of \(places) is ruled out."
            }
            let verb = confined.count == 1 ? "has" : "have"
            return "\(subject) \(verb) possible squares only in \(places), so the rest of \(places) is ruled out."
        case .contradiction(let square, let unit):
            return "A queen on \(square) would leave \(name(of: [unit])) with no possible square, so \(square) is "
                + "ruled out."
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
            case .column(let index): columns.append(columnName(index))
            case .region(let index):
                regions.append("\(RegionPalette.color(ofRegion: index).name) (\(RegionMap.letter(ofRegion: index)))")
            }
        }
        var parts: [String] = []
        if !rows.isEmpty { parts.append((rows.count == 1 ? "row " : "rows ") + list(rows)) }
        if !columns.isEmpty { parts.append((columns.count == 1 ? "column " : "columns ") + list(columns)) }
        if regions.count == 1, case .region(let index) = units.first {
            parts.append(RegionPalette.name(ofRegion: index))
        } else if !regions.isEmpty {
            parts.append("the " + list(regions) + " regions")
        }
        return list(parts)
    }

    /// "a", "a and b", "a, b and c".
    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    /// The file letter of a column (`a` for 0).
    private static func columnName(_ column: Int) -> String {
        String(Square(row: 0, column: column).description.prefix { $0.isLetter })
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
