import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("Playing a puzzle")
struct PuzzleGameTests {
    /// The 6×6 puzzle with the given b1: solution b1 d2 f3 a4 c5 e6, hard.
    private let puzzle = try! Puzzle(size: 6, givens: [square("b1", size: 6)])

    private func makePuzzleGame(
        _ puzzle: Puzzle? = nil, dailyDate: CalendarDay? = nil, doubles: TestDependencies = TestDependencies()
    ) -> (GameViewModel, TestDependencies, RecordingFlowDelegate) {
        let game = GameViewModel(
            puzzle: puzzle ?? self.puzzle, dailyDate: dailyDate, dependencies: doubles.dependencies)
        let delegate = RecordingFlowDelegate()
        game.delegate = delegate
        return (game, doubles, delegate)
    }

    // MARK: Givens

    @Test("the givens stand on the board from the start, drawn apart")
    func givensOnTheBoard() throws {
        let (game, _, _) = makePuzzleGame()
        #expect(game.mode == .puzzle && game.puzzle == puzzle)
        #expect(game.board.queens == [square("b1", size: 6)])
        #expect(game.squares { $0.isGiven } == [square("b1", size: 6)])
        #expect(game.isGiven(square("b1", size: 6)) && !game.isGiven(square("d2", size: 6)))
        #expect(game.title == "Puzzle · 6×6")
        #expect(game.statusText == "Place 5 queens. One solution fits the given queen.")
        #expect(game.queensText == "1/6")
        let given = try #require(game.grid.cell(at: square("b1", size: 6)))
        #expect(given.accessibilityLabel == "b1, given queen")
        #expect(given.accessibilityActionHint == "A given queen stays.")
        #expect(Palette.dark.pieceColor(for: given) == Palette.dark.given)
        #expect(game.grid.cell(at: square("d2", size: 6))?.accessibilityLabel == "d2, empty")
    }

    @Test("a given cannot be removed: a tap says so and changes nothing")
    func givensStay() {
        let (game, doubles, _) = makePuzzleGame()
        game.toggleQueen(at: square("b1", size: 6))
        #expect(game.board.queens == [square("b1", size: 6)])
        #expect(game.notice == "The queen on b1 is given: it stays.")
        #expect(game.moveCount == 0 && game.startedAt == nil && !game.canUndo)
        #expect(doubles.feedback.events.isEmpty)
        game.toggleQueen(at: square("d2", size: 6))
        #expect(game.notice == nil)
    }

    @Test("undo and restart never touch the givens")
    func undoKeepsGivens() {
        let (game, _, _) = makePuzzleGame()
        game.toggle([square("d2", size: 6), square("f3", size: 6)])
        game.undo()
        game.undo()
        #expect(!game.canUndo)
        #expect(game.board.queens == [square("b1", size: 6)])
        game.redo()
        game.toggleQueen(at: square("d2", size: 6))
        game.undo()
        #expect(game.board.queens == [square("b1", size: 6), square("d2", size: 6)])
        game.restart()
        #expect(game.board.queens == [square("b1", size: 6)])
        #expect(game.moveCount == 0 && game.hintsUsed == 0 && game.ruledOut.isEmpty)
    }

    // MARK: Hints

    @Test("hints follow the deduction solver: ruled-out squares stay marked, the line it reasons about is shown")
    func deductionHints() throws {
        let (game, _, _) = makePuzzleGame()
        // From b1 alone on 6×6 no line has one safe square; a queen on e3 would leave row 2 without one.
        game.showHint()
        #expect(game.puzzleHint == .deduce(.ruledOut(square("e3", size: 6), emptying: Line(kind: .row, index: 1))))
        #expect(game.hintText == "Rule out e3: a queen there would leave row 2 with no safe square.")
        #expect(game.hint == nil && game.canShowHint)
        #expect(game.ruledOut == [square("e3", size: 6)])
        #expect(game.squares { $0.isRuledOut } == [square("e3", size: 6)])
        #expect(game.squares { $0.isOnHintLine } == Set((0..<6).map { Square(row: 1, column: $0) }))
        #expect(game.cursor == square("e3", size: 6))
        let ruledOut = try #require(game.grid.cell(at: square("e3", size: 6)))
        #expect(ruledOut.accessibilityLabel == "e3, empty, ruled out")
        #expect(Palette.light.ruledOutMarkColor(for: ruledOut) == Palette.light.secondaryText)
        // Asking again goes on to the next step.
        game.showHint()
        #expect(game.hintsUsed == 2)
        #expect(game.ruledOut.count == 2 || game.hint != nil)
    }

