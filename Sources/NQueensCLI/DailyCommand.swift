import NQueensEngine
import NQueensServices

/// `nqueens daily [--date YYYY-MM-DD] [--format board|text|json]`: the daily puzzle of today or a past date.
struct DailyCommand: Command {
    static let name = "daily"
    static let summary = "print today's daily puzzle (or a past date's): the same for everyone, one solution"
    static var help: String {
        let rhythm = Weekday.allCases.map { day in
            let plan = DailyPuzzle.plan(for: day)
            return "  \(day.name.padding(toLength: 10, withPad: " ", startingAt: 0))\(plan.size)×\(plan.size) "
                + plan.difficulty.name
        }
        return """
            usage: nqueens daily [--date YYYY-MM-DD] [--format board|text|json]

            Prints the daily puzzle: a few given queens that exactly one solution contains, the same for every
            player on that date. Play it with `nqueens play --daily`; `nqueens solve --id ID` shows its solution.
            The week has a rhythm, easier early on:

            \(rhythm.joined(separator: "\n"))

            options:
              --date D        the daily of date D (YYYY-MM-DD; today's or earlier; default: today, in your time zone)
              --format F      board (the givens drawn, the default), text (its ID, size, difficulty and givens),
                              or json ("nqueens/daily/v1": "id", "size", "difficulty", "givens", "date",
                              "weekday"; squares as {"square","row","column"}; see docs/JSON.md)

            examples:
              nqueens daily
              nqueens daily --date 2026-12-01 --format json
            """
    }
    static let specification = ArgumentList.Specification(valued: ["--date", "--format"])

    private let date: CalendarDay
    private let format: OutputFormat
    private let unicode: Bool

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        try arguments.expectPositionals(0...0, describedAs: "no arguments, only options")
        date = try arguments.dailyDate(today: context.today)
        format = try arguments.choice(
            "--format", named: "format", default: OutputFormat.board, allowed: OutputFormat.single)
        unicode = context.prefersUnicode
    }

    func run(on console: Console) async throws(CommandLineError) {
        let puzzle = Puzzle.daily(for: date).puzzle
        PuzzlePrinter(puzzle: puzzle, date: date, seed: nil, format: format, unicode: unicode).print(on: console)
    }
}
