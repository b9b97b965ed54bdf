import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTerminal
import NQueensTestSupport
import Testing

/// Every key of the Home and Game screens and everywhere, through the real application.
@MainActor
@Suite("Keys: Home, Game and everywhere")
struct GameInputTests {
    private func square(_ name: String, size: Int = 8) throws -> Square {
        try Square(parsing: name, boardSize: size)
    }

    // MARK: Home

    @Test func homeShortcutsOpenTheirScreens() throws {
        let fixture = ScreenFixture()
        fixture.type("s")
        guard case .boardSize = fixture.coordinator.sheet else {
            Issue.record("s did not open the board-size sheet")
            return
        }
        fixture.press(.escape)
        #expect(fixture.coordinator.sheet == nil)
        fixture.type("h")
        guard case .history = fixture.coordinator.screen else {
            Issue.record("h did not open the history")
            return
        }
        fixture.press(.escape)
        fixture.type("n")
        #expect(fixture.game != nil)
    }

    @Test func continueResumesTheGameInProgress() throws {
        let fixture = ScreenFixture()
        try fixture.saveGameInProgress()
        fixture.type("c")
        #expect(fixture.game?.gameID == SampleGames.id(9))
        #expect(fixture.game?.queensPlaced == 3)
    }

    @Test func continueIsFocusedFirstAndEnterOpensIt() throws {
        let fixture = ScreenFixture()
        try fixture.saveGameInProgress()
        fixture.press(.enter)
        #expect(fixture.game?.gameID == SampleGames.id(9))
    }

    @Test(
        "arrows, j/k and Tab move between Home's items",
        arguments: [
            ([KeyEvent(.up)], "album"), ([KeyEvent(.character("k"))], "album"),
            ([KeyEvent(.tab, modifiers: .shift)], "album"), ([KeyEvent(.down)], "game"),
            ([KeyEvent(.character("j"))], "game"), ([KeyEvent(.tab)], "game"),
            ([KeyEvent(.up), KeyEvent(.up)], "history"),
            ([KeyEvent(.up), KeyEvent(.up), KeyEvent(.up)], "statistics"),
            ([KeyEvent(.up), KeyEvent(.up), KeyEvent(.up), KeyEvent(.up)], "size"),
            ([KeyEvent(.down), KeyEvent(.down)], "game"),
            ([KeyEvent(.down), KeyEvent(.down), KeyEvent(.down)], "game"),
            ([KeyEvent(.down), KeyEvent(.down), KeyEvent(.down), KeyEvent(.down)], "game"),
            ([KeyEvent(.down), KeyEvent(.down), KeyEvent(.down), KeyEvent(.down), KeyEvent(.down)], "size"),
        ])
    func homeFocusMoves(keys: [KeyEvent], opens expected: String) {
        let fixture = ScreenFixture()
        for key in keys { _ = fixture.host.send(.input(.key(key))) }
        fixture.press(.character(" "))
        let opened: String
        switch (fixture.coordinator.screen, fixture.coordinator.sheet) {
        case (_, .boardSize?): opened = "size"
        case (.history, _): opened = "history"
        case (.statistics, _): opened = "statistics"
        case (.album, _): opened = "album"
        case (.game, _): opened = "game"
        default: opened = "home"
        }
        #expect(opened == expected)
    }

    @Test func homeQuitsWithQAndShiftQButNotEscape() {
        for key in [Key.character("q"), .character("Q")] {
            let fixture = ScreenFixture()
            #expect(fixture.press(key) == .quit)
        }
        let fixture = ScreenFixture()
        #expect(fixture.host.send(.input(.key(.control("c")))) == .quit)
        let escaping = ScreenFixture()
        #expect(escaping.press(.escape) == .continue)
        #expect(escaping.screenText().contains("Start Game"))
    }

    @Test func dismissingTheStoreNotice() {
        let fixture = ScreenFixture(storeNotice: "Your data was moved aside.")
        #expect(fixture.screenText().contains("Your data was moved aside."))
        fixture.type("d")
        #expect(fixture.coordinator.home.storeNotice == nil)
        #expect(!fixture.screenText().contains("moved aside"))
    }

    // MARK: Game

