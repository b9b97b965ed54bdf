import CAdwaita

/// A key press as GTK reports it.
public struct KeyPress: Hashable, Sendable {
    /// The key symbol (`GDK_KEY_…`).
    public let keyval: UInt32
    /// The modifiers held (`GdkModifierType` bits).
    public let modifiers: UInt32

    /// Whether Control, Alt or Super is held (such keys are shortcuts, not board keys).
    public var hasCommandModifier: Bool {
        modifiers & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue) != 0
    }
}

// MARK: - Event controllers as closures

extension Widget {
    /// Calls `action` with the position of each press of `button` (the primary one by default: the press count,
    /// x and y in the widget's coordinates); returns the gesture.
    @discardableResult
    public func onPress(
        button: Int32 = GDK_BUTTON_PRIMARY,
        _ action: @escaping @MainActor (_ count: Int, _ x: Double, _ y: Double) -> Void
    ) -> Object {
        let gesture = Object(taking: gtk_gesture_click_new())
        gtk_gesture_single_set_button(gesture.opaque, guint(button))
        _ = gesture.connect(
            "pressed", box: ClosureBox(action), thunk: unsafeBitCast(pressThunk, to: GCallback.self))
        gtk_widget_add_controller(widget, gesture.retainedForTransfer())
        return gesture
    }

    /// Follows drags with `button` held (`GtkGestureDrag`); returns the gesture.
    ///
    /// `begin` gets the point pressed, `update` each point the pointer reaches, `end` the last; points are in the
    /// widget's coordinates. A press let go where it was is a drag that never moved: `begin`, then `end`.
    @discardableResult
    public func onDrag(
        button: Int32, begin: @escaping @MainActor (_ x: Double, _ y: Double) -> Void,
        update: @escaping @MainActor (_ x: Double, _ y: Double) -> Void,
        end: @escaping @MainActor (_ x: Double, _ y: Double) -> Void
    ) -> Object {
        let gesture = Object(taking: gtk_gesture_drag_new())
        gtk_gesture_single_set_button(gesture.opaque, guint(button))
        let start = DragStart()
        let began: @MainActor (Double, Double) -> Void = { x, y in
            start.x = x
            start.y = y
            begin(x, y)
        }
        let moved: @MainActor (Double, Double) -> Void = { dx, dy in update(start.x + dx, start.y + dy) }
        let ended: @MainActor (Double, Double) -> Void = { dx, dy in end(start.x + dx, start.y + dy) }
        for (signal, action) in [("drag-begin", began), ("drag-update", moved), ("drag-end", ended)] {
            _ = gesture.connect(signal, box: ClosureBox(action), thunk: unsafeBitCast(pointThunk, to: GCallback.self))
        }
        gtk_widget_add_controller(widget, gesture.retainedForTransfer())
        return gesture
    }

    /// Calls `action` for each key pressed while the widget or a child has the focus; returns the controller.
    ///
    /// The key is consumed when `action` returns `true`.
    @discardableResult
    public func onKeyPress(
        phase: GtkPropagationPhase = GTK_PHASE_BUBBLE, _ action: @escaping @MainActor (KeyPress) -> Bool
    ) -> Object {
        let controller = Object(taking: gtk_event_controller_key_new())
        gtk_event_controller_set_propagation_phase(controller.opaque, phase)
        _ = controller.connect(
            "key-pressed", box: ClosureBox(action), thunk: unsafeBitCast(keyThunk, to: GCallback.self))
        gtk_widget_add_controller(widget, controller.retainedForTransfer())
        return controller
    }

    /// Calls `action` when the focus enters or leaves the widget or its children.
    @discardableResult
    public func onFocusChange(_ action: @escaping @MainActor (_ focused: Bool) -> Void) -> Object {
        let controller = Object(taking: gtk_event_controller_focus_new())
        controller.connect("enter") { action(true) }
        controller.connect("leave") { action(false) }
        gtk_widget_add_controller(widget, controller.retainedForTransfer())
        return controller
    }
}

extension DrawingArea {
    /// Draws the area with `draw` (the cairo context, width and height) whenever GTK redraws it.
    public func setDraw(_ draw: @escaping @MainActor (OpaquePointer, Int, Int) -> Void) {
        let box = Unmanaged.passRetained(ClosureBox(draw)).toOpaque()
        gtk_drawing_area_set_draw_func(cast(), drawThunk, box, releaseDestroyBox)
    }
}

/// A `GtkDrawingArea`, drawn by a Swift closure.
@MainActor
public final class DrawingArea: Widget {
    /// A new drawing area with the given accessible role.
    public init(role: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_IMG) {
        super.init(sinking: UnsafeMutableRawPointer(nq_drawing_area_new_with_role(role)))
    }

    /// Sets the size the area asks for.
    public func setContentSize(width: Int, height: Int) {
        gtk_drawing_area_set_content_width(cast(), Int32(width))
        gtk_drawing_area_set_content_height(cast(), Int32(height))
    }
}

private let pressThunk:
    @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
        _, count, x, y, data in
        guard let data else { return }
        let box = Unmanaged<ClosureBox<@MainActor (Int, Double, Double) -> Void>>.fromOpaque(data)
            .takeUnretainedValue()
        MainActor.assumeIsolated { box.closure(Int(count), x, y) }
    }

/// Where a drag started: `GtkGestureDrag` reports its updates as offsets from there.
@MainActor
private final class DragStart {
    var x = 0.0
    var y = 0.0
}

private let pointThunk: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, x, y, data in
    guard let data else { return }
    let box = Unmanaged<ClosureBox<@MainActor (Double, Double) -> Void>>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { box.closure(x, y) }
}

private let keyThunk:
    @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> gboolean = {
        _, keyval, _, state, data in
        guard let data else { return 0 }
        let box = Unmanaged<ClosureBox<@MainActor (KeyPress) -> Bool>>.fromOpaque(data).takeUnretainedValue()
        return MainActor.assumeIsolated { box.closure(KeyPress(keyval: keyval, modifiers: state)) } ? 1 : 0
    }

private let drawThunk: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
    guard let data, let cairo else { return }
    let box = Unmanaged<ClosureBox<@MainActor (OpaquePointer, Int, Int) -> Void>>.fromOpaque(data)
        .takeUnretainedValue()
    nonisolated(unsafe) let context = cairo
    MainActor.assumeIsolated { box.closure(context, Int(width), Int(height)) }
}
