import CAdwaita
import GObjectSwift

/// Times each frame a widget's frame clock paints, in CPU time: its update phase (tick callbacks: animations), its
/// layout phase (size allocation) and its paint phase (snapshot and render).
///
/// The handlers at the end of each phase are connected *after* GTK's own, so they run once GTK's work is done.
@MainActor
final class FramePhases {
    /// One painted frame.
    struct Frame {
        /// CPU from the start of the frame to the end of its update phase (tick callbacks: animations), in ms.
        var update: Double
        /// CPU of the layout phase (size allocation), in milliseconds.
        var layout: Double
        /// CPU of the paint phase (snapshot and render), in milliseconds.
        var paint: Double
        /// The CPU time at the end of the frame.
        var end: Double
        /// The monotonic time the frame began (its `before-paint`), in microseconds.
        var wallStart: Int64
        /// The monotonic time the frame ended (its `after-paint`), in microseconds.
        var wallEnd: Int64
    }

    /// Every frame painted so far, oldest first.
    private(set) var frames: [Frame] = []
    private var start: Double?
    private var wallStart: Int64 = 0
    private var updateEnd: Double?
    private var layoutEnd: Double?
    private var paintEnd: Double?
    private let clock: Object
    private var handlers: [gulong] = []

    init?(_ widget: Widget) {
        guard let clock = gtk_widget_get_frame_clock(widget.widget) else { return nil }
        self.clock = Object(sinking: UnsafeMutableRawPointer(clock))
        let me = Unmanaged.passUnretained(self).toOpaque()
        for (signal, flags) in [
            ("before-paint", GConnectFlags(rawValue: 0)), ("update", G_CONNECT_AFTER), ("layout", G_CONNECT_AFTER),
            ("paint", G_CONNECT_AFTER),
            ("after-paint", GConnectFlags(rawValue: 0)),
        ] {
            handlers.append(
                g_signal_connect_data(
                    self.clock.pointer, signal, unsafeBitCast(phaseThunk, to: GCallback.self), me, nil, flags))
        }
    }

    /// Stops timing (call it before the watcher goes: the handlers hold an unretained pointer to it).
    func stop() {
        for handler in handlers { g_signal_handler_disconnect(clock.pointer, handler) }
        handlers = []
    }

    fileprivate func mark(_ signal: String) {
        let now = cpuMilliseconds()
        switch signal {
        case "before-paint":
            start = now
            wallStart = monotonicMicroseconds()
            updateEnd = nil
            layoutEnd = nil
            paintEnd = nil
        case "update": updateEnd = now
        case "layout": layoutEnd = now
        case "paint": paintEnd = now
        default:
            guard let start else { return }
            let updated = updateEnd ?? start
            let laidOut = layoutEnd ?? updated
            frames.append(
                Frame(
                    update: updated - start, layout: laidOut - updated, paint: (paintEnd ?? now) - laidOut, end: now,
                    wallStart: wallStart, wallEnd: monotonicMicroseconds()))
            self.start = nil
        }
    }
}

private let phaseThunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    clock, data in
    guard let data, let clock else { return }
    // The signal being emitted names the phase.
    let hint = g_signal_get_invocation_hint(clock)
    let name = hint.map { String(cString: g_signal_name($0.pointee.signal_id)) } ?? ""
    nonisolated(unsafe) let watcher = data
    MainActor.assumeIsolated {
        Unmanaged<FramePhases>.fromOpaque(watcher).takeUnretainedValue().mark(name)
    }
}
