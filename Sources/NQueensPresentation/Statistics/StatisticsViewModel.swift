import Foundation
import NQueensLocalization
import NQueensServices
import Observation

/// The Statistics screen: per board size the games, best and median time, trend, best efficiency and games without
/// hints; the chart of one size's solve times; the calendar of the last 12 months; the streaks.
///
/// Every figure comes from one `StatisticsReport` of the history (the one `nqueens stats` prints), read at
/// `refresh()`; choosing another size redraws the chart from it without reading the store again.
@MainActor
@Observable
public final class StatisticsViewModel {
    /// The screen's title.
    public var title: String { tr("Statistics") }

    /// How many days back a missed daily can be made up: the past dailies Home offers, today included.
    public nonisolated static let makeUpDays = HomeViewModel.recentDailyCount

    /// One row per board size played, smallest first.
    public private(set) var rows: [SizeStatisticsRow] = []

    /// The size the chart shows.
    public private(set) var boardSize: Int

    /// The chart of the chosen size's solve times.
    public private(set) var chart: SolveTimeChart

    /// The calendar of the last 12 months.
    public private(set) var calendar: ActivityCalendar

    /// The number of games.
    public private(set) var gameCount = 0

    /// The days-played streaks: consecutive days with a game solved.
    public private(set) var streaks = StreakSummary(current: 0, best: 0, isTodaySolved: false)

    /// The daily-puzzle streaks: consecutive dates whose daily was solved.
    public private(set) var dailyStreaks = StreakSummary(current: 0, best: 0, isTodaySolved: false)

    /// Why the history could not be read, for display; `nil` when all is well.
    public private(set) var problem: String?

    /// Receives the screen's actions (the coordinator); held weakly.
    @ObservationIgnored public weak var delegate: (any HomeFlowDelegate)?

    @ObservationIgnored private let dependencies: AppDependencies

    /// The figures last read.
    @ObservationIgnored private var report: StatisticsReport

    /// Reads the history; the chart shows `boardSize` when given and played, else Home's chosen size when played,
    /// else the size played most.
    public init(dependencies: AppDependencies, boardSize: Int? = nil) {
        self.dependencies = dependencies
        let today = dependencies.clock.today
        let size = boardSize ?? dependencies.settings.current.boardSize
        self.boardSize = size
        report = StatisticsReport(games: [], today: today)
        chart = SolveTimeChart(
            boardSize: size, samples: [], statistics: nil, calendar: dependencies.clock.calendar, today: today)
        calendar = ActivityCalendar(days: [], today: today, calendar: dependencies.clock.calendar)
        refresh()
    }

    // MARK: Figures

    /// The sizes played, smallest first: the sizes the chart can show.
    public var sizesPlayed: [Int] {
        rows.map(\.boardSize)
    }

    /// The row of the chosen size; `nil` when it was never played.
    public var selectedRow: SizeStatisticsRow? {
        rows.first { $0.boardSize == boardSize }
    }

    /// The chosen size as `8×8`.
    public var boardSizeText: String {
        DisplayText.boardSize(boardSize)
    }

    /// The whole history in a line: "14 games on 3 board sizes", or "No games yet".
    public var summaryText: String {
        guard gameCount > 0 else { return tr("No games yet") }
        // TRANSLATORS: the whole history in a line; %1$s is a number of games, %2$s "3 board sizes".
        return trn(
            context: "history summary", "%1$s game on %2$s", "%1$s games on %2$s", count: gameCount,
            DisplayText.number(gameCount),
            trn("%d board size", "%d board sizes", count: rows.count))
    }

    /// What the screen says with no games; `nil` when there are some.
    public var emptyText: String? {
        gameCount == 0 ? tr("No games yet: solve a board and your statistics appear here.") : nil
    }

    /// The table's column titles, in the order of a row's texts.
    public var columnTitles: [String] {
        Self.columnTitles
    }

    /// The table's column titles (for a table without a view model, such as `nqueens stats`).
    public nonisolated static var columnTitles: [String] {
        [
            tr(context: "statistics column", "Size"), tr(context: "statistics column", "Games"),
            tr(context: "statistics column", "Best"), tr(context: "statistics column", "Median"),
            // TRANSLATORS: a column of the statistics: the median time of the last 10 games and of the 10 before.
            tr(context: "statistics column", "Last 10 / 10 before"), tr(context: "statistics column", "Trend"),
            // TRANSLATORS: a narrow column of the statistics: the best efficiency (board size ÷ moves).
            tr(context: "statistics column", "Best eff."),
            // TRANSLATORS: a column of the statistics: the number of games solved without hints.
            tr(context: "statistics column", "No hints"),
        ]
    }

