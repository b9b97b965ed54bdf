import NQueensLocalization
import NQueensPresentation

// MARK: - The sheet of languages

extension GameApplication {
    /// The language setting, read and changed through the shared settings (a view of them, kept by no one).
    var languageSettings: SettingsViewModel {
        SettingsViewModel(settings: coordinator.settings)
    }

    /// Carries out `action` in the sheet of languages: choosing a language speaks it at once (the next frame is
    /// written in it, since every screen is drawn anew from its view model) and closes the sheet.
    func perform(_ action: LanguageAction) {
        let settings = languageSettings
        let count = settings.languages.count
        switch action {
        case .moveFocus(let step):
            guard count > 0 else { return }
            interface.languageFocus = ((interface.languageFocus + step) % count + count) % count
        case .activateFocused:
            choose(at: interface.languageFocus, in: settings)
        case .choose(let index):
            choose(at: index, in: settings)
        case .cancel:
            closeLanguages()
        }
    }

    private func choose(at index: Int, in settings: SettingsViewModel) {
        let choices = settings.languages
        guard choices.indices.contains(index) else { return }
        settings.selectLanguage(choices[index].value)
        Self.speakWhatTheTerminalCanShow(capabilities)
        closeLanguages()
    }

    /// Speaks English when a terminal with `capabilities` shows ASCII only and the language spoken cannot be
    /// written in it (Japanese would be nothing but question marks); the setting stays, for a terminal that can.
    nonisolated static func speakWhatTheTerminalCanShow(_ capabilities: TerminalCapabilities) {
        guard !capabilities.supportsUnicode, !Glyphs.canWrite(Localization.language) else { return }
        Localization.setLanguage(.english)
    }

    private func closeLanguages() {
        interface.showsLanguages = false
        keyGroupCache.invalidate()
        updateActivity()
    }
}
