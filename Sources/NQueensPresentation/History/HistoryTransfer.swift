import Foundation
import NQueensLocalization
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
    public var exportTitle: String { tr("Export History…") }

    /// The menu item and dialog title for importing.
    public var importTitle: String { tr("Import History…") }

    /// The MIME type of the file (`application/json`), for file dialogs' filters.
    public let contentType = "application/json"  // l10n: not shown (a MIME type)

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
            lastMessage = trn(
                "Exported %s game.", "Exported %s games.", count: games.count, DisplayText.number(games.count))
            return .success(Data((json + "\n").utf8))
        } catch {
            // TRANSLATORS: %s says why, such as "the disk failed to read or write …".
            let failure = ExportFailure(text: tr("Your history could not be exported: %s.", DisplayText.problem(error)))
            lastMessage = failure.text
            return .failure(failure)
        }
    }

    /// The sentence to show once the exported file is written to `fileName`.
    ///
    /// Such as "Exported 14 games to nqueens-history-2026-12-02.json."
    public func exportedMessage(fileName: String) -> String {
        let count = (try? dependencies.history.gameCount()) ?? 0
        // TRANSLATORS: %1$s is a number of games, %2$s a file name.
        let message = trn(
            "Exported %1$s game to %2$s.", "Exported %1$s games to %2$s.", count: count, DisplayText.number(count),
            fileName)
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
                // TRANSLATORS: %1$s is a file name, %2$s why it could not be written ("permission denied").
                let message = tr(
                    "%1$s could not be written: %2$s. Choose a folder you can write to.", url.lastPathComponent,
                    Self.reason(error))
                lastMessage = message
                return message
            }
        case .failure(let failure):
            return failure.text
        }
    }

    // MARK: Import

    /// The title of the alert that shows why a file could not be imported.
    public var importFailedTitle: String { tr("Could Not Import History") }

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
            return ImportOutcome(
                message: tr("An import is already under way; %s was not imported.", name), merge: nil)
        }
        isImporting = true
        defer { isImporting = false }
        let history = dependencies.history
        let language = Localization.language
        let result = await Task.detached(priority: .userInitiated) {
            // A detached task does not inherit the caller's language (a test's `withLanguage`); its words take it.
            Localization.withLanguage(language) { Self.merge(url, into: history) }
        }.value
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
            // TRANSLATORS: %1$s is a file name, %2$s says why it could not be imported.
            let text = tr(
                "%1$s could not be imported: %2$s. Your history is unchanged.", url.lastPathComponent,
                DisplayText.problem(error))
            return .failure(ImportFailure(text: text))
        }
    }

    // MARK: Words

    /// What an import did, as the command line and every front end say it: "Imported 214 games (12 already here)
    /// from games.json."; several files are named with "and".
    nonisolated public static func summary(of merge: HistoryMerge, from fileNames: [String]) -> String {
        let files = DisplayText.list(fileNames)
        let imported = DisplayText.number(merge.imported)
        guard merge.alreadyHere > 0 else {
            // TRANSLATORS: %1$s is a number of games, %2$s one or more file names: Imported 214 games from games.json.
            return trn(
                "Imported %1$s game from %2$s.", "Imported %1$s games from %2$s.", count: merge.imported, imported,
                files)
        }
        // TRANSLATORS: %2$s counts the games the history had already: Imported 214 games (12 already here) from a.json.
        return trn(
            "Imported %1$s game (%2$s already here) from %3$s.", "Imported %1$s games (%2$s already here) from %3$s.",
            count: merge.imported, imported, DisplayText.number(merge.alreadyHere), files)
    }

    /// The cause of a failed write in a few words: "permission denied", "the disk is full", "the disk is
    /// read-only", "its folder does not exist", else Foundation's own description.
    nonisolated static func reason(_ error: any Error) -> String {
        guard let error = error as? CocoaError else { return DisplayText.problem(error) }
        switch error.code {
        case .fileWriteNoPermission: return tr("permission denied")
        case .fileWriteOutOfSpace: return tr("the disk is full")
        case .fileWriteVolumeReadOnly: return tr("the disk is read-only")
        case .fileNoSuchFile, .fileWriteInvalidFileName: return tr("its folder does not exist")
        default: return error.localizedDescription
        }
    }

    /// The sentence for a file that could not be imported, naming the file and record, and that nothing changed.
    nonisolated public static func message(for error: HistoryImportError) -> String {
        // TRANSLATORS: %s names the file and what is wrong with it.
        tr("%s. Nothing was imported; your history is unchanged.", DisplayText.problem(error))
    }
}
