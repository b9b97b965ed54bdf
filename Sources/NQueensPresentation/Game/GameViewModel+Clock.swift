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
