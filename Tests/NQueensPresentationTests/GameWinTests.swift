import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("Game: winning, hints, saving and resuming")
struct GameWinTests {
    @Test("A win records exactly one game, clears the saved game, fires solved and asks for the victory sheet")
    func win() throws {
        let (game, doubles, delegate) = makeGame(size: 4)
        game.toggleQueen(at: square("a1", size: 4))
        game.toggleQueen(at: square("a1", size: 4))
        doubles.advance(by: .seconds(3))
        game.toggle(fourByFourSolution)
        #expect(game.isSolved)
        #expect(game.status == .solved)
        #expect(game.status.tone == .success)
        #expect(game.statusText == "Solved in 0:03 with 5 moves!")
        #expect(doubles.feedback.events.last == .solved)
        #expect(doubles.feedback.events.count { $0 == .solved } == 1)
        #expect(doubles.savedGames.loadSavedGame() == nil)

        let records = try doubles.history.games(HistoryQuery())
        #expect(records.count == 1)
        let record = try #require(records.first)
        #expect(record.id == game.gameID)
        #expect(record.boardSize == 4)
        #expect(record.moveCount == 5)
        #expect(record.finalQueens == fourByFourSolution)
        #expect(record.moves.map(\.kind) == [.place, .remove, .place, .place, .place, .place])
        #expect(record.solvedDay == CalendarDay(year: 2026, month: 11, day: 29))
        #expect(record.efficiency == 0.8)
        #expect(delegate.actions == [.gameSolved(record)])
        #expect(game.grid.cells.allSatisfy { !$0.isCursor })
    }

    @Test("After a win, taps, keys, undo and hints change nothing and fire nothing")
    func afterWin() throws {
        let (game, doubles, delegate) = makeGame(size: 4)
        game.toggle(fourByFourSolution)
        let queens = game.board.queens
        let cursor = game.cursor
        doubles.feedback.reset()
        game.toggleQueen(at: fourByFourSolution[0])
        game.toggleQueen(at: square("a1", size: 4))
        game.toggleQueenAtCursor()
        game.moveCursor(.down)
        game.moveCursor(to: square("b2", size: 4))
        game.undo()
        game.redo()
        game.showHint()
        #expect(game.board.queens == queens)
        #expect(game.cursor == cursor)
        #expect(game.moveCount == 4)
        #expect(game.hintsUsed == 0)
        #expect(!game.canUndo && !game.canRedo && !game.canShowHint)
        #expect(doubles.feedback.events.isEmpty)
        #expect(try doubles.history.gameCount() == 1)
        #expect(delegate.actions.count == 1)
    }

    @Test("A win reached by removing a conflicting queen counts like any other")
    func winByRemoval() throws {
        let (game, doubles, delegate) = makeGame(size: 4)
        game.toggle(Array(fourByFourSolution.dropLast()) + [square("d4", size: 4), fourByFourSolution[3]])
        #expect(!game.isSolved)
        #expect(game.status == .conflict(queens: 3))
        game.toggleQueen(at: square("d4", size: 4))
        #expect(game.isSolved)
        #expect(try doubles.history.gameCount() == 1)
        #expect(delegate.actions.count == 1)
        #expect(doubles.feedback.events.last == .solved)
    }

    @Test("A hint shows the engine's advice, highlights its square, moves the cursor and counts once")
    func hint() throws {
        let (game, doubles, _) = makeGame(size: 8)
        game.toggleQueen(at: square("a1"))
        let expected = try game.board.hint()
        game.showHint()
        #expect(game.hint == expected)
        #expect(game.hintText == expected.description)
        #expect(game.hintsUsed == 1)
        #expect(game.stats.last == GameStat(label: "Hints", value: "1"))
        let hintSquare = try #require(expected.square)
        #expect(game.cursor == hintSquare)
        #expect(game.grid.cell(at: hintSquare)?.hint == .place)
        #expect(game.grid.cells.count { $0.hint != nil } == 1)
        #expect(doubles.feedback.events.last == .hintShown)
        #expect(doubles.savedGames.loadSavedGame()?.hintsUsed == 1)

        game.showHint()
        #expect(game.hintsUsed == 1)
        #expect(doubles.feedback.events.count { $0 == .hintShown } == 1)

        game.toggleQueenAtCursor()
        #expect(game.hint == nil)
        #expect(game.board.hasQueen(on: hintSquare))
        game.showHint()
        #expect(game.hintsUsed == 2)
    }

    @Test("With queens in conflict, the hint names a queen to remove")
    func hintRemoval() throws {
        let (game, _, _) = makeGame(size: 8)
        game.toggle([square("a1"), square("b2")])
        game.showHint()
        let hint = try #require(game.hint)
        #expect(hint.isRemoval)
        let hintSquare = try #require(hint.square)
        #expect(game.grid.cell(at: hintSquare)?.hint == .remove)
        #expect(game.grid.cell(at: hintSquare)?.hasQueen == true)
    }

    @Test("Every move saves the game; a saved game resumes exactly, undo and redo included")
    func saveAndResume() throws {
        let (game, doubles, _) = makeGame(size: 6)
        game.toggle([square("a1", size: 6), square("c2", size: 6), square("e3", size: 6), square("a1", size: 6)])
        game.undo()
        game.undo()
        game.showHint()
        doubles.advance(by: .seconds(42))
        game.toggleQueen(at: square("f6", size: 6))
        game.undo()
        let saved = try #require(doubles.savedGames.loadSavedGame())
        #expect(saved.id == game.gameID)
        #expect(saved.queens == game.board.queens)
        #expect(saved.moveCount == game.moveCount)
        #expect(saved.hintsUsed == 1)
        #expect(saved.elapsed == .seconds(42))

        let resumed = GameViewModel(resuming: saved, dependencies: doubles.dependencies)
        #expect(resumed.gameID == game.gameID)
        #expect(resumed.board.queens == game.board.queens)
        #expect(resumed.moveCount == game.moveCount)
        #expect(resumed.hintsUsed == 1)
        #expect(resumed.timeText == "0:42")
        #expect(resumed.canUndo == game.canUndo)
        #expect(resumed.canRedo == game.canRedo)
        #expect(resumed.isClockRunning)
        for _ in 0..<3 {
            game.undo()
            resumed.undo()
            #expect(resumed.board.queens == game.board.queens)
        }
        for _ in 0..<5 {
            game.redo()
            resumed.redo()
            #expect(resumed.board.queens == game.board.queens)
        }
    }

    @Test("A saved game whose log does not replay keeps its queens, without undo history")
    func damagedLog() {
        let doubles = TestDependencies()
        let queens = [square("a1"), square("c2")]
        let saved = SavedGame(
            boardSize: 8, startedAt: SampleGames.date(2026, 11, 29), queens: queens,
            moves: [MoveRecord(.remove, square("h8"), at: .seconds(1))], elapsed: .seconds(20), moveCount: 2)
        let game = GameViewModel(resuming: saved, dependencies: doubles.dependencies)
        #expect(game.board.queens == queens)
        #expect(game.moveCount == 2)
        #expect(!game.canUndo)
        #expect(game.timeText == "0:20")
    }

    @Test("A board size outside 4…16 is brought into range")
    func sizeClamped() {
        let doubles = TestDependencies()
        #expect(GameViewModel(boardSize: 2, dependencies: doubles.dependencies).boardSize == 4)
        #expect(GameViewModel(boardSize: 99, dependencies: doubles.dependencies).boardSize == 16)
    }
}
