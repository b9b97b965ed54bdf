import CAdwaita
import Foundation
import NQueensPresentation

// MARK: - A puzzle's marks: the hint's line, the givens' squares, the squares ruled out

extension BoardPainter {
    /// Draws what only a puzzle (a daily, a puzzle by ID) has, over the squares and under the queens: the row or
    /// column the hint shown reasons about (a hint tint), the givens' squares (tinted and framed in `Palette.given`,
    /// so a fixed queen looks apart from the player's), and a cross on each square the hints ruled out.
    ///
    /// Free play has none of these marks, so it draws nothing.
    func drawPuzzleMarks(_ cairo: OpaquePointer, _ geometry: BoardGeometry) {
        for (screenRow, row) in grid.rows.enumerated() {
            for (screenColumn, cell) in row.enumerated()
            where cell.isOnHintLine || cell.isGiven || cell.isRuledOut {
                let corner = geometry.origin(row: screenRow, column: screenColumn)
                if cell.isOnHintLine {
                    Cairo.setColor(cairo, palette.hint, alpha: 0.16)
                    cairo_rectangle(cairo, corner.x, corner.y, geometry.cell + 0.5, geometry.cell + 0.5)
                    cairo_fill(cairo)
                }
                if cell.isGiven { drawGivenSquare(cairo, corner: corner, side: geometry.cell) }
                if let color = palette.ruledOutMarkColor(for: cell) {
                    drawCross(cairo, corner: corner, side: geometry.cell, color: color)
                }
            }
        }
    }

    /// A given's square: tinted, with a rounded frame inside its edge.
    private func drawGivenSquare(_ cairo: OpaquePointer, corner: (x: Double, y: Double), side: Double) {
        Cairo.setColor(cairo, palette.given, alpha: 0.22)
        cairo_rectangle(cairo, corner.x, corner.y, side + 0.5, side + 0.5)
        cairo_fill(cairo)
        let width = max(1.5, side * 0.05)
        let inset = width / 2 + side * 0.05
        Cairo.roundedRectangle(
            cairo, x: corner.x + inset, y: corner.y + inset, width: side - 2 * inset, height: side - 2 * inset,
            radius: side * 0.16)
        Cairo.setColor(cairo, palette.given, alpha: 0.85)
        cairo_set_line_width(cairo, width)
        cairo_stroke(cairo)
    }

    /// A small cross in the middle of a square ruled out.
    private func drawCross(
        _ cairo: OpaquePointer, corner: (x: Double, y: Double), side: Double, color: RGBColor
    ) {
        let half = side * 0.14
        let center = (x: corner.x + side / 2, y: corner.y + side / 2)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_width(cairo, max(1.5, side * 0.045))
        Cairo.setColor(cairo, color, alpha: 0.75)
        cairo_move_to(cairo, center.x - half, center.y - half)
        cairo_line_to(cairo, center.x + half, center.y + half)
        cairo_move_to(cairo, center.x + half, center.y - half)
        cairo_line_to(cairo, center.x - half, center.y + half)
        cairo_stroke(cairo)
    }
}
