import Foundation
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("History")
struct HistoryViewModelTests {
    /// Three games: a fast 4×4 in 5 moves, a slow 8×8 in 8 moves with a hint, a 6×6 in 12 moves.
    private func sampleHistory() -> InMemoryGameHistoryStore {
        InMemoryGameHistoryStore(games: [
            SampleGames.solved(
                id: SampleGames.id(1), size: 4, finishedAt: SampleGames.date(2026, 3, 2, 12, 34), activeSeconds: 11,
                moveCount: 5),
            SampleGames.solved(
                id: SampleGames.id(2), size: 8, finishedAt: SampleGames.date(2026, 3, 3, 9, 5), activeSeconds: 95,
                moveCount: 8, hintsUsed: 1),
            SampleGames.solved(
                id: SampleGames.id(3), size: 6, finishedAt: SampleGames.date(2026, 3, 1, 18, 0), activeSeconds: 40,
                moveCount: 12),
        ])
    }

    private func makeHistory(
        _ store: any GameHistoryStore
    ) -> (HistoryViewModel, RecordingFlowDelegate) {
        let screen = HistoryViewModel(dependencies: TestDependencies(history: store).dependencies)
        let delegate = RecordingFlowDelegate()
        screen.delegate = delegate
        return (screen, delegate)
    }

    @Test("Rows are ready to render: size, date, time, moves, efficiency and hints")
    func rows() throws {
        let (screen, _) = makeHistory(sampleHistory())
        #expect(screen.rows.map(\.id) == [SampleGames.id(2), SampleGames.id(1), SampleGames.id(3)])
        let row = try #require(screen.rows.first { $0.id == SampleGames.id(1) })
        #expect(row.sizeText == "4×4")
        #expect(row.dateText == "Mar 2, 2026 at 12:34\u{202F}PM")
        #expect(row.timeText == "0:11")
        #expect(row.movesText == "5 moves")
        #expect(row.efficiencyText == "80%")
        #expect(row.detailText == "5 moves · 80%")
        #expect(row.hintsText == nil)
        #expect(!row.isPerfect)
        let hinted = try #require(screen.rows.first { $0.id == SampleGames.id(2) })
        #expect(hinted.hintsText == "1 hint")
        #expect(hinted.efficiencyText == "100%")
        #expect(hinted.isPerfect)
        #expect(hinted.timeText == "1:35")
        #expect(screen.countText == "3 games")
        #expect(!screen.isEmpty)
    }

    @Test("Filters are All plus the sizes present; choosing one lists only that size")
    func filter() {
        let (screen, _) = makeHistory(sampleHistory())
        #expect(screen.filters.map(\.title) == ["All", "4", "6", "8"])
        #expect(screen.filters.first?.isSelected == true)
        screen.select(SizeFilter.size(6))
        #expect(screen.rows.map(\.id) == [SampleGames.id(3)])
        #expect(screen.filters.filter(\.isSelected).map(\.value) == [.size(6)])
        #expect(screen.countText == "1 game")
        screen.select(SizeFilter.all)
        #expect(screen.rows.count == 3)
    }

    @Test("Sorting by date, moves, time and efficiency")
    func sort() {
        let (screen, _) = makeHistory(sampleHistory())
        #expect(screen.sort == .date)
        screen.select(HistorySort.moves)
        #expect(screen.rows.map(\.id) == [SampleGames.id(1), SampleGames.id(2), SampleGames.id(3)])
        screen.select(HistorySort.time)
        #expect(screen.rows.map(\.id) == [SampleGames.id(1), SampleGames.id(3), SampleGames.id(2)])
        screen.select(HistorySort.efficiency)
        #expect(screen.rows.map(\.id) == [SampleGames.id(2), SampleGames.id(1), SampleGames.id(3)])
        #expect(screen.sortOptions.filter(\.isSelected).map(\.title) == ["Most efficient"])
        screen.cycleSort()
        #expect(screen.sort == .date)
        screen.cycleSort()
        #expect(screen.sort == .moves)
    }

    @Test("Clearing asks first: cancel keeps everything, confirm removes every game")
    func clear() throws {
        let store = sampleHistory()
        let (screen, _) = makeHistory(store)
        screen.select(SizeFilter.size(8))
        screen.confirmClear()
        #expect(try store.gameCount() == 3)
        screen.requestClear()
        #expect(screen.isConfirmingClear)
        #expect(screen.clearConfirmationText.hasPrefix("Delete all 3 games?"))
        screen.cancelClear()
        #expect(!screen.isConfirmingClear)
        #expect(try store.gameCount() == 3)
        screen.requestClear()
        screen.confirmClear()
        #expect(try store.gameCount() == 0)
        #expect(screen.isEmpty)
        #expect(screen.rows.isEmpty)
        #expect(screen.filter == .all)
        #expect(screen.filters.map(\.title) == ["All"])
        screen.requestClear()
        #expect(!screen.isConfirmingClear)
    }

    @Test("The empty state offers Start")
    func emptyState() {
        let (screen, delegate) = makeHistory(InMemoryGameHistoryStore())
        #expect(screen.isEmpty)
        #expect(screen.emptyTitle == "No games yet")
        #expect(!screen.canClear)
        screen.start()
        screen.back()
        #expect(delegate.actions == [.startGame, .back])
    }

    @Test("Choosing a game asks for its replay; an unknown id does nothing")
    func open() throws {
        let store = sampleHistory()
        let (screen, delegate) = makeHistory(store)
        screen.open(SampleGames.id(3))
        screen.open(SampleGames.id(99))
        let record = try #require(store.games(HistoryQuery(boardSize: 6)).first)
        #expect(delegate.actions == [.openReplay(record)])
    }

    @Test("A long history is read a page at a time")
    func paging() {
        let games = (0..<(HistoryViewModel.pageSize + 20)).map {
            SampleGames.solved(finishedAt: SampleGames.date(2026, 1, 1).addingTimeInterval(Double($0) * 60))
        }
        let (screen, _) = makeHistory(InMemoryGameHistoryStore(games: games))
        #expect(screen.rows.count == HistoryViewModel.pageSize)
        #expect(screen.canLoadMore)
        #expect(screen.countText == "100 of 120 games")
        screen.loadMore()
        #expect(screen.rows.count == 120)
        #expect(!screen.canLoadMore)
        #expect(Set(screen.rows.map(\.id)).count == 120)
    }

    @Test("A history that cannot be read shows a problem, not a crash")
    func failing() {
        let (screen, _) = makeHistory(FailingGameHistoryStore())
        #expect(screen.problem?.contains("could not be read") == true)
        #expect(screen.rows.isEmpty)
    }
}
