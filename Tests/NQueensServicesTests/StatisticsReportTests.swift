import Foundation
import NQueensServices
import NQueensTestSupport
import Testing

@Suite("Statistics report")
struct StatisticsReportTests {
    private let today = CalendarDay("2026-11-29")!

    /// `seconds.count` games on `size`, one a day ending on 2026-11-29 (the last time is the latest game's).
    private func games(_ seconds: [Double], size: Int = 8, hints: Int = 0) -> [GameRecord] {
        seconds.enumerated().map { index, time in
            SampleGames.solved(
                size: size, finishedAt: SampleGames.date(2026, 11, 29 - (seconds.count - 1 - index)),
                activeSeconds: time, moveCount: size + index % 3, hintsUsed: hints)
        }
    }

    // MARK: Sizes

    @Test("No games: no sizes, no streaks, nothing missed")
    func noGames() {
        let report = StatisticsReport(games: [], today: today)
        #expect(report.sizes.isEmpty)
        #expect(report.gameCount == 0)
        #expect(report.mostPlayedSize == nil)
        #expect(report.firstDay == nil)
        #expect(report.samples(boardSize: 8).isEmpty)
        #expect(report.streaks == StreakSummary(current: 0, best: 0, isTodaySolved: false))
        let days = report.days(from: today.adding(days: -40), through: today, makeUpDays: 30)
        #expect(days.count == 41)
        #expect(days.dropLast().allSatisfy { $0.daily == .none && $0.gamesSolved == 0 })
        #expect(days.last?.daily == .open)
    }

    @Test("One game: it is the best and the median; no trend yet")
    func oneGame() throws {
        let report = StatisticsReport(games: games([42.5]), today: today)
        let size = try #require(report.size(8))
        #expect(size.games == 1)
        #expect(size.bestTime == .milliseconds(42_500))
        #expect(size.medianTime == .milliseconds(42_500))
        #expect(size.recentMedian == nil && size.previousMedian == nil)
        #expect(size.trend == .notEnoughGames)
        #expect(size.bestEfficiency == 1)
        #expect(size.gamesWithoutHints == 1)
        #expect(report.mostPlayedSize == 8)
        #expect(report.samples(boardSize: 8).map(\.isNewBest) == [true])
    }

