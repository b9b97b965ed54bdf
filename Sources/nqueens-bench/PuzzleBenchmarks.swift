import NQueensEngine

// The `puzzles` suite: how long generating a puzzle takes, per size and difficulty, and how long the daily and the
// proof of its uniqueness take.
//
// Generation: for every size of `Puzzle.sizeRange` and every difficulty the size has, `generatedPerCase` puzzles
// from the seeds 0, 1, 2, … (the seeds are fixed, so every run times the same puzzles); each is timed on its own.
// The bar: p99 < 50 ms for N ≤ 10 and < 1 s for N = 16 (release build).
//
// The daily: every date of 2027 — making its puzzle (`Puzzle.daily(for:)`), then proving its givens have exactly
// one solution (`Puzzle(size:givens:)`: the completion search capped at 2, plus the grading), one line per
// weekday's size and difficulty.

/// How many puzzles are timed per size and difficulty.
private let generatedPerCase = 1_000

extension BenchmarkSuite {
    /// The `puzzles` suite.
    static var puzzles: BenchmarkSuite {
        BenchmarkSuite(
            name: "puzzles", summary: "puzzle generation per size and difficulty; making and proving the daily"
        ) {
            runGenerationBenchmarks()
            runDailyBenchmarks()
        }
    }
}

/// Times generation for every size and difficulty.
private func runGenerationBenchmarks() {
    for size in Puzzle.sizeRange {
        for difficulty in Puzzle.difficulties(forSize: size) {
            var samples: [Duration] = []
            samples.reserveCapacity(generatedPerCase)
            var givens = 0
            for seed in 0..<generatedPerCase {
                let (puzzle, duration) = time {
                    try? Puzzle.generate(size: size, difficulty: difficulty, seed: UInt64(seed))
                }
                samples.append(duration)
                givens += puzzle?.givens.count ?? 0
            }
            let timings = Timings(samples)
            var line = ReportLine(benchmark: "puzzles.generate")
            line.add("size", size)
            line.add("difficulty", difficulty.name)
            line.add("puzzles", timings.count)
            line.add("meanGivens", Double(givens) / Double(generatedPerCase))
            line.add(timings)
            let bar: Duration = size <= 10 ? .milliseconds(50) : .seconds(1)
            line.add("p99BarMs", milliseconds: bar)
            line.add("withinBar", timings.p99 < bar)
            line.emit()
        }
    }
}

/// Times making every daily of 2027 and proving its uniqueness, per weekday.
private func runDailyBenchmarks() {
    var making: [Weekday: [Duration]] = [:]
    var proving: [Weekday: [Duration]] = [:]
    var dayNumber = DailyDate(year: 2027, month: 1, day: 1).map(\.dayNumber) ?? 0
    var date = DailyDate(dayNumber: dayNumber)
    while date.year == 2027 {
        let (daily, made) = time { Puzzle.daily(for: date) }
        let puzzle = daily.puzzle
        let (_, proved) = time { try? Puzzle(size: puzzle.size, givens: puzzle.givens) }
        making[date.weekday, default: []].append(made)
        proving[date.weekday, default: []].append(proved)
        dayNumber += 1
        date = DailyDate(dayNumber: dayNumber)
    }
    for weekday in Weekday.allCases {
        let plan = DailyPuzzle.plan(for: weekday)
        for (name, samples) in [
            ("puzzles.daily", making[weekday] ?? []), ("puzzles.dailyUniqueness", proving[weekday] ?? []),
        ] {
            let timings = Timings(samples)
            var line = ReportLine(benchmark: name)
            line.add("weekday", weekday.name)
            line.add("size", plan.size)
            line.add("difficulty", plan.difficulty.name)
            line.add("dates", timings.count)
            line.add(timings)
            line.emit()
        }
    }
}
