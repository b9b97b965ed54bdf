import NQueensEngine

// The `hint` suite: how long `Board.hint()` takes on positions a player could reach.
//
// Positions: for each size, `hintPositionsPerSize` seeded random placements of non-attacking queens. Each picks
// k uniformly in 0…N−1, then places queens one at a time, each on a uniformly random square that no queen placed so
// far attacks (or stands on), stopping early when no such square is left. The seed is fixed, so every run times the
// same positions. Generating them is not timed; each hint is timed on its own.
//
// One JSON line per size: hint latency median, p99 and max in milliseconds, and how many hints were
// `.place` and `.removeDeadEnd` (non-attacking queens never give `.removeConflicting`; k < N never gives `.solved`).
// The bar: p99 < 1 ms for N ≤ 16 and < 20 ms for N = 32 and 64 (release build).

/// The board sizes the suite measures.
private let hintSizes = [8, 12, 16, 24, 32, 64]

/// How many random positions are timed per size.
private let hintPositionsPerSize = 10_000

extension BenchmarkSuite {
    /// The `hint` suite.
    static var hint: BenchmarkSuite {
        BenchmarkSuite(name: "hint", summary: "hint latency on random non-attacking positions, N = 8…64") {
            runHintBenchmarks()
        }
    }
}

/// Runs the `hint` suite.
private func runHintBenchmarks() {
    for size in hintSizes {
        var generator = SplitMix64(seed: 0x4E51_4849_4E54 ^ UInt64(size))
        var samples: [Duration] = []
        samples.reserveCapacity(hintPositionsPerSize)
        var places = 0
        var deadEnds = 0
        var others = 0
        var totalQueens = 0
        for _ in 0..<hintPositionsPerSize {
            let queens = randomNonAttackingQueens(size: size, using: &generator)
            totalQueens += queens.count
            guard let board = try? Board(size: size, queens: queens) else { continue }
            let (hint, duration) = time { try? board.hint() }
            samples.append(duration)
            switch hint {
            case .place: places += 1
            case .removeDeadEnd: deadEnds += 1
            default: others += 1
            }
        }
        let timings = Timings(samples)
        var line = ReportLine(benchmark: "hint")
        line.add("size", size)
        line.add("positions", timings.count)
        line.add("meanQueens", Double(totalQueens) / Double(hintPositionsPerSize))
        line.add(timings)
        line.add("place", places)
        line.add("deadEnd", deadEnds)
        line.add("other", others)
        line.emit()
    }
    countEmptyBoard()
}

/// Times counting every solution of the empty 14×14 board, the total of the game's "solutions still reachable" on
/// the largest board it counts exactly (the `reachable` suite times positions from play).
private func countEmptyBoard() {
    guard let board = try? Board(size: 14) else { return }
    let runs = (0..<5).map { _ in time { (try? board.completionCount(limit: Int.max)) ?? -1 } }
    let timings = Timings(runs.map(\.duration))
    var line = ReportLine(benchmark: "hint.completionCount")
    line.add("size", 14)
    line.add("count", runs[0].result)
    line.add("runs", runs.count)
    line.add("medianMs", milliseconds: timings.median)
    line.emit()
}

/// A random placement of non-attacking queens, drawn as the file's header describes.
private func randomNonAttackingQueens(size: Int, using generator: inout SplitMix64) -> [Square] {
    let target = Int.random(in: 0..<size, using: &generator)
    var queens: [Square] = []
    var safeColumns = [UInt64](repeating: size == 64 ? ~0 : (1 << UInt64(size)) - 1, count: size)
    while queens.count < target {
        let available = safeColumns.reduce(0) { $0 + $1.nonzeroBitCount }
        guard available > 0 else { break }
        var pick = Int.random(in: 0..<available, using: &generator)
        for row in 0..<size {
            let count = safeColumns[row].nonzeroBitCount
            if pick >= count {
                pick -= count
                continue
            }
            var columns = safeColumns[row]
            for _ in 0..<pick { columns &= columns - 1 }
            let column = columns.trailingZeroBitCount
            queens.append(Square(row: row, column: column))
            for other in 0..<size {
                let distance = UInt64(abs(other - row))
                let bit: UInt64 = 1 << UInt64(column)
                safeColumns[other] &= ~(bit | bit << distance | bit >> distance)
            }
            safeColumns[row] = 0
            break
        }
    }
    return queens
}
