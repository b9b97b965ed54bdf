import NQueensEngine
import NQueensLocalization
import NQueensServices
import Observation

/// The Home screen: the streaks, today's daily puzzle and the last 30, the chosen board size, the number of games,
/// the album's progress at that size, and the ways into the app.
@MainActor
@Observable
public final class HomeViewModel {
    /// The app's name, as the screen's title.
    public var title: String {
        // TRANSLATORS: the game's name, as Home's title shows it.
        tr("N-Queens")
    }

    /// The rule of the game in one line (the seed's tip).
    public var tip: String {
        tr("Place N queens so that no two attack each other — no shared row, column or diagonal.")
    }

    /// The current daily streak: consecutive days with a solved game, ending today or yesterday.
    public private(set) var currentStreak = 0

    /// The longest daily streak ever.
    public private(set) var bestStreak = 0

    /// Whether a game was solved today (when not, a running streak ends tonight).
    public private(set) var isTodaySolved = false

    /// The number of finished games.
    public private(set) var gameCount = 0

    /// The current daily-puzzle streak: consecutive dates whose daily was solved, ending today or yesterday.
    public private(set) var dailyStreak = 0

    /// The longest daily-puzzle streak ever.
    public private(set) var bestDailyStreak = 0

    /// Today's daily puzzle.
    public private(set) var daily: DailyCard

    /// The dailies of the last `recentDailyCount` days, the oldest first and today's last, with their solved marks.
    public private(set) var recentDailies: [DailyDay] = []

    /// Today's regions daily, beside the classic one.
    public private(set) var regionsDaily: DailyCard

    /// The regions dailies of the last `recentDailyCount` days, the oldest first and today's last.
    public private(set) var recentRegionsDailies: [DailyDay] = []

    /// The current regions-daily streak, kept apart from the classic daily's.
    public private(set) var regionsDailyStreak = 0

    /// The longest regions-daily streak ever.
    public private(set) var bestRegionsDailyStreak = 0

    /// How many days of dailies Home lists.
    public nonisolated static let recentDailyCount = 30

    /// The album's figures at the chosen board size.
    public private(set) var album: AlbumSizeProgress

    /// The game in progress that Resume continues, if any.
    private(set) var savedGame: SavedGame?

    /// Why the figures could not be read, for display; `nil` when all is well.
    public private(set) var problem: String?

    /// A notice about the player's data (a damaged store moved aside, no store at all), until dismissed.
    public private(set) var storeNotice: String?

    /// Receives the screen's actions (the coordinator); held weakly.
    @ObservationIgnored public weak var delegate: (any HomeFlowDelegate)?

    @ObservationIgnored private let dependencies: AppDependencies

    /// The ID of the latest day's daily, kept so that Home makes each day's puzzle once, not at every refresh.
    @ObservationIgnored private var dailyIDs: [DailyKind: (date: CalendarDay, text: String)] = [:]

