import NQueensLocalization
import NQueensPresentation
import NQueensSwiftUI
import SwiftUI

/// The app: one `AppDependencies` (the SQLite store in Application Support, the system clock, haptics), one Home
/// flow, one window.
///
/// It speaks the language the system and the per-app language setting choose among the app's localizations (the
/// `LL.lproj` folders `scripts/update-translations` writes, which the project declares), through the same
/// catalogues as every front end.
@main
struct NQueensApp: App {
    @State private var haptics: HapticFeedback
    @State private var coordinator: HomeCoordinator

    init() {
        let haptics = HapticFeedback()
        _haptics = State(initialValue: haptics)
        // `live` chooses the language before any screen is made: a saved language setting, else the one the system
        // and the per-app setting chose among the bundle's localizations (`Bundle.main.preferredLocalizations`).
        _coordinator = State(initialValue: HomeCoordinator(dependencies: .live(feedback: haptics)))
    }

    var body: some Scene {
        #if os(macOS) || NQUEENS_TYPECHECK_MACOS
            Window(tr("N-Queens"), id: "main") {
                HomeCoordinatorView(coordinator: coordinator, haptics: haptics)
                    .frame(minWidth: 420, minHeight: 640)
            }
            .defaultSize(width: 900, height: 760)
            Settings {
                SettingsView(model: SettingsViewModel(settings: coordinator.settings))
                    .appliesSettings(coordinator.settings)
                    .frame(minWidth: 420, minHeight: 480)
            }
        #else
            WindowGroup {
                HomeCoordinatorView(coordinator: coordinator, haptics: haptics)
            }
        #endif
    }
}
