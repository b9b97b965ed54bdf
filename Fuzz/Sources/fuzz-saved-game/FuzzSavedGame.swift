// Fuzzes reading the game in progress: its database row (as any file may hold it) and its JSON form.
//
// Input: one byte chooses the form. Row: the id, numbers, blobs (queens, the move log, the squares ruled out, the
// player's marks), a puzzle ID and a daily's date read from the bytes. JSON: the rest as a document.
// Invariants: a game read from a row passes the store's own checks, writes back to a row that reads the same,
// and resumes as the game view model resumes it (no mark under a queen); a game read from JSON encodes and
// decodes to itself.

import Foundation
import FuzzSupport
import NQueensEngine

@testable import NQueensPresentation
@testable import NQueensServices

/// libFuzzer calls this with each input it tries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSavedGame(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    if input.bool() {
        checkJSON(input.rest())
    } else {
        checkRow(&input)
    }
    return 0
}

private func checkRow(_ input: inout FuzzInput) {
    let modes = GameMode.allCases.map(\.rawValue) + ["", "daily", "FREEPLAY"]
    let row = SavedGameRow(
        id: input.int(in: 0...7) == 0 ? input.bytes(input.int(in: 0...20)) : input.bytes(16),
        boardSize: interestingNumber(&input), mode: modes[input.int(in: 0...(modes.count - 1))],
        startedAt: input.bool() ? nil : interestingNumber(&input),
        queens: input.bytes(upTo: 0xFE), moveLog: input.bytes(upTo: 0xFE),
        elapsed: interestingNumber(&input), hintsUsed: interestingNumber(&input), moveCount: interestingNumber(&input),
        puzzleID: puzzleID(&input), dailyDate: input.bool() ? nil : interestingNumber(&input),
        ruledOut: input.bool() ? nil : input.bytes(upTo: 0xFE), marks: input.bool() ? nil : input.bytes(upTo: 0xFE))
    guard let game = SavedGame(storedRow: row) else { return }
    fuzzExpect(game.problem == nil, "a game read from a row fails the store's checks: \(game.problem ?? "")")
    let again = SavedGame(storedRow: SavedGameRow(game))
    fuzzExpect(again == game, "a saved game does not survive a round trip through its row")
    // Resume it as `GameViewModel(resuming:)` does (when the board size is one the app offers).
    guard game.isResumable else { return }
    let givens = game.puzzle?.givens ?? []
    fuzzExpect(!game.mode.hasGivens || game.puzzle != nil, "a resumable puzzle without its puzzle")
    if let replayed = GameSession(size: game.boardSize, givens: givens, replaying: game.moves) {
        fuzzExpect(replayed.board.queens.count <= game.boardSize * game.boardSize, "more queens than squares")
        fuzzExpect(Set(givens).isSubset(of: replayed.board.queens), "a replay lost a given")
        fuzzExpect(replayed.marks.marked.isDisjoint(with: replayed.board.queens), "a replay marked a queen's square")
    } else {
        let kept = GameSession(
            size: game.boardSize, givens: givens, queens: game.queens, marked: game.marks, log: game.moves,
            moveCount: game.moveCount)
        fuzzExpect(kept.moveCount >= 0, "a negative move count")
        fuzzExpect(kept.marks.marked.isDisjoint(with: kept.board.queens), "a kept game marks a queen's square")
        fuzzExpect(kept.marks.marked.isSubset(of: game.marks), "a kept game made up a mark")
    }
}

private func checkJSON(_ bytes: [UInt8]) {
    guard let game = try? JSONDecoder().decode(SavedGame.self, from: Data(bytes)) else { return }
    // What a store does with it before keeping it: check it, and say what is wrong in words.
    if let problem = game.problem { fuzzExpect(!problem.isEmpty, "an empty problem") }
    do {
        let again = try JSONDecoder().decode(SavedGame.self, from: JSONEncoder().encode(game))
        fuzzExpect(again == game, "a saved game does not survive a JSON round trip: \(game) became \(again)")
    } catch {
        fuzzExpect(false, "a decoded saved game does not encode and decode again: \(error)")
    }
}

/// A puzzle ID for the row: none, a real one (so that puzzles resume), or any text.
private func puzzleID(_ input: inout FuzzInput) -> String? {
    switch input.int(in: 0...3) {
    case 0: return nil
    case 1: return ["8-0K31D0Q", "9-SSKCB52", "12-2XG3ZEMXCC", "6-0032D", "4-0000"][input.int(in: 0...4)]
    default: return String(decoding: input.bytes(upTo: 0xFE), as: UTF8.self)
    }
}

/// A number for a column: often a small one, sometimes an extreme.
private func interestingNumber(_ input: inout FuzzInput) -> Int64 {
    switch input.int(in: 0...7) {
    case 0: return input.int64()
    case 1: return [Int64.min, Int64.max, -1, 0, 1 << 31, 1 << 53][input.int(in: 0...5)]
    default: return Int64(input.int(in: 0...300)) - 20
    }
}
