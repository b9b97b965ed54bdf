import Foundation
import NQueensLocalization
import NQueensPresentation
import NQueensServices

/// `nqueens history [--size N] [--sort …] [--format table|json|csv]`, `nqueens history --import FILE…` and
/// `nqueens history --clear [--yes]`.
struct HistoryCommand: Command {
    static let name = "history"
    static var summary: String { tr("list the games you solved, import them from another machine, or clear them") }
    static var help: String {
        let sizes = Settings.boardSizeRange
        // l10n: begin not shown (the help stays English: CONTRIBUTING.md)
        return """
            usage: nqueens history [--size N] [--sort date|moves|time|efficiency] [--format table|json|csv]
                   nqueens history --import FILE…
                   nqueens history --clear [--yes]

            Lists the games you solved, newest first: when, the board size, the time, the moves, the
            efficiency (board size ÷ moves) and the hints used. The history lives in the data directory:
            $NQUEENS_DATA_DIR, else $XDG_DATA_HOME/nqueens, else ~/.local/share/nqueens.

            --import merges the files --format json wrote (on this machine or another, by any front end)
            into the history, by game id: games already here are skipped, so importing a file twice adds
            nothing; streaks, bests, dailies and the album follow. Every record of every file is checked
            before anything is written, and all are written in one transaction: a bad record names its
            file and place, exits 65 and leaves the history as it was. Give - to read standard input.

            options:
              --size N        only games on N×N boards (N = \(sizes.lowerBound)…\(sizes.upperBound))
              --sort S        date (newest first, the default), moves (fewest first), time (fastest first)
                              or efficiency (best first)
              --format F      table (the default), json ("nqueens/history/v3", one game per line; see
                              docs/JSON.md) or csv (every field, for spreadsheets)
              --import        merge the history files given (JSON from --format json) into the history
              --clear         forget every game; asks first when run at a terminal
              --yes           with --clear: do not ask (for scripts)

            examples:
              nqueens history --size 8 --sort time
              nqueens history --format csv > games.csv
              nqueens history --format json > games.json; nqueens history --import games.json
            """
        // l10n: end
    }
    static let specification = ArgumentList.Specification(
        flags: ["--clear", "--yes", "--import"], valued: ["--size", "--sort", "--format"])

    private enum Action {
        case list(HistoryQuery, HistoryFormat)
        case clear(confirmed: Bool)
        case importFiles([String])
    }

    private enum HistoryFormat: String, CaseIterable {
        case table, json, csv
    }

