import NQueensLocalization
import NQueensPresentation

/// The album: the sizes as tabs (a tick on those complete), the figures of the size shown, and its classes as a
/// grid of cards (the canonical board drawn small, or a silhouette; a dot per member, lit when found), the
/// selected one highlighted, scrolled by rows.
@MainActor
enum AlbumView {
    /// The smallest screen the album needs.
    static let minimumSize = GridSize(width: 40, height: 12)

    /// The rows above the grid: title bar, sizes, figures, note.
    private static let headerRows = 4

    /// The grid of `album`'s classes on a screen of `size`.
    static func grid(_ album: AlbumViewModel, in size: GridSize, context: ScreenContext) -> CardGrid {
        let area = GridRect(x: 1, y: headerRows, width: size.width - 2, height: size.height - headerRows - 1)
        return CardGrid(
            area: area, card: cardSize(boardSize: album.boardSize, context: context), count: album.classes.count)
    }

    /// A card of a board of `boardSize`: its title, the mini board and the members' dots, with room for a frame.
    static func cardSize(boardSize: Int, context: ScreenContext) -> GridSize {
        let board = MiniBoardView.size(boardSize: boardSize, context: context)
        let frame = context.theme.framesCards ? 2 : 0
        return GridSize(width: max(board.width, 10) + 4, height: board.height + 2 + frame)
    }

    /// Draws `album`, listing from row `top` (adjusted so the selection shows); returns the top used.
    @discardableResult
    static func draw(_ album: AlbumViewModel, top: Int, context: ScreenContext, on canvas: inout Canvas) -> Int {
        let theme = context.theme
        canvas.fillBackground(context)
        canvas.drawHeader(title: album.title, back: (tr("Home"), .album(.back)), context: context)
        let width = canvas.size.width
        drawSizes(album, width: width, context: context, on: &canvas)
        let line = GridRect(x: 1, y: 2, width: width - 2, height: 1)
        canvas.grid.put(
            context.text(album.headline), row: 2, alignedTo: .center, in: line,
            style: album.progress.isComplete ? theme.accentText : theme.title)
        let grid = grid(album, in: canvas.size, context: context)
        let top = grid.scrolledTop(top, selection: album.selectedIndex)
        let note = GridRect(x: 1, y: 3, width: width - 2, height: 1)
        if let problem = album.problem {
            canvas.grid.put(context.text(problem), row: 3, alignedTo: .center, in: note, style: theme.tone(.danger))
        } else if let listNote = album.listNote {
            canvas.grid.put(context.text(listNote), row: 3, alignedTo: .center, in: note, style: theme.secondary)
        } else if grid.rowCount > grid.visibleRows {
            let shown = grid.visibleIndices(top: top)
            // TRANSLATORS: which of the album's classes show: %1$d and %2$d the first and last, %3$d their number.
            let text = tr("Classes %1$d–%2$d of %3$d", shown.lowerBound + 1, shown.upperBound, album.classes.count)
            canvas.grid.put(context.text(text), row: 3, alignedTo: .center, in: note, style: theme.secondary)
        }
        if let empty = album.emptyText {
            let lines = TextLayout.wrap(context.text(empty), width: min(50, grid.area.width))
            let y = grid.area.minY + max(0, (grid.area.height - lines.count) / 2)
            canvas.putLines(lines, from: y, in: grid.area, alignment: .center, style: theme.secondary)
            return 0
        }
        for index in grid.visibleIndices(top: top) {
            let rect = grid.rect(of: index, top: top)
            drawCard(
                album.classes[index], in: rect, selected: index == album.selectedIndex,
                highlighted: album.classes[index].canonicalForm == album.highlightedClass, context: context,
                on: &canvas)
            canvas.addHotspot(rect, .album(.open(index)))
        }
        return top
    }

    // MARK: Parts

