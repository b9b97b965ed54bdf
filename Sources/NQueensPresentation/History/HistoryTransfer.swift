import Foundation
import NQueensServices
import Observation

/// Export History… and Import History…: the history as the JSON file `nqueens history --format json` writes, and
/// the merge of such a file (from this machine, another one, or any front end) into this history.
///
/// Every front end drives its own file dialog (GTK's `GtkFileChooserNative`, SwiftUI's `fileExporter` and
/// `fileImporter`, …) and calls this for the work and the words:
///
/// ```swift
/// // Export: offer `suggestedFileName` with `contentType`, then write what exportHistory() gives.
/// switch transfer.exportHistory() {
/// case .success(let data): try data.write(to: chosenURL)   // or hand it to the system's exporter
/// case .failure(let message): showToast(message.text)
/// }
/// // Import: after the player chose a file.
/// Task {
///     let outcome = await transfer.importHistory(from: chosenURL)
///     showToast(outcome.message)                         // "Imported 214 games (12 already here) from games.json."
/// }
/// ```
///
/// An import checks every record before writing any and writes them all in one transaction, so a bad file leaves
/// the history exactly as it was. It reads and merges off the main actor (100,000 games take seconds), with
/// `isImporting` set meanwhile, so the window stays live. After a successful import the coordinator refreshes
/// Home, History, the album and the statistics (`HomeCoordinator.historyChanged()`), so streaks, bests, dailies
/// and the album show the merged history.
@MainActor
@Observable
public final class HistoryTransfer {
    /// The outcome of an import: what to tell the player, and the counts when it worked.
    public struct ImportOutcome: Sendable, Hashable {
        /// The sentence to show (a toast, an alert): what was imported, or what is wrong with the file.
        public let message: String

        /// The counts when the import worked; `nil` when it failed (the history is unchanged then).
        public let merge: HistoryMerge?

        /// Whether the import worked.
        public var succeeded: Bool { merge != nil }
    }

    /// Why the history could not be exported, as a sentence to show.
    public struct ExportFailure: Error, Sendable, Hashable {
        /// The sentence to show.
        public let text: String
    }

    /// Why a file could not be imported, as a sentence to show.
    private struct ImportFailure: Error, Sendable {
        let text: String
    }

    /// The menu item and dialog title for exporting.
    public let exportTitle = "Export History…"

    /// The menu item and dialog title for importing.
    public let importTitle = "Import History…"

    /// The MIME type of the file (`application/json`), for file dialogs' filters.
    public let contentType = "application/json"

    /// The file extension, without the dot.
    public let fileExtension = "json"

    /// The message of the last import or export, for a front end that shows it after the dialog closes; `nil`
    /// before any.
    public private(set) var lastMessage: String?

    /// Whether an import is reading and merging a file: front ends turn Import History… off and may say so.
    public private(set) var isImporting = false

    @ObservationIgnored private let dependencies: AppDependencies
    /// Runs after an import added games (the coordinator refreshes its screens).
    @ObservationIgnored var historyChanged: @MainActor () -> Void

    /// A transfer over `dependencies`' history; `historyChanged` runs after an import added games.
    public init(dependencies: AppDependencies, historyChanged: @escaping @MainActor () -> Void = {}) {
        self.dependencies = dependencies
        self.historyChanged = historyChanged
    }

    // MARK: Export

    /// The file name to offer when exporting: `nqueens-history-2026-12-02.json` (today's date).
    public var suggestedFileName: String {
        "nqueens-history-\(dependencies.clock.today).\(fileExtension)"
    }

    /// Every game as the `nqueens/history/v3` JSON document (UTF-8), as `nqueens history --format json` writes it.
    public func exportHistory() -> Result<Data, ExportFailure> {
        do {
            let games = try dependencies.history.games(HistoryQuery())
            let json = try HistoryExport.json(games)
            lastMessage = "Exported \(DisplayText.count(games.count, "game"))."
            return .success(Data((json + "\n").utf8))
        } catch {
            let failure = ExportFailure(text: "Your history could not be exported: \(error).")
            lastMessage = failure.text
            return .failure(failure)
        }
    }

    /// The sentence to show once the exported file is written to `fileName`.
    ///
    /// Such as "Exported 14 games to nqueens-history-2026-12-02.json."
    public func exportedMessage(fileName: String) -> String {
        let count = (try? dependencies.history.gameCount()) ?? 0
        let message = "Exported \(DisplayText.count(count, "game")) to \(fileName)."
        lastMessage = message
        return message
    }

