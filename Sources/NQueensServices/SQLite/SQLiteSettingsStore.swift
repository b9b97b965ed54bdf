import NQueensLocalization

/// The player's preferences, kept as key–value rows in the `settings` table of the database.
///
/// Keys this version does not know (written by a newer NQueens) are kept untouched. Safe to use from several
/// threads.
public final class SQLiteSettingsStore: SettingsStore {
    private let database: Database

    init(database: Database) {
        self.database = database
    }

    /// The stored settings, field by field; the default for any missing or unreadable field, and all defaults
    /// when the database cannot be read.
    public func loadSettings() -> Settings {
        let rows = try? database.read(tr(context: "store action", "load settings")) { connection throws(SQLiteError) in
            // l10n: begin not shown (SQL)
            try connection.query("SELECT key, value FROM settings") { ($0.text(0), $0.text(1)) }
            // l10n: end
        }
        return Settings(storedValues: Dictionary(rows ?? [], uniquingKeysWith: { _, last in last }))
    }

    /// Keeps `settings`, committed before returning; a board size outside `Settings.boardSizeRange` is refused.
    public func saveSettings(_ settings: Settings) throws(StoreError) {
        if let problem = settings.problem { throw .invalidValue(problem) }
        let values = settings.storedValues
        try database.write(tr(context: "store action", "save settings")) { connection throws(SQLiteError) in
            for key in Settings.Key.allCases {
                try connection.run(
                    "INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)",  // l10n: not shown (SQL)
                    [.text(key.rawValue), .text(values[key] ?? "")])
            }
        }
    }
}
