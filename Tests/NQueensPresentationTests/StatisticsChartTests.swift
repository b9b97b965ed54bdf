import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("Statistics chart and calendar")
struct StatisticsChartTests {
    /// The statistics of `games` as of `now` in `timeZone`, Home's size 8.
    private func statistics(
        _ games: [GameRecord], now: Date = SampleGames.date(2026, 11, 29), timeZone: String = "UTC",
        firstWeekday: Int = 2
    ) throws -> StatisticsViewModel {
        let clock = ManualGameClock(now: now, timeZone: TimeZone(identifier: timeZone)!)
        clock.calendar.firstWeekday = firstWeekday
        let doubles = TestDependencies(clock: clock)
        try doubles.history.record(contentsOf: games)
        return StatisticsViewModel(dependencies: doubles.dependencies)
    }

    private func isNormalised(_ value: Double) -> Bool {
        (0...1).contains(value)
    }

    // MARK: The chart

    @Test("One game sits in the middle, under a round top, with its running best and one date mark")
    func oneGame() throws {
        let chart = try statistics([SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 29), activeSeconds: 48)])
            .chart
        let point = try #require(chart.points.first)
        #expect(point.x == 0.5)
        #expect(point.y == 0.96)
        #expect(point.isNewBest && !point.isClipped)
        #expect(chart.timeAxisTop == .seconds(50))
        #expect(chart.timeTicks.map(\.label) == ["0:00", "0:10", "0:20", "0:30", "0:40", "0:50"])
        #expect(chart.timeTicks.map(\.position) == [0, 0.2, 0.4, 0.6, 0.8, 1])
        #expect(chart.dateTicks == [AxisTick(position: 0.5, label: "29 Nov")])
        #expect(chart.runningBest == [ChartCoordinate(x: 0.5, y: 0.96)])
        #expect(chart.buckets(count: 60).count == 1)
        #expect(chart.buckets(count: 60).first?.index == 30)
        #expect(chart.legend.map(\.text) == ["Free play (1)"])
    }

    @Test("The running best steps down at each new best and runs on to the last game")
    func runningBest() throws {
        let times: [Double] = [60, 90, 30, 45, 15, 20]
        let games = times.enumerated().map { index, time in
            SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 20 + index), activeSeconds: time)
        }
        let chart = try statistics(games).chart
        #expect(chart.points.map(\.isNewBest) == [true, false, true, false, true, false])
        #expect(chart.timeAxisTop == .seconds(90))
        #expect(chart.timeTicks.map(\.label) == ["0:00", "0:30", "1:00", "1:30"])
        let xs = chart.points.map(\.x)
        let ys = chart.points.map(\.y)
        #expect(
            chart.runningBest == [
                ChartCoordinate(x: xs[0], y: ys[0]), ChartCoordinate(x: xs[2], y: ys[0]),
                ChartCoordinate(x: xs[2], y: ys[2]), ChartCoordinate(x: xs[4], y: ys[2]),
                ChartCoordinate(x: xs[4], y: ys[4]), ChartCoordinate(x: 1, y: ys[4]),
            ])
        #expect(ys[2] == 1.0 / 3)
        #expect(xs.first == 0 && xs.last == 1)
    }

    @Test("The kinds are apart: dailies, puzzles and free play, in the legend and the buckets")
    func kinds() throws {
        let games = [
            SampleGames.solvedDaily("2026-11-27", finishedAt: SampleGames.date(2026, 11, 27)),
            SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 28)),
        ]
        let daily = try #require(games.first)
        let chart = try statistics(games).chart
        #expect(daily.boardSize == 9)
        #expect(chart.boardSize == 8)
        #expect(chart.legend.map(\.kind) == [.freePlay])
        let nine = try statistics(
            games + [SampleGames.solvedDaily("2026-11-26", finishedAt: SampleGames.date(2026, 11, 28, 9))])
        nine.select(boardSize: 9)
        #expect(nine.chart.legend.map(\.text) == ["Daily (2)"])
        #expect(nine.chart.legend.map(\.spokenText) == ["2 dailies"])
        #expect(Set(nine.chart.buckets(count: 10).map(\.kind)) == [.daily])
    }

    @Test("10,000 games fold into buckets that keep every game, in bounds, low ≤ median ≤ high")
    func tenThousandGames() throws {
        var generator = SplitMix64(seed: 21)
        let start = SampleGames.date(2025, 12, 1)
        let kinds: [GameMode] = [.freePlay, .freePlay, .puzzle, .daily]
        let games = (0..<10_000).map { index in
            let seconds = 20 + Double(generator.next() % 100)
            let kind = kinds[index % kinds.count]
            return GameRecord(
                id: SampleGames.id(index + 1), boardSize: 8, mode: kind,
                puzzleID: kind == .freePlay ? nil : "8-TEST",
                dailyDate: kind == .daily ? CalendarDay("2026-01-01")!.adding(days: index % 300) : nil,
                startedAt: start, finishedAt: start.addingTimeInterval(Double(index) * 2_700),
                calendar: SampleGames.utc,
                activeDuration: .milliseconds(Int64(seconds * 1_000)), moveCount: 8, finalQueens: [], moves: [])
        }
        let clock = Date()
        let chart = try statistics(games).chart
        #expect(Date().timeIntervalSince(clock) < 30)
        #expect(chart.points.count == 10_000)
        for count in [1, 37, 120, 2_000] {
            let buckets = chart.buckets(count: count)
            #expect(buckets.reduce(0) { $0 + $1.count } == 10_000)
            #expect(buckets.count <= count * 3)
            #expect(buckets.allSatisfy { (0..<count).contains($0.index) && isNormalised($0.x) })
            #expect(buckets.allSatisfy { $0.low <= $0.median && $0.median <= $0.high && isNormalised($0.high) })
        }
        #expect(chart.points.allSatisfy { isNormalised($0.x) && isNormalised($0.y) })
        #expect(chart.runningBest.allSatisfy { isNormalised($0.x) && isNormalised($0.y) })
        #expect(chart.timeTicks.count <= 6)
        #expect(chart.dateTicks.count <= 8)
        #expect(chart.dateTicks.first?.label == "Jan 2026")
        #expect(chart.legend.map { $0.count } == [2_500, 2_500, 5_000])
        #expect(chart.buckets(count: 0).isEmpty)
    }

    @Test("A time far above the rest is clipped to the top instead of flattening the chart")
    func outlier() throws {
        var games = (0..<30).map { index in
            SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 1 + index % 28, index % 12), activeSeconds: 40)
        }
        games.append(SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 29), activeSeconds: 3_600))
        let chart = try statistics(games).chart
        #expect(chart.timeAxisTop == .seconds(60))
        #expect(chart.points.filter(\.isClipped).map(\.time) == [.seconds(3_600)])
        #expect(chart.points.last?.y == 1)
        #expect(chart.buckets(count: 5).contains { $0.isClipped })
    }

    @Test(
        "Month marks fall where the month begins in the player's zone, across daylight saving",
        arguments: ["Europe/Berlin", "America/New_York", "UTC"])
    func monthTicks(zone: String) throws {
        let calendar = SampleGames.calendar(zone)
        let first = SampleGames.date(2026, 3, 15, 12, 0, in: calendar)
        let last = SampleGames.date(2026, 5, 15, 12, 0, in: calendar)
        let games = [first, last].map { SampleGames.solved(finishedAt: $0, calendar: calendar) }
        let chart = try statistics(games, timeZone: zone).chart
        #expect(chart.dateTicks.map(\.label) == ["Apr 2026", "May"])
        let span = last.timeIntervalSince(first)
        let april = SampleGames.date(2026, 4, 1, 0, 0, in: calendar).timeIntervalSince(first) / span
        let may = SampleGames.date(2026, 5, 1, 0, 0, in: calendar).timeIntervalSince(first) / span
        #expect(chart.dateTicks.map(\.position) == [april, may])
    }

    @Test("Games within one month mark their first and last days")
    func dayTicks() throws {
        let games = [3, 20].map { SampleGames.solved(finishedAt: SampleGames.date(2026, 11, $0)) }
        #expect(try statistics(games).chart.dateTicks.map(\.label) == ["3 Nov", "20 Nov"])
    }

    // MARK: The calendar

    @Test("The calendar runs from the day after a year ago to today, in weeks of the player's first weekday")
    func calendarLayout() throws {
        let monday = try statistics([]).calendar
        #expect(monday.firstDay == CalendarDay("2025-11-30"))
        #expect(monday.today == CalendarDay("2026-11-29"))
        #expect(monday.weekdayLabels == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        // 30 Nov 2025 is a Sunday: the first week holds it alone; 29 Nov 2026, a Sunday, ends the last.
        #expect(monday.weeks.first?.days.map { $0?.day.description } == [nil, nil, nil, nil, nil, nil, "2025-11-30"])
        #expect(monday.weeks.last?.days.last??.isToday == true)
        #expect(monday.weeks.count == 53)
        #expect(monday.weeks.flatMap(\.days).compactMap { $0 }.count == 365)
        #expect(monday.monthLabels.first == CalendarMonthLabel(weekIndex: 0, text: "Nov 2025"))
        #expect(monday.monthLabels.contains(CalendarMonthLabel(weekIndex: 5, text: "Jan 2026")))
        #expect(monday.monthLabels.count == 13)
        let sunday = try statistics([], firstWeekday: 1).calendar
        #expect(sunday.weekdayLabels.first == "Sun")
        #expect(sunday.weeks.first?.days.first??.day == CalendarDay("2025-11-30"))
        #expect(sunday.weeks.last?.days.map { $0?.day.description } == ["2026-11-29", nil, nil, nil, nil, nil, nil])
        let leap = try statistics([], now: SampleGames.date(2028, 2, 29)).calendar
        #expect(leap.firstDay == CalendarDay("2027-03-01"))
    }

    @Test("A day shows its daily solved, with hints, to make up, played or nothing, and says so")
    func calendarDays() throws {
        let games = [
            SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 25)),
            SampleGames.solvedDaily("2026-11-26", finishedAt: SampleGames.date(2026, 11, 26)),
            SampleGames.solvedDaily("2026-11-27", finishedAt: SampleGames.date(2026, 11, 27), hintsUsed: 2),
            SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 28)),
        ]
        let calendar = try statistics(games).calendar
        let cells = Dictionary(
            uniqueKeysWithValues: calendar.weeks.flatMap(\.days).compactMap { $0 }.map { ($0.day.description, $0) })
        #expect(cells["2026-11-24"]?.kind == ActivityKind.none)
        #expect(cells["2026-11-24"]?.daily == DailyStatus.none)
        #expect(cells["2026-11-25"]?.kind == .canMakeUp)
        #expect(cells["2026-11-26"]?.kind == .dailySolved)
        #expect(cells["2026-11-27"]?.kind == .dailySolvedWithHints)
        #expect(cells["2026-11-28"]?.kind == .canMakeUp)
        #expect(cells["2026-11-29"]?.kind == ActivityKind.none)
        #expect(cells["2026-11-29"]?.isToday == true)
        #expect(
            cells["2026-11-28"]?.accessibilityLabel == "Saturday 28 November 2026: 1 game, daily missed, can be made up"
        )
        #expect(
            cells["2026-11-29"]?.accessibilityLabel == "Sunday 29 November 2026, today: no games, daily not solved yet")
        #expect(cells["2026-11-27"]?.accessibilityLabel == "Friday 27 November 2026: 1 game, daily solved with hints")
        #expect(calendar.daysPlayed == 4)
        #expect(calendar.dailiesSolved == 2)
        #expect(calendar.dailiesToMakeUp == 2)
        #expect(calendar.legend.map(\.legendText).first == "Daily solved")
    }

    @Test("Days follow the zone the game was solved in: a New York evening is that day, not the next UTC one")
    func calendarTimeZones() throws {
        let newYork = SampleGames.calendar("America/New_York")
        let berlin = SampleGames.calendar("Europe/Berlin")
        let games = [
            SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 1, 23, 30, in: newYork), calendar: newYork),
            SampleGames.solved(finishedAt: SampleGames.date(2026, 10, 25, 2, 30, in: berlin), calendar: berlin),
        ]
        let calendar = try statistics(games, timeZone: "Europe/Berlin").calendar
        let played = calendar.weeks.flatMap(\.days).compactMap { $0 }.filter { $0.gamesSolved > 0 }
        #expect(played.map(\.day.description) == ["2026-10-25", "2026-11-01"])
    }
}
