// Fuzzes the regions puzzle's untrusted input: its IDs (`R8M-EJFG8YJ9J`), region maps drawn as letters, and the
// solutions `nqueens check --rules regions` reads.
//
// Input: a first byte choosing what is read, then the rest.
// - 0: an ID as text. Reading never traps; an ID read prints as at most 16 characters starting with R, and reads
//   back as the same ID in either case; a refusal names the problem.
// - 1: a size, difficulty and seed as numbers. Their ID reads back as itself, and its puzzle (when the generator
//   makes one) has that ID, N connected regions, and its solution as the only one.
// - 2: a region map drawn as lines of letters. It is refused with a message, or is a map of N regions that draws
//   as the same letters (in capitals); up to 8×8, counting its solutions never traps.
// - 3: a solution as `check` reads it, against a known puzzle. Reading never traps; every placement read is a
//   solution of the puzzle or is refused with a message.

import FuzzSupport

@testable import NQueensCLI
@testable import NQueensEngine

/// The largest map whose solutions are counted here: larger ones are counted too, but a fuzzer should not wait on
/// one input.
private let largestCountedSize = 8

/// The puzzle the solutions are checked against.
private let knownPuzzle = try! RegionsPuzzle(parsingID: "R8M-EJFG8YJ9J")

/// libFuzzer calls this with each input it tries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRegions(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    switch input.byte() % 4 {
    case 0: readID(String(decoding: input.rest(), as: UTF8.self))
    case 1: generate(&input)
    case 2: readMap(String(decoding: input.rest(), as: UTF8.self))
    default: readSolutions(input.rest())
    }
    return 0
}

private func readID(_ text: String) {
    let id: RegionsPuzzleID
    do {
        id = try RegionsPuzzleID(parsing: text)
    } catch {
        fuzzExpect(!error.description.isEmpty, "a refusal with no message for '\(text)'")
        return
    }
    fuzzExpect(RegionsPuzzle.sizeRange.contains(id.size), "\(id) has a size out of range")
    fuzzExpect(RegionsPuzzleID.seedRange.contains(id.seed), "\(id) has a seed out of range")
    fuzzExpect(id.description.count <= 16 && id.description.first == "R", "\(id) is not a short R… ID")
    fuzzExpect(RegionsPuzzleID.isRegionsID(text), "'\(text)' reads as a regions ID but does not look like one")
    fuzzExpect((try? RegionsPuzzleID(parsing: id.description)) == id, "\(id) does not read back")
    fuzzExpect(
        (try? RegionsPuzzleID(parsing: id.description.lowercased())) == id, "\(id) does not read back in lower case")
}

private func generate(_ input: inout FuzzInput) {
    let size = input.int(in: RegionsPuzzle.sizeRange.lowerBound...9)
    let difficulty = PuzzleDifficulty.allCases[input.int(in: 0...2)]
    let seed = input.uint64() & RegionsPuzzleID.seedRange.upperBound
    let id = RegionsPuzzleID(size: size, difficulty: difficulty, seed: seed)
    fuzzExpect((try? RegionsPuzzleID(parsing: id.description)) == id, "\(id) does not read back")
    fuzzExpect(id.size == size && id.difficulty == difficulty && id.seed == seed, "\(id) lost its numbers")
    let puzzle: RegionsPuzzle
    do {
        puzzle = try RegionsPuzzle(id: id)
    } catch {
        fuzzExpect(!error.description.isEmpty, "a puzzle refused with no message: \(id)")
        return
    }
    let map = puzzle.regions
    fuzzExpect(puzzle.id == id, "the puzzle of \(id) has the ID \(puzzle.id)")
    fuzzExpect(map.size == size && map.regionSizes.count == size, "\(id) has \(map.regionSizes.count) regions")
    fuzzExpect(!map.regionSizes.contains(0), "\(id) has an empty region")
    fuzzExpect(map.isSolution(puzzle.solution), "the solution of \(id) breaks a rule")
    fuzzExpect(map.solutionCount(limit: 2) == 1, "\(id) has more than one solution")
    fuzzExpect((try? RegionMap(drawing: map.rows.reversed())) == map, "the map of \(id) does not draw back")
}

private func readMap(_ text: String) {
    let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let map: RegionMap
    do {
        map = try RegionMap(drawing: rows)
    } catch {
        fuzzExpect(!error.description.isEmpty, "a map refused with no message")
        return
    }
    fuzzExpect(map.size == rows.count && map.regionSizes.count == map.size, "a map of the wrong size")
    fuzzExpect(map.regionSizes.reduce(0, +) == map.size * map.size, "the regions do not cover the map")
    fuzzExpect(map.rows.reversed() == rows.map { $0.uppercased() }, "the map does not draw as its letters")
    guard map.size <= largestCountedSize else { return }
    let count = map.solutionCount(limit: 2)
    fuzzExpect((0...2).contains(count), "a count of \(count) with the limit 2")
}

private func readSolutions(_ bytes: [UInt8]) {
    _ = SolutionInput.puzzleID(in: bytes)
    let placements: [[Int]]
    do {
        placements = try SolutionInput.placements(in: bytes, rules: .regions)
    } catch {
        fuzzExpect(!error.message.isEmpty, "a refusal with no message")
        return
    }
    for columns in placements {
        if let violation = knownPuzzle.regions.firstViolation(columns: columns) {
            fuzzExpect(!violation.description.isEmpty, "a violation with no message")
        } else {
            let queens = columns.enumerated().map { Square(row: $0.offset, column: $0.element) }
            fuzzExpect(knownPuzzle.regions.isSolution(queens), "\(columns) passed the check but is no solution")
        }
    }
}
