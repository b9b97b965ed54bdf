import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("Game: solutions still reachable and dead ends")
struct GameAnalysisTests {
    private func counterOn() -> Settings {
        Settings(showSolutionsCounter: true)
    }

    @Test("Up to 14×14 the counter is exact: k of M solutions still reachable, from the engine")
    func exactCount() async throws {
        let (game, _, _) = makeGame(size: 8, settings: counterOn())
        await game.waitForAnalysis()
        #expect(game.solutionsText == "92 of 92 solutions still reachable")
        game.toggleQueen(at: square("a1"))
        await game.waitForAnalysis()
        let reachable = try game.board.completionCount(limit: Int.max)
        #expect(reachable == 4)
        #expect(game.solutionsText == "4 of 92 solutions still reachable")
        game.toggleQueen(at: square("b3"))
        await game.waitForAnalysis()
        let afterTwo = try game.board.completionCount(limit: Int.max)
        #expect(game.solutionsText == "\(afterTwo) of 92 solutions still reachable")
    }

    @Test("The counter is hidden unless the setting is on, and the setting is saved")
    func counterSetting() async {
        let (game, doubles, _) = makeGame(size: 6)
        await game.waitForAnalysis()
        #expect(game.solutionsText == nil)
        game.toggleSolutionsCounter()
        #expect(doubles.settingsStore.loadSettings().showSolutionsCounter)
        #expect(game.solutionsText == "4 of 4 solutions still reachable")
    }

    @Test("Queens in conflict reach no solution; a solved board reaches exactly one")
    func conflictAndSolved() async {
        let (game, _, _) = makeGame(size: 4, settings: counterOn())
        await game.waitForAnalysis()
        game.toggle([square("a1", size: 4), square("b2", size: 4)])
        await game.waitForAnalysis()
        #expect(game.solutionsText == "0 of 2 solutions still reachable")
        #expect(game.status == .conflict(queens: 2))
        game.restart()
        game.toggle(fourByFourSolution)
        await game.waitForAnalysis()
        #expect(game.solutionsText == "1 of 2 solutions still reachable")
    }

    @Test("A position no solution contains is a dead end in the status line")
    func deadEnd() async {
        let (game, _, _) = makeGame(size: 4)
        game.toggleQueen(at: square("a1", size: 4))
        #expect(game.status == .keepGoing(remaining: 3))
        await game.waitForAnalysis()
        #expect(game.status == .deadEnd)
        #expect(game.status.tone == .warning)
        #expect(game.statusText == "Dead end: no solution contains these queens.")
        game.undo()
        game.toggleQueen(at: square("b1", size: 4))
        await game.waitForAnalysis()
        #expect(game.status == .keepGoing(remaining: 3))
    }

    @Test("13×13 is counted exactly too, with the total formatted for the locale")
    func thirteenIsExact() async throws {
        #expect(GameViewModel.largestExactlyCountedSize == 14)
        let (game, _, _) = makeGame(size: 13, settings: counterOn())
        #expect(game.solutionsText == "Counting solutions…")
        await game.waitForAnalysis()
        #expect(game.solutionsText == "73,712 of 73,712 solutions still reachable")
        game.toggle([square("a2", size: 13), square("c1", size: 13), square("e4", size: 13)])
        await game.waitForAnalysis()
        let reachable = try game.board.completionCount(limit: Int.max)
        #expect(reachable > 0)
        #expect(
            game.solutionsText
                == "\(reachable.formatted(.number.locale(Locale(identifier: "en_US")))) of 73,712 solutions still reachable"
        )
    }

    @Test("Above 14×14 the counter says whether the position can still be solved")
    func largeBoards() async {
        let (game, _, _) = makeGame(size: 15, settings: counterOn())
        #expect(game.solutionsText == "Looking for a solution…")
        await game.waitForAnalysis()
        #expect(game.solutionsText == "Solvable: a solution contains these queens")
        game.toggle([square("a1", size: 15), square("b1", size: 15)])
        await game.waitForAnalysis()
        #expect(game.solutionsText == "Dead end: no solution contains these queens")
    }

    @Test("A count superseded by a newer position is cancelled and never shown")
    func supersededCountIsDropped() async throws {
        let work = ManualBackgroundWork()
        let doubles = TestDependencies(
            settingsStore: InMemorySettingsStore(settings: counterOn()), backgroundWork: work)
        let (game, _, _) = makeGame(size: 6, doubles: doubles)
        for _ in 0..<10 where work.pendingCount < 1 { await Task.yield() }
        #expect(work.pendingCount == 1)
        game.toggleQueen(at: square("b1", size: 6))
        for _ in 0..<10 where work.cancelledCount < 1 || work.pendingCount < 1 { await Task.yield() }
        #expect(work.cancelledCount == 1)
        #expect(work.pendingCount == 1)
        game.toggleQueen(at: square("d2", size: 6))
        #expect(game.solutionsText == "Counting solutions…")
        for _ in 0..<10 where work.cancelledCount < 2 || work.pendingCount < 1 { await Task.yield() }
        #expect(work.cancelledCount == 2)
        #expect(work.pendingCount == 1)
        work.completeAll()
        await game.waitForAnalysis()
        let reachable = try game.board.completionCount(limit: Int.max)
        #expect(game.solutionsText == "\(reachable) of 4 solutions still reachable")
        #expect(work.completedCount == 1)
    }
}
