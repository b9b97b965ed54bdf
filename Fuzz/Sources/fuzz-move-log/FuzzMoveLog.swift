// Fuzzes the move-log and square-list blobs the database keeps, and replaying a decoded log.
//
// `CompactCoding` decodes the blobs; the game replays a log to rebuild undo and redo.
//
// Input: one byte chooses the board size for the replay, the rest is the blob (read both as squares and moves).
// Invariants: a decoded blob encodes back to bytes that decode to the same values; replaying never traps.

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
        }
    }
    return 0
}
