import CAdwaita
import Glibc

/// Shares the GLib main loop with Swift concurrency: `@MainActor` work runs on the GTK thread.
///
/// On Linux, `@MainActor` jobs (a `Task { @MainActor in … }`, the continuation after a `Task.sleep`, a view
/// model's tick) are queued on libdispatch's main queue, which nothing drains while GTK runs its own loop.
/// libdispatch exposes that queue to run loops as a file descriptor (an eventfd that becomes readable when work
/// is queued) and a function that runs the queued work; Foundation's `RunLoop` uses the same pair. The bridge
/// watches the descriptor with `g_unix_fd_add`; when it is readable the callback first reads the eventfd (else it
/// stays readable and the loop spins) and then drains the queue. With nothing queued, the loop sleeps in
/// `poll`: an idle window uses no CPU.
///
/// Install it once, on the main thread, before running the loop; it only works while the main queue belongs to
/// the main thread (a program that never called `dispatch_main`, as a GTK app's `main` does not).
@MainActor
public enum MainQueueBridge {
    /// The GLib source watching the main queue, once installed.
    public private(set) static var sourceID: UInt32?

    /// Watches the main queue from the default GLib main context; installing twice does nothing.
    public static func install() {
        guard sourceID == nil else { return }
        let descriptor = _dispatch_get_main_queue_handle_4CF()
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
        sourceID = g_unix_fd_add(descriptor, G_IO_IN, drainMainQueue, nil)
    }

    /// Stops watching the main queue.
    public static func uninstall() {
        guard let sourceID else { return }
        g_source_remove(sourceID)
        self.sourceID = nil
    }
}

private let drainMainQueue: GUnixFDSourceFunc = { descriptor, _, _ in
    _ = nq_eventfd_drain(descriptor)
    _dispatch_main_queue_callback_4CF(nil)
    return 1  // G_SOURCE_CONTINUE
}
