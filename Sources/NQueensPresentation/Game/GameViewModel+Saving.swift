import NQueensServices

// MARK: - Saving and winning

extension GameViewModel {
    /// Saves the game in progress (from its first move until it is solved); a failure is shown, not thrown.
    func saveProgress() {
        guard !isSolved, let startedAt else { return }
        let saved = SavedGame(
            id: gameID, boardSize: boardSize, mode: mode, puzzleID: puzzleID, dailyDate: dailyDate,
            startedAt: startedAt, queens: session.board.queens, ruledOut: ruledOut, moves: session.log,
            elapsed: currentElapsed(), hintsUsed: hintsUsed, moveCount: session.moveCount)
        do {
            try dependencies.savedGames.saveGame(saved)
            if problem?.hasPrefix(Self.saveProblemPrefix) == true { problem = nil }
        } catch {
            problem = "\(Self.saveProblemPrefix) (\(error)); it is lost if you quit now."
        }
    }

    /// Forgets the saved game in progress; a failure is shown, not thrown.
    func clearSavedGame() {
        do {
            try dependencies.savedGames.clearSavedGame()
        } catch {
            problem = "The finished game could not be cleared from the saved game (\(error))."
        }
    }

    /// Ends a solved game: stops the clock, records the game (once), clears the saved game, fires `solved` and
    /// asks the delegate to show the victory sheet.
    func finishGame() {
        guard !isSolved else { return }
        isSolved = true
        stopClock()
        analysisTask?.cancel()
        let clock = dependencies.clock
        let finishedAt = clock.now
        let startedAt = min(self.startedAt ?? finishedAt, finishedAt)
        let record = GameRecord(
            id: gameID, boardSize: boardSize, mode: mode, puzzleID: puzzleID, dailyDate: dailyDate,
            startedAt: startedAt, finishedAt: finishedAt,
            calendar: clock.calendar, activeDuration: elapsed, moveCount: session.moveCount, hintsUsed: hintsUsed,
            finalQueens: session.board.queens, moves: session.log)
        self.record = record
        do {
            try dependencies.history.record(record)
        } catch {
            problem = "This win could not be added to your history (\(error))."
        }
        clearSavedGame()
        dependencies.play(.solved)
        delegate?.handle(.gameSolved(record))
    }

    private static let saveProblemPrefix = "This game could not be saved"
}
