import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

/// The player's own marks (✕): putting them on and off, drags, Clear marks, undo and redo, hints, the cycling
/// setting, and what they never change (saving and replaying them: `GameMarksStorageTests`).
@MainActor
@Suite("Game: the player's marks")
struct GameMarksTests {
    // MARK: Marking

    @Test("The mark action marks an empty square and takes the mark off again; a mark is a note, not a queen")
    func markAndUnmark() {
        let (game, doubles, _) = makeGame(size: 8)
        game.toggleMark(at: square("c3"))
        #expect(game.squares { $0.isMarked } == squares("c3"))
        #expect(game.grid.cell(at: square("c3"))?.annotation == .marked)
        #expect(game.grid.cell(at: square("c3"))?.accessibilityLabel == "c3, marked")
        #expect(game.board.queens.isEmpty && game.queensText == "0/8")
        #expect(game.markCount == 1 && game.canClearMarks)
        #expect(game.cursor == square("c3"))
        #expect(doubles.feedback.events == [.marked])
        game.toggleMark(at: square("c3"))
        #expect(game.squares { $0.isMarked }.isEmpty)
        #expect(game.grid.cell(at: square("c3"))?.accessibilityLabel == "c3, empty")
        #expect(!game.canClearMarks)
        // On the cursor's square too (x in the terminal).
        game.moveCursor(.up)
        game.toggleMarkAtCursor()
        #expect(game.squares { $0.isMarked } == squares("c4"))
    }

    @Test("A mark never makes a placement illegal: a queen put on a marked square replaces the mark")
    func queenOnAMark() {
        let (game, doubles, _) = makeGame(size: 8)
        game.toggleMark(at: square("e4"))
        game.toggleQueen(at: square("e4"))
        #expect(game.board.queens == [square("e4")])
        #expect(game.squares { $0.isMarked }.isEmpty)
        #expect(game.grid.cell(at: square("e4"))?.annotation == nil)
        #expect(game.moveCount == 1)
        #expect(doubles.feedback.events == [.marked, .placed])
        // Undo takes the queen back and gives the mark back, in one step.
        game.undo()
        #expect(game.board.queens.isEmpty)
        #expect(game.squares { $0.isMarked } == squares("e4"))
        game.undo()
        #expect(game.squares { $0.isMarked }.isEmpty && !game.canUndo)
        game.redo()
        game.redo()
        #expect(game.board.queens == [square("e4")] && game.squares { $0.isMarked }.isEmpty)
    }

    @Test("A queen's square takes no mark; the mark action says why and changes nothing")
    func noMarkUnderAQueen() {
        let (game, doubles, _) = makeGame(size: 8)
        game.toggleQueen(at: square("d5"))
        game.toggleMark(at: square("d5"))
        #expect(game.squares { $0.isMarked }.isEmpty)
        #expect(game.notice == "Take the queen off d5 first: only an empty square takes a mark.")
        #expect(game.grid.cell(at: square("d5"))?.markActionName == nil)
        #expect(game.grid.cell(at: square("a1"))?.markActionName == "Mark")
        #expect(doubles.feedback.events == [.placed])
        game.toggleMark(at: square("a1"))
        #expect(game.notice == nil)
        #expect(game.grid.cell(at: square("a1"))?.markActionName == "Remove mark")
    }

    @Test("A given queen can never be marked")
    func givenCannotBeMarked() throws {
        let puzzle = try Puzzle(size: 6, givens: [square("b1", size: 6)])
        let doubles = TestDependencies()
        let game = GameViewModel(puzzle: puzzle, dependencies: doubles.dependencies)
        game.toggleMark(at: square("b1", size: 6))
        #expect(game.squares { $0.isMarked }.isEmpty)
        #expect(game.notice == "The queen on b1 is given: it stays.")
        #expect(!game.canUndo && game.startedAt == nil)
        #expect(doubles.savedGames.loadSavedGame() == nil)
        // A drag across it passes it over, and marks the rest.
        game.beginMarkDrag(at: square("a1", size: 6))
        game.continueMarkDrag(to: square("c1", size: 6))
        game.endMarkDrag()
        #expect(game.squares { $0.isMarked } == [square("a1", size: 6), square("c1", size: 6)])
        #expect(game.squares { $0.isGiven } == [square("b1", size: 6)])
    }