    /// The texts of a row in the order of `columnTitles`.
    public nonisolated static func cells(of row: SizeStatisticsRow) -> [String] {
        [
            row.sizeText, row.gamesText, row.bestText, row.medianText, row.recentText, row.trendText,
            row.efficiencyText, row.withoutHintsText,
        ]
    }

    /// The days-played streaks in words: "Days played: 4 in a row · best 9", or "Days played: no streak · best 9".
    public var streakText: String {
        // TRANSLATORS: %s is a streak such as "4 in a row · best 9".
        tr("Days played: %s", Self.streakWords(streaks))
    }

    /// The daily streaks in words: "Dailies: 2 in a row · best 5".
    public var dailyStreakText: String {
        // TRANSLATORS: %s is a streak such as "2 in a row · best 5".
        tr("Dailies: %s", Self.streakWords(dailyStreaks))
    }

    /// The calendar for a screen reader: "Last 12 months: played on 37 days, 21 dailies solved, 3 missed dailies
    /// can be made up; current streak 4 days, best 9; daily streak 2, best 5".
    public var calendarAccessibilityLabel: String {
        let summary = Self.calendarSummary(
            of: report.days(from: calendar.firstDay, through: calendar.today, makeUpDays: Self.makeUpDays))
        // TRANSLATORS: the calendar for screen readers; %1$s sums it up ("played on 37 days, 21 dailies solved"),
        // %2$s is the current streak ("4 days").
        return tr(
            "Last 12 months: %1$s; current streak %2$s, best %3$d; daily streak %4$d, best %5$d", summary,
            trn(context: "streak", "%d day", "%d days", count: streaks.current), streaks.best, dailyStreaks.current,
            dailyStreaks.best)
    }

    /// What `days` hold in words: "played on 37 days, 21 dailies solved, 3 missed dailies can be made up".
    public nonisolated static func calendarSummary(of days: [DayActivity]) -> String {
        let played = days.count { $0.gamesSolved > 0 }
        let solved = days.count { $0.daily == .solved || $0.daily == .solvedWithHints }
        let makeUp = days.count { $0.daily == .canMakeUp }
        return DisplayText.phrase([
            trn("played on %d day", "played on %d days", count: played),
            trn("%d daily solved", "%d dailies solved", count: solved),
            trn("%d missed daily can be made up", "%d missed dailies can be made up", count: makeUp),
        ])
    }

    // MARK: Actions

    /// Reads the history again (when shown, after a game, after the history changed).
    public func refresh() {
        let today = dependencies.clock.today
        do {
            report = StatisticsReport(games: try dependencies.history.games(HistoryQuery()), today: today)
            problem = nil
        } catch {
            report = StatisticsReport(games: [], today: today)
            problem = HistoryViewModel.unreadable(error)
        }
        rows = report.sizes.map(SizeStatisticsRow.init)
        gameCount = report.gameCount
        streaks = report.streaks
        dailyStreaks = report.dailyStreaks
        if !sizesPlayed.contains(boardSize) {
            let home = dependencies.settings.current.boardSize
            boardSize = sizesPlayed.contains(home) ? home : report.mostPlayedSize ?? home
        }
        let first = ActivityCalendar.firstDay(endingOn: today)
        calendar = ActivityCalendar(
            days: report.days(from: first, through: today, makeUpDays: Self.makeUpDays), today: today,
            calendar: dependencies.clock.calendar)
        drawChart()
    }

    /// Shows the chart of `size`; does nothing for a size never played.
    public func select(boardSize size: Int) {
        guard size != boardSize, sizesPlayed.contains(size) else { return }
        boardSize = size
        drawChart()
    }

    /// Shows the next larger size played (wrapping to the smallest), or the next smaller for a negative `step`.
    public func showSize(by step: Int) {
        let sizes = sizesPlayed
        guard !sizes.isEmpty else { return }
        let index = sizes.firstIndex(of: boardSize) ?? 0
        let count = sizes.count
        select(boardSize: sizes[((index + step) % count + count) % count])
    }

    /// Goes back to Home.
    public func back() {
        delegate?.handle(.back)
    }

    // MARK: Building

    private func drawChart() {
        chart = SolveTimeChart(
            boardSize: boardSize, samples: report.samples(boardSize: boardSize), statistics: report.size(boardSize),
            calendar: dependencies.clock.calendar, today: report.today)
    }

    private static func streakWords(_ streak: StreakSummary) -> String {
        guard streak.current > 0 else { return tr("no streak · best %d", streak.best) }
        // TRANSLATORS: a streak: days in a row, and the longest: 4 in a row · best 9.
        return trn(
            "%1$d in a row · best %2$d", "%1$d in a row · best %2$d", count: streak.current, streak.current, streak.best
        )
    }
}
