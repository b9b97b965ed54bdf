import NQueensLocalization
import NQueensPresentation

/// One class of the album: why it has as many members as it has, and its members as cards (the board drawn small
/// once found, else a silhouette; the day it was found), the selected one highlighted; below, what the selected
/// member is and that Enter replays the game that found it.
@MainActor
enum AlbumClassView {
    /// The smallest screen a class needs.
    static let minimumSize = GridSize(width: 40, height: 12)

    /// The rows above the grid: title bar, progress, the class's symmetry (two lines), gap.
    private static let headerRows = 5

    /// The grid of the members on a screen of `size` (the last two rows are the selected member's and the key
    /// bar), and whether its boards are drawn large (twice the size, when every member still fits at once).
    static func layout(
        _ albumClass: AlbumClassViewModel, in size: GridSize, context: ScreenContext
    ) -> (grid: CardGrid, large: Bool) {
        let area = GridRect(x: 1, y: headerRows, width: size.width - 2, height: size.height - headerRows - 3)
        func grid(large: Bool) -> CardGrid {
            let board = MiniBoardView.size(boardSize: albumClass.boardSize, large: large, context: context)
            let frame = context.theme.framesCards ? 2 : 0
            let card = GridSize(width: max(board.width, 12) + 4, height: board.height + 2 + frame)
            return CardGrid(area: area, card: card, count: albumClass.members.count)
        }
        let large = grid(large: true)
        if large.rowCount <= large.visibleRows, large.card.width <= area.width { return (large, true) }
        return (grid(large: false), false)
    }

    /// Draws `albumClass`, listing from row `top`; returns the top used.
    @discardableResult
    static func draw(
        _ albumClass: AlbumClassViewModel, top: Int, context: ScreenContext, on canvas: inout Canvas
    ) -> Int {
        let theme = context.theme
        canvas.fillBackground(context)
        canvas.drawHeader(title: albumClass.title, back: (tr("Album"), .albumClass(.back)), context: context)
        let width = canvas.size.width
        let text = GridRect(x: 2, y: 1, width: width - 4, height: 3)
        canvas.grid.put(
            context.text(albumClass.progressText), row: 1, alignedTo: .center, in: text,
            style: albumClass.foundCount == albumClass.members.count ? theme.accentText : theme.title)
        let about = TextLayout.wrap(context.text(albumClass.symmetryText), width: text.width, maximumLines: 2)
        canvas.putLines(about, from: 2, in: text, alignment: .center, style: theme.secondary)
        let (grid, large) = layout(albumClass, in: canvas.size, context: context)
        let top = grid.scrolledTop(top, selection: albumClass.selectedIndex)
        for index in grid.visibleIndices(top: top) {
            let rect = grid.rect(of: index, top: top)
            drawMember(
                albumClass.members[index], in: rect, selected: index == albumClass.selectedIndex,
                boardSize: albumClass.boardSize, large: large,
                context: context, on: &canvas)
            canvas.addHotspot(rect, .albumClass(.open(index)))
        }
        drawDetail(albumClass, at: canvas.size.height - 2, width: width, context: context, on: &canvas)
        return top
    }

    private static func drawMember(
        _ member: AlbumMember, in rect: GridRect, selected: Bool, boardSize: Int, large: Bool, context: ScreenContext,
        on canvas: inout Canvas
    ) {
        let theme = context.theme
        canvas.drawCard(rect, focused: selected, context: context)
        let base = selected ? theme.cardFocused : theme.card
        let inner = rect.insetBy(dx: 2, dy: theme.framesCards ? 1 : 0)
        // TRANSLATORS: the title of a card of one member of an album's class: "Member 3".
        canvas.grid.put(
            context.text(tr("Member %d", member.number)), row: inner.minY, alignedTo: .leading, in: inner,
            style: base.adding(.bold))
        let board = MiniBoardView.size(boardSize: boardSize, large: large, context: context)
        let origin = GridPoint(x: inner.minX + (inner.width - board.width) / 2, y: inner.minY + 1)
        MiniBoardView.draw(member.board, boardSize: boardSize, large: large, at: origin, context: context, on: &canvas)
        // TRANSLATORS: on the card of an album's member not found yet, where the day it was found goes.
        let date = member.entry.map { DisplayText.shortDate($0.foundDay) } ?? tr("not found")
        canvas.grid.put(
            context.text(date), row: inner.minY + 1 + board.height, alignedTo: .center, in: inner,
            style: member.isFound
                ? base.withForeground(theme.accent).adding(.bold) : base.withForeground(theme.secondaryText))
    }

    /// The selected member in a line: what it is, where it was found, and that Enter replays it; or a problem.
    private static func drawDetail(
        _ albumClass: AlbumClassViewModel, at y: Int, width: Int, context: ScreenContext, on canvas: inout Canvas
    ) {
        let theme = context.theme
        let row = GridRect(x: 1, y: y, width: width - 2, height: 1)
        if let problem = albumClass.problem {
            canvas.grid.put(context.text(problem), row: y, alignedTo: .center, in: row, style: theme.tone(.danger))
            return
        }
        guard let member = albumClass.selectedMember else { return }
        // TRANSLATORS: under an album's members: %s is a key (Enter) that replays the game that found the member.
        let replays = member.isFound ? tr("%s replays the game", KeyName.enter) : nil
        let parts = [member.relationText, member.statusText, replays]
        let line = parts.compactMap { $0 }.joined(separator: " \(context.glyphs.dot) ")
        canvas.grid.put(context.text(line), row: y, alignedTo: .center, in: row, style: theme.secondary)
    }
}