    // MARK: Drags

    @Test("A drag started on an empty square marks every empty square it crosses, queens passed over, in one step")
    func dragPaints() {
        let (game, doubles, _) = makeGame(size: 8)
        game.toggleQueen(at: square("c1"))
        game.beginMarkDrag(at: square("a1"))
        #expect(game.isDraggingMarks)
        game.continueMarkDrag(to: square("b1"))
        // A fast pointer jumps from b1 to f1: c1 (a queen) is passed over, d1 and e1 are crossed.
        game.continueMarkDrag(to: square("f1"))
        game.continueMarkDrag(to: square("f1"))
        game.endMarkDrag()
        #expect(!game.isDraggingMarks)
        #expect(game.squares { $0.isMarked } == squares("a1", "b1", "d1", "e1", "f1"))
        #expect(game.cursor == square("f1"))
        #expect(doubles.feedback.events == [.placed] + Array(repeating: .marked, count: 5))
        // One drag is one undo step.
        game.undo()
        #expect(game.squares { $0.isMarked }.isEmpty)
        #expect(game.board.queens == [square("c1")])
        game.redo()
        #expect(game.squares { $0.isMarked } == squares("a1", "b1", "d1", "e1", "f1"))
        game.undo()
        game.undo()
        #expect(game.board.queens.isEmpty && !game.canUndo)
    }

    @Test("A drag started on a marked square takes marks off the squares it crosses instead, in one step")
    func dragErases() {
        let (game, _, _) = makeGame(size: 8)
        game.beginMarkDrag(at: square("a3"))
        game.continueMarkDrag(to: square("h3"))
        game.endMarkDrag()
        game.toggleMark(at: square("d4"))
        game.beginMarkDrag(at: square("c3"))
        game.continueMarkDrag(to: square("e3"))
        // Diagonally up to f4: e3 was the last, so the line crosses f4 only; d4 stays marked.
        game.continueMarkDrag(to: square("f4"))
        game.endMarkDrag()
        #expect(game.squares { $0.isMarked } == squares("a3", "b3", "f3", "g3", "h3", "d4"))
        game.undo()
        #expect(game.squares { $0.isMarked } == squares("a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3", "d4"))
    }

    @Test("A diagonal drag crosses the squares between its ends (Bresenham's line)")
    func diagonalDrag() {
        let (game, _, _) = makeGame(size: 8)
        game.beginMarkDrag(at: square("a1"))
        game.continueMarkDrag(to: square("h8"))
        game.endMarkDrag()
        #expect(game.squares { $0.isMarked } == squares("a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"))
        game.beginMarkDrag(at: square("a8"))
        game.continueMarkDrag(to: square("h7"))
        game.endMarkDrag()
        #expect(game.squares { $0.isMarked }.isSuperset(of: squares("a8", "d8", "e7", "h7")))
    }

    @Test("An undo during a drag ends it: what the drag goes on to do is not joined to an older step")
    func undoEndsADrag() {
        let (game, _, _) = makeGame(size: 8)
        game.toggleQueen(at: square("h8"))
        game.beginMarkDrag(at: square("a1"))
        game.continueMarkDrag(to: square("b1"))
        game.undo()
        game.continueMarkDrag(to: square("c1"))
        #expect(!game.isDraggingMarks)
        #expect(game.squares { $0.isMarked }.isEmpty)
        #expect(game.board.queens == [square("h8")])
    }

    // MARK: Clearing

    @Test("Clear marks takes every mark off, in one step that undo brings back")
    func clearMarks() {
        let (game, doubles, _) = makeGame(size: 8)
        game.toggleQueen(at: square("a1"))
        for name in ["c3", "e5", "g7"] { game.toggleMark(at: square(name)) }
        game.clearMarks()
        #expect(game.squares { $0.isMarked }.isEmpty)
        #expect(game.board.queens == [square("a1")])
        #expect(!game.canClearMarks)
        game.clearMarks()
        #expect(doubles.feedback.events.count == 5)
        game.undo()
        #expect(game.squares { $0.isMarked } == squares("c3", "e5", "g7"))
        game.redo()
        #expect(game.squares { $0.isMarked }.isEmpty)
        game.undo()
        game.undo()
        #expect(game.squares { $0.isMarked } == squares("c3", "e5"))
    }

