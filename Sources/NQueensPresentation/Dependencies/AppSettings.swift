import NQueensLocalization
import NQueensServices
import Observation

/// The player's settings as one shared, observable value: every screen reads it, and every change is saved.
///
/// One instance lives in `AppDependencies`, so a change made on one screen (the queen style on the Game screen,
/// the board size in its sheet) shows everywhere at once.
@MainActor
@Observable
public final class AppSettings {
    /// The settings in effect.
    public private(set) var current: Settings

    /// Why the last change could not be saved, for display; `nil` once a save succeeds.
    public private(set) var problem: String?

    /// The environment the system's language comes from (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`).
    @ObservationIgnored public let environment: [String: String]

    @ObservationIgnored private let store: any SettingsStore
    @ObservationIgnored private let speak: @MainActor (Language) -> Void

    /// Loads the settings from `store` (which falls back to defaults, field by field, for anything unreadable); the
    /// system's language is the one `environment` asks for, and `applyLanguage()` hands the chosen one to `speak`
    /// (by default `Localization.setLanguage(_:)`, for every task).
    public init(
        store: any SettingsStore, environment: [String: String] = [:],
        speak: @escaping @MainActor (Language) -> Void = { Localization.setLanguage($0) }
    ) {
        self.store = store
        self.environment = environment
        self.speak = speak
        self.current = store.loadSettings()
    }

    /// The palette of the current theme (dark for `system`, where the platform's appearance is not known).
    public var palette: Palette {
        Palette.palette(for: current.theme)
    }

    /// The palette of the current theme on a platform whose appearance is dark when `systemPrefersDark`, in its
    /// high-contrast form when the platform asks for `highContrast`.
    public func palette(systemPrefersDark: Bool, highContrast: Bool = false) -> Palette {
        Palette.palette(for: current.theme, systemPrefersDark: systemPrefersDark, highContrast: highContrast)
    }

    /// Changes the settings with `change` and saves them; a change that alters nothing saves nothing.
    ///
    /// A board size outside `Settings.boardSizeRange` is brought to the nearest size in range. When the store
    /// cannot save, the change still applies for this session and `problem` says why it was not kept.
    public func update(_ change: (inout Settings) -> Void) {
        var next = current
        change(&next)
        next.boardSize = Settings.nearestBoardSize(to: next.boardSize)
        guard next != current else { return }
        current = next
        do {
            try store.saveSettings(next)
            problem = nil
        } catch {
            // TRANSLATORS: %s says why, such as "the disk holding … is full".
            problem = tr("Settings could not be saved (%s); they apply until you quit.", DisplayText.problem(error))
        }
    }

    // MARK: Single settings

    /// Uses `theme` from now on.
    public func setTheme(_ theme: Theme) {
        update { $0.theme = theme }
    }

    /// Turns sound (the terminal's bell) on or off.
    public func setSoundEnabled(_ enabled: Bool) {
        update { $0.soundEnabled = enabled }
    }

    /// Turns animations off (instant changes) or back on.
    public func setReduceMotion(_ reduce: Bool) {
        update { $0.reduceMotion = reduce }
    }

    /// Turns haptic feedback on or off.
    public func setHapticsEnabled(_ enabled: Bool) {
        update { $0.hapticsEnabled = enabled }
    }

    // MARK: Language

    /// Speaks `code` from the next launch on: a gettext name such as `de`, or `nil` for the system's language.
    ///
    /// A language NQueens does not speak is the system's. `applyLanguage()` speaks it at once.
    public func setLanguage(_ code: String?) {
        update { $0.language = Settings.knownLanguage(code) }
    }

    /// The language the system asks for (`environment`): what the setting's System choice speaks.
    public var systemLanguage: Language {
        Localization.resolve(preferred: nil, environment: environment)
    }

    /// The language the setting speaks: the chosen one, or the system's.
    public var chosenLanguage: Language {
        Localization.resolve(preferred: current.language, environment: environment)
    }

    /// Speaks the chosen language from now on, in every task (what a launch does with the setting).
    public func applyLanguage() {
        speak(chosenLanguage)
    }
}
