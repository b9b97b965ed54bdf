/// The one thing a player should do next in a regions puzzle.
///
/// `RegionsPuzzle.hint(queens:ruledOut:)` gives it: a queen or a mark to take back when the position has gone
/// wrong, else the next deduction.
public enum RegionsHint: Hashable, Sendable {
    /// Take the player's queen off this square: it breaks a rule with another queen (same row, column or region,
    /// or touching; `RegionMap.conflicts(among:)` names which).
    case removeConflicting(Square)
    /// Take the player's queen off this square: the solution has no queen there.
    case removeWrong(Square)
    /// Take the player's mark off this square: the solution's queen stands there.
    case removeWrongMark(Square)
    /// The next step of reasoning: a queen to place, or squares to rule out (`RegionsDeduction`).
    case deduce(RegionsDeduction)
    /// The board holds the solution.
    case solved
}

// MARK: - Hints and deductions

extension RegionsPuzzle {
    /// The next thing to do from a position of this puzzle: the player's `queens` and the squares the player has
    /// ruled out (marked), in any order.
    ///
    /// In this order of precedence:
    /// - `.removeConflicting(q)` when queens break a rule together: the queen in the most conflicts, the latest in
    ///   `queens` on ties;
    /// - `.removeWrong(q)` when a queen is not in the solution: the latest such in `queens`;
    /// - `.removeWrongMark(s)` when a mark stands on a square of the solution: the latest such in `ruledOut`;
    /// - `.solved` when every queen of the solution stands;
    /// - `.deduce(d)`: the next deduction (`nextDeduction(queens:ruledOut:)`).
    ///
    /// Deterministic: the same position always gives the same hint. Squares off the board are ignored.
    public func hint(queens: [Square], ruledOut: [Square] = []) -> RegionsHint {
        let placed = queens.filter { $0.isOnBoard(ofSize: size) }
        var conflicts = [Square: Int]()
        for conflict in regions.conflicts(among: placed) {
            for queen in conflict.queens { conflicts[queen, default: 0] += 1 }
        }
        var chosen: Square?
        var most = 0
        for queen in placed {
            if let count = conflicts[queen], count >= most {
                most = count
                chosen = queen
            }
        }
        if let chosen { return .removeConflicting(chosen) }
        if let wrong = placed.last(where: { !isSolutionSquare($0) }) { return .removeWrong(wrong) }
        if let mark = ruledOut.last(where: isSolutionSquare) { return .removeWrongMark(mark) }
        if Set(placed).count == size { return .solved }
        return nextDeduction(queens: placed, ruledOut: ruledOut).map { .deduce($0) } ?? .solved
    }

    /// The next step of reasoning from `queens` with `ruledOut` squares: a queen's surroundings still possible,
    /// else a row, column or region with one possible square, else the smallest confinement, else a contradiction
    /// (see `RegionsDeduction`); `nil` when every queen stands.
    ///
    /// Queens outside the solution and marks on its squares are ignored, so the step is always true of the
    /// solution. Every puzzle is solved by the five rules from its empty board, and knowing more never stops a rule,
    /// so from any other position some step applies until the board is solved.
    public func nextDeduction(queens: [Square], ruledOut: [Square] = []) -> RegionsDeduction? {
        let correct = queens.filter(isSolutionSquare)
        let marks = ruledOut.filter { $0.isOnBoard(ofSize: size) && !isSolutionSquare($0) }
        let state = RegionsDeductionState(map: regions, queens: correct, ruledOut: marks)
        return state.isSolved ? nil : state.nextStep()
    }
}

// MARK: - What a queen rules out

extension RegionMap {
    /// The squares a queen on `square` rules out: the other squares of its row, its column and its region, and
    /// those that touch it, in `Square`'s order.
    public func squaresRuledOut(byQueenOn square: Square) -> [Square] {
        guard square.isOnBoard(ofSize: size) else { return [] }
        let queenRegion = region(of: square)
        var squares: [Square] = []
        for row in 0..<size {
            for column in 0..<size {
                let other = Square(row: row, column: column)
                guard other != square else { continue }
                if row == square.row || column == square.column || region(of: other) == queenRegion
                    || other.touches(square)
                {
                    squares.append(other)
                }
            }
        }
        return squares
    }
}
