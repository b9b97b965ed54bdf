import Foundation
import NQueensEngine
import NQueensTestSupport
import Testing

@testable import NQueensServices

@Suite("Regions games in the history, the streaks and the game in progress")
struct RegionsHistoryTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "nqueens-regions")
    }

    /// The classic and the regions daily of 1 Dec, the regions daily of 30 Nov (twice), a regions puzzle by ID.
    private func sampleGames() throws -> [GameRecord] {
        [
            SampleGames.solvedDaily("2026-12-01", id: SampleGames.id(1), finishedAt: SampleGames.date(2026, 12, 1, 8)),
            SampleGames.solvedRegionsDaily(
                "2026-12-01", id: SampleGames.id(2), finishedAt: SampleGames.date(2026, 12, 1, 9), activeSeconds: 72),
            SampleGames.solvedRegionsDaily(
                "2026-11-30", id: SampleGames.id(3), finishedAt: SampleGames.date(2026, 12, 1, 10), activeSeconds: 80,
                hintsUsed: 2),
            SampleGames.solvedRegionsDaily(
                "2026-11-30", id: SampleGames.id(4), finishedAt: SampleGames.date(2026, 12, 1, 11), activeSeconds: 95),
            SampleGames.solved(
                try RegionsPuzzle.generate(size: 6, difficulty: .easy, seed: 5), id: SampleGames.id(5),
                finishedAt: SampleGames.date(2026, 12, 1, 12)),
        ]
    }

    @Test(
        "regions records keep their mode, regions ID and date, and History filters them", arguments: StoreKind.allCases)
    func keepsAndFilters(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let games = try sampleGames()
        try stores.history.record(contentsOf: games)
        #expect(Set(try stores.history.games(HistoryQuery())) == Set(games))
        let n = SampleGames.id
        #expect(try stores.history.games(HistoryQuery(mode: .regions)).map(\.id) == [n(5), n(4), n(3), n(2)])
        #expect(try stores.history.games(HistoryQuery(mode: .daily)).map(\.id) == [n(1)])
        #expect(try stores.history.gameCount(boardSize: nil, mode: .regions) == 4)
        let daily = try #require(try stores.history.game(id: n(2)))
        #expect(daily.puzzleID == RegionsPuzzle.daily(for: CalendarDay("2026-12-01")!).puzzle.id.description)
        #expect(daily.dailyDate == CalendarDay("2026-12-01") && daily.givens.isEmpty && daily.efficiency == 1)
    }

    @Test("the regions daily results and streak are kept apart from the classic daily's", arguments: StoreKind.allCases)
    func dailiesApart(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        try stores.history.record(contentsOf: try sampleGames())
        #expect(
            try stores.history.dailyResults() == [
                DailyResult(date: CalendarDay("2026-12-01")!, games: 1, bestTime: .seconds(90), fewestHints: 0)
            ])
        #expect(
            try stores.history.regionsDailyResults() == [
                DailyResult(date: CalendarDay("2026-11-30")!, games: 2, bestTime: .seconds(80), fewestHints: 0),
                DailyResult(date: CalendarDay("2026-12-01")!, games: 1, bestTime: .seconds(72), fewestHints: 0),
            ])
        let today = CalendarDay("2026-12-01")!
        #expect(try stores.history.dailyStreaks(today: today).current == 1)
        #expect(try stores.history.regionsDailyStreaks(today: today).current == 2)
        try stores.history.removeAllGames()
        #expect(try stores.history.regionsDailyResults().isEmpty)
        #expect(try stores.history.dailyResults().isEmpty)
    }

    @Test("a regions record needs a regions ID; a classic daily a classic one", arguments: StoreKind.allCases)
    func refusesMismatchedIDs(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let classic = SampleGames.solvedDaily("2026-12-01", finishedAt: SampleGames.date(2026, 12, 1, 8))
        let wrong = GameRecord(
            boardSize: classic.boardSize, mode: .regions, puzzleID: classic.puzzleID, dailyDate: classic.dailyDate,
            startedAt: classic.startedAt, finishedAt: classic.finishedAt, solvedDay: classic.solvedDay,
            timeZoneIdentifier: "UTC", activeDuration: classic.activeDuration, moveCount: classic.moveCount,
            finalQueens: classic.finalQueens, moves: classic.moves)
        #expect(throws: StoreError.self) { try stores.history.record(wrong) }
    }

    @Test("regions games stay out of the solution album", arguments: StoreKind.allCases)
    func albumIsClassic(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let games = try sampleGames()
        try stores.history.record(contentsOf: games)
        // Only the classic daily (9×9 on a Tuesday) is in the album; the regions games' boards are not.
        let found = try stores.album.albumSummaries().filter { $0.solutionsFound > 0 }
        #expect(found.map(\.boardSize) == [games[0].boardSize] && found.map(\.solutionsFound) == [1])
    }

    @Test(
        "a regions game in progress, with its marks and ruled-out squares, round-trips", arguments: StoreKind.allCases)
    func savedGameRoundTrips(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let puzzle = RegionsPuzzle.daily(for: CalendarDay("2026-12-02")!).puzzle
        let queen = puzzle.solution[0]
        let saved = SavedGame(
            id: SampleGames.id(7), boardSize: puzzle.size, mode: .regions, puzzleID: puzzle.id.description,
            dailyDate: CalendarDay("2026-12-02"), startedAt: SampleGames.date(2026, 12, 2, 9), queens: [queen],
            ruledOut: [Square(row: 1, column: queen.column)], marks: [Square(row: 0, column: (queen.column + 2) % 8)],
            moves: [MoveRecord(.place, queen, at: .seconds(2))], elapsed: .seconds(3), moveCount: 1)
        try stores.savedGame.saveGame(saved)
        let loaded = try #require(stores.savedGame.loadSavedGame())
        #expect(loaded == saved)
        #expect(try RegionsPuzzle(parsingID: try #require(loaded.puzzleID)) == puzzle)
    }

    // MARK: Migration

    @Test("a schema 4 database opens: its classic dailies stay, and a regions daily of the same date is apart")
    func migratesSchemaFour() throws {
        let dataDirectory = DataDirectory(url: directory.appending("data"))
        try dataDirectory.create()
        let classic = SampleGames.solvedDaily(
            "2026-12-01", id: SampleGames.id(1), finishedAt: SampleGames.date(2026, 12, 1, 8))
        let queens = CompactCoding.encode(classic.finalQueens).map { String(format: "%02X", $0) }.joined()
        let moves = CompactCoding.encode(classic.moves).map { String(format: "%02X", $0) }.joined()
        let id = classic.id.orderedBytes.map { String(format: "%02X", $0) }.joined()
        try RawSQLite.execute(
            Schema.migrations.prefix(4).joined(separator: "\n")
                + """

                PRAGMA application_id = \(Schema.applicationID); PRAGMA user_version = 4;
                INSERT INTO games (id, board_size, mode, started_at, finished_at, solved_day, time_zone, active_ms,
                    move_count, hints_used, final_queens, move_log, puzzle_id, daily_date, given_count)
                VALUES (X'\(id)', \(classic.boardSize), 'daily', \(classic.startedAt.millisecondsSince1970),
                    \(classic.finishedAt.millisecondsSince1970), \(classic.solvedDay.dayNumber), '\(classic.timeZoneIdentifier)',
                    \(classic.activeDuration.wholeMilliseconds), \(classic.moveCount), 0, X'\(queens)', X'\(moves)',
                    '\(classic.puzzleID!)', \(classic.dailyDate!.dayNumber), \(classic.givens.count));
                """, in: dataDirectory.databaseURL)
        #expect(try RawSQLite.text("SELECT count(*) FROM daily_stats", in: dataDirectory.databaseURL) == "1")

        let stores = try SQLiteStores.open(in: dataDirectory)
        #expect(
            try RawSQLite.text("PRAGMA user_version", in: dataDirectory.databaseURL) == String(Schema.latestVersion))
        #expect(try stores.history.games(HistoryQuery()) == [classic])
        let regions = SampleGames.solvedRegionsDaily(
            "2026-12-01", id: SampleGames.id(2), finishedAt: SampleGames.date(2026, 12, 1, 9), activeSeconds: 30)
        try stores.history.record(regions)
        #expect(try stores.history.dailyResults().map(\.bestTime) == [.seconds(90)])
        #expect(try stores.history.regionsDailyResults().map(\.bestTime) == [.seconds(30)])
    }

    // MARK: JSON

    @Test("regions games export as history v3, validate their ID's kind, and read back")
    func historyJSON() throws {
        let games = try sampleGames()
        let json = try HistoryExport.json(games)
        #expect(json.contains("\"schema\": \"nqueens/history/v3\""))
        #expect(json.contains("\"mode\":\"regions\""))
        #expect(try HistoryExport.games(fromJSON: Data(json.utf8)) == games)
        let older = json.replacingOccurrences(of: "nqueens/history/v3", with: "nqueens/history/v2")
        #expect(throws: StoreError.self) { try HistoryExport.games(fromJSON: Data(older.utf8)) }
    }
}

