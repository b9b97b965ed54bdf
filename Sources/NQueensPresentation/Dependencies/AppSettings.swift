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

    @ObservationIgnored private let store: any SettingsStore

    /// Loads the settings from `store` (which falls back to defaults, field by field, for anything unreadable).
    public init(store: any SettingsStore) {
        self.store = store
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
            problem = "Settings could not be saved (\(error)); they apply until you quit."
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
}
