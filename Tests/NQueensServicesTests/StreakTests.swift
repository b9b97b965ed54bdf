import Foundation
import NQueensServices
import NQueensTestSupport
import Testing

@Suite("Streaks")
struct StreakTests {
    private func day(_ text: String) -> CalendarDay {
        CalendarDay(text)!
    }

    private func streaks(_ days: [String], today: String) -> StreakSummary {
        StreakSummary(solvedDays: days.map(day), today: day(today))
    }

    // MARK: The rule

    @Test func noGamesIsNoStreak() {
        #expect(streaks([], today: "2026-11-29") == StreakSummary(current: 0, best: 0, isTodaySolved: false))
    }

    @Test func todayOnlyIsOne() {
        #expect(streaks(["2026-11-29"], today: "2026-11-29") == StreakSummary(current: 1, best: 1, isTodaySolved: true))
    }

    @Test func yesterdayOnlyStillCountsUntilTheDayEnds() {
        let summary = streaks(["2026-11-28"], today: "2026-11-29")
        #expect(summary == StreakSummary(current: 1, best: 1, isTodaySolved: false))
    }

    @Test func aMissedDayEndsTheStreak() {
        // The seed counted back from the last day played, so this showed 3; it is over.
        let summary = streaks(["2026-11-24", "2026-11-25", "2026-11-26"], today: "2026-11-28")
        #expect(summary == StreakSummary(current: 0, best: 3, isTodaySolved: false))
    }

    @Test func aGapSplitsRuns() {
        let summary = streaks(
            ["2026-11-20", "2026-11-21", "2026-11-23", "2026-11-24", "2026-11-25"], today: "2026-11-25")
        #expect(summary == StreakSummary(current: 3, best: 3, isTodaySolved: true))
    }

    @Test func severalGamesOnADayCountOnceInAnyOrder() {
        let summary = streaks(
            ["2026-11-29", "2026-11-27", "2026-11-28", "2026-11-29", "2026-11-28"], today: "2026-11-29")
        #expect(summary == StreakSummary(current: 3, best: 3, isTodaySolved: true))
    }

    @Test func theBestStreakCanLieInThePast() {
        let past = (0..<10).map { day("2026-03-01").adding(days: $0).description }
        let summary = streaks(past + ["2026-11-27", "2026-11-28"], today: "2026-11-29")
        #expect(summary == StreakSummary(current: 2, best: 10, isTodaySolved: false))
    }

