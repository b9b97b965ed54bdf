import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTerminal
import NQueensTestSupport
import Testing

/// Every screen drawn at 80×24 and 120×40, in the dark and light themes and in monochrome, compared with the
/// checked-in snapshots in `__Snapshots__` (record them again with `NQUEENS_RECORD_SNAPSHOTS=1`).
@MainActor
@Suite("Screen snapshots")
struct ScreenSnapshotTests {
    nonisolated static let sizes = [GridSize(width: 80, height: 24), GridSize(width: 120, height: 40)]
    nonisolated static let cases: [(GridSize, SnapshotLook)] = sizes.flatMap { size in
        SnapshotLook.allCases.map { (size, $0) }
    }

    private func name(_ screen: String, _ size: GridSize, _ look: SnapshotLook) -> String {
        "\(screen)-\(size.width)x\(size.height)-\(look.rawValue)"
    }

    @Test("Home with a streak and a game in progress", arguments: cases)
    func home(size: GridSize, look: SnapshotLook) throws {
        let fixture = ScreenFixture(size: size, look: look)
        try fixture.recordThreeDays()
        try fixture.saveGameInProgress()
        expectSnapshot(of: fixture.host.drawFrame(), named: name("home", size, look))
    }

    @Test("The board-size sheet over Home", arguments: cases)
    func boardSize(size: GridSize, look: SnapshotLook) throws {
        let fixture = ScreenFixture(size: size, look: look)
        try fixture.recordThreeDays()
        fixture.type("s")
        fixture.press(.right)
        expectSnapshot(of: fixture.host.drawFrame(), named: name("board-size", size, look))
    }

    @Test("A game with conflicts, attacked squares and the solutions counter", arguments: cases)
    func gameInConflict(size: GridSize, look: SnapshotLook) async throws {
        let fixture = ScreenFixture(
            size: size, look: look, settings: Settings(showAttackedSquares: true, showSolutionsCounter: true))
        await fixture.startGame(size: 8)
        try await fixture.place(["a8", "c7", "d5", "f7"])
        fixture.doubles.advance(by: .seconds(83))
        fixture.type("jjj")
        expectSnapshot(of: fixture.host.drawFrame(), named: name("game-conflict", size, look))
    }

    @Test("A game with a hint shown", arguments: cases)
    func gameWithHint(size: GridSize, look: SnapshotLook) async throws {
        let fixture = ScreenFixture(size: size, look: look, settings: Settings(showSolutionsCounter: true))
        await fixture.startGame(size: 6)
        try await fixture.place(["b6", "d5"])
        fixture.type("i")
        await fixture.game?.waitForAnalysis()
        expectSnapshot(of: fixture.host.drawFrame(), named: name("game-hint", size, look))
    }

    @Test("The history", arguments: cases)
    func history(size: GridSize, look: SnapshotLook) throws {
        let fixture = ScreenFixture(size: size, look: look)
        try fixture.recordThreeDays()
        fixture.type("hj")
        expectSnapshot(of: fixture.host.drawFrame(), named: name("history", size, look))
    }

    @Test("A replay half-way", arguments: cases)
    func replay(size: GridSize, look: SnapshotLook) throws {
        let fixture = ScreenFixture(size: size, look: look)
        try fixture.recordThreeDays()
        fixture.type("h")
        fixture.press(.enter)
        fixture.type("llll")
        expectSnapshot(of: fixture.host.drawFrame(), named: name("replay", size, look))
    }

    @Test("The victory sheet with confetti", arguments: cases)
    func victory(size: GridSize, look: SnapshotLook) async throws {
        let fixture = ScreenFixture(size: size, look: look)
        try fixture.recordThreeDays()
        await fixture.startGame(size: 4)
        fixture.doubles.advance(by: .seconds(9))
        try await fixture.place(["b4", "d3", "a2"])
        fixture.doubles.advance(by: .seconds(9))
        fixture.press(.down)
        fixture.type("ll ")
        _ = fixture.host.send(.tick(.milliseconds(100)))
        _ = fixture.host.send(.tick(.milliseconds(1_300)))
        expectSnapshot(of: fixture.host.drawFrame(), named: name("victory", size, look))
    }

    @Test("The keys of the Game screen", arguments: cases)
    func help(size: GridSize, look: SnapshotLook) async throws {
        let fixture = ScreenFixture(size: size, look: look)
        await fixture.startGame(size: 8)
        fixture.type("?")
        expectSnapshot(of: fixture.host.drawFrame(), named: name("help-game", size, look))
    }

    // MARK: Single states

    @Test func emptyHistory() {
        let fixture = ScreenFixture()
        fixture.type("h")
        expectSnapshot(of: fixture.host.drawFrame(), named: "history-empty-80x24-dark")
    }

    @Test func homeWithANoticeInASCII() {
        let fixture = ScreenFixture(
            look: .mono, unicode: false,
            storeNotice: "Your data file was damaged; it was moved aside to nqueens-damaged-20261129T120000Z.sqlite.")
        expectSnapshot(of: fixture.host.drawFrame(), named: "home-notice-80x24-ascii")
    }

    @Test func gameInASCII() async throws {
        let fixture = ScreenFixture(look: .mono, unicode: false)
        await fixture.startGame(size: 8)
        try await fixture.place(["a8", "c7", "d5", "f7"])
        expectSnapshot(of: fixture.host.drawFrame(), named: "game-conflict-80x24-ascii")
    }

    @Test func withoutUnicodeEveryScreenIsPlainASCII() async throws {
        let fixture = ScreenFixture(look: .dark, unicode: false)
        try fixture.recordThreeDays()
        var screens = [fixture.screenText()]
        fixture.type("h")
        screens.append(fixture.screenText())
        fixture.press(.enter)
        screens.append(fixture.screenText())
        fixture.press(.escape)
        fixture.press(.escape)
        await fixture.startGame(size: 4)
        try await fixture.place(["b4", "d3", "a2", "c1"])
        _ = fixture.host.send(.tick(.zero))
        _ = fixture.host.send(.tick(.seconds(1)))
        screens.append(fixture.screenText())
        fixture.type("?")
        screens.append(fixture.screenText())
        for screen in screens {
            let isASCII = screen.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(isASCII, Comment(rawValue: screen))
        }
    }

    @Test func largeBoardOnASmallTerminal() async throws {
        let fixture = ScreenFixture(size: GridSize(width: 60, height: 24))
        await fixture.startGame(size: 16)
        try await fixture.place(["a16", "c15"])
        expectSnapshot(of: fixture.host.drawFrame(), named: "game-16-60x24-dark")
    }

    @Test func tooSmall() async {
        let fixture = ScreenFixture(size: GridSize(width: 30, height: 10))
        await fixture.startGame(size: 8)
        expectSnapshot(of: fixture.host.drawFrame(), named: "too-small-30x10-dark")
    }
}
