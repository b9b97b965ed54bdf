// Fuzzes puzzle IDs (`8-0K31D0Q`), as `nqueens solve --id`, `nqueens play --id` and a saved puzzle read them.
//
// Input: the text.
// Invariants: reading never traps; an ID read prints as text that reads back as the same ID, in either case; its
// givens are on its board, one per row at most; when they make a puzzle, its one solution keeps them and its ID is
// the one read; a refusal names the problem.

import FuzzSupport
import NQueensEngine

/// The largest board whose puzzles are proven here: larger ones are proven too, but may take longer than a fuzzer
/// should wait on one input.
private let largestProvenSize = 12

/// libFuzzer calls this with each input it tries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPuzzleID(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let text = String(decoding: input.rest(), as: UTF8.self)
    let id: PuzzleID
    do {
        id = try PuzzleID(parsing: text)
    } catch {
        fuzzExpect(!error.description.isEmpty, "a refusal with no message for '\(text)'")
        return 0
    }
    fuzzExpect(Puzzle.sizeRange.contains(id.size), "\(id) has a size out of range")
    fuzzExpect(id.givens.allSatisfy { $0.isOnBoard(ofSize: id.size) }, "\(id) has a given off its board")
    fuzzExpect(Set(id.givens.map(\.row)).count == id.givens.count, "\(id) has two givens in a row")
    fuzzExpect((try? PuzzleID(parsing: id.description)) == id, "\(id) does not read back")
    fuzzExpect((try? PuzzleID(parsing: id.description.lowercased())) == id, "\(id) does not read back in lower case")
    guard id.size <= largestProvenSize else { return 0 }
    do {
        let puzzle = try Puzzle(id: id)
        fuzzExpect(puzzle.id == id, "the puzzle of \(id) has the ID \(puzzle.id)")
        fuzzExpect(Set(puzzle.givens).isSubset(of: puzzle.solution.squares), "the solution of \(id) drops a given")
    } catch {
        fuzzExpect(!error.description.isEmpty, "a puzzle refused with no message: \(id)")
    }
    return 0
}
