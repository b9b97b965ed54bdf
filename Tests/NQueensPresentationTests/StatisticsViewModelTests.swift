import Foundation
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("Statistics screen")
struct StatisticsViewModelTests {
    /// The doubles with Home's size at `homeSize` and `games` in the history, today 2026-11-29 (UTC).
    private func makeStatistics(
        _ games: [GameRecord], homeSize: Int = 8, timeZone: String = "UTC"
    ) throws -> (StatisticsViewModel, TestDependencies) {
        let clock = ManualGameClock(
            now: SampleGames.date(2026, 11, 29, in: SampleGames.calendar(timeZone)),
            timeZone: TimeZone(identifier: timeZone)!)
        let doubles = TestDependencies(
            settingsStore: InMemorySettingsStore(settings: Settings(boardSize: homeSize)), clock: clock)
        try doubles.history.record(contentsOf: games)
        return (StatisticsViewModel(dependencies: doubles.dependencies), doubles)
    }

    /// `times.count` free-play games on `size`, one a day ending on 2026-11-29 at noon UTC.
    private func games(_ times: [Double], size: Int = 8) -> [GameRecord] {
        times.enumerated().map { index, time in
            SampleGames.solved(
                size: size, finishedAt: SampleGames.date(2026, 11, 29 - (times.count - 1 - index)),
                activeSeconds: time)
        }
    }

