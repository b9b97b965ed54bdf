import Foundation
import NQueensLocalization

/// The finished games, kept in the `games` table of the database.
///
/// Safe to use from several threads and processes: every call runs under the database's lock, in one
/// transaction.
public final class SQLiteGameHistoryStore: GameHistoryStore {
    private let database: Database

    init(database: Database) {
        self.database = database
    }

    // MARK: Recording

    /// Keeps a finished game, committed before returning; recording a stored id again changes nothing.
    public func record(_ game: GameRecord) throws(StoreError) {
        try record(contentsOf: [game])
    }

    /// Keeps several finished games in one transaction (all or none), each solution in the album too; ids already
    /// stored are skipped.
    public func record(contentsOf games: [GameRecord]) throws(StoreError) {
        if let problem = games.lazy.compactMap(\.problem).first { throw .invalidValue(problem) }
        guard !games.isEmpty else { return }
        try database.write(
            // TRANSLATORS: what the game could not do, after "cannot": "cannot record the game: the disk …".
            games.count == 1
                ? tr(context: "store action", "record the game")
                : trn(context: "store action", "record %d game", "record %d games", count: games.count)
        ) {
            connection throws(SQLiteError) in
            for game in games {
                try connection.run(Self.insert, Self.values(of: game))
                try AlbumTable.add(game, on: connection)
            }
        }
    }

    /// Merges games by id in one transaction (all or none).
    ///
    /// Each new game is inserted with its solution in the album; ids already stored (or met earlier in `games`)
    /// are skipped and counted. Triggers keep the summaries the streaks and bests are read from in step, so nothing
    /// derived from the history goes stale.
    public func merge(_ games: [GameRecord]) throws(StoreError) -> HistoryMerge {
        try merge(games, afterEach: nil)
    }

    /// `merge(_:)`, calling `afterEach` with the number of games gone through after each, inside the transaction
    /// (for progress, and for the test that kills an import halfway).
    public func merge(_ games: [GameRecord], afterEach: ((Int) -> Void)?) throws(StoreError) -> HistoryMerge {
        if let problem = games.lazy.compactMap(\.problem).first { throw .invalidValue(problem) }
        guard !games.isEmpty else { return HistoryMerge(imported: 0, alreadyHere: 0) }
        return try database.write(
            trn(context: "store action", "import %d game", "import %d games", count: games.count)
        ) { connection throws(SQLiteError) in
            var imported = 0
            for (index, game) in games.enumerated() {
                try connection.run(Self.insert, Self.values(of: game))
                if connection.changes > 0 {
                    imported += 1
                    try AlbumTable.add(game, on: connection)
                }
                afterEach?(index + 1)
            }
            return HistoryMerge(imported: imported, alreadyHere: games.count - imported)
        }
    }

