import Foundation
import NQueensServices
import NQueensTestSupport
import Testing

@Suite("Settings store")
struct SettingsStoreTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "nqueens-settings")
    }

    @Test func defaultsAreSensible() {
        let defaults = Settings.defaults
        #expect(defaults.boardSize == 8)
        #expect(defaults.queenStyle == .classic)
        #expect(!defaults.showAttackedSquares && !defaults.showSolutionsCounter)
        #expect(!defaults.soundEnabled && !defaults.reduceMotion)
        #expect(defaults.hapticsEnabled)
        #expect(defaults.theme == .system)
        #expect(defaults.language == nil)
        #expect(Settings.boardSizePresets == [4, 6, 8, 10])
        #expect(Settings.boardSizePresets.allSatisfy(Settings.boardSizeRange.contains))
        #expect(QueenStyle.allCases.count >= 4)
    }

    @Test(arguments: StoreKind.allCases)
    func startsWithDefaultsAndKeepsWhatIsSaved(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        #expect(stores.settings.loadSettings() == .defaults)
        let changed = Settings(
            boardSize: 13, queenStyle: .star, showAttackedSquares: true, showSolutionsCounter: true,
            soundEnabled: true, reduceMotion: true, hapticsEnabled: false, theme: .light, language: "de")
        try stores.settings.saveSettings(changed)
        #expect(stores.settings.loadSettings() == changed)
    }

    @Test(arguments: StoreKind.allCases)
    func keepsTheLanguageAndGoesBackToTheSystemsOne(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        for language in ["ja", "en", nil] {
            try stores.settings.saveSettings(Settings(language: language))
            #expect(stores.settings.loadSettings().language == language)
        }
    }

    @Test("The language is stored as one more key beside the others, so no schema change is needed")
    func theLanguageIsOneMoreRow() throws {
        let stores = try StoreKind.sqlite.makeStores(in: directory)
        try stores.settings.saveSettings(Settings(boardSize: 6, language: "fr"))
        let database = directory.appending("data/nqueens.sqlite")
        #expect(try RawSQLite.text("SELECT value FROM settings WHERE key = 'language'", in: database) == "fr")
        try stores.settings.saveSettings(Settings(boardSize: 6))
        #expect(stores.settings.loadSettings() == Settings(boardSize: 6))
    }

    @Test("A language NQueens does not speak, or the empty text, is the system's language")
    func unknownLanguages() throws {
        for stored in ["klingon", "", "DE", "pseudo", "de_DE"] {
            let json = #"{"language": "\#(stored)", "theme": "dark"}"#
            let settings = try JSONDecoder().decode(Settings.self, from: Data(json.utf8))
            #expect(settings.language == nil, "\(stored)")
            #expect(settings.theme == .dark)
        }
        let number = try JSONDecoder().decode(Settings.self, from: Data(#"{"language": 7}"#.utf8))
        #expect(number.language == nil)
        #expect(Settings.knownLanguage("es") == "es")
        #expect(Settings.knownLanguage(nil) == nil)
    }

    @Test(arguments: StoreKind.allCases, [3, 17, 0, -8])
    func refusesABoardSizeOutOfRange(kind: StoreKind, size: Int) throws {
        let stores = try kind.makeStores(in: directory)
        #expect(throws: StoreError.invalidValue("board size \(size) is out of range; sizes run from 4 to 16")) {
            try stores.settings.saveSettings(Settings(boardSize: size))
        }
        #expect(stores.settings.loadSettings() == .defaults)
    }

    @Test func decodingFallsBackFieldByField() throws {
        let json = """
            {"board-size": 99, "queen-style": "dragon", "show-attacked-squares": true, "sound": "loud",
             "haptics": false, "theme": "light", "reduce-motion": 1, "future-setting": "x"}
            """
        let settings = try JSONDecoder().decode(Settings.self, from: Data(json.utf8))
        #expect(settings.boardSize == 8)
        #expect(settings.queenStyle == .classic)
        #expect(settings.showAttackedSquares)
        #expect(!settings.soundEnabled)
        #expect(!settings.hapticsEnabled)
        #expect(settings.theme == .light)
        #expect(!settings.reduceMotion)
        #expect(!settings.showSolutionsCounter)
    }

    @Test func encodingRoundTrips() throws {
        let settings = Settings(boardSize: 10, queenStyle: .letter, reduceMotion: true, theme: .light)
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(Settings.self, from: data) == settings)
        var german = settings
        german.language = "de"
        #expect(try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(german)) == german)
        #expect(try JSONDecoder().decode(Settings.self, from: Data("{}".utf8)) == .defaults)
    }
}
