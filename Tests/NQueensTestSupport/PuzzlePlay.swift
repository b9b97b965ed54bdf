import NQueensEngine
import NQueensPresentation

// MARK: - Playing a puzzle by its hints

extension GameViewModel {
    /// Plays the puzzle to the end on its hints alone: asks for one, places a queen where it says or takes back the
    /// queen it names (a square ruled out needs nothing), and again; returns the hints asked for.
    ///
    /// Stops after `limit` hints (a safety net for a broken solver) or once solved.
    @discardableResult
    public func solveByHints(limit: Int = 400) -> Int {
        var asked = 0
        while !isSolved, asked < limit {
            showHint()
            asked += 1
            switch puzzleHint {
            case .deduce(let deduction) where deduction.placesQueen:
                toggleQueen(at: deduction.square)
            case .removeConflicting(let square), .removeWrong(let square):
                toggleQueen(at: square)
            case .deduce, .solved, nil:
                break
            }
        }
        return asked
    }
}
