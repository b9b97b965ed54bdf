/// Cards of one size laid out in rows across an area, scrolled by whole rows so that a selected card shows.
struct CardGrid: Hashable, Sendable {
    /// The area the cards fill.
    let area: GridRect

    /// The size of each card.
    let card: GridSize

    /// The number of cards.
    let count: Int

    /// The columns between cards, and the rows between rows of cards.
    static let gap = GridSize(width: 1, height: 1)

    /// The number of cards in a row (at least one).
    var columns: Int {
        max(1, (area.width + Self.gap.width) / (card.width + Self.gap.width))
    }

    /// The number of rows of cards that fit at once (at least one).
    var visibleRows: Int {
        max(1, (area.height + Self.gap.height) / (card.height + Self.gap.height))
    }

    /// The number of rows all the cards take.
    var rowCount: Int {
        (count + columns - 1) / columns
    }

    /// The first row shown so that the card at `selection` shows, moving as little as possible from `top`.
    func scrolledTop(_ top: Int, selection: Int?) -> Int {
        var top = min(max(top, 0), max(0, rowCount - visibleRows))
        if let selection {
            let row = selection / columns
            if row < top { top = row }
            if row >= top + visibleRows { top = row - visibleRows + 1 }
        }
        return max(0, top)
    }

    /// The indices of the cards shown when the rows from `top` are.
    func visibleIndices(top: Int) -> Range<Int> {
        let start = min(count, top * columns)
        return start..<min(count, start + visibleRows * columns)
    }

    /// Where the card at `index` is drawn when the rows from `top` are shown (the rows are centred across the area).
    func rect(of index: Int, top: Int) -> GridRect {
        let used = columns * card.width + (columns - 1) * Self.gap.width
        let left = area.minX + max(0, (area.width - used) / 2)
        let row = index / columns - top
        return GridRect(
            x: left + index % columns * (card.width + Self.gap.width),
            y: area.minY + row * (card.height + Self.gap.height), width: card.width, height: card.height)
    }
}
