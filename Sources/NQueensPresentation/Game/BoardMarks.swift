import NQueensEngine

/// What an empty square carries besides a queen: a note written on it.
public enum SquareAnnotation: Hashable, Sendable {
    /// The player's own mark (✕): a note that they think no queen goes there. It is never a rule: it makes no
    /// placement illegal, and a queen put there replaces it.
    case marked
    /// A puzzle's hint proved that no queen goes there: a fact about the solution, which stays.
    case ruledOut
}

/// The notes on a board's empty squares: the player's marks, and the squares a puzzle's hints ruled out.
///
/// The two are kept apart, because they are different things: a mark is the player's (undo, Clear marks and the
/// move log cover it), a square ruled out is the hint's (it stays for the rest of the game). A square can be
/// both: a player's mark on a square a later hint rules out becomes the hint's (`annotation(at:)` says
/// `ruledOut`), and the mark underneath only comes to matter again if it is taken off.
public struct BoardMarks: Hashable, Sendable {
    /// The squares the player marked.
    public private(set) var marked: Set<Square> = []

    /// The squares hints ruled out, in the order they were ruled out.
    public private(set) var ruledOut: [Square] = []

    private var ruledOutSet: Set<Square> = []

    /// No marks, nothing ruled out.
    public init() {}

    /// The player's `marked` squares and the squares hints `ruledOut` (in order, each once).
    public init(marked: some Sequence<Square>, ruledOut: some Sequence<Square> = [Square]()) {
        self.marked = Set(marked)
        for square in ruledOut { ruleOut(square) }
    }

    // MARK: Reading

    /// What `square` shows: ruled out (the hint's, whatever the player wrote), marked, or nothing.
    public func annotation(at square: Square) -> SquareAnnotation? {
        if ruledOutSet.contains(square) { return .ruledOut }
        return marked.contains(square) ? .marked : nil
    }

    /// Whether the player marked `square` and the mark shows (no hint ruled the square out).
    public func showsMark(on square: Square) -> Bool {
        annotation(at: square) == .marked
    }

    /// Whether a hint ruled `square` out.
    public func isRuledOut(_ square: Square) -> Bool {
        ruledOutSet.contains(square)
    }

    /// The player's marks in a fixed order (bottom rank first, each rank from the left): how they are saved.
    public var sortedMarks: [Square] {
        marked.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
    }

    // MARK: Writing

    /// Marks `square`; `false` when it already was.
    @discardableResult
    mutating func mark(_ square: Square) -> Bool {
        marked.insert(square).inserted
    }

    /// Takes the mark off `square`; `false` when there was none.
    @discardableResult
    mutating func unmark(_ square: Square) -> Bool {
        marked.remove(square) != nil
    }

    /// Records that a hint ruled `square` out; `false` when one already had.
    @discardableResult
    mutating func ruleOut(_ square: Square) -> Bool {
        guard ruledOutSet.insert(square).inserted else { return false }
        ruledOut.append(square)
        return true
    }
}
