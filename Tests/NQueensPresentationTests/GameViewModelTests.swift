import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("Game: placing, removing, undo, redo, restart")
struct GameViewModelTests {
    @Test("A new game shows an empty board, zero figures and the rule")
    func newGame() {
        let (game, _, _) = makeGame(size: 8)
        #expect(game.title == "8×8")
        #expect(game.queensText == "0/8")
        #expect(game.timeText == "0:00")
        #expect(game.movesText == "0")
        #expect(game.stats.map(\.label) == ["Queens", "Time", "Moves"])
        #expect(game.status == .empty(queens: 8))
        #expect(game.statusText == "Place 8 queens so that no two attack each other.")
        #expect(game.grid.rows.count == 8)
        #expect(game.grid.rows.allSatisfy { $0.count == 8 })
        #expect(game.grid.cells.allSatisfy { !$0.hasQueen && !$0.isOnAttackLine && $0.hint == nil })
        #expect(game.cursor == square("a8"))
        #expect(game.grid.cell(at: square("a8"))?.isCursor == true)
        #expect(game.grid.fileLabels == ["a", "b", "c", "d", "e", "f", "g", "h"])
        #expect(game.grid.rankLabels == ["8", "7", "6", "5", "4", "3", "2", "1"])
        #expect(!game.canUndo && !game.canRedo && !game.canRestart)
    }

    @Test("A tap places a queen, a second tap removes it; only placements count as moves")
    func placeAndRemove() {
        let (game, doubles, _) = makeGame(size: 8)
        game.toggleQueen(at: square("e4"))
        #expect(game.board.queens == [square("e4")])
        #expect(game.grid.cell(at: square("e4"))?.hasQueen == true)
        #expect(game.cursor == square("e4"))
        #expect(game.recentPlacement == square("e4"))
        #expect(game.queensText == "1/8")
        #expect(game.moveCount == 1)
        #expect(game.status == .keepGoing(remaining: 7))
        #expect(doubles.feedback.events == [.placed])

        game.toggleQueen(at: square("e4"))
        #expect(game.board.queens.isEmpty)
        #expect(game.recentPlacement == nil)
        #expect(game.moveCount == 1)
        #expect(doubles.feedback.events == [.placed, .removed])
    }

    @Test("Feedback comes with the player's settings, so a front end can honour sound and haptics")
    func feedbackSettings() {
        let (game, doubles, _) = makeGame(size: 8, settings: Settings(soundEnabled: true, hapticsEnabled: false))
        game.toggleQueen(at: square("e4"))
        doubles.dependencies.settings.setSoundEnabled(false)
        game.toggleQueen(at: square("e4"))
        #expect(doubles.feedback.settings.map(\.soundEnabled) == [true, false])
        #expect(doubles.feedback.settings.allSatisfy { !$0.hapticsEnabled })
    }

    @Test("Moves count placements only: removals, undos and redos are not moves")
    func movesCountPlacementsOnly() {
        let (game, _, _) = makeGame(size: 8)
        game.toggle([square("a1"), square("c2"), square("a1")])
        #expect(game.moveCount == 2)
        game.undo()
        game.redo()
        game.undo()
        #expect(game.moveCount == 2)
        game.toggleQueen(at: square("h8"))
        #expect(game.moveCount == 3)
    }

    @Test("Conflicts, conflicting queens and attack lines are the engine's")
    func conflictsFromEngine() throws {
        let (game, doubles, _) = makeGame(size: 8)
        game.toggle([square("a1"), square("c2"), square("c5")])
        let board = try Board(size: 8, queens: [square("a1"), square("c2"), square("c5")])
        #expect(game.status == .conflict(queens: 2))
        #expect(game.statusText == "Conflict: 2 queens attack each other.")
        #expect(game.status.tone == .danger)
        #expect(game.squares(where: \.isConflicting) == Set(board.conflictingQueens))
        #expect(game.squares(where: \.isOnAttackLine) == board.attackLineSquares)
        #expect(game.squares(where: \.isOnAttackLine).contains(square("c8")))
        #expect(doubles.feedback.events == [.placed, .placed, .conflict])
    }

