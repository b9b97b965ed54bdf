import Foundation
import NQueensLocalization

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
        let games = try? database.read(tr(context: "store action", "load the game in progress")) {
            connection throws(SQLiteError) in
            try connection.query(
                // l10n: begin not shown (SQL)
                """
                SELECT id, board_size, mode, started_at, queens, move_log, elapsed_ms, hints_used, move_count,
                    puzzle_id, daily_date, ruled_out, marks
                FROM saved_game WHERE slot = 1
                """, row: Self.game)
            // l10n: end
        }
        return games?.first ?? nil
    }

    private static func game(from row: Statement) -> SavedGame? {
        SavedGame(
            storedRow: SavedGameRow(
                id: row.blob(0), boardSize: row.int64(1), mode: row.text(2),
                startedAt: row.isNull(3) ? nil : row.int64(3), queens: row.blob(4), moveLog: row.blob(5),
                elapsed: row.int64(6), hintsUsed: row.int64(7), moveCount: row.int64(8),
                puzzleID: row.isNull(9) ? nil : row.text(9), dailyDate: row.isNull(10) ? nil : row.int64(10),
                ruledOut: row.isNull(11) ? nil : row.blob(11), marks: row.isNull(12) ? nil : row.blob(12)))
    }

    /// Keeps `game` as the game in progress, replacing the previous one, committed before returning.
    public func saveGame(_ game: SavedGame) throws(StoreError) {
        if let problem = game.problem { throw .invalidValue(problem) }
        let row = SavedGameRow(game)
        let values: [SQLiteValue] = [
            .blob(row.id), .integer(row.boardSize), .text(row.mode), row.startedAt.map { .integer($0) } ?? .null,
            .blob(row.queens), .blob(row.moveLog), .integer(row.elapsed), .integer(row.hintsUsed),
            .integer(row.moveCount), row.puzzleID.map { .text($0) } ?? .null,
            row.dailyDate.map { .integer($0) } ?? .null,
            row.ruledOut.map { .blob($0) } ?? .null, row.marks.map { .blob($0) } ?? .null,
        ]
        try database.write(tr(context: "store action", "save the game in progress")) { connection throws(SQLiteError) in
            try connection.run(
                // l10n: begin not shown (SQL)
                """
                INSERT OR REPLACE INTO saved_game (slot, id, board_size, mode, started_at, queens, move_log,
                    elapsed_ms, hints_used, move_count, puzzle_id, daily_date, ruled_out, marks)
                VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, values)
            // l10n: end
        }
    }

    /// Forgets the game in progress.
    public func clearSavedGame() throws(StoreError) {
        try database.write(tr(context: "store action", "clear the game in progress")) {
            connection throws(SQLiteError) in
            try connection.run("DELETE FROM saved_game")  // l10n: not shown (SQL)
        }
    }
}

// MARK: - The stored row

/// The columns of the `saved_game` row as SQLite keeps them: what the store reads back may be anything a damaged
/// or foreign file holds, so reading it is a parser of untrusted bytes (fuzzed by `Fuzz/`'s `saved-game` target).
struct SavedGameRow: Hashable {
    var id: [UInt8]
    var boardSize: Int64
    var mode: String
    var startedAt: Int64?
    var queens: [UInt8]
    var moveLog: [UInt8]
    var elapsed: Int64
    var hintsUsed: Int64
    var moveCount: Int64
    /// A daily's or a puzzle's ID; `nil` for free play.
    var puzzleID: String?
    /// A daily's date, as days since 1970-01-01.
    var dailyDate: Int64?
    /// The squares hints ruled out (CompactCoding squares); `nil` for none.
    var ruledOut: [UInt8]?
    /// The player's marks (CompactCoding squares); `nil` for none.
    var marks: [UInt8]?

    init(
        id: [UInt8], boardSize: Int64, mode: String, startedAt: Int64?, queens: [UInt8], moveLog: [UInt8],
        elapsed: Int64, hintsUsed: Int64, moveCount: Int64, puzzleID: String? = nil, dailyDate: Int64? = nil,
        ruledOut: [UInt8]? = nil, marks: [UInt8]? = nil
    ) {
        self.id = id
        self.boardSize = boardSize
        self.mode = mode
        self.startedAt = startedAt
        self.queens = queens
        self.moveLog = moveLog
        self.elapsed = elapsed
        self.hintsUsed = hintsUsed
        self.moveCount = moveCount
        self.puzzleID = puzzleID
        self.dailyDate = dailyDate
        self.ruledOut = ruledOut
        self.marks = marks
    }

    /// The row that keeps `game`.
    init(_ game: SavedGame) {
        self.init(
            id: game.id.orderedBytes, boardSize: Int64(game.boardSize), mode: game.mode.rawValue,
            startedAt: game.startedAt?.millisecondsSince1970, queens: CompactCoding.encode(game.queens),
            moveLog: CompactCoding.encode(game.moves), elapsed: game.elapsed.wholeMilliseconds,
            hintsUsed: Int64(game.hintsUsed), moveCount: Int64(game.moveCount), puzzleID: game.puzzleID,
            dailyDate: game.dailyDate.map { Int64($0.dayNumber) },
            ruledOut: game.ruledOut.isEmpty ? nil : CompactCoding.encode(game.ruledOut),
            marks: game.marks.isEmpty ? nil : CompactCoding.encode(game.marks))
    }
}

extension SavedGame {
    /// The game a stored row holds, or `nil` when the row is not a game the store may keep.
    init?(storedRow row: SavedGameRow) {
        guard let id = UUID(orderedBytes: row.id), let mode = GameMode(rawValue: row.mode),
            let boardSize = Int(exactly: row.boardSize), let hintsUsed = Int(exactly: row.hintsUsed),
            let moveCount = Int(exactly: row.moveCount),
            let queens = CompactCoding.decodeSquares(row.queens), let moves = CompactCoding.decodeMoves(row.moveLog),
            let ruledOut = row.ruledOut.map(CompactCoding.decodeSquares) ?? [],
            let marks = row.marks.map(CompactCoding.decodeSquares) ?? []
        else { return nil }
        let dailyDate = row.dailyDate.map { CalendarDay(dayNumber: Int(clamping: $0)) }
        let game = SavedGame(
            id: id, boardSize: boardSize, mode: mode, puzzleID: row.puzzleID, dailyDate: dailyDate,
            startedAt: row.startedAt.map(Date.init(millisecondsSince1970:)), queens: queens, ruledOut: ruledOut,
            marks: marks, moves: moves, elapsed: .milliseconds(row.elapsed), hintsUsed: hintsUsed, moveCount: moveCount)
        guard game.problem == nil else { return nil }
        self = game
    }
}
