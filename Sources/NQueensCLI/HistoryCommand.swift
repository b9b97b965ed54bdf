import Foundation
import NQueensPresentation
import NQueensServices

/// `nqueens history [--size N] [--sort …] [--format table|json|csv]`, `nqueens history --import FILE…` and
/// `nqueens history --clear [--yes]`.
struct HistoryCommand: Command {
    static let name = "history"
    static let summary = "list the games you solved, import them from another machine, or clear them"
    static var help: String {
        let sizes = Settings.boardSizeRange
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
                throw .usage("history: --import merges whole files, so it takes no \(option)")
            }
            for flag in ["--clear", "--yes"] where arguments.has(flag) {
                throw .usage("history: --import and \(flag) do not go together")
            }
            try arguments.expectPositionals(1...Int.max, describedAs: "the files to import (- for standard input)")
            action = .importFiles(arguments.positionals)
            return
        }
        try arguments.expectPositionals(0...0, describedAs: "no arguments, only options (files go with --import)")
        if arguments.has("--clear") {
            for option in ["--size", "--sort", "--format"] where arguments.value(of: option) != nil {
                throw .usage("history: --clear forgets every game, so it takes no \(option)")
            }
            action = .clear(confirmed: arguments.has("--yes"))
            return
        }
        if arguments.has("--yes") {
            throw .usage("history: --yes only goes with --clear")
        }
        let size = try arguments.value(of: "--size").map { (text) throws(CommandLineError) in
            try arguments.integer(text, named: "N (--size)", in: Settings.boardSizeRange)
        }
        let sort = try arguments.choice("--sort", named: "sort", default: HistorySort.date)
        let format = try arguments.choice("--format", named: "format", default: HistoryFormat.table)
        action = .list(HistoryQuery(boardSize: size, sort: sort), format)
    }

    func run(on console: Console) async throws(CommandLineError) {
        if case .clear(confirmed: false) = action, !context.isInteractive {
            throw .usage("history: --clear asks before forgetting your games; add --yes when not at a terminal")
        }
        let stores = try StoreAccess.open(for: "history", context: context, console: console)
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
            throw .failure("history: \(error)")
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
                let which = query.boardSize.map { " on \(DisplayText.boardSize($0)) boards" } ?? ""
                console.print("No games\(which) yet. Play one with `nqueens`.")
                return
            }
            let table = TextTable(
                headers: ["#", "Solved", "Size", "Time", "Moves", "Efficiency", "Hints"],
                rightAligned: [0, 3, 4, 5, 6],
                rows: games.enumerated().map { index, game in
                    let row = HistoryRow(game, locale: .current, calendar: .current)
                    return [
                        String(index + 1), row.dateText, row.sizeText, row.timeText, String(game.moveCount),
                        row.efficiencyText, String(game.hintsUsed),
                    ]
                })
            for line in table.lines { console.print(line) }
            console.print(DisplayText.count(games.count, "game"))
        }
    }

    // MARK: Clearing

    private func clear(_ history: some GameHistoryStore, confirmed: Bool, on console: Console) throws(StoreError) {
        let count = try history.gameCount()
        guard count > 0 else {
            console.print("The history is already empty.")
            return
        }
        if !confirmed {
            console.write(
                "Forget all \(DisplayText.count(count, "game")) and your streak? This cannot be undone. [y/N] ")
            console.flush()
            let answer = (context.readLine() ?? "").trimmingCharacters(in: .whitespaces).lowercased()
            guard answer == "y" || answer == "yes" else {
                console.print("Kept your history.")
                return
            }
        }
        try history.removeAllGames()
        console.print("Cleared \(DisplayText.count(count, "game")).")
    }
}
