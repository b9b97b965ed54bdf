import CAdwaita
import Foundation
import NQueensEngine
import NQueensPresentation

/// Where the board lies in its drawing area: a square of `size` cells, centred.
struct BoardGeometry: Equatable {
    /// The number of cells a side.
    let size: Int
    /// The left edge of the board.
    let x: Double
    /// The top edge of the board.
    let y: Double
    /// The side of one cell.
    let cell: Double

    /// The board of `size` cells fitted in an area of `width` × `height`.
    init(size: Int, width: Int, height: Int) {
        let side = Double(min(width, height))
        self.size = max(1, size)
        self.cell = side / Double(self.size)
        self.x = (Double(width) - side) / 2
        self.y = (Double(height) - side) / 2
    }

    /// The top-left corner of the cell at `screenRow`, `screenColumn` (0, 0 is the top-left cell).
    func origin(row screenRow: Int, column screenColumn: Int) -> (x: Double, y: Double) {
        (x + Double(screenColumn) * cell, y + Double(screenRow) * cell)
    }

    /// The centre of `square`'s cell.
    func center(of square: Square) -> (x: Double, y: Double) {
        let corner = origin(row: size - 1 - square.row, column: square.column)
        return (corner.x + cell / 2, corner.y + cell / 2)
    }

    /// The screen row and column at (`px`, `py`), or `nil` outside the board.
    func cellAt(x px: Double, y py: Double) -> (row: Int, column: Int)? {
        let column = Int(((px - x) / cell).rounded(.down))
        let row = Int(((py - y) / cell).rounded(.down))
        guard (0..<size).contains(row), (0..<size).contains(column) else { return nil }
        return (row, column)
    }
}

/// Draws a `BoardGrid` with cairo: squares, attacked squares, attack lines and their strokes, the hint, the
/// queens (in the chosen style, red when in conflict) and the coordinates, with the motion's pulse and fades.
///
/// Everything it draws is in the grid already (the engine's conflicts, the presentation's marks); the painter
/// only decides how it looks. The keyboard cursor is the focused square's focus ring, drawn by GTK.
@MainActor
struct BoardPainter {
    let grid: BoardGrid
    let palette: Palette
    let queen: Character
    let motion: BoardMotion

    /// Draws the board in an area of `width` × `height` on `cairo`.
    func draw(_ cairo: OpaquePointer, width: Int, height: Int) {
        let geometry = BoardGeometry(size: grid.size, width: width, height: height)
        let side = geometry.cell * Double(grid.size)
        cairo_save(cairo)
        Cairo.roundedRectangle(cairo, x: geometry.x, y: geometry.y, width: side, height: side, radius: 12)
        cairo_clip(cairo)
        drawSquares(cairo, geometry)
        drawPuzzleMarks(cairo, geometry)
        drawStrokes(cairo, geometry)
        drawQueens(cairo, geometry)
        drawCoordinates(cairo, geometry)
        cairo_restore(cairo)
    }

    private func drawSquares(_ cairo: OpaquePointer, _ geometry: BoardGeometry) {
        for (screenRow, row) in grid.rows.enumerated() {
            for (screenColumn, cell) in row.enumerated() {
                let corner = geometry.origin(row: screenRow, column: screenColumn)
                // Half a pixel of overlap hides seams between cells at fractional sizes.
                let rect = (corner.x, corner.y, geometry.cell + 0.5, geometry.cell + 0.5)
                // The plain square, then its fill by meaning (attacked, on an attack line) fading in over it.
                Cairo.setColor(cairo, cell.isLight ? palette.lightSquare : palette.darkSquare)
                cairo_rectangle(cairo, rect.0, rect.1, rect.2, rect.3)
                cairo_fill(cairo)
                let fill = palette.squareColor(for: cell)
                if fill != palette.lightSquare && fill != palette.darkSquare {
                    let fade = cell.isOnAttackLine ? motion.sweepOpacity(on: cell.square) ?? 1 : 1
                    Cairo.setColor(cairo, fill, alpha: fade)
                    cairo_rectangle(cairo, rect.0, rect.1, rect.2, rect.3)
                    cairo_fill(cairo)
                }
                if cell.hint != nil {
                    let inset = geometry.cell * 0.08
                    Cairo.setColor(cairo, palette.hint, alpha: 0.28)
                    Cairo.roundedRectangle(
                        cairo, x: corner.x + inset, y: corner.y + inset, width: geometry.cell - 2 * inset,
                        height: geometry.cell - 2 * inset, radius: geometry.cell * 0.18)
                    cairo_fill_preserve(cairo)
                    Cairo.setColor(cairo, palette.hint)
                    cairo_set_line_width(cairo, max(2, geometry.cell * 0.06))
                    cairo_stroke(cairo)
                }
            }
        }
    }

