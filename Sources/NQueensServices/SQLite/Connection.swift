import CSQLite

/// One open SQLite database: prepared statements (cached), transactions, pragmas.
///
/// Not thread-safe: `Database` owns it and uses it under a lock.
final class Connection {
    private let handle: OpaquePointer
    private var statements: [String: Statement] = [:]
    private var checkpointsOnClose = true

    /// The database file's path.
    let path: String

    /// Opens (creating when missing) the database at `path` for reading and writing.
    init(path: String) throws(SQLiteError) {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            // l10n: begin not shown (a diagnostic)
            let error = SQLiteError(handle: handle, code: code, operation: "opening \(path)")
            // l10n: end
            sqlite3_close_v2(handle)
            throw error
        }
        sqlite3_extended_result_codes(handle, 1)
        self.handle = handle
        self.path = path
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Keeps closing from writing anything to the file (for a database we refuse or move aside).
    func closeWithoutCheckpoint() {
        if checkpointsOnClose {
            csqlite_disable_checkpoint_on_close(handle)
            checkpointsOnClose = false
        }
    }

    /// Whether the database file was deleted or renamed since it was opened (its folder deleted, say).
    ///
    /// SQLite goes on writing to the open file, which nobody will ever read again: the caller must reopen.
    var fileHasMoved: Bool {
        var moved: Int32 = 0
        let code = sqlite3_file_control(handle, "main", SQLITE_FCNTL_HAS_MOVED, &moved)
        return code == SQLITE_OK && moved != 0
    }

    // MARK: Statements

    /// Waits up to `milliseconds` for another connection's lock before failing with `SQLITE_BUSY`.
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Runs one or more statements that take no parameters and return no rows of interest.
    func execute(_ sql: String) throws(SQLiteError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        // l10n: begin not shown (SQL)
        guard code == SQLITE_OK else { throw SQLiteError(handle: handle, code: code, operation: "running \(sql)") }
        // l10n: end
    }

    /// Runs `sql` with `values` bound, for its effect.
    func run(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) {
        let statement = try prepared(sql)
        defer { statement.finish() }
        try statement.bind(values)
        while try statement.step() {}
    }

    /// Runs `sql` with `values` bound and maps every row with `row`.
    func query<Row>(
        _ sql: String, _ values: [SQLiteValue] = [], row: (Statement) throws(SQLiteError) -> Row
    ) throws(SQLiteError) -> [Row] {
        let statement = try prepared(sql)
        defer { statement.finish() }
        try statement.bind(values)
        var rows: [Row] = []
        while try statement.step() {
            rows.append(try row(statement))
        }
        return rows
    }

    /// Runs `sql` with `values` bound and hands every row to `body`, collecting nothing: for readers that fold the
    /// rows into a compact value of their own.
    func forEachRow(
        _ sql: String, _ values: [SQLiteValue] = [], _ body: (Statement) throws(SQLiteError) -> Void
    ) throws(SQLiteError) {
        let statement = try prepared(sql)
        defer { statement.finish() }
        try statement.bind(values)
        while try statement.step() {
            try body(statement)
        }
    }

    /// The first column of the first row of `sql` as an integer, or `nil` when there is no row or it is NULL.
    func integer(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> Int64? {
        try query(sql, values) { $0.isNull(0) ? nil : $0.int64(0) }.first ?? nil
    }

    /// The first column of every row of `sql` as text.
    func texts(_ sql: String) throws(SQLiteError) -> [String] {
        try query(sql) { $0.text(0) }
    }

    /// The number of rows the last insert, update or delete changed.
    var changes: Int {
        Int(sqlite3_changes64(handle))
    }

    private func prepared(_ sql: String) throws(SQLiteError) -> Statement {
        if let statement = statements[sql] { return statement }
        let statement = try Statement(connection: handle, sql: sql)
        statements[sql] = statement
        return statement
    }

    // MARK: Transactions

    /// Runs `body` in a transaction that takes the write lock at once (`BEGIN IMMEDIATE`), committing when it
    /// returns and rolling back when it throws.
    func writeTransaction<Result>(_ body: () throws(SQLiteError) -> Result) throws(SQLiteError) -> Result {
        try execute("BEGIN IMMEDIATE")  // l10n: not shown (SQL)
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if sqlite3_get_autocommit(handle) == 0 {
                _ = sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
            }
            throw error
        }
    }

    /// Runs `body` in a read transaction, so that several queries see one snapshot.
    func readTransaction<Result>(_ body: () throws(SQLiteError) -> Result) throws(SQLiteError) -> Result {
        try execute("BEGIN")
        defer { _ = sqlite3_exec(handle, "COMMIT", nil, nil, nil) }
        return try body()
    }
}