    @Test(
        "arrows and h/j/k/l move the cursor",
        arguments: [
            (Key.up, "a8"), (.character("k"), "a8"), (.down, "a6"), (.character("j"), "a6"), (.left, "a7"),
            (.character("h"), "a7"), (.right, "b7"), (.character("l"), "b7"),
        ])
    func cursorKeys(key: Key, expected: String) async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 8)
        fixture.press(.down)
        fixture.press(key)
        #expect(fixture.game?.cursor == (try square(expected)))
    }

    @Test(arguments: [Key.character(" "), .enter])
    func spaceAndEnterPlaceAndRemove(key: Key) async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 8)
        fixture.press(key)
        #expect(fixture.game?.board.queens == [try square("a8")])
        fixture.press(key)
        #expect(fixture.game?.board.queens == [])
    }

    @Test func undoAndRedo() async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 8)
        fixture.type(" ")
        fixture.type("u")
        #expect(fixture.game?.queensPlaced == 0)
        fixture.type("r")
        #expect(fixture.game?.queensPlaced == 1)
        fixture.type("u")
        _ = fixture.host.send(.input(.key(.control("r"))))
        #expect(fixture.game?.queensPlaced == 1)
    }

    @Test func hintRestartAndSettings() async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 8)
        fixture.type("i")
        #expect(fixture.game?.hintsUsed == 1)
        #expect(fixture.game?.hintText != nil)
        fixture.type("n")
        #expect(fixture.game?.hintsUsed == 0)
        fixture.type("a")
        #expect(fixture.coordinator.settings.current.showAttackedSquares)
        fixture.type("c")
        #expect(fixture.coordinator.settings.current.showSolutionsCounter)
        fixture.type("s")
        #expect(fixture.coordinator.settings.current.queenStyle == .outline)
        fixture.type("ss")
        #expect(fixture.coordinator.settings.current.queenStyle == .star)
    }

    @Test(arguments: [Key.escape, .character("q")])
    func backKeysLeaveTheGameAndKeepIt(key: Key) async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 8)
        fixture.type(" ")
        fixture.press(key)
        guard case .home(let home) = fixture.coordinator.screen else {
            Issue.record("not back Home")
            return
        }
        #expect(home.canResume)
    }

    @Test func aKeyThatDoesNothingWritesNothingAndFiresNoFeedback() async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 8)
        _ = fixture.host.renderFrame()
        for key in ["u", "r", "X", "k", "h", "Z", "e"] {
            fixture.type(key)
            #expect(fixture.host.renderFrame().isEmpty, "key \(key)")
        }
        #expect(fixture.doubles.feedback.events.isEmpty)
    }

    @Test func anUnchangedScreenWritesNothing() async throws {
        let fixture = ScreenFixture()
        try fixture.recordThreeDays()
        #expect(!fixture.host.renderFrame().isEmpty)
        #expect(fixture.host.renderFrame().isEmpty)
        await fixture.startGame(size: 8)
        #expect(!fixture.host.renderFrame().isEmpty)
        #expect(fixture.host.renderFrame().isEmpty)
    }

    // MARK: Everywhere

    @Test func helpListsTheKeysAndPausesTheGame() async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 8)
        fixture.type(" ")
        #expect(fixture.game?.isClockRunning == true)
        fixture.type("?")
        #expect(fixture.application.isShowingHelp)
        #expect(fixture.game?.isClockRunning == false)
        let text = fixture.screenText()
        for line in ["Move the cursor", "Undo the last move", "Show a hint", "Quit (your game is saved)"] {
            #expect(text.contains(line))
        }
        fixture.type(" ")
        #expect(!fixture.application.isShowingHelp)
        #expect(fixture.game?.queensPlaced == 1)
        #expect(fixture.game?.isClockRunning == true)
        fixture.press(.function(1))
        #expect(fixture.application.isShowingHelp)
        fixture.press(.escape)
        #expect(!fixture.application.isShowingHelp)
    }

    @Test func theHelpScrollsWhenItDoesNotFit() async throws {
        let fixture = ScreenFixture(size: GridSize(width: 40, height: 14))
        await fixture.startGame(size: 8)
        fixture.type("?")
        // The 22 keys take 36 rows in one narrow column: summaries too long for it wrap under themselves.
        #expect(fixture.screenText().contains("more (1-8 of 36)"))
        #expect(fixture.screenText().contains("Place or remove a"))
        #expect(!fixture.screenText().contains("Suspend"))
        for _ in 0..<40 { fixture.type("j") }
        #expect(fixture.screenText().contains("more (29-36 of 36)"))
        #expect(fixture.screenText().contains("Suspend (the game"))
        #expect(fixture.screenText().contains("clock stops)"))
        fixture.press(.pageUp)
        #expect(fixture.screenText().contains("more (21-28 of 36)"))
        _ = fixture.host.send(.input(.mouse(MouseEvent(.scrollUp, at: GridPoint(x: 5, y: 5)))))
        #expect(fixture.screenText().contains("more (20-27 of 36)"))
        fixture.type("?")
        #expect(!fixture.application.isShowingHelp)
    }

    @Test("The system theme shows as dark in a terminal, and t turns it light")
    func systemThemeIsDark() {
        let fixture = ScreenFixture()
        fixture.coordinator.settings.setTheme(.system)
        #expect(fixture.screenText().contains("Dark theme"))
        fixture.type("t")
        #expect(fixture.coordinator.settings.current.theme == .light)
    }

    @Test func themeMotionAndBellToggles() {
        let fixture = ScreenFixture()
        fixture.type("t")
        #expect(fixture.coordinator.settings.current.theme == .light)
        fixture.type("m")
        #expect(fixture.coordinator.settings.current.reduceMotion)
        fixture.type("b")
        #expect(fixture.coordinator.settings.current.soundEnabled)
        #expect(fixture.screenText().contains("Bell on"))
        fixture.type("tmb")
        #expect(fixture.coordinator.settings.current == Settings(theme: .dark))
    }

    @Test func quitSavesTheTimePlayed() async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 8)
        fixture.type(" ")
        fixture.doubles.advance(by: .seconds(30))
        #expect(fixture.press(.character("Q")) == .quit)
        let saved = try #require(fixture.doubles.savedGames.loadSavedGame())
        #expect(saved.elapsed == .seconds(30))
        #expect(fixture.game?.isClockRunning == false)
    }

    @Test func focusAndSuspensionPauseTheClock() async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 8)
        fixture.type(" ")
        _ = fixture.host.send(.input(.focusLost))
        #expect(fixture.game?.isClockRunning == false)
        _ = fixture.host.send(.input(.focusGained))
        #expect(fixture.game?.isClockRunning == true)
        _ = fixture.host.send(.suspending)
        #expect(fixture.game?.isClockRunning == false)
        _ = fixture.host.send(.resumed)
        #expect(fixture.game?.isClockRunning == true)
    }

    @Test func aTooSmallTerminalSaysHowLargeItMustBe() async {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 8)
        _ = fixture.host.send(.resize(GridSize(width: 30, height: 10)))
        let text = fixture.screenText()
        #expect(text.contains("Make the terminal larger"))
        #expect(text.contains("at least 40×14"))
        _ = fixture.host.send(.resize(GridSize(width: 80, height: 24)))
        #expect(fixture.screenText().contains("a   b   c   d   e   f   g   h"))
    }

    @Test func theBellRingsForConflictsAndWinsOnlyWithSoundOn() {
        var rings = 0
        let bell = TerminalBell { rings += 1 }
        let quiet = Settings()
        let loud = Settings(soundEnabled: true)
        for event in FeedbackEvent.allCases { bell.play(event, settings: quiet) }
        #expect(rings == 0)
        for event in FeedbackEvent.allCases { bell.play(event, settings: loud) }
        #expect(rings == 3)
    }
}

