import CAdwaita

/// A GObject pointer that may cross isolation boundaries (the object itself is only used on the GTK thread).
///
/// `@unchecked Sendable` is sound: the handle is only a pointer value; every use of the object goes through
/// `@MainActor` code, and releasing a reference (`g_object_unref`) is thread-safe in GObject.
public struct ObjectHandle: @unchecked Sendable, Hashable {
    /// The object.
    public let pointer: UnsafeMutableRawPointer
}

/// An owned reference to a GObject: the Swift value holds one reference for as long as it lives.
///
/// Ownership rules, as GObject defines them:
/// - `init(sinking:)` for a new object (a widget, floating until someone sinks it) and for objects the caller
///   does not own (transfer none): a floating reference is taken over, any other is added to.
/// - `init(taking:)` for an object the caller already owns one full reference to (transfer full, not floating).
/// - `deinit` drops the reference. A parent widget, the toplevel list of a window or a signal keeps its own
///   references, so releasing the Swift value never destroys a widget still shown; closing a window
///   (`gtk_window_destroy`) drops GTK's reference, and the object is finalized once the Swift value goes too.
/// - A window held from Swift gets its transient parent through `Widget.setTransientParent(_:)`: destroying the
///   parent does not finalize a window Swift still holds, and GTK would leave it pointing at the dead parent.
///
/// Closures connected to signals must not capture the `Object` (or whoever owns it) strongly: the object keeps
/// its handlers, and a handler holding the object would keep it alive for ever. Capture `[weak self]`.
@MainActor
public class Object {
    /// The object.
    public nonisolated let handle: ObjectHandle

    /// Takes over a floating reference (a new widget) or adds a reference (an object owned elsewhere).
    public init(sinking pointer: UnsafeMutableRawPointer) {
        g_object_ref_sink(pointer)
        handle = ObjectHandle(pointer: pointer)
    }

    /// Takes over the one full reference the caller owns (an object returned with transfer full).
    public init(taking pointer: UnsafeMutableRawPointer) {
        if g_object_is_floating(pointer) != 0 { g_object_ref_sink(pointer) }
        handle = ObjectHandle(pointer: pointer)
    }

    /// Wraps an object of a final type (an opaque pointer), sinking as `init(sinking:)` does.
    public convenience init(sinking pointer: OpaquePointer) {
        self.init(sinking: UnsafeMutableRawPointer(pointer))
    }

    /// Wraps an object of a derivable type (a typed pointer), sinking as `init(sinking:)` does.
    public convenience init<Struct>(sinking pointer: UnsafeMutablePointer<Struct>) {
        self.init(sinking: UnsafeMutableRawPointer(pointer))
    }

    /// Wraps an object of a final type owned by the caller, as `init(taking:)` does.
    public convenience init(taking pointer: OpaquePointer) {
        self.init(taking: UnsafeMutableRawPointer(pointer))
    }

    /// Wraps an object of a derivable type owned by the caller, as `init(taking:)` does.
    public convenience init<Struct>(taking pointer: UnsafeMutablePointer<Struct>) {
        self.init(taking: UnsafeMutableRawPointer(pointer))
    }

    isolated deinit {
        g_object_unref(handle.pointer)
    }

    // MARK: The pointer, as each C function wants it

    /// The object as a raw pointer (`gpointer`).
    public var pointer: UnsafeMutableRawPointer {
        handle.pointer
    }

    /// The object as an opaque pointer (final GObject types such as `AdwHeaderBar`).
    public var opaque: OpaquePointer {
        OpaquePointer(handle.pointer)
    }

    /// The object as whatever pointer the C function it is passed to wants: a typed pointer for a derivable type
    /// (`GtkWidget *`, `GtkBox *`, `AdwActionRow *`) or an opaque one for a final type or an interface.
    public func ptr<Pointer: GObjectPointer>() -> Pointer {
        Pointer(handle.pointer)
    }

    /// The object as a pointer to its C struct (`GtkWidget`, `GtkBox`, `GObject`…).
    public func cast<Struct>(_ type: Struct.Type = Struct.self) -> UnsafeMutablePointer<Struct> {
        handle.pointer.assumingMemoryBound(to: Struct.self)
    }

    /// A new reference for a C function that takes one over (transfer full, such as `gtk_widget_add_controller`
    /// or `adw_toast_overlay_add_toast`); the Swift value keeps its own.
    public func retainedForTransfer<Pointer: GObjectPointer>() -> Pointer {
        Pointer(g_object_ref(handle.pointer))
    }

    /// The object's reference count (for tests of ownership).
    public var referenceCount: UInt32 {
        nq_object_ref_count(handle.pointer)
    }

    /// The name of the object's type, such as `GtkButton`.
    public var typeName: String {
        String(cString: nq_object_type_name(handle.pointer))
    }

    // MARK: Properties

    /// Sets a boolean property by name.
    public func set(_ property: String, _ value: Bool) {
        nq_object_set_boolean(pointer, property, value ? 1 : 0)
    }

    /// Reads a boolean property by name.
    public func bool(_ property: String) -> Bool {
        nq_object_get_boolean(pointer, property) != 0
    }

    /// Sets a string property by name.
    public func set(_ property: String, _ value: String) {
        nq_object_set_string(pointer, property, value)
    }

    /// Reads an integer property by name.
    public func int(_ property: String) -> Int {
        Int(nq_object_get_int(pointer, property))
    }

    // MARK: Finalization

    /// Calls `action` when the object is finalized (its last reference dropped), once.
    ///
    /// The closure must not hold the object. Tests use it to prove that windows and widgets do not leak.
    public func onFinalize(_ action: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(ClosureBox(action)).toOpaque()
        g_object_weak_ref(cast(GObject.self), finalizeThunk, box)
    }
}

/// Holds a Swift closure for C callbacks: signal handlers, weak references, draw and tick functions.
///
/// `@unchecked Sendable` is sound: the closures are `@MainActor` and GTK calls them on its thread, the main
/// actor's; the box only carries them there.
final class ClosureBox<Closure>: @unchecked Sendable {
    let closure: Closure

    init(_ closure: Closure) {
        self.closure = closure
    }
}

private let finalizeThunk: GWeakNotify = { data, _ in
    guard let data else { return }
    let box = Unmanaged<ClosureBox<@MainActor () -> Void>>.fromOpaque(data).takeRetainedValue()
    MainActor.assumeIsolated { box.closure() }
}

/// A pointer type a GObject can be passed to C as: `OpaquePointer` or `UnsafeMutablePointer<Struct>`.
public protocol GObjectPointer {
    /// The pointer to the object at `raw`.
    init(_ raw: UnsafeMutableRawPointer)
}

extension OpaquePointer: GObjectPointer {}

extension UnsafeMutablePointer: GObjectPointer {
    /// The pointer to the object at `raw`, as its C struct.
    public init(_ raw: UnsafeMutableRawPointer) {
        self = raw.assumingMemoryBound(to: Pointee.self)
    }
}
