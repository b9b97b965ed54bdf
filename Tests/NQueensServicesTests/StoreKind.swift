import Foundation
import NQueensServices
import NQueensTestSupport
import Testing

/// The store implementations that must behave alike; behaviour tests run once per kind.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible {
    case inMemory
    case sqlite

    var testDescription: String { rawValue }

    /// Fresh, empty stores of this kind (on disk ones live in `directory`).
    func makeStores(in directory: TemporaryDirectory) throws -> Stores {
        switch self {
        case .inMemory:
            let history = InMemoryGameHistoryStore()
            return Stores(
                history: history, settings: InMemorySettingsStore(), savedGame: InMemorySavedGameStore(),
                album: DerivedSolutionAlbum(history: history))
        case .sqlite:
            let opened = try SQLiteStores.open(in: DataDirectory(url: directory.appending("data")))
            return Stores(
                history: opened.history, settings: opened.settings, savedGame: opened.savedGame, album: opened.album)
        }
    }
}

/// One set of stores under test.
struct Stores {
    let history: any GameHistoryStore
    let settings: any SettingsStore
    let savedGame: any SavedGameStore
    let album: any SolutionAlbumStore
}
