import NQueensEngine

/// One step of a game's move log: what the player did, on which square, and when.
///
/// A log replays without knowing the undo and redo stacks: `place` puts a queen on `square`, `remove` takes it off,
/// `undo`/`redo` toggle the queen on `square` (the square whose queen the undo or redo added or took away); `mark`
/// puts the player's ✕ on an empty square, `unmark` takes it off, and `undoMark`/`redoMark` toggle that ✕.
///
/// One action can change several squares (a drag that marks a row, Clear marks, a queen put on a marked square,
/// the undo of any of these): its first change is an entry of its own and each further one `continuesStep`, so
/// that undo takes the whole action back at once.
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
        /// The player put a mark (✕, a note that no queen goes there) on the empty square.
        case mark
        /// The player took the mark off the square (Clear marks, an erasing drag, or a queen put there).
        case unmark
        /// An undo put back or took away the mark on the square.
        case undoMark = "undo-mark"
        /// A redo put back or took away the mark on the square.
        case redoMark = "redo-mark"

        /// Whether the entry is about the player's mark on the square rather than a queen.
        public var isMarkChange: Bool {
            switch self {
            case .mark, .unmark, .undoMark, .redoMark: true
            case .place, .remove, .undo, .redo: false
            }
        }
    }

    /// What the player did.
    public let kind: Kind

    /// The square whose queen or mark was put, taken off, or toggled by an undo or redo.
    public let square: Square

    /// The active time from the start of the game to this move (pauses excluded), to the millisecond.
    public let offset: Duration

    /// Whether this change belongs to the same action as the entry before it (one undo step).
    public let continuesStep: Bool

    /// Creates a log entry; `offset` is rounded to the nearest millisecond.
    public init(_ kind: Kind, _ square: Square, at offset: Duration, continuesStep: Bool = false) {
        self.kind = kind
        self.square = square
        self.offset = offset.roundedToMilliseconds
        self.continuesStep = continuesStep
    }
}

// MARK: - Coding

extension MoveRecord: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, square
        case offsetMilliseconds, continuesStep
    }

    /// Decodes a log entry: `kind`, `square` (`row`, `column`, 0-based), `offsetMilliseconds` and, when true,
    /// `continuesStep`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(Kind.self, forKey: .kind),
            try container.decode(Square.self, forKey: .square),
            at: .milliseconds(try container.decode(Int64.self, forKey: .offsetMilliseconds)),
            continuesStep: try container.decodeIfPresent(Bool.self, forKey: .continuesStep) ?? false)
    }

    /// Encodes a log entry: `kind`, `square` (`row`, `column`, 0-based), `offsetMilliseconds` and, only when true,
    /// `continuesStep`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(square, forKey: .square)
        try container.encode(offset.wholeMilliseconds, forKey: .offsetMilliseconds)
        if continuesStep { try container.encode(true, forKey: .continuesStep) }
    }
}
