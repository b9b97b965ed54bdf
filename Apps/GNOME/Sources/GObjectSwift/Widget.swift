import CAdwaita

/// A GTK widget: an `Object` with the widget helpers the screens use.
@MainActor
public class Widget: Object {
    /// The widget as `GtkWidget *`.
    public var widget: UnsafeMutablePointer<GtkWidget> {
        cast(GtkWidget.self)
    }

    // MARK: Look

    /// Adds CSS style classes (`pill`, `suggested-action`, `boxed-list`, `title-1`…).
    @discardableResult
    public func style(_ classes: String...) -> Self {
        for name in classes { gtk_widget_add_css_class(widget, name) }
        return self
    }

    /// Adds or removes one CSS class.
    public func setStyle(_ name: String, _ enabled: Bool) {
        if enabled {
            gtk_widget_add_css_class(widget, name)
        } else {
            gtk_widget_remove_css_class(widget, name)
        }
    }

    /// Sets the margins on every side.
    @discardableResult
    public func margins(_ all: Int32) -> Self {
        margins(top: all, bottom: all, start: all, end: all)
    }

    /// Sets the margins of each side.
    @discardableResult
    public func margins(top: Int32 = 0, bottom: Int32 = 0, start: Int32 = 0, end: Int32 = 0) -> Self {
        gtk_widget_set_margin_top(widget, top)
        gtk_widget_set_margin_bottom(widget, bottom)
        gtk_widget_set_margin_start(widget, start)
        gtk_widget_set_margin_end(widget, end)
        return self
    }

    /// Sets how the widget is placed in extra space.
    @discardableResult
    public func align(horizontal: GtkAlign? = nil, vertical: GtkAlign? = nil) -> Self {
        if let horizontal { gtk_widget_set_halign(widget, horizontal) }
        if let vertical { gtk_widget_set_valign(widget, vertical) }
        return self
    }

    /// Sets whether the widget takes extra space.
    @discardableResult
    public func expand(horizontal: Bool? = nil, vertical: Bool? = nil) -> Self {
        if let horizontal { gtk_widget_set_hexpand(widget, horizontal ? 1 : 0) }
        if let vertical { gtk_widget_set_vexpand(widget, vertical ? 1 : 0) }
        return self
    }

    /// Sets the smallest size the widget asks for (-1 leaves a side unset).
    @discardableResult
    public func sizeRequest(width: Int32 = -1, height: Int32 = -1) -> Self {
        gtk_widget_set_size_request(widget, width, height)
        return self
    }

    /// Sets the tooltip.
    @discardableResult
    public func tooltip(_ text: String?) -> Self {
        gtk_widget_set_tooltip_text(widget, text)
        return self
    }

    // MARK: State

    /// Whether the widget is shown.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { if isVisible != newValue { gtk_widget_set_visible(widget, newValue ? 1 : 0) } }
    }

    /// Whether the widget reacts to input.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { if isSensitive != newValue { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) } }
    }

    /// Whether the widget can take the keyboard focus.
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        set { if isFocusable != newValue { gtk_widget_set_focusable(widget, newValue ? 1 : 0) } }
    }

    /// Whether the widget has the keyboard focus.
    public var hasFocus: Bool {
        gtk_widget_has_focus(widget) != 0
    }

    /// Whether the widget is mapped (shown on screen in a shown window).
    public var isMapped: Bool {
        gtk_widget_get_mapped(widget) != 0
    }

    /// Gives the widget the keyboard focus; returns whether it took it.
    @discardableResult
    public func grabFocus() -> Bool {
        gtk_widget_grab_focus(widget) != 0
    }

    /// The allocated width.
    public var width: Int {
        Int(gtk_widget_get_width(widget))
    }

    /// The allocated height.
    public var height: Int {
        Int(gtk_widget_get_height(widget))
    }

    /// Asks for the widget to be drawn again at the next frame.
    public func queueDraw() {
        gtk_widget_queue_draw(widget)
    }

    // MARK: Accessibility

    /// Sets the accessible label (what a screen reader says).
    public func setAccessibleLabel(_ label: String) {
        nq_accessible_set_label(opaque, label)
    }

    /// Sets the accessible label as the whole of the name screen readers hear (a row's title no longer adds to it).
    public func setAccessibleName(_ label: String) {
        nq_accessible_reset_labelled_by(opaque)
        nq_accessible_set_label(opaque, label)
    }

    /// Sets the accessible description.
    public func setAccessibleDescription(_ description: String) {
        nq_accessible_set_description(opaque, description)
    }

    /// `nil` when the accessible label is `label`, else GTK's account of what it is (for tests).
    public func accessibleLabelMismatch(_ label: String) -> String? {
        guard let message = nq_accessible_check_label(opaque, label) else { return nil }
        defer { g_free(message) }
        return String(cString: message)
    }

    // MARK: Frame clock

    /// Calls `tick` before each frame with the frame time in microseconds until it returns `false` or is
    /// removed; returns its id for `removeTickCallback`.
    @discardableResult
    public func addTickCallback(_ tick: @escaping @MainActor (Int) -> Bool) -> UInt32 {
        let box = Unmanaged.passRetained(ClosureBox(tick)).toOpaque()
        return gtk_widget_add_tick_callback(widget, tickThunk, box, releaseDestroyBox)
    }

    /// Stops a tick callback.
    public func removeTickCallback(_ id: UInt32) {
        gtk_widget_remove_tick_callback(widget, id)
    }

    /// The frame clock's time of the current frame in microseconds, or the monotonic time when unrealized.
    public var frameTime: Int {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return g_get_monotonic_time() }
        return gdk_frame_clock_get_frame_time(clock)
    }

    /// Whether GTK's animations are enabled (`gtk-enable-animations`, off for "reduce animation").
    public var animationsEnabled: Bool {
        guard let settings = gtk_widget_get_settings(widget) else { return true }
        return nq_object_get_boolean(UnsafeMutableRawPointer(settings), "gtk-enable-animations") != 0
    }
}

private let tickThunk: GtkTickCallback = { _, clock, data in
    guard let data else { return 0 }
    let box = Unmanaged<ClosureBox<@MainActor (Int) -> Bool>>.fromOpaque(data).takeUnretainedValue()
    let time = clock.map { gdk_frame_clock_get_frame_time($0) } ?? g_get_monotonic_time()
    return MainActor.assumeIsolated { box.closure(time) } ? 1 : 0
}
