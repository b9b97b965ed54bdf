import CAdwaita
import GObjectSwift

/// A line of text laid out once (shaped by Pango) and drawn as often as needed.
@MainActor
final class TextLayout {
    private let layout: OpaquePointer
    /// The extents of the text's ink, in Pango units.
    private let ink: PangoRectangle

    /// Lays out `text` in `family` and `weight` at `size` pixels with the Pango context of `widget` (its font map,
    /// resolution and font options; the layout follows their changes).
    init?(_ text: String, widget: Widget, family: String, weight: PangoWeight, size: Double) {
        guard let layout = gtk_widget_create_pango_layout(widget.widget, text) else { return nil }
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, family)
        pango_font_description_set_weight(font, weight)
        pango_font_description_set_absolute_size(font, max(1, size) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        self.layout = layout
        self.ink = ink
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// The width of the text's ink, in pixels.
    var inkWidth: Double {
        Double(ink.width) / Double(PANGO_SCALE)
    }

    /// Adds the text to `snapshot` in `color`, its top-left corner at (`x`, `y`).
    func append(_ snapshot: Snapshot, x: Double, y: Double, color: GdkRGBA) {
        snapshot.save()
        snapshot.translate(x: x, y: y)
        snapshot.appendLayout(layout, color)
        snapshot.restore()
    }

    /// Adds the text to `snapshot` in `color`, centred on `center` by its ink and scaled by `scale` around it.
    func appendCentered(_ snapshot: Snapshot, at center: (x: Double, y: Double), scale: Double = 1, color: GdkRGBA) {
        let units = Double(PANGO_SCALE)
        let offset = (
            x: (Double(ink.x) + Double(ink.width) / 2) / units, y: (Double(ink.y) + Double(ink.height) / 2) / units
        )
        guard scale != 1 else {
            append(snapshot, x: center.x - offset.x, y: center.y - offset.y, color: color)
            return
        }
        snapshot.save()
        snapshot.translate(x: center.x, y: center.y)
        snapshot.scale(scale)
        append(snapshot, x: -offset.x, y: -offset.y, color: color)
        snapshot.restore()
    }
}

/// The board's text, laid out once for the board's square size: the queen's glyph and the coordinates.
///
/// Shaping text is the dear part of drawing it, so each string is shaped once per size and drawn from then on.
@MainActor
final class BoardText {
    private let widget: Widget
    private var queenGlyph: Character = "\u{265B}"
    private var queenSize = 0.0
    private var queenLayout: TextLayout?
    private var labelSize = 0.0
    private var labels: [String: TextLayout] = [:]
    private var discDiameter = 0.0
    private var discLayout: TextLayout?
    /// The ink width of the disc glyph per pixel of font size.
    private var discRatio: Double?

    /// Text laid out with `widget`'s Pango context.
    init(widget: Widget) {
        self.widget = widget
    }

    /// Draws queens as `glyph` from now on.
    func setQueen(_ glyph: Character) {
        guard glyph != queenGlyph else { return }
        queenGlyph = glyph
        queenLayout = nil
    }

    /// The queen's glyph at `size` pixels.
    func queen(size: Double) -> TextLayout? {
        if queenLayout == nil || queenSize != size {
            queenSize = size
            queenLayout = TextLayout(
                String(queenGlyph), widget: widget, family: Self.glyphFont, weight: PANGO_WEIGHT_NORMAL, size: size)
        }
        return queenLayout
    }

    /// A filled circle `diameter` pixels across, as a glyph: text is what GTK's cairo renderer paints fastest (its
    /// glyphs are drawn once and kept), where a path is filled anew every frame.
    func disc(diameter: Double) -> TextLayout? {
        if discLayout == nil || discDiameter != diameter {
            if discRatio == nil {
                let reference = 100.0
                discRatio = TextLayout(
                    Self.discGlyph, widget: widget, family: Self.glyphFont, weight: PANGO_WEIGHT_NORMAL, size: reference
                ).map { $0.inkWidth / reference }
            }
            guard let ratio = discRatio, ratio > 0 else { return nil }
            discDiameter = diameter
            discLayout = TextLayout(
                Self.discGlyph, widget: widget, family: Self.glyphFont, weight: PANGO_WEIGHT_NORMAL,
                size: diameter / ratio)
        }
        return discLayout
    }

    /// The font of the queen and the disc (it has every queen style's glyph).
    private static let glyphFont = "DejaVu Sans"  // l10n: not shown (a font family)

    /// The font of the coordinates.
    private static let labelFont = "Cantarell, DejaVu Sans"  // l10n: not shown (font families)

    /// BLACK CIRCLE.
    private static let discGlyph = "\u{25CF}"

    /// A coordinate label (`a`, `8`) at `size` pixels.
    func label(_ text: String, size: Double) -> TextLayout? {
        if labelSize != size {
            labelSize = size
            labels = [:]
        }
        if let layout = labels[text] { return layout }
        let layout = TextLayout(
            text, widget: widget, family: Self.labelFont, weight: PANGO_WEIGHT_BOLD, size: size)
        labels[text] = layout
        return layout
    }
}
