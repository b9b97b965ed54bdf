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
}
