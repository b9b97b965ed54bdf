import NQueensEngine

// The `construct` suite: one solution of a huge board by the explicit construction, and its linear check.

extension BenchmarkSuite {
    /// The explicit construction and the linear validity check for N = 1,000,000 and 10,000,000.
    static var construction: BenchmarkSuite {
        BenchmarkSuite(
            name: "construct",
            summary: "construct and validate one solution for N = 1,000,000 and 10,000,000",
            run: runConstructionBenchmarks)
    }
}

private func runConstructionBenchmarks() async {
    for (size, runs) in [(1_000_000, 7), (10_000_000, 3)] {
        var constructing: [Duration] = []
        var validating: [Duration] = []
        var valid = true
        for _ in 0..<runs {
            let built = time { try? Solution.constructed(size: size) }
            constructing.append(built.duration)
            guard let solution = built.result else { fail("no solution constructed for N = \(size)") }
            let checked = time { Solution.isValid(solution.columns) }
            validating.append(checked.duration)
            valid = valid && checked.result
        }
        if !valid { fail("the constructed solution for N = \(size) is not valid") }
        let construct = Timings(constructing)
        let validate = Timings(validating)
        var line = ReportLine(benchmark: "construct")
        line.add("n", size)
        line.add("runs", runs)
        line.add("construct_median_ms", milliseconds: construct.median)
        line.add("construct_p99_ms", milliseconds: construct.p99)
        line.add("validate_median_ms", milliseconds: validate.median)
        line.add("validate_p99_ms", milliseconds: validate.p99)
        line.add("valid", valid)
        line.emit()
    }
}