// MARK: - Importing regions games

@Suite("Importing regions games from a history file")
struct RegionsImportTests {
    private static let daily = SampleGames.solvedRegionsDaily(
        "2026-12-01", id: SampleGames.id(21), finishedAt: SampleGames.date(2026, 12, 1, 9), activeSeconds: 72)

    private static func document(_ games: [GameRecord], schema: String? = nil) throws -> [UInt8] {
        var json = try HistoryExport.json(games)
        if let schema { json = json.replacingOccurrences(of: HistoryExport.jsonSchema, with: schema) }
        return Array(json.utf8)
    }

    /// The message of the import error reading `games` (edited by `edit`) raises, or `nil` when it reads.
    private static func problem(
        _ games: [GameRecord], schema: String? = nil, edit: (String) -> String = { $0 }
    ) throws -> String? {
        let text = edit(String(decoding: try document(games, schema: schema), as: UTF8.self))
        do {
            _ = try HistoryImport.games(in: Array(text.utf8), file: "regions.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a regions daily and a regions puzzle read back and merge, keeping the regions streak and not the album")
    func readsAndMerges() throws {
        let puzzle = SampleGames.solved(
            try RegionsPuzzle.generate(size: 6, difficulty: .easy, seed: 5), id: SampleGames.id(22),
            finishedAt: SampleGames.date(2026, 12, 1, 12))
        let games = [Self.daily, puzzle]
        let read = try HistoryImport.games(in: try Self.document(games), file: "regions.json")
        #expect(read == games)

        let directory = try TemporaryDirectory(prefix: "nqueens-regions-import")
        let stores = try StoreKind.sqlite.makeStores(in: directory)
        #expect(try stores.history.merge(read) == HistoryMerge(imported: 2, alreadyHere: 0))
        #expect(try stores.history.regionsDailyResults().map(\.date) == [CalendarDay("2026-12-01")!])
        #expect(try stores.history.regionsDailyStreaks(today: CalendarDay("2026-12-01")!).current == 1)
        #expect(try stores.history.dailyResults().isEmpty)
        #expect(try stores.album.albumSummaries().isEmpty)
    }

    @Test("an older document may not hold a regions game")
    func olderSchemaRefusesRegions() throws {
        let message = try #require(try Self.problem([Self.daily], schema: "nqueens/history/v2"))
        #expect(message.contains("has no regions games; they came with \"nqueens/history/v3\""))
    }

    @Test("a regions game whose queens are not its puzzle's solution is refused, naming the puzzle")
    func wrongFinalPosition() throws {
        let dailyID = try #require(Self.daily.puzzleID)
        // Another 8×8 regions puzzle, solved, whose record then names the daily's puzzle: its moves replay, but
        // its queens are the other puzzle's solution.
        let other = try RegionsPuzzle.generate(size: 8, difficulty: .easy, seed: 11)
        #expect(Set(other.solution) != Set(RegionsPuzzle.daily(for: CalendarDay("2026-12-01")!).puzzle.solution))
        let game = SampleGames.solved(other, id: SampleGames.id(23), finishedAt: SampleGames.date(2026, 12, 1, 12))
        let message = try #require(
            try Self.problem([game]) { $0.replacingOccurrences(of: other.id.description, with: dailyID) })
        #expect(message.contains("is not the solution of its regions puzzle \(dailyID)"), "\(message)")
    }

    @Test("a regions daily that names another date's puzzle is refused")
    func wrongDaily() throws {
        let message = try #require(
            try Self.problem([Self.daily]) { text in
                text.replacingOccurrences(of: "\"dailyDate\":\"2026-12-01\"", with: "\"dailyDate\":\"2026-11-30\"")
            })
        #expect(message.contains("it is the regions daily of 2026-11-30, whose puzzle is"), "\(message)")
    }
}
