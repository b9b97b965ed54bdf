import Foundation
import NQueensLocalization
import NQueensPresentation
import NQueensServices

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `nqueens history --import FILE…`: reads and checks every file, then merges all their games in one transaction.
///
/// All or nothing across the files: a bad record in the last file leaves the history without the first file's games
/// too, so that fixing the file and running the same command again is all it takes.
struct HistoryImportAction {
    /// The environment variable that makes the import stop inside its transaction after that many games, saying so
    /// on standard output, and wait to be killed (for the test that kills an import halfway).
    static let pauseVariable = "NQUEENS_TEST_IMPORT_PAUSE"

    /// The files as given (`-` is standard input).
    let paths: [String]
    /// The command's context (standard input, the environment).
    let context: CommandContext

    /// Reads and checks every file, then merges them into `history`, printing what it did.
    ///
    /// - Throws: exit 65 naming the file and record for data that is not a history, exit 1 for a file that cannot be
    ///   read or a store that fails.
    func run(into history: SQLiteGameHistoryStore, on console: Console) throws(CommandLineError) {
        var games: [GameRecord] = []
        var names: [String] = []
        for path in paths {
            // TRANSLATORS: how messages name the file `-` (standard input), as in "standard input: record 3: …".
            let name = path == "-" ? tr("standard input") : path
            do {
                let read =
                    path == "-"
                    ? try HistoryImport.games(in: context.readStandardInput(), file: name)
                    : try HistoryImport.games(contentsOf: URL(fileURLWithPath: path))
                games += read
            } catch {
                let named = Self.named(error, path)
                let command = HistoryCommand.name
                // TRANSLATORS: %s names the file and the problem, such as "games.json: record 3: …".
                let message: @Sendable () -> String = { tr("%s; nothing was imported", DisplayText.problem(named)) }
                throw error.isUnreadable ? .failure(in: command, message()) : .invalidData(in: command, message())
            }
            names.append(name)
        }
        let pause = context.environment[Self.pauseVariable].flatMap(Int.init)
        let merge: HistoryMerge
        do {
            merge = try history.merge(games, afterEach: pause.map { after in { done in Self.pause(done, after) } })
        } catch {
            throw .failure(in: HistoryCommand.name, tr("%s; nothing was imported", DisplayText.problem(error)))
        }
        console.print(HistoryTransfer.summary(of: merge, from: names))
    }

    /// The error with the file named as the player typed it (the reader names it by its last component).
    private static func named(_ error: HistoryImportError, _ path: String) -> HistoryImportError {
        guard path != "-" else { return error }
        return HistoryImportError(
            file: path, record: error.record, gameID: error.gameID, problem: error.problem,
            isUnreadable: error.isUnreadable)
    }

    private static func pause(_ done: Int, _ after: Int) {
        guard done == after else { return }
        let line = "nqueens: paused inside the import after \(done) games\n"  // l10n: not shown (for the test only)
        FileHandle.standardOutput.write(Data(line.utf8))
        while true { _ = sleep(3_600) }
    }
}
