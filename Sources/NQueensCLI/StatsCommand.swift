import Foundation
import NQueensPresentation
import NQueensServices

/// `nqueens stats [--format text|json]`: streaks, games played and the best per board size.
struct StatsCommand: Command {
    static let name = "stats"
    static let summary = "show your streaks, games played and bests per board size"
    static let help = """
        usage: nqueens stats [--format text|json]

        Shows your current daily streak (days in a row with at least one solved game, ending today or
        yesterday), your best streak, the number of games solved, and for each board size the games, the
        best time and the fewest moves.

        options:
          --format F      text (the default) or json (for scripts: "nqueens/stats/v1"; see docs/JSON.md)
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
        let streaks: StreakSummary
        let summaries: [SizeSummary]
        let games: Int
        do {
            streaks = try stores.history.streaks(today: SystemGameClock().today)
            summaries = try stores.history.sizeSummaries()
            games = try stores.history.gameCount()
        } catch {
            throw .failure("stats: \(error)")
        }
        switch format {
        case .json:
            let sizes = summaries.map { summary in
                var size = JSONObject()
                size.add("size", summary.boardSize)
                size.add("games", summary.games)
                size.add("bestTimeMilliseconds", summary.bestTime.wholeMilliseconds)
                size.add("fewestMoves", summary.fewestMoves)
                return size.json
            }
            var document = JSONObject(.stats)
            document.add("currentStreak", streaks.current)
            document.add("bestStreak", streaks.best)
            document.add("solvedToday", streaks.isTodaySolved)
            document.add("games", games)
            document.add("sizes", json: "[" + sizes.joined(separator: ",") + "]")
            console.print(document.json)
        case .text, .board, .jsonl:
            let today =
                streaks.isTodaySolved ? " (today solved)" : streaks.current > 0 ? " (solve one today to keep it)" : ""
            console.print("Current streak  \(DisplayText.count(streaks.current, "day"))\(today)")
            console.print("Best streak     \(DisplayText.count(streaks.best, "day"))")
            console.print("Games solved    \(games)")
            guard !summaries.isEmpty else {
                console.print("\nNo games yet. Play one with `nqueens`.")
                return
            }
            console.print("")
            let table = TextTable(
                headers: ["Size", "Games", "Best time", "Fewest moves"], rightAligned: [1, 2, 3],
                rows: summaries.map {
                    [
                        DisplayText.boardSize($0.boardSize), String($0.games), DisplayText.time($0.bestTime),
                        String($0.fewestMoves),
                    ]
                })
            for line in table.lines { console.print(line) }
        }
    }
}
