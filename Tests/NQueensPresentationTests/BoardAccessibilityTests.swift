import NQueensEngine
import NQueensPresentation
import NQueensServices
import Testing

@Suite("Board accessibility")
@MainActor
struct BoardAccessibilityTests {
    @Test("A square says its name, what stands on it and what marks it")
    func labels() {
        let (game, _, _) = makeGame(size: 8, settings: Settings(showAttackedSquares: true))
        game.toggle([square("e4"), square("e6")])
        let grid = game.grid
        #expect(grid.cell(at: square("e4"))?.accessibilityLabel == "e4, queen, in conflict")
        #expect(grid.cell(at: square("e6"))?.accessibilityState == "queen, in conflict")
        #expect(grid.cell(at: square("e5"))?.accessibilityLabel == "e5, empty, attacked")
        #expect(grid.cell(at: square("a3"))?.accessibilityLabel == "a3, empty")
        #expect(grid.cell(at: square("b7"))?.accessibilityName == "b7")
    }

    @Test("A queen out of conflict is just a queen, and attacked squares are only named when shown")
    func quietLabels() {
        let (game, _, _) = makeGame(size: 8)
        game.toggle([square("d1")])
        let grid = game.grid
        #expect(grid.cell(at: square("d1"))?.accessibilityLabel == "d1, queen")
        #expect(grid.cell(at: square("d5"))?.accessibilityLabel == "d5, empty")
    }

    @Test("The hint's square says what the hint asks")
    func hints() {
        let (game, _, _) = makeGame(size: 4)
        game.showHint()
        let placeCell = game.grid.cells.first { $0.hint == .place }
        #expect(placeCell?.accessibilityState == "empty, hint: place a queen here")

        let (blocked, _, _) = makeGame(size: 4)
        blocked.toggle([square("a1", size: 4)])
        blocked.showHint()
        let removeCell = blocked.grid.cells.first { $0.hint == .remove }
        #expect(removeCell?.accessibilityLabel == "a1, queen, hint: remove this queen")
    }

    @Test("Past file z a square is named by row and column")
    func largeBoards() throws {
        let cell = BoardGrid(board: try Board(size: 30)).cell(at: Square(row: 2, column: 27))
        #expect(cell?.accessibilityName == "3,28")
    }
}
