import NQueensLocalization
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("Settings screen")
struct SettingsViewModelTests {
    @Test("The choices list every theme and queen style, the chosen ones marked")
    func choices() {
        let doubles = TestDependencies(
            settingsStore: InMemorySettingsStore(settings: Settings(queenStyle: .crown, theme: .light)))
        let screen = SettingsViewModel(settings: doubles.dependencies.settings)
        #expect(screen.title == "Settings")
        #expect(screen.themes.map(\.title) == ["System", "Dark", "Light"])
        #expect(screen.themes.filter(\.isSelected).map(\.value) == [.light])
        #expect(screen.queenStyles.map(\.title) == ["Classic", "Outline", "Crown", "Star", "Letter"])
        #expect(screen.queenStyles.filter(\.isSelected).map(\.value) == [.crown])
    }

    @Test("Every switch and choice is saved at once and seen by the other screens")
    func changesAreSaved() {
        let doubles = TestDependencies()
        let settings = doubles.dependencies.settings
        let screen = SettingsViewModel(settings: settings)
        let game = GameViewModel(boardSize: 6, dependencies: doubles.dependencies)
        screen.hapticsEnabled = false
        screen.reduceMotion = true
        screen.showsAttackedSquares = true
        screen.showsSolutionsCounter = true
        screen.theme = .dark
        screen.queenStyle = .star
        let saved = doubles.settingsStore.loadSettings()
        #expect(!saved.hapticsEnabled)
        #expect(saved.reduceMotion)
        #expect(saved.showAttackedSquares)
        #expect(saved.showSolutionsCounter)
        #expect(saved.theme == .dark)
        #expect(saved.queenStyle == .star)
        #expect(game.queenStyle == .star)
        #expect(game.showsAttackedSquares)
        #expect(!screen.hapticsEnabled && screen.reduceMotion && screen.theme == .dark)
        #expect(screen.problem == nil)
    }

    @Test("A change the store cannot save still applies, and the screen says why it was not kept")
    func unsavable() {
        let doubles = TestDependencies(settingsStore: FailingSettingsStore())
        let screen = SettingsViewModel(settings: doubles.dependencies.settings)
        screen.hapticsEnabled = false
        #expect(!screen.hapticsEnabled)
        #expect(screen.problem?.contains("could not be saved") == true)
    }

    @Test("System follows the platform; Dark and Light force their appearance")
    func themes() {
        #expect(Theme.system.forcesDarkAppearance == nil)
        #expect(Theme.dark.forcesDarkAppearance == true)
        #expect(Theme.light.forcesDarkAppearance == false)
    }

    @Test("Animations stop when the player turns them off or the system asks for reduced motion")
    func motion() {
        let settings = AppSettings(store: InMemorySettingsStore())
        #expect(!settings.reducesMotion(systemReducesMotion: false))
        #expect(settings.reducesMotion(systemReducesMotion: true))
        settings.setReduceMotion(true)
        #expect(settings.reducesMotion(systemReducesMotion: false))
    }

    // MARK: Language

    @Test("The languages are System, named with what the system gives, then each language by its own name")
    func languageChoices() {
        let settings = AppSettings(
            store: InMemorySettingsStore(settings: Settings(language: "fr")),
            environment: ["LANG": "de_AT.UTF-8"])
        let screen = SettingsViewModel(settings: settings)
        #expect(settings.systemLanguage.code == "de")
        #expect(screen.languages.map(\.value) == [nil, "en", "de", "es", "fr", "ja"])
        let names = Language.available.map(\.nativeName)
        #expect(screen.languages.map(\.title) == ["System (\(names[1]))"] + names)
        #expect(screen.languages.filter(\.isSelected).map(\.value) == ["fr"])
        #expect(SettingsViewModel.languageTitle == "Language")

        let english = SettingsViewModel(settings: AppSettings(store: InMemorySettingsStore()))
        #expect(english.languages.first?.title == "System (English)")
        #expect(english.languages.filter(\.isSelected).map(\.value) == [nil])
    }

    @Test("Choosing a language saves it; selecting it speaks it at once, else it waits for the next launch")
    func choosingALanguage() {
        Localization.withLanguage(.english) {
            let store = InMemorySettingsStore()
            var spoken: [String] = []
            let settings = AppSettings(store: store, environment: ["LANGUAGE": "ja"]) { spoken.append($0.code) }
            let screen = SettingsViewModel(settings: settings)
            #expect(screen.languageNeedsRestart)  // the system's is Japanese, the test speaks English
            screen.language = "en"
            #expect(store.loadSettings().language == "en")
            #expect(!screen.languageNeedsRestart)
            #expect(screen.languageRestartNotice == nil)

            screen.language = "de"
            #expect(store.loadSettings().language == "de")
            #expect(spoken.isEmpty)
            #expect(screen.languageNeedsRestart)
            #expect(screen.languageRestartNotice == "The new language takes effect when NQueens starts again.")

            screen.selectLanguage("es")
            #expect(spoken == ["es"])
            screen.selectLanguage(nil)
            #expect(store.loadSettings().language == nil)
            #expect(spoken == ["es", "ja"])
            screen.language = "tlh"
            #expect(screen.language == nil)
        }
    }

    @Test("The live container speaks the language the environment asks for when the setting says System")
    func liveSpeaksTheSystemsLanguage() throws {
        let directory = try TemporaryDirectory()
        let dependencies = AppDependencies.live(environment: ["NQUEENS_DATA_DIR": directory.url.path, "LANG": "C"])
        #expect(dependencies.settings.current.language == nil)
        #expect(dependencies.settings.chosenLanguage == .english)
        #expect(Localization.language == .english)
        let german = AppSettings(
            store: InMemorySettingsStore(settings: Settings(language: "de")), environment: ["LANG": "de_CH.UTF-8"])
        #expect(german.chosenLanguage == Language(code: "de", localeIdentifier: "de_CH"))
        let chosen = AppSettings(store: InMemorySettingsStore(settings: Settings(language: "ja")), environment: [:])
        #expect(chosen.chosenLanguage == Language(code: "ja"))
    }
}
