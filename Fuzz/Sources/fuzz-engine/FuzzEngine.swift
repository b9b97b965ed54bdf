// Fuzzes the engine's invariants: hints against the completion search, and checking solutions.
//
// Input: one byte chooses the kind of case, the rest its values.
// Invariants: a position's hint agrees with the completion search; `Solution(validating:)` accepts every
// constructed solution and refuses every change of one queen to it.

import FuzzSupport
import NQueensEngine

/// libFuzzer calls this with each input it tries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEngine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    if input.byte() & 3 == 0 {
        checkConstructedSolution(&input)
    } else {
        checkHint(&input)
    }
    return 0
}

/// The hint of a position of queens anywhere (conflicts included) against the completion search.
private func checkHint(_ input: inout FuzzInput) {
    let size = input.int(in: 4...14)
    guard var board = try? Board(size: size) else { return }
    let count = input.int(in: 0...size)
    for _ in 0..<count {
        let square = Square(row: input.int(in: 0...(size - 1)), column: input.int(in: 0...(size - 1)))
        if !board.hasQueen(on: square) { try? board.place(square) }
    }
    guard let hint = try? board.hint() else {
        fuzzExpect(false, "no hint on a \(size)×\(size) board")
        return
    }
    let completion = try? board.completion()
    switch hint {
    case .removeConflicting(let queen):
        fuzzExpect(board.conflictingQueens.contains(queen), "\(hint) names a queen in no conflict on \(board.queens)")
        fuzzExpect(completion == nil, "a position in conflict has a completion")
    case .solved:
        fuzzExpect(board.isSolved, "\(hint) for an unsolved board \(board.queens)")
    case .place(let square):
        fuzzExpect(board.isConflictFree && !board.hasQueen(on: square), "\(hint) on \(board.queens)")
        var next = board
        try? next.place(square)
        fuzzExpect(next.isConflictFree, "\(hint) puts a queen in conflict on \(board.queens)")
        fuzzExpect((try? next.completion()) != nil, "\(hint) leads to a dead end from \(board.queens)")
    case .removeDeadEnd(let queen):
        fuzzExpect(board.hasQueen(on: queen), "\(hint) names no queen of \(board.queens)")
        fuzzExpect(board.isConflictFree, "\(hint) for a position in conflict")
        fuzzExpect(completion == nil, "\(hint) for a position that can be completed: \(board.queens)")
    }
    if let solution = completion {
        let squares = Set(solution.squares)
        fuzzExpect(board.queens.allSatisfy(squares.contains), "a completion drops a queen of \(board.queens)")
        fuzzExpect(Solution.isValid(solution.columns), "a completion that is no solution")
    }
}

/// A constructed solution is valid, and moving any one of its queens within its row makes it invalid.
private func checkConstructedSolution(_ input: inout FuzzInput) {
    let size = input.int(in: 1...4_000)
    guard let solution = try? Solution.constructed(size: size) else {
        fuzzExpect(size == 2 || size == 3, "no constructed solution for N = \(size)")
        return
    }
    fuzzExpect((try? Solution(validating: solution.columns)) != nil, "the constructed N = \(size) is refused")
    for _ in 0..<4 {
        var columns = solution.columns
        let row = input.int(in: 0...(size - 1))
        let column = input.int(in: 0...(size - 1))
        guard column != columns[row] else { continue }
        columns[row] = column
        fuzzExpect(!Solution.isValid(columns), "moving row \(row)'s queen to column \(column) is accepted")
    }
}
