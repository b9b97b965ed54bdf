// Starting processes and mounting need Foundation's `Process`, which iOS does not have (the Apple scheme runs the
// package tests on the iOS simulator).
#if os(Linux) || os(macOS)
    import Foundation
    import NQueensEngine
    import NQueensPresentation
    import NQueensServices
    import NQueensTestSupport
    import Testing

    /// A win recorded while the player's machine is failing, on a real SQLite store: the game stays in memory, the
    /// player reads what went wrong and what to do, and the next save that succeeds writes it.
    ///
    /// Each drill counts the finished games on disk before and after: none may be lost.
    @MainActor
    @Suite("Fault drills: a win on a failing machine")
    struct FaultDrillPresentationTests {
        private let directory: TemporaryDirectory

        init() throws {
            directory = try TemporaryDirectory(prefix: "nqueens-drill")
        }

        /// The Home flow over `stores`, with a manual clock; three earlier wins already recorded.
        private func launch(_ stores: SQLiteStores) throws -> HomeCoordinator {
            for day in 1...3 {
                try stores.history.record(SampleGames.solved(size: 4, finishedAt: SampleGames.date(2026, 11, day, 9)))
            }
            let doubles = TestDependencies(
                history: stores.history, savedGames: stores.savedGame, settingsStore: stores.settings,
                clock: ManualGameClock(now: SampleGames.date(2026, 11, 29, 10)))
            doubles.dependencies.settings.update { $0.boardSize = 4 }
            return HomeCoordinator(dependencies: doubles.dependencies)
        }

        /// Starts a 4×4 game and places all but the last queen of a solution (saved after each move).
        private func playAllButTheLastMove(_ coordinator: HomeCoordinator) throws -> GameViewModel {
            coordinator.home.start()
            let game = try #require(coordinator.screen.game)
            game.toggle(Array(fourByFourSolution.dropLast()))
            #expect(game.problem == nil)
            return game
        }

        /// Checks what the player is shown after the failed win: on the game and on the victory sheet.
        private func expectKeptWin(
            _ game: GameViewModel, _ coordinator: HomeCoordinator, saying phrases: [String]
        ) throws {
            #expect(game.isSolved)
            let problem = try #require(game.problem)
            #expect(problem.hasPrefix("This win is not in your history yet"))
            #expect(problem.hasSuffix("It is kept, and saved with your next move."))
            for phrase in phrases { #expect(problem.contains(phrase)) }
            #expect(try #require(coordinator.sheet?.victory).problem == problem)
        }

        // MARK: Disk full

        @Test(
            "disk full while recording a win: kept in memory, the player is told to free space, the next move writes it",
            .enabled(if: SmallFileSystem.isAvailable, "needs the privilege to mount a small tmpfs (root)"))
        func diskFullWhileRecordingAWin() throws {
            let disk = try SmallFileSystem(bytes: 512 * 1024)
            let data = DataDirectory(url: disk.url.appendingPathComponent("data"))
            let stores = try SQLiteStores.open(in: data)
            let coordinator = try launch(stores)
            let game = try playAllButTheLastMove(coordinator)
            #expect(try stores.history.gameCount() == 3)

            try disk.fill()
            // Use up the room the WAL still has (games from another connection, as another NQueens would record them),
            // so that the win meets a full disk. Bounded: a test never loops forever.
            let other = try SQLiteStores.open(in: data)
            var recorded = 3
            for day in 1...5_000 {
                let filler = SampleGames.solved(size: 4, finishedAt: SampleGames.date(2026, 10, 1 + day % 28, 9))
                guard (try? other.history.record(filler)) != nil else { break }
                recorded += 1
            }
            try #require(recorded < 5_003, "the disk never filled up")

            game.toggleQueen(at: try #require(fourByFourSolution.last))
            try expectKeptWin(game, coordinator, saying: ["is full", "free some space"])
            let win = try #require(game.record?.id)
            #expect(try stores.history.gameCount() == recorded)
            // Its saved game stays on disk until the win is written: quitting now would lose only the last move.
            #expect(stores.savedGame.loadSavedGame()?.id == win)

            try disk.release()
            try #require(coordinator.sheet?.victory).playAgain()
            let next = try #require(coordinator.screen.game)
            next.toggleQueen(at: square("a1", size: 4))
            #expect(next.problem == nil)
            #expect(try stores.history.gameCount() == recorded + 1)
            #expect(try stores.history.games(HistoryQuery()).contains { $0.id == win })
            #expect(stores.savedGame.loadSavedGame()?.queens == [square("a1", size: 4)])
        }

        // MARK: Another process holds the lock

        @Test("a lock held by another process past the busy timeout: the win waits in memory and lands after")
        func lockHeldWhileRecordingAWin() throws {
            let stores = try SQLiteStores.open(in: DataDirectory(url: directory.url), busyTimeout: .milliseconds(200))
            let coordinator = try launch(stores)
            let game = try playAllButTheLastMove(coordinator)
            let holder = try StoreFixture(directory: directory.url, "hold-lock", "0")
            #expect(holder.nextLine() == "locked")

            game.toggleQueen(at: try #require(fourByFourSolution.last))
            try expectKeptWin(game, coordinator, saying: ["another program", "close any other NQueens"])
            #expect(try stores.history.gameCount() == 3)

            holder.send("release")
            #expect(holder.nextLine() == "released")
            #expect(holder.wait() == 0)
            // Back on Home, a new game's first move is the next save.
            try #require(coordinator.sheet?.victory).done()
            coordinator.home.start()
            try #require(coordinator.screen.game).toggleQueen(at: square("a1", size: 4))
            #expect(try stores.history.gameCount() == 4)
            #expect(coordinator.home.gameCount == 4)
        }

        // MARK: The data directory deleted

        @Test("the data directory deleted during a game: the win goes to a fresh database when the app is hidden")
        func directoryDeletedDuringAGame() throws {
            let data = DataDirectory(url: directory.url.appendingPathComponent("data"))
            let stores = try SQLiteStores.open(in: data)
            let coordinator = try launch(stores)
            let game = try playAllButTheLastMove(coordinator)
            try FileManager.default.removeItem(at: data.url)

            game.toggleQueen(at: try #require(fourByFourSolution.last))
            try expectKeptWin(game, coordinator, saying: ["was deleted while NQueens was running"])
            let win = try #require(game.record?.id)
            // The three earlier wins went with the folder; the fresh database has none until the next save.
            #expect(try stores.history.gameCount() == 0)

            coordinator.setActive(false)
            #expect(try stores.history.gameCount() == 1)
            let relaunched = try SQLiteStores.open(in: data)
            #expect(try relaunched.history.games(HistoryQuery()).map(\.id) == [win])
            #expect(relaunched.savedGame.loadSavedGame() == nil)
        }
    }
#endif
