import CAdwaita
import GObjectSwift
import NQueensEngine
import NQueensPresentation

// MARK: - A regions board: the grid, the regions' borders and, in high contrast, their letters

extension BoardPainter {
    /// Whether the board is a regions game's: its squares know their regions.
    var isRegionsBoard: Bool {
        grid.rows.first?.first?.region != nil
    }

    /// Whether each square shows its region's letter: in high contrast, where a region must read without its
    /// colour (the hints and conflicts name regions by colour and letter, "the orange region (A)").
    var showsRegionLetters: Bool {
        palette == .highContrastLight || palette == .highContrastDark
    }

    /// Draws a regions board's lines over the squares' fills and under the queens: a thin line between every two
    /// squares (a region's squares are one colour, so the grid shows where each square is), a thick line wherever
    /// two regions meet (`BoardCell.regionBorders`), and the letters.
    ///
    /// The thick lines are what tells the regions apart on a board seen without colour. A classic board draws
    /// nothing here.
    func drawRegionLines(_ snapshot: Snapshot) {
        guard isRegionsBoard, let first = edges.xs.first, let last = edges.xs.last, let top = edges.ys.first,
            let bottom = edges.ys.last
        else { return }
        let board = graphene_rect_t.rect(x: first, y: top, width: last - first, height: bottom - top)
        snapshot.pushRoundedClip(.rounded(board, radius: Self.cornerRadius))
        let thin = max(1, (edges.cell * 0.02).rounded())
        let thinColor = palette.text.rgba(alpha: 0.22)
        for index in 1..<grid.size {
            snapshot.appendColor(
                thinColor, .rect(x: edges.xs[index] - thin / 2, y: top, width: thin, height: bottom - top))
            snapshot.appendColor(
                thinColor, .rect(x: first, y: edges.ys[index] - thin / 2, width: last - first, height: thin))
        }
        drawRegionBorders(snapshot)
        if showsRegionLetters { drawRegionLetters(snapshot) }
        snapshot.pop()
    }

    /// A thick segment on the right and bottom side of each square that ends its region there (a left or top
    /// border is the right or bottom one of the square beside it), each a little longer than its side so that
    /// the segments of a corner meet.
    private func drawRegionBorders(_ snapshot: Snapshot) {
        let width = max(3, (edges.cell * 0.075).rounded())
        let color = palette.text.rgba(alpha: 0.85)
        for (screenRow, row) in grid.rows.enumerated() {
            for (column, cell) in row.enumerated() where !cell.regionBorders.isEmpty {
                let (left, right) = (edges.xs[column], edges.xs[column + 1])
                let (top, bottom) = (edges.ys[screenRow], edges.ys[screenRow + 1])
                if cell.regionBorders.contains(.right) {
                    snapshot.appendColor(
                        color,
                        .rect(x: right - width / 2, y: top - width / 2, width: width, height: bottom - top + width))
                }
                if cell.regionBorders.contains(.bottom) {
                    snapshot.appendColor(
                        color,
                        .rect(x: left - width / 2, y: bottom - width / 2, width: right - left + width, height: width))
                }
            }
        }
    }

    /// Each square's region letter, small in its bottom-left corner (the coordinates take the top-left of the
    /// first file and the bottom-right of the last rank), clear of the queen and the marks in the middle.
    private func drawRegionLetters(_ snapshot: Snapshot) {
        let size = max(9, edges.cell * 0.17)
        let pad = edges.cell * 0.08
        let color = palette.text.rgba(alpha: 0.8)
        for (screenRow, row) in grid.rows.enumerated() {
            for (column, cell) in row.enumerated() {
                guard let region = cell.region,
                    let layout = text.label(String(RegionMap.letter(ofRegion: region)), size: size)
                else { continue }
                let rect = edges.rect(row: screenRow, column: column)
                layout.append(
                    snapshot, x: Double(rect.origin.x) + pad,
                    y: Double(rect.origin.y + rect.size.height) - pad - size * 1.2, color: color)
            }
        }
    }
}