    @Test("No games: an empty screen that says so, on Home's size, with an empty chart and calendar")
    func noGames() throws {
        let (statistics, _) = try makeStatistics([])
        #expect(statistics.rows.isEmpty)
        #expect(statistics.gameCount == 0)
        #expect(statistics.summaryText == "No games yet")
        #expect(statistics.emptyText == "No games yet: solve a board and your statistics appear here.")
        #expect(statistics.boardSize == 8)
        #expect(statistics.selectedRow == nil)
        #expect(statistics.chart.points.isEmpty)
        #expect(statistics.chart.emptyText == "No 8×8 games yet.")
        #expect(statistics.chart.accessibilityLabel == "8×8 solve times: no games yet")
        #expect(statistics.calendar.daysPlayed == 0)
        #expect(
            statistics.calendarAccessibilityLabel
                == "Last 12 months: played on 0 days, 0 dailies solved, 0 missed dailies can be made up; "
                + "current streak 0 days, best 0; daily streak 0, best 0")
        #expect(statistics.streakText == "Days played: no streak · best 0")
    }

    @Test("One game: its row, a chart of one point and the text equivalents")
    func oneGame() throws {
        let (statistics, _) = try makeStatistics(games([48]))
        let row = try #require(statistics.selectedRow)
        #expect(row.accessibilityLabel == "8×8: 1 game, best 0:48, median 0:48, not enough games")
        #expect(
            StatisticsViewModel.cells(of: row) == ["8×8", "1", "0:48", "0:48", "—", "—", "100%", "1"])
        #expect(row.detailText == "Last 10 — · best efficiency 100% · 1 without hints")
        #expect(statistics.chart.points.count == 1)
        #expect(
            statistics.chart.accessibilityLabel
                == "8×8 solve times: 1 game on 29 Nov, best 0:48, median 0:48; 1 free play; not enough games")
        #expect(statistics.summaryText == "1 game on 1 board size")
        #expect(statistics.streakText == "Days played: 1 in a row · best 1")
        #expect(statistics.emptyText == nil)
    }

    @Test("The row's text equivalent reads its figures and trend")
    func rowText() throws {
        let times = Array(repeating: 60.0, count: 4) + Array(repeating: 21.0, count: 10)
        let (statistics, _) = try makeStatistics(games(times.reversed() + [30, 30, 30, 30, 30, 30]))
        let row = try #require(statistics.selectedRow)
        #expect(row.accessibilityLabel == "8×8: 20 games, best 0:21, median 0:25, slower")
        #expect(row.recentText == "0:30 vs 0:21")
        #expect(row.detailText == "Last 10 0:30 vs 0:21 · best efficiency 100% · 20 without hints")
        #expect(row.trend == .slower)
    }

    @Test("The chart starts on Home's size when it was played, else on the size played most")
    func defaultSize() throws {
        let mixed = games([30, 40], size: 6) + games([50, 60, 70], size: 10)
        #expect(try makeStatistics(mixed, homeSize: 6).0.boardSize == 6)
        let (statistics, _) = try makeStatistics(mixed, homeSize: 8)
        #expect(statistics.boardSize == 10)
        #expect(statistics.sizesPlayed == [6, 10])
        #expect(statistics.chart.boardSize == 10)
    }

    @Test("Left and right cycle the charted size among the sizes played; other sizes are refused")
    func changingSize() throws {
        let (statistics, _) = try makeStatistics(
            games([30], size: 5) + games([40], size: 8) + games([50], size: 12))
        #expect(statistics.boardSize == 8)
        statistics.showSize(by: 1)
        #expect(statistics.boardSize == 12)
        #expect(statistics.chart.title == "12×12 solve times")
        statistics.showSize(by: 1)
        #expect(statistics.boardSize == 5)
        statistics.showSize(by: -1)
        #expect(statistics.boardSize == 12)
        statistics.select(boardSize: 9)
        #expect(statistics.boardSize == 12)
        statistics.select(boardSize: 5)
        #expect(statistics.chart.points.map(\.time) == [.seconds(30)])
    }

    @Test("Refresh reads new games; a history that cannot be read says so")
    func refreshAndFailure() throws {
        let (statistics, doubles) = try makeStatistics(games([30]))
        try doubles.history.record(
            SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 29, 13), activeSeconds: 20))
        statistics.refresh()
        #expect(statistics.gameCount == 2)
        #expect(statistics.selectedRow?.bestText == "0:20")
        let failing = TestDependencies(history: FailingGameHistoryStore())
        let broken = StatisticsViewModel(dependencies: failing.dependencies)
        #expect(broken.problem?.hasPrefix("Your history could not be read") == true)
        #expect(broken.rows.isEmpty)
    }

    @Test("The calendar's text equivalent counts days, dailies, make-ups and both streaks")
    func calendarText() throws {
        let games = [
            SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 20)),
            SampleGames.solvedDaily("2026-11-28", finishedAt: SampleGames.date(2026, 11, 28)),
            SampleGames.solvedDaily("2026-11-29", finishedAt: SampleGames.date(2026, 11, 29), hintsUsed: 1),
        ]
        let (statistics, _) = try makeStatistics(games)
        // The 21st to the 27th were missed since the first game (the 20th's daily too): 8 to make up.
        #expect(
            statistics.calendarAccessibilityLabel
                == "Last 12 months: played on 3 days, 2 dailies solved, 8 missed dailies can be made up; "
                + "current streak 2 days, best 2; daily streak 2, best 2")
        #expect(statistics.dailyStreakText == "Dailies: 2 in a row · best 2")
    }

    @Test("Home opens the statistics; Back goes Home; a win refreshes them")
    func navigation() throws {
        let doubles = TestDependencies(settingsStore: InMemorySettingsStore(settings: Settings(boardSize: 4)))
        let coordinator = HomeCoordinator(dependencies: doubles.dependencies)
        coordinator.home.showStatistics()
        #expect(coordinator.flow.path == [.statistics])
        guard case .statistics(let statistics) = coordinator.screen else {
            Issue.record("the statistics are not shown")
            return
        }
        #expect(statistics.gameCount == 0)
        statistics.back()
        #expect(coordinator.flow.path.isEmpty)
        coordinator.home.start()
        let game = try #require(coordinator.screen.game)
        doubles.advance(by: .seconds(3))
        game.toggle(fourByFourSolution)
        #expect(statistics.gameCount == 1)
        coordinator.handle(.closeVictory)
        coordinator.home.showStatistics()
        #expect(coordinator.statistics === statistics)
        #expect(statistics.boardSize == 4)
    }
}
