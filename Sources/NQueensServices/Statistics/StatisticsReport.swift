import Foundation

/// One solved game as a point of the solve-time chart.
public struct SolveTimeSample: Sendable, Hashable, Identifiable {
    /// The game's id.
    public let id: UUID

    /// When the board was solved.
    public let finishedAt: Date

    /// The player's local day when it was solved.
    public let solvedDay: CalendarDay

    /// The player's time zone when it was solved (an IANA identifier).
    public let timeZoneIdentifier: String

    /// The time spent playing, pauses excluded.
    public let activeDuration: Duration

    /// The kind of game (daily, puzzle by ID, free play).
    public let mode: GameMode

    /// The number of hints asked for.
    public let hintsUsed: Int

    /// Whether the game set a new best time on its size (the first game always does).
    public let isNewBest: Bool
}

/// How a date's daily puzzle stands on the calendar.
public enum DailyStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// Solved without a hint (on the day or later).
    case solved
    /// Solved, but only with hints.
    case solvedWithHints = "solved-with-hints"
    /// Today's, not solved yet.
    case open
    /// Missed, and still offered among the past dailies: it can be made up.
    case canMakeUp = "can-make-up"
    /// Missed, and too old to be offered any more.
    case missed
    /// Before the player's first game: it does not count as missed.
    case none
}

/// One day of the activity calendar.
public struct DayActivity: Sendable, Hashable {
    /// The day.
    public let day: CalendarDay

    /// The number of games solved on it (in the player's local day at solve time).
    public let gamesSolved: Int

    /// How the day's daily puzzle stands.
    public let daily: DailyStatus
}

/// Every figure the statistics show, worked out from the finished games: per size, the chart's series, the
/// calendar's days and the streaks.
///
/// One implementation for the statistics screens and `nqueens stats`, so that both say the same.
public struct StatisticsReport: Sendable {
    /// The player's today, which the streaks and the calendar are counted to.
    public let today: CalendarDay

    /// The number of games.
    public let gameCount: Int

    /// The figures of every size played in the classic game (regions games are left out), smallest first.
    public let sizes: [SizeStatistics]

    /// The days-played streaks.
    public let streaks: StreakSummary

    /// The daily-puzzle streaks.
    public let dailyStreaks: StreakSummary

    /// The first day a game was solved on; `nil` without games.
    public let firstDay: CalendarDay?

    private let samplesBySize: [Int: [SolveTimeSample]]
    private let gamesByDay: [CalendarDay: Int]
    private let dailiesByDate: [CalendarDay: DailyResult]

    /// The report of `games` (any order) as of `today`.
    public init(games: some Sequence<GameRecord>, today: CalendarDay) {
        let ordered = games.sorted { lhs, rhs in
            lhs.finishedAt != rhs.finishedAt
                ? lhs.finishedAt < rhs.finishedAt : lhs.id.orderedBytes.lexicographicallyPrecedes(rhs.id.orderedBytes)
        }
        // A size's figures and chart are the classic game's: a regions puzzle of that size is another puzzle, with
        // times of its own (its daily keeps its own summary and streak). Days played count every game.
        let bySize = Dictionary(grouping: ordered.filter { $0.mode != .regions }, by: \.boardSize)
        self.today = today
        gameCount = ordered.count
        sizes = bySize.keys.sorted().compactMap { SizeStatistics(boardSize: $0, gamesInOrder: bySize[$0] ?? []) }
        samplesBySize = bySize.mapValues(Self.samples)
        var perDay: [CalendarDay: Int] = [:]
        for game in ordered { perDay[game.solvedDay, default: 0] += 1 }
        gamesByDay = perDay
        let results = DailyResult.results(of: ordered)
        dailiesByDate = Dictionary(results.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
        streaks = StreakSummary(solvedDays: perDay.keys, today: today)
        dailyStreaks = StreakSummary(solvedDays: results.map(\.date), today: today)
        firstDay = ([perDay.keys.min(), results.first?.date].compactMap { $0 }).min()
    }

    // MARK: Sizes

    /// The figures of `boardSize`, or `nil` when it was never played.
    public func size(_ boardSize: Int) -> SizeStatistics? {
        sizes.first { $0.boardSize == boardSize }
    }

    /// The size with the most games (the larger on a tie); `nil` without games.
    public var mostPlayedSize: Int? {
        sizes.max { ($0.games, $0.boardSize) < ($1.games, $1.boardSize) }?.boardSize
    }

    /// The games on `boardSize` as chart points, in the order they were finished; none when it was never played.
    public func samples(boardSize: Int) -> [SolveTimeSample] {
        samplesBySize[boardSize] ?? []
    }

    // MARK: Calendar

    /// The days from `start` through `end` (earliest first), each with its games and its daily.
    ///
    /// A daily of a day before `today` that is not solved can be made up while it is within the last `makeUpDays`
    /// days (today included), as the past dailies offer; dailies before the first game played are not missed.
    public func days(from start: CalendarDay, through end: CalendarDay, makeUpDays: Int) -> [DayActivity] {
        let count = start.days(until: end) + 1
        guard count > 0 else { return [] }
        return (0..<count).map { offset in
            let day = start.adding(days: offset)
            return DayActivity(
                day: day, gamesSolved: gamesByDay[day] ?? 0, daily: dailyStatus(of: day, makeUpDays: makeUpDays))
        }
    }

    /// How the daily of `day` stands as of `today`.
    public func dailyStatus(of day: CalendarDay, makeUpDays: Int) -> DailyStatus {
        if let result = dailiesByDate[day] { return result.fewestHints == 0 ? .solved : .solvedWithHints }
        if day == today { return .open }
        guard day < today, let firstDay, day >= firstDay else { return .none }
        return day.days(until: today) < makeUpDays ? .canMakeUp : .missed
    }

    // MARK: Building

    /// The chart points of one size's games, in the order they were finished, with their new bests marked.
    private static func samples(of games: [GameRecord]) -> [SolveTimeSample] {
        var best: Duration?
        return games.map { game in
            let isNewBest = best.map { game.activeDuration < $0 } ?? true
            if isNewBest { best = game.activeDuration }
            return SolveTimeSample(
                id: game.id, finishedAt: game.finishedAt, solvedDay: game.solvedDay,
                timeZoneIdentifier: game.timeZoneIdentifier, activeDuration: game.activeDuration, mode: game.mode,
                hintsUsed: game.hintsUsed, isNewBest: isNewBest)
        }
    }
}
