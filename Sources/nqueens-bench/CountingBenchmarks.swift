import Foundation
import NQueensEngine

// The `count` suite: exact counts for N = 12…16 on one thread and on all cores, and, when
// NQUEENS_REFERENCE_COUNT names the compiled C reference counter, the reference's time in the same run.

extension BenchmarkSuite {
    /// Exact counting on one thread and on all cores, side by side with the C reference.
    static var counting: BenchmarkSuite {
        BenchmarkSuite(
            name: "count",
            summary: "count N = 12…16 on one thread and all cores (C reference via NQUEENS_REFERENCE_COUNT)",
            run: runCountingBenchmarks)
    }
}

/// OEIS A000170: the number of solutions, to check every measured count.
private let knownTotals: [Int: UInt64] = [12: 14_200, 13: 73_712, 14: 365_596, 15: 2_279_184, 16: 14_772_512]

/// OEIS A002562: the number of solutions distinct under rotations and reflections.
private let knownFundamentals: [Int: UInt64] = [12: 1_787, 13: 9_233, 14: 45_752, 15: 285_053, 16: 1_846_955]

/// Fewer runs where one count takes seconds.
private func runs(for size: Int) -> Int {
    switch size {
    case ...13: 9
    case 14: 5
    default: 3
    }
}

private func runCountingBenchmarks() async {
    let threads = ProcessInfo.processInfo.activeProcessorCount
    let reference = ProcessInfo.processInfo.environment["NQUEENS_REFERENCE_COUNT"].flatMap { $0.isEmpty ? nil : $0 }
    for size in 12...16 {
        guard let counter = try? SolutionCounter(size: size), let expected = knownTotals[size] else { continue }
        var oneThread: [Duration] = []
        var allCores: [Duration] = []
        var referenceTimes: [Duration] = []
        var counts: Set<UInt64> = []
        var referenceCounts: Set<UInt64> = []
        // Interleave the three so that load from other processes falls on all of them alike.
        for _ in 0..<runs(for: size) {
            let single = time { counter.countAll() }
            oneThread.append(single.duration)
            counts.insert(single.result)
            do {
                let parallel = try await timeAsync { try await counter.countAll(threads: threads) }
                allCores.append(parallel.duration)
                counts.insert(parallel.result)
            } catch {
                fail("counting N = \(size) on \(threads) threads failed: \(error)")
            }
            if let reference {
                let run = runReference(reference, size: size)
                referenceTimes.append(run.duration)
                referenceCounts.insert(run.result)
            }
        }
        let correct = counts == [expected]
        if !correct { fail("N = \(size): counted \(counts.sorted()), expected \(expected)") }
        let single = Timings(oneThread)
        let parallel = Timings(allCores)
        report(size: size, figure: "one-thread", threads: 1, single, solutions: expected, correct: correct)
        report(size: size, figure: "all-cores", threads: threads, parallel, solutions: expected, correct: correct)
        var speedUp = ReportLine(benchmark: "count")
        speedUp.add("n", size)
        speedUp.add("figure", "speed-up")
        speedUp.add("threads", threads)
        speedUp.add("ratio", single.median.seconds / parallel.median.seconds)
        speedUp.emit()
        await measureFundamental(counter, threads: threads)
        guard !referenceTimes.isEmpty else { continue }
        let referenceTimings = Timings(referenceTimes)
        let matches = referenceCounts == [expected]
        if !matches { fail("N = \(size): the reference printed \(referenceCounts.sorted()), expected \(expected)") }
        report(size: size, figure: "reference", threads: 1, referenceTimings, solutions: expected, correct: matches)
        var ratio = ReportLine(benchmark: "count")
        ratio.add("n", size)
        ratio.add("figure", "ours/reference")
        ratio.add("threads", 1)
        ratio.add("ratio", single.median.seconds / referenceTimings.median.seconds)
        ratio.emit()
    }
}

/// Times one count of the fundamental solutions on all cores and checks it.
private func measureFundamental(_ counter: SolutionCounter, threads: Int) async {
    let size = counter.size
    do {
        let run = try await timeAsync { try await counter.countFundamental(threads: threads) }
        let correct = run.result == knownFundamentals[size]
        if !correct {
            fail("N = \(size): counted \(run.result) fundamental solutions, expected \(knownFundamentals[size] ?? 0)")
        }
        report(
            size: size, figure: "fundamental", threads: threads, Timings([run.duration]), solutions: run.result,
            correct: correct)
    } catch {
        fail("counting the fundamental solutions of N = \(size) failed: \(error)")
    }
}

/// Emits the timings of one way of counting.
private func report(size: Int, figure: String, threads: Int, _ timings: Timings, solutions: UInt64, correct: Bool) {
    var line = ReportLine(benchmark: "count")
    line.add("n", size)
    line.add("figure", figure)
    line.add("threads", threads)
    line.add("runs", timings.count)
    line.add("median_ms", milliseconds: timings.median)
    line.add("p99_ms", milliseconds: timings.p99)
    line.add("solutions", solutions)
    line.add("correct", correct)
    line.emit()
}

/// Runs the C reference counter for `size` and times it from launch to exit; the process start-up (about a
/// millisecond) is part of its time.
private func runReference(_ path: String, size: Int) -> (result: UInt64, duration: Duration) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [String(size)]
    let output = Pipe()
    process.standardOutput = output
    do {
        let run = try time {
            try process.run()
            process.waitUntilExit()
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0, let count = UInt64(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            fail("the reference \(path) \(size) exited with \(process.terminationStatus) and printed '\(text)'")
        }
        return (count, run.duration)
    } catch {
        fail("cannot run the reference counter \(path): \(error)")
    }
}

/// Reports a failed check on standard error and stops with a non-zero status.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("nqueens-bench: \(message)\n".utf8))
    exit(1)
}
