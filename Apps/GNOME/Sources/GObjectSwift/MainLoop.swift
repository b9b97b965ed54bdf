import CAdwaita

/// One-shot and repeating callbacks on the GLib main loop, as Swift closures.
@MainActor
public enum MainLoop {
    /// Runs `action` once, the next time the loop is idle (after pending events and drawing).
    @discardableResult
    public static func idle(_ action: @escaping @MainActor () -> Void) -> UInt32 {
        let box = Unmanaged.passRetained(ClosureBox(action)).toOpaque()
        return g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, idleThunk, box, releaseDestroyBox)
    }

    /// Runs `action` once after `milliseconds`.
    @discardableResult
    public static func after(milliseconds: UInt32, _ action: @escaping @MainActor () -> Void) -> UInt32 {
        let box = Unmanaged.passRetained(ClosureBox(action)).toOpaque()
        return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, idleThunk, box, releaseDestroyBox)
    }

    /// Runs one iteration of the default main context; blocks for an event when `blocking`.
    ///
    /// Returns whether something was dispatched. For test harnesses and benchmarks that pump the loop themselves.
    @discardableResult
    public static func iterate(blocking: Bool = false) -> Bool {
        g_main_context_iteration(nil, blocking ? 1 : 0) != 0
    }

    /// Runs every event and source that is ready now, without waiting.
    public static func drainPending(limit: Int = 1_000) {
        var count = 0
        while count < limit, g_main_context_pending(nil) != 0 {
            g_main_context_iteration(nil, 0)
            count += 1
        }
    }
}

/// The destroy notify of one-shot and draw callbacks: releases the closure's box.
let releaseDestroyBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

private let idleThunk: GSourceFunc = { data in
    guard let data else { return 0 }
    let box = Unmanaged<ClosureBox<@MainActor () -> Void>>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { box.closure() }
    return 0  // G_SOURCE_REMOVE: the box is released by the destroy notify.
}
