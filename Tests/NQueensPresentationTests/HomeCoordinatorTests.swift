import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("Home flow with the real coordinator")
struct HomeCoordinatorTests {
    private func makeCoordinator(
        _ doubles: TestDependencies = TestDependencies(
            settingsStore: InMemorySettingsStore(settings: Settings(boardSize: 4)))
    ) -> (HomeCoordinator, TestDependencies) {
        (HomeCoordinator(dependencies: doubles.dependencies), doubles)
    }

    private func game(_ coordinator: HomeCoordinator) throws -> GameViewModel {
        try #require(coordinator.screen.game, "the game is not the visible screen")
    }

    @Test("Start shows a game of the chosen size as the only screen over Home")
    func start() throws {
        let (coordinator, _) = makeCoordinator()
        #expect(coordinator.screen.isHome)
        coordinator.home.start()
        #expect(coordinator.flow.path == [.game(.freePlay)])
        #expect(try game(coordinator).boardSize == 4)
        #expect(coordinator.games[.freePlay] != nil)
    }

    @Test("A win presents the victory sheet; Done goes Home, which shows the game and the streak")
    func winThenHome() throws {
        let (coordinator, doubles) = makeCoordinator()
        coordinator.home.start()
        let game = try game(coordinator)
        doubles.advance(by: .seconds(3))
        game.toggle(fourByFourSolution)
        #expect(coordinator.flow.sheet == .victory(game.gameID))
        let victory = try #require(coordinator.sheet?.victory)
        #expect(victory.record.id == game.gameID)
        #expect(victory.streak == 1)
        victory.done()
        #expect(coordinator.flow.sheet == nil)
        #expect(coordinator.flow.path.isEmpty)
        #expect(coordinator.home.gameCount == 1)
        #expect(coordinator.home.currentStreak == 1)
        #expect(!coordinator.home.canResume)
    }

    @Test("Play again leaves exactly one game on the stack, a new one of the same size")
    func playAgain() throws {
        let (coordinator, _) = makeCoordinator()
        coordinator.home.start()
        let first = try game(coordinator)
        let firstID = first.gameID
        first.toggle(fourByFourSolution)
        let victory = try #require(coordinator.sheet?.victory)
        victory.playAgain()
        #expect(coordinator.flow.path == [.game(.freePlay)])
        #expect(coordinator.flow.sheet == nil)
        let second = try game(coordinator)
        #expect(second === first)
        #expect(second.gameID != firstID)
        #expect(second.board.queens.isEmpty)
        #expect(!second.isSolved)
    }

    @Test("Leaving a game keeps it: the clock stops, Resume brings back the same game")
    func leaveAndResume() throws {
        let (coordinator, doubles) = makeCoordinator()
        coordinator.home.start()
        let game = try game(coordinator)
        game.toggle([square("b1", size: 4), square("d2", size: 4)])
        game.moveCursor(.right)
        doubles.advance(by: .seconds(5))
        game.leave()
        #expect(coordinator.flow.path.isEmpty)
        #expect(!game.isClockRunning)
        #expect(coordinator.home.canResume)
        doubles.advance(by: .seconds(60))
        coordinator.home.resume()
        let resumed = try self.game(coordinator)
        #expect(resumed === game)
        #expect(resumed.cursor == game.cursor)
        #expect(resumed.isClockRunning)
        doubles.advance(by: .seconds(1))
        #expect(resumed.timeText == "0:06")
    }

    @Test("Resume after a relaunch rebuilds the game from the saved game")
    func resumeAfterRelaunch() throws {
        let saved = InMemorySavedGameStore()
        let settings = InMemorySettingsStore(settings: Settings(boardSize: 4))
        let history = InMemoryGameHistoryStore()
        let firstRun = TestDependencies(history: history, savedGames: saved, settingsStore: settings)
        let (before, _) = makeCoordinator(firstRun)
        before.home.start()
        let game = try game(before)
        game.toggle([square("b1", size: 4), square("a1", size: 4), square("a1", size: 4)])
        firstRun.advance(by: .seconds(9))
        game.setActive(false)

        let secondRun = TestDependencies(history: history, savedGames: saved, settingsStore: settings)
        let (after, _) = makeCoordinator(secondRun)
        #expect(after.home.canResume)
        #expect(after.home.resumeText == "4×4 · 1/4 queens · 0:09")
        after.home.resume()
        let resumed = try self.game(after)
        #expect(resumed.gameID == game.gameID)
        #expect(resumed.board.queens == [square("b1", size: 4)])
        #expect(resumed.moveCount == 2)
        resumed.undo()
        #expect(resumed.board.queens == [square("b1", size: 4), square("a1", size: 4)])
        resumed.toggle([square("a1", size: 4)] + Array(fourByFourSolution.dropFirst()))
        #expect(resumed.isSolved)
        #expect(after.flow.sheet == .victory(game.gameID))
        #expect(try history.gameCount() == 1)
    }

