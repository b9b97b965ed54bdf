import Foundation
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
            let name = path == "-" ? "standard input" : path
            do {
                let read =
                    path == "-"
                    ? try HistoryImport.games(in: context.readStandardInput(), file: name)
                    : try HistoryImport.games(contentsOf: URL(fileURLWithPath: path))
                games += read
            } catch {
                let message =
                    "history: \(error.isUnreadable ? "\(path) \(error.problem)" : Self.named(error, path))"
                    + "; nothing was imported"
                throw error.isUnreadable ? .failure(message) : .invalidData(message)
            }
            names.append(name)
        }
        let pause = context.environment[Self.pauseVariable].flatMap(Int.init)
        let merge: HistoryMerge
        do {
            merge = try history.merge(games, afterEach: pause.map { after in { done in Self.pause(done, after) } })
        } catch {
            throw .failure("history: \(error); nothing was imported")
        }
        console.print(HistoryTransfer.summary(of: merge, from: names))
    }

    /// The error's line with the file named as the player typed it (the reader names it by its last component).
    private static func named(_ error: HistoryImportError, _ path: String) -> String {
        guard path != "-" else { return "\(error)" }
        return "\(HistoryImportError(file: path, record: error.record, gameID: error.gameID, problem: error.problem))"
    }

    private static func pause(_ done: Int, _ after: Int) {
        guard done == after else { return }
        FileHandle.standardOutput.write(Data("nqueens: paused inside the import after \(done) games\n".utf8))
        while true { _ = sleep(3_600) }
    }
}
