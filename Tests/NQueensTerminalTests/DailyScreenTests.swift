import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTerminal
import NQueensTestSupport
import Testing

/// The daily in the terminal: on Home, played with hints, its givens, the result copied from Victory, History's
/// kinds; snapshots of each (record them again with `NQUEENS_RECORD_SNAPSHOTS=1`).
@MainActor
@Suite("The daily in the terminal")
struct DailyScreenTests {
    private func name(_ screen: String, _ size: GridSize, _ look: SnapshotLook) -> String {
        "\(screen)-\(size.width)x\(size.height)-\(look.rawValue)"
    }

    /// Wednesday 25 Nov's daily (8×8 medium), opened from Home's strip (four days before the test's today).
    private func openWednesday(_ fixture: ScreenFixture) {
        fixture.type("jj")
        for _ in 0..<4 { fixture.press(.left) }
        fixture.press(.enter)
    }

    // MARK: Snapshots

    @Test("Home with dailies solved and a past day selected", arguments: ScreenSnapshotTests.cases)
    func homeSnapshot(size: GridSize, look: SnapshotLook) throws {
        let fixture = ScreenFixture(size: size, look: look)
        try fixture.recordTwoDailies()
        fixture.press(.left)
        expectSnapshot(of: fixture.host.drawFrame(), named: name("home-daily", size, look))
    }

    @Test(
        "A daily: its givens, a square ruled out, the line the hint reasons about", arguments: ScreenSnapshotTests.cases
    )
    func gameSnapshot(size: GridSize, look: SnapshotLook) throws {
        let fixture = ScreenFixture(size: size, look: look)
        openWednesday(fixture)
        fixture.followHints { hint in
            if case .deduce(let deduction) = hint { return !deduction.placesQueen }
            return false
        }
        let game = try #require(fixture.game)
        #expect(game.dailyDate == CalendarDay("2026-11-25") && !game.ruledOut.isEmpty)
        expectSnapshot(of: fixture.host.drawFrame(), named: name("game-daily", size, look))
    }

    @Test("Victory over a daily, its result copied", arguments: [SnapshotLook.dark, .mono])
    func victorySnapshot(look: SnapshotLook) throws {
        let fixture = ScreenFixture(look: look)
        try fixture.recordTwoDailies()
        fixture.type("p")
        fixture.doubles.advance(by: .seconds(200))
        fixture.followHints()
        fixture.type("y")
        _ = fixture.host.send(.tick(.milliseconds(100)))
        expectSnapshot(of: fixture.host.drawFrame(), named: "victory-daily-80x24-\(look.rawValue)")
    }

    @Test func historyOfDailies() throws {
        let fixture = ScreenFixture()
        try fixture.recordThreeDays()
        try fixture.recordTwoDailies()
        fixture.type("hf")
        expectSnapshot(of: fixture.host.drawFrame(), named: "history-daily-80x24-dark")
    }

    // MARK: Playing

    @Test func pPlaysTodaysDailyAndItEndsOnVictory() throws {
        let fixture = ScreenFixture(size: GridSize(width: 100, height: 30))
        fixture.type("p")
        let game = try #require(fixture.game)
        #expect(game.mode == .daily && game.dailyDate == fixture.doubles.clock.today && game.boardSize == 12)
        #expect(fixture.screenText().contains("Daily · 29 Nov 2026"))
        fixture.followHints()
        #expect(game.isSolved)
        let victory = try #require(fixture.coordinator.sheet?.victory)
        #expect(fixture.screenText().contains(victory.shareText))
        fixture.type("y")
        #expect(fixture.copiedTexts == [victory.shareText])
        #expect(fixture.screenText().contains("Copied: paste it to share"))
        fixture.press(.enter)
        #expect(fixture.coordinator.home.daily.isSolved)
        #expect(fixture.screenText().contains("Solved ✓"))
    }

    @Test func theStripChoosesAPastDailyByKeyAndByClick() throws {
        let fixture = ScreenFixture()
        try fixture.recordTwoDailies()
        fixture.press(.left)
        #expect(fixture.screenText().contains("Sat 28 Nov ✓ 2:31"))
        fixture.press(.left)
        #expect(fixture.screenText().contains("Fri 27 Nov ✓ 1:05"))
        fixture.press(.enter)
        #expect(fixture.game?.dailyDate == CalendarDay("2026-11-27"))
        fixture.press(.escape)
        // The strip's first mark is 31 Oct's daily.
        let strip = try #require(fixture.position(of: "○○○"))
        fixture.click(at: strip)
        #expect(fixture.game?.dailyDate == CalendarDay("2026-10-31"))
    }

    @Test func theRegionsStripChoosesAPastRegionsDailyByKeyAndByClick() throws {
        let fixture = ScreenFixture()
        // Start → the daily → its strip → the regions daily → the regions strip.
        fixture.type("jjjj")
        fixture.press(.left)
        // Saturday's regions daily is 10×10 Hard; the classic strip keeps its streak, not a selected day.
        #expect(fixture.screenText().contains("Sat 28 Nov · 10×10 Hard"))
        #expect(fixture.screenText().contains("No daily streak yet"))
        fixture.press(.enter)
        #expect(fixture.game?.regionsPuzzle != nil && fixture.game?.dailyDate == CalendarDay("2026-11-28"))
        fixture.press(.escape)
        // The regions strip's first mark (the row under the regions card) is 31 Oct's regions daily.
        let rows = fixture.text()
        let y = try #require(rows.firstIndex { $0.contains("No regions streak yet") || $0.contains("Sat 28 Nov") })
        let x = try #require(rows[y].range(of: "○").map { String(rows[y][..<$0.lowerBound]).displayWidth })
        fixture.click(at: GridPoint(x: x, y: y))
        #expect(fixture.game?.regionsPuzzle != nil && fixture.game?.dailyDate == CalendarDay("2026-10-31"))
    }

    @Test func aGivenQueenStaysWhateverThePlayerDoes() throws {
        let fixture = ScreenFixture()
        openWednesday(fixture)
        let game = try #require(fixture.game)
        let given = try #require(game.puzzle?.givens.first)
        game.moveCursor(to: given)
        fixture.press(.character(" "))
        #expect(game.board.queens.contains(given))
        #expect(fixture.screenText().contains("The queen on \(given) is given: it stays."))
        fixture.type("unu")
        #expect(game.board.queens == game.puzzle?.givens)
    }

    @Test func historyCyclesThroughTheKinds() throws {
        let fixture = ScreenFixture()
        try fixture.recordThreeDays()
        try fixture.recordTwoDailies()
        fixture.type("h")
        let history = try #require(fixture.coordinator.screen.history)
        #expect(history.rows.count == 5)
        fixture.type("f")
        #expect(history.modeFilter == .daily && history.rows.count == 2)
        #expect(fixture.screenText().contains("Daily 28 Nov 2026 · Hard"))
        fixture.type("ff")
        #expect(history.modeFilter == .freePlay && history.rows.count == 3)
        fixture.type("f")
        #expect(history.modeFilter == .regions && history.rows.isEmpty)
        fixture.type("f")
        #expect(history.modeFilter == .all)
    }

    @Test func theDailyInASCIIIsPlainASCII() throws {
        let fixture = ScreenFixture(look: .mono, unicode: false)
        try fixture.recordTwoDailies()
        var screens = [fixture.screenText()]
        openWednesday(fixture)
        fixture.type("i")
        screens.append(fixture.screenText())
        for screen in screens {
            #expect(screen.unicodeScalars.allSatisfy { $0.isASCII }, Comment(rawValue: screen))
        }
    }
}
