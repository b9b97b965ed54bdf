/// The player's daily streaks: the current run of consecutive days with a solved game, and the best run ever.
///
/// A day counts when at least one game was solved on it, in the player's calendar and time zone at solve time.
/// The current streak is the run of consecutive solved days ending today, or ending yesterday while nothing is
/// solved yet today; otherwise it is 0. A solved day later than today (the player solved a game, then travelled
/// west into an earlier local day) is the newest day of the current run, so travel never breaks a streak.
public struct StreakSummary: Sendable, Hashable, Codable {
    /// The run of consecutive solved days that is still alive (ends today or yesterday); 0 when there is none.
    public let current: Int

    /// The longest run of consecutive solved days ever (at least `current`).
    public let best: Int

    /// Whether a game has been solved today (when not, the current streak ends yesterday and is at risk).
    public let isTodaySolved: Bool

    /// Creates a summary from its figures.
    public init(current: Int, best: Int, isTodaySolved: Bool) {
        self.current = current
        self.best = best
        self.isTodaySolved = isTodaySolved
    }

    /// Computes the streaks from the days on which games were solved (any order, repeats allowed) and today.
    public init(solvedDays: some Sequence<CalendarDay>, today: CalendarDay) {
        let days = Set(solvedDays.map(\.dayNumber)).sorted()
        guard let latest = days.last else {
            self.init(current: 0, best: 0, isTodaySolved: false)
            return
        }
        let todayNumber = today.dayNumber
        var best = 0
        var runLength = 0
        var previous: Int?
        for day in days {
            runLength = previous == day - 1 ? runLength + 1 : 1
            best = max(best, runLength)
            previous = day
        }
        // `runLength` is now the length of the run ending on the latest solved day.
        let isTodaySolved = latest >= todayNumber
        let isAlive = latest >= todayNumber - 1
        self.init(current: isAlive ? runLength : 0, best: best, isTodaySolved: isTodaySolved)
    }
}
