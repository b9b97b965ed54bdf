import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("The daily on Home, in the flow, on Victory and in History")
struct DailyFlowTests {
    /// The test clock's today: Sunday 29 Nov 2026, whose daily is 12×12 medium.
    private let today = CalendarDay("2026-11-29")!

    private func makeCoordinator(_ doubles: TestDependencies = TestDependencies()) -> (
        HomeCoordinator, TestDependencies
    ) {
        (HomeCoordinator(dependencies: doubles.dependencies), doubles)
    }

    // MARK: Home

    @Test("Home shows today's daily: date, size, difficulty, not played yet")
    func dailyCard() {
        let (coordinator, _) = makeCoordinator()
        let card = coordinator.home.daily
        #expect(card.date == today && card.title == "Today's daily")
        #expect(card.dateText == "Sunday 29 November 2026" && card.shortDateText == "Sun 29 Nov")
        #expect(card.summaryText == "12×12 · Medium" && card.difficulty == .medium)
        #expect(card.statusText == "Not played yet" && card.actionTitle == "Play")
        #expect(!card.isSolved && card.bestTime == nil)
        #expect(card.accessibilityLabel == "Today's daily, Sunday 29 November 2026, 12 by 12, medium, not played yet")
        #expect(coordinator.home.dailyStreakText == "No daily streak yet")
    }

    @Test("The card names today's puzzle by its ID, and the next day's once the day changes")
    func dailyCardID() {
        let (coordinator, doubles) = makeCoordinator()
        let home = coordinator.home
        #expect(home.daily.idText == Puzzle.daily(for: today).puzzle.id.description)
        #expect(home.daily.idText.hasPrefix("12-"))
        #expect((try? Puzzle(parsingID: home.daily.idText)) == Puzzle.daily(for: today).puzzle)
        home.refresh()
        #expect(home.daily.idText == Puzzle.daily(for: today).puzzle.id.description)
        doubles.advance(by: .seconds(86_400))
        home.refresh()
        let monday = CalendarDay("2026-11-30")!
        #expect(home.daily.date == monday)
        #expect(home.daily.idText == Puzzle.daily(for: monday).puzzle.id.description)
        #expect(home.daily.idText.hasPrefix("8-"))
    }

    @Test("Home lists the last 30 days' dailies with their solved marks, today last")
    func recentDailies() throws {
        let doubles = TestDependencies()
        try doubles.history.record(
            contentsOf: ["2026-11-27", "2026-11-28", "2026-11-01"].map {
                SampleGames.solvedDaily($0, finishedAt: SampleGames.date(2026, 11, 28), activeSeconds: 65)
            })
        let (coordinator, _) = makeCoordinator(doubles)
        let days = coordinator.home.recentDailies
        #expect(days.count == 30)
        #expect(days.first?.date == CalendarDay("2026-10-31") && days.last?.date == today)
        #expect(days.last?.isToday == true && days.dropLast().allSatisfy { !$0.isToday })
        #expect(days.filter(\.isSolved).map(\.date.description) == ["2026-11-01", "2026-11-27", "2026-11-28"])
        let friday = try #require(days.first { $0.date == CalendarDay("2026-11-27") })
        #expect(friday.weekdayText == "Fri" && friday.dayText == "27" && friday.sizeText == "9×9")
        #expect(friday.difficulty == .hard && friday.bestTime == .seconds(65))
        #expect(friday.accessibilityLabel == "Friday 27 November 2026, 9 by 9 hard daily, solved in 1 minute 5 seconds")
        #expect(coordinator.home.dailyStreak == 2)
        #expect(coordinator.home.dailyStreakText == "Daily streak 2")
    }

    @Test("A daily solved today shows its time on the card")
    func solvedCard() throws {
        let doubles = TestDependencies()
        try doubles.history.record(
            SampleGames.solvedDaily("2026-11-29", finishedAt: SampleGames.date(2026, 11, 29, 9), activeSeconds: 151))
        let (coordinator, _) = makeCoordinator(doubles)
        #expect(coordinator.home.daily.statusText == "Solved ✓ 2:31")
        #expect(coordinator.home.daily.actionTitle == "Play again")
        #expect(coordinator.home.daily.accessibilityLabel.hasSuffix("solved in 2 minutes 31 seconds"))
    }

    // MARK: The flow

