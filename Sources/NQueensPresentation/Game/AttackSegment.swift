import NQueensEngine

/// A red attack line as a stroke: from the first to the last queen on a line shared by two or more queens.
///
/// Front ends that draw the board as a picture (GTK, SwiftUI) stroke these over the tinted attack-line squares;
/// a text front end tints the squares only.
public struct AttackSegment: Hashable, Sendable {
    /// The queen at one end (the lower one; on a row, the left one).
    public let from: Square

    /// The queen at the other end.
    public let to: Square

    /// Creates a segment between two queens.
    public init(from: Square, to: Square) {
        self.from = from
        self.to = to
    }

    /// The segments of `board`: one per conflict line, between its outermost queens, in the engine's line order.
    public static func segments(of board: Board) -> [AttackSegment] {
        let occupied = Set(board.queens)
        return board.conflictLines.compactMap { line in
            let queens = line.squares(onBoardOfSize: board.size).filter(occupied.contains)
            guard let first = queens.first, let last = queens.last, first != last else { return nil }
            return AttackSegment(from: first, to: last)
        }
    }
}