/// The bell as the game's feedback, through the real run loop.
@MainActor
@Suite("The bell in the run loop")
struct BellRunLoopTests {
    private func run(soundEnabled: Bool) async throws -> Int {
        let backend = ScriptedTerminalBackend(
            size: GridSize(width: 80, height: 24),
            script: ["n", " ", "l", " ", "u"].map { .input(.key(KeyEvent(.character(Character($0))))) })
        let loop = TerminalRunLoop(backend: backend, colorMode: .palette256)
        let bell = TerminalBell { loop.ringBell() }
        let dependencies = AppDependencies(
            history: InMemoryGameHistoryStore(), savedGames: InMemorySavedGameStore(),
            settingsStore: InMemorySettingsStore(settings: Settings(soundEnabled: soundEnabled)),
            clock: ManualGameClock(now: SampleGames.date(2026, 11, 29)), feedback: bell, ticks: ManualTickScheduler(),
            backgroundWork: InlineBackgroundWork())
        let application = GameApplication(
            coordinator: HomeCoordinator(dependencies: dependencies),
            capabilities: TerminalCapabilities(colorMode: .palette256, supportsUnicode: true))
        _ = try await loop.run(application)
        return backend.writes.reduce(0) { $0 + $1.filter { $0 == 0x07 }.count }
    }

    @Test func aConflictRingsTheBellWhenSoundIsOn() async throws {
        #expect(try await run(soundEnabled: true) == 1)
        #expect(try await run(soundEnabled: false) == 0)
    }
}
