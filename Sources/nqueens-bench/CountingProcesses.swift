import Foundation
import NQueensEngine

// The other counters the `count` suite runs as processes: the C reference, NQueensFAF and, under callgrind,
// this benchmark itself (`nqueens-bench --count-once N` counts on one thread and prints the total; it runs before
// anything asynchronous, so the process never parks its main thread, which valgrind 3.19 cannot follow).

/// The argument that makes `nqueens-bench` count N once on the calling thread and print the total.
let countOnceArgument = "--count-once"

/// Counts N = `size` once on this thread with `kernel` ("preferred", "search" or "tables:K") and prints the total
/// and the process's peak resident memory in kilobytes (for callgrind and the memory figures).
func countOnce(_ size: String, kernel: String = "preferred") -> Never {
    let chosen: SolutionCounter.Kernel?
    switch kernel {
    case "preferred": chosen = nil
    case "search": chosen = .search
    default:
        guard kernel.hasPrefix("tables:"), let rows = Int(kernel.dropFirst(7)),
            SolutionCounter.Kernel.tableRowRange.contains(rows)
        else { fail("\(countOnceArgument) N takes a kernel: preferred, search or tables:K") }
        chosen = .bottomTables(rows: rows)
    }
    guard let size = Int(size), let counter = try? SolutionCounter(size: size, kernel: chosen) else {
        fail("\(countOnceArgument) takes a board size from \(SolutionCounter.sizeRange)")
    }
    let total = counter.countAll()
    print("\(total) \(peakResidentKilobytes())")
    exit(0)
}

/// This process's peak resident memory in kilobytes.
///
/// On Linux from `VmHWM` in `/proc/self/status`: `getrusage`'s `ru_maxrss` carries over the peak of the process
/// that started this one (Foundation's `Process` spawns with the parent's memory until `exec`), so every child of a
/// large benchmark process would report the benchmark's own peak.
private func peakResidentKilobytes() -> Int {
    #if os(Linux)
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        {
            return kilobytes
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage.ru_maxrss
}

/// Reports the peak resident memory of counting N = 12, 16 and 17 on one thread, with the preferred kernel, the
/// search and the tables, each in a process of its own.
func measureMemory() {
    let ours = Bundle.main.executableURL?.path ?? CommandLine.arguments[0]
    for size in [12, 16, 17] {
        for kernel in ["preferred", "search", "tables:\(tableRows(for: size))"] {
            let (output, _) = runProcess(ours, [countOnceArgument, "\(size)", kernel])
            let words = output.split(separator: " ")
            guard words.count == 2, let kilobytes = Int(words[1]) else { fail("\(ours) printed '\(output)'") }
            var line = ReportLine(benchmark: "count.memory")
            line.add("n", size)
            line.add("kernel", kernel)
            line.add("peak_rss_kib", kilobytes)
            line.emit()
        }
    }
}

// MARK: - Timed processes

/// Runs `path` with `arguments`, times it from launch to exit (the start-up, about a millisecond, is part of the
/// time) and by the CPU time it used, and checks that it printed `expected` as the first word.
func runCounter(
    _ path: String, _ arguments: [String], expecting expected: UInt64, name: String
) -> (duration: Duration, cpu: Duration) {
    let cpuBefore = childrenCPUTime()
    let (output, duration) = runProcess(path, arguments)
    let cpu = childrenCPUTime() - cpuBefore
    guard let first = output.split(whereSeparator: \.isWhitespace).first, UInt64(first) == expected else {
        fail("\(name) (\(path) \(arguments.joined(separator: " "))) printed '\(output)', expected \(expected)")
    }
    return (duration, cpu)
}

/// The CPU time (user and system) this process has used so far.
func processCPUTime() -> Duration {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
}

/// The CPU time (user and system) of the child processes that have ended so far.
private func childrenCPUTime() -> Duration {
    var usage = rusage()
    #if os(Linux)
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    #else
        getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    let user = Duration.seconds(usage.ru_utime.tv_sec) + .microseconds(usage.ru_utime.tv_usec)
    return user + .seconds(usage.ru_stime.tv_sec) + .microseconds(usage.ru_stime.tv_usec)
}

/// Runs NQueensFAF through `command` (a shell command that takes N and the thread count as its last two arguments
/// and prints the count and its solving time in milliseconds), checks the count and returns FAF's own time, which
/// leaves out the Java virtual machine's start-up.
func runFAF(_ command: String, size: Int, threads: Int, expecting expected: UInt64) -> Duration {
    let (output, _) = runProcess("/bin/sh", ["-c", "\(command) \(size) \(threads)"])
    let words = output.split(whereSeparator: \.isWhitespace)
    guard words.count >= 2, UInt64(words[0]) == expected, let milliseconds = Int(words[1]) else {
        fail("NQueensFAF (\(command) \(size) \(threads)) printed '\(output)', expected \(expected) and milliseconds")
    }
    return .milliseconds(milliseconds)
}

/// Runs `path` with `arguments` to its end and returns what it printed and how long it ran.
func runProcess(_ path: String, _ arguments: [String]) -> (output: String, duration: Duration) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    do {
        let run = try time {
            try process.run()
            process.waitUntilExit()
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            fail("\(path) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus): '\(text)'")
        }
        return (text.trimmingCharacters(in: .whitespacesAndNewlines), run.duration)
    } catch {
        fail("cannot run \(path): \(error)")
    }
}

