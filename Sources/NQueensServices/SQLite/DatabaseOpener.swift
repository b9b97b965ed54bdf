import CSQLite
import Foundation
import NQueensLocalization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens the database file, checks it, migrates it, and moves a damaged file aside for a fresh one.
///
/// Checks, in order: the file is an SQLite database and is not truncated (else moved aside), it belongs to
/// NQueens (else moved aside), its schema is not newer than ours (else refused untouched), SQLite's
/// `quick_check` passes (at most daily, see `checkInterval`; else moved aside). A damaged file is renamed with a
/// timestamp, never deleted, together with its `-wal` and `-shm` files.
enum DatabaseOpener {
    /// How long a connection waits for another process's lock before giving up, unless told otherwise.
    static let defaultBusyTimeout: Duration = .seconds(5)

    private enum Outcome {
        case ready(Connection)
        case damaged(StoreNotice.Problem)
        case newer(version: Int)
    }

    /// Opens the database at `url` (creating it when missing); `now` stamps the name of a moved-aside file.
    static func open(
        at url: URL, now: Date, busyTimeout: Duration = defaultBusyTimeout
    ) throws(StoreError) -> (Database, StoreNotice?) {
        let (connection, notice) = try openConnection(at: url, now: now, busyTimeout: busyTimeout)
        return (Database(url: url, connection: connection, busyTimeout: busyTimeout), notice)
    }

    /// Opens, checks and migrates the database at `url`, moving a damaged file aside for a fresh one.
    static func openConnection(
        at url: URL, now: Date, busyTimeout: Duration
    ) throws(StoreError) -> (Connection, StoreNotice?) {
        switch try prepare(url, now: now, busyTimeout: busyTimeout) {
        case .ready(let connection):
            return (connection, nil)
        case .newer(let version):
            throw .newerSchema(path: url.path, version: version, newestKnown: Schema.latestVersion)
        case .damaged(let problem):
            let movedTo = try moveAside(url, now: now)
            let notice = StoreNotice(problem: problem, databaseURL: url, movedTo: movedTo)
            switch try prepare(url, now: now, busyTimeout: busyTimeout) {
            case .ready(let connection):
                return (connection, notice)
            case .newer(let version):
                throw .newerSchema(path: url.path, version: version, newestKnown: Schema.latestVersion)
            case .damaged(let problem):
                // TRANSLATORS: %1$s is a database file's path, %2$s what is wrong with it ("it is not a database").
                throw .database(tr("cannot start a fresh store at %1$s: %2$s", url.path, problem.description))
            }
        }
    }

    // MARK: Checking

    private static func prepare(_ url: URL, now: Date, busyTimeout: Duration) throws(StoreError) -> Outcome {
        let connection: Connection
        do {
            connection = try Connection(path: url.path)
        } catch {
            throw failure(url, error)
        }
        let timeout = Int32(clamping: busyTimeout.wholeMilliseconds)
        connection.setBusyTimeout(milliseconds: timeout)
        do {
            let outcome = try check(connection, now: now, busyTimeoutMilliseconds: timeout)
            if case .ready = outcome { return outcome }
            connection.closeWithoutCheckpoint()
            return outcome
        } catch  where error.isDamage {
            connection.closeWithoutCheckpoint()
            return .damaged(problem(of: url, message: error.message))
        } catch {
            connection.closeWithoutCheckpoint()
            throw failure(url, error)
        }
    }

    /// How often SQLite's `quick_check` runs at opening: once a day.
    ///
    /// It reads the whole file (about 55 ms for 100,000 games), too slow for every launch of a long history.
    /// Cheaper checks run every time: the header (not a database, another program's, a newer schema) and the
    /// file size (truncation); and damage a query runs into makes the next opening check.
    static let checkInterval: Int64 = 24 * 60 * 60 * 1_000

