import Foundation
import NQueensPresentation
import NQueensServices

/// `nqueens stats [--format text|json]`: streaks, and per board size the games, times, trend and bests; the JSON
/// also holds the series behind the charts and the calendar.
struct StatsCommand: Command {
    static let name = "stats"
    static let summary = "show your streaks, and per board size your times, trend and bests"
    static let help = """
        usage: nqueens stats [--format text|json]

        Shows your current daily streak (days in a row with at least one solved game, ending today or
        yesterday), your best streak, your daily-puzzle streak, the number of games solved, the last 12 months
        in a line, and for each board size the games, the best and median time, the median of the last 10
        games against the 10 before them with its trend (10 % either way), the best efficiency, the games
        solved without a hint and the fewest moves.

        options:
          --format F      text (the default) or json (for scripts: "nqueens/stats/v1", with every game's time
                          per size and every day of the last 12 months; see docs/JSON.md)
        """
    static let specification = ArgumentList.Specification(valued: ["--format"])

    private let format: OutputFormat
    private let context: CommandContext

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        try arguments.expectPositionals(0...0, describedAs: "no arguments, only options")
        format = try arguments.choice("--format", named: "format", default: OutputFormat.text, allowed: [.text, .json])
        self.context = context
    }

    func run(on console: Console) async throws(CommandLineError) {
        let stores = try StoreAccess.open(for: "stats", context: context, console: console)
        let clock = SystemGameClock(environment: context.environment)
        let report: StatisticsReport
        do {
            report = StatisticsReport(games: try stores.history.games(HistoryQuery()), today: clock.today)
        } catch {
            throw .failure("stats: \(error)")
        }
        let days = report.days(
            from: ActivityCalendar.firstDay(endingOn: report.today), through: report.today,
            makeUpDays: StatisticsViewModel.makeUpDays)
        switch format {
        case .json:
            console.print(StatisticsDocument(report: report, days: days).json)
        case .text, .board, .jsonl:
            printText(report, days: days, on: console)
        }
    }

    private func printText(_ report: StatisticsReport, days: [DayActivity], on console: Console) {
        let streaks = report.streaks
        let daily = report.dailyStreaks
        let today =
            streaks.isTodaySolved ? " (today solved)" : streaks.current > 0 ? " (solve one today to keep it)" : ""
        console.print("Current streak  \(DisplayText.count(streaks.current, "day"))\(today)")
        console.print("Best streak     \(DisplayText.count(streaks.best, "day"))")
        console.print("Daily streak    \(DisplayText.count(daily.current, "day")) · best \(daily.best)")
        console.print("Games solved    \(report.gameCount)")
        console.print("Last 12 months  \(StatisticsViewModel.calendarSummary(of: days))")
        guard !report.sizes.isEmpty else {
            console.print("\nNo games yet. Play one with `nqueens`.")
            return
        }
        console.print("")
        let titles = StatisticsViewModel.columnTitles + ["Fewest moves"]
        let table = TextTable(
            headers: titles, rightAligned: Set(1..<titles.count),
            rows: report.sizes.map { size in
                StatisticsViewModel.cells(of: SizeStatisticsRow(size)) + [String(size.fewestMoves)]
            })
        for line in table.lines { console.print(line) }
    }
}
