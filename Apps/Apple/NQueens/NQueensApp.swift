import Foundation
import NQueensLocalization
import NQueensPresentation
import NQueensSwiftUI
import SwiftUI

/// The app: one `AppDependencies` (the SQLite store in Application Support, the system clock, haptics), one Home
/// flow, one window.
///
/// It speaks the language the system and the per-app language setting choose among the app's localizations (the
/// `LL.lproj` folders `scripts/update-translations` writes), through the same catalogues as every front end.
@main
struct NQueensApp: App {
    @State private var haptics: HapticFeedback
    @State private var coordinator: HomeCoordinator

    init() {
        let haptics = HapticFeedback()
        let dependencies = AppDependencies.live(feedback: haptics)
        // Before any screen is made, so that every text is in that language.
        Localization.configure(preferred: Self.systemLanguage, environment: [:])
        _haptics = State(initialValue: haptics)
        _coordinator = State(initialValue: HomeCoordinator(dependencies: dependencies))
    }

    /// The language Apple's settings choose for the app, in gettext's form ("pt-BR" is `pt_BR`).
    static var systemLanguage: String? {
        Bundle.main.preferredLocalizations.first.map { $0.replacingOccurrences(of: "-", with: "_") }
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
