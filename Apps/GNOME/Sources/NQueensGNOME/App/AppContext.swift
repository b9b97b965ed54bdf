import GObjectSwift
import NQueensPresentation
import Observation

/// What every screen shares: the flow, the palette in effect, and the window's toasts.
@MainActor
@Observable
final class AppContext {
    /// The Home flow: screens, sheets and their view models.
    @ObservationIgnored let coordinator: HomeCoordinator

    /// Whether the system (libadwaita's style manager) is dark now; the `system` theme follows it.
    var systemPrefersDark: Bool

    /// Whether the system asks for the high-contrast style (libadwaita's style manager): the board then draws in
    /// the high-contrast palette.
    var highContrast = false

    /// Shows a short message at the bottom of the window.
    @ObservationIgnored var showToast: @MainActor (String) -> Void = { _ in }

    /// The main window, for dialogs to stay on top of.
    @ObservationIgnored weak var window: Widget?

    init(coordinator: HomeCoordinator, systemPrefersDark: Bool) {
        self.coordinator = coordinator
        self.systemPrefersDark = systemPrefersDark
    }

    /// The player's settings.
    var settings: AppSettings {
        coordinator.settings
    }

    /// The palette of the theme in effect (the player's choice, or the system's for `system`), high-contrast when the
    /// system asks for it.
    var palette: Palette {
        settings.palette(systemPrefersDark: systemPrefersDark, highContrast: highContrast)
    }

    /// Whether the palette in effect is the dark one.
    var isDark: Bool {
        settings.current.theme.resolved(systemPrefersDark: systemPrefersDark) == .dark
    }

    /// Whether animations may run (the player did not reduce motion).
    var motionAllowed: Bool {
        !settings.current.reduceMotion
    }
}

/// Shows each distinct problem once as a toast: view models keep a problem until it is solved, and a screen
/// renders many times meanwhile.
@MainActor
final class ProblemReporter {
    private var last: String?
    private let context: AppContext

    init(context: AppContext) {
        self.context = context
    }

    /// Toasts `problem` if it is new; `nil` clears it, so the same problem coming back is shown again.
    func report(_ problem: String?) {
        defer { last = problem }
        guard let problem, problem != last else { return }
        context.showToast(problem)
    }
}
