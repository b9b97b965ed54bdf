import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

/// The Home flow with the real coordinator on a real SQLite store in a temporary directory.
@MainActor
@Suite("Home flow on a real SQLite store")
struct SQLiteFlowTests {
    /// Test doubles for time and feedback around the SQLite stores in `directory`, opened afresh (a launch).
    private func launch(in directory: TemporaryDirectory, clock: ManualGameClock) throws -> TestDependencies {
        let stores = try SQLiteStores.open(in: DataDirectory(url: directory.url), now: clock.now)
        return TestDependencies(
            history: stores.history, savedGames: stores.savedGame, settingsStore: stores.settings, clock: clock,
            album: stores.album)
    }

    private func clock() -> ManualGameClock {
        ManualGameClock(now: SampleGames.date(2026, 11, 29, 10))
    }

    @Test("A win shows on Home as one game and a streak of one, and is still there after a relaunch")
    func winThenHome() throws {
        let directory = try TemporaryDirectory()
        let clock = clock()
        let doubles = try launch(in: directory, clock: clock)
        let coordinator = HomeCoordinator(dependencies: doubles.dependencies)
        coordinator.home.chooseBoardSize()
        try #require(coordinator.sheet?.boardSize).choose(4)
        coordinator.home.start()
        let game = try #require(coordinator.screen.game)
        #expect(game.boardSize == 4)
        game.toggleQueen(at: square("a1", size: 4))
        doubles.advance(by: .seconds(4))
        game.toggleQueen(at: square("a1", size: 4))
        game.toggle(fourByFourSolution)
        let victory = try #require(coordinator.sheet?.victory)
        #expect(victory.streak == 1)
        #expect(victory.isPersonalBest)
        #expect(victory.shareText == "N-Queens 4×4 ✔ 0:04 · 5 moves · 🔥 1")
        victory.done()
        #expect(coordinator.flow.path.isEmpty)
        #expect(coordinator.home.gameCount == 1)
        #expect(coordinator.home.currentStreak == 1)
        #expect(!coordinator.home.canResume)

        clock.advance(by: .seconds(86_400))
        let relaunched = HomeCoordinator(dependencies: try launch(in: directory, clock: clock).dependencies)
        #expect(relaunched.home.gameCount == 1)
        #expect(relaunched.home.currentStreak == 1)
        #expect(!relaunched.home.isTodaySolved)
        #expect(relaunched.home.boardSize == 4)
        relaunched.home.showHistory()
        let history = try #require(relaunched.screen.history)
        #expect(history.rows.map(\.detailText) == ["5 moves · 80%"])
        let id = try #require(history.rows.first?.id)
        history.open(id)
        let replay = try #require(relaunched.screen.replay)
        replay.last()
        #expect(replay.board.queens == fourByFourSolution)
    }

    @Test("Play again leaves exactly one game on the stack, and each win is recorded once")
    func playAgain() throws {
        let directory = try TemporaryDirectory()
        let doubles = try launch(in: directory, clock: clock())
        doubles.dependencies.settings.update { $0.boardSize = 4 }
        let coordinator = HomeCoordinator(dependencies: doubles.dependencies)
        coordinator.home.start()
        for round in 1...3 {
            let game = try #require(coordinator.screen.game)
            game.toggle(fourByFourSolution)
            try #require(coordinator.sheet?.victory).playAgain()
            #expect(coordinator.flow.path == [.game(.freePlay)])
            #expect(coordinator.flow.sheet == nil)
            #expect(try doubles.history.gameCount() == round)
        }
        #expect(try #require(coordinator.screen.game).board.queens.isEmpty)
    }

    @Test("A game in progress survives a relaunch exactly")
    func resumeAfterRelaunch() throws {
        let directory = try TemporaryDirectory()
        let clock = clock()
        let first = try launch(in: directory, clock: clock)
        first.dependencies.settings.update { $0.boardSize = 6 }
        let before = HomeCoordinator(dependencies: first.dependencies)
        before.home.start()
        let game = try #require(before.screen.game)
        game.toggle([square("b1", size: 6), square("d2", size: 6), square("f3", size: 6), square("d2", size: 6)])
        game.undo()
        game.showHint()
        first.advance(by: .seconds(75))
        before.setActive(false)

        let relaunched = HomeCoordinator(dependencies: try launch(in: directory, clock: clock).dependencies)
        #expect(relaunched.home.resumeText == "6×6 · 3/6 queens · 1:15")
        relaunched.home.resume()
        let resumed = try #require(relaunched.screen.game)
        #expect(resumed.gameID == game.gameID)
        #expect(resumed.board.queens == game.board.queens)
        #expect(resumed.moveCount == 3)
        #expect(resumed.hintsUsed == 1)
        #expect(resumed.timeText == "1:15")
        #expect(resumed.canRedo)
        resumed.redo()
        game.redo()
        #expect(resumed.board.queens == game.board.queens)
    }
}

@MainActor
@Suite("Live dependencies")
struct LiveDependenciesTests {
    @Test("The live container opens the database in the data directory and keeps games across launches")
    func opensStore() throws {
        let directory = try TemporaryDirectory()
        let environment = ["NQUEENS_DATA_DIR": directory.appending("data").path]
        let first = AppDependencies.live(environment: environment)
        #expect(first.storeNotice == nil)
        #expect(first.databaseURL?.path == directory.appending("data/nqueens.sqlite").path)
        first.settings.update { $0.boardSize = 4 }
        let coordinator = HomeCoordinator(dependencies: first)
        coordinator.home.start()
        try #require(coordinator.screen.game).toggle(fourByFourSolution)
        #expect(coordinator.sheet?.victory != nil)

        let second = AppDependencies.live(environment: environment)
        let home = HomeViewModel(dependencies: second)
        #expect(home.gameCount == 1)
        #expect(home.boardSize == 4)
    }

    @Test("With no usable data directory the game starts in memory and says nothing will be kept")
    func fallsBackToMemory() throws {
        let directory = try TemporaryDirectory()
        let blocker = directory.appending("file")
        try Data("not a directory".utf8).write(to: blocker)
        let environment = ["NQUEENS_DATA_DIR": blocker.appendingPathComponent("data").path]
        let dependencies = AppDependencies.live(environment: environment)
        #expect(dependencies.databaseURL == nil)
        let notice = try #require(dependencies.storeNotice)
        #expect(notice.hasPrefix("Your games cannot be saved: "))
        #expect(notice.contains("NQUEENS_DATA_DIR"))
        #expect(HomeViewModel(dependencies: dependencies).storeNotice == notice)

        let nowhere = AppDependencies.live(environment: [:])
        #expect(nowhere.storeNotice?.contains("HOME is not set") == true)
    }

    @Test("A damaged database is moved aside and the notice says where")
    func damagedDatabase() throws {
        let directory = try TemporaryDirectory()
        try Data(repeating: 0x42, count: 4_096).write(to: directory.appending("nqueens.sqlite"))
        let dependencies = AppDependencies.live(environment: ["NQUEENS_DATA_DIR": directory.url.path])
        let notice = try #require(dependencies.storeNotice)
        #expect(notice.contains("moved to"))
        #expect(dependencies.databaseURL != nil)
        #expect(try dependencies.history.gameCount() == 0)
    }
}