    // l10n: begin not shown (SQL)
    private static let insert = """
        INSERT OR IGNORE INTO games (id, board_size, mode, started_at, finished_at, solved_day, time_zone,
            active_ms, move_count, hints_used, final_queens, move_log, puzzle_id, daily_date, given_count)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
    // l10n: end

    private static func values(of game: GameRecord) -> [SQLiteValue] {
        [
            .blob(game.id.orderedBytes), .integer(Int64(game.boardSize)), .text(game.mode.rawValue),
            .integer(game.startedAt.millisecondsSince1970), .integer(game.finishedAt.millisecondsSince1970),
            .integer(Int64(game.solvedDay.dayNumber)), .text(game.timeZoneIdentifier),
            .integer(game.activeDuration.wholeMilliseconds), .integer(Int64(game.moveCount)),
            .integer(Int64(game.hintsUsed)), .blob(CompactCoding.encode(game.finalQueens)),
            .blob(CompactCoding.encode(game.moves)), game.puzzleID.map(SQLiteValue.text) ?? .null,
            game.dailyDate.map { .integer(Int64($0.dayNumber)) } ?? .null, .integer(Int64(game.givens.count)),
        ]
    }

    // MARK: Listing

    /// The games that match `query`, in its order.
    public func games(_ query: HistoryQuery) throws(StoreError) -> [GameRecord] {
        if let limit = query.limit, limit <= 0 { return [] }
        var sql = Self.select
        var values: [SQLiteValue] = []
        sql += Self.filter(boardSize: query.boardSize, mode: query.mode, values: &values)
        let newestFirst = "finished_at DESC, id"  // l10n: not shown (SQL)
        switch query.sort {
        case .date: sql += " ORDER BY \(newestFirst)"  // l10n: not shown (SQL)
        case .moves: sql += " ORDER BY move_count, \(newestFirst)"  // l10n: not shown (SQL)
        case .time: sql += " ORDER BY active_ms, \(newestFirst)"  // l10n: not shown (SQL)
        case .efficiency:
            // l10n: begin not shown (SQL)
            sql += """
                 ORDER BY CASE WHEN move_count > 0
                    THEN min(1.0, CAST(board_size - given_count AS REAL) / move_count) ELSE 0.0 END DESC, \(newestFirst)
                """
        // l10n: end
        }
        sql += " LIMIT ? OFFSET ?"  // l10n: not shown (SQL)
        values.append(.integer(query.limit.map { Int64($0) } ?? -1))
        values.append(.integer(Int64(max(query.offset, 0))))
        return try database.read(tr(context: "store action", "list games")) { connection throws(SQLiteError) in
            try connection.query(sql, values, row: Self.game)
        }
    }

    /// The game with `id`, or `nil` when the history has none.
    public func game(id: UUID) throws(StoreError) -> GameRecord? {
        try database.read(tr(context: "store action", "read a game")) { connection throws(SQLiteError) in
            // l10n: begin not shown (SQL)
            try connection.query(Self.select + " WHERE id = ?", [.blob(id.orderedBytes)], row: Self.game).first
            // l10n: end
        }
    }

    /// What reading games is, for programmers' diagnostics.
    private static let reading = "reading games"  // l10n: not shown (a diagnostic)

    // l10n: begin not shown (SQL)
    private static let select = """
        SELECT id, board_size, mode, started_at, finished_at, solved_day, time_zone, active_ms, move_count,
            hints_used, final_queens, move_log, puzzle_id, daily_date
        FROM games
        """
    // l10n: end

    /// The `WHERE` clause (with a leading space; empty for none) keeping games of `boardSize` and `mode`, its
    /// values appended to `values`.
    private static func filter(boardSize: Int?, mode: GameMode?, values: inout [SQLiteValue]) -> String {
        var conditions: [String] = []
        if let boardSize {
            conditions.append("board_size = ?")  // l10n: not shown (SQL)
            values.append(.integer(Int64(boardSize)))
        }
        if let mode {
            conditions.append("mode = ?")  // l10n: not shown (SQL)
            values.append(.text(mode.rawValue))
        }
        return conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
    }

    private static func game(from row: Statement) throws(SQLiteError) -> GameRecord {
        let idBytes = row.blob(0)
        guard let id = UUID(orderedBytes: idBytes) else {
            let message = trn("a game has an id of %d byte", "a game has an id of %d bytes", count: idBytes.count)
            throw SQLiteError(damagedData: message, operation: Self.reading)
        }
        // TRANSLATORS: damage in the database: "game 6F96… has an unreadable move log".
        func damaged(_ what: String) -> SQLiteError {
            SQLiteError(damagedData: tr("game %1$s has %2$s", id.description, what), operation: Self.reading)
        }
        guard let mode = GameMode(rawValue: row.text(2)) else {
            // TRANSLATORS: damage in the database, after "game 6F96… has": %s is what the database holds.
            throw damaged(tr("an unknown mode '%s'", row.text(2)))
        }
        guard let queens = CompactCoding.decodeSquares(row.blob(10)) else { throw damaged(tr("unreadable queens")) }
        guard let moves = CompactCoding.decodeMoves(row.blob(11)) else { throw damaged(tr("an unreadable move log")) }
        return GameRecord(
            id: id, boardSize: row.int(1), mode: mode, puzzleID: row.isNull(12) ? nil : row.text(12),
            dailyDate: row.isNull(13) ? nil : CalendarDay(dayNumber: row.int(13)),
            startedAt: Date(millisecondsSince1970: row.int64(3)),
            finishedAt: Date(millisecondsSince1970: row.int64(4)), solvedDay: CalendarDay(dayNumber: row.int(5)),
            timeZoneIdentifier: row.text(6), activeDuration: .milliseconds(row.int64(7)), moveCount: row.int(8),
            hintsUsed: row.int(9), finalQueens: queens, moves: moves)
    }

    // MARK: Summaries

    // The summaries read `size_stats` and `day_stats`, which triggers keep in step with `games` (see `Schema`):
    // a few rows whatever the length of the history.

    /// The number of games on boards of `boardSize` (every size when `nil`) of `mode` (every mode when `nil`).
    ///
    /// Without a mode it reads `size_stats`; with one it counts the rows of that mode (over an index).
    public func gameCount(boardSize: Int?, mode: GameMode?) throws(StoreError) -> Int {
        try database.read(tr(context: "store action", "count games")) { connection throws(SQLiteError) in
            if mode != nil {
                var values: [SQLiteValue] = []
                let filter = Self.filter(boardSize: boardSize, mode: mode, values: &values)
                // l10n: begin not shown (SQL)
                return Int(try connection.integer("SELECT count(*) FROM games" + filter, values) ?? 0)
                // l10n: end
            }
            if let boardSize {
                let games = try connection.integer(
                    // l10n: begin not shown (SQL)
                    "SELECT games FROM size_stats WHERE board_size = ?", [.integer(Int64(boardSize))])
                // l10n: end
                return Int(games ?? 0)
            }
            // l10n: begin not shown (SQL)
            return Int(try connection.integer("SELECT coalesce(sum(games), 0) FROM size_stats") ?? 0)
            // l10n: end
        }
    }

    /// The board sizes with at least one game, smallest first.
    public func boardSizesPlayed() throws(StoreError) -> [Int] {
        try database.read(tr(context: "store action", "list board sizes")) { connection throws(SQLiteError) in
            // l10n: begin not shown (SQL)
            try connection.query("SELECT board_size FROM size_stats ORDER BY board_size") { $0.int(0) }
            // l10n: end
        }
    }

    /// One summary per board size played (games, best time, fewest moves), smallest size first.
    public func sizeSummaries() throws(StoreError) -> [SizeSummary] {
        try database.read(tr(context: "store action", "summarise games")) { connection throws(SQLiteError) in
            try connection.query(
                // l10n: begin not shown (SQL)
                "SELECT board_size, games, best_active_ms, fewest_moves FROM size_stats ORDER BY board_size"
                // l10n: end
            ) { row in
                SizeSummary(
                    boardSize: row.int(0), games: row.int(1), bestTime: .milliseconds(row.int64(2)),
                    fewestMoves: row.int(3))
            }
        }
    }

    /// The days on which at least one game was solved, earliest first, each once.
    public func solvedDays() throws(StoreError) -> [CalendarDay] {
        try database.read(tr(context: "store action", "list solved days")) { connection throws(SQLiteError) in
            try connection.query("SELECT solved_day FROM day_stats ORDER BY solved_day") {  // l10n: not shown (SQL)
                CalendarDay(dayNumber: $0.int(0))
            }
        }
    }

    /// The dates whose (classic) daily puzzle was solved, earliest first, each once with its best result.
    public func dailyResults() throws(StoreError) -> [DailyResult] {
        try dailyResults(in: "daily_stats", tr(context: "store action", "list the daily results"))
    }

    /// The dates whose regions daily was solved, earliest first, each once with its best result.
    public func regionsDailyResults() throws(StoreError) -> [DailyResult] {
        try dailyResults(in: "regions_daily_stats", tr(context: "store action", "list the regions daily results"))
    }

    /// The results a daily summary table (`daily_stats` or `regions_daily_stats`) holds, earliest date first.
    private func dailyResults(
        in table: String, _ action: @autoclosure () -> String
    ) throws(StoreError) -> [DailyResult] {
        try database.read(action()) { connection throws(SQLiteError) in
            try connection.query(
                // l10n: begin not shown (SQL)
                "SELECT daily_date, games, best_active_ms, fewest_hints FROM \(table) ORDER BY daily_date"
                // l10n: end
            ) { row in
                DailyResult(
                    date: CalendarDay(dayNumber: row.int(0)), games: row.int(1),
                    bestTime: .milliseconds(row.int64(2)), fewestHints: row.int(3))
            }
        }
    }

    // MARK: Clearing

    /// Forgets every game, and the album with them.
    public func removeAllGames() throws(StoreError) {
        try database.write(tr(context: "store action", "clear the history")) { connection throws(SQLiteError) in
            // Emptying the summaries first lets the delete trigger skip every row.
            try connection.execute(
                // l10n: begin not shown (SQL)
                "DELETE FROM size_stats; DELETE FROM day_stats; DELETE FROM daily_stats; DELETE FROM regions_daily_stats; "
                    // l10n: end
                    + "DELETE FROM games")  // l10n: not shown (SQL)
            try connection.execute(AlbumTable.clear)
        }
    }
}