    /// Checks the database on `connection` and brings it to the latest schema, or says why it cannot be used.
    private static func check(
        _ connection: Connection, now: Date, busyTimeoutMilliseconds: Int32
    ) throws(SQLiteError) -> Outcome {
        // One snapshot: another process may be creating the schema right now, and a mix of before and after
        // would look like another program's database.
        // l10n: begin not shown (SQL)
        let (applicationID, version, objects, lastCheck) = try connection.readTransaction {
            () throws(SQLiteError) -> (Int64, Int, Int64, Int64?) in
            let applicationID = try connection.integer("PRAGMA application_id") ?? 0
            let version = Int(try connection.integer("PRAGMA user_version") ?? 0)
            let objects = try connection.integer("SELECT count(*) FROM sqlite_schema") ?? 0
            guard applicationID == Schema.applicationID, (1...Schema.latestVersion).contains(version) else {
                return (applicationID, version, objects, nil)
            }
            let lastCheck = try connection.integer(
                "SELECT value FROM maintenance WHERE key = ?", [.text(Schema.lastCheckKey)])
            return (applicationID, version, objects, lastCheck)
        }
        // l10n: end
        if applicationID != 0, applicationID != Schema.applicationID { return .damaged(.foreignDatabase) }
        if version > Schema.latestVersion { return .newer(version: version) }
        if applicationID == 0, version != 0 || objects > 0 { return .damaged(.foreignDatabase) }
        let nowMilliseconds = now.millisecondsSince1970
        var checked = false
        if version > 0, lastCheck.map({ abs(nowMilliseconds - $0) >= checkInterval }) ?? true {
            let findings = try connection.texts("PRAGMA quick_check")  // l10n: not shown (SQL)
            // TRANSLATORS: SQLite's integrity check gave no finding at all.
            if findings != ["ok"] { return .damaged(.failedIntegrityCheck(findings.first ?? tr("no answer"))) }
            checked = true
        }
        try useWriteAheadLog(connection, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        try connection.execute("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")  // l10n: not shown (SQL)
        if version < Schema.latestVersion {
            guard let found = try Schema.migrate(connection) else {
                // l10n: begin not shown (SQL)
                return .newer(version: Int(try connection.integer("PRAGMA user_version") ?? 0))
                // l10n: end
            }
            // A database created just now is sound: it counts as checked.
            checked = checked || found == 0
        }
        // A database from before the album gets it from the games it holds (once, in one transaction).
        try AlbumTable.fillIfNeeded(on: connection)
        if checked {
            try connection.writeTransaction { () throws(SQLiteError) in
                try connection.run(
                    "INSERT OR REPLACE INTO maintenance (key, value) VALUES (?, ?)",  // l10n: not shown (SQL)
                    [.text(Schema.lastCheckKey), .integer(nowMilliseconds)])
            }
        }
        return .ready(connection)
    }

    /// Switches the database to WAL mode (once per file; it stays so).
    ///
    /// The switch needs the file to itself, and SQLite reports `SQLITE_BUSY` at once instead of waiting when
    /// another process is reading it (two processes opening a new database together); so wait and retry here,
    /// up to the busy timeout.
    private static func useWriteAheadLog(
        _ connection: Connection, busyTimeoutMilliseconds: Int32
    ) throws(SQLiteError) {
        var waited = 0
        var pause = 1
        while true {
            do {
                _ = try connection.texts("PRAGMA journal_mode = WAL")  // l10n: not shown (SQL)
                return
            } catch  where error.primaryCode == SQLITE_BUSY && waited < Int(busyTimeoutMilliseconds) {
                usleep(useconds_t(pause * 1_000))
                waited += pause
                pause = min(pause * 2, 50)
            }
        }
    }

    /// What is wrong with a file SQLite called damaged: not a database, truncated, or damaged inside.
    private static func problem(of url: URL, message: String) -> StoreNotice.Problem {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return .damaged(message) }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 100)) ?? Data())
        let size = (try? handle.seekToEnd()).map(Int.init) ?? header.count
        let magic = Array("SQLite format 3\0".utf8)  // l10n: not shown (a file's magic bytes)
        guard header.count >= magic.count, Array(header.prefix(magic.count)) == magic else { return .notADatabase }
        guard header.count == 100 else { return .truncated(bytes: size, expectedBytes: 100) }
        let rawPageSize = Int(header[16]) << 8 | Int(header[17])
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        let pageCount = header[28..<32].reduce(0) { $0 << 8 | Int($1) }
        if pageCount > 0, size < pageSize * pageCount {
            return .truncated(bytes: size, expectedBytes: pageSize * pageCount)
        }
        return .damaged(message)
    }

    private static func failure(_ url: URL, _ error: SQLiteError) -> StoreError {
        if error.isPermission {
            let directory = url.deletingLastPathComponent().path
            // TRANSLATORS: %1$s is SQLite's own message (in English): "unable to open database file (SQLite error 14)".
            let reason = tr("%1$s (SQLite error %2$d)", error.message, Int(error.code))
            return .unwritableDataDirectory(path: directory, reason: reason)
        }
        // TRANSLATORS: %2$s is SQLite's own message (in English), %4$s what it was doing, for programmers.
        return .database(
            tr(
                "cannot open %1$s: %2$s (SQLite error %3$d, %4$s)", url.path, error.message, Int(error.code),
                error.operation))
    }

    // MARK: Moving aside

    /// Renames the database (and its `-wal` and `-shm` files) to `nqueens-damaged-<UTC time>.sqlite` beside it.
    ///
    /// - Returns: the new name of the database file.
    private static func moveAside(_ url: URL, now: Date) throws(StoreError) -> URL {
        let directory = url.deletingLastPathComponent()
        let stem = url.deletingPathExtension().lastPathComponent
        let pathExtension = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
        let stamp = timestamp(now)
        var attempt = 1
        var target: URL
        repeat {
            let suffix = attempt == 1 ? "" : "-\(attempt)"
            target = directory.appendingPathComponent("\(stem)-damaged-\(stamp)\(suffix)\(pathExtension)")
            attempt += 1
        } while companions(of: target).contains { access($0.path, F_OK) == 0 }
        for (source, destination) in zip(companions(of: url), companions(of: target))
        where access(source.path, F_OK) == 0 {
            guard rename(source.path, destination.path) == 0 else {
                let reason = String(cString: strerror(errno))
                throw .unwritableDataDirectory(
                    path: directory.path, reason: tr("cannot move the damaged %1$s aside: %2$s", source.path, reason))
            }
        }
        return target
    }

    /// The database file and its `-wal` and `-shm` companions.
    private static func companions(of url: URL) -> [URL] {
        ["", "-wal", "-shm"].map { URL(fileURLWithPath: url.path + $0) }
    }

    /// `now` as `20261129T101500Z` (UTC, to the second).
    private static func timestamp(_ now: Date) -> String {
        String(now.iso8601Milliseconds.prefix(19).filter { $0 != "-" && $0 != ":" }) + "Z"
    }
}
