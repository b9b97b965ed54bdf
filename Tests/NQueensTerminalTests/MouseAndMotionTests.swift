import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTerminal
import NQueensTestSupport
import Testing

/// Clicks on every kind of thing the screens draw, and the animations: when they run and that they stop.
@MainActor
@Suite("Mouse and motion")
struct MouseAndMotionTests {
    /// The middle of the square at `name` on an 8×8 board drawn at 80×24 (4×2 squares; a8's middle is at 6,4).
    private func point(of name: String) throws -> GridPoint {
        let square = try Square(parsing: name, boardSize: 8)
        return GridPoint(x: 6 + 4 * square.column, y: 4 + 2 * (7 - square.row))
    }

    private func click(_ fixture: ScreenFixture, on text: String) throws {
        let position = try #require(fixture.position(of: text), "\(text) is not on screen")
        fixture.click(at: position)
    }

    // MARK: Clicks

    @Test func clickingASquarePlacesAndRemovesAQueen() async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 8)
        #expect(fixture.position(of: "8 ┃   ┃") == GridPoint(x: 2, y: 4))
        fixture.click(at: try point(of: "e4"))
        #expect(fixture.game?.board.queens == [try Square(parsing: "e4", boardSize: 8)])
        #expect(fixture.game?.cursor == (try Square(parsing: "e4", boardSize: 8)))
        fixture.click(at: try point(of: "e4").offsetBy(dx: -2, dy: -1))
        #expect(fixture.game?.board.queens == [])
        fixture.click(at: GridPoint(x: 70, y: 12))
        #expect(fixture.game?.queensPlaced == 0)
    }

    @Test func clickingTheKeyBarAndTheTitleBar() async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 8)
        fixture.click(at: try point(of: "a1"))
        try click(fixture, on: "u undo")
        #expect(fixture.game?.queensPlaced == 0)
        try click(fixture, on: "r redo")
        #expect(fixture.game?.queensPlaced == 1)
        try click(fixture, on: "? help")
        #expect(fixture.application.isShowingHelp)
        fixture.click(at: GridPoint(x: 0, y: 0))
        #expect(!fixture.application.isShowingHelp)
        try click(fixture, on: "Attacked squares")
        #expect(fixture.coordinator.settings.current.showAttackedSquares)
        try click(fixture, on: "‹ Home")
        guard case .home = fixture.coordinator.screen else {
            Issue.record("the title bar's Home did not go back")
            return
        }
    }

    @Test func clickingHomeItemsAndSettings() throws {
        let fixture = ScreenFixture()
        try click(fixture, on: "Game History")
        guard case .history = fixture.coordinator.screen else {
            Issue.record("no history")
            return
        }
        fixture.press(.escape)
        try click(fixture, on: "Bell off")
        #expect(fixture.coordinator.settings.current.soundEnabled)
        try click(fixture, on: "Board Size")
        try click(fixture, on: "10×10")
        #expect(fixture.coordinator.settings.current.boardSize == 10)
        try click(fixture, on: "Board Size")
        fixture.click(at: GridPoint(x: 0, y: 12))
        #expect(fixture.coordinator.sheet == nil)
        try click(fixture, on: "Start Game")
        #expect(fixture.game?.boardSize == 10)
    }

    @Test func clickingTheSheetsButtons() {
        let fixture = ScreenFixture()
        fixture.type("s")
        try? click(fixture, on: " + ")
        try? click(fixture, on: " + ")
        try? click(fixture, on: "Use")
        #expect(fixture.coordinator.settings.current.boardSize == 10)
        fixture.type("s")
        try? click(fixture, on: " - ")
        try? click(fixture, on: "Presets")
        #expect(fixture.coordinator.sheet != nil)
        try? click(fixture, on: "Use")
        #expect(fixture.coordinator.settings.current.boardSize == 9)
    }

    @Test func clickingInTheHistoryAndTheReplay() throws {
        let fixture = ScreenFixture()
        try fixture.recordThreeDays()
        fixture.type("h")
        try click(fixture, on: " 6 ")
        guard case .history(let history) = fixture.coordinator.screen else {
            Issue.record("no history")
            return
        }
        #expect(history.filter == .size(6))
        try click(fixture, on: "Newest first")
        #expect(history.sort == .moves)
        try click(fixture, on: " Daily ")
        #expect(history.modeFilter == .daily && history.rows.isEmpty)
        #expect(fixture.position(of: "No daily games on 6×6 yet.") != nil)
        // The kinds come first, then the sizes: each row has its own All.
        try click(fixture, on: " All   Daily ")
        #expect(history.modeFilter == .all)
        try click(fixture, on: " All   4 ")
        #expect(history.filter == .all)
        try click(fixture, on: "Nov 27, 2026")
        guard case .replay(let replay) = fixture.coordinator.screen else {
            Issue.record("no replay")
            return
        }
        #expect(replay.record.id == SampleGames.id(1))
        try click(fixture, on: "▶|")
        #expect(replay.isAtEnd)
        try click(fixture, on: "|◀")
        #expect(replay.step == 0)
        try click(fixture, on: " Play ")
        #expect(replay.isPlaying)
        try click(fixture, on: "‹ History")
        try click(fixture, on: "Clear all")
        #expect(history.isConfirmingClear)
        try click(fixture, on: "Keep")
        #expect(!history.isConfirmingClear)
    }

    @Test func theWheelMovesTheHistorySelection() throws {
        let fixture = ScreenFixture()
        try fixture.recordThreeDays()
        fixture.type("h")
        _ = fixture.host.drawFrame()
        _ = fixture.host.send(.input(.mouse(MouseEvent(.scrollDown, at: GridPoint(x: 10, y: 10)))))
        _ = fixture.host.send(.input(.mouse(MouseEvent(.scrollDown, at: GridPoint(x: 10, y: 10)))))
        _ = fixture.host.send(.input(.mouse(MouseEvent(.scrollUp, at: GridPoint(x: 10, y: 10)))))
        fixture.press(.enter)
        guard case .replay(let replay) = fixture.coordinator.screen else {
            Issue.record("no replay")
            return
        }
        #expect(replay.record.id == SampleGames.id(2))
    }

    @Test func theWheelMovesHomesFocusTheSheetsChoiceAndTheReplay() throws {
        let fixture = ScreenFixture()
        try fixture.recordThreeDays()
        let down = TerminalEvent.input(.mouse(MouseEvent(.scrollDown, at: GridPoint(x: 1, y: 1))))
        let up = TerminalEvent.input(.mouse(MouseEvent(.scrollUp, at: GridPoint(x: 1, y: 1))))
        _ = fixture.host.send(up)
        _ = fixture.host.send(up)
        fixture.press(.enter)
        guard case .history = fixture.coordinator.screen else {
            Issue.record("the wheel did not move Home's focus to the history")
            return
        }
        fixture.press(.enter)
        guard case .replay(let replay) = fixture.coordinator.screen else {
            Issue.record("no replay")
            return
        }
        _ = fixture.host.send(down)
        _ = fixture.host.send(down)
        _ = fixture.host.send(up)
        #expect(replay.step == 1)
        fixture.press(.escape)
        fixture.press(.escape)
        fixture.type("s")
        _ = fixture.host.send(down)
        fixture.press(.enter)
        #expect(fixture.coordinator.settings.current.boardSize == 10)
    }

    @Test func clickingTheVictorySheet() async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 4)
        try await fixture.place(["b4", "d3", "a2"])
        fixture.click(at: GridPoint(x: 0, y: 12))
        #expect(fixture.game?.queensPlaced == 3)
        try await fixture.place(["c1"])
        fixture.click(at: GridPoint(x: 0, y: 12))
        #expect(fixture.coordinator.sheet != nil)
        try click(fixture, on: "Play again")
        #expect(fixture.game?.queensPlaced == 0)
    }

    // MARK: Motion

    @Test func placingAQueenPulsesAndThenStops() async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 8)
        #expect(!fixture.application.isAnimating)
        fixture.type(" ")
        #expect(fixture.application.isAnimating)
        let first = fixture.host.drawFrame()
        _ = fixture.host.send(.tick(.milliseconds(10)))
        _ = fixture.host.send(.tick(.milliseconds(190)))
        #expect(fixture.host.drawFrame() != first)
        _ = fixture.host.send(.tick(.milliseconds(500)))
        #expect(!fixture.application.isAnimating)
        fixture.type("u")
        #expect(!fixture.application.isAnimating)
    }

    @Test("a placement that creates a conflict writes under 2 KB, its pulse and sweep included")
    func placementWithItsAnimationStaysSmall() async throws {
        let fixture = ScreenFixture(settings: Settings(boardSize: 10))
        await fixture.startGame(size: 10)
        try await fixture.place(["a10", "c9", "e8", "e5"])
        fixture.game?.moveCursor(to: try Square(parsing: "f6", boardSize: 10))
        _ = fixture.host.renderFrame()
        fixture.type(" ")
        #expect(fixture.game?.statusText.contains("Conflict") == true)
        var bytes = fixture.host.renderFrame().count
        var clock = Duration.zero
        var frames = 0
        while fixture.application.isAnimating && frames < 100 {
            clock += .milliseconds(33)
            _ = fixture.host.send(.tick(clock))
            bytes += fixture.host.renderFrame().count
            frames += 1
        }
        #expect(frames > 5)
        #expect(!fixture.application.isAnimating)
        #expect(bytes < 2_048)
    }

    @Test func attackLinesSweepInAndSettle() async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 8)
        fixture.type(" l")
        _ = fixture.host.send(.tick(.seconds(1)))
        fixture.type(" ")
        _ = fixture.host.send(.tick(.milliseconds(1_010)))
        _ = fixture.host.send(.tick(.milliseconds(1_050)))
        let sweeping = fixture.host.drawFrame()
        _ = fixture.host.send(.tick(.seconds(2)))
        #expect(!fixture.application.isAnimating)
        let settled = fixture.host.drawFrame()
        #expect(sweeping != settled)
    }

    @Test func reducedMotionAnimatesNothing() async throws {
        let fixture = ScreenFixture(settings: Settings(reduceMotion: true))
        await fixture.startGame(size: 4)
        try await fixture.place(["b4", "d3"])
        fixture.type("hhhj ")
        #expect(fixture.game?.queensPlaced == 3)
        #expect(!fixture.application.isAnimating)
        try await fixture.place(["c1"])
        #expect(fixture.coordinator.sheet != nil)
        #expect(!fixture.application.isAnimating)
    }

    @Test func confettiFallsBehindTheVictorySheetAndStops() async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 4)
        try await fixture.place(["b4", "d3", "a2"])
        fixture.press(.down)
        fixture.type("ll ")
        #expect(fixture.coordinator.sheet != nil)
        #expect(fixture.application.isAnimating)
        _ = fixture.host.send(.tick(.zero))
        _ = fixture.host.send(.tick(.milliseconds(1_500)))
        let falling = fixture.host.drawFrame()
        _ = fixture.host.send(.tick(.milliseconds(1_533)))
        #expect(fixture.host.drawFrame() != falling)
        _ = fixture.host.send(.tick(.seconds(4)))
        #expect(!fixture.application.isAnimating)
        fixture.press(.enter)
        #expect(!fixture.application.isAnimating)
    }

    @Test func turningMotionOffStopsWhatMoves() async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 8)
        fixture.type(" ")
        #expect(fixture.application.isAnimating)
        fixture.type("m")
        #expect(!fixture.application.isAnimating)
    }
}
