/// A row, a column or a region of a regions puzzle: what holds exactly one queen.
public enum RegionsUnit: Hashable, Sendable, Comparable {
    /// The row (0-based from the bottom).
    case row(Int)
    /// The column (0-based from the left).
    case column(Int)
    /// The region (its number in the map; `RegionMap.letter(ofRegion:)` names it).
    case region(Int)

    /// Orders units: rows, then columns, then regions, each by index.
    public static func < (lhs: RegionsUnit, rhs: RegionsUnit) -> Bool {
        lhs.sortKey < rhs.sortKey
    }

    private var sortKey: (Int, Int) {
        switch self {
        case .row(let index): (0, index)
        case .column(let index): (1, index)
        case .region(let index): (2, index)
        }
    }
}

/// One step a player can take in a regions puzzle by reasoning alone.
///
/// The deduction solver names the next one for any position on the way to the solution
/// (`RegionsPuzzle.nextDeduction(queens:ruledOut:)`), and grades puzzles by the rules their steps need. A step is a
/// structured value, so that a front end can say it in its own words and mark its squares: "The orange region fits
/// only in row 4, so the rest of row 4 is ruled out" is `.confined([.region(2)], within: [.row(3)], ruledOut: …)`
/// with region 2 drawn orange. A square is *possible* while it holds no queen and is not ruled out.
///
/// The five rules (`Rule`), and the grade each belongs to:
/// - easy: `.onlySquare` (a row, column or region with one possible square holds its queen there) and
///   `.aroundQueen` (a queen rules out its row, column, region and the eight squares around it);
/// - medium: `.confined` with one unit on each side (a region confined to one row or column rules out the rest of
///   it, and a row or column inside one region rules out the rest of the region), and with k on each side (k
///   regions confined to k rows or columns, or k rows or columns inside k regions);
/// - hard: `.contradiction` (a square is ruled out when a queen there would leave a row, column or region with no
///   possible square).
public enum RegionsDeduction: Hashable, Sendable {
    /// The row, column or region (without a queen) has one possible square left, so its queen stands there.
    case onlySquare(Square, in: RegionsUnit)

    /// The queen on the square rules out the other squares of its row, column and region and the squares that touch
    /// it; `ruledOut` are those of them still possible, in `Square`'s order.
    case aroundQueen(Square, ruledOut: [Square])

    /// The `confined` units' possible squares all lie within as many units of `within`, so those units' other
    /// squares are ruled out (`ruledOut`, in `Square`'s order).
    ///
    /// Either regions confined to rows or columns (`confined` are regions, `within` rows or columns: the queens of
    /// those rows or columns are the regions' own), or rows or columns inside regions (`confined` are rows or
    /// columns, `within` regions: the regions' queens stand in those rows or columns). Both lists are sorted.
    case confined([RegionsUnit], within: [RegionsUnit], ruledOut: [Square])

    /// A queen on the square would leave `emptying` (a row, column or region) with no possible square, so the
    /// square is ruled out.
    case contradiction(Square, emptying: RegionsUnit)

    /// The rules, from the simplest.
    public enum Rule: Hashable, Sendable, CaseIterable {
        /// A row, column or region with one possible square holds its queen there (easy).
        case onlySquare
        /// A queen rules out its row, column, region and the squares around it (easy).
        case aroundQueen
        /// One region confined to one row or column, or one row or column inside one region (medium).
        case confinement
        /// k regions confined to k rows or columns, or k rows or columns inside k regions, k ≥ 2 (medium).
        case groupConfinement
        /// A queen on the square would leave a row, column or region with no possible square (hard).
        case contradiction

        /// The grade whose rules include this one.
        public var difficulty: PuzzleDifficulty {
            switch self {
            case .onlySquare, .aroundQueen: .easy
            case .confinement, .groupConfinement: .medium
            case .contradiction: .hard
            }
        }
    }

    /// The rule the step follows.
    public var rule: Rule {
        switch self {
        case .onlySquare: .onlySquare
        case .aroundQueen: .aroundQueen
        case .confined(let confined, _, _): confined.count == 1 ? .confinement : .groupConfinement
        case .contradiction: .contradiction
        }
    }

    /// The grade whose rules include the step's.
    public var difficulty: PuzzleDifficulty {
        rule.difficulty
    }

    /// The square the step puts a queen on, or `nil` for a step that rules squares out.
    public var placedQueen: Square? {
        if case .onlySquare(let square, _) = self { return square }
        return nil
    }

    /// The squares the step rules out, in `Square`'s order (none for a step that places a queen).
    public var ruledOutSquares: [Square] {
        switch self {
        case .onlySquare: []
        case .aroundQueen(_, let squares), .confined(_, _, let squares): squares
        case .contradiction(let square, _): [square]
        }
    }
}
