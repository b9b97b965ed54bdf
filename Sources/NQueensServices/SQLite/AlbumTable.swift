import Foundation
import NQueensEngine
import NQueensLocalization

/// The SQL of the solution album: the `album` table (one row per distinct solution solved, with the game that
/// found it first) and `album_stats` (solutions and classes found per size, kept by a trigger).
///
/// SQL cannot work out a canonical form, so the rows are written from Swift: by `add(_:on:)` in the transaction
/// that records a game, and by `rebuild(on:)` from the whole history. A database from before the album is filled
/// once at opening (`fillIfNeeded(on:)`), in one transaction marked in `maintenance`, so a process killed halfway
/// leaves nothing behind and the next opening fills it again.
enum AlbumTable {
    /// The `maintenance` key that marks the album as filled from the history (its value is the fill's format).
    static let filledKey = "album-filled"

    /// The format of the album's rows; a later format would refill the album at the next opening.
    static let format: Int64 = 1

    // MARK: Writing

    /// Adds `game`'s solution, unless it is not one: a new solution gets a row; one already there keeps the game
    /// that finished first.
    static func add(_ game: GameRecord, on connection: Connection) throws(SQLiteError) {
        guard let entry = AlbumEntry(firstFoundBy: game) else { return }
        let values = Self.values(of: entry)
        try connection.run(insert, values)
        if connection.changes == 0 {
            try connection.run(takeEarlierFinder, values)
        }
    }

    /// Empties the album and fills it from every game in the history, earliest first (one transaction is the
    /// caller's).
    static func rebuild(on connection: Connection) throws(SQLiteError) {
        try connection.execute("DELETE FROM album_stats; DELETE FROM album")  // l10n: not shown (SQL)
        let games = try connection.query(
            // l10n: begin not shown (SQL)
            "SELECT id, board_size, mode, finished_at, solved_day, final_queens FROM games WHERE mode != 'regions' "
                // l10n: end
                + "ORDER BY finished_at, id"  // l10n: not shown (SQL)
        ) { row -> AlbumEntry? in
            guard let id = UUID(orderedBytes: row.blob(0)), let mode = GameMode(rawValue: row.text(2)),
                let queens = CompactCoding.decodeSquares(row.blob(5)),
                let solution = Solution(queens: queens, size: row.int(1))
            else { return nil }
            return AlbumEntry(
                solution: solution, gameID: id, mode: mode, foundAt: Date(millisecondsSince1970: row.int64(3)),
                foundDay: CalendarDay(dayNumber: row.int(4)))
        }
        for entry in games.lazy.compactMap({ $0 }) {
            try connection.run(insert, values(of: entry))
        }
    }

    /// Fills the album from the history unless the `maintenance` mark says it is filled: once, for a database
    /// from before the album (and at once for a new one), in one write transaction that sets the mark.
    static func fillIfNeeded(on connection: Connection) throws(SQLiteError) {
        guard try filledFormat(on: connection) != format else { return }
        try connection.writeTransaction { () throws(SQLiteError) in
            // Another process may have filled it since the check above.
            guard try filledFormat(on: connection) != format else { return }
            try rebuild(on: connection)
            try connection.run(
                // l10n: begin not shown (SQL)
                "INSERT OR REPLACE INTO maintenance (key, value) VALUES (?, ?)", [.text(filledKey), .integer(format)])
            // l10n: end
        }
    }

    private static func filledFormat(on connection: Connection) throws(SQLiteError) -> Int64? {
        // l10n: begin not shown (SQL)
        try connection.integer("SELECT value FROM maintenance WHERE key = ?", [.text(filledKey)])
        // l10n: end
    }

    /// Forgets every solution (with the history).
    static let clear = "DELETE FROM album_stats; DELETE FROM album"  // l10n: not shown (SQL)

    // l10n: begin not shown (SQL)
    private static let insert = """
        INSERT OR IGNORE INTO album (board_size, solution, class_key, game_id, mode, found_at, found_day)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """
    // l10n: end

    // l10n: begin not shown (SQL)
    private static let takeEarlierFinder = """
        UPDATE album SET class_key = ?3, game_id = ?4, mode = ?5, found_at = ?6, found_day = ?7
        WHERE board_size = ?1 AND solution = ?2 AND (found_at > ?6 OR (found_at = ?6 AND game_id > ?4))
        """
    // l10n: end

    private static func values(of entry: AlbumEntry) -> [SQLiteValue] {
        [
            .integer(Int64(entry.boardSize)), .blob(bytes(of: entry.solution)), .blob(bytes(of: entry.classKey)),
            .blob(entry.gameID.orderedBytes), .text(entry.mode.rawValue),
            .integer(entry.foundAt.millisecondsSince1970), .integer(Int64(entry.foundDay.dayNumber)),
        ]
    }

    // MARK: Reading

