/// The game in progress kept in memory only.
///
/// For tests, previews, and as the fallback when no data directory can be written. Safe to use from several
/// threads.
public final class InMemorySavedGameStore: SavedGameStore {
    private let state: Locked<SavedGame?>

    /// Creates a store holding `game` as the game in progress (none unless given).
    public init(game: SavedGame? = nil) {
        state = Locked(game)
    }

    /// The game last saved, unless cleared since.
    public func loadSavedGame() -> SavedGame? {
        state.withLock { $0 }
    }

    /// Keeps `game` as the game in progress, replacing the previous one.
    public func saveGame(_ game: SavedGame) throws(StoreError) {
        if let problem = game.problem { throw .invalidValue(problem) }
        state.withLock { $0 = game }
    }

    /// Forgets the game in progress.
    public func clearSavedGame() {
        state.withLock { $0 = nil }
    }
}
