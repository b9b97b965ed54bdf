import Foundation
import NQueensEngine
import NQueensTestSupport
import Testing

@testable import NQueensServices

@Suite("Solution album store")
struct AlbumStoreTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "nqueens-album")
    }

    /// The first solution of 8×8 in lexicographic order, and two of its images.
    private let eight = try! Solution(validating: [0, 4, 7, 5, 2, 6, 1, 3])
    private var mirrored: Solution { eight.transformed(by: .leftRightReflection) }
    private var turned: Solution { eight.transformed(by: .quarterTurnClockwise) }
    /// A solution of 8×8 in another class.
    private let otherClass = try! Solution(validating: [0, 5, 7, 2, 6, 3, 1, 4])

    private func day(_ number: Int) -> Date { SampleGames.date(2026, 11, number) }

    @Test(
        "each solved game adds its solution once, keeping the game that found it first", arguments: StoreKind.allCases)
    func keepsFirstFinder(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        try stores.history.record(SampleGames.solved(eight, id: SampleGames.id(2), finishedAt: day(5)))
        try stores.history.record(SampleGames.solved(eight, id: SampleGames.id(3), finishedAt: day(9)))
        // A game imported later that had finished earlier becomes the first finder.
        try stores.history.record(SampleGames.solved(eight, id: SampleGames.id(1), finishedAt: day(3)))
        let entries = try stores.album.albumEntries(boardSize: 8)
        #expect(entries.count == 1)
        #expect(entries.first?.gameID == SampleGames.id(1))
        #expect(entries.first?.foundDay == CalendarDay("2026-11-03"))
        #expect(entries.first?.foundAt == day(3))
        #expect(entries.first?.mode == .freePlay)
        #expect(try stores.album.albumSummaries() == [AlbumSummary(boardSize: 8, solutionsFound: 1, classesFound: 1)])
    }

    @Test("images of one solution are one class; another class counts apart", arguments: StoreKind.allCases)
    func groupsByClass(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        try stores.history.record(contentsOf: [
            SampleGames.solved(eight, id: SampleGames.id(1), finishedAt: day(1)),
            SampleGames.solved(mirrored, id: SampleGames.id(2), finishedAt: day(2)),
            SampleGames.solved(turned, id: SampleGames.id(3), mode: .freePlay, finishedAt: day(3)),
            SampleGames.solved(otherClass, id: SampleGames.id(4), finishedAt: day(4)),
            SampleGames.solved(id: SampleGames.id(5), size: 6, finishedAt: day(5)),
        ])
        #expect(
            try stores.album.albumSummaries() == [
                AlbumSummary(boardSize: 6, solutionsFound: 1, classesFound: 1),
                AlbumSummary(boardSize: 8, solutionsFound: 4, classesFound: 2),
            ])
        let inClass = try stores.album.albumEntries(inClassOf: mirrored)
        #expect(Set(inClass.map(\.solution)) == [eight, mirrored, turned])
        #expect(inClass.allSatisfy { $0.classKey == eight.canonicalForm })
        #expect(
            inClass.map(\.solution)
                == inClass.map(\.solution).sorted { $0.columns.lexicographicallyPrecedes($1.columns) })
        let all = try stores.album.albumEntries(boardSize: 8)
        #expect(all.count == 4)
        #expect(all == AlbumEntry.album(of: try stores.history.games(HistoryQuery())).filter { $0.boardSize == 8 })
        #expect(
            try stores.album.albumSummary(boardSize: 12)
                == AlbumSummary(boardSize: 12, solutionsFound: 0, classesFound: 0))
    }

    @Test("dailies and puzzles by ID fill the album too", arguments: StoreKind.allCases)
    func puzzlesCount(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let daily = SampleGames.solvedDaily("2026-12-01", finishedAt: SampleGames.date(2026, 12, 1))
        try stores.history.record(daily)
        let entry = try #require(try stores.album.albumEntries(boardSize: daily.boardSize).first)
        #expect(entry.mode == .daily)
        #expect(entry.gameID == daily.id)
        #expect(entry.solution == Puzzle.daily(for: CalendarDay("2026-12-01")!).puzzle.solution)
    }

    @Test("clearing the history clears the album", arguments: StoreKind.allCases)
    func clearsWithHistory(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        try stores.history.record(SampleGames.solved(eight, finishedAt: day(1)))
        try stores.history.removeAllGames()
        #expect(try stores.album.albumSummaries().isEmpty)
        #expect(try stores.album.albumEntries(boardSize: 8).isEmpty)
        try stores.history.record(SampleGames.solved(mirrored, finishedAt: day(2)))
        #expect(try stores.album.albumSummaries() == [AlbumSummary(boardSize: 8, solutionsFound: 1, classesFound: 1)])
    }

    @Test("a game is looked up by its id", arguments: StoreKind.allCases)
    func looksUpGames(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let game = SampleGames.solved(eight, id: SampleGames.id(7), finishedAt: day(1))
        try stores.history.record(game)
        #expect(try stores.history.game(id: SampleGames.id(7)) == game)
        #expect(try stores.history.game(id: SampleGames.id(8)) == nil)
    }

    @Test("the summaries stay equal to the entries over many random games, and a rebuild changes nothing")
    func summariesFollowEntries() throws {
        let stores = try StoreKind.sqlite.makeStores(in: directory)
        var random = SplitMix64(seed: 20)
        var games: [GameRecord] = []
        for index in 0..<400 {
            let size = [5, 6, 7, 8][Int(random.next() % 4)]
            let solutions = Array(try SolutionSequence(size: size))
            let solution = solutions[Int(random.next() % UInt64(solutions.count))]
            games.append(
                SampleGames.solved(
                    solution, id: SampleGames.id(index + 1),
                    finishedAt: day(1).addingTimeInterval(Double(index * 97 % 400) * 60)))
        }
        for chunk in stride(from: 0, to: games.count, by: 37) {
            try stores.history.record(contentsOf: Array(games[chunk..<min(chunk + 37, games.count)]))
        }
        let entries = try [5, 6, 7, 8].flatMap { size throws(StoreError) in
            try stores.album.albumEntries(boardSize: size)
        }
        #expect(entries == AlbumEntry.album(of: games))
        #expect(try stores.album.albumSummaries() == AlbumSummary.summaries(of: entries))
        #expect(try stores.album.albumSummary(boardSize: 6).solutionsFound == 4)
        try stores.album.rebuildAlbum()
        #expect(
            try [5, 6, 7, 8].flatMap { size throws(StoreError) in try stores.album.albumEntries(boardSize: size) }
                == entries)
        #expect(try stores.album.albumSummaries() == AlbumSummary.summaries(of: entries))
    }

    @Test("a final position that is not a solution stays out of the album")
    func skipsNonSolutions() throws {
        let stores = try StoreKind.sqlite.makeStores(in: directory)
        let queens = [
            Square(row: 0, column: 0), Square(row: 1, column: 1), Square(row: 2, column: 3), Square(row: 3, column: 2),
        ]
        let odd = GameRecord(
            boardSize: 4, startedAt: day(1), finishedAt: day(1), calendar: SampleGames.utc, activeDuration: .seconds(3),
            moveCount: 4, finalQueens: queens, moves: queens.map { MoveRecord(.place, $0, at: .seconds(1)) })
        try stores.history.record(odd)
        #expect(try stores.album.albumSummaries().isEmpty)
        #expect(Solution(queens: queens, size: 4) == nil)
        #expect(Solution(queens: Array(queens.prefix(3)), size: 4) == nil)
        #expect(
            Solution(
                queens: [
                    Square(row: 0, column: 1), Square(row: 1, column: 3), Square(row: 2, column: 0),
                    Square(row: 3, column: 2),
                ].reversed(), size: 4) != nil)
    }

    // MARK: Migration

    /// A database exactly as NQueens left it before the album (schema `version`, 2 or 3), holding `games`.
    private func makeDatabase(version: Int, at url: URL, holding games: [GameRecord]) throws {
        var sql = Schema.migrations.prefix(version).joined(separator: "\n") + "\n"
        sql += "PRAGMA application_id = \(Schema.applicationID); PRAGMA user_version = \(version);"
        for game in games {
            let queens = CompactCoding.encode(game.finalQueens).map { String(format: "%02X", $0) }.joined()
            let moves = CompactCoding.encode(game.moves).map { String(format: "%02X", $0) }.joined()
            let id = game.id.orderedBytes.map { String(format: "%02X", $0) }.joined()
            sql += """
                INSERT INTO games (id, board_size, mode, started_at, finished_at, solved_day, time_zone, active_ms,
                    move_count, hints_used, final_queens, move_log, puzzle_id, daily_date, given_count)
                VALUES (X'\(id)', \(game.boardSize), '\(game.mode.rawValue)', \(game.startedAt.millisecondsSince1970),
                    \(game.finishedAt.millisecondsSince1970), \(game.solvedDay.dayNumber), 'UTC',
                    \(game.activeDuration.wholeMilliseconds), \(game.moveCount), 0, X'\(queens)', X'\(moves)',
                    \(game.puzzleID.map { "'\($0)'" } ?? "NULL"), \(game.dailyDate.map { String($0.dayNumber) } ?? "NULL"),
                    \(game.givens.count));
                """
        }
        try RawSQLite.execute(sql, in: url)
    }

    @Test(
        "a database from before the album (schema 2, or 3 with a marked game in progress) opens with its album filled in",
        arguments: [2, 3])
    func migratesOlderVersion(version: Int) throws {
        let dataDirectory = DataDirectory(url: directory.appending("data"))
        try dataDirectory.create()
        let games = [
            SampleGames.solved(eight, id: SampleGames.id(1), finishedAt: day(3)),
            SampleGames.solved(mirrored, id: SampleGames.id(2), finishedAt: day(4)),
            SampleGames.solved(eight, id: SampleGames.id(3), finishedAt: day(5)),
            SampleGames.solved(id: SampleGames.id(4), size: 6, finishedAt: day(6)),
            SampleGames.solvedDaily("2026-12-01", id: SampleGames.id(5), finishedAt: SampleGames.date(2026, 12, 1)),
        ]
        try makeDatabase(version: version, at: dataDirectory.databaseURL, holding: games)
        if version == 3 {
            // A game in progress with the player's marks, as schema 3 keeps it (CompactCoding squares).
            let queens = CompactCoding.encode([Square(row: 0, column: 1)]).map { String(format: "%02X", $0) }.joined()
            let marks = CompactCoding.encode([Square(row: 2, column: 2)]).map { String(format: "%02X", $0) }.joined()
            let log = CompactCoding.encode([MoveRecord(.place, Square(row: 0, column: 1), at: .seconds(1))])
                .map { String(format: "%02X", $0) }.joined()
            let id = SampleGames.id(9).orderedBytes.map { String(format: "%02X", $0) }.joined()
            try RawSQLite.execute(
                """
                INSERT INTO saved_game (slot, id, board_size, mode, started_at, queens, move_log, elapsed_ms,
                    hints_used, move_count, marks) VALUES (1, X'\(id)', 8, 'free-play', NULL, X'\(queens)', X'\(log)', 2000,
                    0, 1, X'\(marks)');
                """, in: dataDirectory.databaseURL)
        }
        #expect(try RawSQLite.text("SELECT count(*) FROM games", in: dataDirectory.databaseURL) == "5")

        let stores = try SQLiteStores.open(in: dataDirectory)
        #expect(
            try RawSQLite.text("PRAGMA user_version", in: dataDirectory.databaseURL) == String(Schema.latestVersion))
        if version == 3 {
            #expect(stores.savedGame.loadSavedGame()?.marks == [Square(row: 2, column: 2)])
        }
        #expect(
            try RawSQLite.text(
                "SELECT value FROM maintenance WHERE key = 'album-filled'", in: dataDirectory.databaseURL)
                == "1")
        #expect(try stores.history.games(HistoryQuery()).count == 5)
        let eights = try stores.album.albumEntries(boardSize: 8)
        #expect(
            eights.map(\.solution) == [eight, mirrored].sorted { $0.columns.lexicographicallyPrecedes($1.columns) })
        #expect(eights.first { $0.solution == eight }?.gameID == SampleGames.id(1))
        let summaries = try stores.album.albumSummaries()
        #expect(summaries.map(\.boardSize) == [6, 8, games[4].boardSize].sorted())
        #expect(summaries.first { $0.boardSize == 8 } == AlbumSummary(boardSize: 8, solutionsFound: 2, classesFound: 1))
        // The next game goes on from there.
        try stores.history.record(SampleGames.solved(turned, finishedAt: day(20)))
        #expect(try stores.album.albumSummary(boardSize: 8).solutionsFound == 3)
    }

    @Test("a fill that never finished (no mark) is done again from scratch at the next opening")
    func refillsUnfinishedFill() throws {
        let dataDirectory = DataDirectory(url: directory.appending("data"))
        do {
            let stores = try SQLiteStores.open(in: dataDirectory)
            try stores.history.record(SampleGames.solved(eight, id: SampleGames.id(1), finishedAt: day(3)))
            try stores.history.record(SampleGames.solved(otherClass, id: SampleGames.id(2), finishedAt: day(4)))
        }
        // As a process killed before its fill committed would leave it: a stray row, stale figures, no mark.
        try RawSQLite.execute(
            """
            DELETE FROM maintenance WHERE key = 'album-filled';
            DELETE FROM album WHERE game_id = X'\(SampleGames.id(2).orderedBytes.map { String(format: "%02X", $0) }.joined())';
            UPDATE album_stats SET solutions = 40, classes = 9;
            """, in: dataDirectory.databaseURL)
        let stores = try SQLiteStores.open(in: dataDirectory)
        #expect(try stores.album.albumSummaries() == [AlbumSummary(boardSize: 8, solutionsFound: 2, classesFound: 2)])
        #expect(
            Set(try stores.album.albumEntries(boardSize: 8).map(\.gameID)) == [SampleGames.id(1), SampleGames.id(2)])
    }

    @Test("a damaged album row is reported as damage, not trusted")
    func refusesDamagedRows() throws {
        let dataDirectory = DataDirectory(url: directory.appending("data"))
        let stores = try SQLiteStores.open(in: dataDirectory)
        try stores.history.record(SampleGames.solved(eight, finishedAt: day(3)))
        try RawSQLite.execute("UPDATE album SET solution = X'0001020304050607'", in: dataDirectory.databaseURL)
        #expect(throws: StoreError.self) { try stores.album.albumEntries(boardSize: 8) }
    }

    @Test(
        "a solution filed under another class, or under a key that is no class's, is damage", arguments: [false, true])
    func refusesMisfiledRows(underNonCanonicalKey: Bool) throws {
        let dataDirectory = DataDirectory(url: directory.appending("data"))
        let stores = try SQLiteStores.open(in: dataDirectory)
        try stores.history.record(SampleGames.solved(eight, finishedAt: day(3)))
        #expect(try stores.album.albumEntries(boardSize: 8).count == 1)
        // Another class's canonical form, or this class's own member that is not its canonical form.
        let key = underNonCanonicalKey ? eight.transformed(by: .halfTurn) : otherClass.canonicalForm
        let hex = key.columns.map { String(format: "%02X", $0) }.joined()
        try RawSQLite.execute("UPDATE album SET class_key = X'\(hex)'", in: dataDirectory.databaseURL)
        #expect(throws: StoreError.self) { try stores.album.albumEntries(boardSize: 8) }
        if !underNonCanonicalKey {
            #expect(throws: StoreError.self) { try stores.album.albumEntries(inClassOf: key) }
        }
    }
}