    private let action: Action
    private let context: CommandContext

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        self.context = context
        if arguments.has("--import") {
            for option in ["--size", "--sort", "--format"] where arguments.value(of: option) != nil {
                throw .usage(in: Self.name, tr("--import merges whole files, so it takes no %s", option))
            }
            for flag in ["--clear", "--yes"] where arguments.has(flag) {
                throw .usage(in: Self.name, tr("--import and %s do not go together", flag))
            }
            try arguments.expectPositionals(
                1...Int.max,
                describedAs: .init(
                    missing: { tr("missing the files to import (- for standard input)") }, unexpected: { _ in "" }))
            action = .importFiles(arguments.positionals)
            return
        }
        try arguments.expectPositionals(
            0...0,
            describedAs: .init { extra in
                tr("unexpected argument '%s'; it takes no arguments, only options (files go with --import)", extra)
            })
        if arguments.has("--clear") {
            for option in ["--size", "--sort", "--format"] where arguments.value(of: option) != nil {
                throw .usage(in: Self.name, tr("--clear forgets every game, so it takes no %s", option))
            }
            action = .clear(confirmed: arguments.has("--yes"))
            return
        }
        if arguments.has("--yes") {
            throw .usage(in: Self.name, tr("--yes only goes with --clear"))
        }
        let size = try arguments.value(of: "--size").map { (text) throws(CommandLineError) in
            try arguments.integer(text, named: ValueName.size, in: Settings.boardSizeRange)
        }
        let sort = try arguments.choice("--sort", default: HistorySort.date) { given, accepted in
            tr("unknown sort '%1$s'; sorts are %2$s", given, accepted)
        }
        let format = try arguments.format(default: HistoryFormat.table)
        action = .list(HistoryQuery(boardSize: size, sort: sort), format)
    }

    func run(on console: Console) async throws(CommandLineError) {
        if case .clear(confirmed: false) = action, !context.isInteractive {
            throw .usage(
                in: Self.name, tr("--clear asks before forgetting your games; add --yes when not at a terminal"))
        }
        let stores = try StoreAccess.open(for: Self.name, context: context, console: console)
        do {
            switch action {
            case .list(let query, let format):
                try list(stores.history.games(query), format: format, query: query, on: console)
            case .clear(let confirmed):
                try clear(stores.history, confirmed: confirmed, on: console)
            case .importFiles(let paths):
                try HistoryImportAction(paths: paths, context: context).run(into: stores.history, on: console)
            }
        } catch let error as CommandLineError {
            throw error
        } catch {
            throw .failure(in: Self.name, DisplayText.problem(error))
        }
    }

    // MARK: Listing

    private func list(
        _ games: [GameRecord], format: HistoryFormat, query: HistoryQuery, on console: Console
    ) throws(StoreError) {
        switch format {
        case .json:
            console.print(try HistoryExport.json(games))
        case .csv:
            console.write(HistoryExport.csv(games))
        case .table:
            guard !games.isEmpty else {
                guard let size = query.boardSize else {
                    console.print(tr("No games yet. Play one with `nqueens`."))
                    return
                }
                console.print(tr("No games on %s boards yet. Play one with `nqueens`.", DisplayText.boardSize(size)))
                return
            }
            let table = TextTable(
                headers: [
                    // TRANSLATORS: the heading of the history's column of game numbers (1, 2, 3…).
                    tr(context: "history column", "#"), tr(context: "history column", "Solved"),
                    tr(context: "history column", "Size"), tr(context: "history column", "Time"),
                    tr(context: "history column", "Moves"), tr(context: "history column", "Efficiency"),
                    tr(context: "history column", "Hints"),
                ],
                rightAligned: [0, 3, 4, 5, 6],
                rows: games.enumerated().map { index, game in
                    let row = HistoryRow(game, calendar: .current)
                    return [
                        DisplayText.number(index + 1), row.dateText, row.sizeText, row.timeText,
                        DisplayText.number(game.moveCount), row.efficiencyText, DisplayText.number(game.hintsUsed),
                    ]
                })
            for line in table.lines { console.print(line) }
            console.print(trn("%s game", "%s games", count: games.count, DisplayText.number(games.count)))
        }
    }

    // MARK: Clearing

    private func clear(_ history: some GameHistoryStore, confirmed: Bool, on console: Console) throws(StoreError) {
        let count = try history.gameCount()
        guard count > 0 else {
            console.print(tr("The history is already empty."))
            return
        }
        if !confirmed {
            let games = DisplayText.number(count)
            console.write(
                // TRANSLATORS: a question at the terminal; [y/N] shows the answers: y the letter of your language's
                // "yes" (the translation of "y" in the context "answer"), N that of "no", the default, in capitals.
                trn(
                    "Forget all %s game and your streak? This cannot be undone. [y/N] ",
                    "Forget all %s games and your streak? This cannot be undone. [y/N] ", count: count, games))
            console.flush()
            guard Answer.isYes(context.readLine() ?? "") else {
                console.print(tr("Kept your history."))
                return
            }
        }
        try history.removeAllGames()
        console.print(trn("Cleared %s game.", "Cleared %s games.", count: count, DisplayText.number(count)))
    }
}

// MARK: - Answers

/// A person's answer to a yes-or-no question at the terminal.
enum Answer {
    /// Whether `text` says yes: `y` or `yes`, or the player's language's words for them, in any case.
    static func isYes(_ text: String) -> Bool {
        let answer = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard !answer.isEmpty else { return false }
        let yes = [
            "y", "yes",  // English answers count in every language
            // TRANSLATORS: the one-letter answer "yes" to a question at the terminal, as in [y/N].
            tr(context: "answer", "y"),
            // TRANSLATORS: the answer "yes" to a question at the terminal, written out.
            tr(context: "answer", "yes"),
        ]
        return yes.contains { $0.lowercased() == answer }
    }
}
