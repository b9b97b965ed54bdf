import Foundation

/// The game in progress, kept as the single row of the `saved_game` table of the database.
///
/// Each save is one small transaction, committed before returning, so a game resumes exactly after the process
/// is killed. Safe to use from several threads.
public final class SQLiteSavedGameStore: SavedGameStore {
    private let database: Database

    init(database: Database) {
        self.database = database
    }

    /// The game in progress, or `nil` when there is none or it cannot be read.
    public func loadSavedGame() -> SavedGame? {
        let games = try? database.read("load the game in progress") { connection throws(SQLiteError) in
            try connection.query(
                """
                SELECT id, board_size, mode, started_at, queens, move_log, elapsed_ms, hints_used, move_count,
                    puzzle_id, daily_date, ruled_out
                FROM saved_game WHERE slot = 1
                """, row: Self.game)
        }
        return games?.first ?? nil
    }

    private static func game(from row: Statement) -> SavedGame? {
        guard let id = UUID(orderedBytes: row.blob(0)), let mode = GameMode(rawValue: row.text(2)),
            let queens = CompactCoding.decodeSquares(row.blob(4)), let moves = CompactCoding.decodeMoves(row.blob(5)),
            let ruledOut = row.isNull(11) ? [] : CompactCoding.decodeSquares(row.blob(11))
        else { return nil }
        let game = SavedGame(
            id: id, boardSize: row.int(1), mode: mode, puzzleID: row.isNull(9) ? nil : row.text(9),
            dailyDate: row.isNull(10) ? nil : CalendarDay(dayNumber: row.int(10)),
            startedAt: row.isNull(3) ? nil : Date(millisecondsSince1970: row.int64(3)), queens: queens,
            ruledOut: ruledOut, moves: moves, elapsed: .milliseconds(row.int64(6)), hintsUsed: row.int(7),
            moveCount: row.int(8))
        return game.problem == nil ? game : nil
    }

    /// Keeps `game` as the game in progress, replacing the previous one, committed before returning.
    public func saveGame(_ game: SavedGame) throws(StoreError) {
        if let problem = game.problem { throw .invalidValue(problem) }
        let values: [SQLiteValue] = [
            .blob(game.id.orderedBytes), .integer(Int64(game.boardSize)), .text(game.mode.rawValue),
            game.startedAt.map { .integer($0.millisecondsSince1970) } ?? .null,
            .blob(CompactCoding.encode(game.queens)), .blob(CompactCoding.encode(game.moves)),
            .integer(game.elapsed.wholeMilliseconds), .integer(Int64(game.hintsUsed)), .integer(Int64(game.moveCount)),
            game.puzzleID.map(SQLiteValue.text) ?? .null, game.dailyDate.map { .integer(Int64($0.dayNumber)) } ?? .null,
            game.ruledOut.isEmpty ? .null : .blob(CompactCoding.encode(game.ruledOut)),
        ]
        try database.write("save the game in progress") { connection throws(SQLiteError) in
            try connection.run(
                """
                INSERT OR REPLACE INTO saved_game (slot, id, board_size, mode, started_at, queens, move_log,
                    elapsed_ms, hints_used, move_count, puzzle_id, daily_date, ruled_out)
                VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, values)
        }
    }

    /// Forgets the game in progress.
    public func clearSavedGame() throws(StoreError) {
        try database.write("clear the game in progress") { connection throws(SQLiteError) in
            try connection.run("DELETE FROM saved_game")
        }
    }
}
