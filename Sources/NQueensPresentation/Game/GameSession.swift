import NQueensEngine
import NQueensServices

/// A game's position and how it got there: queens placed and removed, the player's marks, undo and redo, without
/// time or storage.
///
/// Every action is one step: the changes it made to squares (a queen put or taken off, a mark put or taken off),
/// which undo takes back together and redo makes again together. One action may change several squares: a queen
/// put on a marked square takes the mark off first, a drag marks every square it crosses, Clear marks takes every
/// mark off. Undo restores the previous position exactly, queens in the same placement order and marks as they
/// were.
///
/// Every change is written to the move log (`MoveRecord`, a step's further changes `continuesStep`), from which a
/// saved game's undo and redo stacks are rebuilt (`init(size:givens:replaying:)`). A puzzle's given queens stand
/// on the board from the start, first in placement order: no action removes, moves or marks them, so undo never
/// touches them. The squares a puzzle's hints ruled out are kept beside the marks (`BoardMarks`); they are facts,
/// not actions, so they are neither undone nor logged.
struct GameSession: Hashable {
    /// One change to one square.
    enum Change: Hashable {
        /// A queen was put on the square (last in placement order).
        case placed(Square)
        /// The queen on the square, `index`-th in placement order, was taken off.
        case removed(Square, index: Int)
        /// The player marked the empty square.
        case marked(Square)
        /// The player's mark on the square was taken off.
        case unmarked(Square)

        /// The square the change is about.
        var square: Square {
            switch self {
            case .placed(let square), .removed(let square, _), .marked(let square), .unmarked(let square): square
            }
        }

        /// Whether the change put a queen on the board or took one off (rather than a mark).
        var changesQueens: Bool {
            switch self {
            case .placed, .removed: true
            case .marked, .unmarked: false
            }
        }

        /// The log's kind for this change made by the player.
        var kind: MoveRecord.Kind {
            switch self {
            case .placed: .place
            case .removed: .remove
            case .marked: .mark
            case .unmarked: .unmark
            }
        }
    }

    /// The changes one action made, in order: what undo takes back at once.
    typealias Step = [Change]

    /// The position.
    private(set) var board: Board

    /// The given queens, which no action changes (none outside a puzzle).
    let givens: Set<Square>

    /// The player's marks and the squares hints ruled out.
    private(set) var marks = BoardMarks()

    /// The steps undo takes back, the latest last.
    private(set) var undoStack: [Step] = []

    /// The steps redo makes again, the next one last.
    private(set) var redoStack: [Step] = []

    /// Everything done, in order, with active-time offsets.
    private(set) var log: [MoveRecord] = []

    /// The number of placements the player made (undo and redo are not moves, nor are marks), as the seed counts
    /// moves.
    private(set) var moveCount = 0

    /// Whether the latest step may still grow (a drag goes on marking): nothing was undone or redone since.
    private var latestStepIsOpen = false

    /// A board of `size` squares a side (at least 1) holding only `givens` (on the board, not attacking).
    init(size: Int, givens: [Square] = []) {
        board = (try? Board(size: size, queens: givens)) ?? Board.empty(size: size)
        self.givens = Set(board.queens)
    }

    /// A position with `queens` (the givens among them) and `marked` squares, and no undo history, keeping `log` and
    /// `moveCount` as they were saved.
    init(size: Int, givens: [Square] = [], queens: [Square], marked: [Square], log: [MoveRecord], moveCount: Int) {
        let ordered = givens + queens.filter { !givens.contains($0) }
        board = (try? Board(size: size, queens: ordered)) ?? Board.empty(size: size)
        self.givens = Set(givens).intersection(board.queens)
        let onBoard = board
        marks = BoardMarks(marked: marked.filter { $0.isOnBoard(ofSize: onBoard.size) && !onBoard.hasQueen(on: $0) })
        self.log = log
        self.moveCount = max(0, moveCount)
    }

    // MARK: Queens

    /// Puts a queen on `square` (taking the player's mark off it first), or takes off the queen standing there;
    /// `nil` (and no change) off the board or on a given queen.
    ///
    /// A new queen also marks those of `around` that the player may mark and has not (the squares it rules out,
    /// with "Mark around each queen"), in the same step: undo takes them back with the queen.
    mutating func toggle(_ square: Square, at offset: Duration, markingAround around: [Square] = []) -> Step? {
        guard square.isOnBoard(ofSize: board.size), !givens.contains(square) else { return nil }
        if let index = board.queens.firstIndex(of: square) {
            return commit([.removed(square, index: index)], at: offset)
        }
        let unmark: Step = marks.marked.contains(square) ? [.unmarked(square)] : []
        let marking: Step = around.filter { $0 != square && canMark($0) && !marks.marked.contains($0) }
            .map { .marked($0) }
        return commit(unmark + [.placed(square)] + marking, at: offset)
    }

    // MARK: Marks

