import Foundation
import NQueensEngine
import NQueensServices
import NQueensTestSupport
import Testing

@testable import NQueensPresentation

/// The replay of a finished regions game: its board keeps its regions and borders, its conflicts follow the
/// regions rules (two queens touching), and Play Again starts the same puzzle, not a free game.
@MainActor
@Suite("Replay: regions games")
struct RegionsReplayTests {
    /// Wednesday 2 Dec 2026's regions daily.
    private static let today = CalendarDay("2026-12-02")!

    private let puzzle = RegionsPuzzle.daily(for: RegionsReplayTests.today).puzzle

    /// The queen next to the solution's first one, diagonally: on the board, in another row and column.
    private var touching: Square {
        let first = puzzle.solution[0]
        let column = first.column + 1 < puzzle.size ? first.column + 1 : first.column - 1
        return Square(row: first.row + 1, column: column)
    }

    /// The daily solved in order, after a queen put beside the first and taken off again.
    private func record() -> GameRecord {
        let solution = puzzle.solution
        let kinds: [(MoveRecord.Kind, Square)] =
            [(.place, solution[0]), (.place, touching), (.remove, touching)] + solution.dropFirst().map { (.place, $0) }
        return GameRecord(
            boardSize: puzzle.size, mode: .regions, puzzleID: puzzle.id.description, dailyDate: Self.today,
            startedAt: SampleGames.date(2026, 12, 2, 9), finishedAt: SampleGames.date(2026, 12, 2, 9, 2),
            calendar: SampleGames.utc, activeDuration: .seconds(72), moveCount: kinds.count, finalQueens: solution,
            moves: kinds.enumerated().map { MoveRecord($1.0, $1.1, at: .seconds($0 * 5)) })
    }

    @Test("Every step shows the regions and their borders, and two queens touching are in conflict")
    func board() {
        let replay = ReplayViewModel(record: record(), dependencies: TestDependencies().dependencies)
        #expect(replay.title == "Regions daily 2 Dec 2026 replay")
        for cell in replay.grid.cells {
            #expect(cell.region == puzzle.regions.region(of: cell.square))
            #expect(cell.regionBorders == RegionBorders(of: cell.square, in: puzzle.regions))
        }
        #expect(replay.grid.cells.contains { !$0.regionBorders.isEmpty })
        replay.next()
        replay.next()
        #expect(replay.grid.cell(at: touching)?.isConflicting == true)
        #expect(replay.grid.cell(at: puzzle.solution[0])?.isConflicting == true)
        #expect(replay.grid.cell(at: touching)?.accessibilityLabel.contains(" region, queen, in conflict") == true)
        replay.last()
        #expect(replay.grid.cells.allSatisfy { !$0.isConflicting })
    }

    @Test("Play Again starts the same regions puzzle again")
    func playAgain() {
        let record = record()
        let replay = ReplayViewModel(record: record, dependencies: TestDependencies().dependencies)
        let delegate = RecordingFlowDelegate()
        replay.delegate = delegate
        replay.playAgain()
        #expect(delegate.actions == [.playPuzzleAgain(record)])
    }
}
