import Foundation
import NQueensLocalization
import NQueensPresentation
import NQueensServices
import NQueensTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `nqueens play [--size N | --daily [--date D] | --id ID] [--rules classic|regions] [--style NAME] [--no-color]
/// [--ascii]`: the game, in the terminal.
struct PlayCommand: Command {
    static let name = "play"
    static var summary: String { tr("play the game in the terminal (what `nqueens` alone does in a terminal)") }
    static var help: String {
        let sizes = Settings.boardSizeRange
        let styles = QueenStyle.allCases.map(\.rawValue).joined(separator: ", ")
        // l10n: begin not shown (the help stays English: CONTRIBUTING.md)
        return """
            usage: nqueens play [--size N | --daily [--date D] | --id ID] [--rules classic|regions]
                                [--style NAME] [--no-color] [--ascii]

            Plays N-Queens in the terminal, with the keyboard (arrows or h j k l, Space to place a queen) or the
            mouse. Press ? on any screen for its keys. Your games, streaks and settings are kept in the data
            directory ($NQUEENS_DATA_DIR, else $XDG_DATA_HOME/nqueens, else ~/.local/share/nqueens), and a game
            in progress is offered on Home the next time.

            options:
              --size N        start a new N×N game at once (N = \(sizes.lowerBound)…\(sizes.upperBound)); saved as your board size
              --daily         play today's daily puzzle at once (continued if it is the game in progress)
              --date D        with --daily: the daily of date D (YYYY-MM-DD, today's or earlier)
              --id ID         play the puzzle with this ID (from `nqueens puzzle`, or a friend's result)
              --rules R       classic (the default) or regions: with --daily, today's regions daily; with
                              --id, a regions ID (R8M-…); regions boards show each region's colour and thick
                              borders between regions (its letter too with --no-color or --ascii)
              --style NAME    draw queens as \(styles); saved
              --no-color      no colours (as NO_COLOR does): conflicts show through glyphs and reverse video
              --ascii         ASCII only, for terminals or fonts without Unicode (automatic without a UTF-8 locale)

            Needs a terminal on standard input and output; for scripts use `nqueens solve`, `nqueens hint`,
            `nqueens history` or `nqueens stats`.

            examples:
              nqueens
              nqueens play --size 6 --style crown
              nqueens play --daily
              nqueens play --id 8-0K31D0Q
              nqueens play --rules regions --daily
            """
        // l10n: end
    }
    static let specification = ArgumentList.Specification(
        flags: ["--no-color", "--ascii", "--daily"], valued: ["--size", "--style", "--date", "--id", "--rules"])

    private let options: TerminalGameOptions
    private let context: CommandContext

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        try arguments.expectPositionals(0...0, describedAs: .onlyOptions)
        let size = try arguments.value(of: "--size").map { (text) throws(CommandLineError) in
            try arguments.integer(text, named: ValueName.size, in: Settings.boardSizeRange)
        }
        let style: QueenStyle? =
            arguments.value(of: "--style") == nil
            ? nil
            : try arguments.choice("--style", default: QueenStyle.classic) { given, accepted in
                tr("unknown style '%1$s'; styles are %2$s", given, accepted)
            }
        let chosen = [
            ("--size", size != nil), ("--daily", arguments.has("--daily")),
            ("--id", arguments.value(of: "--id") != nil),
        ]
        .filter(\.1).map(\.0)
        if chosen.count > 2 {
            throw .usage(in: Self.name, tr("choose one game: --size, --daily or --id, not all three"))
        }
        if chosen.count == 2 {
            let (first, second) = (chosen[0], chosen[1])
            // TRANSLATORS: %1$s and %2$s are two options that each choose a game, such as --daily and --id.
            throw .usage(in: Self.name, tr("choose one game: %1$s or %2$s, not both", first, second))
        }
        if arguments.value(of: "--date") != nil, !arguments.has("--daily") {
            throw .usage(in: Self.name, tr("--date goes with --daily (the daily of that date)"))
        }
        var puzzle: PuzzleRequest?
        let rules = try arguments.rules()
        if rules == .regions, size != nil {
            throw .usage(in: Self.name, tr("--rules regions plays a puzzle: give --daily or --id, not --size"))
        }
        if rules == .regions, !arguments.has("--daily"), arguments.value(of: "--id") == nil {
            throw .usage(
                in: Self.name, tr("--rules regions goes with --daily (the regions daily) or --id (a regions ID)"))
        }
        if rules == .regions {
            if arguments.has("--daily") {
                puzzle = .regionsDaily(try arguments.dailyDate(today: context.today))
            } else if let found = try arguments.regionsPuzzle(fromID: "--id") {
                puzzle = .regionsID(found.id)
            }
        } else if arguments.has("--daily") {
            puzzle = .daily(try arguments.dailyDate(today: context.today))
        } else if let found = try arguments.puzzle(fromID: "--id") {
            puzzle = .id(found.id)
        }
        options = TerminalGameOptions(
            boardSize: size, queenStyle: style, puzzle: puzzle, forcesMonochrome: arguments.has("--no-color"),
            forcesASCII: arguments.has("--ascii"))
        self.context = context
    }

    /// The game with the saved settings and the terminal's abilities (plain `nqueens` in a terminal).
    init(context: CommandContext) {
        options = TerminalGameOptions()
        self.context = context
    }

    func run(on console: Console) async throws(CommandLineError) {
        guard context.isInteractive else {
            throw .usage(String(TerminalGame.noTerminalMessage.trimmingPrefix("nqueens: ")))
        }
        console.flush()
        let status = await TerminalGame.run(options: options, environment: context.environment)
        guard status != 0 else { return }
        if status > 128 { Self.endBySignal(status - 128) }
        exit(status)
    }

    /// Ends the process by `signal` (after the terminal was restored and the game saved), as the signal would
    /// have, so that the shell sees how the game ended; returns only if the signal is ignored.
    private static func endBySignal(_ signalNumber: Int32) {
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
    }
}
