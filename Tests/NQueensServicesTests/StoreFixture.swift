// Starting processes needs Foundation's `Process`, which iOS does not have (the Apple scheme runs the package tests on
// the iOS simulator).
#if os(Linux) || os(macOS)
    import Foundation
    import NQueensTestSupport

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// A running `nqueens-store-fixture` process (built beside the test bundle) and its output, line by line.
    final class StoreFixture {
        private let process = Process()
        private let output = Pipe()
        private let input = Pipe()
        private var buffer = Data()

        /// Starts the fixture with `arguments` (after the data directory `directory`).
        init(directory: URL, _ arguments: String...) throws {
            process.executableURL = try BuiltProducts.executable(named: "nqueens-store-fixture")
            process.arguments = [directory.path] + arguments
            process.standardOutput = output
            process.standardInput = input
            try process.run()
        }

        /// The next line of output, or `nil` at the end of the output.
        func nextLine() -> String? {
            while true {
                if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer = Data(buffer[buffer.index(after: newline)...])
                    return line
                }
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { return nil }
                buffer.append(chunk)
            }
        }

        /// Every remaining line of output, up to the end (after the process ends or is killed).
        func remainingLines() -> [String] {
            var lines: [String] = []
            while let line = nextLine() { lines.append(line) }
            return lines
        }

        /// Sends a line to the fixture's standard input (lets a `--step` run make its next move).
        func send(_ line: String) {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
        }

        /// Kills the process with SIGKILL (no chance to clean up) and waits for it to end.
        func kill() {
            #if canImport(Glibc)
                _ = Glibc.kill(process.processIdentifier, SIGKILL)
            #else
                _ = Darwin.kill(process.processIdentifier, SIGKILL)
            #endif
            process.waitUntilExit()
        }

        /// Waits for the process to end by itself: its exit status.
        func wait() -> Int32 {
            process.waitUntilExit()
            return process.terminationStatus
        }

        /// Whether the process ended from a signal (killed) rather than by exiting.
        var wasKilled: Bool {
            process.terminationReason == .uncaughtSignal
        }
    }
#endif
