import NQueensEngine
import NQueensLocalization
import NQueensServices

/// A direction the keyboard cursor moves in, as the board is drawn (up is toward the top rank).
public enum CursorDirection: Hashable, Sendable, CaseIterable {
    /// Toward the top rank.
    case up
    /// Toward the bottom rank.
    case down
    /// Toward the left file.
    case left
    /// Toward the right file.
    case right
}

// MARK: - Playing

extension GameViewModel {
    /// Puts a queen on `square` (replacing the player's mark there), or takes off the queen standing there, and
    /// moves the cursor there.
    ///
    /// Does nothing once solved, or for a square off the board; on a puzzle's given queen it only says that the
    /// queen stays (`notice`). A click is `activate(_:)`, which is this unless clicks cycle through the marks.
    public func toggleQueen(at square: Square) {
        endMarkDrag()
        guard !isSolved, square.isOnBoard(ofSize: boardSize) else { return }
        cursor = square
        if session.isGiven(square) {
            notice = Self.givenNotice(square)
            return
        }
        let offset = moveOffset()
        let around = marksAroundQueens ? rules.squaresRuledOut(byQueenOn: square) : []
        guard let step = session.toggle(square, at: offset, markingAround: around) else { return }
        boardDidChange(step, event: feedbackEvent(for: step))
    }

    /// Puts a queen on the cursor's square, or takes off the queen standing there (Space or Enter).
    public func toggleQueenAtCursor() {
        toggleQueen(at: cursor)
    }

    /// Takes back the latest step (a placement, a removal, a mark, a whole drag, Clear marks); does nothing when
    /// there is none, or once solved.
    public func undo() {
        endMarkDrag()
        guard canUndo, let step = session.undo(at: moveOffset()) else { return }
        boardDidChange(step, event: .undone)
    }

    /// Makes the latest undone step again; does nothing when there is none, or once solved.
    public func redo() {
        endMarkDrag()
        guard canRedo, let step = session.redo(at: moveOffset()) else { return }
        boardDidChange(step, event: .redone)
    }

    /// Starts this board size (or this puzzle, from its givens) again, as a new game; the game in progress is
    /// forgotten.
    ///
    /// Does nothing when nothing was done yet.
    public func restart() {
        endMarkDrag()
        guard canRestart else { return }
        startNewGame(boardSize: boardSize)
    }

    /// Shows the engine's hint for the position (a square to place on, or a queen to remove and why), highlights
    /// its square, moves the cursor there and counts it as a hint used.
    ///
    /// Asking again for the same position shows the same hint and counts nothing; does nothing once solved.
    ///
    /// In a puzzle the hint is the deduction solver's: a queen to take back when the position went wrong, else the
    /// next step of reasoning ("Row 3 has one safe square left: d3."). A step that rules a square out marks it on
    /// the board for the rest of the game, and asking again goes on to the next step.
    public func showHint() {
        endMarkDrag()
        guard canShowHint else { return }
        let square: Square?
        switch rules.hint(on: session.board, ruledOut: ruledOut, marks: session.marks.sortedMarks) {
        case .nothing:
            return
        case .failed(let reason):
            problem = reason
            problemCause = nil
            return
        case .board(let found):
            hint = found
            square = found.square
        case .puzzle(let found):
            show(found)
            square = found.square
        case .regions(let found, _):
            square = show(found)
        }
        notice = nil
        hintsUsed += 1
        if let square { cursor = square }
        dependencies.play(.hintShown)
        saveProgress()
    }

    /// Shows a classic puzzle's hint: its square, or the square its deduction rules out.
    private func show(_ found: PuzzleHint) {
        switch found {
        case .solved:
            break
        case .removeConflicting(let square):
            hint = .removeConflicting(square)
        case .removeWrong(let square):
            hint = .removeDeadEnd(square)
        case .deduce(let deduction):
            if deduction.placesQueen {
                hint = .place(deduction.square)
            } else {
                // A player's mark there becomes the hint's: the square now shows as ruled out.
                session.ruleOut(deduction.square)
            }
        }
        puzzleHint = found
    }

