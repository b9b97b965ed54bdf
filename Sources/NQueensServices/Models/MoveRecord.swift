import NQueensEngine

/// One step of a game's move log: what the player did, on which square, and when.
///
/// A log replays without knowing the undo and redo stacks: `place` puts a queen on `square`, `remove` takes it off,
/// and `undo`/`redo` toggle the queen on `square` (the square whose queen the undo or redo added or took away).
public struct MoveRecord: Sendable, Hashable {
    /// What the player did.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A queen was put on the square.
        case place
        /// The queen on the square was taken off.
        case remove
        /// An undo added or took away the queen on the square.
        case undo
        /// A redo added or took away the queen on the square.
        case redo
    }

    /// What the player did.
    public let kind: Kind

    /// The square whose queen was put, taken off, or toggled by an undo or redo.
    public let square: Square

    /// The active time from the start of the game to this move (pauses excluded), to the millisecond.
    public let offset: Duration

    /// Creates a log entry; `offset` is rounded to the nearest millisecond.
    public init(_ kind: Kind, _ square: Square, at offset: Duration) {
        self.kind = kind
        self.square = square
        self.offset = offset.roundedToMilliseconds
    }
}

// MARK: - Coding

extension MoveRecord: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, square
        case offsetMilliseconds
    }

    /// Decodes a log entry: `kind`, `square` (`row`, `column`, 0-based) and `offsetMilliseconds`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(Kind.self, forKey: .kind),
            try container.decode(Square.self, forKey: .square),
            at: .milliseconds(try container.decode(Int64.self, forKey: .offsetMilliseconds)))
    }

    /// Encodes a log entry: `kind`, `square` (`row`, `column`, 0-based) and `offsetMilliseconds`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(square, forKey: .square)
        try container.encode(offset.wholeMilliseconds, forKey: .offsetMilliseconds)
    }
}