    /// The columns list of an entry, for `entry(from:)`.
    static let columns = "solution, class_key, game_id, mode, found_at, found_day"  // l10n: not shown (SQL)

    /// Reads rows of `columns` into entries, checking that each solution belongs to the class it is filed under.
    ///
    /// Rows come a class at a time (ordered by `class_key`), so the class key is decoded and checked canonical once
    /// per class, and each solution is matched against the class's members rather than validated and brought to its
    /// canonical form row by row: a member of a valid class is a valid solution.
    struct EntryReader {
        private var classBytes: [UInt8] = []
        private var classKey: Solution?
        private var members: [Solution] = []

        /// The entry in a row of `columns`.
        mutating func entry(from row: Statement) throws(SQLiteError) -> AlbumEntry {
            func damaged(_ what: String) -> SQLiteError { AlbumTable.damaged(what) }
            let keyBytes = row.blob(1)
            if classKey == nil || keyBytes != classBytes {
                guard let key = decodeSolution(keyBytes), key.isCanonical else {
                    throw damaged(tr("a class key that is not a class's canonical solution"))
                }
                classBytes = keyBytes
                classKey = key
                members = SymmetryClass(containing: key).members
            }
            let bytes = row.blob(0)
            guard let classKey, let solution = members.first(where: { Self.columns($0.columns, equal: bytes) }) else {
                throw decodeSolution(bytes) == nil
                    ? damaged(tr("a solution that is not one")) : damaged(tr("a solution filed under the wrong class"))
            }
            guard let id = UUID(orderedBytes: row.blob(2)) else { throw damaged(tr("a game id that is not one")) }
            guard let mode = GameMode(rawValue: row.text(3)) else {
                throw damaged(tr("an unknown mode '%s'", row.text(3)))
            }
            return AlbumEntry(
                solution: solution, classKey: classKey, gameID: id, mode: mode,
                foundAt: Date(millisecondsSince1970: row.int64(4)), foundDay: CalendarDay(dayNumber: row.int(5)))
        }

        private static func columns(_ columns: [Int], equal bytes: [UInt8]) -> Bool {
            columns.count == bytes.count && zip(columns, bytes).allSatisfy { $0 == Int($1) }
        }
    }

    /// The classes found on boards of `boardSize`, each with the columns of its solutions found.
    ///
    /// Reads two columns of the `album_by_class` index (which holds `solution` too, the table's key), in its
    /// order, into one byte array per class: the class key is decoded once per class, the solutions are copied as
    /// they are stored. A class key that is not a solution, or a solution of the wrong length, is damage.
    static func classes(boardSize: Int, on connection: Connection) throws(SQLiteError) -> [AlbumClassFinds] {
        func damaged(_ what: String) -> SQLiteError { AlbumTable.damaged(what) }
        var classes: [AlbumClassFinds] = []
        var keyBytes: [UInt8] = []
        var key: Solution?
        var found: [UInt8] = []
        try connection.forEachRow(classesQuery, [.integer(Int64(boardSize))]) { row throws(SQLiteError) in
            if key == nil || !row.withBlob(0, { $0.elementsEqual(keyBytes) }) {
                if let key { classes.append(AlbumClassFinds(classKey: key, foundColumns: found)) }
                keyBytes = row.blob(0)
                guard let decoded = decodeSolution(keyBytes), decoded.size == boardSize else {
                    throw damaged(tr("a class key that is not a solution of its size"))
                }
                key = decoded
                found = []
                found.reserveCapacity(8 * boardSize)
            }
            try row.withBlob(1) { bytes throws(SQLiteError) in
                guard bytes.count == boardSize else { throw damaged(tr("a solution that is not one")) }
                found.append(contentsOf: bytes)
            }
        }
        if let key { classes.append(AlbumClassFinds(classKey: key, foundColumns: found)) }
        return classes
    }

    /// Damage found in the album: "the album has a solution that is not one".
    private static func damaged(_ what: String) -> SQLiteError {
        // TRANSLATORS: damage in the database; %s says what it holds: "a solution filed under the wrong class".
        // l10n: begin not shown (a diagnostic)
        SQLiteError(damagedData: tr("the album has %s", what), operation: "reading the album")
        // l10n: end
    }

    private static let classesQuery =
        // l10n: begin not shown (SQL)
        "SELECT class_key, solution FROM album WHERE board_size = ? ORDER BY class_key, solution"
    // l10n: end

    /// A solution as the table keeps it: the column of each row's queen, one byte a row (so that the bytes sort
    /// as the columns do).
    static func bytes(of solution: Solution) -> [UInt8] {
        solution.columns.map { UInt8(truncatingIfNeeded: $0) }
    }

    private static func decodeSolution(_ bytes: [UInt8]) -> Solution? {
        try? Solution(validating: bytes.map(Int.init))
    }
}
