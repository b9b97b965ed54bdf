// Starting processes needs Foundation's `Process`, which iOS does not have (the Apple scheme runs the package tests on
// the iOS simulator).
#if os(Linux) || os(macOS)
    import Foundation

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// A running `nqueens-store-fixture` process (built beside the test bundle) and its output, line by line.
    public final class StoreFixture {
        private let process = Process()
        private let output = Pipe()
        private let input = Pipe()
        private let errors = Pipe()
        private var buffer = Data()

        /// Starts the fixture with `arguments` (after the data directory `directory`).
        public convenience init(directory: URL, _ arguments: String...) throws {
            try self.init(directory: directory, arguments: arguments)
        }

        /// Starts the fixture with `arguments` (after the data directory `directory`), as the user `user` when given
        /// (through `setpriv`; the tests must run as root), so that file permissions apply to it.
        public init(directory: URL, arguments: [String], user: (uid: UInt32, gid: UInt32)? = nil) throws {
            let fixture = try BuiltProducts.executable(named: "nqueens-store-fixture")
            if let user {
                process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
                process.arguments =
                    [
                        "--reuid=\(user.uid)", "--regid=\(user.gid)", "--clear-groups", "--", fixture.path,
                        directory.path,
                    ]
                    + arguments
            } else {
                process.executableURL = fixture
                process.arguments = [directory.path] + arguments
            }
            process.standardError = errors
            process.standardOutput = output
            process.standardInput = input
            try process.run()
        }

        /// The next line of output, or `nil` at the end of the output.
        public func nextLine() -> String? {
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
        public func remainingLines() -> [String] {
            var lines: [String] = []
            while let line = nextLine() { lines.append(line) }
            return lines
        }

        /// Sends a line to the fixture's standard input (lets a `--step` run make its next move).
        public func send(_ line: String) {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
        }

        /// Kills the process with SIGKILL (no chance to clean up) and waits for it to end.
        public func kill() {
            #if canImport(Glibc)
                _ = Glibc.kill(process.processIdentifier, SIGKILL)
            #else
                _ = Darwin.kill(process.processIdentifier, SIGKILL)
            #endif
            process.waitUntilExit()
        }

        /// Waits for the process to end by itself: its exit status.
        public func wait() -> Int32 {
            process.waitUntilExit()
            return process.terminationStatus
        }

        /// Everything the process wrote to standard error (read once it has ended).
        public func errorOutput() -> String {
            String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }

        /// Closes the fixture's standard input (a `--step` run then ends).
        public func closeInput() {
            try? input.fileHandleForWriting.close()
        }

        /// Whether the process ended from a signal (killed) rather than by exiting.
        public var wasKilled: Bool {
            process.terminationReason == .uncaughtSignal
        }
    }
#endif
