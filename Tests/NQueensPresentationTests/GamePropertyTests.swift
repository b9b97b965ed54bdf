import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

/// Drives the Game view model with random action sequences and checks it against the engine after every step.
///
/// Violations are collected as text and reported together, so that the checks stay cheap enough for tens of
/// thousands of steps in a debug build.
@MainActor
@Suite("Game: random action sequences keep every invariant")
struct GamePropertyTests {
    private enum Action: CaseIterable {
        case toggleRandomSquare, toggleAtCursor, moveCursor, undo, redo, undoThenRedo, hint, followHint, restart
        case pauseOrResume, passTime, relaunch, markRandomSquare, dragMarks, clearMarks
    }

    /// How often each action is drawn, out of the total weight.
    private static let weights: [(Action, Int)] = [
        (.toggleRandomSquare, 8), (.toggleAtCursor, 3), (.moveCursor, 4), (.undo, 4), (.redo, 3),
        (.undoThenRedo, 3), (.hint, 2), (.followHint, 12), (.restart, 1), (.pauseOrResume, 2), (.passTime, 2),
        (.relaunch, 1), (.markRandomSquare, 4), (.dragMarks, 2), (.clearMarks, 1),
    ]

    private static let sequences = 2_000
    private static let stepsPerSequence = 15

    /// What a run of sequences saw.
    private struct Tally {
        var steps = 0
        var wins = 0
        var violations: [String] = []