    @Test("Playing the daily shows it as the game; leaving and playing again continues it")
    func playDaily() throws {
        let (coordinator, doubles) = makeCoordinator()
        coordinator.home.playDaily()
        #expect(coordinator.flow.path == [.game(.daily)])
        let game = try #require(coordinator.screen.game)
        #expect(game.dailyDate == today && game.puzzle == Puzzle.daily(for: today).puzzle)
        doubles.advance(by: .seconds(2))
        game.toggleQueen(at: try #require(game.puzzle?.solution.squares.first { !game.isGiven($0) }))
        game.leave()
        #expect(coordinator.home.daily.isInProgress && coordinator.home.daily.actionTitle == "Continue")
        #expect(coordinator.home.recentDailies.last?.isInProgress == true)
        coordinator.home.playDaily()
        #expect(coordinator.screen.game?.gameID == game.gameID)
    }

    @Test("A past daily from the list opens; a date not listed, or in the future, opens nothing")
    func pastDailies() throws {
        let (coordinator, _) = makeCoordinator()
        let past = try #require(coordinator.home.recentDailies.first)
        coordinator.home.playDaily(on: past.date)
        #expect(coordinator.screen.game?.dailyDate == past.date)
        #expect(coordinator.screen.game?.boardSize == DailyPuzzle.plan(for: past.date.weekday).size)
        coordinator.handle(.back)
        coordinator.home.playDaily(on: today.adding(days: -40))
        #expect(coordinator.screen.isHome)
        coordinator.handle(.playDaily(today.adding(days: 1)))
        #expect(coordinator.screen.isHome)
    }

    @Test("Opening the daily keeps a free game in progress until the daily's first move")
    func dailyKeepsTheGameInProgress() throws {
        let doubles = TestDependencies(settingsStore: InMemorySettingsStore(settings: Settings(boardSize: 4)))
        let (coordinator, _) = makeCoordinator(doubles)
        coordinator.home.start()
        coordinator.screen.game?.toggleQueen(at: square("b1", size: 4))
        coordinator.handle(.back)
        coordinator.home.playDaily()
        coordinator.handle(.back)
        #expect(coordinator.home.canResume && doubles.savedGames.loadSavedGame()?.mode == .freePlay)
        coordinator.home.playDaily()
        let daily = try #require(coordinator.screen.game)
        daily.toggleQueen(at: try #require(daily.puzzle?.solution.squares.first { !daily.isGiven($0) }))
        #expect(doubles.savedGames.loadSavedGame()?.mode == .daily)
    }

    @Test("A puzzle by ID opens; the launch opens a daily or a puzzle at once")
    func puzzleByID() throws {
        let (coordinator, _) = makeCoordinator()
        let puzzle = try Puzzle.generate(size: 8, difficulty: .medium, seed: 7)
        coordinator.handle(.playPuzzle(puzzle.id))
        #expect(coordinator.flow.path == [.game(.puzzle)])
        #expect(coordinator.screen.game?.puzzle == puzzle)
        let (launched, _) = makeCoordinator()
        #expect(launched.launch(boardSize: nil, queenStyle: nil, puzzle: .daily(today.adding(days: -3))))
        #expect(launched.screen.game?.dailyDate == today.adding(days: -3))
        let (byID, _) = makeCoordinator()
        #expect(byID.launch(boardSize: 6, queenStyle: nil, puzzle: .id(puzzle.id)))
        #expect(byID.screen.game?.puzzle == puzzle)
    }

    // MARK: Victory

    @Test("Victory shares a spoiler-free line with the date, size, difficulty, time, hints and daily streak")
    func shareText() throws {
        let doubles = TestDependencies()
        try doubles.history.record(
            SampleGames.solvedDaily("2026-11-28", finishedAt: SampleGames.date(2026, 11, 28)))
        let (coordinator, _) = makeCoordinator(doubles)
        coordinator.home.playDaily()
        let game = try #require(coordinator.screen.game)
        doubles.advance(by: .seconds(151))
        game.solveByHints()
        let victory = try #require(coordinator.sheet?.victory)
        let hints = game.hintsUsed == 1 ? "1 hint" : "\(game.hintsUsed) hints"
        let time = DisplayText.time(game.elapsed)
        #expect(victory.shareText == "NQueens Daily · 29 Nov 2026 · 12×12 medium ✔ \(time) · \(hints) · 🔥 2")
        // Spoiler-free: no square of the board is named.
        let words = Set(victory.shareText.split(separator: " ").map(String.init))
        #expect(game.board.squares.allSatisfy { !words.contains($0.description) })
        #expect(victory.message == "You solved the daily of 29 Nov 2026.")
        #expect(victory.stats.last == GameStat(label: "Daily streak", value: "🔥 2"))
        #expect(victory.personalBestText == "New best time on 12×12 dailies!")
        #expect(coordinator.home.daily.isSolved)
    }

    @Test("The share text of a daily without hints, and of a puzzle by ID")
    func shareTextForms() throws {
        let doubles = TestDependencies()
        let record = SampleGames.solvedDaily(
            "2026-12-01", finishedAt: SampleGames.date(2026, 12, 1), activeSeconds: 151)
        try doubles.history.record(record)
        doubles.clock.now = SampleGames.date(2026, 12, 1, 18)
        let victory = VictoryViewModel(record: record, dependencies: doubles.dependencies)
        #expect(victory.shareText == "NQueens Daily · 1 Dec 2026 · 9×9 easy ✔ 2:31 · no hints · 🔥 1")
        #expect(victory.offersAlbum)
        let puzzle = try Puzzle.generate(size: 8, difficulty: .hard, seed: 2)
        let solved = SampleGames.solved(
            puzzle, finishedAt: SampleGames.date(2026, 12, 1), activeSeconds: 65, hintsUsed: 1)
        let puzzleVictory = VictoryViewModel(record: solved, dependencies: doubles.dependencies)
        #expect(puzzleVictory.shareText == "NQueens Puzzle \(puzzle.id) · 8×8 hard ✔ 1:05 · 1 hint")
        let delegate = RecordingFlowDelegate()
        puzzleVictory.delegate = delegate
        puzzleVictory.playAgain()
        #expect(delegate.actions == [.playPuzzleAgain(solved)])
    }

    @Test("Play again on a daily starts the same daily from its givens")
    func playDailyAgain() throws {
        let (coordinator, _) = makeCoordinator()
        coordinator.home.playDaily()
        let game = try #require(coordinator.screen.game)
        game.solveByHints()
        try #require(coordinator.sheet?.victory).playAgain()
        let again = try #require(coordinator.screen.game)
        #expect(again.gameID != game.gameID && again.dailyDate == today && !again.isSolved)
        #expect(again.board.queens == again.puzzle?.givens)
    }

    // MARK: History

    @Test("History filters dailies and puzzles and names what each game was")
    func historyFilters() throws {
        let doubles = TestDependencies()
        let puzzle = try Puzzle.generate(size: 8, difficulty: .hard, seed: 2)
        try doubles.history.record(contentsOf: [
            SampleGames.solvedDaily("2026-11-28", id: SampleGames.id(1), finishedAt: SampleGames.date(2026, 11, 28)),
            SampleGames.solved(puzzle, id: SampleGames.id(2), finishedAt: SampleGames.date(2026, 11, 28, 13)),
            SampleGames.solved(id: SampleGames.id(3), size: 8, finishedAt: SampleGames.date(2026, 11, 28, 14)),
        ])
        let history = HistoryViewModel(dependencies: doubles.dependencies)
        #expect(history.modeFilters.map(\.title) == ["All", "Daily", "Puzzles", "Free play", "Regions"])
        #expect(
            history.modeFilters.map(\.accessibilityLabel) == ["All kinds", "Daily", "Puzzles", "Free play", "Regions"])
        #expect(history.filters.map(\.accessibilityLabel) == ["All sizes", "8 by 8", "10 by 10"])
        #expect(history.rows.count == 3)
        history.select(ModeFilter.daily)
        #expect(history.rows.map(\.id) == [SampleGames.id(1)])
        #expect(history.rows.first?.kindText == "Daily 28 Nov 2026 · Hard")
        #expect(history.countText == "1 game")
        #expect(
            history.rows.first?.accessibilityLabel.hasPrefix("10×10, Daily 28 Nov 2026 · Hard, Nov 28, 2026") == true)
        history.select(.size(8))
        #expect(history.rows.isEmpty && history.noMatchText == "No daily games on 8×8 yet.")
        history.select(SizeFilter.all)
        history.cycleModeFilter()
        #expect(history.modeFilter == .puzzles && history.rows.first?.kindText == "Puzzle \(puzzle.id)")
        history.cycleModeFilter()
        #expect(history.rows.map(\.id) == [SampleGames.id(3)] && history.rows.first?.kindText == nil)
    }

    @Test("A daily's replay starts from its givens and plays it again from them")
    func replay() throws {
        let record = SampleGames.solvedDaily("2026-11-28", finishedAt: SampleGames.date(2026, 11, 28))
        let doubles = TestDependencies()
        let replay = ReplayViewModel(record: record, dependencies: doubles.dependencies)
        #expect(replay.title == "Daily 28 Nov 2026 replay")
        #expect(replay.board.queens == record.givens && replay.moveText == "The given queens")
        #expect(replay.grid.cells.filter(\.isGiven).map(\.square).sorted() == record.givens.sorted())
        replay.last()
        #expect(Set(replay.board.queens) == Set(record.finalQueens))
        let delegate = RecordingFlowDelegate()
        replay.delegate = delegate
        replay.playAgain()
        #expect(delegate.actions == [.playPuzzleAgain(record)])
    }
}