    // MARK: Undo and redo

    @Test("Undo and redo go back and forth across marks and queens, in the order they were made")
    func undoAcrossMarksAndQueens() {
        let (game, _, _) = makeGame(size: 8)
        game.toggleQueen(at: square("a1"))
        game.toggleMark(at: square("b3"))
        game.toggleQueen(at: square("c5"))
        game.beginMarkDrag(at: square("e8"))
        game.continueMarkDrag(to: square("h8"))
        game.endMarkDrag()
        game.toggleMark(at: square("b3"))
        let states = [
            (queens: ["a1", "c5"], marks: ["e8", "f8", "g8", "h8", "b3"]),
            (queens: ["a1", "c5"], marks: ["b3"]),
            (queens: ["a1"], marks: ["b3"]),
            (queens: ["a1"], marks: []),
            (queens: [], marks: []),
        ]
        for state in states {
            game.undo()
            #expect(Set(game.board.queens) == Set(state.queens.map { square($0) }))
            #expect(game.squares { $0.isMarked } == Set(state.marks.map { square($0) }))
        }
        #expect(!game.canUndo)
        for state in states.reversed().dropFirst() {
            game.redo()
            #expect(Set(game.board.queens) == Set(state.queens.map { square($0) }))
            #expect(game.squares { $0.isMarked } == Set(state.marks.map { square($0) }))
        }
        game.redo()
        #expect(game.squares { $0.isMarked } == squares("e8", "f8", "g8", "h8"))
        #expect(!game.canRedo)
        // A new mark after an undo drops the redo, like a new queen does.
        game.undo()
        game.toggleMark(at: square("d2"))
        #expect(!game.canRedo)
    }

    // MARK: What marks leave alone

    @Test("Marks never count as moves, and leave efficiency, the hint and solved as they were")
    func marksChangeNoFigures() throws {
        let (game, doubles, delegate) = makeGame(size: 4)
        game.beginMarkDrag(at: square("a4", size: 4))
        game.continueMarkDrag(to: square("d4", size: 4))
        game.endMarkDrag()
        game.toggleMark(at: square("b2", size: 4))
        #expect(game.moveCount == 0 && game.movesText == "0")
        #expect(game.status == .empty(queens: 4))
        #expect(game.statusText == "Place 4 queens so that no two attack each other.")
        game.toggleQueen(at: square("b1", size: 4))
        game.showHint()
        let hint = game.hint
        #expect(hint != nil)
        // A mark leaves the position, and so the hint shown, as it was.
        game.toggleMark(at: square("a1", size: 4))
        #expect(game.hint == hint)
        game.clearMarks()
        #expect(game.hint == hint)
        game.toggleMark(at: square("c4", size: 4))
        for name in ["d2", "a3", "c4"] { game.toggleQueen(at: square(name, size: 4)) }
        #expect(game.isSolved)
        let record = try #require(game.record)
        #expect(record.moveCount == 4)
        #expect(record.efficiency == 1)
        #expect(record.moves.filter { !$0.kind.isMarkChange }.map(\.kind) == [.place, .place, .place, .place])
        #expect(record.moves.contains { $0.kind == .mark && $0.continuesStep })
        #expect(delegate.actions.count == 1)
        #expect(try doubles.history.gameCount() == 1)
        // Solved, the board takes no more marks.
        game.toggleMark(at: square("a1", size: 4))
        game.clearMarks()
        #expect(!game.canClearMarks && game.squares { $0.isMarked }.isEmpty)
    }

    @Test("The first mark starts the game and its clock, as the first queen does")
    func markStartsTheClock() {
        let (game, doubles, _) = makeGame(size: 8)
        #expect(game.startedAt == nil && !game.canRestart)
        game.toggleMark(at: square("a1"))
        #expect(game.startedAt == doubles.clock.now)
        #expect(game.isClockRunning && game.canRestart)
        doubles.advance(by: .seconds(3))
        game.toggleMark(at: square("b1"))
        #expect(game.timeText == "0:03")
        game.restart()
        #expect(game.squares { $0.isMarked }.isEmpty && game.startedAt == nil)
    }

