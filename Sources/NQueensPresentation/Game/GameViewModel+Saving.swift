import NQueensLocalization
import NQueensServices

// MARK: - Saving and winning

extension GameViewModel {
    /// Saves the game in progress (from its first move until it is solved); a failure is shown, not thrown.
    ///
    /// Wins kept in memory because the history could not take them are written first.
    func saveProgress() {
        writeUnsavedWins()
        guard !isSolved, let startedAt else { return }
        let saved = SavedGame(
            id: gameID, boardSize: boardSize, mode: mode, puzzleID: puzzleID, dailyDate: dailyDate,
            startedAt: startedAt, queens: session.board.queens, ruledOut: ruledOut,
            marks: session.marks.sortedMarks, moves: session.log,
            elapsed: currentElapsed(), hintsUsed: hintsUsed, moveCount: session.moveCount)
        do {
            try dependencies.savedGames.saveGame(saved)
            if problemCause == .saving { clearProblem() }
        } catch {
            // TRANSLATORS: %s says why, such as "the disk holding … is full".
            problem = tr("This game could not be saved (%s); it is lost if you quit now.", DisplayText.problem(error))
            problemCause = .saving
        }
    }

    /// Forgets the saved game in progress; a failure is shown, not thrown.
    func clearSavedGame() {
        do {
            try dependencies.savedGames.clearSavedGame()
        } catch {
            problem = tr(
                "The finished game could not be cleared from the saved game (%s).", DisplayText.problem(error))
            problemCause = nil
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
        writeUnsavedWins()
        do {
            try dependencies.history.record(record)
            clearSavedGame()
        } catch {
            // Keep the win in memory for the next save, and the saved game on disk in case the app quits first.
            let problem = UnsavedWins.problem(error)
            dependencies.unsavedWins.keep(record, problem: problem)
            self.problem = problem
            problemCause = nil
        }
        dependencies.play(.solved)
        delegate?.handle(.gameSolved(record))
    }

    /// Writes the wins the history could not take before; a failure is shown on this game, not thrown.
    func writeUnsavedWins() {
        let unsaved = dependencies.unsavedWins
        guard !unsaved.isEmpty else { return }
        let keptHere = record.map { unsaved.problem(for: $0.id) != nil } ?? false
        do {
            try unsaved.write(to: dependencies.history, savedGames: dependencies.savedGames)
            if keptHere || problemCause == .earlierWin { clearProblem() }
        } catch {
            if !keptHere {
                problem = tr(
                    "An earlier win is not in your history yet: %s. It is kept, and saved with your next move.",
                    DisplayText.problem(error))
                problemCause = .earlierWin
            }
        }
    }

    private func clearProblem() {
        problem = nil
        problemCause = nil
    }
}

/// What a game's `problem` is about when saving set it.
enum SavingProblem {
    /// The game in progress could not be saved.
    case saving
    /// A win kept in memory could not be written to the history.
    case earlierWin
}