    /// Shows a regions puzzle's hint: its square, or the squares its deduction rules out (a player's mark there
    /// becomes the hint's); returns the square to put the cursor on.
    private func show(_ found: RegionsHint) -> Square? {
        regionsHint = found
        switch found {
        case .solved:
            return nil
        case .removeConflicting(let square):
            hint = .removeConflicting(square)
            return square
        case .removeWrong(let square):
            hint = .removeDeadEnd(square)
            return square
        case .removeWrongMark(let square):
            return square
        case .deduce(let deduction):
            if let square = deduction.placedQueen {
                hint = .place(square)
                return square
            }
            for square in deduction.ruledOutSquares { session.ruleOut(square) }
            return deduction.ruledOutSquares.first
        }
    }

    /// Asks the flow to leave the Game screen (the game stays as it is, to be resumed).
    public func leave() {
        delegate?.handle(.back)
    }

    // MARK: Cursor

    /// Moves the cursor one square in `direction`; at the board's edge it stays (no wrapping).
    ///
    /// Does nothing once solved.
    public func moveCursor(_ direction: CursorDirection) {
        guard !isSolved else { return }
        let (rowStep, columnStep) =
            switch direction {
            case .up: (1, 0)
            case .down: (-1, 0)
            case .left: (0, -1)
            case .right: (0, 1)
            }
        let limit = boardSize - 1
        let moved = Square(
            row: min(max(cursor.row + rowStep, 0), limit), column: min(max(cursor.column + columnStep, 0), limit))
        if moved != cursor { cursor = moved }
    }

    /// The note shown when the player tries to change a given queen's square.
    static func givenNotice(_ square: Square) -> String {
        tr("The queen on %s is given: it stays.", square.description)
    }

    /// Puts the cursor on `square` (a mouse hovering, a tap); does nothing off the board or once solved.
    public func moveCursor(to square: Square) {
        guard !isSolved, square.isOnBoard(ofSize: boardSize), square != cursor else { return }
        cursor = square
    }

    // MARK: Settings

    /// Draws queens in `style` from now on (saved in the settings).
    public func setQueenStyle(_ style: QueenStyle) {
        dependencies.settings.update { $0.queenStyle = style }
    }

    /// Draws queens in the next style (after the last comes the first), saved in the settings.
    public func cycleQueenStyle() {
        setQueenStyle(queenStyle.next)
    }

    /// Shows or hides the shading of squares that queens attack (saved in the settings).
    public func toggleAttackedSquares() {
        dependencies.settings.update { $0.showAttackedSquares.toggle() }
    }

    /// Shows or hides the count of solutions still reachable (saved in the settings).
    public func toggleSolutionsCounter() {
        dependencies.settings.update { $0.showSolutionsCounter.toggle() }
    }

    /// Turns "Mark around each queen" on or off (saved in the settings): from the next queen on, in a regions game.
    public func toggleMarksAroundQueens() {
        dependencies.settings.update { $0.marksAroundQueens.toggle() }
    }

    // MARK: Flow

    /// Replaces the game with a new one on a board of `boardSize` (brought into range; a puzzle keeps its own
    /// size and givens), forgetting the game in progress.
    func startNewGame(boardSize: Int) {
        resetGame(size: rules.fixedSize ?? Settings.nearestBoardSize(to: boardSize))
        clearSavedGame()
    }

    // MARK: After every change

    /// The event a step fires: removed, conflict (the new queen attacks another), placed, or marked (a step that
    /// only changed marks).
    func feedbackEvent(for step: GameSession.Step) -> FeedbackEvent {
        for change in step {
            switch change {
            case .removed: return .removed
            case .placed(let square): return rules.isInConflict(square, on: session.board) ? .conflict : .placed
            case .marked, .unmarked: continue
            }
        }
        return .marked
    }

    /// The active time of a move made now; the first move starts the game and its clock.
    func moveOffset() -> Duration {
        if startedAt == nil {
            startedAt = dependencies.clock.now
            bankedTime = .zero
            startClockIfNeeded()
        }
        return currentElapsed()
    }

    /// Shows what `step` changed, fires `event` and saves; a step that only changed marks leaves the position, and
    /// so the hint shown and the solver's answer, as they were.
    func boardDidChange(_ step: GameSession.Step, event: FeedbackEvent) {
        notice = nil
        revision += 1
        recentPlacement = nil
        for case .placed(let square) in step { recentPlacement = square }
        refreshElapsed()
        guard step.contains(where: \.changesQueens) else {
            dependencies.play(event)
            saveProgress()
            return
        }
        clearHint()
        refreshAnalysis()
        if rules.isSolved(session.board) {
            finishGame()
        } else {
            dependencies.play(event)
            saveProgress()
        }
    }
}
