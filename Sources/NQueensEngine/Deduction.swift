/// One step a player can take in a puzzle by reasoning alone, with the reason in words.
///
/// The deduction solver names the next one for any position on the way to a puzzle's solution; hints in a
/// puzzle show it ("Row 3 has one safe square left: d3.").
public enum Deduction: Hashable, Sendable, CustomStringConvertible {
    /// The line (a row or a column) has one safe square left, so its queen stands there (the easy rule).
    case lastSafeSquare(Square, in: Line)
    /// A queen on the square would leave the line (a row or a column) with no safe square, so the square is ruled
    /// out (the medium rule).
    case ruledOut(Square, emptying: Line)
    /// Neither rule applies anywhere: of the row's safe squares, only this one leads to the solution (what a hard
    /// puzzle needs at some point, found by search).
    case onlyCompletion(Square, in: Line)

    /// The square the deduction is about: where the queen goes, or the square ruled out.
    public var square: Square {
        switch self {
        case .lastSafeSquare(let square, _), .ruledOut(let square, _), .onlyCompletion(let square, _):
            return square
        }
    }

    /// The row or column the deduction reasons about.
    public var line: Line {
        switch self {
        case .lastSafeSquare(_, let line), .ruledOut(_, let line), .onlyCompletion(_, let line):
            return line
        }
    }

    /// Whether the deduction puts a queen on its square (otherwise it rules the square out).
    public var placesQueen: Bool {
        switch self {
        case .lastSafeSquare, .onlyCompletion: return true
        case .ruledOut: return false
        }
    }

    /// The difficulty whose rules this deduction takes: easy, medium, or hard for one found by search.
    public var difficulty: PuzzleDifficulty {
        switch self {
        case .lastSafeSquare: return .easy
        case .ruledOut: return .medium
        case .onlyCompletion: return .hard
        }
    }

    /// The deduction in words for a player, such as "Row 3 has one safe square left: d3.".
    public var description: String {
        switch self {
        case .lastSafeSquare(let square, let line):
            return "\(line.name.capitalizedFirst) has one safe square left: \(square)."
        case .ruledOut(let square, let line):
            return "Rule out \(square): a queen there would leave \(line.name) with no safe square."
        case .onlyCompletion(let square, let line):
            return "Of the safe squares in \(line.name), only \(square) leads to the solution."
        }
    }
}

// MARK: - Naming lines

extension Line {
    /// The row or column as a player names it: "row 3" (1-based from the bottom), "column d" (its file letter, or
    /// its 1-based number past `z`); diagonals by their squares' direction and index.
    public var name: String {
        switch kind {
        case .row:
            return "row \(index + 1)"
        case .column:
            let file = Square(row: 0, column: index).chessNotation.map { String($0.prefix(1)) }
            return "column \(file ?? String(index + 1))"
        case .diagonal:
            return "diagonal \(index)"
        case .antiDiagonal:
            return "anti-diagonal \(index)"
        }
    }
}

extension String {
    /// The string with its first letter in upper case ("row 3" → "Row 3").
    fileprivate var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
