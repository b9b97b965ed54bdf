import CAdwaita
import Foundation
import GObjectSwift
import NQueensLocalization
import NQueensPresentation
import NQueensServices

/// The GNOME app: an `AdwApplication` with one main window over one `HomeCoordinator`.
///
/// `run(arguments:)` is the executable's entry point: it parses the command line, shares the GLib loop with the
/// main actor (`MainQueueBridge`) and runs the application until the last window closes. Tests and the benchmark
/// build the same app in-process with `start(options:environment:)` and pump the loop themselves.
@MainActor
public final class DesktopApp {
    /// The `AdwApplication`.
    public let application: Object

    /// The main window, once activated.
    public private(set) var mainWindow: MainWindow?

    /// The Home flow.
    public let coordinator: HomeCoordinator

    private let options: LaunchOptions

    /// Builds the app: the live dependencies from `environment` (the data directory), the coordinator, and the
    /// launch options applied (a game of the size asked for starts at once).
    ///
    /// `applicationID` names the app on the session bus; tests that start several apps in one process give each
    /// its own (two apps cannot export the same object path on one connection).
    public convenience init(
        options: LaunchOptions, environment: [String: String], flags: GApplicationFlags = G_APPLICATION_DEFAULT_FLAGS,
        applicationID: String = ApplicationID.value
    ) {
        self.init(
            options: options, dependencies: AppDependencies.live(environment: environment, feedback: DesktopFeedback()),
            flags: flags, applicationID: applicationID)
    }

    /// Builds the app over `dependencies` (tests give it their own clock, to play a known date's daily).
    public init(
        options: LaunchOptions, dependencies: AppDependencies, flags: GApplicationFlags = G_APPLICATION_DEFAULT_FLAGS,
        applicationID: String = ApplicationID.value
    ) {
        self.options = options
        coordinator = HomeCoordinator(dependencies: dependencies)
        application = Object(taking: adw_application_new(applicationID, flags))
        application.connect("activate") { [weak self] in self?.activate() }
        installApplicationActions()
    }

    // MARK: Running

    /// Runs the app as the `nqueens-gnome` executable: returns the exit status.
    ///
    /// It speaks the player's language: the one chosen in Preferences, else the environment's (`LANGUAGE`,
    /// `LC_ALL`, `LC_MESSAGES`, `LANG`). Bad arguments get one line on standard error (in the environment's
    /// language) and status 64; `--help` prints the usage (in English).
    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
        // The command line's errors come before the settings are read: the environment's language.
        Localization.configure(preferred: nil, environment: environment)
        let options: LaunchOptions
        do {
            options = try LaunchOptions(arguments: Array(arguments.dropFirst()))
        } catch {
            // l10n: begin not shown (the program's name before its translated message, as Unix tools write errors)
            let line = "nqueens-gnome: \(error.description)\n"
            // l10n: end
            FileHandle.standardError.write(Data(line.utf8))
            return LaunchOptions.usageStatus
        }
        if options.showsHelp {
            print(LaunchOptions.help)
            return 0
        }
        if options.showsVersion {
            print("nqueens-gnome \(ApplicationID.version)")  // l10n: not shown (the program's name and version)
            return 0
        }
        MainQueueBridge.install()
        // A second launch with --size must start its own game, so each process is its own instance. Its
        // dependencies (`AppDependencies.live`) speak the language set in Preferences, before any screen is made.
        let app = DesktopApp(options: options, environment: environment, flags: G_APPLICATION_NON_UNIQUE)
        let status = withCStringArray([arguments.first ?? "nqueens-gnome"]) { argv in
            g_application_run(
                app.application.ptr(), 1,
                UnsafeMutablePointer(mutating: argv).withMemoryRebound(
                    to: UnsafeMutablePointer<CChar>?.self, capacity: 2
                ) { $0 })
        }
        app.coordinator.setActive(false)
        return status
    }

    /// Registers and activates the app without running the loop (tests and the benchmark pump it themselves);
    /// returns the main window.
    @discardableResult
    public func start() -> MainWindow? {
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(application.ptr(), nil, &error) != 0 else {
            if let error { g_error_free(error) }
            return nil
        }
        g_application_activate(application.ptr())
        return mainWindow
    }

    /// Closes every window and saves the game in progress.
    public func quit() {
        mainWindow?.prepareToClose()
        if let window = mainWindow?.window { gtk_window_destroy(window.ptr()) }
        g_application_quit(application.ptr())
    }

    // MARK: Activation

    private func activate() {
        if let mainWindow {
            mainWindow.present()
            return
        }
        Icons.addSearchPath()
        coordinator.launch(boardSize: options.boardSize, queenStyle: options.queenStyle)
        let window = MainWindow(application: application, coordinator: coordinator)
        mainWindow = window
        window.present()
    }

    private func installApplicationActions() {
        let quit = Action("quit", in: application) { [weak self] in self?.quit() }
        let preferences = Action("preferences", in: application) { [weak self] in
            self?.mainWindow?.presentPreferences()
        }
        let about = Action("about", in: application) { [weak self] in
            InfoWindows.presentAbout(parent: self?.mainWindow?.window)
        }
        applicationActions = [quit, preferences, about]
    }

    private var applicationActions: [Action] = []
}

/// Where the app's icons are found when it runs from a checkout (`swift run`) rather than installed.
@MainActor
enum Icons {
    /// Adds the checkout's `Apps/GNOME/data/icons` to the icon theme, when it exists.
    static func addSearchPath() {
        let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("data/icons")
        guard FileManager.default.fileExists(atPath: data.path), let display = gdk_display_get_default() else {
            return
        }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), data.path)
    }
}
