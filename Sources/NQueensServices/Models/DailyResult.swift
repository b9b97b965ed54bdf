import Foundation

/// A date whose daily puzzle (classic or regions) was solved, with the best of the games that solved it.
public struct DailyResult: Sendable, Hashable, Codable {
    /// The date of the daily puzzle (not necessarily the day it was solved).
    public let date: CalendarDay

    /// The number of games that solved it.
    public let games: Int

    /// The shortest active time of those games.
    public let bestTime: Duration

    /// The fewest hints any of those games used.
    public let fewestHints: Int

    /// Creates a result from its figures.
    public init(date: CalendarDay, games: Int, bestTime: Duration, fewestHints: Int) {
        self.date = date
        self.games = games
        self.bestTime = bestTime
        self.fewestHints = fewestHints
    }

    /// One result per daily date among the `games` of `mode` (`.daily` for the classic daily, `.regions` for the
    /// regions daily; other modes and games without a date are skipped), earliest date first.
    static func results(of games: some Sequence<GameRecord>, mode: GameMode = .daily) -> [DailyResult] {
        var byDate: [CalendarDay: DailyResult] = [:]
        for game in games where game.mode == mode {
            guard let date = game.dailyDate else { continue }
            let earlier = byDate[date]
            byDate[date] = DailyResult(
                date: date, games: (earlier?.games ?? 0) + 1,
                bestTime: min(earlier?.bestTime ?? game.activeDuration, game.activeDuration),
                fewestHints: min(earlier?.fewestHints ?? game.hintsUsed, game.hintsUsed))
        }
        return byDate.values.sorted { $0.date < $1.date }
    }
}
