import Foundation
import NQueensEngine
import NQueensTestSupport
import Testing

@testable import NQueensServices

@Suite("History import")
struct HistoryImportTests {
    // MARK: Samples

    private static let berlin = SampleGames.calendar("Europe/Berlin")

    /// Store A's games: three days in a row, sizes 5…8, a daily and a puzzle among them.
    private static func gamesOfA() -> [GameRecord] {
        [
            SampleGames.solved(
                id: SampleGames.id(1), size: 6, finishedAt: SampleGames.date(2026, 11, 20, 9), calendar: berlin,
                moveCount: 9),
            SampleGames.solved(
                id: SampleGames.id(2), size: 8, finishedAt: SampleGames.date(2026, 11, 21, 9), calendar: berlin),
            SampleGames.solvedDaily(
                "2026-11-22", id: SampleGames.id(3), finishedAt: SampleGames.date(2026, 11, 22, 9), calendar: berlin),
            SampleGames.solved(
                id: SampleGames.id(4), size: 5, finishedAt: SampleGames.date(2026, 11, 23, 9), calendar: berlin),
        ]
    }

    /// Store B's games: two later days, and A's second game (the same id: synced once already).
    private static func gamesOfB() -> [GameRecord] {
        [
            gamesOfA()[1],
            SampleGames.solved(
                id: SampleGames.id(11), size: 8, finishedAt: SampleGames.date(2026, 11, 24, 9), calendar: berlin),
            SampleGames.solved(
                id: SampleGames.id(12), size: 7, finishedAt: SampleGames.date(2026, 11, 25, 9), calendar: berlin),
        ]
    }

    private static func document(_ games: [GameRecord]) throws -> [UInt8] {
        Array(try HistoryExport.json(games).utf8)
    }

    // MARK: Merging

