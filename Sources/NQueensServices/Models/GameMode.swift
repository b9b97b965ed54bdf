/// The kind of game a record or a game in progress belongs to.
///
/// Stored as its raw text, so that new modes can join without changing the stored shape.
public enum GameMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// The player picks a board size and solves it from an empty board.
    case freePlay = "free-play"
    /// The daily puzzle of a date: given queens, one solution (the record keeps the date and the puzzle ID).
    case daily
    /// A puzzle named by its ID: given queens, one solution (the record keeps the puzzle ID).
    case puzzle

    /// Whether the game is a puzzle with given queens (a daily or a puzzle by ID).
    public var hasGivens: Bool {
        self != .freePlay
    }
}
