import Foundation
import NQueensEngine
import NQueensServices

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Import suite

/// `nqueens history --import` of 100,000 games into an empty store: the time and the peak memory of the real
/// command (the `nqueens` built beside this benchmark), then the reading and the merge alone, in this process.
///
/// Issue 21 asks for the figures; the aim is under 30 s and under 200 MB.
extension BenchmarkSuite {
    /// The `import` suite.
    static var importing: BenchmarkSuite { ImportBenchmarks.suite }
}

enum ImportBenchmarks {
    fileprivate static var suite: BenchmarkSuite {
        BenchmarkSuite(
            name: "import", summary: "history --import of 100,000 games: time and peak memory",
            run: { run() })
    }

    private static let games = 100_000

    private static func run() {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("nqueens-bench-import-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("games.json")
            try writeHistory(to: file)
            let fileBytes = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            try measureCommand(file: file, fileBytes: fileBytes, data: directory.appendingPathComponent("command"))
            try measureInProcess(file: file, data: directory.appendingPathComponent("library"))
        } catch {
            FileHandle.standardError.write(Data("nqueens-bench: import: \(error)\n".utf8))
            exit(1)
        }
    }

    /// The history file: `games` games as `store` fills its history (sizes 4…16, full move logs, 90 a day), as
    /// `history --format json` writes it.
    ///
    /// Written a game at a time, so that this process stays small: a child process's peak memory counts the pages
    /// its parent had when it started it.
    private static func writeHistory(to file: URL) throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        let now = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: Date()) ?? Date()
        var generator = SplitMix64(seed: 21)
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        let empty = try HistoryExport.json([])
        let header = empty.replacingOccurrences(of: "\"count\": 0", with: "\"count\": \(games)")
            .replacingOccurrences(of: "[]\n}", with: "[\n    ")
        try handle.write(contentsOf: Data(header.utf8))
        for index in 0..<games {
            let finishedAt = now.addingTimeInterval(-Double(index / 90) * 86_400 - Double(index % 90) * 60)
            let game = StoreBenchmarks.makeGame(finishedAt: finishedAt, calendar: calendar, generator: &generator)
            // The document of one game holds it on its fifth line, indented by four spaces.
            let line = try HistoryExport.json([game]).split(separator: "\n")[4].dropFirst(4)
            try handle.write(contentsOf: Data(((index > 0 ? ",\n    " : "") + line).utf8))
        }
        try handle.write(contentsOf: Data("\n  ]\n}\n".utf8))
    }

    /// The real command in a child process: wall time, and the child's peak resident memory.
    private static func measureCommand(file: URL, fileBytes: Int, data: URL) throws {
        let nqueens = URL(fileURLWithPath: Bundle.main.executableURL?.path ?? CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("nqueens").path
        guard FileManager.default.isExecutableFile(atPath: nqueens) else {
            throw BenchmarkFailure("\(nqueens) is not built; run swift build -c release first")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: nqueens)
        process.arguments = ["history", "--import", file.path]
        process.environment = ["NQUEENS_DATA_DIR": data.path, "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        let run = try time {
            try process.run()
            process.waitUntilExit()
        }
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0, said.hasPrefix("Imported 100,000 games") else {
            throw BenchmarkFailure("nqueens history --import exited \(process.terminationStatus): \(said)")
        }
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
            let peakBytes = Int(usage.ru_maxrss) * 1_024  // kilobytes on Linux
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
            let peakBytes = Int(usage.ru_maxrss)  // bytes on macOS
        #endif
        var line = ReportLine(benchmark: "import.command")
        line.add("games", games)
        line.add("fileBytes", fileBytes)
        line.add("seconds", run.duration.seconds)
        line.add("peakRSSMegabytes", Double(peakBytes) / 1_048_576)
        line.add("budgetSeconds", 30.0)
        line.add("budgetMegabytes", 200.0)
        line.emit()
    }

    /// The reading and the merge apart, in this process (time only: this process's memory holds the file's games).
    private static func measureInProcess(file: URL, data: URL) throws {
        let read = try time { try HistoryImport.games(contentsOf: file) }
        let stores = try SQLiteStores.open(in: DataDirectory(url: data))
        let merged = try time { try stores.history.merge(read.result) }
        let again = try time { try stores.history.merge(read.result) }
        var line = ReportLine(benchmark: "import.parts")
        line.add("games", read.result.count)
        line.add("readSeconds", read.duration.seconds)
        line.add("mergeSeconds", merged.duration.seconds)
        line.add("imported", merged.result.imported)
        line.add("mergeAgainSeconds", again.duration.seconds)
        line.add("alreadyHere", again.result.alreadyHere)
        line.emit()
    }
}

/// A benchmark that cannot run, with the reason.
private struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
