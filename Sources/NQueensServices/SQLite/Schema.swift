/// The database's layout and the forward migrations that build it.
///
/// `PRAGMA user_version` holds the number of steps applied; opening applies the missing ones in one
/// transaction. A database whose version is above `latestVersion` comes from a newer NQueens and is refused
/// untouched. Steps are only ever appended; a released step never changes.
enum Schema {
    /// `PRAGMA application_id` of an NQueens database: "NQue" in ASCII.
    static let applicationID: Int64 = 0x4E51_7565

    /// The steps, in order; step `n` (1-based) brings the database to version `n`.
    static let migrations: [String] = [
        // 1: history, settings, the game in progress.
        """
        CREATE TABLE games (
            id BLOB NOT NULL UNIQUE CHECK (length(id) = 16),
            board_size INTEGER NOT NULL CHECK (board_size >= 1),
            mode TEXT NOT NULL,
            started_at INTEGER NOT NULL,      -- milliseconds since 1970-01-01T00:00:00Z
            finished_at INTEGER NOT NULL,     -- milliseconds since 1970-01-01T00:00:00Z
            solved_day INTEGER NOT NULL,      -- days since 1970-01-01, in the player's calendar at solve time
            time_zone TEXT NOT NULL,
            active_ms INTEGER NOT NULL CHECK (active_ms >= 0),
            move_count INTEGER NOT NULL CHECK (move_count >= 0),
            hints_used INTEGER NOT NULL CHECK (hints_used >= 0),
            final_queens BLOB NOT NULL,       -- CompactCoding squares
            move_log BLOB NOT NULL            -- CompactCoding moves
        );
        CREATE INDEX games_by_finish ON games (finished_at DESC, id);
        CREATE INDEX games_by_size ON games (board_size, finished_at DESC, id);
        CREATE INDEX games_by_day ON games (solved_day);
        CREATE INDEX games_size_bests ON games (board_size, active_ms, move_count);
        CREATE TABLE settings (
            key TEXT PRIMARY KEY NOT NULL,
            value TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE saved_game (
            slot INTEGER PRIMARY KEY CHECK (slot = 1),
            id BLOB NOT NULL CHECK (length(id) = 16),
            board_size INTEGER NOT NULL,
            mode TEXT NOT NULL,
            started_at INTEGER,
            queens BLOB NOT NULL,
            move_log BLOB NOT NULL,
            elapsed_ms INTEGER NOT NULL,
            hints_used INTEGER NOT NULL,
            move_count INTEGER NOT NULL
        );
        """
    ]

    /// The version a database has once every step is applied.
    static var latestVersion: Int { migrations.count }

    /// Brings the database on `connection` from its version to `latestVersion`, in one write transaction.
    ///
    /// The version is read again inside the transaction, so two processes opening a new database at once
    /// apply each step once.
    ///
    /// - Returns: the version found, or `nil` if it is newer than `latestVersion` (nothing was changed then).
    static func migrate(_ connection: Connection) throws(SQLiteError) -> Int? {
        try connection.writeTransaction { () throws(SQLiteError) -> Int? in
            let found = Int(try connection.integer("PRAGMA user_version") ?? 0)
            guard found <= latestVersion else { return nil }
            guard found < latestVersion else { return found }
            for step in migrations[found...] {
                try connection.execute(step)
            }
            try connection.execute("PRAGMA application_id = \(applicationID)")
            try connection.execute("PRAGMA user_version = \(latestVersion)")
            return found
        }
    }
}
