import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("Game: the clock")
struct GameClockTests {
    @Test("The clock starts with the first move, not before")
    func startsWithFirstMove() {
        let (game, doubles, _) = makeGame(size: 8)
        doubles.advance(by: .seconds(30))
        #expect(!game.isClockRunning)
        #expect(game.timeText == "0:00")
        #expect(doubles.ticks.activeCount == 0)

        game.toggleQueen(at: square("d4"))
        #expect(game.isClockRunning)
        #expect(game.startedAt == doubles.clock.now)
        #expect(doubles.ticks.activeIntervals == [GameViewModel.clockTickInterval])
        doubles.advance(by: .seconds(5))
        #expect(game.timeText == "0:05")
        doubles.advance(by: .milliseconds(999))
        #expect(game.timeText == "0:05")
        doubles.advance(by: .milliseconds(1))
        #expect(game.timeText == "0:06")
    }

    @Test("Hidden or paused, the clock stands still; shown again, it runs on")
    func pauses() {
        let (game, doubles, _) = makeGame(size: 8)
        game.toggleQueen(at: square("d4"))
        doubles.advance(by: .seconds(5))
        game.setActive(false)
        #expect(!game.isClockRunning)
        #expect(doubles.ticks.activeCount == 0)
        doubles.advance(by: .seconds(100))
        #expect(game.timeText == "0:05")
        #expect(doubles.savedGames.loadSavedGame()?.elapsed == .seconds(5))

        game.setActive(true)
        #expect(game.isClockRunning)
        doubles.advance(by: .seconds(3))
        #expect(game.timeText == "0:08")
    }

    @Test("A move made while hidden starts the game, but the clock waits until it is shown")
    func moveWhileHidden() {
        let (game, doubles, _) = makeGame(size: 8)
        game.setActive(false)
        game.toggleQueen(at: square("d4"))
        #expect(game.startedAt != nil)
        #expect(!game.isClockRunning)
        doubles.advance(by: .seconds(9))
        game.setActive(true)
        doubles.advance(by: .seconds(2))
        #expect(game.timeText == "0:02")
    }

    @Test("Restarting never leaves two ticks running (the seed's double-speed clock)")
    func noDoubleTicking() {
        let (game, doubles, _) = makeGame(size: 8)
        for _ in 0..<3 {
            game.toggleQueen(at: square("d4"))
            #expect(doubles.ticks.activeCount == 1)
            game.restart()
            #expect(doubles.ticks.activeCount == 0)
        }
        game.toggleQueen(at: square("d4"))
        game.setActive(false)
        game.setActive(true)
        game.setActive(true)
        #expect(doubles.ticks.activeCount == 1)
        doubles.advance(by: .seconds(4))
        #expect(game.timeText == "0:04")
    }

    @Test("The clock stops at the win, and the record keeps the active time")
    func stopsAtWin() throws {
        let (game, doubles, delegate) = makeGame(size: 4)
        game.toggleQueen(at: fourByFourSolution[0])
        doubles.advance(by: .seconds(10))
        game.setActive(false)
        doubles.advance(by: .seconds(60))
        game.setActive(true)
        doubles.clock.advance(by: .milliseconds(2_500))
        game.toggle(Array(fourByFourSolution.dropFirst()))
        #expect(game.isSolved)
        #expect(!game.isClockRunning)
        #expect(doubles.ticks.activeCount == 0)
        #expect(game.timeText == "0:12")
        doubles.advance(by: .seconds(30))
        #expect(game.timeText == "0:12")
        let record = try #require(game.record)
        #expect(record.activeDuration == .milliseconds(12_500))
        #expect(delegate.actions == [.gameSolved(record)])
        game.setActive(false)
        game.setActive(true)
        #expect(!game.isClockRunning)
    }

    @Test("A game released while its clock runs stops ticking")
    func releasedGameStopsTicking() {
        let doubles = TestDependencies()
        var game: GameViewModel? = GameViewModel(boardSize: 8, dependencies: doubles.dependencies)
        game?.toggleQueen(at: square("d4"))
        #expect(doubles.ticks.activeCount == 1)
        game = nil
        #expect(doubles.ticks.activeCount == 0)
    }

    @Test("Times from an hour on read h:mm:ss")
    func longTimes() {
        let (game, doubles, _) = makeGame(size: 8)
        game.toggleQueen(at: square("d4"))
        doubles.advance(by: .seconds(3_723))
        #expect(game.timeText == "1:02:03")
        #expect(DisplayText.time(.seconds(59)) == "0:59")
        #expect(DisplayText.time(.seconds(600)) == "10:00")
        #expect(DisplayText.time(.seconds(-5)) == "0:00")
    }

    @Test("Move offsets in the log are the active time of each move")
    func moveOffsets() {
        let (game, doubles, _) = makeGame(size: 8)
        game.toggleQueen(at: square("a1"))
        doubles.advance(by: .seconds(2))
        game.setActive(false)
        doubles.advance(by: .seconds(50))
        game.setActive(true)
        doubles.advance(by: .seconds(1))
        game.toggleQueen(at: square("c2"))
        let saved = doubles.savedGames.loadSavedGame()
        #expect(saved?.moves.map(\.offset) == [.zero, .seconds(3)])
        #expect(saved?.moves.map(\.kind) == [.place, .place])
    }
}
