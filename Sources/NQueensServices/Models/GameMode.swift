/// The kind of game a record or a game in progress belongs to.
///
/// Stored as its raw text, so that new modes (a daily puzzle) can join without changing the stored shape.
public enum GameMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// The player picks a board size and solves it from an empty board.
    case freePlay = "free-play"
}
