import NQueensServices
import Observation

/// The settings screen: the theme, the queen style, haptics, motion and the board's aids, each saved on change.
///
/// It keeps no state of its own: every property reads and writes the shared `AppSettings`, so a change made here
/// shows on every screen at once, and the settable properties bind directly to switches and pickers.
@MainActor
@Observable
public final class SettingsViewModel {
    /// The screen's title.
    public let title = "Settings"

    @ObservationIgnored private let settings: AppSettings

    /// Shows and changes `settings`.
    public init(settings: AppSettings) {
        self.settings = settings
    }

    // MARK: Choices

    /// The colour scheme.
    public var theme: Theme {
        get { settings.current.theme }
        set { settings.setTheme(newValue) }
    }

    /// The themes to choose from (System, Dark, Light), the chosen one marked.
    public var themes: [Choice<Theme>] {
        Theme.allCases.map { Choice(value: $0, title: $0.title, isSelected: $0 == theme) }
    }

    /// How queens are drawn.
    public var queenStyle: QueenStyle {
        get { settings.current.queenStyle }
        set { settings.update { $0.queenStyle = newValue } }
    }

    /// The queen styles to choose from, named, the chosen one marked.
    public var queenStyles: [Choice<QueenStyle>] {
        QueenAppearance.all.map { Choice(value: $0.style, title: $0.displayName, isSelected: $0.style == queenStyle) }
    }

    // MARK: Switches

    /// Whether moves and wins give haptic feedback.
    public var hapticsEnabled: Bool {
        get { settings.current.hapticsEnabled }
        set { settings.setHapticsEnabled(newValue) }
    }

    /// Whether animations are turned off (the system's Reduce Motion turns them off as well).
    public var reduceMotion: Bool {
        get { settings.current.reduceMotion }
        set { settings.setReduceMotion(newValue) }
    }

    /// Whether the squares queens attack are shaded.
    public var showsAttackedSquares: Bool {
        get { settings.current.showAttackedSquares }
        set { settings.update { $0.showAttackedSquares = newValue } }
    }

    /// Whether the game shows how many solutions are still reachable.
    public var showsSolutionsCounter: Bool {
        get { settings.current.showSolutionsCounter }
        set { settings.update { $0.showSolutionsCounter = newValue } }
    }

    /// Whether a click or tap cycles a square empty → ✕ → queen → empty, as in LinkedIn's Queens, rather than placing
    /// or removing a queen (marks are then also on the mark action: a right-click, a long press, `x`).
    public var clicksCycleMarks: Bool {
        get { settings.current.clickCyclesMarks }
        set { settings.update { $0.clickCyclesMarks = newValue } }
    }

    /// The cycling setting's title, as every front end shows it.
    public static let clicksCycleMarksTitle = "Click cycles empty → ✕ → queen"

    /// What the cycling setting does, in one sentence.
    public static let clicksCycleMarksSummary =
        "A click marks an empty square, a second click puts a queen there, a third takes it off."

    /// Whether a new queen in a regions game marks (✕) every square it rules out; undo takes them back with it.
    public var marksAroundQueens: Bool {
        get { settings.current.marksAroundQueens }
        set { settings.update { $0.marksAroundQueens = newValue } }
    }

    /// The mark-around setting's title, as every front end shows it.
    public static let marksAroundQueensTitle = "Mark around each queen"

    /// What the mark-around setting does, in one sentence.
    public static let marksAroundQueensSummary =
        "In a regions game, a new queen puts ✕ on its row, column, region and the squares around it."

    /// Why the last change could not be saved, for display; `nil` when all is well.
    public var problem: String? {
        settings.problem
    }
}

// MARK: - Themes and motion on platforms that know the system's preferences

extension Theme {
    /// The theme's name in the settings: System, Dark or Light.
    public var title: String {
        switch self {
        case .system: return "System"
        case .dark: return "Dark"
        case .light: return "Light"
        }
    }

    /// Whether the theme forces the dark (`true`) or light (`false`) appearance; `nil` when it follows the
    /// platform's.
    public var forcesDarkAppearance: Bool? {
        switch self {
        case .system: return nil
        case .dark: return true
        case .light: return false
        }
    }
}

extension AppSettings {
    /// Whether to run without animations: when the player turned them off here, or the system asks for reduced
    /// motion (`systemReducesMotion`).
    public func reducesMotion(systemReducesMotion: Bool) -> Bool {
        current.reduceMotion || systemReducesMotion
    }
}
