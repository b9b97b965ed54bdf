import Foundation
import NQueensLocalization
import NQueensServices
import Observation

/// The Game History screen: finished games filtered by kind (dailies, puzzles, free play) and size and sorted,
/// clear all behind a confirmation, and each game's replay.
///
/// Games are read a page at a time (`pageSize`), so a long history opens at once.
@MainActor
@Observable
public final class HistoryViewModel {
    /// The number of games read at a time.
    public static let pageSize = 100

    /// The screen's title.
    public var title: String { tr("Game History") }

    /// The games shown, in the chosen order.
    public private(set) var rows: [HistoryRow] = []

    /// The sizes filter chosen.
    public private(set) var filter: SizeFilter = .all

    /// The kinds filter chosen.
    public private(set) var modeFilter: ModeFilter = .all

    /// The order chosen.
    public private(set) var sort: HistorySort = .date

    /// The board sizes with at least one game, smallest first.
    public private(set) var sizesPlayed: [Int] = []

    /// The number of games matching the filter.
    public private(set) var matchingCount = 0

    /// The number of games of every size.
    public private(set) var totalCount = 0

    /// Whether the player asked to clear the history and must confirm or cancel.
    public private(set) var isConfirmingClear = false

    /// Why the history could not be read or cleared, for display; `nil` when all is well.
    public private(set) var problem: String?

    /// Receives the screen's actions (the coordinator); held weakly.
    @ObservationIgnored public weak var delegate: (any HomeFlowDelegate)?

    @ObservationIgnored private let dependencies: AppDependencies

    /// The records behind `rows`, by id (for opening a replay).
    @ObservationIgnored private var records: [UUID: GameRecord] = [:]

