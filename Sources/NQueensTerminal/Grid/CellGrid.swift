/// A rectangle of styled cells that a screen draws into; the renderer writes its differences to the terminal.
///
/// Every drawing call is clipped: nothing is ever written outside the grid (or outside the clip rectangle a call
/// is given), so a screen may draw at any coordinates without checking them first. Text is measured in terminal
/// columns (see ``Swift/String/displayWidth``): a wide character takes two cells, and a wide character that would
/// be cut in half by an edge is drawn as a space instead.
public struct CellGrid: Hashable, Sendable {
    /// The number of columns and rows.
    public let size: GridSize

    /// The cells, row by row from the top-left.
    var cells: [Cell]

    /// Creates a grid of `size` filled with blank cells in `style`.
    public init(size: GridSize, style: CellStyle = .plain) {
        self.size = size
        self.cells = Array(repeating: .blank(style), count: size.area)
    }

    /// Creates a grid `width` columns wide and `height` rows high, filled with blank cells in `style`.
    public init(width: Int, height: Int, style: CellStyle = .plain) {
        self.init(size: GridSize(width: width, height: height), style: style)
    }

    /// The number of columns.
    public var width: Int { size.width }

    /// The number of rows.
    public var height: Int { size.height }

    /// The rectangle covering the whole grid.
    public var bounds: GridRect { GridRect(origin: .origin, size: size) }

    /// The cell at `point`, or `nil` outside the grid.
    public func cell(at point: GridPoint) -> Cell? {
        guard bounds.contains(point) else { return nil }
        return cells[point.y * size.width + point.x]
    }

    /// The cell at column `x` of row `y`; both must lie inside the grid.
    subscript(x: Int, y: Int) -> Cell {
        cells[y * size.width + x]
    }

    /// The characters of row `y` as text (wide characters once, continuations skipped), or `""` outside the grid.
    public func text(ofRow y: Int) -> String {
        guard y >= 0 && y < size.height else { return "" }
        var text = ""
        for x in 0..<size.width where !self[x, y].isContinuation {
            text.append(self[x, y].character)
        }
        return text
    }

    // MARK: - Writing cells

    /// Puts one character at `point` in `style`, clipped to `clip` (and always to the grid).
    ///
    /// Returns the number of columns the character advances (0 for one that takes no column, such as a control).
    @discardableResult
    public mutating func put(_ character: Character, at point: GridPoint, style: CellStyle, clip: GridRect? = nil)
        -> Int
    {
        let width = character.displayWidth
        guard width > 0 else { return 0 }
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        guard point.y >= area.minY && point.y < area.maxY else { return width }
        if width == 1 {
            if area.contains(point) { store(Cell(character: character, style: style, width: 1), at: point) }
            return 1
        }
        let right = point.offsetBy(dx: 1)
        switch (area.contains(point), area.contains(right)) {
        case (true, true):
            store(Cell(character: character, style: style, width: 2), at: point)
            store(Cell(character: " ", style: style, width: 0), at: right)
        case (true, false):
            store(.blank(style), at: point)
        case (false, true):
            store(.blank(style), at: right)
        case (false, false):
            break
        }
        return 2
    }

    /// Writes `text` on one line starting at `point`, clipped to `clip` (and always to the grid).
    ///
    /// Characters that take no column (controls, newlines) are skipped. Returns the column just after the text,
    /// whether or not all of it was visible, so that calls can be chained.
    @discardableResult
    public mutating func put(_ text: String, at point: GridPoint, style: CellStyle, clip: GridRect? = nil) -> Int {
        var x = point.x
        for character in text {
            x += put(character, at: GridPoint(x: x, y: point.y), style: style, clip: clip)
        }
        return x
    }

    /// Fills `rect` (clipped to the grid) with `character` in `style`; by default it paints blank cells.
    public mutating func fill(_ rect: GridRect, with character: Character = " ", style: CellStyle) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let step = max(1, character.displayWidth)
        for y in area.minY..<area.maxY {
            var x = area.minX
            while x < area.maxX {
                put(character, at: GridPoint(x: x, y: y), style: style, clip: area)
                x += step
            }
        }
    }

    /// Blanks the whole grid in `style`.
    public mutating func clear(style: CellStyle = .plain) {
        for index in cells.indices { cells[index] = .blank(style) }
    }

    /// Changes the style of every cell in `rect` (clipped to the grid), keeping the characters.
    ///
    /// Use it to highlight an area, for example a cursor drawn in reverse video: `grid.restyle(square) {
    /// $0.attributes.insert(.reverse) }`.
    public mutating func restyle(_ rect: GridRect, _ change: (inout CellStyle) -> Void) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                change(&cells[y * size.width + x].style)
            }
        }
    }

    // MARK: - Keeping wide characters whole

    /// Stores `cell`, first blanking the other half of any wide character it overwrites.
    ///
    /// A continuation is only ever stored right after the wide character it belongs to.
    private mutating func store(_ cell: Cell, at point: GridPoint) {
        let index = point.y * size.width + point.x
        let old = cells[index]
        if old.isContinuation, !cell.isContinuation, point.x > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        } else if old.width == 2, cell.width != 2, point.x + 1 < size.width {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        if cell.width == 2, point.x + 2 < size.width, cells[index + 1].width == 2 {
            cells[index + 2] = .blank(cells[index + 2].style)
        }
        cells[index] = cell
    }
}
