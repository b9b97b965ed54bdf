import NQueensLocalization
import NQueensServices

/// Wins the history could not take yet (a full disk, a read-only, locked or deleted database), kept in memory and
/// written by the next save that succeeds.
///
/// The game view model keeps a win here when recording it fails, and every later save (the next move of any game,
/// hiding or quitting the app) writes the kept wins first. A win kept here is never lost while the app runs; its
/// saved game in progress stays on disk until the win is written, so even quitting at once loses at most the
/// winning move.
@MainActor
public final class UnsavedWins {
    private struct Entry {
        var record: GameRecord
        var problem: String
    }

    private var entries: [Entry] = []

    /// Creates an empty list.
    public init() {}

    /// The wins not written yet, oldest first.
    public var records: [GameRecord] { entries.map(\.record) }

    /// Whether every win has been written.
    public var isEmpty: Bool { entries.isEmpty }

    /// Why the win with `id` is not in the history yet, for display; `nil` when it is (or was never kept).
    public func problem(for id: GameRecord.ID) -> String? {
        entries.first { $0.record.id == id }?.problem
    }

    /// Keeps `record`, which could not be written for the reason `problem` gives.
    func keep(_ record: GameRecord, problem: String) {
        if let index = entries.firstIndex(where: { $0.record.id == record.id }) {
            entries[index].problem = problem
        } else {
            entries.append(Entry(record: record, problem: problem))
        }
    }

    /// Writes every kept win to `history` in one transaction, then forgets their saved games in progress.
    ///
    /// - Throws: the store's error when the wins still cannot be written (they stay kept).
    func write(to history: any GameHistoryStore, savedGames: any SavedGameStore) throws(StoreError) {
        guard !entries.isEmpty else { return }
        let records = entries.map(\.record)
        do {
            try history.record(contentsOf: records)
        } catch {
            for index in entries.indices { entries[index].problem = Self.problem(error) }
            throw error
        }
        entries.removeAll()
        // The saved game of a kept win was left on disk in case the app quit first; it is finished now.
        if let saved = savedGames.loadSavedGame(), records.contains(where: { $0.id == saved.id }) {
            try? savedGames.clearSavedGame()
        }
    }

    /// What the player reads about a win that could not be written.
    static func problem(_ error: StoreError) -> String {
        // TRANSLATORS: %s says why, such as "the disk holding … is full".
        tr(
            "This win is not in your history yet: %s. It is kept, and saved with your next move.",
            DisplayText.problem(error))
    }
}
