import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices

// MARK: - Carrying out the actions of the screens that look back: History, Replay, Statistics and the album

extension GameApplication {
    // MARK: History

    func perform(_ action: HistoryAction, on history: HistoryViewModel) {
        let page = HistoryView.visibleGames(in: screenSize)
        switch action {
        case .moveSelection(let step):
            select(interface.historySelection + step, in: history)
        case .page(let pages):
            select(interface.historySelection + pages * page, in: history)
        case .selectFirst:
            select(0, in: history)
        case .selectLast:
            history.loadAll()
            select(history.rows.count - 1, in: history)
        case .openSelected:
            open(row: interface.historySelection, in: history)
        case .open(let row):
            open(row: row, in: history)
        case .shiftFilter(let step):
            let filters = history.filters
            guard let index = filters.firstIndex(where: \.isSelected) else { return }
            let next = index + step
            guard filters.indices.contains(next) else { return }
            choose(filters[next].value, in: history)
        case .filter(let filter):
            choose(filter, in: history)
        case .modeFilter(let filter):
            history.select(filter)
            resetHistorySelection()
        case .cycleModeFilter:
            history.cycleModeFilter()
            resetHistorySelection()
        case .cycleSort:
            history.cycleSort()
            resetHistorySelection()
        case .requestClear:
            history.requestClear()
        case .confirmClear:
            history.confirmClear()
            resetHistorySelection()
        case .cancelClear:
            history.cancelClear()
        case .start:
            history.start()
        case .back:
            history.back()
        }
    }

    private func select(_ index: Int, in history: HistoryViewModel) {
        if index >= history.rows.count - 1, history.canLoadMore { history.loadMore() }
        interface.historySelection = min(max(index, 0), max(0, history.rows.count - 1))
    }

    private func open(row: Int, in history: HistoryViewModel) {
        guard history.rows.indices.contains(row) else { return }
        interface.historySelection = row
        history.open(history.rows[row].id)
    }

    private func choose(_ filter: SizeFilter, in history: HistoryViewModel) {
        history.select(filter)
        resetHistorySelection()
    }

    func resetHistorySelection() {
        interface.historySelection = 0
        interface.historyTop = 0
    }

    // MARK: Replay

    func perform(_ action: ReplayAction, on replay: ReplayViewModel) {
        switch action {
        case .first: replay.first()
        case .previous: replay.previous()
        case .next: replay.next()
        case .last: replay.last()
        case .togglePlay: replay.togglePlay()
        case .playAgain: replay.playAgain()
        case .back: replay.back()
        }
    }

    // MARK: Statistics

    func perform(_ action: StatisticsAction, on statistics: StatisticsViewModel) {
        let rows = StatisticsView.visibleRows(in: screenSize)
        switch action {
        case .shiftSize(let step): statistics.showSize(by: step)
        case .size(let size): statistics.select(boardSize: size)
        case .scroll(let step): interface.statisticsTop = max(0, interface.statisticsTop + step)
        case .page(let pages): interface.statisticsTop = max(0, interface.statisticsTop + pages * rows)
        case .end(let direction): interface.statisticsTop = direction < 0 ? 0 : Int.max / 2
        case .back: statistics.back()
        }
    }

    // MARK: Album

    func perform(_ action: AlbumAction, on album: AlbumViewModel) {
        let grid = AlbumView.grid(album, in: screenSize, context: plainContext)
        switch action {
        case .move(let step): album.moveSelection(by: step)
        case .moveRow(let rows): album.moveSelection(by: rows * grid.columns)
        case .page(let pages): album.moveSelection(by: pages * grid.columns * grid.visibleRows)
        case .selectFirst: album.selectClass(at: 0)
        case .selectLast: album.selectClass(at: album.classes.count - 1)
        case .shiftSize(let step):
            album.showSize(by: step)
            interface.albumTop = 0
        case .size(let size):
            album.select(boardSize: size)
            interface.albumTop = 0
        case .openSelected:
            interface.albumClassTop = 0
            album.openSelectedClass()
        case .open(let index):
            interface.albumClassTop = 0
            album.openClass(at: index)
        case .back: album.back()
        }
    }

    func perform(_ action: AlbumClassAction, on albumClass: AlbumClassViewModel) {
        let grid = AlbumClassView.layout(albumClass, in: screenSize, context: plainContext).grid
        switch action {
        case .move(let step): albumClass.moveSelection(by: step)
        case .moveRow(let rows): albumClass.moveSelection(by: rows * grid.columns)
        case .openSelected: albumClass.openSelectedReplay()
        case .open(let index): albumClass.openReplay(ofMemberAt: index)
        case .back: albumClass.back()
        }
    }

    /// The context the screens are laid out with (the layout of cards depends on the glyphs and whether cards are
    /// framed, not on the animations).
    private var plainContext: ScreenContext {
        let settings = coordinator.settings.current
        return ScreenContext(
            theme: TerminalTheme(theme: TerminalTheme.scheme(of: settings), colorMode: capabilities.colorMode),
            glyphs: glyphs, settings: settings)
    }
}
