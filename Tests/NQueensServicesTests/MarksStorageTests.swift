import Foundation
import NQueensEngine
import NQueensTestSupport
import Testing

@testable import NQueensServices

/// The player's marks in storage: the saved game's marks, the mark moves of the log (compact and JSON), the
/// migration that brought them, and the cycling setting.
@Suite("Marks in storage")
struct MarksStorageTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "nqueens-marks")
    }

    private static let a1 = Square(row: 0, column: 0)
    private static let b1 = Square(row: 0, column: 1)
    private static let c1 = Square(row: 0, column: 2)
    private static let c3 = Square(row: 2, column: 2)
    private static let e4 = Square(row: 3, column: 4)

    /// A log with every mark kind, a drag of three marks as one step, and its undo as one step.
    static let markLog = [
        MoveRecord(.mark, c3, at: .milliseconds(400)),
        MoveRecord(.mark, a1, at: .milliseconds(900)),
        MoveRecord(.mark, b1, at: .milliseconds(950), continuesStep: true),
        MoveRecord(.mark, c1, at: .milliseconds(990), continuesStep: true),
        MoveRecord(.undoMark, c1, at: .milliseconds(1_500)),
        MoveRecord(.undoMark, b1, at: .milliseconds(1_500), continuesStep: true),
        MoveRecord(.undoMark, a1, at: .milliseconds(1_500), continuesStep: true),
        MoveRecord(.redoMark, a1, at: .milliseconds(2_000)),
        MoveRecord(.unmark, a1, at: .milliseconds(2_400)),
        MoveRecord(.place, a1, at: .milliseconds(2_400), continuesStep: true),
        MoveRecord(.place, e4, at: .milliseconds(3_000)),
    ]

    @Test("the game in progress keeps the player's marks and every mark move", arguments: StoreKind.allCases)
    func keepsMarks(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let game = SavedGame(
            boardSize: 8, startedAt: SampleGames.date(2026, 12, 1), queens: [Self.a1, Self.e4],
            marks: [Self.c3, Self.b1], moves: Self.markLog, elapsed: .seconds(4), moveCount: 2)
        #expect(game.marks == [Self.b1, Self.c3])
        try stores.savedGame.saveGame(game)
        let loaded = try #require(stores.savedGame.loadSavedGame())
        #expect(loaded == game)
        #expect(loaded.moves.map(\.continuesStep) == Self.markLog.map(\.continuesStep))
        #expect(loaded.marks == [Self.b1, Self.c3])
    }

    @Test("a mark off the board, twice on a square or under a queen is refused", arguments: StoreKind.allCases)
    func refusesBadMarks(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        for marks in [[Square(row: 9, column: 0)], [Self.c3, Self.c3], [Self.e4]] {
            let bad = SavedGame(
                boardSize: 8, startedAt: nil, queens: [Self.e4], marks: marks, moves: [], elapsed: .zero, moveCount: 1)
            #expect(throws: StoreError.self) { try stores.savedGame.saveGame(bad) }
        }
        #expect(stores.savedGame.loadSavedGame() == nil)
    }

    @Test("a finished game's log keeps its mark moves", arguments: StoreKind.allCases)
    func historyKeepsMarkMoves(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let game = SampleGames.solvedWithMarks(id: SampleGames.id(3))
        try stores.history.record(game)
        let read = try stores.history.games(HistoryQuery())
        #expect(read == [game])
        #expect(read.first?.moves.filter(\.kind.isMarkChange).count == 4)
        #expect(read.first?.moveCount == 4)
    }

    @Test("the saved game codes its marks as JSON, and one without marks reads as before")
    func savedGameJSON() throws {
        let game = SavedGame(
            boardSize: 8, startedAt: nil, queens: [Self.e4], marks: [Self.c3], moves: Self.markLog, elapsed: .zero,
            moveCount: 2)
        let data = try JSONEncoder().encode(game)
        #expect(try JSONDecoder().decode(SavedGame.self, from: data) == game)
        let plain = SavedGame(boardSize: 8, startedAt: nil, queens: [], moves: [], elapsed: .zero, moveCount: 0)
        let text = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
        #expect(!text.contains("marks") && !text.contains("continuesStep"))
    }

    // MARK: The migration

    @Test("a database of version 2 gains the marks column and keeps its saved game and history readable")
    func migratesVersionTwo() throws {
        let dataDirectory = DataDirectory(url: directory.appending("data"))
        let free = SampleGames.solved(id: SampleGames.id(1), size: 8, finishedAt: SampleGames.date(2026, 11, 20))
        let day = CalendarDay("2026-12-01")!
        let puzzle = Puzzle.daily(for: day).puzzle
        let next = puzzle.solution.squares.first { !puzzle.isGiven($0) }!
        let saved = SavedGame(
            boardSize: puzzle.size, mode: .daily, puzzleID: puzzle.id.description, dailyDate: day,
            startedAt: SampleGames.date(2026, 12, 1), queens: puzzle.givens + [next],
            ruledOut: [Square(row: 8, column: 8)],
            moves: [
                MoveRecord(.place, next, at: .seconds(3)), MoveRecord(.undo, next, at: .seconds(4)),
                MoveRecord(.redo, next, at: .seconds(5)),
            ], elapsed: .seconds(6), hintsUsed: 1, moveCount: 1)
        do {
            let stores = try SQLiteStores.open(in: dataDirectory)
            try stores.history.record(free)
            try stores.savedGame.saveGame(saved)
        }
        // Take the database back to version 2, as the NQueens before marks (and the album) left it.
        try RawSQLite.execute(
            """
            DROP TRIGGER regions_daily_games_added; DROP TRIGGER regions_daily_games_removed;
            DROP TABLE regions_daily_stats;
            DROP TRIGGER album_added; DROP TABLE album_stats; DROP TABLE album;
            DELETE FROM maintenance WHERE key = 'album-filled';
            ALTER TABLE saved_game DROP COLUMN marks; PRAGMA user_version = 2;
            """, in: dataDirectory.databaseURL)
        #expect(try RawSQLite.text("PRAGMA user_version", in: dataDirectory.databaseURL) == "2")
        let stores = try SQLiteStores.open(in: dataDirectory)
        #expect(
            try RawSQLite.text("PRAGMA user_version", in: dataDirectory.databaseURL) == String(Schema.latestVersion))
        #expect(stores.savedGame.loadSavedGame() == saved)
        #expect(stores.savedGame.loadSavedGame()?.marks == [])
        #expect(try stores.history.games(HistoryQuery()) == [free])
        // And the new column takes marks from now on.
        let marked = SavedGame(
            id: saved.id, boardSize: saved.boardSize, mode: .daily, puzzleID: saved.puzzleID, dailyDate: day,
            startedAt: saved.startedAt, queens: saved.queens, ruledOut: saved.ruledOut, marks: [Self.a1],
            moves: saved.moves + [MoveRecord(.mark, Self.a1, at: .seconds(7))], elapsed: .seconds(7), hintsUsed: 1,
            moveCount: 1)
        try stores.savedGame.saveGame(marked)
        #expect(stores.savedGame.loadSavedGame() == marked)
    }

    // MARK: The history's JSON and CSV

    @Test("the history JSON (version 3 since regions) keeps mark moves and continuesStep exactly")
    func historyJSONVersionTwo() throws {
        let game = SampleGames.solvedWithMarks(id: SampleGames.id(3))
        let json = try HistoryExport.json([game])
        #expect(json.contains("\"schema\": \"nqueens/history/v3\""))
        #expect(json.contains("\"kind\":\"mark\""))
        #expect(json.contains("\"continuesStep\":true"))
        #expect(try HistoryExport.games(fromJSON: Data(json.utf8)) == [game])
    }

    @Test("a version 1 history still reads, but may not carry marks")
    func historyJSONVersionOne() throws {
        let plain = SampleGames.solved(id: SampleGames.id(2), size: 6, finishedAt: SampleGames.date(2026, 11, 2))
        let v1 = try HistoryExport.json([plain]).replacingOccurrences(
            of: "nqueens/history/v3", with: "nqueens/history/v1")
        #expect(try HistoryExport.games(fromJSON: Data(v1.utf8)) == [plain])
        let marked = try HistoryExport.json([SampleGames.solvedWithMarks(id: SampleGames.id(3))])
            .replacingOccurrences(of: "nqueens/history/v3", with: "nqueens/history/v1")
        #expect(throws: StoreError.self) { try HistoryExport.games(fromJSON: Data(marked.utf8)) }
    }

    @Test("the CSV writes a move that continues a step with a +")
    func historyCSV() throws {
        let csv = HistoryExport.csv([SampleGames.solvedWithMarks(id: SampleGames.id(3))])
        #expect(csv.contains("mark:a4@0.500 +mark:b4@0.600 +mark:c4@0.700 place:b1@1.000"))
    }

    // MARK: The setting

    @Test("the cycling setting is kept under its own key", arguments: StoreKind.allCases)
    func cyclingSetting(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        #expect(stores.settings.loadSettings().clickCyclesMarks == false)
        var settings = Settings()
        settings.clickCyclesMarks = true
        try stores.settings.saveSettings(settings)
        #expect(stores.settings.loadSettings().clickCyclesMarks)
        let data = try JSONEncoder().encode(settings)
        #expect(String(decoding: data, as: UTF8.self).contains("\"click-cycles-marks\":true"))
        #expect(try JSONDecoder().decode(Settings.self, from: data) == settings)
    }
}
