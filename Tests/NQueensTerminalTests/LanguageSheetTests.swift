import NQueensLocalization
import NQueensPresentation
import NQueensServices
import Testing

@testable import NQueensTerminal

/// The language setting in the terminal: `L` opens the sheet of languages anywhere, choosing one saves it and speaks
/// it at once, Home's settings line names the language spoken, and a terminal that shows only ASCII speaks English
/// rather than a language it cannot write.
///
/// The tests choose only English or the system's (English here), since speaking a language is process-wide.
@MainActor
@Suite("The language setting in the terminal")
struct LanguageSheetTests {
    @Test func lOpensTheSheetOfLanguagesOnTheOneChosen() {
        Localization.withLanguage(.english) {
            let fixture = ScreenFixture()
            #expect(fixture.screenText().contains("L English"))
            fixture.type("L")
            #expect(fixture.application.interface.showsLanguages)
            let screen = fixture.screenText()
            let choices = SettingsViewModel(settings: fixture.coordinator.settings).languages
            #expect(choices.first?.title == "System (English)")
            for choice in choices { #expect(screen.contains(choice.title)) }
            #expect(screen.contains("╭─ Language "))
            #expect(screen.contains("▶ System (English)"))
            #expect(screen.contains("Enter choose  ·  Esc cancel"))
            #expect(fixture.text().last?.contains("Esc cancel") == true)
        }
    }

    @Test func choosingALanguageSavesItSpeaksItAndClosesTheSheet() {
        Localization.withLanguage(.english) {
            let fixture = ScreenFixture()
            fixture.type("L")
            fixture.press(.down)
            #expect(fixture.screenText().contains("▶ English"))
            fixture.press(.enter)
            #expect(!fixture.application.interface.showsLanguages)
            #expect(fixture.coordinator.settings.current.language == "en")
            #expect(fixture.doubles.settingsStore.loadSettings().language == "en")
            #expect(fixture.screenText().contains("L English"))
            // Back to the system's, by a click on its row.
            fixture.type("L")
            let system = fixture.position(of: "System (English)")
            #expect(system != nil)
            if let system { fixture.click(at: system) }
            #expect(fixture.coordinator.settings.current.language == nil)
            #expect(!fixture.application.interface.showsLanguages)
        }
    }

    @Test func escapeAndAClickOutsideCloseTheSheetUnchanged() {
        Localization.withLanguage(.english) {
            let fixture = ScreenFixture()
            fixture.type("L")
            fixture.press(.escape)
            #expect(!fixture.application.interface.showsLanguages)
            fixture.type("L")
            fixture.click(at: GridPoint(x: 0, y: 5))
            #expect(!fixture.application.interface.showsLanguages)
            #expect(fixture.coordinator.settings.current.language == nil)
            // The keys are Home's again.
            fixture.type("h")
            #expect(fixture.coordinator.screen.history != nil)
        }
    }

    @Test func theSheetCoversAGameAndPausesItsClock() async {
        await Localization.withLanguage(.english) {
            let fixture = ScreenFixture()
            await fixture.startGame(size: 8)
            fixture.type(" ")
            #expect(fixture.game?.isClockRunning == true)
            fixture.type("L")
            #expect(fixture.game?.isClockRunning == false)
            // The game's keys do nothing under the sheet: Space is the sheet's.
            fixture.type("j")
            fixture.press(.escape)
            #expect(fixture.game?.isClockRunning == true)
            #expect(fixture.game?.queensPlaced == 1)
            // The help lists L among the keys that work everywhere.
            #expect(fixture.application.keyGroups().contains { $0.keys == "L" && $0.summary == "Choose the language" })
        }
    }

    @Test func asciiFoldsAccentsAndCannotWriteJapanese() {
        #expect(Glyphs.ascii("Größe") == "Grosse")
        #expect(Glyphs.ascii("Français") == "Francais")
        #expect(Glyphs.ascii("Español «sí»") == "Espanol \"si\"")
        #expect(Glyphs.ascii("日本語") == "???")
        #expect(Glyphs.canWrite(.english))
        #expect(Glyphs.canWrite(.pseudo))
    }
}
