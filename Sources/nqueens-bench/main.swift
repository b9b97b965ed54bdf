import Foundation

// nqueens-bench: measures what the issues promise and prints one JSON object per line.
// `swift run -c release nqueens-bench` runs every suite; `nqueens-bench SUITE...` only the named ones.

/// A named group of measurements.
struct BenchmarkSuite {
    let name: String
    let summary: String
    let run: () async -> Void
}

let suites: [BenchmarkSuite] = [
    // Each area registers its suite here (see the files beside this one).
    .counting, .reachable, .construction, .hint, .store, .importing, .render, .puzzles, .regions, .album,
]

let requested = Array(CommandLine.arguments.dropFirst())
// Counting once for callgrind must happen before anything asynchronous (see CountingProcesses.swift).
if (2...3).contains(requested.count), requested[0] == countOnceArgument {
    countOnce(requested[1], kernel: requested.count == 3 ? requested[2] : "preferred")
}
if requested.contains("--help") || requested.contains("-h") {
    print("usage: nqueens-bench [SUITE...]\n\nsuites:")
    for suite in suites { print("  \(suite.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(suite.summary)") }
    exit(0)
}
let unknown = requested.filter { name in !suites.contains { $0.name == name } }
if !unknown.isEmpty {
    let known = suites.map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(Data("nqueens-bench: unknown suite '\(unknown[0])'; suites are \(known)\n".utf8))
    exit(64)
}
#if DEBUG
    FileHandle.standardError.write(Data("nqueens-bench: debug build; use `swift run -c release nqueens-bench`\n".utf8))
#endif
for suite in suites where requested.isEmpty || requested.contains(suite.name) {
    await suite.run()
}
