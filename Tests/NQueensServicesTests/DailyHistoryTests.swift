import Foundation
import NQueensEngine
import NQueensTestSupport
import Testing

@testable import NQueensServices

@Suite("Daily and puzzle games in the history")
struct DailyHistoryTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "nqueens-daily")
    }

    /// A daily of 1 Dec solved twice (the second faster, with a hint), a daily of 30 Nov, a puzzle, a free game.
    private func sampleGames() throws -> [GameRecord] {
        [
            SampleGames.solvedDaily(
                "2026-12-01", id: SampleGames.id(1), finishedAt: SampleGames.date(2026, 12, 1, 8), activeSeconds: 151),
            SampleGames.solvedDaily(
                "2026-12-01", id: SampleGames.id(2), finishedAt: SampleGames.date(2026, 12, 1, 9), activeSeconds: 95,
                hintsUsed: 1),
            SampleGames.solvedDaily(
                "2026-11-30", id: SampleGames.id(3), finishedAt: SampleGames.date(2026, 12, 1, 10), activeSeconds: 60),
            SampleGames.solved(
                try Puzzle.generate(size: 8, difficulty: .hard, seed: 3), id: SampleGames.id(4),
                finishedAt: SampleGames.date(2026, 12, 1, 11)),
            SampleGames.solved(id: SampleGames.id(5), size: 8, finishedAt: SampleGames.date(2026, 12, 1, 12)),
        ]
    }

    @Test("records keep their mode, puzzle ID and daily date", arguments: StoreKind.allCases)
    func keepsPuzzleFields(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let games = try sampleGames()
        try stores.history.record(contentsOf: games)
        let stored = try stores.history.games(HistoryQuery(sort: .date))
        #expect(Set(stored) == Set(games))
        let daily = try #require(stored.first { $0.id == SampleGames.id(1) })
        #expect(daily.mode == .daily && daily.dailyDate == CalendarDay("2026-12-01"))
        #expect(daily.puzzleID == Puzzle.daily(for: CalendarDay("2026-12-01")!).puzzle.id.description)
        let free = try #require(stored.first { $0.id == SampleGames.id(5) })
        #expect(free.mode == .freePlay && free.puzzleID == nil && free.dailyDate == nil)
    }

    @Test("the history filters by mode, alone or with a size", arguments: StoreKind.allCases)
    func filtersByMode(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        try stores.history.record(contentsOf: try sampleGames())
        let n = SampleGames.id
        #expect(try stores.history.games(HistoryQuery(mode: .daily)).map(\.id) == [n(3), n(2), n(1)])
        #expect(try stores.history.games(HistoryQuery(mode: .puzzle)).map(\.id) == [n(4)])
        #expect(try stores.history.games(HistoryQuery(mode: .freePlay)).map(\.id) == [n(5)])
        #expect(try stores.history.games(HistoryQuery(boardSize: 8, mode: .daily)).map(\.id) == [n(3)])
        #expect(try stores.history.games(HistoryQuery(mode: .daily, sort: .time, limit: 1)).map(\.id) == [n(3)])
        #expect(try stores.history.gameCount(boardSize: nil, mode: .daily) == 3)
        #expect(try stores.history.gameCount(boardSize: 9, mode: .daily) == 2)
        #expect(try stores.history.gameCount(boardSize: 8, mode: nil) == 3)
        #expect(try stores.history.gameCount() == 5)
    }

    @Test("daily results: each date once, with its best time and fewest hints", arguments: StoreKind.allCases)
    func dailyResults(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        try stores.history.record(contentsOf: try sampleGames())
        #expect(
            try stores.history.dailyResults() == [
                DailyResult(date: CalendarDay("2026-11-30")!, games: 1, bestTime: .seconds(60), fewestHints: 0),
                DailyResult(date: CalendarDay("2026-12-01")!, games: 2, bestTime: .seconds(95), fewestHints: 0),
            ])
        try stores.history.removeAllGames()
        #expect(try stores.history.dailyResults().isEmpty)
        try stores.history.record(try sampleGames()[1])
        #expect(try stores.history.dailyResults().map(\.fewestHints) == [1])
    }

    @Test("a record must carry what its mode needs", arguments: StoreKind.allCases)
    func refusesIncompletePuzzleRecords(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let daily = SampleGames.solvedDaily("2026-12-01", finishedAt: SampleGames.date(2026, 12, 1))
        let undated = GameRecord(
            id: daily.id, boardSize: daily.boardSize, mode: .daily, puzzleID: daily.puzzleID, dailyDate: nil,
            startedAt: daily.startedAt, finishedAt: daily.finishedAt, solvedDay: daily.solvedDay,
            timeZoneIdentifier: daily.timeZoneIdentifier, activeDuration: daily.activeDuration,
            moveCount: daily.moveCount, finalQueens: daily.finalQueens, moves: daily.moves)
        #expect(throws: StoreError.invalidValue("game \(daily.id) is a daily without its date or puzzle ID")) {
            try stores.history.record(undated)
        }
        #expect(try stores.history.gameCount() == 0)
    }

    @Test("a puzzle's efficiency counts only the queens the player had to place", arguments: StoreKind.allCases)
    func puzzleEfficiency(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let puzzle = try Puzzle.generate(size: 8, difficulty: .medium, seed: 11)
        let clean = SampleGames.solved(puzzle, id: SampleGames.id(1), finishedAt: SampleGames.date(2026, 12, 1, 8))
        #expect(clean.givens == puzzle.givens && clean.efficiency == 1)
        // One wrong queen placed and taken back: the placements are one more than the queens to place.
        let wrong = puzzle.solution.squares.first { !puzzle.isGiven($0) }.map {
            Square(row: $0.row, column: ($0.column + 1) % 8)
        }!
        let moves =
            [MoveRecord(.place, wrong, at: .seconds(1)), MoveRecord(.remove, wrong, at: .seconds(2))] + clean.moves
        let sloppy = GameRecord(
            id: SampleGames.id(2), boardSize: 8, mode: .puzzle, puzzleID: clean.puzzleID,
            startedAt: clean.startedAt, finishedAt: SampleGames.date(2026, 12, 1, 9), calendar: SampleGames.utc,
            activeDuration: .seconds(90), moveCount: clean.moveCount + 1, finalQueens: clean.finalQueens,
            moves: moves)
        let toPlace = Double(puzzle.queensToPlace)
        #expect(sloppy.givens == puzzle.givens && sloppy.efficiency == toPlace / (toPlace + 1))
        try stores.history.record(contentsOf: [sloppy, clean])
        #expect(
            try stores.history.games(HistoryQuery(sort: .efficiency)).map(\.id) == [
                SampleGames.id(1), SampleGames.id(2),
            ])
    }

    // MARK: The daily streak

    @Test("the daily streak counts consecutive dates whose daily was solved", arguments: StoreKind.allCases)
    func dailyStreak(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let dates = ["2026-11-27", "2026-11-28", "2026-11-29", "2026-12-01"]
        try stores.history.record(
            contentsOf: dates.map { SampleGames.solvedDaily($0, finishedAt: SampleGames.date(2026, 12, 1)) })
        // A free game on 30 Nov keeps the days-played streak, not the daily one.
        try stores.history.record(SampleGames.solved(size: 6, finishedAt: SampleGames.date(2026, 11, 30)))
        let today = CalendarDay("2026-12-01")!
        #expect(
            try stores.history.dailyStreaks(today: today) == StreakSummary(current: 1, best: 3, isTodaySolved: true))
        // Solving the missed 30 Nov daily later fills the gap.
        try stores.history.record(SampleGames.solvedDaily("2026-11-30", finishedAt: SampleGames.date(2026, 12, 1, 20)))
        #expect(
            try stores.history.dailyStreaks(today: today) == StreakSummary(current: 5, best: 5, isTodaySolved: true))
        // Two days without a daily end the current run.
        #expect(try stores.history.dailyStreaks(today: CalendarDay("2026-12-03")!).current == 0)
    }

    @Test("the daily streak survives travel west and daylight-saving changes", arguments: StoreKind.allCases)
    func dailyStreakAcrossTimeZones(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let tokyo = SampleGames.calendar("Asia/Tokyo")
        let newYork = SampleGames.calendar("America/New_York")
        // 2 Nov 2026, 08:00 in Tokyo is still 1 Nov in New York: the player solves 2 Nov's daily, flies east to west.
        try stores.history.record(
            SampleGames.solvedDaily("2026-11-01", finishedAt: SampleGames.date(2026, 11, 1, 9, in: tokyo)))
        try stores.history.record(
            SampleGames.solvedDaily("2026-11-02", finishedAt: SampleGames.date(2026, 11, 2, 8, in: tokyo)))
        let stillFirst = CalendarDay(SampleGames.date(2026, 11, 2, 8, in: tokyo), in: newYork)
        #expect(stillFirst == CalendarDay("2026-11-01"))
        #expect(try stores.history.dailyStreaks(today: stillFirst).current == 2)
        // New York leaves daylight-saving time on 1 Nov 2026: the dates, not the hours, count.
        let afterChange = CalendarDay(SampleGames.date(2026, 11, 3, 0, 30, in: newYork), in: newYork)
        #expect(
            try stores.history.dailyStreaks(today: afterChange)
                == StreakSummary(current: 2, best: 2, isTodaySolved: false))
    }

    // MARK: Saved games and old databases

    @Test("the game in progress keeps its puzzle, date and ruled-out squares", arguments: StoreKind.allCases)
    func savedDaily(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let day = CalendarDay("2026-12-01")!
        let puzzle = Puzzle.daily(for: day).puzzle
        let next = puzzle.solution.squares.first { !puzzle.isGiven($0) }!
        let game = SavedGame(
            boardSize: puzzle.size, mode: .daily, puzzleID: puzzle.id.description, dailyDate: day,
            startedAt: SampleGames.date(2026, 12, 1), queens: puzzle.givens + [next],
            ruledOut: [Square(row: 0, column: 0), Square(row: 8, column: 8)],
            moves: [MoveRecord(.place, next, at: .seconds(3))], elapsed: .seconds(4), hintsUsed: 2, moveCount: 1)
        try stores.savedGame.saveGame(game)
        #expect(stores.savedGame.loadSavedGame() == game)
    }

    @Test("a database of version 1 gains the puzzle columns (and the later steps) and keeps its games")
    func migratesVersionOne() throws {
        let dataDirectory = DataDirectory(url: directory.appending("data"))
        let free = SampleGames.solved(id: SampleGames.id(1), size: 8, finishedAt: SampleGames.date(2026, 11, 20))
        do {
            let stores = try SQLiteStores.open(in: dataDirectory)
            try stores.history.record(free)
        }
        // Take the database back to version 1, as an older NQueens left it.
        try RawSQLite.execute(
            """
            DROP TRIGGER regions_daily_games_added; DROP TRIGGER regions_daily_games_removed;
            DROP TABLE regions_daily_stats;
            DROP TRIGGER album_added; DROP TABLE album_stats; DROP TABLE album;
            DELETE FROM maintenance WHERE key = 'album-filled';
            DROP TRIGGER daily_games_added; DROP TRIGGER daily_games_removed; DROP TABLE daily_stats;
            DROP INDEX games_by_mode; ALTER TABLE games DROP COLUMN puzzle_id; ALTER TABLE games DROP COLUMN daily_date;
            ALTER TABLE games DROP COLUMN given_count;
            ALTER TABLE saved_game DROP COLUMN puzzle_id; ALTER TABLE saved_game DROP COLUMN daily_date;
            ALTER TABLE saved_game DROP COLUMN ruled_out; ALTER TABLE saved_game DROP COLUMN marks;
            PRAGMA user_version = 1;
            """, in: dataDirectory.databaseURL)
        let stores = try SQLiteStores.open(in: dataDirectory)
        #expect(
            try RawSQLite.text("PRAGMA user_version", in: dataDirectory.databaseURL) == String(Schema.latestVersion))
        #expect(try stores.history.games(HistoryQuery()) == [free])
        let daily = SampleGames.solvedDaily("2026-12-01", finishedAt: SampleGames.date(2026, 12, 1))
        try stores.history.record(daily)
        #expect(try stores.history.dailyResults().map(\.date) == [CalendarDay("2026-12-01")!])
        #expect(try stores.album.albumSummary(boardSize: 8).solutionsFound == 1)
    }
}
