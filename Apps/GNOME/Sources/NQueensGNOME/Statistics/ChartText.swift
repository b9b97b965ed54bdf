import CAdwaita

/// Text in cairo drawings, shaped by Pango: the system's sans-serif face, with fontconfig's fallback for the
/// scripts it lacks (Japanese month and weekday names), which cairo's own font selection does not have.
@MainActor
final class ChartText {
    enum Alignment {
        case left, center, right
    }

    private let cairo: OpaquePointer
    private let layout: OpaquePointer

    /// Text drawn on `cairo` in the sans-serif face at `size` pixels, bold when `bold`.
    init(_ cairo: OpaquePointer, size: Double, bold: Bool = false) {
        self.cairo = cairo
        layout = pango_cairo_create_layout(cairo)
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, "Sans")  // l10n: not shown (a font)
        pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(font, max(1, size) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// The width `text` takes.
    func width(_ text: String) -> Double {
        extents(of: text).width
    }

    /// Shows `text` with its middle at `y`, starting, centred or ending at `x`.
    func show(_ text: String, x: Double, y: Double, align: Alignment) {
        let size = extents(of: text)
        let start =
            switch align {
            case .left: x
            case .center: x - size.width / 2
            case .right: x - size.width
            }
        cairo_move_to(cairo, start, y - size.height / 2)
        pango_cairo_show_layout(cairo, layout)
    }

    /// Sets the layout's text and returns its logical size in pixels.
    private func extents(of text: String) -> (width: Double, height: Double) {
        pango_layout_set_text(layout, text, -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let units = Double(PANGO_SCALE)
        return (Double(logical.width) / units, Double(logical.height) / units)
    }
}