    @Test("Attacked squares are shaded only while the setting is on, and the setting is saved")
    func attackedSquares() throws {
        let (game, doubles, _) = makeGame(size: 6)
        game.toggleQueen(at: square("b2", size: 6))
        #expect(game.squares(where: \.isAttacked).isEmpty)
        game.toggleAttackedSquares()
        #expect(game.showsAttackedSquares)
        #expect(doubles.settingsStore.loadSettings().showAttackedSquares)
        let board = try Board(size: 6, queens: [square("b2", size: 6)])
        #expect(game.squares(where: \.isAttacked) == board.attackedSquares)
        game.toggleAttackedSquares()
        #expect(game.squares(where: \.isAttacked).isEmpty)
        #expect(!doubles.settingsStore.loadSettings().showAttackedSquares)
    }

    @Test("Undo restores the previous position exactly (placement order too); redo makes the step again")
    func undoRedo() {
        let (game, doubles, _) = makeGame(size: 8)
        game.toggle([square("a1"), square("c2"), square("e3"), square("a1")])
        #expect(game.board.queens == [square("c2"), square("e3")])
        game.undo()
        #expect(game.board.queens == [square("a1"), square("c2"), square("e3")])
        game.undo()
        #expect(game.board.queens == [square("a1"), square("c2")])
        #expect(game.canRedo)
        game.redo()
        #expect(game.board.queens == [square("a1"), square("c2"), square("e3")])
        game.redo()
        #expect(game.board.queens == [square("c2"), square("e3")])
        #expect(!game.canRedo)
        #expect(doubles.feedback.events.suffix(4) == [.undone, .undone, .redone, .redone])

        doubles.feedback.reset()
        game.redo()
        #expect(doubles.feedback.events.isEmpty)
    }

    @Test("A new placement after an undo drops the redo steps")
    func newMoveClearsRedo() {
        let (game, _, _) = makeGame(size: 8)
        game.toggle([square("a1"), square("c2")])
        game.undo()
        #expect(game.canRedo)
        game.toggleQueen(at: square("h8"))
        #expect(!game.canRedo)
        #expect(game.board.queens == [square("a1"), square("h8")])
    }

    @Test("Undo with nothing to undo changes nothing and fires nothing")
    func undoNothing() {
        let (game, doubles, _) = makeGame(size: 8)
        game.undo()
        game.redo()
        game.restart()
        #expect(game.board.queens.isEmpty)
        #expect(doubles.feedback.events.isEmpty)
        #expect(game.startedAt == nil)
        #expect(doubles.ticks.scheduledCount == 0)
    }

    @Test("Restart starts the size again as a new game and forgets the game in progress")
    func restart() {
        let (game, doubles, _) = makeGame(size: 6)
        let firstID = game.gameID
        game.toggle([square("a1", size: 6), square("c2", size: 6)])
        game.showHint()
        doubles.advance(by: .seconds(7))
        #expect(doubles.savedGames.loadSavedGame() != nil)
        game.restart()
        #expect(game.gameID != firstID)
        #expect(game.board.queens.isEmpty)
        #expect(game.moveCount == 0)
        #expect(game.hintsUsed == 0)
        #expect(game.hint == nil)
        #expect(game.timeText == "0:00")
        #expect(!game.canUndo && !game.canRedo)
        #expect(game.startedAt == nil)
        #expect(doubles.savedGames.loadSavedGame() == nil)
        #expect(doubles.ticks.activeCount == 0)
    }

    @Test("A square off the board is ignored")
    func offBoard() {
        let (game, doubles, _) = makeGame(size: 4)
        game.toggleQueen(at: Square(row: 4, column: 0))
        game.toggleQueen(at: Square(row: -1, column: 2))
        game.moveCursor(to: Square(row: 9, column: 9))
        #expect(game.board.queens.isEmpty)
        #expect(doubles.feedback.events.isEmpty)
        #expect(game.cursor == square("a4", size: 4))
    }

