/// Settings kept in memory only.
///
/// For tests, previews, and as the fallback when no data directory can be written. Safe to use from several
/// threads.
public final class InMemorySettingsStore: SettingsStore {
    private let state: Locked<Settings>

    /// Creates a store holding `settings` (the defaults unless given).
    public init(settings: Settings = .defaults) {
        state = Locked(settings)
    }

    /// The settings last saved.
    public func loadSettings() -> Settings {
        state.withLock { $0 }
    }

    /// Keeps `settings`; a board size outside `Settings.boardSizeRange` is refused.
    public func saveSettings(_ settings: Settings) throws(StoreError) {
        if let problem = settings.problem { throw .invalidValue(problem) }
        state.withLock { $0 = settings }
    }
}
