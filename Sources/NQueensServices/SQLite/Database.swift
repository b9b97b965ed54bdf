import CSQLite
import Foundation

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

    /// Runs `body` in one read transaction (a consistent snapshot); `action` names it in errors ("list games").
    func read<Result>(
        _ action: String, _ body: (Connection) throws(SQLiteError) -> Result
    ) throws(StoreError) -> Result {
        lock.lock()
        defer { lock.unlock() }
        do {
            return try connection.readTransaction { () throws(SQLiteError) -> Result in try body(connection) }
        } catch {
            throw failure(action, error)
        }
    }

    /// Runs `body` in one write transaction, committed before returning; `action` names it in errors.
    ///
    /// When the file was deleted since it was opened (the data directory removed while the game runs), the write
    /// would go to a file nobody reads again: the database is created afresh where it was, and the write fails
    /// once with a message saying so; the caller's next write goes to the new file.
    func write<Result>(
        _ action: String, _ body: (Connection) throws(SQLiteError) -> Result
    ) throws(StoreError) -> Result {
        lock.lock()
        defer { lock.unlock() }
        if connection.fileHasMoved {
            throw reopenAfterDeletion(action)
        }
        do {
            return try connection.writeTransaction { () throws(SQLiteError) -> Result in try body(connection) }
        } catch {
            throw failure(action, error)
        }
    }

    // MARK: Failures

    /// Opens a fresh database where the deleted one was (creating its directory), and says what happened.
    private func reopenAfterDeletion(_ action: String) -> StoreError {
        let directory = DataDirectory(url: url.deletingLastPathComponent())
        let deleted = "cannot \(action): \(url.path) was deleted while NQueens was running"
        do {
            try directory.create()
            let (fresh, _) = try DatabaseOpener.openConnection(at: url, now: Date(), busyTimeout: busyTimeout)
            connection = fresh
            return .database(
                "\(deleted); a new one was started there, and your next move saves to it "
                    + "(the games it held are gone unless you restore the folder from a backup)")
        } catch {
            return .database("\(deleted), and a new one cannot be started: \(error)")
        }
    }

    private func failure(_ action: String, _ error: SQLiteError) -> StoreError {
        if error.isDamage {
            // Damage found between the daily checks: have the next opening check the file (best effort).
            try? connection.run("DELETE FROM maintenance WHERE key = ?", [.text(Schema.lastCheckKey)])
        }
        let code = "SQLite error \(error.code)"
        let folder = url.deletingLastPathComponent().path
        switch error.primaryCode {
        case SQLITE_FULL:
            return .database(
                "cannot \(action): the disk holding \(folder) is full (\(code)); free some space there and "
                    + "NQueens saves it with your next move")
        case SQLITE_READONLY, SQLITE_PERM:
            return .database(
                "cannot \(action): \(url.path) is read-only (\(code)); make it and its folder writable "
                    + "(chmod u+w), or set NQUEENS_DATA_DIR to a writable directory")
        case SQLITE_BUSY, SQLITE_LOCKED:
            let seconds = busyTimeout.components.seconds
            let wait = seconds > 0 ? "\(seconds) s" : "\(busyTimeout.wholeMilliseconds) ms"
            return .database(
                "cannot \(action): another program has been writing to \(url.path) for more than \(wait) "
                    + "(\(code)); close any other NQueens, and NQueens saves it with your next move")
        case SQLITE_IOERR:
            return .database(
                "cannot \(action): the disk failed to read or write \(url.path): \(error.message) (\(code)); "
                    + "check the disk, and NQueens saves it with your next move")
        default:
            return .database("cannot \(action) in \(url.path): \(error.message) (\(code))")
        }
    }
}
