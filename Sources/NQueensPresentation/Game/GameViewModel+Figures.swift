import Foundation
import NQueensEngine
import NQueensLocalization
import NQueensServices

// MARK: - What the Game screen shows

extension GameViewModel {
    /// The position.
    public var board: Board {
        session.board
    }

    /// The number of rows (and columns).
    public var boardSize: Int {
        session.board.size
    }

    /// The screen's title: the size in free play (`8×8`), "Daily · 1 Dec 2026" for a daily, "Puzzle · 8×8" for a
    /// puzzle by ID, "Regions daily · 2 Dec 2026" or "Regions · 8×8".
    public var title: String {
        switch mode {
        case .freePlay: DisplayText.boardSize(boardSize)
        // TRANSLATORS: the Game screen's title for a daily; %s is its date: Daily · 1 Dec 2026.
        case .daily: tr("Daily · %s", dailyDate.map(DisplayText.shortDate) ?? "")
        // TRANSLATORS: the Game screen's title for a puzzle by ID; %s is its board size: Puzzle · 8×8.
        case .puzzle: tr("Puzzle · %s", DisplayText.boardSize(boardSize))
        case .regions:
            // TRANSLATORS: the Game screen's title for the regions daily; %s is its date.
            dailyDate.map { tr("Regions daily · %s", DisplayText.shortDate($0)) }
                // TRANSLATORS: the Game screen's title for a regions puzzle; %s is its board size: Regions · 8×8.
                ?? tr("Regions · %s", DisplayText.boardSize(boardSize))
        }
    }

    /// The number of queens on the board.
    public var queensPlaced: Int {
        session.board.queens.count
    }

    /// Queens placed out of the board size, such as `3/8`.
    public var queensText: String {
        "\(queensPlaced)/\(boardSize)"
    }

    /// The number of placements so far (removals, undos and redos are not moves, as in the seed).
    public var moveCount: Int {
        session.moveCount
    }

    /// The move count as text, such as `12`.
    public var movesText: String {
        String(moveCount)
    }

    /// The playing time as `m:ss` (or `h:mm:ss` from an hour on).
    public var timeText: String {
        DisplayText.time(elapsed)
    }

    /// The figures at the top of the screen, in order: queens, time, moves and (once used) hints.
    public var stats: [GameStat] {
        var stats = [
            GameStat(label: tr(context: "game figure", "Queens"), value: queensText),
            GameStat(label: tr(context: "game figure", "Time"), value: timeText),
            GameStat(label: tr(context: "game figure", "Moves"), value: movesText),
        ]
        if hintsUsed > 0 {
            stats.append(GameStat(label: tr(context: "game figure", "Hints"), value: String(hintsUsed)))
        }
        return stats
    }

    /// Whether the clock is running now.
    public var isClockRunning: Bool {
        runningSince != nil
    }

    /// The board ready to draw: queens (the givens apart), conflicts, attack lines, attacked squares (when shown),
    /// the hint with the line it reasons about, the squares ruled out, the player's marks, and the cursor (hidden
    /// once solved).
    public var grid: BoardGrid {
        var hintLine: Line?
        if case .deduce(let deduction) = puzzleHint { hintLine = deduction.line }
        return BoardGrid(
            board: session.board, highlights: rules.highlights(on: session.board), regions: rules.regions,
            showsAttackedSquares: showsAttackedSquares, hint: hint, cursor: isSolved ? nil : cursor,
            givens: session.givens, ruledOut: Set(session.marks.ruledOut), marks: session.marks.marked,
            hintLine: hintLine)
    }

    /// The squares the puzzle's hints ruled out so far, in order (they stay: each is a fact about the solution).
    public var ruledOut: [Square] {
        session.marks.ruledOut
    }

    /// The puzzle in one line: its size, difficulty, givens and ID, such as "9×9 · Easy · 3 givens · 9-SSKCB52";
    /// `nil` in free play.
    public var puzzleText: String? {
        rules.puzzleText
    }

    /// The regions of the board in a regions game (each cell of `grid` names its own); `nil` in a classic game.
    public var regions: RegionMap? {
        rules.regions
    }

    /// Whether a given queen stands on `square` (it cannot be removed or moved).
    public func isGiven(_ square: Square) -> Bool {
        session.isGiven(square)
    }

    /// Where the game stands.
    public var status: GameStatus {
        let board = session.board
        if isSolved { return .solved }
        if board.queens.isEmpty { return .empty(queens: board.size) }
        let conflicting = rules.highlights(on: board).conflicting.count
        if conflicting > 0 { return .conflict(queens: conflicting) }
        if analysis.isDeadEnd { return .deadEnd }
        return .keepGoing(remaining: board.size - board.queens.count)
    }

    /// The status line, such as "Conflict: 2 queens attack each other".
    public var statusText: String {
        if isSolved {
            // TRANSLATORS: %1$s is the time (2:31), %2$d the number of moves.
            return trn(
                "Solved in %1$s with %2$d move!", "Solved in %1$s with %2$d moves!", count: moveCount, timeText,
                moveCount)
        }
        if session.placedQueens.isEmpty, let start = rules.startText { return start }
        if case .conflict = status, let cause = rules.conflictText(on: session.board) { return cause }
        return status.text
    }

    /// The hint shown, in words, such as "Place a queen on e4." or, in a puzzle, "Row 3 has one safe square left:
    /// d3."; `nil` when no hint is shown.
    public var hintText: String? {
        // Worded when read, so that a language chosen since shows; a hint is cleared whenever the position changes.
        if let regionsHint, let rules = rules as? RegionsRules { return rules.text(of: regionsHint, on: session.board) }
        return puzzleHint.map(DisplayText.hint) ?? hint.map(DisplayText.hint)
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool {
        !isSolved && !session.undoStack.isEmpty
    }

    /// Whether there is an undone step to redo.
    public var canRedo: Bool {
        !isSolved && !session.redoStack.isEmpty
    }

    /// Whether restarting would change anything.
    public var canRestart: Bool {
        startedAt != nil || hintsUsed > 0 || !session.log.isEmpty || isSolved
    }

    /// Whether asking for a hint would show one: not solved, and no hint shown for this position yet (in a puzzle,
    /// a square just ruled out leads on to the next deduction).
    public var canShowHint: Bool {
        !isSolved && hint == nil
    }
}

/// One figure at the top of the Game screen: a label and its value.
public struct GameStat: Hashable, Sendable {
    /// What the figure is, such as "Moves".
    public let label: String

    /// The figure, such as `12`.
    public let value: String

    /// Creates a figure.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