    // MARK: Hints

    @Test("A player's mark on a square a later hint rules out becomes the hint's")
    func hintTakesOverAMark() throws {
        let puzzle = try Puzzle(size: 6, givens: [square("b1", size: 6)])
        let doubles = TestDependencies()
        let game = GameViewModel(puzzle: puzzle, dependencies: doubles.dependencies)
        let e3 = square("e3", size: 6)
        game.toggleMark(at: e3)
        game.toggleMark(at: square("a6", size: 6))
        #expect(game.grid.cell(at: e3)?.annotation == .marked)
        // From b1 alone the first deduction rules out e3.
        game.showHint()
        #expect(game.ruledOut == [e3])
        let cell = try #require(game.grid.cell(at: e3))
        #expect(cell.annotation == .ruledOut && !cell.isMarked)
        #expect(cell.accessibilityLabel == "e3, empty, ruled out")
        #expect(Palette.dark.playerMarkColor(for: cell) == nil)
        // It is crossed already: the mark action says so, and Clear marks leaves the hint's cross.
        game.toggleMark(at: e3)
        #expect(game.notice == "A hint ruled out e3: it stays crossed.")
        game.clearMarks()
        #expect(game.grid.cell(at: e3)?.annotation == .ruledOut)
        #expect(game.squares { $0.isMarked }.isEmpty)
    }

    // MARK: The cycling setting

    @Test("With the cycling setting, a click cycles empty → ✕ → queen → empty; without it, a click places")
    func cyclingSetting() {
        let (game, doubles, _) = makeGame(size: 8)
        game.activate(square("d4"))
        #expect(game.board.queens == [square("d4")])
        game.activate(square("d4"))
        #expect(game.board.queens.isEmpty)
        #expect(game.grid.cell(at: square("d4"))?.accessibilityActionHint(cyclingMarks: false) == "Places a queen.")

        let settings = SettingsViewModel(settings: doubles.dependencies.settings)
        settings.clicksCycleMarks = true
        #expect(game.clicksCycleMarks)
        #expect(doubles.settingsStore.loadSettings().clickCyclesMarks)
        #expect(game.grid.cell(at: square("d4"))?.accessibilityActionHint(cyclingMarks: true) == "Marks the square.")
        game.activate(square("d4"))
        #expect(game.squares { $0.isMarked } == squares("d4") && game.board.queens.isEmpty)
        #expect(game.grid.cell(at: square("d4"))?.accessibilityActionHint(cyclingMarks: true) == "Places a queen.")
        game.activate(square("d4"))
        #expect(game.board.queens == [square("d4")] && game.squares { $0.isMarked }.isEmpty)
        game.activate(square("d4"))
        #expect(game.board.queens.isEmpty && game.squares { $0.isMarked }.isEmpty)
        // Space follows the setting too; the mark action still marks.
        game.moveCursor(to: square("a1"))
        game.activateCursor()
        #expect(game.squares { $0.isMarked } == squares("a1"))
        game.toggleMarkAtCursor()
        #expect(game.squares { $0.isMarked }.isEmpty)
        // Two placements of a queen on d4; the marks count for nothing.
        #expect(game.moveCount == 2)

        game.setClicksCycleMarks(false)
        #expect(!settings.clicksCycleMarks)
        game.activate(square("a1"))
        #expect(game.board.queens == [square("a1")])
    }

    @Test("With the cycling setting, a given still stays and a square a hint ruled out takes a queen")
    func cyclingInAPuzzle() throws {
        let puzzle = try Puzzle(size: 6, givens: [square("b1", size: 6)])
        let doubles = TestDependencies(settingsStore: InMemorySettingsStore(settings: Settings(clickCyclesMarks: true)))
        let game = GameViewModel(puzzle: puzzle, dependencies: doubles.dependencies)
        game.activate(square("b1", size: 6))
        #expect(game.notice == "The queen on b1 is given: it stays.")
        game.showHint()
        game.activate(square("e3", size: 6))
        #expect(game.board.hasQueen(on: square("e3", size: 6)))
    }
}

/// The squares of `names` on an 8×8 board, as a set.
func squares(_ names: String...) -> Set<Square> {
    Set(names.map { square($0) })
}
