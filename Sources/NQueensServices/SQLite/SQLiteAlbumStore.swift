import NQueensEngine
import NQueensLocalization

/// The solution album, kept in the `album` and `album_stats` tables beside the history (see `AlbumTable`).
///
/// Recording a game in `SQLiteGameHistoryStore` adds its solution in the same transaction; clearing the history
/// clears the album. Safe to use from several threads and processes.
public final class SQLiteAlbumStore: SolutionAlbumStore {
    private let database: Database

    init(database: Database) {
        self.database = database
    }

    /// One summary per board size with a solution found, smallest first: a few rows of `album_stats`.
    public func albumSummaries() throws(StoreError) -> [AlbumSummary] {
        try database.read(tr(context: "store action", "read the album")) { connection throws(SQLiteError) in
            // l10n: begin not shown (SQL)
            try connection.query("SELECT board_size, solutions, classes FROM album_stats ORDER BY board_size") {
                // l10n: end
                row in
                AlbumSummary(boardSize: row.int(0), solutionsFound: row.int(1), classesFound: row.int(2))
            }
        }
    }

    /// Every solution found on boards of `boardSize`, in the album's order.
    public func albumEntries(boardSize: Int) throws(StoreError) -> [AlbumEntry] {
        try database.read(tr(context: "store action", "read the album")) { connection throws(SQLiteError) in
            var reader = AlbumTable.EntryReader()
            return try connection.query(
                // l10n: begin not shown (SQL)
                "SELECT \(AlbumTable.columns) FROM album WHERE board_size = ? ORDER BY class_key, solution",
                // l10n: end
                [.integer(Int64(boardSize))]
            ) { row throws(SQLiteError) in try reader.entry(from: row) }
        }
    }

    /// The solutions found in the class of `solution`, in the album's order.
    public func albumEntries(inClassOf solution: Solution) throws(StoreError) -> [AlbumEntry] {
        let key = AlbumTable.bytes(of: solution.canonicalForm)
        return try database.read(tr(context: "store action", "read the album")) { connection throws(SQLiteError) in
            var reader = AlbumTable.EntryReader()
            return try connection.query(
                // l10n: begin not shown (SQL)
                "SELECT \(AlbumTable.columns) FROM album WHERE board_size = ? AND class_key = ? ORDER BY solution",
                // l10n: end
                [.integer(Int64(solution.size)), .blob(key)]
            ) { row throws(SQLiteError) in try reader.entry(from: row) }
        }
    }

    /// The classes found on boards of `boardSize`, in the album's order, read from the class index alone.
    public func albumClasses(boardSize: Int) throws(StoreError) -> [AlbumClassFinds] {
        try database.read(tr(context: "store action", "read the album")) { connection throws(SQLiteError) in
            try AlbumTable.classes(boardSize: boardSize, on: connection)
        }
    }

    /// Builds the album afresh from the whole history, in one transaction.
    public func rebuildAlbum() throws(StoreError) {
        try database.write(tr(context: "store action", "rebuild the album")) { connection throws(SQLiteError) in
            try AlbumTable.rebuild(on: connection)
        }
    }
}
