import Foundation
import NQueensLocalization

/// The stores backed by the database file in the data directory, opened together.
///
/// One file (`nqueens.sqlite`) holds history (with its solution album), settings and the game in progress. It is in WAL mode with
/// `synchronous = NORMAL`: every change is committed before the call returns, so it survives the process being
/// killed; a power cut may lose only the last moments, never the file. Several processes may use the file at
/// once (each waits up to five seconds for another's write), and the stores may be used from several threads.
public struct SQLiteStores: Sendable {
    /// The finished games.
    public let history: SQLiteGameHistoryStore

    /// The player's preferences.
    public let settings: SQLiteSettingsStore

    /// The game in progress.
    public let savedGame: SQLiteSavedGameStore

    /// The solution album, kept in step with `history`.
    public let album: SQLiteAlbumStore

    /// What the player should be told about opening (damaged data moved aside), or `nil`.
    public let notice: StoreNotice?

    private let database: Database

    /// The database file.
    public var databaseURL: URL { database.url }

    /// Opens (creating when missing) the database in `directory`, creating the directory first.
    ///
    /// `busyTimeout` is how long a write waits for another process holding the database before it fails.
    ///
    /// A file that is not a database, a truncated one, another program's, or one that fails SQLite's quick
    /// integrity check is moved aside (renamed with `now`'s UTC time, never deleted), `notice` says where, and a
    /// fresh store starts.
    ///
    /// - Throws: `StoreError.unwritableDataDirectory` when the directory cannot be created or written,
    ///   `StoreError.newerSchema` for a database from a newer NQueens (left untouched), `StoreError.database`
    ///   for any other failure. The caller may fall back to in-memory stores and warn the player.
    public static func open(
        in directory: DataDirectory, now: Date = Date(), busyTimeout: Duration = .seconds(5)
    ) throws(StoreError) -> SQLiteStores {
        try directory.create()
        let (database, notice) = try DatabaseOpener.open(at: directory.databaseURL, now: now, busyTimeout: busyTimeout)
        return SQLiteStores(database: database, notice: notice)
    }

    private init(database: Database, notice: StoreNotice?) {
        self.database = database
        self.notice = notice
        history = SQLiteGameHistoryStore(database: database)
        settings = SQLiteSettingsStore(database: database)
        savedGame = SQLiteSavedGameStore(database: database)
        album = SQLiteAlbumStore(database: database)
    }

    /// Runs SQLite's full integrity check: the problems it finds, or an empty list when the file is sound.
    public func checkIntegrity() throws(StoreError) -> [String] {
        let findings = try database.read(tr(context: "store action", "check the database")) {
            connection throws(SQLiteError) in
            try connection.texts("PRAGMA integrity_check")  // l10n: not shown (SQL)
        }
        return findings == ["ok"] ? [] : findings
    }
}
