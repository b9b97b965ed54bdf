// Fuzzes the move-log and square-list blobs the database keeps, and replaying a decoded log.
//
// `CompactCoding` decodes the blobs (queen moves, the player's marks and their undo steps, `continuesStep`); the
// game replays a log to rebuild the marks and undo and redo.
//
// Input: one byte chooses the board size for the replay, the rest is the blob (read both as squares and moves).
// Invariants: a decoded blob encodes back to bytes that decode to the same values; replaying never traps; a replayed
// session never marks a queen's square, undoes every step back to the empty board, and redoes them to where it was.

import FuzzSupport
import NQueensEngine

@testable import NQueensPresentation
@testable import NQueensServices

/// libFuzzer calls this with each input it tries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMoveLog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let boardSize = input.int(in: 1...16)
    let blob = input.rest()

    if let squares = CompactCoding.decodeSquares(blob) {
        let again = CompactCoding.decodeSquares(CompactCoding.encode(squares))
        fuzzExpect(again == squares, "squares do not survive a round trip: \(squares) became \(again as Any)")
    }
    if let moves = CompactCoding.decodeMoves(blob) {
        let encoded = CompactCoding.encode(moves)
        let again = CompactCoding.decodeMoves(encoded)
        fuzzExpect(again == moves, "moves do not survive a round trip: \(moves) became \(again as Any)")
        if MoveRecord.problem(in: moves, boardSize: boardSize, owner: "the log") == nil,
            let session = GameSession(size: boardSize, replaying: moves)
        {
            fuzzExpect(session.log == moves, "a replayed log is not the log it replayed")
            fuzzExpect(session.board.queens.allSatisfy { $0.isOnBoard(ofSize: boardSize) }, "a queen off the board")
            let marked = session.marks.marked
            fuzzExpect(marked.allSatisfy { $0.isOnBoard(ofSize: boardSize) }, "a mark off the board")
            fuzzExpect(marked.isDisjoint(with: session.board.queens), "a mark under a queen")
            checkUndoAndRedo(session)
        }
    }
    return 0
}

/// Undoes every step of `session` (ending on the empty board, no marks) and redoes them all (ending where it was,
/// with both stacks as they were: a log that ends in undos leaves steps to redo).
private func checkUndoAndRedo(_ session: GameSession) {
    var walked = session
    let steps = walked.undoStack.count
    for _ in 0..<steps { _ = walked.undo(at: .zero) }
    fuzzExpect(walked.board.queens.isEmpty && walked.marks.marked.isEmpty, "undoing every step left something")
    for _ in 0..<steps { _ = walked.redo(at: .zero) }
    fuzzExpect(Set(walked.board.queens) == Set(session.board.queens), "redoing every step lost a queen")
    fuzzExpect(walked.marks.marked == session.marks.marked, "redoing every step lost a mark")
    fuzzExpect(
        walked.undoStack == session.undoStack && walked.redoStack == session.redoStack, "the stacks did not come back")
}
