import NQueensEngine
import NQueensLocalization
import NQueensServices

/// A drag with the mark action, while it goes on.
///
/// It marks every empty square it crosses, or, started on a marked square, takes the marks off instead. Everything
/// it changes is one undo step.
struct MarkDrag: Hashable {
    /// What a drag does to the squares it crosses.
    enum Mode: Hashable {
        /// Marks the empty squares.
        case paint
        /// Takes the marks off.
        case erase
    }

    /// What this drag does, decided by the square it started on.
    let mode: Mode

    /// The square the drag reached last.
    var last: Square

    /// Whether the drag changed a square yet (its first change starts the undo step, the others join it).
    var hasStep = false
}

// MARK: - The player's marks

extension GameViewModel {
    /// Whether clicks cycle a square empty → ✕ → queen → empty (the setting "Click cycles empty → ✕ → queen").
    public var clicksCycleMarks: Bool {
        dependencies.settings.current.clickCyclesMarks
    }

    /// Turns the cycling of clicks through the marks on or off (saved in the settings).
    public func setClicksCycleMarks(_ on: Bool) {
        dependencies.settings.update { $0.clickCyclesMarks = on }
    }

    /// The number of marks the player put on the board.
    public var markCount: Int {
        session.marks.marked.count
    }

    /// Whether Clear marks would take any off.
    public var canClearMarks: Bool {
        !isSolved && !session.marks.marked.isEmpty
    }

    /// Whether a drag with the mark action goes on.
    public var isDraggingMarks: Bool {
        markDrag != nil
    }

    // MARK: Clicks

    /// The primary action on `square` (a click, a tap): places or removes a queen, as `toggleQueen(at:)`.
    ///
    /// With `clicksCycleMarks`, it cycles the square instead: an empty square takes a mark, a marked (or ruled-out)
    /// square a queen, and a queen leaves.
    public func activate(_ square: Square) {
        guard clicksCycleMarks, !isSolved, square.isOnBoard(ofSize: boardSize) else {
            toggleQueen(at: square)
            return
        }
        if session.isGiven(square) || session.board.hasQueen(on: square) || session.marks.annotation(at: square) != nil
        {
            toggleQueen(at: square)
        } else {
            toggleMark(at: square)
        }
    }

    /// The primary action on the cursor's square (Space or Enter): see `activate(_:)`.
    public func activateCursor() {
        activate(cursor)
    }

    /// The mark action on `square` (`x`, a right-click, a long press): marks an empty square, or takes the mark
    /// off a marked one, and moves the cursor there.
    ///
    /// A queen's square takes no mark (a given's says it stays, any other says to take the queen off first), nor
    /// does a square a hint ruled out (it is crossed already); marks do nothing once solved.
    public func toggleMark(at square: Square) {
        beginMarkDrag(at: square)
        endMarkDrag()
    }

    /// The mark action on the cursor's square: see `toggleMark(at:)`.
    public func toggleMarkAtCursor() {
        toggleMark(at: cursor)
    }

    /// Takes every mark of the player's off the board, as one step that undo takes back; does nothing when there
    /// are none, or once solved.
    public func clearMarks() {
        endMarkDrag()
        guard canClearMarks, let step = session.clearMarks(at: moveOffset()) else { return }
        boardDidChange(step, event: .marked)
    }

    // MARK: Dragging

    /// Starts a drag with the mark action on `square` (a right button, the Mark mode, a long press going on):
    /// started on a marked square it takes marks off, else it marks; `square` itself first.
    ///
    /// The squares the drag goes on to cross come with `continueMarkDrag(to:)`, and `endMarkDrag()` ends it.
    /// Everything one drag changes is one undo step. Queens, givens and the squares hints ruled out are passed over.
    public func beginMarkDrag(at square: Square) {
        endMarkDrag()
        guard !isSolved, square.isOnBoard(ofSize: boardSize) else { return }
        cursor = square
        markDrag = MarkDrag(mode: session.marks.showsMark(on: square) ? .erase : .paint, last: square)
        if !dragChanges(square) { notice = markRefusal(on: square) }
    }

    /// Carries the drag on to `square`: every square on the straight line from the last square reached to this one
    /// is marked (or its mark taken off), so a fast pointer skips none; does nothing without a drag.
    public func continueMarkDrag(to square: Square) {
        guard let drag = markDrag, !isSolved, square.isOnBoard(ofSize: boardSize), square != drag.last else { return }
        for crossed in Self.squares(from: drag.last, to: square).dropFirst() {
            dragChanges(crossed)
        }
        markDrag?.last = square
        cursor = square
    }

    /// Ends the drag (its changes were saved as they came); does nothing without one.
    public func endMarkDrag() {
        markDrag = nil
    }

    // MARK: Helpers

    /// Makes the drag's change on `square`; `false` when the square cannot take it (a queen, a given, a square a
    /// hint ruled out, or one off the board), `true` when it changed or already was as the drag makes it.
    @discardableResult
    private func dragChanges(_ square: Square) -> Bool {
        guard let drag = markDrag else { return false }
        let marks = session.marks
        let marking = drag.mode == .paint
        switch drag.mode {
        case .paint:
            guard session.canMark(square) else { return false }
            if marks.marked.contains(square) { return true }
        case .erase:
            guard marks.showsMark(on: square) else { return true }
        }
        guard let step = session.setMark(marking, on: square, at: moveOffset(), joiningLatestStep: drag.hasStep)
        else { return false }
        markDrag?.hasStep = true
        boardDidChange(step, event: .marked)
        return true
    }

    /// Why `square` takes no mark, for `notice`.
    private func markRefusal(on square: Square) -> String? {
        if session.isGiven(square) { return Self.givenNotice(square) }
        if session.board.hasQueen(on: square) {
            return tr("Take the queen off %s first: only an empty square takes a mark.", square.description)
        }
        if session.marks.isRuledOut(square) { return tr("A hint ruled out %s: it stays crossed.", square.description) }
        return nil
    }

    /// The squares of the straight line from `start` to `end`, both included, one per step of the longer
    /// direction (Bresenham's line): what a pointer moving from one to the other crossed.
    static func squares(from start: Square, to end: Square) -> [Square] {
        let rows = end.row - start.row
        let columns = end.column - start.column
        let steps = max(abs(rows), abs(columns))
        guard steps > 0 else { return [start] }
        return (0...steps).map { step in
            Square(
                row: start.row + Int((Double(rows * step) / Double(steps)).rounded()),
                column: start.column + Int((Double(columns * step) / Double(steps)).rounded()))
        }
    }
}
