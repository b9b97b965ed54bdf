/// The player's preferences.
public protocol SettingsStore: Sendable {
    /// The stored settings; the defaults when none are stored or they cannot be read, field by field.
    func loadSettings() -> Settings

    /// Keeps `settings` for the next launch.
    ///
    /// - Throws: `StoreError.invalidValue` for a board size outside `Settings.boardSizeRange`,
    ///   `StoreError.database` when the database fails.
    func saveSettings(_ settings: Settings) throws(StoreError)
}
