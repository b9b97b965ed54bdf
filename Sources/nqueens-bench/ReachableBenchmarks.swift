import NQueensEngine

// The `reachable` suite: how long the game's "solutions still reachable" counter takes on positions from play,
// at N = 13 and 14 (the largest boards it counts exactly).
//
// Positions: seeded simulated games. From the empty board, each move is one of: place a queen on a random square
// that no queen attacks (70%; when there is none, take the last queen back instead), place one on any random empty
// square (15%, so some positions have queens in conflict), or take a random queen back (15%); a game ends when
// solved or after 3N moves. Every position after a move is kept until 1,000 positions without conflict are
// collected: those are the ones the counter computes off the main actor (positions in conflict show 0 at once).
// Each is timed on its own, as the game's job does it: `Board.completionCount(stoppingWhen:)`, except that the
// empty board's count is the size's total, which the game counts once per process and then knows (the first
// empty board is timed counting it).
//
// One JSON line per size: positions timed, how many conflicting positions were skipped and how many were empty
// boards, the mean queens, and the median, p99 and max in milliseconds.

extension BenchmarkSuite {
    /// The `reachable` suite.
    static var reachable: BenchmarkSuite {
        BenchmarkSuite(
            name: "reachable",
            summary: "the game's reachable-solutions counter on 1,000 positions from play, N = 13, 14"
        ) {
            runReachableBenchmarks()
        }
    }
}

/// How many conflict-free positions are timed per size.
private let reachablePositionsPerSize = 1_000

private func runReachableBenchmarks() {
    for size in [13, 14] {
        var random = SplitMix64(seed: 0x5245_4143_48 ^ UInt64(size))
        var positions: [Board] = []
        var conflicting = 0
        while positions.count < reachablePositionsPerSize {
            for board in simulatedGame(size: size, using: &random) {
                if board.isConflictFree {
                    if positions.count < reachablePositionsPerSize { positions.append(board) }
                } else {
                    conflicting += 1
                }
            }
        }
        var samples: [Duration] = []
        var queens = 0
        var total: Int?
        var emptyBoards = 0
        for board in positions {
            let run = time { () -> Int? in
                if board.queens.isEmpty, let total { return total }
                return (try? board.completionCount(stoppingWhen: { false })) ?? nil
            }
            guard let count = run.result else {
                fail("the reachable count of \(board.queens) on \(size)×\(size) failed")
            }
            if board.queens.isEmpty {
                total = count
                emptyBoards += 1
            }
            samples.append(run.duration)
            queens += board.queens.count
        }
        let timings = Timings(samples)
        var line = ReportLine(benchmark: "reachable")
        line.add("size", size)
        line.add("positions", timings.count)
        line.add("skippedConflicting", conflicting)
        line.add("emptyBoards", emptyBoards)
        line.add("meanQueens", Double(queens) / Double(positions.count))
        line.add(timings)
        line.emit()
    }
}

/// The positions after each move of one simulated game, as the file's header describes.
private func simulatedGame(size: Int, using random: inout SplitMix64) -> [Board] {
    var board = Board.emptyBoard(size: size)
    var positions: [Board] = []
    for _ in 0..<(3 * size) {
        let roll = Int.random(in: 0..<100, using: &random)
        if roll < 70 {
            let safe = (0..<(size * size)).map { Square(row: $0 / size, column: $0 % size) }.filter { square in
                !board.hasQueen(on: square) && !board.queens.contains { $0.attacks(square) }
            }
            if let square = safe.randomElement(using: &random) {
                try? board.place(square)
            } else if let last = board.queens.last {
                board.remove(last)
            }
        } else if roll < 85 {
            let square = Square(
                row: Int.random(in: 0..<size, using: &random), column: Int.random(in: 0..<size, using: &random))
            if !board.hasQueen(on: square) { try? board.place(square) }
        } else if let queen = board.queens.randomElement(using: &random) {
            board.remove(queen)
        }
        positions.append(board)
        if board.isSolved { break }
    }
    return positions
}

extension Board {
    /// An empty board of a size known to be valid.
    fileprivate static func emptyBoard(size: Int) -> Board {
        guard let board = try? Board(size: size) else { fail("no \(size)×\(size) board") }
        return board
    }
}
