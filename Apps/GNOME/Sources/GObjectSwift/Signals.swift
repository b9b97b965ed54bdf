import CAdwaita

/// A connected signal handler, to disconnect it before the object goes away.
public struct SignalHandler: Hashable, Sendable {
    /// GLib's handler id.
    public let id: UInt
}

// MARK: - Connecting signals to closures

/// Signals connected to Swift closures.
///
/// Each closure is kept in a box that GLib frees (through the destroy notify of `g_signal_connect_data`) when the
/// handler is disconnected or the object is finalized, so nothing outlives the object and nothing leaks. Handlers
/// run on the GTK thread, which is the main actor's; the closures are `@MainActor`.
extension Object {
    /// Runs `action` on each emission of a signal with no arguments beyond the instance, such as `clicked`.
    @discardableResult
    public func connect(_ signal: String, _ action: @escaping @MainActor () -> Void) -> SignalHandler {
        connect(signal, box: ClosureBox(action), thunk: unsafeBitCast(voidThunk, to: GCallback.self))
    }

    /// Runs `action` with the signal's one pointer argument, such as `notify`'s `GParamSpec` or `response`'s id.
    @discardableResult
    public func connectWithArgument(
        _ signal: String, _ action: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> SignalHandler {
        connect(signal, box: ClosureBox(action), thunk: unsafeBitCast(pointerThunk, to: GCallback.self))
    }

    /// Runs `action` for a signal that returns a boolean and takes no arguments, such as `close-request`.
    @discardableResult
    public func connectReturningBool(_ signal: String, _ action: @escaping @MainActor () -> Bool) -> SignalHandler {
        connect(signal, box: ClosureBox(action), thunk: unsafeBitCast(boolThunk, to: GCallback.self))
    }

    /// Runs `action` with the string argument of a signal such as `AdwMessageDialog::response`.
    @discardableResult
    public func connectWithString(_ signal: String, _ action: @escaping @MainActor (String) -> Void) -> SignalHandler {
        connectWithArgument(
            signal,
            { argument in
                action(argument.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "")
            })
    }

    /// Runs `action` with the `int` argument of a signal such as `GtkNativeDialog::response`.
    @discardableResult
    public func connectWithInt(_ signal: String, _ action: @escaping @MainActor (Int32) -> Void) -> SignalHandler {
        connect(signal, box: ClosureBox(action), thunk: unsafeBitCast(intThunk, to: GCallback.self))
    }

    /// Runs `action` whenever the property `name` changes (`notify::name`).
    @discardableResult
    public func onChange(of name: String, _ action: @escaping @MainActor () -> Void) -> SignalHandler {
        connectWithArgument("notify::\(name)") { _ in action() }
    }

    /// Disconnects `handler` (its closure is freed at once).
    public func disconnect(_ handler: SignalHandler) {
        g_signal_handler_disconnect(pointer, gulong(handler.id))
    }

    /// Whether `handler` is still connected (GLib disconnects every handler when the object is disposed).
    public func isConnected(_ handler: SignalHandler) -> Bool {
        g_signal_handler_is_connected(pointer, gulong(handler.id)) != 0
    }

    /// Connects `thunk` with `box` as its data; GLib releases the box when the handler goes.
    func connect<Closure>(_ signal: String, box: ClosureBox<Closure>, thunk: GCallback) -> SignalHandler {
        let data = Unmanaged.passRetained(box).toOpaque()
        let id = g_signal_connect_data(pointer, signal, thunk, data, releaseBox, GConnectFlags(rawValue: 0))
        return SignalHandler(id: UInt(id))
    }
}

/// The destroy notify of every connection: releases the closure's box.
let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

private let voidThunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    guard let data else { return }
    let box = Unmanaged<ClosureBox<@MainActor () -> Void>>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { box.closure() }
}

private let pointerThunk:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
        _, argument, data in
        guard let data else { return }
        let box = Unmanaged<ClosureBox<@MainActor (UnsafeMutableRawPointer?) -> Void>>.fromOpaque(data)
            .takeUnretainedValue()
        nonisolated(unsafe) let value = argument
        MainActor.assumeIsolated { box.closure(value) }
    }

private let intThunk: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = {
    _, value, data in
    guard let data else { return }
    let box = Unmanaged<ClosureBox<@MainActor (Int32) -> Void>>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { box.closure(value) }
}

private let boolThunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = {
    _, data in
    guard let data else { return 0 }
    let box = Unmanaged<ClosureBox<@MainActor () -> Bool>>.fromOpaque(data).takeUnretainedValue()
    return MainActor.assumeIsolated { box.closure() } ? 1 : 0
}