    /// Writes every game to the file at `url` (replacing it whole, never half-written) and returns the sentence to
    /// show: "Exported 14 games to games.json.", or why it could not be written.
    ///
    /// For a front end whose file dialog gives a path to write (GTK's); SwiftUI's `fileExporter` writes the
    /// `exportHistory()` data itself.
    @discardableResult
    public func exportHistory(to url: URL) -> String {
        switch exportHistory() {
        case .success(let data):
            do {
                try data.write(to: url, options: .atomic)
                return exportedMessage(fileName: url.lastPathComponent)
            } catch {
                let message =
                    "\(url.lastPathComponent) could not be written: \(Self.reason(error)). Choose a folder you can "
                    + "write to."
                lastMessage = message
                return message
            }
        case .failure(let failure):
            return failure.text
        }
    }

    // MARK: Import

    /// The title of the alert that shows why a file could not be imported.
    public let importFailedTitle = "Could Not Import History"

    /// Merges the history file at `url` into the history, all or none, reading and writing off the main actor.
    ///
    /// New games are added, ids already here are skipped. Returns the sentence to show; refreshes the screens when
    /// games were added. The work runs to its end even if the calling task is cancelled, since the merge is one
    /// transaction the screens must then show. An import asked for while another runs is refused at once.
    ///
    /// A security-scoped URL (from a sandboxed file dialog) must be opened by the caller around this call.
    @discardableResult
    public func importHistory(from url: URL) async -> ImportOutcome {
        let name = url.lastPathComponent
        guard !isImporting else {
            return ImportOutcome(message: "An import is already under way; \(name) was not imported.", merge: nil)
        }
        isImporting = true
        defer { isImporting = false }
        let history = dependencies.history
        let result = await Task.detached(priority: .userInitiated) { Self.merge(url, into: history) }.value
        let outcome: ImportOutcome
        switch result {
        case .success(let merge):
            if merge.imported > 0 { historyChanged() }
            outcome = ImportOutcome(message: Self.summary(of: merge, from: [name]), merge: merge)
        case .failure(let failure):
            outcome = ImportOutcome(message: failure.text, merge: nil)
        }
        lastMessage = outcome.message
        return outcome
    }

    /// Reads the file at `url` and merges its games into `history`: the counts, or the sentence saying why not.
    nonisolated private static func merge(
        _ url: URL, into history: any GameHistoryStore
    ) -> Result<HistoryMerge, ImportFailure> {
        do {
            return .success(try history.merge(try HistoryImport.games(contentsOf: url)))
        } catch let error as HistoryImportError {
            return .failure(ImportFailure(text: message(for: error)))
        } catch {
            return .failure(
                ImportFailure(
                    text: "\(url.lastPathComponent) could not be imported: \(error). Your history is unchanged."))
        }
    }

    // MARK: Words

    /// What an import did, as the command line and every front end say it: "Imported 214 games (12 already here)
    /// from games.json."; several files are named with "and".
    nonisolated public static func summary(of merge: HistoryMerge, from fileNames: [String]) -> String {
        let files = ListFormatting.and(fileNames)
        let already = merge.alreadyHere > 0 ? " (\(DisplayText.number(merge.alreadyHere)) already here)" : ""
        let games = merge.imported == 1 ? "game" : "games"
        return "Imported \(DisplayText.number(merge.imported)) \(games)\(already) from \(files)."
    }

    /// The cause of a failed write in a few words: "permission denied", "the disk is full", "the disk is
    /// read-only", "its folder does not exist", else Foundation's own description.
    nonisolated static func reason(_ error: any Error) -> String {
        guard let error = error as? CocoaError else { return "\(error)" }
        switch error.code {
        case .fileWriteNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "the disk is full"
        case .fileWriteVolumeReadOnly: return "the disk is read-only"
        case .fileNoSuchFile, .fileWriteInvalidFileName: return "its folder does not exist"
        default: return error.localizedDescription
        }
    }

    /// The sentence for a file that could not be imported, naming the file and record, and that nothing changed.
    nonisolated public static func message(for error: HistoryImportError) -> String {
        "\(error). Nothing was imported; your history is unchanged."
    }
}

/// Joins names as a sentence lists them: `a`, `a and b`, `a, b and c`.
enum ListFormatting {
    /// The names joined with commas and a final "and".
    static func and(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        guard names.count > 1 else { return last }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
