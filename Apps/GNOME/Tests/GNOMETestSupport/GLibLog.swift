import CAdwaita
import Synchronization

/// GLib's log as the tests see it: every warning, critical and error that GLib, GTK or libadwaita logs in the test
/// process is recorded (and still written to standard error), so that a test can fail when the app logs one.
///
/// GTK reports a programming error (a widget asking for less than its content needs, a signal disconnected from a
/// finalized object) with a warning or a critical and carries on; nothing else would make a test fail.
public enum GLibLog {
    /// One message GLib logged.
    public struct Message: Sendable, CustomStringConvertible {
        /// The log domain, such as `Gtk` or `GLib-GObject`.
        public let domain: String
        /// `WARNING`, `CRITICAL` or `ERROR`.
        public let level: String
        /// The message.
        public let text: String

        /// The message as GLib prints it: `Gtk-WARNING **: text`.
        public var description: String {
            "\(domain)-\(level) **: \(text)"
        }
    }

    private static let recorded = Mutex<[Message]>([])
    private static let isInstalled = Mutex(false)

    /// Starts recording, once per process (GLib takes one writer); call before GTK starts.
    public static func install() {
        let first = isInstalled.withLock { installed in
            defer { installed = true }
            return !installed
        }
        if first { g_log_set_writer_func(recordingWriter, nil, nil) }
    }

    /// A position in the log: pass it to `messages(since:)` to get what was logged after it.
    public static var mark: Int {
        recorded.withLock { $0.count }
    }

    /// The warnings, criticals and errors logged since `mark`.
    public static func messages(since mark: Int) -> [Message] {
        recorded.withLock { Array($0.dropFirst(mark)) }
    }

    /// Records `message` (also for tests of the recorder itself).
    static func record(_ message: Message) {
        recorded.withLock { $0.append(message) }
    }
}

/// The writer GLib calls for every structured log message, on whatever thread logs: records the serious ones, then
/// writes every message as GLib's default writer does (so `G_MESSAGES_DEBUG` and `G_DEBUG=fatal-…` keep working).
private let recordingWriter: GLogWriterFunc = { level, fields, count, userData in
    let serious: [(GLogLevelFlags, String)] = [
        (G_LOG_LEVEL_ERROR, "ERROR"), (G_LOG_LEVEL_CRITICAL, "CRITICAL"), (G_LOG_LEVEL_WARNING, "WARNING"),
    ]
    if let fields, let name = serious.first(where: { level.rawValue & $0.0.rawValue != 0 })?.1 {
        var domain = "GLib"
        var text = ""
        for field in UnsafeBufferPointer(start: fields, count: Int(count)) {
            guard let key = field.key, let value = field.value else { continue }
            let string =
                field.length < 0
                ? String(cString: value.assumingMemoryBound(to: CChar.self))
                : String(
                    decoding: UnsafeRawBufferPointer(start: value, count: Int(field.length)), as: UTF8.self)
            switch String(cString: key) {
            case "GLIB_DOMAIN": domain = string
            case "MESSAGE": text = string
            default: break
            }
        }
        GLibLog.record(GLibLog.Message(domain: domain, level: name, text: text))
    }
    return g_log_writer_default(level, fields, count, userData)
}