    /// The sizes as a row of tabs (`4 5 … 16`, the shown one lit, a tick on complete ones), or `‹ 8×8 ›` when they do
    /// not fit.
    private static func drawSizes(_ album: AlbumViewModel, width: Int, context: ScreenContext, on canvas: inout Canvas)
    {
        let theme = context.theme
        let tabs = album.sizes.map { size in
            (size, " \(size.boardSize)\(size.isComplete ? context.glyphs.checkMark : "") ")
        }
        let total = tabs.reduce(0) { $0 + $1.1.displayWidth } + tabs.count - 1
        guard total <= width - 2 else {
            let text =
                "\(context.glyphs.back) \(DisplayText.boardSize(album.boardSize)) \(context.glyphs.unicode ? "›" : ">")"
            let rect = canvas.grid.put(
                context.text(text), row: 1, alignedTo: .center, in: GridRect(x: 0, y: 1, width: width, height: 1),
                style: theme.accentText)
            canvas.addHotspot(GridRect(x: rect.minX, y: 1, width: 2, height: 1), .album(.shiftSize(-1)))
            canvas.addHotspot(GridRect(x: rect.maxX - 2, y: 1, width: 2, height: 1), .album(.shiftSize(1)))
            return
        }
        var x = (width - total) / 2
        for (size, label) in tabs {
            let selected = size.boardSize == album.boardSize
            let style =
                selected
                ? theme.button
                : size.isComplete ? theme.secondaryButton.withForeground(theme.accent) : theme.secondaryButton
            let end = canvas.grid.put(context.text(label), at: GridPoint(x: x, y: 1), style: style)
            canvas.addHotspot(GridRect(x: x, y: 1, width: end - x, height: 1), .album(.size(size.boardSize)))
            x = end + 1
        }
    }

    /// One class: "Class 7" (a star when it is the class just won, a tick when complete), its board, its members.
    private static func drawCard(
        _ card: AlbumClassCard, in rect: GridRect, selected: Bool, highlighted: Bool, context: ScreenContext,
        on canvas: inout Canvas
    ) {
        let theme = context.theme
        canvas.drawCard(rect, focused: selected, context: context)
        let base = selected ? theme.cardFocused : theme.card
        let inner = rect.insetBy(dx: 2, dy: theme.framesCards ? 1 : 0)
        let mark = highlighted ? (context.glyphs.unicode ? "★" : "*") : card.isComplete ? context.glyphs.checkMark : ""
        canvas.grid.put(
            context.text(card.titleText).truncated(toWidth: inner.width - (mark.isEmpty ? 0 : 2)), row: inner.minY,
            alignedTo: .leading, in: inner, style: base.adding(.bold))
        if !mark.isEmpty {
            canvas.grid.put(
                mark, row: inner.minY, alignedTo: .trailing, in: inner,
                style: base.withForeground(highlighted ? theme.streak : theme.accent).adding(.bold))
        }
        let board = MiniBoardView.size(boardSize: card.boardSize, context: context)
        let origin = GridPoint(x: inner.minX + (inner.width - board.width) / 2, y: inner.minY + 1)
        MiniBoardView.draw(card.board, boardSize: card.boardSize, at: origin, context: context, on: &canvas)
        drawMembers(
            card.foundMembers, at: inner.minY + 1 + board.height, in: inner, base: base, context: context, on: &canvas)
    }

    /// A dot per member, lit when found, centred on row `y`.
    static func drawMembers(
        _ found: [Bool], at y: Int, in rect: GridRect, base: CellStyle, context: ScreenContext, on canvas: inout Canvas
    ) {
        let theme = context.theme
        var x = rect.minX + max(0, (rect.width - found.count) / 2)
        for isFound in found {
            let glyph = context.glyphs.dailyMark(solved: isFound, inProgress: false)
            let style =
                isFound ? base.withForeground(theme.accent).adding(.bold) : base.withForeground(theme.secondaryText)
            canvas.grid.put(
                glyph, at: GridPoint(x: x, y: y), style: isFound || !theme.isMonochrome ? style : style.adding(.dim))
            x += 1
        }
    }
}
