/// Where the Game (and replay) screen puts the board and its panel.
///
/// Wide terminals get the board on the left and a panel of figures, status and settings on its right; narrow or
/// low ones get the figures on one line above the board and the status under it. The board gets the largest
/// squares that fit: 8×4 or 4×2 squares with grid lines (a 10×10 board at 4×2 fits 80×24), else 3×1 or 2×1.
struct GameLayout: Hashable, Sendable {
    /// How the panel sits beside the board.
    enum Arrangement: Hashable, Sendable {
        /// The panel right of the board.
        case sideBySide(panel: GridRect)
        /// A line of figures above the board and `statusRows` rows of status under it.
        case stacked(statsRow: Int, status: GridRect)
    }

    /// The board.
    let board: BoardLayout

    /// Where the rest goes.
    let arrangement: Arrangement

    /// The narrowest panel beside the board.
    static let minimumPanelWidth = 30

    /// The widest panel beside the board.
    static let maximumPanelWidth = 38

    /// The rows a stacked layout needs besides the board: the figures, a gap, and two rows of status.
    static let stackedExtraRows = 3

    /// The narrowest a stacked layout may be (its lines of figures and status).
    static let minimumStackedWidth = 38

    /// The layout of a board of `boardSize` on a screen of `size` (its first row is the title bar and its last
    /// the key bar), or `nil` when the screen is too small (see ``minimumSize(boardSize:)``).
    init?(boardSize: Int, screen size: GridSize) {
        let content = GridRect(x: 0, y: 1, width: size.width, height: size.height - 2)
        guard content.width > 0, content.height > 0 else { return nil }
        for metrics in BoardMetrics.candidates {
            let boardSize2D = BoardLayout.size(boardSize: boardSize, metrics: metrics)
            // Beside: board, a gap of three, the panel; a margin of one either side.
            let sideWidth = boardSize2D.width + 3 + Self.minimumPanelWidth
            if sideWidth + 2 <= content.width && boardSize2D.height <= content.height {
                let panelWidth = min(Self.maximumPanelWidth, content.width - 2 - boardSize2D.width - 3)
                let total = boardSize2D.width + 3 + panelWidth
                let x = content.minX + (content.width - total) / 2
                let y = content.minY + (content.height - boardSize2D.height) / 2
                board = BoardLayout(boardSize: boardSize, metrics: metrics, origin: GridPoint(x: x, y: y))
                let panel = GridRect(
                    x: x + boardSize2D.width + 3, y: board.body.minY, width: panelWidth,
                    height: boardSize2D.height - 1)
                arrangement = .sideBySide(panel: panel)
                return
            }
            let stackedHeight = boardSize2D.height + Self.stackedExtraRows
            let stackedWidth = max(boardSize2D.width, Self.minimumStackedWidth)
            if stackedWidth <= content.width && stackedHeight <= content.height {
                let top = content.minY + (content.height - stackedHeight) / 2
                let x = content.minX + (content.width - boardSize2D.width) / 2
                board = BoardLayout(boardSize: boardSize, metrics: metrics, origin: GridPoint(x: x, y: top + 1))
                let statusWidth = min(content.width - 2, max(boardSize2D.width, 60))
                let status = GridRect(
                    x: content.minX + (content.width - statusWidth) / 2, y: board.frame.maxY, width: statusWidth,
                    height: content.maxY - board.frame.maxY)
                arrangement = .stacked(statsRow: top, status: status)
                return
            }
        }
        return nil
    }

    /// The smallest screen on which a board of `boardSize` can be played: the smallest squares, stacked, with the
    /// title bar and the key bar.
    static func minimumSize(boardSize: Int) -> GridSize {
        let board = BoardLayout.size(boardSize: boardSize, metrics: .smallest)
        return GridSize(
            width: max(board.width, minimumStackedWidth), height: board.height + stackedExtraRows + 2)
    }
}