    @Test("Start abandons the game in progress for a new one")
    func startAbandons() throws {
        let (coordinator, doubles) = makeCoordinator()
        coordinator.home.start()
        try game(coordinator).toggleQueen(at: square("b1", size: 4))
        try game(coordinator).leave()
        #expect(coordinator.home.canResume)
        coordinator.home.start()
        #expect(try game(coordinator).board.queens.isEmpty)
        #expect(doubles.savedGames.loadSavedGame() == nil)
        #expect(coordinator.home.canResume == false)
    }

    @Test("The board-size sheet saves the size and closes; Home shows it")
    func boardSize() throws {
        let (coordinator, doubles) = makeCoordinator()
        coordinator.home.chooseBoardSize()
        #expect(coordinator.flow.sheet == .boardSize)
        let sheet = try #require(coordinator.sheet?.boardSize)
        sheet.choose(10)
        #expect(coordinator.flow.sheet == nil)
        #expect(coordinator.home.boardSizeText == "10×10")
        #expect(doubles.settingsStore.loadSettings().boardSize == 10)
        coordinator.home.chooseBoardSize()
        sheet.cancel()
        #expect(coordinator.flow.sheet == nil)
        coordinator.home.start()
        #expect(try game(coordinator).boardSize == 10)
    }

    @Test("History, replay and Play again with the replayed size")
    func historyAndReplay() throws {
        let history = InMemoryGameHistoryStore(games: [
            SampleGames.solved(id: SampleGames.id(1), size: 6, finishedAt: SampleGames.date(2026, 11, 28))
        ])
        let (coordinator, _) = makeCoordinator(
            TestDependencies(history: history, settingsStore: InMemorySettingsStore(settings: Settings(boardSize: 4))))
        coordinator.home.showHistory()
        coordinator.home.showHistory()
        #expect(coordinator.flow.path == [.history])
        let list = try #require(coordinator.screen.history)
        list.open(SampleGames.id(1))
        #expect(coordinator.flow.path == [.history, .replay(SampleGames.id(1))])
        let replay = try #require(coordinator.screen.replay)
        replay.last()
        #expect(replay.board.isSolved)
        replay.back()
        #expect(coordinator.flow.path == [.history])
        #expect(coordinator.screen.history === list)
        list.open(SampleGames.id(1))
        let again = try #require(coordinator.screen.replay)
        again.playAgain()
        #expect(coordinator.flow.path == [.game(.freePlay)])
        #expect(try game(coordinator).boardSize == 6)
        try game(coordinator).leave()
        #expect(coordinator.flow.path.isEmpty)
    }

    @Test("History's empty state starts a game; back from the root does nothing")
    func emptyHistory() throws {
        let (coordinator, _) = makeCoordinator()
        coordinator.handle(.back)
        #expect(coordinator.flow.path.isEmpty)
        coordinator.home.showHistory()
        let list = try #require(coordinator.screen.history)
        #expect(list.isEmpty)
        list.start()
        #expect(coordinator.flow.path == [.game(.freePlay)])
    }

    @Test("A win while the history is kept refreshes it")
    func historyRefreshedAfterWin() throws {
        let (coordinator, _) = makeCoordinator()
        coordinator.home.showHistory()
        let list = try #require(coordinator.screen.history)
        list.start()
        try game(coordinator).toggle(fourByFourSolution)
        let victory = try #require(coordinator.sheet?.victory)
        victory.done()
        #expect(list.rows.count == 1)
        coordinator.home.showHistory()
        #expect(coordinator.flow.path == [.history])
    }

    @Test("The app hidden stops the visible game's clock; shown again it runs")
    func appActive() throws {
        let (coordinator, doubles) = makeCoordinator()
        coordinator.home.start()
        let game = try game(coordinator)
        game.toggleQueen(at: square("b1", size: 4))
        coordinator.setActive(false)
        #expect(!game.isClockRunning)
        doubles.advance(by: .seconds(20))
        coordinator.setActive(true)
        doubles.advance(by: .seconds(2))
        #expect(game.timeText == "0:02")
    }
}
