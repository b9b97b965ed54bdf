// Fuzzes square notation (`e4`, `4,5`) on boards of any size, as `hint`, `check` and the game read it.
//
// Input: two bytes choose the board size, the rest is the text.
// Invariants: a parsed square is on the board and reads back from both its notations; a refusal names the text.

import FuzzSupport
import NQueensEngine

/// Board sizes worth trying: every small size, chess notation's edges, and huge boards (`check` reads any size).
private let sizes = Array(1...70) + [100, 1_000, 65_536, 10_000_000, Int(Int32.max), Int.max / 2, Int.max]

/// libFuzzer calls this with each input it tries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSquare(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    if input.int(in: 0...7) == 0 {
        checkAnySquare(&input)
        return 0
    }
    let boardSize = sizes[input.int(in: 0...(sizes.count - 1))]
    let text = String(decoding: input.rest(), as: UTF8.self)
    do {
        let square = try Square(parsing: text, boardSize: boardSize)
        fuzzExpect(square.isOnBoard(ofSize: boardSize), "\(square) parsed from '\(text)' is off the board")
        let coordinate = try? Square(parsing: square.coordinateNotation, boardSize: boardSize)
        fuzzExpect(coordinate == square, "\(square.coordinateNotation) does not read back as \(square)")
        if let chess = square.chessNotation {
            fuzzExpect((try? Square(parsing: chess, boardSize: boardSize)) == square, "\(chess) does not read back")
        }
        fuzzExpect(!square.description.isEmpty, "a square with no description")
    } catch {
        fuzzExpect(!error.description.isEmpty, "a refusal with no message for '\(text)'")
    }
    return 0
}

/// Any square a decoder may build (JSON holds any numbers): its notations and attacks never trap.
private func checkAnySquare(_ input: inout FuzzInput) {
    let square = Square(row: Int(truncatingIfNeeded: input.int64()), column: Int(truncatingIfNeeded: input.int64()))
    let other = Square(row: Int(truncatingIfNeeded: input.int64()), column: Int(truncatingIfNeeded: input.int64()))
    fuzzExpect(!square.description.isEmpty, "a square with no description")
    let hasFile = square.row >= 0 && (0..<Square.largestChessNotationSize).contains(square.column)
    fuzzExpect((square.chessNotation != nil) == hasFile, "chess notation for \(square.row), \(square.column)")
    _ = square.attacks(other)
    _ = square < other
}
