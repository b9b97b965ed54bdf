import CAdwaita
import Foundation
import GObjectSwift
import NQueensPresentation

// MARK: - What is written on squares: the hint's line, the givens, the crosses, the attacked dots

extension BoardPainter {
    /// How strongly the hint's row or column is tinted in `Palette.hint`.
    static let hintLineTint = 0.16

    /// How strongly a given's square is tinted in `Palette.given`.
    static let givenTint = 0.22

    /// Draws what is written on the squares, over their fills and under the queens: the row or column the hint
    /// shown reasons about (a hint tint), the givens' squares (tinted and framed in `Palette.given`, so a fixed
    /// queen looks apart from the player's), a dot on each attacked square, the hint's stamp (a cross in a ring) on
    /// each square hints ruled out, and the player's own bold ✕ on each square they marked.
    ///
    /// Each has a shape of its own, so that none is told by its colour alone (a board turned grey keeps them
    /// apart). A board with none of these draws nothing (not even the clip).
    func drawSquareMarks(_ snapshot: Snapshot) {
        let marked = grid.cells.contains(where: Self.isWrittenOn)
        guard marked, let first = edges.xs.first, let last = edges.xs.last, let top = edges.ys.first,
            let bottom = edges.ys.last
        else { return }
        // The board's rounded corners clip the tints of its corner squares.
        let board = graphene_rect_t.rect(x: first, y: top, width: last - first, height: bottom - top)
        snapshot.pushRoundedClip(.rounded(board, radius: Self.cornerRadius))
        for (screenRow, row) in grid.rows.enumerated() {
            for (column, cell) in row.enumerated() where Self.isWrittenOn(cell) {
                let rect = edges.rect(row: screenRow, column: column)
                if cell.isOnHintLine { snapshot.appendColor(palette.hint.rgba(alpha: Self.hintLineTint), rect) }
                if cell.isGiven { drawGivenSquare(snapshot, rect) }
                if cell.isAttacked && !cell.hasQueen && cell.annotation == nil && cell.hint == nil {
                    drawDot(snapshot, rect)
                }
                if let color = palette.ruledOutMarkColor(for: cell) { drawRuledOut(snapshot, rect, color: color) }
                if let color = palette.playerMarkColor(for: cell) { drawPlayerMark(snapshot, rect, color: color) }
            }
        }
        snapshot.pop()
    }

    private static func isWrittenOn(_ cell: BoardCell) -> Bool {
        cell.isOnHintLine || cell.isGiven || cell.annotation != nil || (cell.isAttacked && !cell.hasQueen)
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

    /// A small dot in the middle of an attacked square: the shade's shape, for a board seen without colour.
    private func drawDot(_ snapshot: Snapshot, _ rect: graphene_rect_t) {
        let diameter = max(3, edges.cell * 0.12)
        let center = Self.center(of: rect)
        let dot = graphene_rect_t.rect(
            x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
        snapshot.pushRoundedClip(.rounded(dot, radius: diameter / 2))
        snapshot.appendColor(palette.secondaryText.rgba(alpha: 0.7), dot)
        snapshot.pop()
    }

    /// A square a hint ruled out: the hint's stamp, a thin cross in a ring (a fact, not the player's note).
    private func drawRuledOut(_ snapshot: Snapshot, _ rect: graphene_rect_t, color: RGBColor) {
        let side = edges.cell
        let center = Self.center(of: rect)
        let diameter = side * 0.58
        let ring = graphene_rect_t.rect(
            x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
        snapshot.appendBorder(
            .rounded(ring, radius: diameter / 2), width: Float(max(1.5, side * 0.04)), color: color.rgba(alpha: 0.8))
        drawCross(
            snapshot, at: center, length: side * 0.34, width: max(1.5, side * 0.045), color: color.rgba(alpha: 0.8))
    }

    /// The player's own mark: a bold ✕, larger than the hint's cross and without its ring.
    private func drawPlayerMark(_ snapshot: Snapshot, _ rect: graphene_rect_t, color: RGBColor) {
        let side = edges.cell
        drawCross(
            snapshot, at: Self.center(of: rect), length: side * 0.5, width: max(2.5, side * 0.1),
            color: color.rgba(alpha: 0.9))
    }

    /// Two bars of `length` and `width` crossing at `center`, turned a quarter either way.
    private func drawCross(
        _ snapshot: Snapshot, at center: (x: Double, y: Double), length: Double, width: Double, color: GdkRGBA
    ) {
        snapshot.save()
        snapshot.translate(x: center.x, y: center.y)
        for turn in [45.0, 90.0] {
            snapshot.rotate(degrees: turn)
            let bar = graphene_rect_t.rect(x: -length / 2, y: -width / 2, width: length, height: width)
            snapshot.pushRoundedClip(.rounded(bar, radius: width / 2))
            snapshot.appendColor(color, bar)
            snapshot.pop()
        }
        snapshot.restore()
    }

    /// The middle of `rect`.
    static func center(of rect: graphene_rect_t) -> (x: Double, y: Double) {
        (Double(rect.origin.x + rect.size.width / 2), Double(rect.origin.y + rect.size.height / 2))
    }
}
