import Foundation

/// The open database shared by the SQLite stores: one connection, used by one thread at a time.
///
/// `@unchecked Sendable` is sound: the connection (not thread-safe itself) is only reached through
/// `read`/`write`, which hold `lock` for the whole operation.
final class Database: @unchecked Sendable {
    /// The database file.
    let url: URL

    private let lock = NSLock()
    private let connection: Connection

    init(url: URL, connection: Connection) {
        self.url = url
        self.connection = connection
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
    func write<Result>(
        _ action: String, _ body: (Connection) throws(SQLiteError) -> Result
    ) throws(StoreError) -> Result {
        lock.lock()
        defer { lock.unlock() }
        do {
            return try connection.writeTransaction { () throws(SQLiteError) -> Result in try body(connection) }
        } catch {
            throw failure(action, error)
        }
    }

    private func failure(_ action: String, _ error: SQLiteError) -> StoreError {
        if error.isDamage {
            // Damage found between the daily checks: have the next opening check the file (best effort).
            try? connection.run("DELETE FROM maintenance WHERE key = ?", [.text(Schema.lastCheckKey)])
        }
        return .database("cannot \(action) in \(url.path): \(error.message) (SQLite error \(error.code))")
    }
}
