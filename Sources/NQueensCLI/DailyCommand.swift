import NQueensEngine
import NQueensLocalization
import NQueensServices

/// `nqueens daily [--rules classic|regions] [--date YYYY-MM-DD] [--format board|text|json]`: the daily puzzle of
/// today or a past date.
struct DailyCommand: Command {
    static let name = "daily"
    static var summary: String {
        tr("print today's daily puzzle (or a past date's): the same for everyone, one solution")
    }
    static var help: String {
        // l10n: begin not shown (the help stays English: CONTRIBUTING.md)
        let rhythm = Weekday.allCases.map { day in
            let plan = DailyPuzzle.plan(for: day)
            let regions = RegionsDailyPuzzle.plan(for: day)
            let classic = "\(plan.size)×\(plan.size) \(plan.difficulty.name)"
            return "  \(day.name.padding(toLength: 10, withPad: " ", startingAt: 0))"
                + classic.padding(toLength: 16, withPad: " ", startingAt: 0)
                + "\(regions.size)×\(regions.size) \(regions.difficulty.name)"
        }
        return """
            usage: nqueens daily [--rules classic|regions] [--date YYYY-MM-DD] [--format board|text|json]

            Prints the daily puzzle, the same for every player on that date: a few given queens that exactly one
            solution contains, or with --rules regions a board cut into regions (one queen in each row, column
            and region, no two touching). Play the classic one with `nqueens play --daily`; `nqueens solve --id
            ID` shows either's solution. Each has its weekly rhythm, easier early on:

                        classic         regions
            \(rhythm.joined(separator: "\n"))

            options:
              --rules R       classic (the default) or regions
              --date D        the daily of date D (YYYY-MM-DD; today's or earlier; default: today, in your time zone)
              --format F      board (the givens, or the regions, drawn; the default), text (its ID, size,
                              difficulty and givens or regions), or json ("nqueens/daily/v1": "id", "size",
                              "difficulty", "givens", "date", "weekday"; squares as {"square","row","column"};
                              for regions "nqueens/regions-daily/v1", with "regions" instead of "givens"; see
                              docs/JSON.md)

            examples:
              nqueens daily
              nqueens daily --date 2026-12-01 --format json
              nqueens daily --rules regions
            """
        // l10n: end
    }
    static let specification = ArgumentList.Specification(valued: ["--rules", "--date", "--format"])

    private let rules: PuzzleRules
    private let date: CalendarDay
    private let format: OutputFormat
    private let unicode: Bool

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        try arguments.expectPositionals(0...0, describedAs: .onlyOptions)
        rules = try arguments.rules()
        date = try arguments.dailyDate(today: context.today)
        format = try arguments.format(default: OutputFormat.board, allowed: OutputFormat.single)
        unicode = context.prefersUnicode
    }

    func run(on console: Console) async throws(CommandLineError) {
        if rules == .regions {
            let puzzle = RegionsPuzzle.daily(for: date.dailyDate).puzzle
            RegionsPuzzlePrinter(puzzle: puzzle, date: date, unicode: unicode).print(format, on: console)
            return
        }
        let puzzle = Puzzle.daily(for: date).puzzle
        PuzzlePrinter(puzzle: puzzle, date: date, seed: nil, format: format, unicode: unicode).print(on: console)
    }
}
