import CAdwaita
import GObjectSwift
import NQueensLocalization
import NQueensPresentation

/// A figure in a small card: its value large, its label small above it ("MOVES", "12").
@MainActor
final class StatCard {
    let root: Widget
    private let label: Widget
    private let value: Widget
    private var shown: String?

    init() {
        // The name wraps (anywhere in a long word) rather than widen the four cards past a narrow window.
        label = Make.label("", "stat-label", wraps: true)
        // The value changes with every move: an inscription, so a move redraws it without a relayout.
        value = Make.inscription("stat-value", minChars: 3, natChars: 4)
        root = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 2, [label, value]).style("card", "stat-card")
        root.expand(horizontal: true)
    }

    /// Shows `stat`.
    func show(_ stat: GameStat) {
        Make.setText(label, stat.label.uppercased(with: Localization.locale))
        // TRANSLATORS: a figure for screen readers, its name then its value: "Moves: 12".
        let accessible = tr("%1$s: %2$s", stat.label, stat.value)
        guard accessible != shown else { return }
        shown = accessible
        Make.setInscription(value, stat.value)
        root.setAccessibleLabel(accessible)
    }

    /// The value shown (for tests).
    var valueText: String {
        Make.inscriptionText(value)
    }
}

/// The status line in a rounded banner coloured by its tone (neutral, warning, danger, success).
@MainActor
final class StatusBanner {
    let root: Widget
    private var tone: StatusTone?

    init() {
        root = Make.inscription("status-banner", minChars: 12, natChars: 30)
        gtk_inscription_set_wrap_mode(root.ptr(), PANGO_WRAP_WORD_CHAR)
    }

    /// Shows `text` in `tone`'s colours.
    func show(_ text: String, tone: StatusTone) {
        if text != self.text {
            Make.setInscription(root, text)
            fitLines(text)
        }
        guard tone != self.tone else { return }
        for (each, name) in Self.names { root.setStyle(name, each == tone) }
        self.tone = tone
    }

    /// The text shown (for tests).
    var text: String {
        Make.inscriptionText(root)
    }

    /// The width the banner has at the least (the panel beside the board), for a banner not laid out yet.
    private static let narrowestWidth: Int32 = 290

    /// The lines the banner is high at the least, whatever it says: most statuses take one line and some two, and
    /// a banner that grew and shrank with them would move the buttons under it as the player reaches for them.
    private static let reservedLines = 2

    /// Makes the banner as many lines high as `text` takes at its width, as a wrapping label would be, and at least
    /// `reservedLines`.
    ///
    /// It is an inscription rather than a label because a label's new text lays the window out again (measuring
    /// the wrapped text for every container up to the window), and the status changes with most moves; this way
    /// the window is laid out again only when the status needs more lines than the banner has, or fewer.
    private func fitLines(_ text: String) {
        guard let layout = gtk_widget_create_pango_layout(root.widget, text) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let width = gtk_widget_get_width(root.widget)
        pango_layout_set_width(layout, (width > 0 ? width : Self.narrowestWidth) * PANGO_SCALE)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        // The inscription counts lines in its own font's height; lines in a fallback font (Japanese in Noto Sans
        // CJK beside Cantarell) are taller, so count the text's real height in those lines.
        var textHeight: Int32 = 0
        pango_layout_get_pixel_size(layout, nil, &textHeight)
        pango_layout_set_text(layout, "X", -1)  // l10n: not shown (measures one line of the banner's own font)
        var lineHeight: Int32 = 0
        pango_layout_get_pixel_size(layout, nil, &lineHeight)
        let measured = lineHeight > 0 ? (Int(textHeight) + Int(lineHeight) - 1) / Int(lineHeight) : 0
        let lines = UInt32(max(Self.reservedLines, measured))
        gtk_inscription_set_min_lines(root.ptr(), lines)
        gtk_inscription_set_nat_lines(root.ptr(), lines)
    }

    private static let names: [(StatusTone, String)] = [
        (.neutral, "neutral"), (.warning, "warning"), (.danger, "danger"), (.success, "success"),
    ]
}
