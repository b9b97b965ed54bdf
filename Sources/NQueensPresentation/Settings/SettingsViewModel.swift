import NQueensLocalization
import NQueensServices
import Observation

/// The settings screen: the theme, the queen style, the language, haptics, motion and the board's aids, each saved
/// on change.
///
/// It keeps no state of its own: every property reads and writes the shared `AppSettings`, so a change made here
/// shows on every screen at once, and the settable properties bind directly to switches and pickers.
@MainActor
@Observable
public final class SettingsViewModel {
    /// The screen's title.
    public var title: String { tr("Settings") }

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

    // MARK: Language

    /// The language setting: a gettext name such as `de`, or `nil` for the system's language.
    ///
    /// Setting it saves it for the next launch; `selectLanguage(_:)` also speaks it at once.
    public var language: String? {
        get { settings.current.language }
        set { settings.setLanguage(newValue) }
    }

    /// The languages to choose from: System, named with the language it gives ("System (Deutsch)"), then every
    /// language NQueens speaks by its own name (English, Deutsch, Español, Français, 日本語), the chosen one marked.
    public var languages: [Choice<String?>] {
        let chosen = language
        // TRANSLATORS: the language setting's choice that follows the system; %s is the language it gives: Deutsch.
        let system = tr(context: "language", "System (%s)", settings.systemLanguage.nativeName)
        return [Choice(value: nil, title: system, isSelected: chosen == nil)]
            + Language.available.map { Choice(value: $0.code, title: $0.nativeName, isSelected: $0.code == chosen) }
    }

    /// The language setting's title, as every front end shows it.
    public static var languageTitle: String { tr("Language") }

    /// Chooses `code` (`nil` for the system's language), saves it, and speaks it at once: for a front end that
    /// writes every text anew, as the terminal does on each frame.
    public func selectLanguage(_ code: String?) {
        language = code
        settings.applyLanguage()
    }

    /// Whether the chosen language is not the one being spoken: a front end that cannot write its texts anew speaks
    /// it from the next launch, and shows `languageRestartNotice` meanwhile.
    public var languageNeedsRestart: Bool {
        settings.chosenLanguage.code != Localization.language.code
    }

    /// "The new language takes effect when NQueens starts again." while `languageNeedsRestart`, else `nil`.
    public var languageRestartNotice: String? {
        languageNeedsRestart ? tr("The new language takes effect when NQueens starts again.") : nil
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
    public static var clicksCycleMarksTitle: String {
        // TRANSLATORS: a setting's title; ✕ is the mark a player puts on a square a queen cannot take.
        tr("Click cycles empty → ✕ → queen")
    }

    /// What the cycling setting does, in one sentence.
    public static var clicksCycleMarksSummary: String {
        tr("A click marks an empty square, a second click puts a queen there, a third takes it off.")
    }

    /// Whether a new queen in a regions game marks (✕) every square it rules out; undo takes them back with it.
    public var marksAroundQueens: Bool {
        get { settings.current.marksAroundQueens }
        set { settings.update { $0.marksAroundQueens = newValue } }
    }

    /// The mark-around setting's title, as every front end shows it.
    public static var marksAroundQueensTitle: String { tr("Mark around each queen") }

    /// What the mark-around setting does, in one sentence.
    public static var marksAroundQueensSummary: String {
        tr("In a regions game, a new queen puts ✕ on its row, column, region and the squares around it.")
    }

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
        case .system: return tr(context: "theme", "System")
        case .dark: return tr(context: "theme", "Dark")
        case .light: return tr(context: "theme", "Light")
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
