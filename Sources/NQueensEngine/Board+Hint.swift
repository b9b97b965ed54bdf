// MARK: - Hints

extension Board {
    /// The board sizes that `hint()` accepts.
    public static let hintSizeRange: ClosedRange<Int> = 4...64

    /// The one thing to do next to move this position toward a solution.
    ///
    /// Exactly one of, in this order of precedence:
    /// - `.removeConflicting(q)` when queens attack each other: the queen whose removal clears the most attacking
    ///   pairs, the latest placed on ties;
    /// - `.solved` when the board holds `size` queens and none attacks another;
    /// - `.place(s)` when some full solution keeps every queen: `s` is that solution's square in the most
    ///   constrained free row (the fewest squares no queen attacks; the lowest row on ties);
    /// - `.removeDeadEnd(q)` when no full solution keeps every queen: the latest placed queen whose removal leaves
    ///   a position that can be completed, or the latest placed queen when no single removal does.
    ///
    /// Deterministic: the same board (queens in the same order) always gives the same hint.
    ///
    /// - Throws: `SolverError.sizeOutOfRange` outside `hintSizeRange`; queens in conflict are a normal input here.
    public func hint() throws(SolverError) -> Hint {
        guard Board.hintSizeRange.contains(size) else { throw .sizeOutOfRange(size, accepted: Board.hintSizeRange) }
        if let queen = mostConflictingQueen() { return .removeConflicting(queen) }
        if queens.count == size { return .solved }
        var search = CompletionSearch(size: size, queens: queens)
        if search.run(limit: 1) > 0, let completion = search.firstCompletion, let row = search.mostConstrainedRow {
            return .place(Square(row: row, column: completion[row]))
        }
        return .removeDeadEnd(deadEndQueen())
    }

    /// The queen that attacks the most others (the latest placed on ties), or `nil` when none attacks another.
    ///
    /// Removing a queen clears exactly the attacking pairs it belongs to: one per other queen on its four lines.
    private func mostConflictingQueen() -> Square? {
        let lineCount = 2 * size - 1
        var rows = [Int](repeating: 0, count: size)
        var columns = [Int](repeating: 0, count: size)
        var diagonals = [Int](repeating: 0, count: lineCount)
        var antiDiagonals = [Int](repeating: 0, count: lineCount)
        for queen in queens {
            rows[queen.row] += 1
            columns[queen.column] += 1
            diagonals[queen.column - queen.row + size - 1] += 1
            antiDiagonals[queen.row + queen.column] += 1
        }
        var chosen: Square?
        var mostPairs = 0
        for queen in queens {
            let pairs =
                rows[queen.row] + columns[queen.column] + diagonals[queen.column - queen.row + size - 1]
                + antiDiagonals[queen.row + queen.column] - 4
            if pairs > 0, pairs >= mostPairs {
                mostPairs = pairs
                chosen = queen
            }
        }
        return chosen
    }

    /// The latest placed queen whose removal leaves a completable position, else the latest placed queen.
    ///
    /// The board must be free of conflicts and have no completion, so it holds at least one queen (every empty
    /// board from 4×4 up has a solution).
    private func deadEndQueen() -> Square {
        for index in queens.indices.reversed() {
            var rest = queens
            rest.remove(at: index)
            if Board(validatedSize: size, queens: rest).isCompletable() { return queens[index] }
        }
        return queens[queens.count - 1]
    }
}