    @Test(
        "exporting A and importing it into B twice gives A ∪ B, with streaks, dailies and album recomputed",
        arguments: StoreKind.allCases)
    func importTwiceGivesTheUnion(kind: StoreKind) throws {
        let directory = try TemporaryDirectory()
        let storeB = try kind.makeStores(in: directory)
        try storeB.history.record(contentsOf: Self.gamesOfB())
        let today = CalendarDay("2026-11-25")!
        #expect(try storeB.history.streaks(today: today).current == 2)

        let read = try HistoryImport.games(in: try Self.document(Self.gamesOfA()), file: "a.json")
        #expect(read == Self.gamesOfA())
        #expect(try storeB.history.merge(read) == HistoryMerge(imported: 3, alreadyHere: 1))
        #expect(try storeB.history.merge(read) == HistoryMerge(imported: 0, alreadyHere: 4))

        let union = Self.gamesOfA() + Self.gamesOfB().dropFirst()
        #expect(Set(try storeB.history.games(HistoryQuery())) == Set(union))
        #expect(try storeB.history.gameCount() == union.count)
        let streaks = try storeB.history.streaks(today: today)
        #expect(streaks.current == 6 && streaks.best == 6)
        #expect(try storeB.history.dailyResults().map(\.date) == [CalendarDay("2026-11-22")!])
        #expect(try storeB.history.sizeSummaries() == SizeSummary.summaries(of: union))
        #expect(try storeB.album.albumSummaries() == AlbumSummary.summaries(of: AlbumEntry.album(of: union)))
        // A's 8×8 game finished first, so it is now the one that found the shared solution.
        for size in 5...8 {
            #expect(
                try storeB.album.albumEntries(boardSize: size)
                    == AlbumEntry.album(of: union.filter { $0.boardSize == size }))
        }
    }

    @Test("an earlier game of the same solution becomes the album's finder", arguments: StoreKind.allCases)
    func earlierImportedGameFindsTheSolution(kind: StoreKind) throws {
        let directory = try TemporaryDirectory()
        let stores = try kind.makeStores(in: directory)
        let later = SampleGames.solved(id: SampleGames.id(21), size: 6, finishedAt: SampleGames.date(2026, 11, 28))
        let earlier = SampleGames.solved(id: SampleGames.id(20), size: 6, finishedAt: SampleGames.date(2026, 11, 2))
        try stores.history.record(later)
        #expect(try stores.history.merge([earlier]) == HistoryMerge(imported: 1, alreadyHere: 0))
        #expect(try stores.album.albumEntries(boardSize: 6).map(\.gameID) == [earlier.id])
    }

    @Test("a merge of an invalid record writes nothing", arguments: StoreKind.allCases)
    func invalidMergeWritesNothing(kind: StoreKind) throws {
        let directory = try TemporaryDirectory()
        let stores = try kind.makeStores(in: directory)
        try stores.history.record(contentsOf: Self.gamesOfB())
        let bad = GameRecord(
            boardSize: 4, startedAt: SampleGames.date(2026, 11, 1), finishedAt: SampleGames.date(2026, 11, 1),
            solvedDay: CalendarDay("2026-11-01")!, timeZoneIdentifier: "UTC", activeDuration: .seconds(-1),
            moveCount: 0, finalQueens: [], moves: [])
        #expect(throws: StoreError.self) { try stores.history.merge(Self.gamesOfA() + [bad]) }
        #expect(Set(try stores.history.games(HistoryQuery())) == Set(Self.gamesOfB()))
    }

    @Test("a game from another time zone keeps its instants, zone and day as recorded")
    func anotherTimeZone() throws {
        // 23:30 on 29 November at UTC+14 is 09:30 UTC; at UTC−11 00:30 on 30 November is 11:30 UTC.
        let kiritimati = SampleGames.calendar("Pacific/Kiritimati")
        let pagoPago = SampleGames.calendar("Pacific/Pago_Pago")
        let east = SampleGames.solved(
            id: SampleGames.id(31), size: 6, finishedAt: SampleGames.date(2026, 11, 29, 23, 30, in: kiritimati),
            calendar: kiritimati)
        let west = SampleGames.solved(
            id: SampleGames.id(32), size: 6, finishedAt: SampleGames.date(2026, 11, 30, 0, 30, in: pagoPago),
            calendar: pagoPago)
        #expect(east.solvedDay == CalendarDay("2026-11-29")! && west.solvedDay == CalendarDay("2026-11-30")!)
        let text = try HistoryExport.json([east, west])
        #expect(text.contains(#""finishedAt":"2026-11-29T23:30:00.000+14:00""#))
        #expect(text.contains(#""finishedAt":"2026-11-30T00:30:00.000-11:00""#))

        let directory = try TemporaryDirectory()
        let stores = try StoreKind.sqlite.makeStores(in: directory)
        _ = try stores.history.merge(try HistoryImport.games(in: Array(text.utf8), file: "travel.json"))
        let kept = try stores.history.games(HistoryQuery()).sorted { $0.id.uuidString < $1.id.uuidString }
        #expect(kept == [east, west])
        #expect(kept.map(\.timeZoneIdentifier) == ["Pacific/Kiritimati", "Pacific/Pago_Pago"])
        // The streak counts the days the player's clock showed, not UTC's (both games are on 29 Nov in UTC).
        #expect(try stores.history.solvedDays() == [CalendarDay("2026-11-29")!, CalendarDay("2026-11-30")!])
        #expect(try stores.history.streaks(today: CalendarDay("2026-11-30")!).current == 2)
    }

    @Test("importing an empty history adds nothing")
    func emptyHistory() throws {
        #expect(try HistoryImport.games(in: try Self.document([]), file: "empty.json").isEmpty)
        let stores = try StoreKind.sqlite.makeStores(in: try TemporaryDirectory())
        #expect(try stores.history.merge([]) == HistoryMerge(imported: 0, alreadyHere: 0))
    }
}
