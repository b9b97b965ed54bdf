import CAdwaita
import GObjectSwift

/// Finds text that does not fit: labels cut by their allocation, and pages that scroll sideways.
///
/// A label (`GtkLabel`, ours or GTK's), once laid out, is cut when the text it draws does not fit its allocation
/// (drawn from its content box, inside its CSS padding and border), judged from its Pango layout:
/// - a label that neither wraps nor ellipsizes is cut when its text runs past its allocation's end;
/// - a wrapping label is cut when its lines, wrapped at its width, run past its allocation's bottom (the last ones
///   would be lost), or when one of them still runs past its end (a word that cannot break);
/// - an ellipsizing label may shorten its text, on purpose, down to the minimum width it asks for: it is cut when
///   its text is shortened and its room is narrower than that minimum.
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
        let style = gtk_widget_get_style_context(widget)
        var padding = GtkBorder()
        var border = GtkBorder()
        gtk_style_context_get_padding(style, &padding)
        gtk_style_context_get_border(style, &border)
        let room = (
            width: Int(gtk_widget_get_width(widget)) - Int(padding.left + padding.right + border.left + border.right),
            height: Int(gtk_widget_get_height(widget)) - Int(padding.top + padding.bottom + border.top + border.bottom)
        )
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        let drawn = (width: Int(logical.width), height: Int(logical.height))
        if gtk_label_get_ellipsize(label) != PANGO_ELLIPSIZE_NONE {
            guard pango_layout_is_ellipsized(layout) != 0 else { return nil }
            var minimum: Int32 = 0
            gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
            var margin = GtkBorder()
            gtk_style_context_get_margin(style, &margin)
            let asked =
                Int(minimum) - Int(gtk_widget_get_margin_start(widget) + gtk_widget_get_margin_end(widget))
                - Int(margin.left + margin.right)
            guard Int(gtk_widget_get_width(widget)) + 1 < asked else { return nil }
            return Problem(text: text, reason: "is shortened to \(room.width) points, under the \(asked) it asks for")
        }
        // GTK draws a label's text from its content box and clips it only at its allocation: text that runs into
        // the padding still shows.
        let start = (x: Int(padding.left + border.left), y: Int(padding.top + border.top))
        let allocation = (width: Int(gtk_widget_get_width(widget)), height: Int(gtk_widget_get_height(widget)))
        if start.x + drawn.width > allocation.width + 1 {
            return Problem(text: text, reason: "is \(drawn.width) points wide in \(room.width)")
        }
        if gtk_label_get_wrap(label) != 0, start.y + drawn.height > allocation.height + 1 {
            return Problem(text: text, reason: "is \(drawn.height) points high in \(room.height)")
        }
        return nil
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
