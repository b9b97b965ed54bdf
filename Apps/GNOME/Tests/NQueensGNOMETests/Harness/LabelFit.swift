import CAdwaita
import GObjectSwift

/// Finds text that does not fit: labels cut by their allocation, and pages that scroll sideways.
///
/// A label (`GtkLabel`, ours or GTK's), once laid out, is cut when the text it draws does not fit its content box
/// (the size `gtk_widget_get_width` and `_height` give, inside its margins, border and padding, where it draws its
/// Pango layout), judged from that layout:
/// - a label that neither wraps nor ellipsizes is cut when its text is wider than its content box;
/// - a wrapping label is cut when its lines, wrapped at its width, are higher than its content box (the last ones
///   would be lost), or when one of them is still wider (a word that cannot break);
/// - an ellipsizing label may shorten its text, on purpose, down to the minimum width it asks for: it is cut when
///   its text is shortened and its content box is narrower than that minimum.
/// Rounding within a point is not a cut.
@MainActor
enum LabelFit {
    /// One label that does not fit, in words.
    struct Problem: CustomStringConvertible {
        let text: String
        let reason: String
        var description: String { "“\(text)” \(reason)" }
    }

    /// The labels shown under `root` (itself included) that are cut.
    static func problems(in root: Widget) -> [Problem] {
        problems(under: root.widget)
    }

    /// Why the page `page` (the main window's visible screen) is wider than its scroller, if it is: a screen must
    /// fit the window's width rather than scroll sideways.
    static func sidewaysOverflow(of page: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard isA(page, gtk_scrolled_window_get_type()) else { return nil }
        let adjustment = gtk_scrolled_window_get_hadjustment(OpaquePointer(page))
        let upper = gtk_adjustment_get_upper(adjustment)
        let shown = gtk_adjustment_get_page_size(adjustment)
        guard upper > shown + 1 else { return nil }
        let culprits = widest(under: page, atLeast: Int32(shown) - 10).joined(separator: "\n")
        return
            "the page is \(Int(upper)) points wide in a \(Int(shown))-point window, it scrolls sideways:\n\(culprits)"
    }

    private static func problems(under widget: UnsafeMutablePointer<GtkWidget>) -> [Problem] {
        guard gtk_widget_get_mapped(widget) != 0 else { return [] }
        var found: [Problem] = []
        if isA(widget, gtk_label_get_type()), let problem = problem(ofLabel: widget) { found.append(problem) }
        if isA(widget, gtk_inscription_get_type()), let problem = problem(ofInscription: widget) {
            found.append(problem)
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            found += problems(under: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    private static func problem(ofLabel widget: UnsafeMutablePointer<GtkWidget>) -> Problem? {
        let label = OpaquePointer(widget)
        let text = gtk_label_get_text(label).map { String(cString: $0) } ?? ""
        guard !text.isEmpty, let layout = gtk_label_get_layout(label) else { return nil }
        let room = (width: Int(gtk_widget_get_width(widget)), height: Int(gtk_widget_get_height(widget)))
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        if gtk_label_get_ellipsize(label) != PANGO_ELLIPSIZE_NONE {
            guard pango_layout_is_ellipsized(layout) != 0 else { return nil }
            let asked = minimumContentWidth(widget)
            guard room.width + 1 < asked else { return nil }
            return Problem(text: text, reason: "is shortened to \(room.width) points, under the \(asked) it asks for")
        }
        if Int(logical.width) > room.width + 1 {
            return Problem(text: text, reason: "is \(logical.width) points wide in \(room.width)")
        }
        if gtk_label_get_wrap(label) != 0, Int(logical.height) > room.height + 1 {
            return Problem(text: text, reason: "is \(logical.height) points high in \(room.height)")
        }
        return nil
    }

    /// Whether an inscription's text, wrapped at its width as it wraps it, is higher than the lines it was given
    /// (an inscription counts lines in its own font, and a fallback font's lines are taller).
    private static func problem(ofInscription widget: UnsafeMutablePointer<GtkWidget>) -> Problem? {
        let inscription = OpaquePointer(widget)
        guard let characters = gtk_inscription_get_text(inscription) else { return nil }
        let text = String(cString: characters)
        guard !text.isEmpty, let layout = gtk_widget_create_pango_layout(widget, text) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let room = (width: gtk_widget_get_width(widget), height: Int(gtk_widget_get_height(widget)))
        pango_layout_set_width(layout, room.width * PANGO_SCALE)
        pango_layout_set_wrap(layout, gtk_inscription_get_wrap_mode(inscription))
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        guard Int(logical.height) > room.height + 1 else { return nil }
        return Problem(text: text, reason: "is \(logical.height) points high in \(room.height) (an inscription)")
    }

    /// The narrowest content box `widget` asks for: its minimum width less its margins, CSS margin, border and
    /// padding, which `gtk_widget_measure` counts.
    private static func minimumContentWidth(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        var minimum: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        let style = gtk_widget_get_style_context(widget)
        var margin = GtkBorder()
        var border = GtkBorder()
        var padding = GtkBorder()
        gtk_style_context_get_margin(style, &margin)
        gtk_style_context_get_border(style, &border)
        gtk_style_context_get_padding(style, &padding)
        let boxes = [margin, border, padding].reduce(0) { $0 + Int($1.left) + Int($1.right) }
        return Int(minimum) - Int(gtk_widget_get_margin_start(widget) + gtk_widget_get_margin_end(widget)) - boxes
    }

    /// The widgets under `widget` (itself included) at least `width` points wide at their minimum, indented by
    /// depth, each with its minimum and allocated widths: what makes a page too wide.
    static func widest(under widget: UnsafeMutablePointer<GtkWidget>, atLeast width: Int32, depth: Int = 0)
        -> [String]
    {
        guard gtk_widget_get_visible(widget) != 0 else { return [] }
        var minimum: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        var found: [String] = []
        if minimum >= width {
            let type = String(cString: nq_object_type_name(widget))
            let text =
                isA(widget, gtk_label_get_type()) ? String(cString: gtk_label_get_text(OpaquePointer(widget))) : ""
            let indent = String(repeating: " ", count: depth)
            found.append("\(indent)\(type): minimum \(minimum), allocated \(gtk_widget_get_width(widget)) \(text)")
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            found += widest(under: current, atLeast: width, depth: depth + 1)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    private static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type)
            != 0
    }
}
