import NQueensEngine
import NQueensServices

/// A game's position and how it got there: placements, removals, undo and redo, without time or storage.
///
/// Undo restores the previous position exactly, queens in the same placement order; every action is written to
/// the move log, from which a saved game's undo and redo stacks are rebuilt. A puzzle's given queens stand on the
/// board from the start, first in placement order: no action removes or moves them, so undo never touches them.
struct GameSession: Hashable {
    /// One change to the board that undo can take back.
    enum Step: Hashable {
        /// A queen was put on the square (last in placement order).
        case placed(Square)
        /// The queen on the square, `index`-th in placement order, was taken off.
        case removed(Square, index: Int)

        /// The square the step changed.
        var square: Square {
            switch self {
            case .placed(let square), .removed(let square, _): return square
            }
        }
    }

    /// What an action did to the board.
    enum Change: Hashable {
        /// A queen was put on the square.
        case placed(Square)
        /// The queen on the square was taken off.
        case removed(Square)
    }

    /// The position.
    private(set) var board: Board

    /// The given queens, which no action changes (none outside a puzzle).
    let givens: Set<Square>

    /// The steps undo takes back, the latest last.
    private(set) var undoStack: [Step] = []

    /// The steps redo makes again, the next one last.
    private(set) var redoStack: [Step] = []

    /// Everything done, in order, with active-time offsets.
    private(set) var log: [MoveRecord] = []

    /// The number of placements the player made (undo and redo are not moves), as the seed counts moves.
    private(set) var moveCount = 0

    /// A board of `size` squares a side (at least 1) holding only `givens` (on the board, not attacking).
    init(size: Int, givens: [Square] = []) {
        board = (try? Board(size: size, queens: givens)) ?? Board.empty(size: size)
        self.givens = Set(board.queens)
    }

    /// A position with `queens` (the givens among them) and no undo history, keeping `log` and `moveCount` as they
    /// were saved.
    init(size: Int, givens: [Square] = [], queens: [Square], log: [MoveRecord], moveCount: Int) {
        let ordered = givens + queens.filter { !givens.contains($0) }
        board = (try? Board(size: size, queens: ordered)) ?? Board.empty(size: size)
        self.givens = Set(givens).intersection(board.queens)
        self.log = log
        self.moveCount = max(0, moveCount)
    }

    /// Replays `log` on a board of `size` holding `givens`, rebuilding the undo and redo stacks; `nil` when the log
    /// does not replay (a removal of a missing queen or a given, an undo with nothing to undo, a square off the
    /// board).
    init?(size: Int, givens: [Square] = [], replaying log: [MoveRecord]) {
        self.init(size: size, givens: givens)
        for move in log {
            let replayed: Change?
            switch move.kind {
            case .place:
                guard !board.hasQueen(on: move.square) else { return nil }
                replayed = toggle(move.square, at: move.offset)
            case .remove:
                guard board.hasQueen(on: move.square) else { return nil }
                replayed = toggle(move.square, at: move.offset)
            case .undo:
                guard undoStack.last?.square == move.square else { return nil }
                replayed = undo(at: move.offset)
            case .redo:
                guard redoStack.last?.square == move.square else { return nil }
                replayed = redo(at: move.offset)
            }
            guard replayed != nil else { return nil }
        }
    }

    // MARK: Actions

    /// Puts a queen on `square`, or takes off the queen standing there; `nil` (and no change) off the board or on a
    /// given queen.
    mutating func toggle(_ square: Square, at offset: Duration) -> Change? {
        guard square.isOnBoard(ofSize: board.size), !givens.contains(square) else { return nil }
        let step: Step
        if let index = board.queens.firstIndex(of: square) {
            step = .removed(square, index: index)
            log.append(MoveRecord(.remove, square, at: offset))
        } else {
            step = .placed(square)
            moveCount += 1
            log.append(MoveRecord(.place, square, at: offset))
        }
        undoStack.append(step)
        redoStack.removeAll()
        return apply(step)
    }

    /// Takes back the latest step; `nil` when there is nothing to undo.
    mutating func undo(at offset: Duration) -> Change? {
        guard let step = undoStack.popLast() else { return nil }
        let change = revert(step)
        redoStack.append(step)
        log.append(MoveRecord(.undo, step.square, at: offset))
        return change
    }

    /// Makes the latest undone step again; `nil` when there is nothing to redo.
    mutating func redo(at offset: Duration) -> Change? {
        guard let step = redoStack.popLast() else { return nil }
        let change = apply(step)
        undoStack.append(step)
        log.append(MoveRecord(.redo, step.square, at: offset))
        return change
    }

    // MARK: Steps

    /// Whether a given queen stands on `square`.
    func isGiven(_ square: Square) -> Bool {
        givens.contains(square)
    }

    /// The queens the player placed (the board's queens but the givens), in placement order.
    var placedQueens: [Square] {
        board.queens.filter { !givens.contains($0) }
    }

    /// Makes `step` on the board (an empty square on the board takes a queen without fail).
    private mutating func apply(_ step: Step) -> Change {
        switch step {
        case .placed(let square):
            try? board.place(square)
            return .placed(square)
        case .removed(let square, _):
            board.remove(square)
            return .removed(square)
        }
    }

    /// Takes `step` back, putting a removed queen back at its place in the placement order.
    private mutating func revert(_ step: Step) -> Change {
        switch step {
        case .placed(let square):
            board.remove(square)
            return .removed(square)
        case .removed(let square, let index):
            var queens = board.queens
            queens.insert(square, at: min(max(index, 0), queens.count))
            if let restored = try? Board(size: board.size, queens: queens) {
                board = restored
            } else {
                try? board.place(square)
            }
            return .placed(square)
        }
    }
}

extension Board {
    /// An empty board of `size` squares a side; sizes below 1 give a 1×1 board.
    static func empty(size: Int) -> Board {
        do {
            return try Board(size: max(1, size))
        } catch {
            // `Board(size:)` throws only for sizes below 1, which `max` rules out.
            return empty(size: 1)
        }
    }
}
