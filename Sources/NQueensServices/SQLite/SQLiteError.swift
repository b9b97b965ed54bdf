import CSQLite
import NQueensLocalization

/// An error reported by SQLite: its result code and its own message, with what we were doing.
struct SQLiteError: Error, CustomStringConvertible {
    /// SQLite's extended result code.
    let code: Int32

    /// SQLite's message (`sqlite3_errmsg`), or ours for errors found in stored data.
    let message: String

    /// What was being done ("preparing …", "committing").
    let operation: String

    /// The primary result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`, …).
    var primaryCode: Int32 { code & 0xFF }

    /// Whether the file is damaged or is not a database at all.
    var isDamage: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }

    /// Whether the failure comes from permissions or a read-only medium.
    var isPermission: Bool {
        primaryCode == SQLITE_READONLY || primaryCode == SQLITE_PERM || primaryCode == SQLITE_CANTOPEN
            || primaryCode == SQLITE_AUTH
    }

    var description: String { "\(operation): \(message) (SQLite error \(code))" }  // l10n: not shown (a diagnostic)

    /// The error SQLite last reported on `handle`.
    init(handle: OpaquePointer?, code: Int32, operation: String) {
        self.code = code
        if let handle, let text = sqlite3_errmsg(handle) {
            message = String(cString: text)
        } else {
            message = String(cString: sqlite3_errstr(code))
        }
        self.operation = operation
    }

    /// An error we found ourselves in data SQLite returned (a stored value we cannot read).
    init(damagedData message: String, operation: String) {
        code = SQLITE_CORRUPT
        self.message = message
        self.operation = operation
    }
}
