import Foundation
import NQueensEngine
import NQueensServices
import NQueensTestSupport
import Testing

@Suite("Game history store")
struct HistoryStoreTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "nqueens-history")
    }

    /// Five games: ids 1…5, finished on consecutive days, with times and moves chosen so each sort differs.
    private func sampleGames() -> [GameRecord] {
        [
            SampleGames.solved(
                id: SampleGames.id(1), size: 8, finishedAt: SampleGames.date(2026, 11, 21), activeSeconds: 90,
                moveCount: 12),
            SampleGames.solved(
                id: SampleGames.id(2), size: 4, finishedAt: SampleGames.date(2026, 11, 22), activeSeconds: 20,
                moveCount: 4),
            SampleGames.solved(
                id: SampleGames.id(3), size: 8, finishedAt: SampleGames.date(2026, 11, 23), activeSeconds: 45,
                moveCount: 16),
            SampleGames.solved(
                id: SampleGames.id(4), size: 8, finishedAt: SampleGames.date(2026, 11, 24), activeSeconds: 200,
                moveCount: 8),
            SampleGames.solved(
                id: SampleGames.id(5), size: 6, finishedAt: SampleGames.date(2026, 11, 25), activeSeconds: 45,
                moveCount: 9),
        ]
    }

    private func ids(_ games: [GameRecord]) -> [UUID] { games.map(\.id) }

    @Test(arguments: StoreKind.allCases)
    func recordsAndReadsBackEveryField(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let game = SampleGames.solved(
            size: 10, finishedAt: Date(timeIntervalSince1970: 1_795_000_000.123_456),
            calendar: SampleGames.calendar("Europe/Berlin"), activeSeconds: 123.456_7, moveCount: 14, hintsUsed: 2)
        try stores.history.record(game)
        let stored = try stores.history.games(HistoryQuery())
        #expect(stored == [game])
        #expect(stored.first?.timeZoneIdentifier == "Europe/Berlin")
        #expect(stored.first?.activeDuration == .milliseconds(123_457))
        #expect(stored.first?.moves.count == game.moves.count)
        #expect(stored.first?.finishedAt.timeIntervalSince1970 == 1_795_000_000.123)
    }

    @Test(arguments: StoreKind.allCases)
    func sortsWithTiesNewestFirst(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        try stores.history.record(contentsOf: sampleGames())
        let n = SampleGames.id
        #expect(ids(try stores.history.games(HistoryQuery(sort: .date))) == [n(5), n(4), n(3), n(2), n(1)])
        #expect(ids(try stores.history.games(HistoryQuery(sort: .moves))) == [n(2), n(4), n(5), n(1), n(3)])
        // 3 and 5 both took 45 s: the newer (5) first.
        #expect(ids(try stores.history.games(HistoryQuery(sort: .time))) == [n(2), n(5), n(3), n(1), n(4)])
        // 2 and 4 are both 100 %: newer first; then 5 (6/9), 1 (8/12) tie at 2/3: newer first; then 3 (50 %).
        #expect(ids(try stores.history.games(HistoryQuery(sort: .efficiency))) == [n(4), n(2), n(5), n(1), n(3)])
    }

    @Test(arguments: StoreKind.allCases)
    func filtersBySizeAndPages(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        try stores.history.record(contentsOf: sampleGames())
        let n = SampleGames.id
        #expect(ids(try stores.history.games(HistoryQuery(boardSize: 8))) == [n(4), n(3), n(1)])
        #expect(ids(try stores.history.games(HistoryQuery(boardSize: 8, sort: .moves, limit: 2))) == [n(4), n(1)])
        #expect(ids(try stores.history.games(HistoryQuery(limit: 2, offset: 1))) == [n(4), n(3)])
        #expect(try stores.history.games(HistoryQuery(boardSize: 12)).isEmpty)
        #expect(try stores.history.games(HistoryQuery(limit: 0)).isEmpty)
        #expect(ids(try stores.history.games(HistoryQuery(limit: -3, offset: -2))).isEmpty)
        #expect(try stores.history.games(HistoryQuery(offset: 10)).isEmpty)
        #expect(ids(try stores.history.games(HistoryQuery(limit: .max, offset: 4))) == [n(1)])
        #expect(try stores.history.gameCount() == 5)
        #expect(try stores.history.gameCount(boardSize: 8) == 3)
        #expect(try stores.history.gameCount(boardSize: 5) == 0)
        #expect(try stores.history.boardSizesPlayed() == [4, 6, 8])
    }

    @Test(arguments: StoreKind.allCases)
    func summarisesBestsPerSize(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        #expect(try stores.history.sizeSummaries().isEmpty)
        try stores.history.record(contentsOf: sampleGames())
        let summaries = try stores.history.sizeSummaries()
        #expect(
            summaries == [
                SizeSummary(boardSize: 4, games: 1, bestTime: .seconds(20), fewestMoves: 4),
                SizeSummary(boardSize: 6, games: 1, bestTime: .seconds(45), fewestMoves: 9),
                SizeSummary(boardSize: 8, games: 3, bestTime: .seconds(45), fewestMoves: 8),
            ])
        #expect(summaries.last?.bestEfficiency == 1)
    }

    @Test(arguments: StoreKind.allCases)
    func listsSolvedDaysOnceEach(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let berlin = SampleGames.calendar("Europe/Berlin")
        try stores.history.record(contentsOf: [
            // 23:30 UTC on the 24th is already the 25th in Berlin.
            SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 24, 23, 30), calendar: berlin),
            SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 25, 9, 0), calendar: berlin),
            SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 23, 9, 0), calendar: berlin),
        ])
        #expect(try stores.history.solvedDays().map(\.description) == ["2026-11-23", "2026-11-25"])
        let streaks = try stores.history.streaks(today: CalendarDay("2026-11-25")!)
        #expect(streaks == StreakSummary(current: 1, best: 1, isTodaySolved: true))
    }

    @Test(arguments: StoreKind.allCases)
    func recordingTheSameGameTwiceKeepsOne(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let game = SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 29))
        try stores.history.record(game)
        try stores.history.record(game)
        try stores.history.record(contentsOf: [game, game])
        #expect(try stores.history.gameCount() == 1)
    }

    @Test(arguments: StoreKind.allCases)
    func refusesRecordsThatAreNotGames(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let valid = SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 29))
        let offBoard = GameRecord(
            boardSize: 4, startedAt: valid.startedAt, finishedAt: valid.finishedAt, calendar: SampleGames.utc,
            activeDuration: .seconds(3), moveCount: 4, finalQueens: [Square(row: 4, column: 0)], moves: [])
        let backwards = GameRecord(
            boardSize: 4, startedAt: valid.finishedAt, finishedAt: valid.startedAt, calendar: SampleGames.utc,
            activeDuration: .seconds(3), moveCount: 4, finalQueens: [], moves: [])
        let negative = GameRecord(
            boardSize: 4, startedAt: valid.startedAt, finishedAt: valid.finishedAt, calendar: SampleGames.utc,
            activeDuration: .seconds(-3), moveCount: 4, finalQueens: [], moves: [])
        let noBoard = GameRecord(
            boardSize: 0, startedAt: valid.startedAt, finishedAt: valid.finishedAt, calendar: SampleGames.utc,
            activeDuration: .seconds(3), moveCount: 4, finalQueens: [], moves: [])
        for game in [offBoard, backwards, negative, noBoard] {
            #expect {
                try stores.history.record(game)
            } throws: { error in
                guard case .invalidValue(let message) = error as? StoreError else { return false }
                return !message.isEmpty
            }
        }
        // A batch with one bad record stores nothing.
        #expect(throws: StoreError.self) { try stores.history.record(contentsOf: [valid, offBoard]) }
        #expect(try stores.history.gameCount() == 0)
    }

    @Test(arguments: StoreKind.allCases)
    func clearsAllGames(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        try stores.history.record(contentsOf: sampleGames())
        try stores.history.removeAllGames()
        #expect(try stores.history.gameCount() == 0)
        #expect(try stores.history.games(HistoryQuery()).isEmpty)
        #expect(try stores.history.sizeSummaries().isEmpty)
        #expect(try stores.history.solvedDays().isEmpty)
        #expect(try stores.history.boardSizesPlayed().isEmpty)
        try stores.history.record(sampleGames()[0])
        #expect(try stores.history.gameCount() == 1)
    }

    @Test(arguments: StoreKind.allCases)
    func aSolvedGameInProgressBecomesItsRecord(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let game = SampleGames.inProgress(size: 4, placed: 4, startedAt: SampleGames.date(2026, 11, 29, 23, 50))
        let berlin = SampleGames.calendar("Europe/Berlin")
        let finishedAt = SampleGames.date(2026, 11, 29, 23, 55)
        let record = GameRecord(solving: game, finishedAt: finishedAt, calendar: berlin)
        #expect(record.id == game.id)
        #expect(record.solvedDay.description == "2026-11-30")
        #expect(record.timeZoneIdentifier == "Europe/Berlin")
        #expect(record.activeDuration == game.elapsed)
        #expect(record.finalQueens == game.queens && record.moves == game.moves)
        #expect(record.moveCount == 4 && record.startedAt == game.startedAt)
        try stores.history.record(record)
        try stores.history.record(GameRecord(solving: game, finishedAt: finishedAt, calendar: berlin))
        #expect(try stores.history.games(HistoryQuery()) == [record])
    }

    @Test func efficiencyIsSizeOverMovesCappedAtOne() {
        let date = SampleGames.date(2026, 11, 29)
        #expect(SampleGames.solved(size: 8, finishedAt: date, moveCount: 8).efficiency == 1)
        #expect(SampleGames.solved(size: 8, finishedAt: date, moveCount: 16).efficiency == 0.5)
        let zero = GameRecord(
            boardSize: 8, startedAt: date, finishedAt: date, calendar: SampleGames.utc, activeDuration: .zero,
            moveCount: 0, finalQueens: [], moves: [])
        #expect(zero.efficiency == 0)
        let fewer = GameRecord(
            boardSize: 8, startedAt: date, finishedAt: date, calendar: SampleGames.utc, activeDuration: .zero,
            moveCount: 4, finalQueens: [], moves: [])
        #expect(fewer.efficiency == 1)
    }
}
