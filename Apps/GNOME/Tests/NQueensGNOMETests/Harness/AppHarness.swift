import CAdwaita
import Foundation
import GNOMETestSupport
import GObjectSwift
import NQueensEngine
import NQueensLocalization
import NQueensPresentation
import NQueensServices
import Testing

@testable import NQueensGNOME

/// Runs the real app in this process (its `AdwApplication`, its main window, the real GLib loop pumped by the
/// test) on the test display, with a temporary data directory; real input comes through the X server
/// (`xdotool`), and the state is read from the widgets and the view models.
@MainActor
final class AppHarness {
    struct Timeout: Error, CustomStringConvertible {
        let description: String
    }

    /// The data directory (removed with the harness unless given).
    let dataDirectory: URL
    let app: DesktopApp
    let window: MainWindow
    private let ownedDirectory: TemporaryFolder?

    /// The apps started in this process so far (each gets its own application ID).
    private static var launches = 0

    /// Starts the app with `options` on `dataDirectory` (a new temporary one by default), with the system clock or
    /// `clock` (a known date, for the daily puzzle).
    init(options: LaunchOptions = LaunchOptions(), dataDirectory: URL? = nil, clock: (any GameClock)? = nil)
        async throws
    {
        try TestDisplay.prepare()
        // The program's name, as the built app has it from its arguments (GTK's file chooser records the files
        // chosen under it).
        if g_get_prgname() == nil { g_set_prgname("nqueens-gnome") }
        if let dataDirectory {
            self.dataDirectory = dataDirectory
            ownedDirectory = nil
        } else {
            let folder = try TemporaryFolder()
            ownedDirectory = folder
            self.dataDirectory = folder.url
        }
        var environment = ProcessInfo.processInfo.environment
        environment["NQUEENS_DATA_DIR"] = self.dataDirectory.path
        // The app speaks English whatever language the person running the tests speaks (or its saved setting).
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "NQUEENS_PSEUDO_LOCALE"] {
            environment[name] = nil
        }
        Self.launches += 1
        let applicationID = "\(ApplicationID.value).Test\(Self.launches)"
        if let clock {
            let stores = try SQLiteStores.open(in: DataDirectory(url: self.dataDirectory), now: clock.now)
            let dependencies = AppDependencies(
                history: stores.history, savedGames: stores.savedGame, settingsStore: stores.settings, clock: clock,
                feedback: DesktopFeedback(), ticks: TaskTickScheduler(), backgroundWork: DetachedBackgroundWork(),
                databaseURL: stores.databaseURL, album: stores.album)
            app = DesktopApp(
                options: options, dependencies: dependencies, flags: G_APPLICATION_NON_UNIQUE,
                applicationID: applicationID)
        } else {
            app = DesktopApp(
                options: options, environment: environment, flags: G_APPLICATION_NON_UNIQUE,
                applicationID: applicationID)
        }
        guard let window = app.start() else { throw Timeout(description: "the app did not start") }
        // GTK's file chooser would record the files chosen in the home folder's list of recent files.
        if let settings = gtk_settings_get_default() {
            nq_object_set_boolean(UnsafeMutableRawPointer(settings), "gtk-recent-files-enabled", 0)
        }
        self.window = window
        try await waitUntil("the window is shown") { window.window.isMapped && self.xid != 0 }
        try await settle()
    }

    /// Runs `body` with the app started with `options`, and closes the app whatever `body` does.
    ///
    /// The test fails if GLib, GTK or libadwaita log a warning or a critical from the app's start until it is
    /// gone, its teardown included: each is a programming error GTK survives (a widget given less room than its
    /// text needs, a dialog finalized after its parent window), and would otherwise pass unnoticed.
    static func run(
        options: LaunchOptions = LaunchOptions(), dataDirectory: URL? = nil, clock: (any GameClock)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation, _ body: @MainActor (AppHarness) async throws -> Void
    ) async throws {
        try TestDisplay.prepare()
        let mark = GLibLog.mark
        var failure: (any Error)?
        do {
            try await runToTheEnd(options: options, dataDirectory: dataDirectory, clock: clock, body)
        } catch {
            failure = error
        }
        // What the last references' release set going (idle sources, finalizers) runs too.
        MainLoop.drainPending()
        // The next test starts in English, whatever language a saved setting made this app speak.
        Localization.setLanguage(.english)
        expectNothingLogged(since: mark, sourceLocation: sourceLocation)
        if let failure { throw failure }
    }

    /// Starts the app, runs `body`, closes the app; returns once the harness, and with it the app, is released.
    private static func runToTheEnd(
        options: LaunchOptions, dataDirectory: URL?, clock: (any GameClock)?,
        _ body: @MainActor (AppHarness) async throws -> Void
    ) async throws {
        let harness = try await AppHarness(options: options, dataDirectory: dataDirectory, clock: clock)
        do {
            try await body(harness)
        } catch {
            await harness.close()
            throw error
        }
        await harness.close()
    }

    /// Records an issue listing every warning and critical GLib logged since `mark`.
    static func expectNothingLogged(since mark: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let messages = GLibLog.messages(since: mark)
        guard !messages.isEmpty else { return }
        let list = messages.map(\.description).joined(separator: "\n")
        Issue.record("GTK logged \(messages.count) warning(s) or critical(s):\n\(list)", sourceLocation: sourceLocation)
    }

    /// Closes the window and quits the app (saving the game in progress).
    func close() async {
        let dialogs = [
            window.victoryDialog?.window, window.boardSizeDialog?.window, window.preferences?.window,
            window.puzzleEntry?.window,
        ]
        for dialog in dialogs + [window.alert] {
            if let dialog { gtk_window_destroy(dialog.ptr()) }
        }
        // A file chooser a failed test left open (GTK's own dialog, which GtkFileChooserNative shows without a
        // portal) would keep the next app's window from the keyboard.
        for chooser in Self.toplevels() where String(cString: nq_object_type_name(chooser)) == "GtkFileChooserDialog" {
            gtk_window_destroy(chooser)
        }
        app.quit()
        try? await settle()
    }

    /// Every toplevel window of this process.
    static func toplevels() -> [UnsafeMutablePointer<GtkWindow>] {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var windows: [UnsafeMutablePointer<GtkWindow>] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data { windows.append(data.assumingMemoryBound(to: GtkWindow.self)) }
            node = current.pointee.next
        }
        return windows
    }

    // MARK: Waiting

    /// Pumps the GLib loop (and lets main-actor work run) until `condition` holds; throws after `timeout`.
    func waitUntil(_ what: String, timeout: TimeInterval = 20, _ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            MainLoop.drainPending()
            guard Date() < deadline else { throw Timeout(description: "timed out waiting until \(what)") }
            try await Task.sleep(for: .milliseconds(4))
        }
    }

    /// Lets pending events, renders and a few frames run.
    func settle(frames: Int = 3) async throws {
        for _ in 0..<frames {
            MainLoop.drainPending()
            try await Task.sleep(for: .milliseconds(20))
        }
        MainLoop.drainPending()
    }

    // MARK: The window

    /// The main window's X11 id.
    var xid: UInt {
        UInt(nq_window_xid(window.window.ptr()))
    }

    /// The point of `widget` at (`x`, `y`) in the coordinates of the X window of `toplevel` (the main window
    /// by default).
    func windowPoint(of widget: Widget, x: Double, y: Double, in toplevel: Widget? = nil) -> (x: Int, y: Int) {
        windowPoint(of: widget.widget, x: x, y: y, in: toplevel)
    }

    /// The point of the widget at `pointer` at (`x`, `y`) in the coordinates of the X window of `toplevel`.
    private func windowPoint(
        of pointer: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double, in toplevel: Widget? = nil
    ) -> (x: Int, y: Int) {
        let toplevel = toplevel ?? window.window
        var wx = 0.0
        var wy = 0.0
        gtk_widget_translate_coordinates(pointer, toplevel.widget, x, y, &wx, &wy)
        var sx = 0.0
        var sy = 0.0
        gtk_native_get_surface_transform(toplevel.ptr(), &sx, &sy)
        return (Int((wx + sx).rounded()), Int((wy + sy).rounded()))
    }

    /// Clicks the middle of `widget` (in the main window, or in the dialog `toplevel`) through the X server.
    func click(_ widget: Widget, in toplevel: Widget? = nil) async throws {
        try await waitUntil("the \(widget.typeName) is shown (mapped: \(widget.isMapped)) and still") {
            widget.isMapped && widget.width > 0 && gtk_stack_get_transition_running(window.stack.ptr()) == 0
        }
        if toplevel != nil { try await settle() }
        try await scrollIntoView(widget, in: toplevel)
        let point = windowPoint(of: widget, x: Double(widget.width) / 2, y: Double(widget.height) / 2, in: toplevel)
        let target = toplevel.map { UInt(nq_window_xid($0.ptr())) } ?? xid
        try XInput.click(window: target, x: point.x, y: point.y)
        try await settle(frames: 1)
    }

    /// Turns the mouse wheel over the scrolled window around `widget` (in the main window, or in the dialog
    /// `toplevel`) until all of it is in view, as a player scrolls to a button below the fold of a short window.
    private func scrollIntoView(_ widget: Widget, in toplevel: Widget? = nil) async throws {
        guard let scroller = gtk_widget_get_ancestor(widget.widget, gtk_scrolled_window_get_type()) else { return }
        for _ in 0..<60 {
            var x = 0.0
            var top = 0.0
            gtk_widget_translate_coordinates(widget.widget, scroller, 0, 0, &x, &top)
            let height = Double(gtk_widget_get_height(scroller))
            let bottom = top + Double(widget.height)
            guard top < 0 || bottom > height else { return }
            let middle = windowPoint(
                of: scroller, x: Double(gtk_widget_get_width(scroller)) / 2, y: height / 2, in: toplevel)
            let target = toplevel.map { UInt(nq_window_xid($0.ptr())) } ?? xid
            try XInput.scroll(window: target, x: middle.x, y: middle.y, down: bottom > height)
            try await settle(frames: 2)
        }
    }

    /// Clicks the victory dialog's Copy Result and returns what reached the clipboard.
    func copyResult(from dialog: VictoryDialog) async throws -> String? {
        try await click(dialog.copy, in: dialog.window)
        let clipboard = gtk_widget_get_clipboard(dialog.window.widget)
        try await waitUntil("the result is on the clipboard") { gdk_clipboard_is_local(clipboard) != 0 }
        return nq_clipboard_local_text(clipboard).map { text in
            defer { g_free(text) }
            return String(cString: text)
        }
    }

    /// Clicks `square` on the game's board through the X server.
    func click(_ square: Square) async throws {
        let board = try #require(window.gamePage?.board)
        let center = try #require(board.center(of: square))
        let point = windowPoint(of: board.surface, x: center.x, y: center.y)
        try XInput.click(window: xid, x: point.x, y: point.y)
    }

    /// Clicks `square` on the game's board with the secondary (right) button, through the X server.
    func rightClick(_ square: Square) async throws {
        let point = try windowPoint(of: square)
        try XInput.rightClick(window: xid, x: point.x, y: point.y)
        try await settle(frames: 1)
    }

    /// Drags with the secondary (right) button held across `squares` of the game's board, through the X server.
    func rightDrag(through squares: [Square]) async throws {
        let points = try squares.map { try windowPoint(of: $0) }
        try XInput.drag(button: 3, window: xid, through: points)
        try await settle(frames: 1)
    }

    /// Where the middle of `square` of the game's board is in the main window's X coordinates.
    func windowPoint(of square: Square) throws -> (x: Int, y: Int) {
        let board = try #require(window.gamePage?.board)
        let center = try #require(board.center(of: square))
        return windowPoint(of: board.surface, x: center.x, y: center.y)
    }

    /// Presses `keys` in the main window through the X server (once it has the focus: a window that has not
    /// seen its focus-in yet drops key presses).
    func press(_ keys: String...) async throws {
        try await press(keys)
    }

    /// Presses `keys` in the main window (or the dialog `toplevel`) through the X server.
    func press(_ keys: [String], in toplevel: Widget? = nil) async throws {
        try await focus(toplevel)
        try XInput.press(keys)
        try await settle(frames: 1)
    }

    /// Types `text` in the main window (or the dialog `toplevel`) through the X server.
    func type(_ text: String, in toplevel: Widget? = nil) async throws {
        try await focus(toplevel)
        try XInput.type(text)
        try await settle(frames: 1)
    }

    /// Gives the main window (or the dialog `toplevel`) the keyboard focus and waits until GTK knows it.
    func focus(_ toplevel: Widget? = nil) async throws {
        let target = toplevel ?? window.window
        try await waitUntil("the window is realized") { nq_window_xid(target.ptr()) != 0 }
        try XInput.focus(UInt(nq_window_xid(target.ptr())))
        try await waitUntil("the window is active") { gtk_window_is_active(target.ptr()) != 0 }
    }

    /// Resizes the main window through the X server and waits for GTK to lay it out at that size.
    func resize(width: Int, height: Int) async throws {
        try XInput.resize(window: xid, width: width, height: height)
        try await waitUntil("the window is \(width)×\(height)") { self.defaultSize == (width, height) }
        try await settle()
    }

    /// Saves a PNG of `window` (the main window by default) once it is laid out and drawn; of `content` alone, all
    /// of it, when given (a widget of the main window).
    func screenshot(_ name: String, of window: Widget? = nil, content: Widget? = nil) async throws {
        let target = window ?? self.window.window
        try await waitUntil("\(name) is laid out") { target.isMapped && target.width > 0 && target.height > 0 }
        try await settle(frames: 4)
        try Screenshots.save(target, content: content, as: name)
    }

    /// The window's size as GTK keeps it (what is saved and restored).
    var defaultSize: (Int, Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window.window.ptr(), &width, &height)
        return (Int(width), Int(height))
    }

    // MARK: What is shown

    /// Waits until the page `name` is shown and its transition has ended (clicks during a crossfade go nowhere).
    func waitForPage(_ name: String) async throws {
        try await waitUntil(
            "the \(name) page is shown (shown: \(window.currentPageName ?? "none"), transition running: "
                + "\(gtk_stack_get_transition_running(window.stack.ptr()) != 0), flow: \(window.coordinator.flow.path))"
        ) {
            window.currentPageName == name && gtk_stack_get_transition_running(window.stack.ptr()) == 0
        }
        try await settle()
    }

    /// The game shown, if the Game screen is.
    var game: GameViewModel? {
        if case .game(let game) = window.coordinator.screen { return game }
        return nil
    }

    /// The victory sheet shown, if any.
    var victory: VictoryViewModel? {
        if case .victory(let victory) = window.coordinator.sheet { return victory }
        return nil
    }

    /// Opens Home's board-size row, the history row, or another activatable row through a real click.
    func activate(row: Widget) async throws {
        try await click(row)
    }
}

/// A temporary folder removed when released.
final class TemporaryFolder: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("nqueens-gnome-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