    @Test func runsCrossMonthAndYearEnds() {
        let newYear = streaks(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"], today: "2027-01-02")
        #expect(newYear.current == 4)
        let leap = streaks(["2028-02-28", "2028-02-29", "2028-03-01"], today: "2028-03-02")
        #expect(leap == StreakSummary(current: 3, best: 3, isTodaySolved: false))
        let notLeap = streaks(["2027-02-27", "2027-02-28", "2027-03-01"], today: "2027-03-01")
        #expect(notLeap.current == 3)
        let endOfApril = streaks(["2026-04-30", "2026-05-01"], today: "2026-05-01")
        #expect(endOfApril.current == 2)
    }

    // MARK: Days taken in the player's calendar

    /// One game a day at `hour:minute` local time, for `count` days from `first`, in `zone`.
    private func dailyGames(from first: (Int, Int, Int), count: Int, at hour: Int, _ minute: Int, in zone: String)
        -> [CalendarDay]
    {
        let calendar = SampleGames.calendar(zone)
        let start = SampleGames.date(first.0, first.1, first.2, hour, minute, in: calendar)
        return (0..<count).map { offset in
            let instant = calendar.date(byAdding: .day, value: offset, to: start)!
            return CalendarDay(instant, in: calendar)
        }
    }

    @Test(
        "a week with a daylight-saving change is seven days",
        arguments: [
            ("America/New_York", (2026, 3, 5)), ("America/New_York", (2026, 10, 29)),
            ("Europe/Berlin", (2026, 3, 26)), ("Europe/Berlin", (2026, 10, 22)),
        ])
    func daylightSavingWeek(zone: String, first: (Int, Int, Int)) {
        let calendar = SampleGames.calendar(zone)
        for (hour, minute) in [(0, 5), (1, 30), (12, 0), (23, 55)] {
            let days = dailyGames(from: first, count: 7, at: hour, minute, in: zone)
            #expect(Set(days).count == 7, "\(zone) at \(hour):\(minute)")
            let lastInstant = SampleGames.date(first.0, first.1, first.2 + 6, 23, 59, in: calendar)
            let today = CalendarDay(lastInstant, in: calendar)
            #expect(
                StreakSummary(solvedDays: days, today: today) == StreakSummary(current: 7, best: 7, isTodaySolved: true)
            )
            // The morning after, before playing, the streak is still alive.
            let nextMorning = CalendarDay(lastInstant.addingTimeInterval(60 * 60 * 7), in: calendar)
            #expect(StreakSummary(solvedDays: days, today: nextMorning).current == 7)
            // Two days later it is over, but stays the best.
            #expect(
                StreakSummary(solvedDays: days, today: nextMorning.adding(days: 1))
                    == StreakSummary(current: 0, best: 7, isTodaySolved: false))
        }
    }

    @Test func theShortSpringDayAndTheLongAutumnDayCountOnce() {
        // 2026-03-08 has 23 hours in New York, 2026-11-01 has 25; 24-hour steps would skip or repeat a day.
        let newYork = SampleGames.calendar("America/New_York")
        let spring = SampleGames.date(2026, 3, 7, 23, 30, in: newYork)
        let afterSpring = spring.addingTimeInterval(24 * 60 * 60)  // 2026-03-09 00:30, not the 8th
        #expect(CalendarDay(afterSpring, in: newYork).description == "2026-03-09")
        let autumn = SampleGames.date(2026, 11, 1, 0, 30, in: newYork)
        let afterAutumn = autumn.addingTimeInterval(24 * 60 * 60)  // still 2026-11-01, at 23:30
        #expect(CalendarDay(afterAutumn, in: newYork).description == "2026-11-01")
        let days = [spring, afterSpring].map { CalendarDay($0, in: newYork) }
        #expect(StreakSummary(solvedDays: days, today: day("2026-03-09")).current == 1)
        let sameDay = [autumn, afterAutumn].map { CalendarDay($0, in: newYork) }
        #expect(StreakSummary(solvedDays: sameDay, today: day("2026-11-01")).current == 1)
    }

    @Test func travellingEastKeepsTheStreak() {
        // Monday evening in New York, then Tuesday evening in Berlin: two consecutive local days.
        let newYork = SampleGames.calendar("America/New_York")
        let berlin = SampleGames.calendar("Europe/Berlin")
        let monday = CalendarDay(SampleGames.date(2026, 11, 23, 20, 0, in: newYork), in: newYork)
        let tuesday = CalendarDay(SampleGames.date(2026, 11, 24, 21, 0, in: berlin), in: berlin)
        #expect([monday, tuesday].map(\.description) == ["2026-11-23", "2026-11-24"])
        let summary = StreakSummary(solvedDays: [monday, tuesday], today: tuesday)
        #expect(summary == StreakSummary(current: 2, best: 2, isTodaySolved: true))
    }

    @Test func travellingWestIntoAnEarlierDayKeepsTheStreak() {
        // Solved Wednesday morning in Tokyo (Tuesday evening in New York), then flew to New York: there it is
        // still Tuesday, and the streak must not read 0.
        let tokyo = SampleGames.calendar("Asia/Tokyo")
        let newYork = SampleGames.calendar("America/New_York")
        let solvedAt = SampleGames.date(2026, 11, 25, 8, 0, in: tokyo)
        let days = [day("2026-11-23"), day("2026-11-24"), CalendarDay(solvedAt, in: tokyo)]
        let todayInNewYork = CalendarDay(solvedAt.addingTimeInterval(14 * 60 * 60), in: newYork)
        #expect(todayInNewYork.description == "2026-11-25")
        let landedEarly = CalendarDay(solvedAt.addingTimeInterval(2 * 60 * 60), in: newYork)
        #expect(landedEarly.description == "2026-11-24")
        #expect(
            StreakSummary(solvedDays: days, today: landedEarly)
                == StreakSummary(current: 3, best: 3, isTodaySolved: true))
        #expect(StreakSummary(solvedDays: days, today: todayInNewYork).current == 3)
    }

    @Test func theClockGivesTodayInThePlayersTimeZone() {
        let clock = ManualGameClock(now: SampleGames.date(2026, 11, 29, 3, 0), timeZone: TimeZone(identifier: "UTC")!)
        #expect(clock.today.description == "2026-11-29")
        clock.timeZone = TimeZone(identifier: "America/Los_Angeles")!
        #expect(clock.today.description == "2026-11-28")
        clock.advance(by: .seconds(24 * 60 * 60))
        #expect(clock.today.description == "2026-11-29")
        #expect(clock.uptime == .seconds(24 * 60 * 60))
    }
}

@Suite("System clock")
struct SystemClockTests {
    @Test func readsTheSystemTimeAndAMonotonicClock() {
        let clock = SystemGameClock()
        let first = clock.uptime
        let before = Date()
        let now = clock.now
        let second = clock.uptime
        #expect(second >= first)
        #expect(now >= before && now.timeIntervalSince(before) < 60)
        #expect(clock.calendar.timeZone.identifier == TimeZone.current.identifier)
        #expect(
            clock.today == CalendarDay(now, in: clock.calendar) || clock.today > CalendarDay(now, in: clock.calendar))
    }
}
