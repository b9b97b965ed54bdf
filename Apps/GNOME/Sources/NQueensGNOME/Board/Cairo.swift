import CAdwaita
import Foundation
import NQueensPresentation

/// Cairo and Pango helpers for drawing with the presentation layer's colours.
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

    /// A Pango layout for `cairo` with `family`, `weight` and `size` (pixels), to draw several strings with;
    /// release it with `g_object_unref`.
    static func layout(
        _ cairo: OpaquePointer, family: String, weight: PangoWeight, size: Double
    ) -> OpaquePointer? {
        guard let layout = pango_cairo_create_layout(cairo) else { return nil }
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, family)
        pango_font_description_set_weight(font, weight)
        pango_font_description_set_absolute_size(font, max(1, size) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        return layout
    }

    /// Draws `layout` centred on (`x`, `y`) by its ink.
    static func showCentered(_ cairo: OpaquePointer, _ layout: OpaquePointer, x: Double, y: Double) {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        cairo_move_to(cairo, x - Double(ink.x) - Double(ink.width) / 2, y - Double(ink.y) - Double(ink.height) / 2)
        pango_cairo_show_layout(cairo, layout)
    }

    /// Draws `text` centred on (`x`, `y`) by its ink, `size` pixels high, in `family` and `weight`.
    static func drawCentered(
        _ cairo: OpaquePointer, _ text: String, x: Double, y: Double, size: Double, family: String = "DejaVu Sans",
        weight: PangoWeight = PANGO_WEIGHT_NORMAL
    ) {
        guard let layout = pango_cairo_create_layout(cairo) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, family)
        pango_font_description_set_weight(font, weight)
        pango_font_description_set_absolute_size(font, max(1, size) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        cairo_move_to(cairo, x - Double(ink.x) - Double(ink.width) / 2, y - Double(ink.y) - Double(ink.height) / 2)
        pango_cairo_show_layout(cairo, layout)
    }

    /// Draws `text` with its top-left corner at (`x`, `y`).
    static func drawText(
        _ cairo: OpaquePointer, _ text: String, x: Double, y: Double, size: Double,
        weight: PangoWeight = PANGO_WEIGHT_BOLD
    ) {
        guard let layout = pango_cairo_create_layout(cairo) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, "Cantarell, DejaVu Sans")
        pango_font_description_set_weight(font, weight)
        pango_font_description_set_absolute_size(font, max(1, size) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, -1)
        cairo_move_to(cairo, x, y)
        pango_cairo_show_layout(cairo, layout)
    }
}
