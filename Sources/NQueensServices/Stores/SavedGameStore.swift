/// The game in progress: saved after every move, cleared when it ends.
public protocol SavedGameStore: Sendable {
    /// The game in progress, or `nil` when there is none (or it cannot be read).
    func loadSavedGame() -> SavedGame?

    /// Keeps `game` as the game in progress, replacing the previous one, durably before returning.
    ///
    /// - Throws: `StoreError.invalidValue` for a game that is not a position (a queen off the board, …),
    ///   `StoreError.database` when the database fails.
    func saveGame(_ game: SavedGame) throws(StoreError)

    /// Forgets the game in progress (after it is solved or abandoned).
    func clearSavedGame() throws(StoreError)
}
