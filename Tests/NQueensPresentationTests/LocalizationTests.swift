import NQueensEngine
import NQueensLocalization
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

/// The view models' text in other languages.
///
/// The tests of translated text wait for the translators' catalogues (`po/LL.po`); those of the pseudo-language
/// need none.
@MainActor
@Suite("Localization of the view models")
struct LocalizationTests {
    // MARK: Plurals (wait for translations)

    /// The status line with `remaining` queens to place: a real plural message ("Keep going: 2 queens to place.").
    private static func keepGoing(_ remaining: Int, in code: String) -> String {
        Localization.withLanguage(Language(code: code)) { GameStatus.keepGoing(remaining: remaining).text }
    }

    /// `text` with its number `count` written as `#`, so that two counts' texts compare by their form.
    private static func form(_ text: String, _ count: Int) -> String {
        text.replacingOccurrences(of: String(count), with: "#")
    }

    @Test("German: one queen is \"1 Dame\", the others \"Damen\" (waits for translations)")
    func germanPlurals() {
        #expect(Self.keepGoing(1, in: "de").contains("1 Dame"))
        #expect(!Self.keepGoing(1, in: "de").contains("Damen"))
        for count in [0, 2, 5] {
            #expect(Self.keepGoing(count, in: "de").contains("\(count) Damen"), "\(count)")
        }
    }

    @Test("Spanish: one queen is \"1 reina\", the others \"reinas\" (waits for translations)")
    func spanishPlurals() {
        #expect(Self.keepGoing(1, in: "es").contains("1 reina"))
        #expect(!Self.keepGoing(1, in: "es").contains("reinas"))
        for count in [0, 2, 5] {
            #expect(Self.keepGoing(count, in: "es").contains("\(count) reinas"), "\(count)")
        }
    }

    @Test("French: 0 and 1 take the singular, 2 and 5 the plural (waits for translations)")
    func frenchPlurals() {
        let texts = [0, 1, 2, 5].map { (count: $0, text: Self.keepGoing($0, in: "fr")) }
        let forms = texts.map { Self.form($0.text, $0.count) }
        #expect(forms[0] == forms[1], "0 and 1: \(texts[0].text) / \(texts[1].text)")
        #expect(forms[2] == forms[3], "2 and 5: \(texts[2].text) / \(texts[3].text)")
        #expect(forms[1] != forms[2], "1 and 2 differ: \(texts[1].text) / \(texts[2].text)")
        #expect(texts[1].text.contains("1 dame") || texts[1].text.contains("1 reine"))
    }

    @Test("Japanese: one form for every count (waits for translations)")
    func japanesePlurals() {
        let forms = [0, 1, 2, 5].map { Self.form(Self.keepGoing($0, in: "ja"), $0) }
        #expect(Set(forms).count == 1, "\(forms)")
        #expect(forms[0] != Self.form(GameStatus.keepGoing(remaining: 0).text, 0), "untranslated: \(forms[0])")
    }

    @Test(
        "Every language translates the plural message at 0, 1, 2 and 5 (waits for translations)",
        arguments: [
            "de", "es", "fr", "ja",
        ])
    func translated(code: String) {
        for count in [0, 1, 2, 5] {
            let english = Localization.withLanguage(.english) { GameStatus.keepGoing(remaining: count).text }
            let translated = Self.keepGoing(count, in: code)
            #expect(translated != english, "\(code) \(count): \(translated)")
            #expect(translated.contains(String(count)), "\(code) \(count): \(translated)")
        }
    }

    @Test("The language setting names each language in itself (waits for translations)")
    func nativeNames() {
        let settings = AppSettings(
            store: InMemorySettingsStore(settings: Settings(language: "fr")), environment: ["LANG": "de_AT.UTF-8"])
        let screen = SettingsViewModel(settings: settings)
        #expect(
            screen.languages.map(\.title) == ["System (Deutsch)", "English", "Deutsch", "Español", "Français", "日本語"])
    }

    // MARK: Switching language (the pseudo-language: no catalogue needed)

    @Test("A view model's strings follow the language of the task that reads them")
    func viewModelFollowsTheLanguage() {
        let doubles = TestDependencies()
        let game = GameViewModel(boardSize: 6, dependencies: doubles.dependencies)
        let home = HomeViewModel(dependencies: doubles.dependencies)
        let english = (game.statusText, home.title, home.tip, game.stats.map(\.label))
        #expect(english.0 == "Place 6 queens so that no two attack each other.")
        #expect(english.1 == "N-Queens")
        let pseudo = Localization.withLanguage(.pseudo) {
            (game.statusText, home.title, home.tip, game.stats.map(\.label))
        }
        #expect(pseudo.0.hasPrefix("[") && pseudo.0.hasSuffix("]"))
        #expect(pseudo.0.contains("6") && pseudo.0 != english.0)
        #expect(pseudo.1 == Pseudo.transform("N-Queens"))
        #expect(pseudo.2 != english.2 && pseudo.2.hasPrefix("["))
        #expect(pseudo.3.allSatisfy { $0.hasPrefix("[") })
        // Back in English once the scope ends: nothing was kept in the other language.
        #expect((game.statusText, home.title) == (english.0, english.1))
    }

    @Test("A hint, a board cell's name and the share text follow the language too")
    func moreScreensFollow() throws {
        let doubles = TestDependencies()
        let game = GameViewModel(boardSize: 6, dependencies: doubles.dependencies)
        game.showHint()
        let hint = try #require(game.hintText)
        let pseudoHint = try #require(Localization.withLanguage(.pseudo) { game.hintText })
        #expect(pseudoHint != hint && pseudoHint.hasPrefix("["))
        let cell = try #require(game.grid.cells.first)
        let pseudoCell = Localization.withLanguage(.pseudo) { cell.accessibilityState }
        #expect(pseudoCell.hasPrefix("[") && pseudoCell != cell.accessibilityState)

        let record = SampleGames.solved(id: SampleGames.id(1), size: 4, finishedAt: SampleGames.date(2026, 11, 29))
        let victory = VictoryViewModel(record: record, dependencies: doubles.dependencies)
        #expect(victory.shareText == "N-Queens 4×4 ✔ 1:00 · 4 moves · 🔥 1")
        let pseudoShare = Localization.withLanguage(.pseudo) { victory.shareText }
        #expect(pseudoShare.hasPrefix("[") && pseudoShare.contains("4×4") && pseudoShare.contains("1:00"))
    }
}
