import NQueensEngine

/// How large the board's squares are drawn, and whether grid lines separate them.
struct BoardMetrics: Hashable, Sendable {
    /// The columns from one square to the next (the grid line included).
    let pitchWidth: Int

    /// The rows from one square to the next (the grid line included).
    let pitchHeight: Int

    /// Whether grid lines separate the squares (they take the last column and row of each pitch).
    let isLined: Bool

    /// The sizes tried, largest first: 8×4 and 4×2 squares with grid lines (a 7×3 or 3×1 inside, so that a queen
    /// sits in the middle), then 3×1 and 2×1 squares without lines for large boards on small terminals.
    static let candidates = [
        BoardMetrics(pitchWidth: 8, pitchHeight: 4, isLined: true),
        BoardMetrics(pitchWidth: 4, pitchHeight: 2, isLined: true),
        BoardMetrics(pitchWidth: 3, pitchHeight: 1, isLined: false),
        BoardMetrics(pitchWidth: 2, pitchHeight: 1, isLined: false),
    ]

    /// The smallest squares.
    static let smallest = BoardMetrics(pitchWidth: 2, pitchHeight: 1, isLined: false)
}

/// Where a board of a given size is drawn: its squares, grid lines, and rank and file labels.
///
/// The rank labels stand left of the board, the file labels under it. Every square's interior is the part of its
/// pitch inside the grid lines; a click anywhere in the pitch (its left and top lines included) means the square.
struct BoardLayout: Hashable, Sendable {
    /// The number of rows and columns.
    let boardSize: Int

    /// How large the squares are.
    let metrics: BoardMetrics

    /// The whole board: labels, lines and squares.
    let frame: GridRect

    /// The squares and their grid lines, without the labels.
    let body: GridRect

    /// Lays a board of `boardSize` out with `metrics`, its top-left corner (the labels included) at `origin`.
    init(boardSize: Int, metrics: BoardMetrics, origin: GridPoint) {
        self.boardSize = boardSize
        self.metrics = metrics
        let size = Self.size(boardSize: boardSize, metrics: metrics)
        frame = GridRect(origin: origin, size: size)
        let labelWidth = Self.rankLabelWidth(boardSize)
        let bodySize = Self.bodySize(boardSize: boardSize, metrics: metrics)
        body = GridRect(origin: origin.offsetBy(dx: labelWidth + 1), size: bodySize)
    }

    /// The space a board of `boardSize` takes with `metrics`, labels included.
    static func size(boardSize: Int, metrics: BoardMetrics) -> GridSize {
        let body = bodySize(boardSize: boardSize, metrics: metrics)
        return GridSize(width: rankLabelWidth(boardSize) + 1 + body.width, height: body.height + 1)
    }

    // MARK: Squares

    /// The inside of the square drawn at `row` (0 is the top rank) and `column` (0 is the left file).
    func interior(row: Int, column: Int) -> GridRect {
        let (width, height) = (metrics.pitchWidth, metrics.pitchHeight)
        let x = body.minX + column * width
        let y = body.minY + row * height
        return metrics.isLined
            ? GridRect(x: x + 1, y: y + 1, width: width - 1, height: height - 1)
            : GridRect(x: x, y: y, width: width, height: height)
    }

    /// The cells around the square at `row` and `column` that react to a click.
    func clickArea(row: Int, column: Int) -> GridRect {
        let area = interior(row: row, column: column)
        return metrics.isLined
            ? GridRect(x: area.minX - 1, y: area.minY - 1, width: area.width + 1, height: area.height + 1) : area
    }

    /// The frame of grid lines around the square at `row` and `column` (lined boards only).
    func outline(row: Int, column: Int) -> GridRect {
        let area = interior(row: row, column: column)
        return GridRect(x: area.minX - 1, y: area.minY - 1, width: area.width + 2, height: area.height + 2)
    }

    /// Where the cursor sits in a square's interior: its middle (left of middle for an even width).
    static func center(of rect: GridRect) -> GridPoint {
        GridPoint(x: rect.minX + (rect.width - 1) / 2, y: rect.minY + (rect.height - 1) / 2)
    }

    // MARK: Helpers

    private static func bodySize(boardSize: Int, metrics: BoardMetrics) -> GridSize {
        let extra = metrics.isLined ? 1 : 0
        return GridSize(
            width: boardSize * metrics.pitchWidth + extra, height: boardSize * metrics.pitchHeight + extra)
    }

    /// The width of the widest rank label (`16` takes two columns).
    static func rankLabelWidth(_ boardSize: Int) -> Int {
        String(boardSize).count
    }
}