    @Test("Medians of odd and even counts")
    func medians() {
        #expect(SizeStatistics.median(of: [Duration]()) == nil)
        #expect(SizeStatistics.median(of: [.seconds(30), .seconds(10), .seconds(20)]) == .seconds(20))
        #expect(
            SizeStatistics.median(of: [.seconds(41), .seconds(10), .seconds(30), .seconds(21)])
                == .milliseconds(25_500))
        #expect(SizeStatistics.median(of: [.milliseconds(1), .milliseconds(2)]) == .milliseconds(1))
    }

    @Test("Bests, efficiency and games without hints per size; the most played size")
    func bestsPerSize() throws {
        let eights = games([50, 30, 70], size: 8)
        let fives = games([20, 25, 15, 18], size: 5, hints: 1)
        let report = StatisticsReport(games: (eights + fives).shuffled(), today: today)
        #expect(report.sizes.map(\.boardSize) == [5, 8])
        let eight = try #require(report.size(8))
        #expect(eight.bestTime == .seconds(30))
        #expect(eight.medianTime == .seconds(50))
        #expect(eight.bestEfficiency == 1)
        #expect(eight.gamesWithoutHints == 3)
        let five = try #require(report.size(5))
        #expect(five.medianTime == .milliseconds(19_000))
        #expect(five.gamesWithoutHints == 0)
        #expect(five.bestEfficiency == 1)
        #expect(report.mostPlayedSize == 5)
        #expect(report.samples(boardSize: 5).map(\.isNewBest) == [true, false, true, false])
    }

    @Test(
        "The trend compares the last 10 games' median with the 10 before, 10 % either way",
        arguments: [
            (60.0, 40.0, SolveTrend.improving), (60, 60, .steady), (60, 54, .steady), (60, 53.9, .improving),
            (60, 66, .steady), (60, 66.1, .slower), (40, 90, .slower),
        ])
    func trend(earlier: Double, later: Double, expected: SolveTrend) throws {
        let times =
            Array(repeating: 500.0, count: 3) + Array(repeating: earlier, count: 10)
            + Array(repeating: later, count: 10)
        let size = try #require(StatisticsReport(games: games(times).shuffled(), today: today).size(8))
        #expect(size.recentMedian == .milliseconds(Int64((later * 1_000).rounded())))
        #expect(size.previousMedian == .milliseconds(Int64((earlier * 1_000).rounded())))
        #expect(size.trend == expected)
    }

    @Test("Fewer than 20 games have no trend; 10 already have a recent median")
    func trendNeedsTwentyGames() throws {
        let size = try #require(StatisticsReport(games: games(Array(repeating: 30, count: 19)), today: today).size(8))
        #expect(size.trend == .notEnoughGames)
        #expect(size.recentMedian == .seconds(30))
        #expect(size.previousMedian == nil)
    }

    // MARK: Days, time zones and daylight saving

    @Test("Days count the player's local day at solve time, across Berlin's and New York's clock changes")
    func timeZonesAndDaylightSaving() {
        let berlin = SampleGames.calendar("Europe/Berlin")
        let newYork = SampleGames.calendar("America/New_York")
        let games = [
            // Berlin springs forward at 2:00 on 29 March: 1:30 and 3:30 are one hour apart, the same day.
            SampleGames.solved(finishedAt: SampleGames.date(2026, 3, 29, 1, 30, in: berlin), calendar: berlin),
            SampleGames.solved(finishedAt: SampleGames.date(2026, 3, 29, 3, 30, in: berlin), calendar: berlin),
            // Berlin falls back on 25 October: 23:30 is still the 25th.
            SampleGames.solved(finishedAt: SampleGames.date(2026, 10, 25, 23, 30, in: berlin), calendar: berlin),
            // 23:30 in New York on 1 November (the night its clocks fall back) is 2 November in UTC.
            SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 1, 23, 30, in: newYork), calendar: newYork),
            SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 2, 0, 30, in: berlin), calendar: berlin),
        ]
        let report = StatisticsReport(games: games, today: today)
        let days = report.days(from: CalendarDay("2026-03-28")!, through: today, makeUpDays: 30)
        let played = Dictionary(
            uniqueKeysWithValues: days.filter { $0.gamesSolved > 0 }.map {
                ($0.day.description, $0.gamesSolved)
            })
        #expect(played == ["2026-03-29": 2, "2026-10-25": 1, "2026-11-01": 1, "2026-11-02": 1])
        #expect(report.firstDay == CalendarDay("2026-03-29"))
        #expect(report.streaks == StreakSummary(current: 0, best: 2, isTodaySolved: false))
        // The chart follows the instants: the New York game (04:30 UTC) comes after the Berlin one (23:30 UTC).
        #expect(report.samples(boardSize: 8).map(\.solvedDay.description).suffix(2) == ["2026-11-02", "2026-11-01"])
    }

    // MARK: Dailies

    @Test("A daily is solved, solved with hints, open today, to make up within the window, or missed")
    func dailies() {
        let noon = { (day: Int) in SampleGames.date(2026, 11, day) }
        let games = [
            SampleGames.solved(finishedAt: SampleGames.date(2026, 9, 1)),
            SampleGames.solvedDaily("2026-11-28", finishedAt: noon(28)),
            SampleGames.solvedDaily("2026-11-27", finishedAt: noon(27), hintsUsed: 2),
            // The 20th's daily, made up on the 26th, counts for the 20th.
            SampleGames.solvedDaily("2026-11-20", finishedAt: noon(26), hintsUsed: 1),
            SampleGames.solvedDaily("2026-11-20", finishedAt: noon(26)),
        ]
        let report = StatisticsReport(games: games, today: today)
        let status = { (text: String) in report.dailyStatus(of: CalendarDay(text)!, makeUpDays: 30) }
        #expect(status("2026-11-29") == .open)
        #expect(status("2026-11-28") == .solved)
        #expect(status("2026-11-27") == .solvedWithHints)
        #expect(status("2026-11-20") == .solved)
        #expect(status("2026-11-26") == .canMakeUp)
        #expect(status("2026-10-31") == .canMakeUp)
        #expect(status("2026-10-30") == .missed)
        #expect(status("2026-09-01") == .missed)
        #expect(status("2026-08-31") == .none)
        #expect(status("2026-11-30") == .none)
        #expect(report.dailyStreaks == StreakSummary(current: 2, best: 2, isTodaySolved: false))
        let day26 = report.days(from: CalendarDay("2026-11-26")!, through: CalendarDay("2026-11-26")!, makeUpDays: 30)
        #expect(day26.map(\.day) == [CalendarDay("2026-11-26")!])
        #expect(day26.map(\.gamesSolved) == [2])
        #expect(day26.map(\.daily) == [.canMakeUp])
    }
}
