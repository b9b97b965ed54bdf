/// How hard a puzzle is: which of the deduction rules a player needs to solve it without guessing.
///
/// - `easy`: "a row or column with one safe square left must hold a queen there" is enough;
/// - `medium`: it also takes "a square is ruled out when a queen there would leave some row or column with no
///   safe square";
/// - `hard`: the puzzle has one solution, but the two rules alone do not reach it.
///
/// A safe square is one that no queen attacks, in a row and column without a queen, and not ruled out yet.
public enum PuzzleDifficulty: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Solvable with the last-safe-square rule alone.
    case easy
    /// Solvable with the last-safe-square rule and ruling squares out.
    case medium
    /// Unique, but needs more than both rules.
    case hard

    /// Orders difficulties from easy to hard.
    public static func < (lhs: PuzzleDifficulty, rhs: PuzzleDifficulty) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The difficulty as a word for a player: `easy`, `medium`, `hard`.
    public var name: String {
        rawValue
    }

    private var rank: Int {
        switch self {
        case .easy: 0
        case .medium: 1
        case .hard: 2
        }
    }
}
