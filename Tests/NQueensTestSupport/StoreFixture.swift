// Starting processes needs `posix_spawn`, which iOS does not have (the Apple scheme runs the package tests on
// the iOS simulator).
#if os(Linux) || os(macOS)
    import Foundation

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// A running `nqueens-store-fixture` process (built beside the test bundle) and its output, line by line.
    ///
    /// Started with `posix_spawn` and plain pipes rather than Foundation's `Process` and `Pipe`, which LeakSanitizer
    /// reports as leaked after every run.
    public final class StoreFixture {
        private let pid: pid_t
        private let output: Int32
        private var input: Int32
        private let errors: Int32
        private var buffer: [UInt8] = []
        private var status: Int32?

        /// Starts the fixture with `arguments` (after the data directory `directory`).
        public convenience init(directory: URL, _ arguments: String...) throws {
            try self.init(directory: directory, arguments: arguments)
        }

        /// Starts the fixture with `arguments` (after the data directory `directory`), as the user `user` when given
        /// (through `setpriv`; the tests must run as root), so that file permissions apply to it.
        public convenience init(directory: URL, arguments: [String], user: (uid: UInt32, gid: UInt32)? = nil) throws {
            let fixture = try BuiltProducts.executable(named: "nqueens-store-fixture")
            if let user {
                try self.init(
                    executable: "/usr/bin/setpriv",
                    arguments: [
                        "--reuid=\(user.uid)", "--regid=\(user.gid)", "--clear-groups", "--", fixture.path,
                        directory.path,
                    ] + arguments)
            } else {
                try self.init(executable: fixture.path, arguments: [directory.path] + arguments)
            }
        }

        /// Starts `executable` (another program, such as the built `nqueens`) with `arguments` and `environment`
        /// (the test's own when `nil`), with the same pipes, reading and killing.
        public init(executable: String, arguments programArguments: [String], environment: [String: String]? = nil)
            throws
        {
            // Each pipe: [read end, write end]. The child gets the input's read end and the others' write ends.
            var inputPipe: [Int32] = [-1, -1]
            var outputPipe: [Int32] = [-1, -1]
            var errorPipe: [Int32] = [-1, -1]
            guard pipe(&inputPipe) == 0, pipe(&outputPipe) == 0, pipe(&errorPipe) == 0 else {
                throw ChildProcess.Failure(executable: executable, code: errno)
            }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
            posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
            posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
            for descriptor in inputPipe + outputPipe + errorPipe {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
            // The parent's ends must not leak into other children started meanwhile.
            for descriptor in [inputPipe[1], outputPipe[0], errorPipe[0]] {
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            }
            defer { for descriptor in [inputPipe[0], outputPipe[1], errorPipe[1]] { close(descriptor) } }
            do {
                pid = try ChildProcess.spawn(
                    executable, arguments: programArguments,
                    environment: environment ?? ProcessInfo.processInfo.environment, actions: &actions)
            } catch {
                for descriptor in [inputPipe[1], outputPipe[0], errorPipe[0]] { close(descriptor) }
                throw error
            }
            input = inputPipe[1]
            output = outputPipe[0]
            errors = errorPipe[0]
        }

        deinit {
            if status == nil {
                killImmediately(pid)
                reap()
            }
            if input >= 0 { close(input) }
            close(output)
            close(errors)
        }

        /// The next line of output, or `nil` at the end of the output.
        public func nextLine() -> String? {
            var chunk = [UInt8](repeating: 0, count: 4_096)
            while true {
                if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: buffer[..<newline], as: UTF8.self)
                    buffer.removeSubrange(...newline)
                    return line
                }
                let count = read(output, &chunk, chunk.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return nil }
                buffer += chunk[0..<count]
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
            guard input >= 0 else { return }
            let bytes = Array((line + "\n").utf8)
            var offset = 0
            while offset < bytes.count {
                let count = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return }
                offset += count
            }
        }

        /// Kills the process with SIGKILL (no chance to clean up) and waits for it to end.
        public func kill() {
            if status == nil { killImmediately(pid) }
            reap()
        }

        /// Waits for the process to end by itself: its exit status.
        public func wait() -> Int32 {
            reap()
            let status = status ?? 0
            return status & 0x7F == 0 ? (status >> 8) & 0xFF : status & 0x7F
        }

        /// Everything the process wrote to standard error (read once it has ended).
        public func errorOutput() -> String {
            String(decoding: ChildProcess.readToEnd(errors), as: UTF8.self)
        }

        /// Closes the fixture's standard input (a `--step` run then ends).
        public func closeInput() {
            guard input >= 0 else { return }
            close(input)
            input = -1
        }

        /// Whether the process ended from a signal (killed) rather than by exiting.
        public var wasKilled: Bool {
            reap()
            return (status ?? 0) & 0x7F != 0
        }

        /// Sends SIGKILL to `pid`.
        private func killImmediately(_ pid: pid_t) {
            #if canImport(Glibc)
                _ = Glibc.kill(pid, SIGKILL)
            #else
                _ = Darwin.kill(pid, SIGKILL)
            #endif
        }

        /// Waits for the process to end, once, and keeps its status.
        private func reap() {
            guard status == nil else { return }
            var result: Int32 = 0
            while waitpid(pid, &result, 0) < 0 && errno == EINTR {}
            status = result
        }
    }
#endif
