import CAdwaita
import Foundation
import GObjectSwift
import NQueensPresentation

// MARK: - A puzzle's marks: the hint's line, the givens' squares, the squares ruled out

extension BoardPainter {
    /// How strongly the hint's row or column is tinted in `Palette.hint`.
    static let hintLineTint = 0.16

    /// How strongly a given's square is tinted in `Palette.given`.
    static let givenTint = 0.22

    /// Draws what only a puzzle (a daily, a puzzle by ID) has, over the squares and under the queens: the row or
    /// column the hint shown reasons about (a hint tint), the givens' squares (tinted and framed in `Palette.given`,
    /// so a fixed queen looks apart from the player's), and a cross on each square the hints ruled out.
    ///
    /// Free play has none of these marks, so it draws nothing (not even the clip).
    func drawPuzzleMarks(_ snapshot: Snapshot) {
        let marked = grid.cells.contains { $0.isOnHintLine || $0.isGiven || $0.isRuledOut }
        guard marked, let first = edges.xs.first, let last = edges.xs.last, let top = edges.ys.first,
            let bottom = edges.ys.last
        else { return }
        // The board's rounded corners clip the tints of its corner squares.
        let board = graphene_rect_t.rect(x: first, y: top, width: last - first, height: bottom - top)
        snapshot.pushRoundedClip(.rounded(board, radius: Self.cornerRadius))
        for (screenRow, row) in grid.rows.enumerated() {
            for (column, cell) in row.enumerated() where cell.isOnHintLine || cell.isGiven || cell.isRuledOut {
                let rect = edges.rect(row: screenRow, column: column)
                if cell.isOnHintLine { snapshot.appendColor(palette.hint.rgba(alpha: Self.hintLineTint), rect) }
                if cell.isGiven { drawGivenSquare(snapshot, rect) }
                if let color = palette.ruledOutMarkColor(for: cell) { drawCross(snapshot, rect, color: color) }
            }
        }
        snapshot.pop()
    }

    /// A given's square: tinted, with a rounded frame inside its edge.
    private func drawGivenSquare(_ snapshot: Snapshot, _ rect: graphene_rect_t) {
        snapshot.appendColor(palette.given.rgba(alpha: Self.givenTint), rect)
        let side = edges.cell
        let inset = side * 0.06
        let frame = graphene_rect_t.rect(
            x: Double(rect.origin.x) + inset, y: Double(rect.origin.y) + inset,
            width: Double(rect.size.width) - 2 * inset, height: Double(rect.size.height) - 2 * inset)
        snapshot.appendBorder(
            .rounded(frame, radius: side * 0.16), width: Float(max(1.5, side * 0.05)),
            color: palette.given.rgba(alpha: 0.85))
    }

    /// A small cross in the middle of a square ruled out: two thin bars, turned a quarter either way.
    private func drawCross(_ snapshot: Snapshot, _ rect: graphene_rect_t, color: RGBColor) {
        let length = edges.cell * 0.4
        let width = max(1.5, edges.cell * 0.045)
        snapshot.save()
        snapshot.translate(
            x: Double(rect.origin.x + rect.size.width / 2), y: Double(rect.origin.y + rect.size.height / 2))
        for turn in [45.0, 90.0] {
            snapshot.rotate(degrees: turn)
            snapshot.appendColor(
                color.rgba(alpha: 0.75), .rect(x: -length / 2, y: -width / 2, width: length, height: width))
        }
        snapshot.restore()
    }
}
