import NQueensServices

// MARK: - The game clock

extension GameViewModel {
    /// Tells the game whether the front end shows it: hidden (another screen, a suspended terminal, an app in the
    /// background) or paused, the clock stops; shown again, it runs on from where it stopped.
    ///
    /// Pausing also saves the game, so the time played is kept even if the app is then killed.
    public func setActive(_ active: Bool) {
        guard active != isActive else { return }
        isActive = active
        if active {
            startClockIfNeeded()
        } else {
            stopClock()
            saveProgress()
        }
    }

    /// The active time played so far, read from the clock now.
    func currentElapsed() -> Duration {
        guard let runningSince else { return bankedTime }
        return bankedTime + max(.zero, dependencies.clock.uptime - runningSince)
    }

    /// Runs the clock when the game has started, is not solved and is shown; never runs two ticks at once.
    func startClockIfNeeded() {
        guard startedAt != nil, !isSolved, isActive, runningSince == nil else { return }
        runningSince = dependencies.clock.uptime
        clockTick?.cancel()
        clockTick = dependencies.ticks.scheduleRepeating(every: Self.clockTickInterval) { [weak self] in
            self?.refreshElapsed()
        }
    }

    /// Stops the clock, banking the time played.
    func stopClock() {
        bankedTime = currentElapsed()
        runningSince = nil
        clockTick?.cancel()
        clockTick = nil
        elapsed = bankedTime
    }

    /// Updates the time shown when it reaches a new second.
    func refreshElapsed() {
        let now = currentElapsed()
        if now.components.seconds != elapsed.components.seconds { elapsed = now }
    }
}

// MARK: - Saving and winning

extension GameViewModel {
    /// Saves the game in progress (from its first move until it is solved); a failure is shown, not thrown.
    func saveProgress() {
        guard !isSolved, let startedAt else { return }
        let saved = SavedGame(
            id: gameID, boardSize: boardSize, mode: mode, startedAt: startedAt, queens: session.board.queens,
            moves: session.log, elapsed: currentElapsed(), hintsUsed: hintsUsed, moveCount: session.moveCount)
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
            id: gameID, boardSize: boardSize, mode: mode, startedAt: startedAt, finishedAt: finishedAt,
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
