import NQueensLocalization
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

/// The view models' text in other languages.
///
/// The tests of translated text wait for the translators' catalogues (`po/LL.po`); the pseudo-language's need none.
@MainActor
@Suite("Localization of the view models")
struct LocalizationTests {
    @Test("The language setting names each language in itself (waits for translations)")
    func nativeNames() {
        let settings = AppSettings(
            store: InMemorySettingsStore(settings: Settings(language: "fr")), environment: ["LANG": "de_AT.UTF-8"])
        let screen = SettingsViewModel(settings: settings)
        #expect(
            screen.languages.map(\.title) == ["System (Deutsch)", "English", "Deutsch", "Español", "Français", "日本語"])
    }
}
