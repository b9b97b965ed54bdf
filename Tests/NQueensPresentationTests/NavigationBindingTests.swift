import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("Navigation bindings (a navigation stack and sheets that write back)")
struct NavigationBindingTests {
    private enum Screen: Hashable {
        case first, second, third
    }

    private func makeCoordinator(
        history: InMemoryGameHistoryStore = InMemoryGameHistoryStore()
    ) -> (HomeCoordinator, TestDependencies) {
        let doubles = TestDependencies(
            history: history, settingsStore: InMemorySettingsStore(settings: Settings(boardSize: 4)))
        return (HomeCoordinator(dependencies: doubles.dependencies), doubles)
    }

    @Test("The steps back to a stack are counted only for the stack with screens taken off the top")
    func stepsBack() {
        let flow = FlowCoordinator<Screen, Never>()
        flow.replacePath(with: [.first, .second, .third])
        #expect(flow.stepsBack(toReach: [.first, .second, .third]) == 0)
        #expect(flow.stepsBack(toReach: [.first, .second]) == 1)
        #expect(flow.stepsBack(toReach: []) == 3)
        #expect(flow.stepsBack(toReach: [.first, .third]) == nil)
        #expect(flow.stepsBack(toReach: [.second]) == nil)
        #expect(flow.stepsBack(toReach: [.first, .second, .third, .first]) == nil)
    }

    @Test("Swiping back from a game goes back through the flow: the clock stops, the game is saved, Home offers it")
    func swipeBackFromGame() throws {
        let (coordinator, doubles) = makeCoordinator()
        coordinator.home.start()
        let game = try #require(coordinator.screen.game)
        game.toggleQueen(at: square("b1", size: 4))
        doubles.advance(by: .seconds(4))
        #expect(coordinator.navigationPath == [.game(.freePlay)])
        #expect(game.isClockRunning)

        coordinator.navigationPath = []
        #expect(coordinator.flow.path.isEmpty)
        #expect(coordinator.screen.isHome)
        #expect(!game.isClockRunning)
        #expect(coordinator.home.canResume)
        #expect(doubles.savedGames.loadSavedGame()?.queens == [square("b1", size: 4)])
    }

    @Test("Going back two screens at once (a long press on Back) stops the replay and lands on Home")
    func backSeveralScreens() throws {
        let record = SampleGames.solved(id: SampleGames.id(1), size: 4, finishedAt: SampleGames.date(2026, 11, 28))
        let (coordinator, _) = makeCoordinator(history: InMemoryGameHistoryStore(games: [record]))
        coordinator.home.showHistory()
        let history = try #require(coordinator.screen.history)
        history.open(record.id)
        let replay = try #require(coordinator.screen.replay)
        replay.play()
        #expect(coordinator.navigationPath == [.history, .replay(record.id)])

        coordinator.navigationPath = [.history]
        #expect(coordinator.navigationPath == [.history])
        #expect(!replay.isPlaying)

        replay.play()
        coordinator.navigationPath = [.history, .replay(record.id)]
        #expect(coordinator.navigationPath == [.history], "a stack that is not shorter is refused")
        coordinator.home.showHistory()
        history.open(record.id)
        coordinator.navigationPath = []
        #expect(coordinator.flow.path.isEmpty)
        #expect(coordinator.screen.isHome)
    }

    @Test("A stack that is not the current one with screens taken off is refused, and so is the same stack")
    func refusedPaths() throws {
        let (coordinator, _) = makeCoordinator()
        coordinator.home.start()
        let game = try #require(coordinator.screen.game)
        coordinator.navigationPath = [.history]
        #expect(coordinator.navigationPath == [.game(.freePlay)])
        coordinator.navigationPath = [.game(.freePlay)]
        #expect(coordinator.navigationPath == [.game(.freePlay)])
        #expect(game.isActive)
    }

    @Test("Swiping the board-size sheet down cancels it: the size stays")
    func dismissBoardSize() throws {
        let (coordinator, doubles) = makeCoordinator()
        coordinator.home.chooseBoardSize()
        #expect(coordinator.presentedSheet == .boardSize)
        let sheet = try #require(coordinator.sheet?.boardSize)
        sheet.setCustomText("9")
        coordinator.presentedSheet = nil
        #expect(coordinator.presentedSheet == nil)
        #expect(coordinator.sheet == nil)
        #expect(doubles.settingsStore.loadSettings().boardSize == 4)
        coordinator.presentedSheet = nil
        #expect(coordinator.flow.path.isEmpty, "dismissing with no sheet does nothing")
    }

    @Test("Swiping the victory sheet down is Done: back Home, where the win shows")
    func dismissVictory() throws {
        let (coordinator, _) = makeCoordinator()
        coordinator.home.start()
        let game = try #require(coordinator.screen.game)
        game.toggle(fourByFourSolution)
        #expect(coordinator.presentedSheet == .victory(game.gameID))
        coordinator.presentedSheet = nil
        #expect(coordinator.sheet == nil)
        #expect(coordinator.victory == nil)
        #expect(coordinator.screen.isHome)
        #expect(coordinator.home.gameCount == 1)
    }

    @Test("Writing a sheet is refused: sheets are presented by the screens' actions only")
    func refusedSheet() {
        let (coordinator, _) = makeCoordinator()
        coordinator.presentedSheet = .boardSize
        #expect(coordinator.presentedSheet == nil)
        #expect(coordinator.sheet == nil)
        #expect(HomeSheet.boardSize.id == .boardSize)
    }
}
