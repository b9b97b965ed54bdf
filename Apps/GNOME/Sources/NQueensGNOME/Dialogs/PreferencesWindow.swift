import CAdwaita
import GObjectSwift
import NQueensLocalization
import NQueensPresentation
import NQueensServices

/// Preferences: the language, the appearance, the board's aids, motion and sound.
///
/// The language is System (the environment's) or one NQueens speaks, by its own name; a new one takes effect when
/// NQueens starts again (the window says so under the row), since texts already shown keep their language. The
/// appearance is the style (follow the system, light or dark) and the queen style; the board's are the
/// attacked squares, the solutions counter, whether a click cycles empty → ✕ → queen and whether a regions queen
/// marks the squares it rules out. Every change goes to the shared settings at once.
@MainActor
final class PreferencesWindow {
    let window: Widget

    private let settings: AppSettings
    private let model: SettingsViewModel
    private let language: Widget
    private let theme: Widget
    private let queens: Widget
    private let attacked: Widget
    private let counter: Widget
    private let cycling: Widget
    private let marksAround: Widget
    private let reduceMotion: Widget
    private let sound: Widget
    private var renderLoop: RenderLoop?

    init(settings: AppSettings, parent: Widget?) {
        self.settings = settings
        window = Widget(sinking: adw_preferences_window_new())
        // Ours, so that it is in the player's language whatever libadwaita's own translations and locale say.
        gtk_window_set_title(window.ptr(), tr("Preferences"))
        Make.standOver(parent, window)
        gtk_window_set_modal(window.ptr(), 1)
        gtk_window_set_default_size(window.ptr(), 520, 560)
        gtk_window_set_hide_on_close(window.ptr(), 0)

        let model = SettingsViewModel(settings: settings)
        self.model = model
        let languages = model.languages
        // Saved for the next launch, not spoken at once: the screens' texts would be half in each language.
        language = Make.comboRow(title: SettingsViewModel.languageTitle, titles: languages.map(\.title)) { index in
            if languages.indices.contains(index) { model.language = languages[index].value }
        }
        theme = Make.comboRow(
            // TRANSLATORS: Preferences' row choosing light, dark or the system's colours.
            title: tr(context: "colour scheme", "Style"), titles: Theme.allCases.map(\.title)
        ) { [weak settings] index in
            settings?.setTheme(Theme.allCases[index])
        }
        queens = Make.comboRow(
            title: tr(context: "queen style", "Queens"), titles: QueenAppearance.all.map(\.displayName)
        ) { [weak settings] i in
            settings?.update { $0.queenStyle = QueenStyle.allCases[i] }
        }
        let attackedRow = Make.switchRow(
            title: tr("Shade Attacked Squares"), subtitle: tr("Tint every square a queen attacks")
        ) {
            [weak settings] on in settings?.update { $0.showAttackedSquares = on }
        }
        let counterRow = Make.switchRow(
            title: tr("Count Solutions"), subtitle: tr("How many solutions your queens still allow")
        ) {
            [weak settings] on in settings?.update { $0.showSolutionsCounter = on }
        }
        let cyclingRow = Make.switchRow(
            title: SettingsViewModel.clicksCycleMarksTitle, subtitle: SettingsViewModel.clicksCycleMarksSummary
        ) {
            [weak settings] on in settings?.update { $0.clickCyclesMarks = on }
        }
        let marksAroundRow = Make.switchRow(
            title: SettingsViewModel.marksAroundQueensTitle, subtitle: SettingsViewModel.marksAroundQueensSummary
        ) {
            [weak settings] on in settings?.update { $0.marksAroundQueens = on }
        }
        let motionRow = Make.switchRow(title: tr("Reduce Motion"), subtitle: tr("No pulse, line fades or confetti")) {
            [weak settings] on in settings?.setReduceMotion(on)
        }
        let soundRow = Make.switchRow(title: tr("Sound"), subtitle: tr("Beep on conflicts and wins")) {
            [weak settings] on in
            settings?.setSoundEnabled(on)
        }
        attacked = attackedRow.toggle
        counter = counterRow.toggle
        cycling = cyclingRow.toggle
        marksAround = marksAroundRow.toggle
        reduceMotion = motionRow.toggle
        sound = soundRow.toggle

        let page = Widget(sinking: adw_preferences_page_new())
        adw_preferences_page_set_title(page.ptr(), tr(context: "preferences", "General"))
        adw_preferences_page_set_icon_name(page.ptr(), "emblem-system-symbolic")
        let boardRows = [attackedRow.row, counterRow.row, cyclingRow.row, marksAroundRow.row]
        let groups: [(String?, [Widget])] = [
            (nil, [language]),
            (tr("Appearance"), [theme, queens]),
            // TRANSLATORS: Preferences' group of the board's aids (attacked squares, solutions, marks).
            (tr(context: "settings section", "Board"), boardRows),
            (tr("Motion and Sound"), [motionRow.row, soundRow.row]),
        ]
        for (title, rows) in groups {
            let group = Widget(sinking: adw_preferences_group_new())
            if let title { adw_preferences_group_set_title(group.ptr(), title) }
            for row in rows { adw_preferences_group_add(group.ptr(), row.widget) }
            adw_preferences_page_add(page.ptr(), group.ptr())
        }
        adw_preferences_window_add(window.ptr(), page.ptr())
        renderLoop = RenderLoop { [weak self] in self?.render() }
    }

    /// Shows the window.
    func present() {
        gtk_window_present(window.ptr())
    }

    /// The language row (for tests).
    var languageRow: Widget {
        language
    }

    /// The theme row (for tests).
    var themeRow: Widget {
        theme
    }

    /// The switch of "Click cycles empty → ✕ → queen" (for tests).
    var cyclingSwitch: Widget {
        cycling
    }

    /// The switch of "Mark around each queen" (for tests).
    var marksAroundSwitch: Widget {
        marksAround
    }

    private func render() {
        let current = settings.current
        Make.select(model.languages.firstIndex(where: \.isSelected) ?? 0, in: language)
        Make.setSubtitle(language, model.languageRestartNotice ?? "")
        Make.select(Theme.allCases.firstIndex(of: current.theme) ?? 0, in: theme)
        Make.select(QueenStyle.allCases.firstIndex(of: current.queenStyle) ?? 0, in: queens)
        Make.setSwitch(attacked, current.showAttackedSquares)
        Make.setSwitch(counter, current.showSolutionsCounter)
        Make.setSwitch(cycling, current.clickCyclesMarks)
        Make.setSwitch(marksAround, current.marksAroundQueens)
        Make.setSwitch(reduceMotion, current.reduceMotion)
        Make.setSwitch(sound, current.soundEnabled)
    }
}