    private func drawStrokes(_ cairo: OpaquePointer, _ geometry: BoardGeometry) {
        guard !grid.attackSegments.isEmpty else { return }
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_width(cairo, max(2, geometry.cell * 0.07))
        for segment in grid.attackSegments {
            let fade = motion.strokeOpacity(through: segment.from) ?? motion.strokeOpacity(through: segment.to) ?? 1
            let from = geometry.center(of: segment.from)
            let to = geometry.center(of: segment.to)
            Cairo.setColor(cairo, palette.conflict, alpha: 0.8 * fade)
            cairo_move_to(cairo, from.x, from.y)
            cairo_line_to(cairo, to.x, to.y)
            cairo_stroke(cairo)
        }
    }

    private func drawQueens(_ cairo: OpaquePointer, _ geometry: BoardGeometry) {
        // One layout for every queen (same glyph, same size); a pulsing queen is drawn scaled.
        let size = geometry.cell * 0.74
        guard let layout = Cairo.layout(cairo, family: "DejaVu Sans", weight: PANGO_WEIGHT_NORMAL, size: size) else {
            return
        }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, String(queen), -1)
        for cell in grid.cells where cell.hasQueen {
            let center = geometry.center(of: cell.square)
            let pulse = motion.pulseStrength(on: cell.square) ?? 0
            if cell.isConflicting || pulse > 0 {
                // An opaque disc first, so that an attack stroke ends at the queen instead of crossing it.
                let radius = geometry.cell * (0.4 + 0.12 * pulse)
                cairo_arc(cairo, center.x, center.y, radius, 0, 2 * Double.pi)
                Cairo.setColor(cairo, cell.isLight ? palette.lightSquare : palette.darkSquare)
                cairo_fill_preserve(cairo)
                let color = cell.isConflicting ? palette.conflict : palette.accent
                Cairo.setColor(cairo, color, alpha: cell.isConflicting ? 0.3 : 0.45 * pulse)
                cairo_fill(cairo)
            }
            Cairo.setColor(cairo, palette.pieceColor(for: cell))
            let scale = 1 + 0.22 * pulse
            cairo_save(cairo)
            cairo_translate(cairo, center.x, center.y)
            cairo_scale(cairo, scale, scale)
            Cairo.showCentered(cairo, layout, x: 0, y: 0)
            cairo_restore(cairo)
        }
    }

    private func drawCoordinates(_ cairo: OpaquePointer, _ geometry: BoardGeometry) {
        guard geometry.cell >= 26 else { return }
        let size = max(9, geometry.cell * 0.17)
        let pad = geometry.cell * 0.06
        guard let layout = Cairo.layout(cairo, family: "Cantarell, DejaVu Sans", weight: PANGO_WEIGHT_BOLD, size: size)
        else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        func draw(_ text: String, x: Double, y: Double) {
            pango_layout_set_text(layout, text, -1)
            cairo_move_to(cairo, x, y)
            pango_cairo_show_layout(cairo, layout)
        }
        for (screenRow, label) in grid.rankLabels.enumerated() {
            let corner = geometry.origin(row: screenRow, column: 0)
            Cairo.setColor(cairo, palette.secondaryText, alpha: 0.8)
            draw(label, x: corner.x + pad, y: corner.y + pad * 0.5)
        }
        let bottom = grid.size - 1
        for (column, label) in grid.fileLabels.enumerated() {
            let corner = geometry.origin(row: bottom, column: column)
            Cairo.setColor(cairo, palette.secondaryText, alpha: 0.8)
            draw(
                label, x: corner.x + geometry.cell - pad - size * 0.62,
                y: corner.y + geometry.cell - pad * 0.5 - size * 1.3)
        }
    }
}
