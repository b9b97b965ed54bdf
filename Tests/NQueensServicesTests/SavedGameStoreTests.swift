import Foundation
import NQueensEngine
import NQueensServices
import NQueensTestSupport
import Testing

@Suite("Game in progress store")
struct SavedGameStoreTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "nqueens-saved")
    }

    @Test(arguments: StoreKind.allCases)
    func keepsTheLatestGameUntilCleared(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        #expect(stores.savedGame.loadSavedGame() == nil)
        let first = SampleGames.inProgress(size: 8, placed: 2)
        try stores.savedGame.saveGame(first)
        #expect(stores.savedGame.loadSavedGame() == first)
        let later = SampleGames.inProgress(id: first.id, size: 8, placed: 5, hintsUsed: 1)
        try stores.savedGame.saveGame(later)
        #expect(stores.savedGame.loadSavedGame() == later)
        try stores.savedGame.clearSavedGame()
        #expect(stores.savedGame.loadSavedGame() == nil)
        try stores.savedGame.clearSavedGame()
    }

    @Test(arguments: StoreKind.allCases)
    func keepsAFreshGameWithNoMoves(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let fresh = SampleGames.inProgress(size: 16, placed: 0)
        #expect(fresh.startedAt == nil)
        try stores.savedGame.saveGame(fresh)
        #expect(stores.savedGame.loadSavedGame() == fresh)
    }

    @Test(arguments: StoreKind.allCases)
    func keepsEveryKindOfMove(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let a1 = Square(row: 0, column: 0)
        let c2 = Square(row: 1, column: 2)
        let moves = [
            MoveRecord(.place, a1, at: .milliseconds(900)), MoveRecord(.place, c2, at: .milliseconds(1_800)),
            MoveRecord(.remove, c2, at: .milliseconds(2_500)), MoveRecord(.undo, c2, at: .milliseconds(3_000)),
            MoveRecord(.redo, c2, at: .milliseconds(3_400)), MoveRecord(.undo, c2, at: .seconds(3_600)),
        ]
        let game = SavedGame(
            boardSize: 6, startedAt: SampleGames.date(2026, 11, 29), queens: [a1, c2], moves: moves,
            elapsed: .seconds(3_601), hintsUsed: 3, moveCount: 2)
        try stores.savedGame.saveGame(game)
        #expect(stores.savedGame.loadSavedGame() == game)
    }

    @Test(arguments: StoreKind.allCases)
    func refusesAPositionOffTheBoard(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let bad = SavedGame(
            boardSize: 4, startedAt: nil, queens: [Square(row: 0, column: 7)], moves: [], elapsed: .zero,
            moveCount: 1)
        #expect(throws: StoreError.self) { try stores.savedGame.saveGame(bad) }
        #expect(stores.savedGame.loadSavedGame() == nil)
    }

    @Test func roundsToTheMillisecondAndCodes() throws {
        let game = SavedGame(
            boardSize: 4, startedAt: Date(timeIntervalSince1970: 1_000.000_4), queens: [],
            moves: [MoveRecord(.place, Square(row: 1, column: 1), at: .microseconds(1_499))],
            elapsed: .nanoseconds(2_500_000), moveCount: 1)
        #expect(game.startedAt == Date(timeIntervalSince1970: 1_000))
        #expect(game.moves[0].offset == .milliseconds(1))
        #expect(game.elapsed == .milliseconds(3))
        let decoded = try JSONDecoder().decode(SavedGame.self, from: try JSONEncoder().encode(game))
        #expect(decoded == game)
    }
}
