/// The one thing a player should do next in a puzzle.
///
/// `Puzzle.hint(queens:ruledOut:)` gives it: a queen to take back when the position has gone wrong, else the next
/// deduction.
public enum PuzzleHint: Hashable, Sendable, CustomStringConvertible {
    /// Take the player's queen off this square: it attacks another queen (a given or one of the player's).
    case removeConflicting(Square)
    /// Take the player's queen off this square: the puzzle's solution has no queen there.
    case removeWrong(Square)
    /// The next step of reasoning: a queen to place, or a square to rule out.
    case deduce(Deduction)
    /// The board holds the solution.
    case solved

    /// The square the hint is about; `nil` when solved.
    public var square: Square? {
        switch self {
        case .removeConflicting(let square), .removeWrong(let square): return square
        case .deduce(let deduction): return deduction.square
        case .solved: return nil
        }
    }

    /// The hint in words for a player, such as "Row 3 has one safe square left: d3.".
    public var description: String {
        switch self {
        case .removeConflicting(let square):
            return "Remove the queen on \(square): it attacks another queen."
        case .removeWrong(let square):
            return "Remove the queen on \(square): the solution has no queen there."
        case .deduce(let deduction):
            return deduction.description
        case .solved:
            return "Solved!"
        }
    }
}

// MARK: - Hints and deductions

extension Puzzle {
    /// The next thing to do from a position of this puzzle: `queens` on the board (the givens and the player's, in
    /// any order) and the squares already ruled out.
    ///
    /// In this order of precedence:
    /// - `.removeConflicting(q)` when queens attack each other: the player's queen (never a given) that attacks the
    ///   most others, the latest in `queens` on ties;
    /// - `.removeWrong(q)` when a player's queen is not in the solution: the latest such in `queens`;
    /// - `.solved` when every row holds its queen;
    /// - `.deduce(d)`: the next deduction (`nextDeduction(queens:ruledOut:)`).
    ///
    /// Deterministic: the same position always gives the same hint. Squares off the board are ignored.
    public func hint(queens: [Square], ruledOut: [Square] = []) -> PuzzleHint {
        let onBoard = queens.filter { $0.isOnBoard(ofSize: size) }
        let placed = onBoard.filter { !isGiven($0) }
        var chosen: Square?
        var mostAttacked = 0
        for queen in placed {
            let attacked = onBoard.count { queen.attacks($0) }
            if attacked > 0, attacked >= mostAttacked {
                mostAttacked = attacked
                chosen = queen
            }
        }
        if let chosen { return .removeConflicting(chosen) }
        if let wrong = placed.last(where: { solution.columns[$0.row] != $0.column }) { return .removeWrong(wrong) }
        let rows = Set(onBoard.map(\.row))
        if rows.count == size { return .solved }
        return .deduce(nextDeduction(queens: onBoard, ruledOut: ruledOut))
    }

    /// The next step of reasoning from `queens` (all in the solution) with `ruledOut` squares (none in it):
    /// the easy rule where it applies, else the medium rule, else the square of the solution in the free row with
    /// the fewest safe squares (what only a hard puzzle needs).
    ///
    /// Queens outside the solution and ruled-out squares inside it are ignored, so the answer is always true of the
    /// solution. When every row holds its queen the answer is the last row's queen.
    public func nextDeduction(queens: [Square], ruledOut: [Square] = []) -> Deduction {
        let correct = queens.filter { $0.isOnBoard(ofSize: size) && solution.columns[$0.row] == $0.column }
        let wrong = ruledOut.filter { $0.isOnBoard(ofSize: size) && solution.columns[$0.row] != $0.column }
        let state = DeductionState(size: size, queens: correct, ruledOut: wrong)
        if let step = state.lastSafeSquare() { return step }
        if let step = state.ruledOutSquares().first { return step }
        var row = size - 1
        var fewest = Int.max
        var rows = state.freeRows
        while rows != 0 {
            let candidate = rows.trailingZeroBitCount
            rows &= rows &- 1
            let count = state.safeCount(inRow: candidate)
            if count < fewest {
                fewest = count
                row = candidate
            }
        }
        let square = Square(row: row, column: solution.columns[row])
        return .onlyCompletion(square, in: Line(kind: .row, index: row))
    }
}
