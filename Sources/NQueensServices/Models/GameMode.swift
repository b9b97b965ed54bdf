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
    /// A regions puzzle (one queen per row, column and coloured region, no two touching): the record keeps its
    /// regions ID (`R8M-…`), and a regions daily also the date, which tells it apart from the classic daily.
    case regions

    /// Whether the game is a classic puzzle with given queens (a daily or a puzzle by ID).
    public var hasGivens: Bool {
        self == .daily || self == .puzzle
    }

    /// Whether the game is one fixed puzzle (a daily, a puzzle by ID, a regions puzzle) rather than free play, so
    /// that playing it again means the same puzzle.
    public var isFixedPuzzle: Bool {
        self != .freePlay
    }
}
