import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTerminal
import NQueensTestSupport
import Testing

/// A regions game in the terminal: its colours, borders and (without colour) letters, a queen with the marks around
/// it, and a hint in words; snapshots in every look (record them again with `NQUEENS_RECORD_SNAPSHOTS=1`).
@MainActor
@Suite("Regions games in the terminal")
struct RegionsScreenTests {
    nonisolated static let looks: [(GridSize, SnapshotLook, Bool)] =
        ScreenSnapshotTests.cases.map { ($0.0, $0.1, true) } + [(GridSize(width: 80, height: 24), .mono, false)]

    @Test("A regions daily: a queen with its marks around it, and a hint", arguments: looks)
    func gameSnapshot(size: GridSize, look: SnapshotLook, unicode: Bool) throws {
        let fixture = ScreenFixture(
            size: size, look: look, settings: Settings(marksAroundQueens: true), unicode: unicode)
        // The fixture's today is Sunday 29 Nov 2026; Monday 23 Nov's regions daily is 7×7 easy.
        fixture.coordinator.handle(.playRegionsDaily(CalendarDay("2026-11-23")!))
        let game = try #require(fixture.game)
        let puzzle = try #require(game.regionsPuzzle)
        game.toggleQueen(at: puzzle.solution[2])
        fixture.type("i")
        #expect(game.hintText != nil && !game.squares(where: \.isMarked).isEmpty)
        let screen = "game-regions-\(size.width)x\(size.height)-\(unicode ? look.rawValue : "ascii")"
        expectSnapshot(of: fixture.host.drawFrame(), named: screen)
    }
}

extension GameViewModel {
    /// The squares of the cells that satisfy `predicate`.
    fileprivate func squares(where predicate: (BoardCell) -> Bool) -> Set<Square> {
        Set(grid.cells.filter(predicate).map(\.square))
    }
}