    @Test("a queen the solution does not have, or one attacking a given, is the one to take back")
    func removalHints() {
        let (game, _, _) = makePuzzleGame()
        game.toggleQueen(at: square("c2", size: 6))  // attacks the given b1
        game.showHint()
        #expect(game.puzzleHint == .removeConflicting(square("c2", size: 6)))
        #expect(game.hint == .removeConflicting(square("c2", size: 6)))
        #expect(game.squares { $0.hint == .remove } == [square("c2", size: 6)])
        game.toggleQueen(at: square("c2", size: 6))
        game.toggleQueen(at: square("e5", size: 6))  // attacks nothing, but the solution has c5
        game.showHint()
        #expect(game.hintText == "Remove the queen on e5: the solution has no queen there.")
    }

    @Test("a puzzle played on its hints alone is solved and recorded with its ID")
    func solveByHints() throws {
        let (game, doubles, delegate) = makePuzzleGame()
        doubles.advance(by: .seconds(1))
        let asked = game.solveByHints()
        #expect(game.isSolved)
        #expect(game.hintsUsed == asked)
        let record = try #require(game.record)
        #expect(record.mode == .puzzle && record.puzzleID == puzzle.id.description && record.dailyDate == nil)
        #expect(record.givens == puzzle.givens && record.efficiency == 1)
        #expect(Set(record.finalQueens) == Set(puzzle.solution.squares))
        #expect(delegate.actions == [.gameSolved(record)])
        #expect(try doubles.history.games(HistoryQuery(mode: .puzzle)) == [record])
    }

    @Test("today's daily on its hints alone, recorded as the daily of its date")
    func dailyByHints() throws {
        let doubles = TestDependencies()
        let today = doubles.clock.today
        let daily = Puzzle.daily(for: today).puzzle
        let (game, _, _) = makePuzzleGame(daily, dailyDate: today, doubles: doubles)
        #expect(game.mode == .daily && game.title == "Daily · 29 Nov 2026")
        game.solveByHints()
        let record = try #require(game.record)
        #expect(record.mode == .daily && record.dailyDate == today && record.puzzleID == daily.id.description)
        #expect(try doubles.history.dailyResults().map(\.date) == [today])
    }

    @Test("the solutions counter does not tell a wrong queen in a puzzle")
    func noSpoilers() {
        let (game, _, _) = makePuzzleGame(
            doubles: TestDependencies(
                settingsStore: InMemorySettingsStore(
                    settings: Settings(showSolutionsCounter: true))))
        game.toggleQueen(at: square("e5", size: 6))
        #expect(game.status == .keepGoing(remaining: 4))
        #expect(game.solutionsText == "A puzzle has exactly one solution")
    }

    // MARK: Saving

    @Test("a puzzle in progress resumes exactly: givens, moves, undo, ruled-out squares")
    func resumes() throws {
        let (game, doubles, _) = makePuzzleGame()
        game.showHint()
        game.toggle([square("d2", size: 6), square("a3", size: 6)])
        game.undo()
        let saved = try #require(doubles.savedGames.loadSavedGame())
        #expect(saved.mode == .puzzle && saved.puzzleID == puzzle.id.description)
        #expect(saved.ruledOut == [square("e3", size: 6)])
        let resumed = GameViewModel(resuming: saved, dependencies: doubles.dependencies)
        #expect(resumed.puzzle == puzzle)
        #expect(resumed.board.queens == game.board.queens)
        #expect(resumed.ruledOut == game.ruledOut)
        #expect(resumed.canUndo && resumed.canRedo)
        #expect(resumed.squares { $0.isGiven } == [square("b1", size: 6)])
        resumed.undo()
        #expect(resumed.board.queens == [square("b1", size: 6)])
        #expect(!resumed.canUndo)
    }
}
