import CSQLite
import Foundation

/// Direct SQL on a database file, standing in for another program (or a newer NQueens) writing to it.
enum RawSQLite {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `sql` (one or more statements) on the database file at `url`, creating it when missing.
    static func execute(_ sql: String, in url: URL) throws {
        var handle: OpaquePointer?
        defer { sqlite3_close(handle) }
        guard sqlite3_open(url.path, &handle) == SQLITE_OK else {
            throw Failure(description: String(cString: sqlite3_errmsg(handle)))
        }
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
            throw Failure(description: String(cString: sqlite3_errmsg(handle)))
        }
    }

    /// The first column of the first row of `query` as text, or `nil` when there is no row.
    static func text(_ query: String, in url: URL) throws -> String? {
        var handle: OpaquePointer?
        defer { sqlite3_close(handle) }
        guard sqlite3_open(url.path, &handle) == SQLITE_OK else {
            throw Failure(description: String(cString: sqlite3_errmsg(handle)))
        }
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        guard sqlite3_prepare_v2(handle, query, -1, &statement, nil) == SQLITE_OK else {
            throw Failure(description: String(cString: sqlite3_errmsg(handle)))
        }
        guard sqlite3_step(statement) == SQLITE_ROW, let text = sqlite3_column_text(statement, 0) else { return nil }
        return String(cString: text)
    }
}