    /// Whether the player may mark `square`: an empty square on the board that no hint ruled out.
    func canMark(_ square: Square) -> Bool {
        square.isOnBoard(ofSize: board.size) && !board.hasQueen(on: square) && !marks.isRuledOut(square)
    }

    /// Marks `square` or takes its mark off; with `joiningLatestStep`, as part of the latest step (a drag going
    /// on), when it is still open.
    ///
    /// `nil` (and no change) when the square already is as asked, or cannot be marked.
    mutating func setMark(_ marked: Bool, on square: Square, at offset: Duration, joiningLatestStep: Bool = false)
        -> Step?
    {
        guard marks.marked.contains(square) != marked else { return nil }
        if marked && !canMark(square) { return nil }
        return commit([marked ? .marked(square) : .unmarked(square)], at: offset, joining: joiningLatestStep)
    }

    /// Takes every mark of the player's off, in one step; `nil` when there are none.
    mutating func clearMarks(at offset: Duration) -> Step? {
        let marked = marks.sortedMarks
        guard !marked.isEmpty else { return nil }
        return commit(marked.map { .unmarked($0) }, at: offset)
    }

    /// Records that a puzzle's hint ruled `square` out (a fact: neither a step nor a logged move).
    mutating func ruleOut(_ square: Square) {
        guard square.isOnBoard(ofSize: board.size) else { return }
        marks.ruleOut(square)
    }

    // MARK: Undo and redo

    /// Takes back the latest step; returns the changes that made (the step's, reversed and inverted), or `nil`
    /// when there is nothing to undo.
    mutating func undo(at offset: Duration) -> Step? {
        guard let step = undoStack.popLast() else { return nil }
        var changes: Step = []
        for (index, change) in step.reversed().enumerated() {
            let change = revert(change)
            changes.append(change)
            log.append(
                MoveRecord(
                    change.changesQueens ? .undo : .undoMark, change.square, at: offset, continuesStep: index > 0))
        }
        redoStack.append(step)
        latestStepIsOpen = false
        return changes
    }

    /// Makes the latest undone step again; returns its changes, or `nil` when there is nothing to redo.
    mutating func redo(at offset: Duration) -> Step? {
        guard let step = redoStack.popLast() else { return nil }
        for (index, change) in step.enumerated() {
            apply(change)
            log.append(
                MoveRecord(
                    change.changesQueens ? .redo : .redoMark, change.square, at: offset, continuesStep: index > 0))
        }
        undoStack.append(step)
        latestStepIsOpen = false
        return step
    }

    // MARK: Reading

    /// Whether a given queen stands on `square`.
    func isGiven(_ square: Square) -> Bool {
        givens.contains(square)
    }

    /// The queens the player placed (the board's queens but the givens), in placement order.
    var placedQueens: [Square] {
        board.queens.filter { !givens.contains($0) }
    }

    // MARK: Steps

    /// Makes `changes` as one new step (or, `joining` an open latest step, as more of it), logs each and counts
    /// the placements; returns the changes.
    ///
    /// Every change must apply to the position as the ones before it left it (the callers check).
    @discardableResult
    mutating func commit(_ changes: Step, at offset: Duration, joining: Bool = false) -> Step {
        let joins = joining && latestStepIsOpen && !undoStack.isEmpty
        for (index, change) in changes.enumerated() {
            apply(change)
            if case .placed = change { moveCount += 1 }
            log.append(MoveRecord(change.kind, change.square, at: offset, continuesStep: joins || index > 0))
        }
        if joins {
            undoStack[undoStack.count - 1] += changes
        } else {
            undoStack.append(changes)
        }
        redoStack.removeAll()
        latestStepIsOpen = true
        return changes
    }

    /// Puts `entries` in the log in place of the entries from `index` on (a replay keeps the log's own offsets).
    mutating func replaceLog(from index: Int, with entries: ArraySlice<MoveRecord>) {
        log.replaceSubrange(index..., with: entries)
    }

    /// Makes `change` on the position (an empty square on the board takes a queen without fail; a removed queen
    /// goes back to its place in the placement order).
    private mutating func apply(_ change: Change) {
        switch change {
        case .placed(let square):
            try? board.place(square)
        case .removed(let square, _):
            board.remove(square)
        case .marked(let square):
            marks.mark(square)
        case .unmarked(let square):
            marks.unmark(square)
        }
    }

    /// Takes `change` back, putting a removed queen back at its place in the placement order; returns the change
    /// that made.
    private mutating func revert(_ change: Change) -> Change {
        switch change {
        case .placed(let square):
            let index = board.queens.firstIndex(of: square) ?? board.queens.count
            board.remove(square)
            return .removed(square, index: index)
        case .removed(let square, let index):
            var queens = board.queens
            queens.insert(square, at: min(max(index, 0), queens.count))
            if let restored = try? Board(size: board.size, queens: queens) {
                board = restored
            } else {
                try? board.place(square)
            }
            return .placed(square)
        case .marked(let square):
            marks.unmark(square)
            return .unmarked(square)
        case .unmarked(let square):
            marks.mark(square)
            return .marked(square)
        }
    }
}
