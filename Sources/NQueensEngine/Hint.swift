/// The one thing a player should do next to move a position toward a solution.
///
/// `Board.hint()` gives it; `description` says it in words for a player.
public enum Hint: Hashable, Sendable, CustomStringConvertible {
    /// Put a queen on this square: at least one full solution keeps every current queen and this one.
    case place(Square)
    /// Take the queen off this square: it attacks another queen (and clears the most attacking pairs).
    case removeConflicting(Square)
    /// Take the queen off this square: no attack yet, but no full solution keeps every current queen.
    case removeDeadEnd(Square)
    /// The board holds a full solution.
    case solved

    /// The square the hint is about (where to place, or which queen to remove); `nil` when solved.
    public var square: Square? {
        switch self {
        case .place(let square), .removeConflicting(let square), .removeDeadEnd(let square):
            return square
        case .solved:
            return nil
        }
    }

    /// Whether the hint asks the player to take a queen off the board.
    public var isRemoval: Bool {
        switch self {
        case .removeConflicting, .removeDeadEnd: return true
        case .place, .solved: return false
        }
    }

    /// The hint in words for a player, such as "Place a queen on e4.".
    public var description: String {
        switch self {
        case .place(let square):
            return "Place a queen on \(square)."
        case .removeConflicting(let square):
            return "Remove the queen on \(square): it attacks another queen."
        case .removeDeadEnd(let square):
            return "Remove the queen on \(square): no solution contains all your queens."
        case .solved:
            return "Solved!"
        }
    }
}
