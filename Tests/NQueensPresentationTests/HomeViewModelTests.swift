import Foundation
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("Home")
struct HomeViewModelTests {
    /// Games solved on 2026-11-27, -28 and -29 (today), and one on 2026-11-01: a streak of 3, best 3.
    private func historyWithStreak() -> InMemoryGameHistoryStore {
        InMemoryGameHistoryStore(games: [
            SampleGames.solved(size: 8, finishedAt: SampleGames.date(2026, 11, 1)),
            SampleGames.solved(size: 4, finishedAt: SampleGames.date(2026, 11, 27)),
            SampleGames.solved(size: 6, finishedAt: SampleGames.date(2026, 11, 28)),
            SampleGames.solved(size: 8, finishedAt: SampleGames.date(2026, 11, 29, 9)),
        ])
    }

    @Test("The figures come from the services: streaks, games, board size, the game in progress")
    func figures() {
        let doubles = TestDependencies(
            history: historyWithStreak(), savedGames: InMemorySavedGameStore(game: SampleGames.inProgress(size: 6)),
            settingsStore: InMemorySettingsStore(settings: Settings(boardSize: 10)))
        let home = HomeViewModel(dependencies: doubles.dependencies)
        #expect(home.title == "N-Queens")
        #expect(home.currentStreak == 3)
        #expect(home.bestStreak == 3)
        #expect(home.isTodaySolved)
        #expect(home.streakText == "🔥 3")
        #expect(home.streakDetailText == "3-day streak")
        #expect(home.gameCount == 4)
        #expect(home.gameCountText == "4 games")
        #expect(home.boardSize == 10)
        #expect(home.boardSizeText == "10×10")
        #expect(home.canResume)
        #expect(home.resumeText == "6×6 · 3/6 queens · 0:04")
        #expect(home.tip == "Place N queens so that no two attack each other — no shared row, column or diagonal.")
        #expect(home.problem == nil)
        #expect(home.storeNotice == nil)
    }

    @Test("A new player sees no streak, no games and no Resume")
    func newPlayer() {
        let home = HomeViewModel(dependencies: TestDependencies().dependencies)
        #expect(home.currentStreak == 0)
        #expect(home.streakDetailText == "No streak yet")
        #expect(home.gameCountText == "No games yet")
        #expect(home.boardSize == 8)
        #expect(!home.canResume)
        #expect(home.resumeText == nil)
    }

    @Test("A broken streak shows the best one next to it")
    func brokenStreak() {
        let doubles = TestDependencies(
            history: InMemoryGameHistoryStore(games: [
                SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 1)),
                SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 2)),
                SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 28)),
            ]))
        let home = HomeViewModel(dependencies: doubles.dependencies)
        #expect(home.currentStreak == 1)
        #expect(home.bestStreak == 2)
        #expect(!home.isTodaySolved)
        #expect(home.streakDetailText == "1-day streak · best 2")
        #expect(home.gameCountText == "3 games")
    }

    @Test("Every action reaches the delegate; Resume only with a game in progress")
    func actions() {
        let saved = InMemorySavedGameStore()
        let doubles = TestDependencies(savedGames: saved)
        let home = HomeViewModel(dependencies: doubles.dependencies)
        let delegate = RecordingFlowDelegate()
        home.delegate = delegate
        home.start()
        home.resume()
        home.showHistory()
        home.chooseBoardSize()
        #expect(delegate.actions == [.startGame, .showHistory, .chooseBoardSize])
        try? saved.saveGame(SampleGames.inProgress())
        home.refresh()
        home.resume()
        #expect(delegate.actions.last == .resumeGame)
    }

    @Test("A saved game on a board size the app does not offer is not offered for resume")
    func unresumableSave() {
        let odd = SampleGames.inProgress(size: 3, placed: 0)
        let doubles = TestDependencies(savedGames: InMemorySavedGameStore(game: odd))
        let coordinator = HomeCoordinator(dependencies: doubles.dependencies)
        #expect(!coordinator.home.canResume)
        coordinator.handle(.resumeGame)
        #expect(coordinator.flow.path.isEmpty)
    }

    @Test("Without a delegate every action is harmless")
    func noDelegate() {
        let home = HomeViewModel(dependencies: TestDependencies().dependencies)
        home.start()
        home.resume()
        home.showHistory()
        home.chooseBoardSize()
        home.dismissStoreNotice()
        #expect(home.gameCount == 0)
    }

    @Test("Refresh picks up games recorded since")
    func refresh() throws {
        let history = InMemoryGameHistoryStore()
        let home = HomeViewModel(dependencies: TestDependencies(history: history).dependencies)
        try history.record(SampleGames.solved(finishedAt: SampleGames.date(2026, 11, 29, 8)))
        #expect(home.gameCount == 0)
        home.refresh()
        #expect(home.gameCount == 1)
        #expect(home.currentStreak == 1)
    }

    @Test("A store notice shows until dismissed; a history that cannot be read shows a problem")
    func noticesAndProblems() {
        let doubles = TestDependencies(
            history: FailingGameHistoryStore(), storeNotice: "Your data was damaged and moved aside.")
        let home = HomeViewModel(dependencies: doubles.dependencies)
        #expect(home.storeNotice == "Your data was damaged and moved aside.")
        #expect(home.problem?.contains("could not be read") == true)
        #expect(home.gameCount == 0)
        home.dismissStoreNotice()
        #expect(home.storeNotice == nil)
    }
}
