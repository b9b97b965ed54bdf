import NQueensLocalization

/// Where a game stands, for the status line.
public enum GameStatus: Hashable, Sendable {
    /// No queen is on the board yet; `queens` queens are to be placed.
    case empty(queens: Int)
    /// No queen attacks another and a solution still contains them; `remaining` queens are to be placed.
    case keepGoing(remaining: Int)
    /// `queens` queens attack at least one other.
    case conflict(queens: Int)
    /// No queen attacks another, but no solution contains all of them: some must go.
    case deadEnd
    /// The board is solved.
    case solved

    /// How the status line should look.
    public var tone: StatusTone {
        switch self {
        case .empty, .keepGoing: return .neutral
        case .conflict: return .danger
        case .deadEnd: return .warning
        case .solved: return .success
        }
    }

    /// The status in words, one line.
    public var text: String {
        switch self {
        case .empty(let queens):
            return trn(
                "Place %d queen so that no two attack each other.", "Place %d queens so that no two attack each other.",
                count: queens)
        case .keepGoing(let remaining):
            return trn("Keep going: %d queen to place.", "Keep going: %d queens to place.", count: remaining)
        case .conflict(let queens):
            return trn(
                "Conflict: %d queen attacks another.", "Conflict: %d queens attack each other.", count: queens)
        case .deadEnd:
            return tr("Dead end: no solution contains these queens.")
        case .solved:
            return tr("Solved!")
        }
    }
}

/// The mood of a status line or message, which front ends map to colours (accent, conflict, hint).
public enum StatusTone: Hashable, Sendable {
    /// Information.
    case neutral
    /// Something to fix before the game can be won (a dead end).
    case warning
    /// Something wrong (queens attacking each other).
    case danger
    /// A success (solved).
    case success
}
