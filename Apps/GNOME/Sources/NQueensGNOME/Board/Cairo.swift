import CAdwaita
import NQueensPresentation

/// Cairo helpers for drawing with the presentation layer's colours.
@MainActor
enum Cairo {
    /// Sets the source colour to `color` at `alpha`.
    static func setColor(_ cairo: OpaquePointer, _ color: RGBColor, alpha: Double = 1) {
        cairo_set_source_rgba(
            cairo, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255, alpha)
    }

    /// Adds a rounded rectangle to the path.
    static func roundedRectangle(
        _ cairo: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double
    ) {
        let r = min(radius, width / 2, height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x + width - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cairo, x + width - r, y + height - r, r, 0, Double.pi / 2)
        cairo_arc(cairo, x + r, y + height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cairo, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }
}
