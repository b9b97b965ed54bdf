import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("Replay")
struct ReplayViewModelTests {
    /// A 4×4 game in six steps: place a1, remove a1, then place b1, d2, a3 and c4.
    private func record() -> GameRecord {
        let moves: [(MoveRecord.Kind, String)] = [
            (.place, "a1"), (.remove, "a1"), (.place, "b1"), (.place, "d2"), (.place, "a3"), (.place, "c4"),
        ]
        return GameRecord(
            id: SampleGames.id(7), boardSize: 4, startedAt: SampleGames.date(2026, 3, 2, 12, 0),
            finishedAt: SampleGames.date(2026, 3, 2, 12, 1), calendar: SampleGames.utc,
            activeDuration: .seconds(41), moveCount: 5, finalQueens: fourByFourSolution,
            moves: moves.enumerated().map { MoveRecord($1.0, square($1.1, size: 4), at: .seconds($0 * 5)) })
    }

    private func makeReplay(_ record: GameRecord? = nil) -> (ReplayViewModel, TestDependencies, RecordingFlowDelegate) {
        let doubles = TestDependencies()
        let replay = ReplayViewModel(record: record ?? self.record(), dependencies: doubles.dependencies)
        let delegate = RecordingFlowDelegate()
        replay.delegate = delegate
        return (replay, doubles, delegate)
    }

    @Test("It starts on the empty board and steps through every recorded move")
    func stepping() {
        let (replay, _, _) = makeReplay()
        #expect(replay.title == "4×4 replay")
        #expect(replay.summaryText == "0:41 · 5 moves · 80%")
        #expect(replay.step == 0)
        #expect(replay.board.queens.isEmpty)
        #expect(replay.moveText == "Empty board")
        #expect(replay.stepText == "Start · 6 steps")
        #expect(!replay.canStepBack)
        replay.next()
        #expect(replay.board.queens == [square("a1", size: 4)])
        #expect(replay.moveText == "Placed a queen on a1")
        #expect(replay.stepText == "Step 1 of 6")
        #expect(replay.timeText == "0:00")
        replay.next()
        #expect(replay.board.queens.isEmpty)
        #expect(replay.moveText == "Removed the queen on a1")
        replay.previous()
        #expect(replay.step == 1)
        replay.last()
        #expect(replay.isAtEnd)
        #expect(replay.board.queens == fourByFourSolution)
        #expect(replay.board.isSolved)
        #expect(replay.timeText == "0:41")
        replay.next()
        #expect(replay.step == 6)
        replay.first()
        #expect(replay.step == 0)
        replay.previous()
        #expect(replay.step == 0)
    }

    @Test("Play steps on each tick and stops on the final position; stepping by hand pauses")
    func playback() {
        let (replay, doubles, _) = makeReplay()
        replay.play()
        #expect(replay.isPlaying)
        #expect(doubles.ticks.activeIntervals == [ReplayViewModel.playbackInterval])
        doubles.ticks.fire(times: 2)
        #expect(replay.step == 2)
        replay.togglePlay()
        #expect(!replay.isPlaying)
        #expect(doubles.ticks.activeCount == 0)
        replay.togglePlay()
        doubles.ticks.fire(times: 10)
        #expect(replay.isAtEnd)
        #expect(!replay.isPlaying)
        #expect(doubles.ticks.activeCount == 0)

        replay.play()
        #expect(replay.step == 0)
        doubles.ticks.fire()
        replay.next()
        #expect(!replay.isPlaying)
        #expect(replay.step == 2)
        replay.play()
        replay.setActive(false)
        #expect(!replay.isPlaying)
        #expect(doubles.ticks.activeCount == 0)
    }

    @Test("Undo and redo in the log toggle their square")
    func undoRedoSteps() throws {
        let moves = [
            MoveRecord(.place, square("b1", size: 4), at: .seconds(1)),
            MoveRecord(.undo, square("b1", size: 4), at: .seconds(2)),
            MoveRecord(.redo, square("b1", size: 4), at: .seconds(3)),
        ]
        let base = record()
        let game = GameRecord(
            id: base.id, boardSize: 4, startedAt: base.startedAt, finishedAt: base.finishedAt,
            calendar: SampleGames.utc,
            activeDuration: base.activeDuration, moveCount: 1, finalQueens: [square("b1", size: 4)], moves: moves)
        let (replay, _, _) = makeReplay(game)
        replay.next()
        replay.next()
        #expect(replay.board.queens.isEmpty)
        #expect(replay.moveText == "Undo: took the queen off b1")
        replay.next()
        #expect(replay.board.queens == [square("b1", size: 4)])
        #expect(replay.moveText == "Redo: put a queen on b1")
        #expect(replay.isAtEnd)
    }

    @Test("A record without a log still ends on its final position")
    func noLog() {
        let base = record()
        let game = GameRecord(
            id: base.id, boardSize: 4, startedAt: base.startedAt, finishedAt: base.finishedAt,
            calendar: SampleGames.utc,
            activeDuration: base.activeDuration, moveCount: 4, finalQueens: fourByFourSolution, moves: [])
        let (replay, _, _) = makeReplay(game)
        replay.last()
        #expect(replay.board.queens == fourByFourSolution)
        #expect(replay.moveText == "Final position")
    }

    @Test("Play again asks for a game of the same size; back leaves")
    func actions() {
        let (replay, _, delegate) = makeReplay()
        replay.playAgain()
        replay.back()
        #expect(delegate.actions == [.playAgain(boardSize: 4), .back])
    }
}
