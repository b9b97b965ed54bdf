import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

/// The player's marks kept: in the saved game after every change, through a kill, and in the replay.
@MainActor
@Suite("Game: the player's marks saved and replayed")
struct GameMarksStorageTests {
    // MARK: Saving and resuming

    @Test("The saved game keeps the marks after every change, and resumes with them and their undo steps")
    func savedAndResumed() throws {
        let (game, doubles, _) = makeGame(size: 8)
        game.toggleMark(at: square("c3"))
        #expect(doubles.savedGames.loadSavedGame()?.marks == [square("c3")])
        game.toggleQueen(at: square("a1"))
        game.beginMarkDrag(at: square("a8"))
        game.continueMarkDrag(to: square("c8"))
        #expect(doubles.savedGames.loadSavedGame()?.marks == [square("c3"), square("a8"), square("b8"), square("c8")])
        game.endMarkDrag()
        let saved = try #require(doubles.savedGames.loadSavedGame())
        let resumed = GameViewModel(resuming: saved, dependencies: doubles.dependencies)
        #expect(resumed.squares { $0.isMarked } == squares("c3", "a8", "b8", "c8"))
        #expect(resumed.board.queens == [square("a1")])
        #expect(resumed.moveCount == 1)
        resumed.undo()
        #expect(resumed.squares { $0.isMarked } == squares("c3"))
        resumed.undo()
        resumed.undo()
        #expect(resumed.squares { $0.isMarked }.isEmpty && resumed.board.queens.isEmpty && !resumed.canUndo)
        resumed.redo()
        #expect(resumed.squares { $0.isMarked } == squares("c3"))
    }

    @Test("The marks come back from the database after the process is gone (a kill loses nothing saved)")
    func survivesTheDatabase() throws {
        let directory = try TemporaryDirectory(prefix: "nqueens-marks")
        let data = DataDirectory(url: directory.appending("data"))
        do {
            let stores = try SQLiteStores.open(in: data)
            let doubles = TestDependencies(
                history: stores.history, savedGames: stores.savedGame, settingsStore: stores.settings)
            let game = GameViewModel(boardSize: 6, dependencies: doubles.dependencies)
            game.toggleMark(at: square("a1", size: 6))
            game.beginMarkDrag(at: square("a6", size: 6))
            game.continueMarkDrag(to: square("f6", size: 6))
            game.endMarkDrag()
            game.toggleQueen(at: square("a1", size: 6))
        }
        let stores = try SQLiteStores.open(in: data)
        let saved = try #require(stores.savedGame.loadSavedGame())
        let doubles = TestDependencies(
            history: stores.history, savedGames: stores.savedGame, settingsStore: stores.settings)
        let resumed = GameViewModel(resuming: saved, dependencies: doubles.dependencies)
        #expect(resumed.squares { $0.isMarked } == Set((0..<6).map { Square(row: 5, column: $0) }))
        #expect(resumed.board.queens == [square("a1", size: 6)])
        resumed.undo()
        #expect(resumed.squares { $0.isMarked }.contains(square("a1", size: 6)))
        resumed.undo()
        #expect(resumed.squares { $0.isMarked } == [square("a1", size: 6)])
    }

    @Test("A saved log that does not replay keeps the saved queens and marks, without undo")
    func damagedLogKeepsTheMarks() {
        let doubles = TestDependencies()
        let saved = SavedGame(
            boardSize: 8, startedAt: SampleGames.date(2026, 11, 29), queens: [square("a1")], marks: [square("c3")],
            moves: [MoveRecord(.mark, square("c3"), at: .seconds(1), continuesStep: true)], elapsed: .seconds(2),
            moveCount: 1)
        let resumed = GameViewModel(resuming: saved, dependencies: doubles.dependencies)
        #expect(resumed.squares { $0.isMarked } == squares("c3"))
        #expect(resumed.board.queens == [square("a1")])
        #expect(!resumed.canUndo)
    }

    // MARK: Replay

    @Test("The replay shows the marks, one step per action: a drag is one step")
    func replayShowsMarks() {
        let doubles = TestDependencies()
        let replay = ReplayViewModel(record: SampleGames.solvedWithMarks(), dependencies: doubles.dependencies)
        let row4 = [square("a4", size: 4), square("b4", size: 4), square("c4", size: 4)]
        // The drag of three, three placements, the last queen on a mark, then the final position is the last step.
        #expect(replay.lastStep == 5)
        replay.next()
        #expect(replay.marks == Set(row4))
        #expect(replay.moveText == "Marked 3 squares")
        #expect(replay.grid.cells.filter(\.isMarked).map(\.square).sorted { $0.column < $1.column } == row4)
        replay.next()
        #expect(replay.moveText == "Placed a queen on b1")
        #expect(replay.marks == Set(row4))
        replay.last()
        #expect(replay.moveText == "Took the mark off c4 and put a queen there")
        #expect(replay.marks == [square("a4", size: 4), square("b4", size: 4)])
        #expect(replay.board.isSolved)
        #expect(replay.grid.cell(at: square("c4", size: 4))?.hasQueen == true)
    }

    @Test("The replay shows a single mark, its undo and its redo")
    func replayOfUndoneMarks() {
        let record = GameRecord(
            id: SampleGames.id(9), boardSize: 4, startedAt: SampleGames.date(2026, 3, 2, 12, 0),
            finishedAt: SampleGames.date(2026, 3, 2, 12, 1), calendar: SampleGames.utc, activeDuration: .seconds(9),
            moveCount: 4, finalQueens: fourByFourSolution,
            moves: [
                MoveRecord(.mark, square("a1", size: 4), at: .seconds(1)),
                MoveRecord(.undoMark, square("a1", size: 4), at: .seconds(2)),
                MoveRecord(.redoMark, square("a1", size: 4), at: .seconds(3)),
                MoveRecord(.unmark, square("a1", size: 4), at: .seconds(4)),
            ] + fourByFourSolution.map { MoveRecord(.place, $0, at: .seconds(5)) })
        let replay = ReplayViewModel(record: record, dependencies: TestDependencies().dependencies)
        let texts = (1...4).map { _ in
            replay.next()
            return (replay.moveText, replay.marks.count)
        }
        #expect(
            texts.map(\.0) == ["Marked a1", "Undo: took the mark off a1", "Redo: marked a1", "Took the mark off a1"])
        #expect(texts.map(\.1) == [1, 0, 1, 0])
    }
}
