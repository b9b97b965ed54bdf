import Foundation
import NQueensLocalization
import NQueensPresentation
import NQueensServices

/// `nqueens stats [--format text|json]`: streaks, and per board size the games, times, trend and bests; the JSON
/// also holds the series behind the charts and the calendar.
struct StatsCommand: Command {
    static let name = "stats"
    static var summary: String { tr("show your streaks, and per board size your times, trend and bests") }
    // l10n: begin not shown (the help stays English: CONTRIBUTING.md)
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
    // l10n: end
    static let specification = ArgumentList.Specification(valued: ["--format"])

    private let format: OutputFormat
    private let context: CommandContext

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        try arguments.expectPositionals(0...0, describedAs: .onlyOptions)
        format = try arguments.format(default: OutputFormat.text, allowed: [.text, .json])
        self.context = context
    }

    func run(on console: Console) async throws(CommandLineError) {
        let stores = try StoreAccess.open(for: Self.name, context: context, console: console)
        let clock = SystemGameClock(environment: context.environment)
        let report: StatisticsReport
        do {
            report = StatisticsReport(games: try stores.history.games(HistoryQuery()), today: clock.today)
        } catch {
            throw .failure(in: Self.name, DisplayText.problem(error))
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
        let current = streaks.current
        let currentText =
            streaks.isTodaySolved
            ? trn("%d day (today solved)", "%d days (today solved)", count: current)
            : current > 0
                ? trn("%d day (solve one today to keep it)", "%d days (solve one today to keep it)", count: current)
                : trn("%d day", "%d days", count: current)
        let lines: [(label: String, value: String)] = [
            (tr("Current streak"), currentText),
            (tr("Best streak"), trn("%d day", "%d days", count: streaks.best)),
            // TRANSLATORS: the daily-puzzle streak: "3 days · best 7" (%2$d the best streak, in days).
            (
                tr("Daily streak"),
                trn("%1$d day · best %2$d", "%1$d days · best %2$d", count: daily.current, daily.current, daily.best)
            ),
            (tr("Games solved"), DisplayText.number(report.gameCount)),
            (tr("Last 12 months"), StatisticsViewModel.calendarSummary(of: days)),
        ]
        for line in Wording.labelled(lines) { console.print(line) }
        guard !report.sizes.isEmpty else {
            console.print("")
            console.print(tr("No games yet. Play one with `nqueens`."))
            return
        }
        console.print("")
        let titles = StatisticsViewModel.columnTitles + [tr("Fewest moves")]
        let table = TextTable(
            headers: titles, rightAligned: Set(1..<titles.count),
            rows: report.sizes.map { size in
                StatisticsViewModel.cells(of: SizeStatisticsRow(size)) + [DisplayText.number(size.fewestMoves)]
            })
        for line in table.lines { console.print(line) }
    }
}