    /// Reads the figures from the services.
    public init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        self.storeNotice = dependencies.storeNotice
        let today = dependencies.clock.today
        let idText = DailyKind.classic.idText(for: today)
        self.daily = DailyCard(date: today, idText: idText, result: nil, inProgress: nil)
        let regionsIDText = DailyKind.regions.idText(for: today)
        self.regionsDaily = DailyCard(
            date: today, idText: regionsIDText, result: nil, inProgress: nil, kind: .regions)
        self.dailyIDs = [.classic: (today, idText), .regions: (today, regionsIDText)]
        let size = dependencies.settings.current.boardSize
        self.album = AlbumSizeProgress(AlbumSummary(boardSize: size, solutionsFound: 0, classesFound: 0))
        refresh()
    }

    // MARK: Figures

    /// The board size of the next game.
    public var boardSize: Int {
        dependencies.settings.current.boardSize
    }

    /// The board size as `8×8`.
    public var boardSizeText: String {
        DisplayText.boardSize(boardSize)
    }

    /// The streak badge, such as `🔥 3`.
    public var streakText: String {
        DisplayText.streak(currentStreak)
    }

    /// The streaks in words, such as "3-day streak · best 5".
    public var streakDetailText: String {
        switch (currentStreak, bestStreak > currentStreak) {
        case (0, false): return tr("No streak yet")
        case (0, true): return tr("No streak yet · best %d", bestStreak)
        // TRANSLATORS: a streak of days with a game solved: 3-day streak.
        case (let current, false): return trn("%d-day streak", "%d-day streak", count: current)
        case (let current, true):
            return trn(
                "%1$d-day streak · best %2$d", "%1$d-day streak · best %2$d", count: current, current, bestStreak)
        }
    }

    /// The number of games in words: "No games yet", "1 game", "14 games".
    public var gameCountText: String {
        gameCount == 0
            ? tr("No games yet") : trn("%s game", "%s games", count: gameCount, DisplayText.number(gameCount))
    }

    /// What the Statistics entry offers: "Times, trends and calendar", or "No games yet".
    public var statisticsText: String {
        gameCount == 0 ? tr("No games yet") : tr("Times, trends and calendar")
    }

    /// Whether there is a game in progress to resume.
    public var canResume: Bool {
        savedGame != nil
    }

    /// The game in progress in words, such as "8×8 · 3/8 queens · 0:41" ("Daily 1 Dec 2026 · 3/9 queens · 0:41"
    /// for a daily); `nil` when there is none.
    public var resumeText: String? {
        guard let savedGame else { return nil }
        let size = savedGame.boardSize
        let name =
            switch savedGame.mode {
            case .freePlay: DisplayText.boardSize(size)
            // TRANSLATORS: a daily to resume; %s is its date: Daily 1 Dec 2026.
            case .daily: tr("Daily %s", savedGame.dailyDate.map(DisplayText.shortDate) ?? "")
            // TRANSLATORS: a shared puzzle to resume; %s is its board size: Puzzle 8×8.
            case .puzzle: tr(context: "puzzle and its size", "Puzzle %s", DisplayText.boardSize(size))
            case .regions: DisplayText.regionsGame(dailyDate: savedGame.dailyDate, puzzleID: savedGame.puzzleID)
            }
        // TRANSLATORS: the game to resume: its name, queens placed of the board size, and time: 8×8 · 3/8 queens · 0:41.
        return trn(
            "%1$s · %2$d/%3$d queen · %4$s", "%1$s · %2$d/%3$d queens · %4$s", count: size, name,
            savedGame.queens.count, size, DisplayText.time(savedGame.elapsed))
    }

    /// The album at the chosen size in words: "8×8: 13 of 92 solutions · 5 of 12 classes".
    public var albumText: String {
        "\(album.sizeText): \(album.summaryText)"
    }

    /// The daily streaks in words, such as "Daily streak 4 · best 9", or "No daily streak yet".
    public var dailyStreakText: String {
        switch (dailyStreak, bestDailyStreak > dailyStreak) {
        case (0, false): return tr("No daily streak yet")
        case (0, true): return tr("No daily streak yet · best %d", bestDailyStreak)
        case (let current, false): return tr("Daily streak %d", current)
        case (let current, true): return tr("Daily streak %1$d · best %2$d", current, bestDailyStreak)
        }
    }

    /// The regions-daily streaks in words, such as "Regions streak 2 · best 5", or "No regions streak yet".
    public var regionsDailyStreakText: String {
        switch (regionsDailyStreak, bestRegionsDailyStreak > regionsDailyStreak) {
        case (0, false): return tr("No regions streak yet")
        case (0, true): return tr("No regions streak yet · best %d", bestRegionsDailyStreak)
        case (let current, false): return tr("Regions streak %d", current)
        case (let current, true): return tr("Regions streak %1$d · best %2$d", current, bestRegionsDailyStreak)
        }
    }

    // MARK: Actions

    /// Reads the figures again (after a game, after the history was cleared, when the day changes).
    public func refresh() {
        let history = dependencies.history
        let today = dependencies.clock.today
        savedGame = dependencies.savedGames.loadSavedGame().flatMap { $0.isResumable ? $0 : nil }
        var results: [DailyResult] = []
        var regionsResults: [DailyResult] = []
        do {
            let streaks = try history.streaks(today: today)
            currentStreak = streaks.current
            bestStreak = streaks.best
            isTodaySolved = streaks.isTodaySolved
            gameCount = try history.gameCount()
            results = try history.dailyResults()
            let dailyStreaks = StreakSummary(solvedDays: results.map(\.date), today: today)
            dailyStreak = dailyStreaks.current
            bestDailyStreak = dailyStreaks.best
            regionsResults = try history.regionsDailyResults()
            let regionsStreaks = StreakSummary(solvedDays: regionsResults.map(\.date), today: today)
            regionsDailyStreak = regionsStreaks.current
            bestRegionsDailyStreak = regionsStreaks.best
            album = AlbumSizeProgress(try dependencies.album.albumSummary(boardSize: boardSize))
            problem = nil
        } catch {
            problem = HistoryViewModel.unreadable(error)
        }
        (daily, recentDailies) = dailies(.classic, results: results, today: today)
        (regionsDaily, recentRegionsDailies) = dailies(.regions, results: regionsResults, today: today)
    }

    /// Today's card and the last `recentDailyCount` days of the dailies of `kind`, solved with `results`.
    private func dailies(_ kind: DailyKind, results: [DailyResult], today: CalendarDay) -> (DailyCard, [DailyDay]) {
        let resultsByDate = Dictionary(results.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
        let mode: GameMode = kind == .classic ? .daily : .regions
        let inProgress = savedGame.flatMap { $0.mode == mode ? $0.dailyDate : nil }
        let card = DailyCard(
            date: today, idText: dailyIDText(kind, for: today), result: resultsByDate[today],
            inProgress: inProgress == today ? savedGame?.elapsed : nil, kind: kind)
        let days = (0..<Self.recentDailyCount).reversed().map { offset in
            let date = today.adding(days: -offset)
            return DailyDay(
                date: date, result: resultsByDate[date], isToday: offset == 0, isInProgress: inProgress == date,
                kind: kind)
        }
        return (card, days)
    }

    /// The ID of `date`'s daily of `kind`, made once per day.
    private func dailyIDText(_ kind: DailyKind, for date: CalendarDay) -> String {
        if let known = dailyIDs[kind], known.date == date { return known.text }
        let text = kind.idText(for: date)
        dailyIDs[kind] = (date, text)
        return text
    }

    /// Plays today's daily puzzle (or continues it).
    public func playDaily() {
        delegate?.handle(.playDaily(daily.date))
    }

    /// Plays the daily of `date`, one of `recentDailies` (or continues it); does nothing for another date.
    public func playDaily(on date: CalendarDay) {
        guard recentDailies.contains(where: { $0.date == date }) else { return }
        delegate?.handle(.playDaily(date))
    }

    /// Plays today's regions daily (or continues it).
    public func playRegionsDaily() {
        delegate?.handle(.playRegionsDaily(regionsDaily.date))
    }

    /// Plays the regions daily of `date`, one of `recentRegionsDailies` (or continues it); nothing for another date.
    public func playRegionsDaily(on date: CalendarDay) {
        guard recentRegionsDailies.contains(where: { $0.date == date }) else { return }
        delegate?.handle(.playRegionsDaily(date))
    }

    /// Starts a new game on the chosen board size.
    public func start() {
        delegate?.handle(.startGame)
    }

    /// Goes back to the game in progress; does nothing when there is none.
    public func resume() {
        guard canResume else { return }
        delegate?.handle(.resumeGame)
    }

    /// Shows the statistics.
    public func showStatistics() {
        delegate?.handle(.showStatistics)
    }

    /// Shows the finished games.
    public func showHistory() {
        delegate?.handle(.showHistory)
    }

    /// Shows the solution album at the chosen board size.
    public func showAlbum() {
        delegate?.handle(.showAlbum(boardSize: boardSize, highlighting: nil))
    }

    /// Shows the board-size sheet.
    public func chooseBoardSize() {
        delegate?.handle(.chooseBoardSize)
    }

    /// Hides the store notice.
    public func dismissStoreNotice() {
        storeNotice = nil
    }
}

extension SavedGame {
    /// Whether the game can be resumed: its board size is one the app offers (a store may hold any size), and a
    /// daily's or puzzle's ID still names a puzzle of that size whose givens are on the board.
    var isResumable: Bool {
        guard Settings.boardSizeRange.contains(boardSize) else { return false }
        if mode == .regions { return puzzleID.flatMap { try? RegionsPuzzleID(parsing: $0) }?.size == boardSize }
        guard mode.hasGivens else { return true }
        guard let puzzle else { return false }
        return Set(puzzle.givens).isSubset(of: queens)
    }

    /// The puzzle of a saved daily or puzzle by ID, read from its ID; `nil` in free play, or when the ID is not a
    /// puzzle of the saved size.
    var puzzle: Puzzle? {
        guard mode.hasGivens, let text = puzzleID, let puzzle = try? Puzzle(parsingID: text), puzzle.size == boardSize
        else { return nil }
        return puzzle
    }
}
