import CAdwaita
import GObjectSwift
import NQueensEngine
import NQueensLocalization
import NQueensPresentation

/// A solution drawn small for the album: the checkered board in the palette's square colours, each queen a disc;
/// or a silhouette (no solution): the board in one flat tone with a question mark, giving nothing away.
@MainActor
final class MiniBoard {
    let area: DrawingArea
    private var solution: Solution?
    private var boardSize: Int
    private var palette: Palette

    /// A board `points` wide and high, of `boardSize` rows, showing `solution` (a silhouette for `nil`).
    init(_ solution: Solution?, boardSize: Int, points: Int, palette: Palette) {
        self.solution = solution
        self.boardSize = boardSize
        self.palette = palette
        // Presentation: the card it sits on says what it shows.
        area = DrawingArea(role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
        area.setContentSize(width: points, height: points)
        area.align(horizontal: GTK_ALIGN_CENTER)
        area.setDraw { [weak self] cairo, width, height in self?.draw(cairo, width: width, height: height) }
    }

    /// Shows `solution` (a silhouette for `nil`) in `palette`, redrawing only when something changed.
    func show(_ solution: Solution?, palette: Palette) {
        guard solution != self.solution || palette != self.palette else { return }
        self.solution = solution
        self.palette = palette
        area.queueDraw()
    }

    private func draw(_ cairo: OpaquePointer, width: Int, height: Int) {
        let side = Double(min(width, height))
        let square = side / Double(boardSize)
        let left = (Double(width) - side) / 2
        let top = (Double(height) - side) / 2
        cairo_save(cairo)
        Cairo.roundedRectangle(cairo, x: left, y: top, width: side, height: side, radius: max(3, side / 24))
        cairo_clip(cairo)
        for line in 0..<boardSize {
            for column in 0..<boardSize {
                let isDark = (boardSize - 1 - line + column) % 2 == 0
                let color =
                    solution == nil
                    ? (isDark ? palette.surfaceSelected : palette.separator)
                    : (isDark ? palette.darkSquare : palette.lightSquare)
                Cairo.setColor(cairo, color)
                cairo_rectangle(
                    cairo, left + Double(column) * square, top + Double(line) * square, square + 0.5, square + 0.5)
                cairo_fill(cairo)
            }
        }
        cairo_restore(cairo)
        guard let solution else {
            drawQuestionMark(cairo, x: left + side / 2, y: top + side / 2, size: side * 0.45)
            return
        }
        for (row, column) in solution.columns.enumerated() {
            let line = boardSize - 1 - row
            let x = left + (Double(column) + 0.5) * square
            let y = top + (Double(line) + 0.5) * square
            Cairo.setColor(cairo, palette.queen)
            cairo_arc(cairo, x, y, square * 0.36, 0, 2 * Double.pi)
            cairo_fill(cairo)
            Cairo.setColor(cairo, palette.accent)
            cairo_arc(cairo, x, y, square * 0.18, 0, 2 * Double.pi)
            cairo_fill(cairo)
        }
    }

    private func drawQuestionMark(_ cairo: OpaquePointer, x: Double, y: Double, size: Double) {
        let family = "Sans"  // l10n: not shown (a font family)
        cairo_select_font_face(cairo, family, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cairo, size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cairo, "?", &extents)
        Cairo.setColor(cairo, palette.secondaryText, alpha: 0.8)
        cairo_move_to(cairo, x - extents.width / 2 - extents.x_bearing, y - extents.height / 2 - extents.y_bearing)
        cairo_show_text(cairo, "?")
    }
}
