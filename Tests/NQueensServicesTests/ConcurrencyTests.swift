import Foundation
import NQueensServices
import NQueensTestSupport
import Testing

@Suite("Stores shared between threads")
struct ConcurrencyTests {
    @Test(arguments: StoreKind.allCases)
    func threadsRecordingAtOnceKeepEveryGame(kind: StoreKind) async throws {
        let directory = try TemporaryDirectory(prefix: "nqueens-threads")
        let stores = try kind.makeStores(in: directory)
        let history = stores.history
        let savedGame = stores.savedGame
        let base = SampleGames.date(2026, 11, 29)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for index in 0..<50 {
                        let id = SampleGames.id(worker * 1_000 + index)
                        try history.record(SampleGames.solved(id: id, size: 4 + worker, finishedAt: base))
                        try savedGame.saveGame(SampleGames.inProgress(id: id, size: 8, placed: index % 8))
                        _ = try history.gameCount()
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try history.gameCount() == 200)
        #expect(try history.sizeSummaries().map(\.games) == [50, 50, 50, 50])
        #expect(savedGame.loadSavedGame() != nil)
    }
}
