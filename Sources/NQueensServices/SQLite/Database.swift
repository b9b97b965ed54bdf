import CSQLite
import Foundation
import NQueensLocalization

/// The open database shared by the SQLite stores: one connection, used by one thread at a time.
///
/// `@unchecked Sendable` is sound: the connection (not thread-safe itself) is only reached through
/// `read`/`write`, which hold `lock` for the whole operation.
final class Database: @unchecked Sendable {
    /// The database file.
    let url: URL

    private let lock = NSLock()
    private var connection: Connection
    private let busyTimeout: Duration

    init(url: URL, connection: Connection, busyTimeout: Duration) {
        self.url = url
        self.connection = connection
        self.busyTimeout = busyTimeout
    }

    /// Runs `body` in one read transaction (a consistent snapshot); `action` names it in errors ("list games", in
    /// the player's language: it is only worked out for an error).
    func read<Result>(
        _ action: @autoclosure () -> String, _ body: (Connection) throws(SQLiteError) -> Result
    ) throws(StoreError) -> Result {
        lock.lock()
        defer { lock.unlock() }
        do {
            return try connection.readTransaction { () throws(SQLiteError) -> Result in try body(connection) }
        } catch {
            throw failure(action(), error)
        }
    }

    /// Runs `body` in one write transaction, committed before returning; `action` names it in errors.
    ///
    /// When the file was deleted since it was opened (the data directory removed while the game runs), the write
    /// would go to a file nobody reads again: the database is created afresh where it was, and the write fails
    /// once with a message saying so; the caller's next write goes to the new file.
    func write<Result>(
        _ action: @autoclosure () -> String, _ body: (Connection) throws(SQLiteError) -> Result
    ) throws(StoreError) -> Result {
        lock.lock()
        defer { lock.unlock() }
        if connection.fileHasMoved {
            throw reopenAfterDeletion(action())
        }
        do {
            return try connection.writeTransaction { () throws(SQLiteError) -> Result in try body(connection) }
        } catch {
            throw failure(action(), error)
        }
    }

    // MARK: Failures

    /// Opens a fresh database where the deleted one was (creating its directory), and says what happened.
    private func reopenAfterDeletion(_ action: String) -> StoreError {
        let directory = DataDirectory(url: url.deletingLastPathComponent())
        do {
            try directory.create()
            let (fresh, _) = try DatabaseOpener.openConnection(at: url, now: Date(), busyTimeout: busyTimeout)
            connection = fresh
            // TRANSLATORS: %1$s is what could not be done ("record the game"), %2$s the database file's path.
            return .database(
                tr(
                    "cannot %1$s: %2$s was deleted while NQueens was running; a new one was started there, and your "
                        + "next move saves to it (the games it held are gone unless you restore the folder from a backup)",
                    action, url.path))
        } catch {
            return .database(
                tr(
                    "cannot %1$s: %2$s was deleted while NQueens was running, and a new one cannot be started: %3$s",
                    action, url.path, error.description))
        }
    }

    private func failure(_ action: String, _ error: SQLiteError) -> StoreError {
        if error.isDamage {
            // Damage found between the daily checks: have the next opening check the file (best effort).
            // l10n: begin not shown (SQL)
            try? connection.run("DELETE FROM maintenance WHERE key = ?", [.text(Schema.lastCheckKey)])
            // l10n: end
        }
        // TRANSLATORS: SQLite's number for an error, in parentheses after a message: SQLite error 13.
        let code = tr("SQLite error %d", Int(error.code))
        let folder = url.deletingLastPathComponent().path
        switch error.primaryCode {
        case SQLITE_FULL:
            // TRANSLATORS: %1$s is what could not be done ("record the game"), %2$s a folder, %3$s "SQLite error 13".
            return .database(
                tr(
                    "cannot %1$s: the disk holding %2$s is full (%3$s); free some space there and NQueens saves it "
                        + "with your next move", action, folder, code))
        case SQLITE_READONLY, SQLITE_PERM:
            return .database(
                tr(
                    "cannot %1$s: %2$s is read-only (%3$s); make it and its folder writable (chmod u+w), or set "
                        + "NQUEENS_DATA_DIR to a writable directory", action, url.path, code))
        case SQLITE_BUSY, SQLITE_LOCKED:
            let seconds = Int(busyTimeout.components.seconds)
            // TRANSLATORS: a wait in seconds (5 s) or milliseconds (500 ms).
            let wait = seconds > 0 ? tr("%d s", seconds) : tr("%d ms", Int(busyTimeout.wholeMilliseconds))
            return .database(
                tr(
                    "cannot %1$s: another program has been writing to %2$s for more than %3$s (%4$s); close any other "
                        + "NQueens, and NQueens saves it with your next move", action, url.path, wait, code))
        case SQLITE_IOERR:
            // TRANSLATORS: %3$s is SQLite's own message (in English), %4$s "SQLite error 10".
            return .database(
                tr(
                    "cannot %1$s: the disk failed to read or write %2$s: %3$s (%4$s); check the disk, and NQueens saves "
                        + "it with your next move", action, url.path, error.message, code))
        default:
            return .database(tr("cannot %1$s in %2$s: %3$s (%4$s)", action, url.path, error.message, code))
        }
    }
}