        mutating func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition && violations.count < 20 { violations.append(message()) }
        }
    }

    @Test("2,000 seeded sequences of 15 actions on 4×4 to 6×6 boards")
    func randomSequences() async throws {
        var random = SplitMix64(seed: 0x5EED_0F0E_E5)
        var tally = Tally()
        for sequence in 0..<Self.sequences {
            let size = Int.random(in: 4...6, using: &random)
            try await runSequence(sequence, size: size, random: &random, tally: &tally)
        }
        #expect(tally.violations.isEmpty, "\(tally.violations.joined(separator: "\n"))")
        #expect(tally.steps == Self.sequences * Self.stepsPerSequence)
        // The sequences follow hints often enough to win many games: the win path is exercised, not only moves.
        #expect(tally.wins >= Self.sequences / 10)
    }

    private func runSequence(_ sequence: Int, size: Int, random: inout SplitMix64, tally: inout Tally) async throws {
        let doubles = TestDependencies()
        var game = GameViewModel(boardSize: size, dependencies: doubles.dependencies)
        let delegate = RecordingFlowDelegate()
        game.delegate = delegate
        var wins = 0
        var lastMoveCount = 0
        var lastElapsed = Duration.zero
        var gameID = game.gameID

        for step in 0..<Self.stepsPerSequence {
            let action = Self.draw(&random)
            let at = "sequence \(sequence) step \(step) (\(action), \(size)×\(size))"
            let eventsBefore = doubles.feedback.events.count
            let queensBefore = game.board.queens
            let marksBefore = game.squares { $0.isMarked }
            let hintBefore = game.hint
            let wasSolved = game.isSolved

            switch action {
            case .toggleRandomSquare:
                game.toggleQueen(
                    at: Square(
                        row: .random(in: 0..<size, using: &random), column: .random(in: 0..<size, using: &random)))
            case .toggleAtCursor:
                game.toggleQueenAtCursor()
            case .moveCursor:
                game.moveCursor(CursorDirection.allCases.randomElement(using: &random) ?? .up)
            case .undo:
                game.undo()
            case .redo:
                game.redo()
            case .undoThenRedo:
                let (queens, moves, canRedo) = (game.board.queens, game.moveCount, game.canRedo)
                if game.canUndo {
                    game.undo()
                    game.redo()
                    tally.check(game.board.queens == queens, "\(at): undo then redo changed the position")
                    tally.check(game.squares { $0.isMarked } == marksBefore, "\(at): undo then redo changed the marks")
                    tally.check(game.moveCount == moves, "\(at): undo then redo changed the moves")
                    tally.check(game.canRedo == canRedo, "\(at): undo then redo changed what can be redone")
                }
            case .hint:
                game.showHint()
            case .followHint:
                if game.hint == nil { game.showHint() }
                if game.hint != nil { game.toggleQueenAtCursor() }
            case .restart:
                game.restart()
            case .pauseOrResume:
                game.setActive(!game.isActive)
            case .passTime:
                doubles.advance(by: .milliseconds(Int64.random(in: 1...5_000, using: &random)))
            case .markRandomSquare:
                game.toggleMark(
                    at: Square(
                        row: .random(in: 0..<size, using: &random), column: .random(in: 0..<size, using: &random)))
            case .dragMarks:
                let moves = game.moveCount
                game.beginMarkDrag(at: game.cursor)
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    game.continueMarkDrag(
                        to: Square(
                            row: .random(in: 0..<size, using: &random), column: .random(in: 0..<size, using: &random)))
                }
                game.endMarkDrag()
                let marksAfter = game.squares { $0.isMarked }
                tally.check(game.moveCount == moves, "\(at): a drag counted as a move")
                if game.canUndo && marksAfter != marksBefore && !game.isSolved {
                    game.undo()
                    tally.check(
                        game.squares { $0.isMarked } == marksBefore, "\(at): one undo did not take the drag back")
                    game.redo()
                    tally.check(
                        game.squares { $0.isMarked } == marksAfter, "\(at): one redo did not make the drag again")
                }
            case .clearMarks:
                game.clearMarks()
                tally.check(game.squares { $0.isMarked }.isEmpty || game.isSolved, "\(at): Clear marks left a mark")
            case .relaunch:
                // Quitting pauses the game (which saves it), then the next launch resumes it.
                game.setActive(false)
                if let saved = doubles.savedGames.loadSavedGame(), !game.isSolved {
                    let resumed = GameViewModel(resuming: saved, dependencies: doubles.dependencies)
                    tally.check(
                        resumed.board.queens == game.board.queens && resumed.moveCount == game.moveCount
                            && resumed.hintsUsed == game.hintsUsed && resumed.canUndo == game.canUndo
                            && resumed.canRedo == game.canRedo && resumed.elapsed == game.elapsed
                            && resumed.squares { $0.isMarked } == game.squares { $0.isMarked },
                        "\(at): the resumed game differs from the one saved")
                    resumed.delegate = delegate
                    game = resumed
                }
            }

            if game.isSolved && !wasSolved { wins += 1 }
            if game.gameID != gameID {
                gameID = game.gameID
                lastMoveCount = 0
                lastElapsed = .zero
            }
            await game.waitForAnalysis()
            try checkInvariants(
                game, doubles: doubles, wins: wins, delegate: delegate, lastMoveCount: lastMoveCount,
                lastElapsed: lastElapsed, at: at, tally: &tally)

            let events = doubles.feedback.events.count - eventsBefore
            let changed =
                game.board.queens != queensBefore || game.hint != hintBefore
                || game.squares { $0.isMarked } != marksBefore
            if action != .undoThenRedo && action != .followHint && action != .dragMarks {
                tally.check(events <= 1, "\(at): \(events) feedback events for one action")
            }
            if action != .undoThenRedo && action != .dragMarks {
                tally.check(changed || events == 0, "\(at): feedback fired without a change")
            }
            if wasSolved && action != .restart {
                tally.check(events == 0 && !changed, "\(at): the solved game changed or fired feedback")
            }
            lastMoveCount = game.moveCount
            lastElapsed = game.elapsed
            tally.steps += 1
        }
        tally.wins += wins
    }

    private func checkInvariants(
        _ game: GameViewModel, doubles: TestDependencies, wins: Int, delegate: RecordingFlowDelegate,
        lastMoveCount: Int, lastElapsed: Duration, at: String, tally: inout Tally
    ) throws {
        let queens = game.board.queens
        tally.check(Set(queens).count == queens.count, "\(at): two queens on one square")
        tally.check(queens.allSatisfy { $0.isOnBoard(ofSize: game.boardSize) }, "\(at): a queen off the board")
        tally.check(game.moveCount >= lastMoveCount, "\(at): the move count went down")
        tally.check(game.elapsed >= lastElapsed, "\(at): the clock went backwards")
        let marks = game.squares { $0.isMarked }
        tally.check(marks.isDisjoint(with: queens), "\(at): a mark under a queen")
        tally.check(
            marks.count == game.markCount || game.isSolved,
            "\(at): the grid shows \(marks.count) of \(game.markCount) marks")

        let engine = try Board(size: game.boardSize, queens: queens)
        let conflicting = engine.conflictingQueens
        let isSolved = queens.count == engine.size && conflicting.isEmpty
        tally.check(game.isSolved == isSolved, "\(at): solved is not the engine's verdict")
        let cells = game.grid.cells
        tally.check(
            Set(cells.filter(\.hasQueen).map(\.square)) == Set(queens)
                && Set(cells.filter(\.isConflicting).map(\.square)) == Set(conflicting)
                && Set(cells.filter(\.isOnAttackLine).map(\.square)) == engine.attackLineSquares,
            "\(at): the board's cells are not the engine's position")

        let expectedStatus: GameStatus
        if isSolved {
            expectedStatus = .solved
        } else if queens.isEmpty {
            expectedStatus = .empty(queens: engine.size)
        } else if !conflicting.isEmpty {
            expectedStatus = .conflict(queens: conflicting.count)
        } else if try engine.completionCount(limit: 1) == 0 {
            expectedStatus = .deadEnd
        } else {
            expectedStatus = .keepGoing(remaining: engine.size - queens.count)
        }
        tally.check(game.status == expectedStatus, "\(at): status \(game.status), engine says \(expectedStatus)")

        let recorded = try doubles.history.gameCount()
        tally.check(recorded == wins, "\(at): \(recorded) history records for \(wins) wins")
        let solvedActions = delegate.actions.count { if case .gameSolved = $0 { true } else { false } }
        tally.check(solvedActions == wins, "\(at): \(solvedActions) victory requests for \(wins) wins")
        let saved = doubles.savedGames.loadSavedGame()
        if game.isSolved {
            tally.check(saved == nil, "\(at): a solved game is still saved")
        } else if game.startedAt != nil {
            tally.check(
                saved?.queens == queens && saved?.moveCount == game.moveCount && saved?.id == game.gameID
                    && saved.map { Set($0.marks) } == marks,
                "\(at): the saved game is not the game")
        }
    }

    private static func draw(_ random: inout SplitMix64) -> Action {
        let total = weights.reduce(0) { $0 + $1.1 }
        var pick = Int.random(in: 0..<total, using: &random)
        for (action, weight) in weights {
            if pick < weight { return action }
            pick -= weight
        }
        return .toggleRandomSquare
    }
}