// MARK: - Instructions

/// Counts the instructions of N = 13 and 14 under callgrind, ours (the preferred kernel, the search and the
/// tables) and the reference's, when valgrind is installed.
///
/// Each is measured beside a process that counts N = 1 (one that starts, loads its libraries and
/// stops): the difference is the count's own instructions. Callgrind counts instructions, not time, so the ratios
/// are the same on a loaded machine.
func measureInstructions(reference: String?) {
    guard let valgrind = executable(named: "valgrind") else {
        emitInstructionsSkipped("valgrind is not installed (apt install valgrind)")
        return
    }
    guard let reference else {
        emitInstructionsSkipped("NQUEENS_REFERENCE_COUNT is not set")
        return
    }
    let ours = Bundle.main.executableURL?.path ?? CommandLine.arguments[0]
    let oursStartUp = instructions(valgrind, ours, [countOnceArgument, "1"])
    let referenceStartUp = instructions(valgrind, reference, ["1"])
    for size in [13, 14] {
        let referenceWhole = instructions(valgrind, reference, ["\(size)"])
        let referenceCount = referenceWhole - referenceStartUp
        for kernel in ["preferred", "search", "tables:\(tableRows(for: size))"] {
            let oursWhole = instructions(valgrind, ours, [countOnceArgument, "\(size)", kernel])
            var line = ReportLine(benchmark: "count.instructions")
            line.add("n", size)
            line.add("kernel", kernel)
            line.add("tool", "callgrind")
            line.add("ours", oursWhole)
            line.add("reference", referenceWhole)
            line.add("ratio", Double(oursWhole) / Double(referenceWhole))
            line.add("ours_count_only", oursWhole - oursStartUp)
            line.add("reference_count_only", referenceCount)
            line.add("count_only_ratio", Double(oursWhole - oursStartUp) / Double(referenceCount))
            line.emit()
        }
    }
}

/// Notes why the instruction counts were not measured.
private func emitInstructionsSkipped(_ reason: String) {
    var line = ReportLine(benchmark: "count.instructions")
    line.add("skipped", reason)
    line.emit()
}

/// The instructions that `path arguments` executes, as callgrind counts them.
private func instructions(_ valgrind: String, _ path: String, _ arguments: [String]) -> UInt64 {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nqueens-bench-\(UUID())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments =
        ["--tool=callgrind", "--callgrind-out-file=\(directory.appendingPathComponent("out").path)", path] + arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
        try process.run()
    } catch {
        fail("cannot run \(valgrind): \(error)")
    }
    let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // callgrind ends with "==PID== Collected : 65589335".
    guard process.terminationStatus == 0,
        let collected = log.split(separator: "\n").last(where: { $0.contains("Collected :") }),
        let count = collected.split(separator: ":").last.flatMap({ UInt64($0.trimmingCharacters(in: .whitespaces)) })
    else {
        fail("callgrind could not count \(path) \(arguments.joined(separator: " ")): \(log.suffix(400))")
    }
    return count
}

/// The full path of the executable `name` on the PATH, if any.
private func executable(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
