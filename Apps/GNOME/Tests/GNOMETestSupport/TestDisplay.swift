import Foundation

/// The X display the tests draw on: the one in `DISPLAY` (`xvfb-run`, a desktop), or a private Xvfb started
/// for this test process when there is none; likewise the session bus GApplication registers on.
@MainActor
public enum TestDisplay {
    /// Why there is no display.
    public struct Unavailable: Error, CustomStringConvertible {
        let reason: String

        /// The reason and the fix.
        public var description: String {
            "no X display for the GNOME tests (\(reason)); install xvfb (apt install xvfb) or run under xvfb-run"
        }
    }

    private static var isReady = false
    private static var server: ServerProcess?
    private static var bus: ServerProcess?

    /// Makes sure there is a display and the environment GTK reads is set for tests; call before GTK starts.
    public static func prepare() throws {
        guard !isReady else { return }
        // Software rendering: the GL renderer binds contexts to threads, and the test runner's main actor is
        // served by a dispatch thread rather than the process's main thread.
        setenv("GSK_RENDERER", "cairo", 0)
        setenv("GDK_BACKEND", "x11", 1)
        setenv("GSETTINGS_BACKEND", "memory", 0)
        setenv("GTK_A11Y", "test", 0)
        setenv("NO_AT_BRIDGE", "1", 0)
        // GTK's own files (the file chooser's list of recent files) go to a folder of this run, not the home's.
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("nqueens-gnome-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        setenv("XDG_DATA_HOME", data.path, 1)
        TestDisplayServer.dataFolder = data
        atexit(stopServerAtExit)
        // Every warning and critical GTK logs from here on is recorded, for the tests to fail on.
        GLibLog.install()
        if ProcessInfo.processInfo.environment["DISPLAY"] == nil { try startServer() }
        // Without a session bus GApplication warns "Unable to acquire session bus" (CI runs the tests under
        // dbus-run-session; `xvfb-run swift test` alone has none).
        if ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] == nil { startBus() }
        isReady = true
    }

    /// Starts `Xvfb` on a free display number and points `DISPLAY` at it.
    private static func startServer() throws {
        guard let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: FileManager.default.isExecutableFile)
        else { throw Unavailable(reason: "DISPLAY is not set and Xvfb is not installed") }
        let arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
        guard let process = ServerProcess.start(xvfb, arguments), let number = Int(process.firstLine) else {
            throw Unavailable(reason: "Xvfb did not start")
        }
        setenv("DISPLAY", ":\(number)", 1)
        server = process
        stopAtExit(process)
    }

    /// Starts a private session bus (`dbus-daemon --session`) and points `DBUS_SESSION_BUS_ADDRESS` at it; without
    /// `dbus-daemon` installed, leaves the environment as it is.
    private static func startBus() {
        guard
            let daemon = ["/usr/bin/dbus-daemon", "/bin/dbus-daemon"].first(
                where: FileManager.default.isExecutableFile),
            let process = ServerProcess.start(daemon, ["--session", "--nofork", "--nosyslog", "--print-address=1"]),
            !process.firstLine.isEmpty
        else { return }
        setenv("DBUS_SESSION_BUS_ADDRESS", process.firstLine, 1)
        bus = process
        stopAtExit(process)
    }

    /// Stops `process` (the private Xvfb or session bus) when the test process exits.
    private static func stopAtExit(_ process: ServerProcess) {
        TestDisplayServer.pids.append(process.pid)
    }

    /// The server's process id, if this process started one.
    public static var serverPID: Int32? {
        server?.pid
    }
}

/// Stops the private Xvfb and session bus, and removes the run's data folder, when the test process exits (a C
/// function: `atexit` runs it on whatever thread exits).
private let stopServerAtExit: @convention(c) () -> Void = { TestDisplayServer.stop() }

/// Stops the private Xvfb and session bus, and removes the run's data folder, when the test process exits.
enum TestDisplayServer {
    nonisolated(unsafe) static var pids: [Int32] = []
    nonisolated(unsafe) static var dataFolder: URL?

    static func stop() {
        for pid in pids where pid > 0 { kill(pid, SIGTERM) }
        if let dataFolder { try? FileManager.default.removeItem(at: dataFolder) }
    }
}