    @Test("Leaving reports back to the delegate; without a delegate nothing happens")
    func leave() {
        let (game, _, delegate) = makeGame(size: 8)
        game.leave()
        #expect(delegate.actions == [.back])
        game.delegate = nil
        game.leave()
        #expect(delegate.actions == [.back])
    }

    @Test("A game with no delegate can still be won and recorded")
    func winWithoutDelegate() throws {
        let doubles = TestDependencies()
        let game = GameViewModel(boardSize: 4, dependencies: doubles.dependencies)
        game.toggle(fourByFourSolution)
        #expect(game.isSolved)
        #expect(try doubles.history.gameCount() == 1)
    }

    @Test("A store that cannot save shows a problem and the game goes on")
    func failingStore() throws {
        let doubles = TestDependencies(savedGames: FailingSavedGameStore())
        let (game, _, _) = makeGame(size: 4, doubles: doubles)
        game.toggleQueen(at: square("b1", size: 4))
        #expect(game.problem?.contains("could not be saved") == true)
        #expect(game.board.queens.count == 1)
        game.toggle(Array(fourByFourSolution.dropFirst()))
        #expect(game.isSolved)
        #expect(try doubles.history.gameCount() == 1)
    }
}

@MainActor
@Suite("Game: cursor and queen style")
struct GameCursorTests {
    @Test("Arrow keys move the cursor, which stops at the edges (no wrapping)")
    func cursorClamps() {
        let (game, doubles, _) = makeGame(size: 4)
        #expect(game.cursor == square("a4", size: 4))
        game.moveCursor(.up)
        game.moveCursor(.left)
        #expect(game.cursor == square("a4", size: 4))
        game.moveCursor(.right)
        game.moveCursor(.down)
        #expect(game.cursor == square("b3", size: 4))
        for _ in 0..<10 { game.moveCursor(.down) }
        for _ in 0..<10 { game.moveCursor(.right) }
        #expect(game.cursor == square("d1", size: 4))
        #expect(game.grid.cell(at: square("d1", size: 4))?.isCursor == true)
        #expect(game.grid.cells.count { $0.isCursor } == 1)
        #expect(doubles.feedback.events.isEmpty)
    }

    @Test("Space at the cursor places and removes; the cursor is not part of undo")
    func toggleAtCursor() {
        let (game, _, _) = makeGame(size: 4)
        game.moveCursor(.down)
        game.toggleQueenAtCursor()
        #expect(game.board.queens == [square("a3", size: 4)])
        game.moveCursor(.right)
        game.undo()
        #expect(game.board.queens.isEmpty)
        #expect(game.cursor == square("b3", size: 4))
    }

    @Test("The grid maps screen rows to squares, top rank first")
    func screenMapping() {
        let (game, _, _) = makeGame(size: 8)
        #expect(game.grid.square(atScreenRow: 0, column: 0) == square("a8"))
        #expect(game.grid.square(atScreenRow: 7, column: 7) == square("h1"))
        #expect(game.grid.square(atScreenRow: 8, column: 0) == nil)
        #expect(game.grid.rows[7][0].square == square("a1"))
        #expect(game.grid.rows[7][0].isLight == false)
        #expect(game.grid.rows[7][1].isLight == true)
    }

    @Test("The queen style cycles through every style and is saved in the settings")
    func queenStyle() {
        let (game, doubles, _) = makeGame(size: 8)
        #expect(game.queenStyle == .classic)
        var seen: [QueenStyle] = []
        for _ in QueenStyle.allCases {
            seen.append(game.queenStyle)
            game.cycleQueenStyle()
        }
        #expect(Set(seen) == Set(QueenStyle.allCases))
        #expect(game.queenStyle == .classic)
        game.setQueenStyle(.star)
        #expect(game.queenAppearance.displayName == "Star")
        #expect(doubles.settingsStore.loadSettings().queenStyle == .star)
        #expect(doubles.feedback.events.isEmpty)
    }
}
