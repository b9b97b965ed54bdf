import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("Launch choices (nqueens play --size N --style S)")
struct LaunchTests {
    @Test func aSizeStartsANewGameAndIsSaved() throws {
        let doubles = TestDependencies()
        let coordinator = HomeCoordinator(dependencies: doubles.dependencies)
        let started = coordinator.launch(boardSize: 6, queenStyle: .crown)
        #expect(started)
        #expect(try #require(coordinator.screen.game).boardSize == 6)
        #expect(doubles.settingsStore.loadSettings().boardSize == 6)
        #expect(doubles.settingsStore.loadSettings().queenStyle == .crown)
    }

    @Test func noSizeStaysHomeAndOnlySavesTheStyle() {
        let doubles = TestDependencies()
        let coordinator = HomeCoordinator(dependencies: doubles.dependencies)
        #expect(!coordinator.launch(boardSize: nil, queenStyle: .star))
        #expect(coordinator.screen.isHome)
        #expect(doubles.settingsStore.loadSettings().queenStyle == .star)
        #expect(doubles.settingsStore.loadSettings().boardSize == Settings.defaults.boardSize)
    }

    @Test func aGameInProgressIsNeverThrownAwayUnasked() throws {
        let saved = SampleGames.inProgress(size: 8, placed: 3)
        let store = InMemorySavedGameStore()
        try store.saveGame(saved)
        let doubles = TestDependencies(savedGames: store)
        let coordinator = HomeCoordinator(dependencies: doubles.dependencies)
        #expect(!coordinator.launch(boardSize: 5, queenStyle: nil))
        #expect(coordinator.screen.isHome)
        #expect(coordinator.home.canResume)
        #expect(store.loadSavedGame() == saved)
        #expect(coordinator.home.boardSize == 5)
    }
}
