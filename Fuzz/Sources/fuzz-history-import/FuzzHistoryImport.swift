// Fuzzes reading a history file for `nqueens history --import`: the JSON `history --format json` writes.
//
// Input: one byte chooses how the document is cut into chunks (whole, or 1…63 bytes at a time, as the file reader
// hands out its megabytes); the rest is the document.
// Invariants: reading never traps, and gives the same games or the same error however the bytes are cut; an error
// is one line that names the file; the games read pass every check again, write back to a document that reads as
// the same games, and merge into a store once (a second merge finds them all already there).

import Foundation
import FuzzSupport
import NQueensEngine

@testable import NQueensServices

/// libFuzzer calls this with each input it tries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHistoryImport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let cut = Int(input.byte() % 64)
    let bytes = input.rest()
    let whole = read(bytes, chunkSize: nil)
    let chunked = read(bytes, chunkSize: cut == 0 ? nil : cut)
    fuzzExpect(whole == chunked, "cutting the bytes into \(cut)-byte chunks changed the result")
    switch whole {
    case .failure(let error):
        let line = "\(error)"
        fuzzExpect(line.hasPrefix("fuzz.json"), "an error that does not name the file: \(line)")
        let breaks = line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 || $0.value == 0x2029 }
        fuzzExpect(!breaks && !error.problem.isEmpty, "an error that is not one line: \(line)")
    case .success(let games):
        check(games)
    }
    return 0
}

private func read(_ bytes: [UInt8], chunkSize: Int?) -> Result<[GameRecord], HistoryImportError> {
    var stream = JSONStream(bytes: bytes, chunkSize: chunkSize)
    do {
        return .success(try HistoryImport.games(from: &stream, file: "fuzz.json"))
    } catch {
        return .failure(error)
    }
}

private func check(_ games: [GameRecord]) {
    fuzzExpect(Set(games.map(\.id)).count == games.count, "two games with one id were read")
    var checker = RecordChecker()
    for game in games {
        fuzzExpect(game.problem == nil, "a game read fails the store's checks: \(game.problem ?? "")")
        let problem = checker.problem(with: game, efficiency: (game.efficiency * 10_000).rounded() / 10_000)
        fuzzExpect(problem == nil, "a game read fails the import's checks: \(problem ?? "")")
    }
    do {
        let again = try HistoryImport.games(in: Array(try HistoryExport.json(games).utf8), file: "again.json")
        fuzzExpect(again == games, "the games read do not write back to a document that reads the same")
    } catch {
        fuzzExpect(false, "the games read do not write back to a readable document: \(error)")
    }
    let store = InMemoryGameHistoryStore()
    do {
        let first = try store.merge(games)
        fuzzExpect(first == HistoryMerge(imported: games.count, alreadyHere: 0), "a first merge skipped games")
        let second = try store.merge(games)
        fuzzExpect(second == HistoryMerge(imported: 0, alreadyHere: games.count), "a second merge added games")
    } catch {
        fuzzExpect(false, "the games read do not merge: \(error)")
    }
}
