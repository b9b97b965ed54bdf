import NQueensEngine

// The `regions` suite: how long generating a regions puzzle takes, per size and difficulty, how long proving a
// map has exactly one solution takes, and how long the regions daily takes to make.
//
// Generation: for every size of `RegionsPuzzle.sizeRange` and every difficulty, `generatedPerCase` puzzles from
// the seeds 0, 1, 2, … (fixed, so every run times the same puzzles); each is timed on its own, from its seed to
// the graded, proven puzzle. The bar: p99 < 100 ms for N ≤ 9 and < 1 s for N = 12 (release build). Beside the
// wall-clock figures, `cpuMedianMs` and `cpuP99Ms` are the CPU time this process spent on each puzzle (it runs
// on one thread): on a shared machine the wall clock also counts the time others' work held the core.
//
// Uniqueness: the bitmask search capped at 2 (`RegionMap.solutionCount(limit: 2)`), the proof every generated
// puzzle passes, timed again on its own over each generated map (the generator also grades the map with the
// deduction rules and retries; that is in the generation figure).
//
// The daily: every date of 2027, `RegionsPuzzle.daily(for:)`, one line per weekday's size and difficulty.

/// How many puzzles are timed per size and difficulty.
private let generatedPerCase = 1_000

extension BenchmarkSuite {
    /// The `regions` suite.
    static var regions: BenchmarkSuite {
        BenchmarkSuite(
            name: "regions",
            summary: "regions puzzle generation per size and difficulty, the uniqueness proof, the regions daily"
        ) {
            runRegionsGenerationBenchmarks()
            runRegionsDailyBenchmarks()
        }
    }
}

/// Times generation, and the uniqueness proof of what it made, for every size and difficulty.
private func runRegionsGenerationBenchmarks() {
    for size in RegionsPuzzle.sizeRange {
        for difficulty in PuzzleDifficulty.allCases {
            var generation: [Duration] = []
            var generationCPU: [Duration] = []
            var uniqueness: [Duration] = []
            generation.reserveCapacity(generatedPerCase)
            uniqueness.reserveCapacity(generatedPerCase)
            var failures = 0
            var unique = 0
            for seed in 0..<generatedPerCase {
                let cpuStart = processCPUTime()
                let (puzzle, generated) = time {
                    try? RegionsPuzzle.generate(size: size, difficulty: difficulty, seed: UInt64(seed))
                }
                generationCPU.append(processCPUTime() - cpuStart)
                generation.append(generated)
                guard let puzzle else {
                    failures += 1
                    continue
                }
                let (count, proved) = time { puzzle.regions.solutionCount(limit: 2) }
                uniqueness.append(proved)
                if count == 1 { unique += 1 }
            }
            let bar: Duration = size <= 9 ? .milliseconds(100) : .seconds(1)
            let timings = Timings(generation)
            var line = ReportLine(benchmark: "regions.generate")
            line.add("size", size)
            line.add("difficulty", difficulty.name)
            line.add("puzzles", timings.count)
            line.add("failures", failures)
            line.add(timings)
            let cpu = Timings(generationCPU)
            line.add("cpuMedianMs", milliseconds: cpu.median)
            line.add("cpuP99Ms", milliseconds: cpu.p99)
            line.add("p99BarMs", milliseconds: bar)
            line.add("withinBar", timings.p99 < bar)
            line.emit()
            let proofs = Timings(uniqueness)
            var proof = ReportLine(benchmark: "regions.uniqueness")
            proof.add("size", size)
            proof.add("difficulty", difficulty.name)
            proof.add("maps", proofs.count)
            proof.add("unique", unique)
            proof.add(proofs)
            proof.emit()
        }
    }
}

/// Times making every regions daily of 2027, per weekday.
private func runRegionsDailyBenchmarks() {
    var making: [Weekday: [Duration]] = [:]
    var dayNumber = DailyDate(year: 2027, month: 1, day: 1).map(\.dayNumber) ?? 0
    var date = DailyDate(dayNumber: dayNumber)
    while date.year == 2027 {
        let (_, made) = time { RegionsPuzzle.daily(for: date) }
        making[date.weekday, default: []].append(made)
        dayNumber += 1
        date = DailyDate(dayNumber: dayNumber)
    }
    for weekday in Weekday.allCases {
        let plan = RegionsDailyPuzzle.plan(for: weekday)
        let timings = Timings(making[weekday] ?? [])
        var line = ReportLine(benchmark: "regions.daily")
        line.add("weekday", weekday.name)
        line.add("size", plan.size)
        line.add("difficulty", plan.difficulty.name)
        line.add("dates", timings.count)
        line.add(timings)
        line.emit()
    }
}