    /// Reads the first page of the history, newest first.
    public init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        refresh()
    }

    // MARK: Figures

    /// The size filters: All, then each size played.
    public var filters: [Choice<SizeFilter>] {
        ([SizeFilter.all] + sizesPlayed.map(SizeFilter.size)).map {
            Choice(value: $0, title: $0.title, isSelected: $0 == filter, accessibilityLabel: $0.accessibilityLabel)
        }
    }

    /// The kind filters: All, Daily, Puzzles, Free play, the chosen one marked.
    public var modeFilters: [Choice<ModeFilter>] {
        ModeFilter.allCases.map {
            Choice(value: $0, title: $0.title, isSelected: $0 == modeFilter, accessibilityLabel: $0.accessibilityLabel)
        }
    }

    /// The sort orders, the chosen one marked.
    public var sortOptions: [Choice<HistorySort>] {
        HistorySort.allCases.map { Choice(value: $0, title: $0.title, isSelected: $0 == sort) }
    }

    /// Whether there are no games at all (the empty state, with Start).
    public var isEmpty: Bool {
        totalCount == 0
    }

    /// The empty state's title.
    public var emptyTitle: String {
        tr("No games yet")
    }

    /// The empty state's message.
    public var emptyMessage: String {
        tr("Solve a board and it shows up here, with its time, moves and efficiency.")
    }

    /// What the list says when no game matches the filters but the history is not empty, such as "No daily games
    /// on 8×8 yet."; `nil` otherwise.
    public var noMatchText: String? {
        guard !isEmpty, matchingCount == 0 else { return nil }
        guard let size = filter.boardSize.map(DisplayText.boardSize) else {
            switch modeFilter {
            case .all: return tr("No games yet.")
            case .daily: return tr("No daily games yet.")
            case .puzzles: return tr("No puzzles yet.")
            case .freePlay: return tr("No free games yet.")
            case .regions: return tr("No regions games yet.")
            }
        }
        // TRANSLATORS: the history when its filters match no game; %s is a board size: No games on 8×8 yet.
        switch modeFilter {
        case .all: return tr("No games on %s yet.", size)
        case .daily: return tr("No daily games on %s yet.", size)
        case .puzzles: return tr("No puzzles on %s yet.", size)
        case .freePlay: return tr("No free games on %s yet.", size)
        case .regions: return tr("No regions games on %s yet.", size)
        }
    }

    /// The number of games shown out of those matching, such as "14 games" or "100 of 250 games".
    public var countText: String {
        rows.count < matchingCount
            // TRANSLATORS: the games the history shows of those matching: 100 of 250 games.
            ? trn(
                "%1$s of %2$s game", "%1$s of %2$s games", count: matchingCount, DisplayText.number(rows.count),
                DisplayText.number(matchingCount))
            : trn("%s game", "%s games", count: matchingCount, DisplayText.number(matchingCount))
    }

    /// Whether more games match than are shown.
    public var canLoadMore: Bool {
        rows.count < matchingCount
    }

    /// Whether clearing would remove anything.
    public var canClear: Bool {
        totalCount > 0
    }

    /// The question asked before clearing, naming how many games would go.
    public var clearConfirmationText: String {
        trn(
            "Delete all %s game? Your streaks start again and your album empties. This cannot be undone.",
            "Delete all %s games? Your streaks start again and your album empties. This cannot be undone.",
            count: totalCount, DisplayText.number(totalCount))
    }

    // MARK: Actions

    /// Reads the history again from the first page (when the screen is shown, after a game).
    public func refresh() {
        let history = dependencies.history
        do {
            sizesPlayed = try history.boardSizesPlayed()
            if let size = filter.boardSize, !sizesPlayed.contains(size) { filter = .all }
            totalCount = try history.gameCount()
            matchingCount = try history.gameCount(boardSize: filter.boardSize, mode: modeFilter.mode)
            let games = try history.games(query(limit: Self.pageSize))
            records = Dictionary(games.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            rows = games.map(row)
            problem = nil
        } catch {
            problem = Self.unreadable(error)
        }
    }

    /// Reads the next page of games.
    public func loadMore() {
        guard canLoadMore else { return }
        do {
            let games = try dependencies.history.games(query(limit: Self.pageSize, offset: rows.count))
            for game in games { records[game.id] = game }
            rows += games.map(row)
        } catch {
            problem = Self.unreadable(error)
        }
    }

    /// Reads every page not read yet (to show the last game); stops early when a page cannot be read.
    public func loadAll() {
        while canLoadMore {
            let count = rows.count
            loadMore()
            if rows.count == count { return }
        }
    }

    /// Shows only the games of `filter`'s size (or every size).
    public func select(_ filter: SizeFilter) {
        guard filter != self.filter else { return }
        self.filter = filter
        refresh()
    }

    /// Shows only the games of `modeFilter`'s kind (or every kind).
    public func select(_ modeFilter: ModeFilter) {
        guard modeFilter != self.modeFilter else { return }
        self.modeFilter = modeFilter
        refresh()
    }

    /// Shows the next kind of game (All, Daily, Puzzles, Free play, then All again).
    public func cycleModeFilter() {
        select(modeFilter.next)
    }

    /// Lists the games in `sort` order.
    public func select(_ sort: HistorySort) {
        guard sort != self.sort else { return }
        self.sort = sort
        refresh()
    }

    /// Lists the games in the next order (newest, fewest moves, fastest, most efficient).
    public func cycleSort() {
        select(sort.next)
    }

    /// Asks to clear the whole history; nothing is removed until `confirmClear()`.
    public func requestClear() {
        guard canClear else { return }
        isConfirmingClear = true
    }

    /// Removes every game, after `requestClear()`; does nothing otherwise.
    public func confirmClear() {
        guard isConfirmingClear else { return }
        isConfirmingClear = false
        do {
            try dependencies.history.removeAllGames()
        } catch {
            // TRANSLATORS: %s says why, such as "the disk holding … is full".
            problem = tr("Your history could not be cleared: %s.", DisplayText.problem(error))
            return
        }
        filter = .all
        modeFilter = .all
        refresh()
    }

    /// Keeps the history after all.
    public func cancelClear() {
        isConfirmingClear = false
    }

    /// Opens the replay of the game with `id`; does nothing for a game not listed.
    public func open(_ id: UUID) {
        guard let record = records[id] else { return }
        delegate?.handle(.openReplay(record))
    }

    /// Starts a new game (the empty state's Start).
    public func start() {
        delegate?.handle(.startGame)
    }

    /// Leaves the screen.
    public func back() {
        delegate?.handle(.back)
    }

    // MARK: Helpers

    /// The query of the filters and order chosen, for a page of `limit` games from `offset`.
    private func query(limit: Int, offset: Int = 0) -> HistoryQuery {
        HistoryQuery(boardSize: filter.boardSize, mode: modeFilter.mode, sort: sort, limit: limit, offset: offset)
    }

    private func row(_ record: GameRecord) -> HistoryRow {
        HistoryRow(record, locale: dependencies.locale, calendar: dependencies.clock.calendar)
    }

    /// Why the history could not be read, for `problem`.
    nonisolated static func unreadable(_ error: any Error) -> String {
        // TRANSLATORS: %s says why, such as "the disk failed to read or write …".
        tr("Your history could not be read: %s.", DisplayText.problem(error))
    }
}
