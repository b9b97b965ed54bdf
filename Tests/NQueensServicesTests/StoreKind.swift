import Foundation
import NQueensServices
import NQueensTestSupport
import Testing

/// The store implementations that must behave alike; behaviour tests run once per kind.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible {
    case inMemory

    var testDescription: String { rawValue }

    /// Fresh, empty stores of this kind (on disk ones live in `directory`).
    func makeStores(in directory: TemporaryDirectory) throws -> Stores {
        switch self {
        case .inMemory:
            return Stores(
                history: InMemoryGameHistoryStore(), settings: InMemorySettingsStore(),
                savedGame: InMemorySavedGameStore(), keepAlive: nil)
        }
    }
}

/// One set of stores under test.
struct Stores {
    let history: any GameHistoryStore
    let settings: any SettingsStore
    let savedGame: any SavedGameStore
    /// Whatever must outlive the stores (an open database).
    let keepAlive: AnyObject?
}
