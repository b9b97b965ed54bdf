import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport

/// The square named in chess notation on a board of `size` (tests only name squares that exist).
func square(_ name: String, size: Int = 8) -> Square {
    (try? Square(parsing: name, boardSize: size)) ?? Square(row: -1, column: -1)
}

/// A 4×4 solution, in the order the tests place it: b1, d2, a3, c4.
let fourByFourSolution = ["b1", "d2", "a3", "c4"].map { square($0, size: 4) }

/// A game on a board of `size` with test doubles, its delegate recording.
@MainActor
func makeGame(
    size: Int = 8, settings: Settings = Settings(), doubles: TestDependencies? = nil
) -> (game: GameViewModel, doubles: TestDependencies, delegate: RecordingFlowDelegate) {
    let doubles = doubles ?? TestDependencies(settingsStore: InMemorySettingsStore(settings: settings))
    let game = GameViewModel(boardSize: size, dependencies: doubles.dependencies)
    let delegate = RecordingFlowDelegate()
    game.delegate = delegate
    return (game, doubles, delegate)
}

extension GameViewModel {
    /// Places (or removes) queens on `squares` in order.
    func toggle(_ squares: [Square]) {
        for square in squares { toggleQueen(at: square) }
    }

    /// The squares of the cells that satisfy `predicate`, as a set.
    func squares(where predicate: (BoardCell) -> Bool) -> Set<Square> {
        Set(grid.cells.filter(predicate).map(\.square))
    }
}
