// l10n-file: not shown (the database schema: SQL)

/// The database's layout and the forward migrations that build it.
///
/// `PRAGMA user_version` holds the number of steps applied; opening applies the missing ones in one
/// transaction. A database whose version is above `latestVersion` comes from a newer NQueens and is refused
/// untouched. Steps are only ever appended; a released step never changes.
///
/// The home screen's figures come from two small tables that triggers keep in step with `games` in the same
/// transaction: `size_stats` (games, best time and fewest moves per board size) and `day_stats` (games per
/// solved day, so the solved days are its keys). They cost a few lookups per recorded game and make the launch
/// figures independent of the length of the history. `daily_stats` (games, best time and fewest hints per daily
/// date) does the same for the classic daily puzzles, `regions_daily_stats` for the regions dailies, and
/// `album_stats` (solutions and classes found per size) for the solution album.
enum Schema {
    /// `PRAGMA application_id` of an NQueens database: "NQue" in ASCII.
    static let applicationID: Int64 = 0x4E51_7565

    /// The steps, in order; step `n` (1-based) brings the database to version `n`.
    static let migrations: [String] = [
        // 1: history (with its summaries), settings, the game in progress, maintenance marks.
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
        CREATE INDEX games_by_size_moves ON games (board_size, move_count, finished_at DESC, id);
        CREATE INDEX games_by_size_time ON games (board_size, active_ms, finished_at DESC, id);

        CREATE TABLE size_stats (
            board_size INTEGER PRIMARY KEY,
            games INTEGER NOT NULL,
            best_active_ms INTEGER NOT NULL,
            fewest_moves INTEGER NOT NULL
        );
        CREATE TABLE day_stats (
            solved_day INTEGER PRIMARY KEY,
            games INTEGER NOT NULL
        );
        CREATE TRIGGER games_added AFTER INSERT ON games BEGIN
            INSERT INTO size_stats (board_size, games, best_active_ms, fewest_moves)
                VALUES (NEW.board_size, 1, NEW.active_ms, NEW.move_count)
                ON CONFLICT (board_size) DO UPDATE SET games = games + 1,
                    best_active_ms = min(best_active_ms, excluded.best_active_ms),
                    fewest_moves = min(fewest_moves, excluded.fewest_moves);
            INSERT INTO day_stats (solved_day, games) VALUES (NEW.solved_day, 1)
                ON CONFLICT (solved_day) DO UPDATE SET games = games + 1;
        END;
        -- Clearing everything empties the summaries first, which skips this per-row work.
        CREATE TRIGGER games_removed AFTER DELETE ON games
        WHEN EXISTS (SELECT 1 FROM size_stats WHERE board_size = OLD.board_size) BEGIN
            UPDATE size_stats SET games = games - 1,
                best_active_ms = coalesce((SELECT min(active_ms) FROM games WHERE board_size = OLD.board_size), 0),
                fewest_moves = coalesce((SELECT min(move_count) FROM games WHERE board_size = OLD.board_size), 0)
                WHERE board_size = OLD.board_size;
            DELETE FROM size_stats WHERE board_size = OLD.board_size AND games <= 0;
            UPDATE day_stats SET games = games - 1 WHERE solved_day = OLD.solved_day;
            DELETE FROM day_stats WHERE solved_day = OLD.solved_day AND games <= 0;
        END;

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
        CREATE TABLE maintenance (
            key TEXT PRIMARY KEY NOT NULL,
            value INTEGER NOT NULL
        ) WITHOUT ROWID;
        """,
        // 2: puzzles and the daily: each game's puzzle ID and daily date, the daily results, ruled-out squares.
        """
        ALTER TABLE games ADD COLUMN puzzle_id TEXT;      -- the puzzle's ID (8-…), NULL for free play
        ALTER TABLE games ADD COLUMN daily_date INTEGER;  -- days since 1970-01-01 of the daily's date, else NULL
        ALTER TABLE games ADD COLUMN given_count INTEGER NOT NULL DEFAULT 0;  -- a puzzle's givens (for efficiency)
        CREATE INDEX games_by_mode ON games (mode, finished_at DESC, id);

        CREATE TABLE daily_stats (
            daily_date INTEGER PRIMARY KEY,
            games INTEGER NOT NULL,
            best_active_ms INTEGER NOT NULL,
            fewest_hints INTEGER NOT NULL
        );
        CREATE TRIGGER daily_games_added AFTER INSERT ON games WHEN NEW.daily_date IS NOT NULL BEGIN
            INSERT INTO daily_stats (daily_date, games, best_active_ms, fewest_hints)
                VALUES (NEW.daily_date, 1, NEW.active_ms, NEW.hints_used)
                ON CONFLICT (daily_date) DO UPDATE SET games = games + 1,
                    best_active_ms = min(best_active_ms, excluded.best_active_ms),
                    fewest_hints = min(fewest_hints, excluded.fewest_hints);
        END;
        -- Clearing everything empties the summary first, which skips this per-row work.
        CREATE TRIGGER daily_games_removed AFTER DELETE ON games
        WHEN OLD.daily_date IS NOT NULL AND EXISTS (SELECT 1 FROM daily_stats WHERE daily_date = OLD.daily_date)
        BEGIN
            UPDATE daily_stats SET games = games - 1,
                best_active_ms = coalesce(
                    (SELECT min(active_ms) FROM games WHERE daily_date = OLD.daily_date), 0),
                fewest_hints = coalesce((SELECT min(hints_used) FROM games WHERE daily_date = OLD.daily_date), 0)
                WHERE daily_date = OLD.daily_date;
            DELETE FROM daily_stats WHERE daily_date = OLD.daily_date AND games <= 0;
        END;

        ALTER TABLE saved_game ADD COLUMN puzzle_id TEXT;
        ALTER TABLE saved_game ADD COLUMN daily_date INTEGER;
        ALTER TABLE saved_game ADD COLUMN ruled_out BLOB;  -- CompactCoding squares; NULL for none
        """,
        // 3: the player's own marks (✕) on the game in progress; the move logs gain the mark kinds (CompactCoding).
        """
        ALTER TABLE saved_game ADD COLUMN marks BLOB;  -- CompactCoding squares; NULL for none
        """,
        // 4: the solution album (see `AlbumTable`; filled from the history at the first opening after this step).
        """
        CREATE TABLE album (
            board_size INTEGER NOT NULL,
            solution BLOB NOT NULL,           -- the column of each row's queen, one byte a row
            class_key BLOB NOT NULL,          -- the canonical form of its class, in the same form
            game_id BLOB NOT NULL,            -- the game that found it first
            mode TEXT NOT NULL,
            found_at INTEGER NOT NULL,        -- milliseconds since 1970-01-01T00:00:00Z
            found_day INTEGER NOT NULL,       -- days since 1970-01-01, in the player's calendar
            PRIMARY KEY (board_size, solution)
        ) WITHOUT ROWID;
        CREATE INDEX album_by_class ON album (board_size, class_key);
        CREATE TABLE album_stats (
            board_size INTEGER PRIMARY KEY,
            solutions INTEGER NOT NULL,
            classes INTEGER NOT NULL
        );
        CREATE TRIGGER album_added AFTER INSERT ON album BEGIN
            INSERT INTO album_stats (board_size, solutions, classes) VALUES (NEW.board_size, 1, 1)
                ON CONFLICT (board_size) DO UPDATE SET solutions = solutions + 1,
                    classes = classes + NOT EXISTS (SELECT 1 FROM album WHERE board_size = NEW.board_size
                        AND class_key = NEW.class_key AND solution != NEW.solution);
        END;
        """,
        // 5: regions games (mode 'regions'): their dailies get a summary of their own, so that the regions daily and
        // its streak stay apart from the classic daily of the same date.
        """
        DROP TRIGGER daily_games_added;
        DROP TRIGGER daily_games_removed;
        CREATE TRIGGER daily_games_added AFTER INSERT ON games
        WHEN NEW.daily_date IS NOT NULL AND NEW.mode != 'regions' BEGIN
            INSERT INTO daily_stats (daily_date, games, best_active_ms, fewest_hints)
                VALUES (NEW.daily_date, 1, NEW.active_ms, NEW.hints_used)
                ON CONFLICT (daily_date) DO UPDATE SET games = games + 1,
                    best_active_ms = min(best_active_ms, excluded.best_active_ms),
                    fewest_hints = min(fewest_hints, excluded.fewest_hints);
        END;
        CREATE TRIGGER daily_games_removed AFTER DELETE ON games
        WHEN OLD.daily_date IS NOT NULL AND OLD.mode != 'regions'
            AND EXISTS (SELECT 1 FROM daily_stats WHERE daily_date = OLD.daily_date)
        BEGIN
            UPDATE daily_stats SET games = games - 1,
                best_active_ms = coalesce((SELECT min(active_ms) FROM games
                    WHERE daily_date = OLD.daily_date AND mode != 'regions'), 0),
                fewest_hints = coalesce((SELECT min(hints_used) FROM games
                    WHERE daily_date = OLD.daily_date AND mode != 'regions'), 0)
                WHERE daily_date = OLD.daily_date;
            DELETE FROM daily_stats WHERE daily_date = OLD.daily_date AND games <= 0;
        END;

        CREATE TABLE regions_daily_stats (
            daily_date INTEGER PRIMARY KEY,
            games INTEGER NOT NULL,
            best_active_ms INTEGER NOT NULL,
            fewest_hints INTEGER NOT NULL
        );
        CREATE TRIGGER regions_daily_games_added AFTER INSERT ON games
        WHEN NEW.daily_date IS NOT NULL AND NEW.mode = 'regions' BEGIN
            INSERT INTO regions_daily_stats (daily_date, games, best_active_ms, fewest_hints)
                VALUES (NEW.daily_date, 1, NEW.active_ms, NEW.hints_used)
                ON CONFLICT (daily_date) DO UPDATE SET games = games + 1,
                    best_active_ms = min(best_active_ms, excluded.best_active_ms),
                    fewest_hints = min(fewest_hints, excluded.fewest_hints);
        END;
        -- Clearing everything empties the summary first, which skips this per-row work.
        CREATE TRIGGER regions_daily_games_removed AFTER DELETE ON games
        WHEN OLD.daily_date IS NOT NULL AND OLD.mode = 'regions'
            AND EXISTS (SELECT 1 FROM regions_daily_stats WHERE daily_date = OLD.daily_date)
        BEGIN
            UPDATE regions_daily_stats SET games = games - 1,
                best_active_ms = coalesce((SELECT min(active_ms) FROM games
                    WHERE daily_date = OLD.daily_date AND mode = 'regions'), 0),
                fewest_hints = coalesce((SELECT min(hints_used) FROM games
                    WHERE daily_date = OLD.daily_date AND mode = 'regions'), 0)
                WHERE daily_date = OLD.daily_date;
            DELETE FROM regions_daily_stats WHERE daily_date = OLD.daily_date AND games <= 0;
        END;
        """,
    ]

    /// The version a database has once every step is applied.
    static var latestVersion: Int { migrations.count }

    /// The `maintenance` key holding when SQLite's `quick_check` last passed (milliseconds since 1970).
    static let lastCheckKey = "quick-check-passed"

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
