import Foundation
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("Victory")
struct VictoryViewModelTests {
    private func victory(
        _ record: GameRecord, earlier: [GameRecord] = []
    ) throws -> (VictoryViewModel, RecordingFlowDelegate) {
        let store = InMemoryGameHistoryStore(games: earlier)
        try store.record(record)
        let sheet = VictoryViewModel(record: record, dependencies: TestDependencies(history: store).dependencies)
        let delegate = RecordingFlowDelegate()
        sheet.delegate = delegate
        return (sheet, delegate)
    }

    @Test("The figures, the streak after this game and a spoiler-free share line")
    func figures() throws {
        let today = SampleGames.solved(
            size: 8, finishedAt: SampleGames.date(2026, 11, 29, 10), activeSeconds: 41, moveCount: 12)
        let (sheet, _) = try victory(
            today,
            earlier: [
                SampleGames.solved(size: 8, finishedAt: SampleGames.date(2026, 11, 27), activeSeconds: 30),
                SampleGames.solved(size: 6, finishedAt: SampleGames.date(2026, 11, 28)),
            ])
        #expect(sheet.title == "Victory!")
        #expect(sheet.message == "You solved the 8×8 puzzle.")
        #expect(sheet.timeText == "0:41")
        #expect(sheet.movesText == "12")
        #expect(sheet.efficiencyText == "67%")
        #expect(sheet.hintsText == "0")
        #expect(sheet.streak == 3)
        #expect(sheet.stats.map(\.label) == ["Time", "Moves", "Efficiency", "Hints", "Streak"])
        #expect(sheet.shareText == "N-Queens 8×8 ✔ 0:41 · 12 moves · 🔥 3")
        #expect(!sheet.isPersonalBest)
        #expect(sheet.personalBestText == nil)
        for queen in today.finalQueens {
            #expect(!sheet.shareText.contains(queen.description))
        }
    }

    @Test("The share line mentions hints when some were used")
    func shareWithHints() throws {
        let game = SampleGames.solved(
            size: 4, finishedAt: SampleGames.date(2026, 11, 29, 10), activeSeconds: 7, moveCount: 4, hintsUsed: 2)
        let (sheet, _) = try victory(game)
        #expect(sheet.shareText == "N-Queens 4×4 ✔ 0:07 · 4 moves · 🔥 1 · 💡 2")
    }

    @Test("Personal best: the first game on a size, and any game faster than every earlier one")
    func personalBest() throws {
        let first = SampleGames.solved(size: 6, finishedAt: SampleGames.date(2026, 11, 29, 10), activeSeconds: 50)
        #expect(try victory(first).0.isPersonalBest)

        let faster = SampleGames.solved(size: 6, finishedAt: SampleGames.date(2026, 11, 29, 11), activeSeconds: 20)
        let slowerElsewhere = SampleGames.solved(size: 8, finishedAt: SampleGames.date(2026, 11, 28), activeSeconds: 5)
        let (sheet, _) = try victory(faster, earlier: [first, slowerElsewhere])
        #expect(sheet.isPersonalBest)
        #expect(sheet.personalBestText == "New best time on 6×6!")

        let tie = SampleGames.solved(size: 6, finishedAt: SampleGames.date(2026, 11, 29, 12), activeSeconds: 20)
        #expect(try !victory(tie, earlier: [first, faster]).0.isPersonalBest)
    }

    @Test("Done and Play again reach the delegate")
    func actions() throws {
        let game = SampleGames.solved(size: 10, finishedAt: SampleGames.date(2026, 11, 29, 10))
        let (sheet, delegate) = try victory(game)
        sheet.done()
        sheet.playAgain()
        #expect(delegate.actions == [.closeVictory, .playAgain(boardSize: 10)])
        sheet.delegate = nil
        sheet.done()
        #expect(delegate.actions.count == 2)
    }
}
