import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTerminal
import NQueensTestSupport
import Testing

/// The keys of the board-size sheet, the history, the replay and the victory sheet.
@MainActor
@Suite("Keys: sheets, history and replay")
struct SheetAndListInputTests {
    // MARK: Board size

    @Test func arrowsAndEnterChooseAPreset() {
        let fixture = ScreenFixture()
        fixture.type("s")
        fixture.press(.right)
        fixture.press(.enter)
        #expect(fixture.coordinator.settings.current.boardSize == 10)
        #expect(fixture.coordinator.sheet == nil)
        fixture.type("s")
        for key in [Key.left, .character("h"), .up] { fixture.press(key) }
        fixture.press(.character(" "))
        #expect(fixture.coordinator.settings.current.boardSize == 4)
        fixture.type("s")
        for key in [Key.character("l"), .down, .tab] { fixture.press(key) }
        fixture.press(.tab, .shift)
        fixture.press(.enter)
        #expect(fixture.coordinator.settings.current.boardSize == 8)
    }

    @Test func typingACustomSize() {
        let fixture = ScreenFixture()
        fixture.type("s")
        fixture.type("13")
        #expect(fixture.screenText().contains("13×13"))
        fixture.press(.enter)
        #expect(fixture.coordinator.settings.current.boardSize == 13)
    }

    @Test func aCustomSizeOutOfRangeIsRefusedWithAMessage() {
        let fixture = ScreenFixture()
        fixture.type("s")
        fixture.type("3")
        #expect(fixture.screenText().contains("3 is not a board size we offer"))
        fixture.press(.enter)
        #expect(fixture.coordinator.settings.current.boardSize == 8)
        fixture.press(.backspace)
        fixture.type("9")
        fixture.press(.enter)
        #expect(fixture.coordinator.settings.current.boardSize == 9)
    }

    @Test func plusAndMinusStepTheCustomSize() {
        let fixture = ScreenFixture()
        fixture.type("s")
        fixture.type("++=-+")
        fixture.press(.enter)
        #expect(fixture.coordinator.settings.current.boardSize == 11)
    }

    @Test func pastedDigitsAreTyped() {
        let fixture = ScreenFixture()
        fixture.type("s")
        _ = fixture.host.send(.input(.paste("12")))
        fixture.press(.enter)
        #expect(fixture.coordinator.settings.current.boardSize == 12)
    }

    @Test(arguments: [Key.escape, .character("q")])
    func cancelKeepsTheSize(key: Key) {
        let fixture = ScreenFixture()
        fixture.type("s")
        fixture.type("5")
        fixture.press(key)
        #expect(fixture.coordinator.sheet == nil)
        #expect(fixture.coordinator.settings.current.boardSize == 8)
    }

    // MARK: History

    private func historyFixture() throws -> ScreenFixture {
        let fixture = ScreenFixture()
        try fixture.recordThreeDays()
        fixture.type("h")
        return fixture
    }

    private func openedReplay(_ fixture: ScreenFixture) -> ReplayViewModel? {
        if case .replay(let replay) = fixture.coordinator.screen { return replay }
        return nil
    }

    @Test(
        "moving the selection and opening a replay",
        arguments: [
            ([Key.down], 2), ([.character("j")], 2), ([.down, .up], 3), ([.character("j"), .character("k")], 3),
            ([.character("G")], 1), ([.end], 1), ([.end, .character("g")], 3), ([.end, .home], 3),
            ([.pageDown], 1), ([.pageDown, .pageUp], 3), ([.down, .down, .down, .down], 1),
        ])
    func selection(keys: [Key], opens number: Int) throws {
        let fixture = try historyFixture()
        for key in keys { fixture.press(key) }
        fixture.press(.enter)
        #expect(openedReplay(fixture)?.record.id == SampleGames.id(number))
    }

    @Test func filtersSortAndBack() throws {
        let fixture = try historyFixture()
        guard case .history(let history) = fixture.coordinator.screen else {
            Issue.record("no history")
            return
        }
        fixture.press(.right)
        #expect(history.filter == .size(4))
        fixture.type("l")
        #expect(history.filter == .size(6))
        fixture.press(.left)
        fixture.type("h")
        #expect(history.filter == .all)
        fixture.type("s")
        #expect(history.sort == .moves)
        fixture.press(.escape)
        guard case .home = fixture.coordinator.screen else {
            Issue.record("Esc did not go back Home")
            return
        }
    }

    @Test func clearingAsksFirst() throws {
        let fixture = try historyFixture()
        fixture.type("d")
        #expect(fixture.screenText().contains("Delete all 3 games?"))
        fixture.type("n")
        #expect(try fixture.doubles.history.gameCount() == 3)
        fixture.press(.delete)
        fixture.press(.escape)
        #expect(try fixture.doubles.history.gameCount() == 3)
        fixture.type("d")
        fixture.type("y")
        #expect(try fixture.doubles.history.gameCount() == 0)
        #expect(fixture.screenText().contains("No games yet"))
        fixture.type("n")
        #expect(fixture.game != nil)
    }

    // MARK: Replay

    @Test func replaySteps() throws {
        let fixture = try historyFixture()
        fixture.press(.enter)
        let replay = try #require(openedReplay(fixture))
        fixture.type("ll")
        fixture.press(.right)
        #expect(replay.step == 3)
        fixture.type("h")
        fixture.press(.left)
        #expect(replay.step == 1)
        fixture.type("G")
        #expect(replay.isAtEnd)
        fixture.type("g")
        #expect(replay.step == 0)
        fixture.press(.end)
        fixture.press(.home)
        #expect(replay.step == 0)
        fixture.type(" ")
        #expect(replay.isPlaying)
        fixture.doubles.ticks.fire()
        #expect(replay.step == 1)
        fixture.press(.enter)
        #expect(!replay.isPlaying)
        fixture.press(.escape)
        guard case .history = fixture.coordinator.screen else {
            Issue.record("Esc did not go back to the history")
            return
        }
        fixture.press(.enter)
        fixture.type("n")
        #expect(fixture.game?.boardSize == 8)
    }

    // MARK: Victory

    private func solveFourByFour(_ fixture: ScreenFixture) async throws {
        await fixture.startGame(size: 4)
        try await fixture.place(["b4", "d3", "a2", "c1"])
    }

    @Test(arguments: [Key.enter, .character(" "), .escape, .character("q")])
    func victoryDoneGoesHome(key: Key) async throws {
        let fixture = ScreenFixture()
        try await solveFourByFour(fixture)
        guard case .victory = fixture.coordinator.sheet else {
            Issue.record("no victory sheet")
            return
        }
        fixture.press(key)
        guard case .home(let home) = fixture.coordinator.screen else {
            Issue.record("not Home")
            return
        }
        #expect(home.gameCount == 1)
        #expect(home.currentStreak == 1)
    }

    @Test func victoryPlayAgainStartsTheSameSize() async throws {
        let fixture = ScreenFixture()
        try await solveFourByFour(fixture)
        fixture.type("n")
        #expect(fixture.coordinator.sheet == nil)
        #expect(fixture.game?.boardSize == 4)
        #expect(fixture.game?.queensPlaced == 0)
    }
}
