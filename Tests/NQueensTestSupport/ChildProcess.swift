// Starting processes is for Linux and macOS: iOS (where the Apple scheme runs the package tests) has no posix_spawn.
#if os(Linux) || os(macOS)
    import Foundation

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Runs a program to its end with `posix_spawn`, its standard streams connected to files, and reports how it
    /// ended.
    ///
    /// The test-support runners used Foundation's `Process`, `Pipe` and `FileHandle`, which LeakSanitizer reported
    /// as leaked after every run (corelibs-foundation keeps a process's bookkeeping alive past its end). This uses
    /// only descriptors that it closes and memory that it frees, so a test that starts hundreds of processes leaves
    /// nothing behind. The child starts with every signal unblocked and at its default action: a test runner's
    /// threads block signals, and a program started from them would otherwise never see SIGTERM or SIGWINCH.
    public enum ChildProcess {
        /// How the program ended.
        public struct Ending: Equatable, Sendable {
            /// The exit status, or the signal's number when ``isSignal``.
            public let code: Int32
            /// Whether a signal ended it.
            public let isSignal: Bool
            /// Whether it ran past its time and was killed.
            public let timedOut: Bool
        }

        /// Why it could not start.
        public struct Failure: Error, CustomStringConvertible {
            /// The program.
            public let executable: String
            /// The error number `posix_spawn` returned.
            public let code: Int32

            /// The program and the system's reason.
            public var description: String {
                "cannot start \(executable): \(String(cString: strerror(code)))"
            }
        }

        /// Runs `executable` with `arguments` (not including its name) and `environment`, reading standard input
        /// from `input`, writing standard output and error to the files at `output` and `error` (created or
        /// truncated); kills it after `timeout` seconds.
        ///
        /// - Throws: ``Failure`` when it cannot be started.
        public static func run(
            _ executable: String, arguments: [String], environment: [String: String], input: String = "/dev/null",
            output: String, error: String, timeout: TimeInterval
        ) throws -> Ending {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            let pid = try spawn(executable, arguments: arguments, environment: environment, actions: &actions)
            return wait(for: pid, timeout: timeout)
        }

        /// Runs `executable` to its end with standard input from `/dev/null`, collecting what it writes to its
        /// standard output and error (through files in a temporary directory, removed afterwards).
        ///
        /// - Throws: ``Failure`` when it cannot be started, or when the temporary directory cannot be made.
        public static func collect(
            _ executable: String, arguments: [String],
            environment: [String: String] = ProcessInfo.processInfo.environment, timeout: TimeInterval = 300
        ) throws -> (ending: Ending, output: [UInt8], error: [UInt8]) {
            let directory = try TemporaryDirectory(prefix: "nqueens-child")
            let output = directory.url.appendingPathComponent("stdout").path
            let error = directory.url.appendingPathComponent("stderr").path
            let ending = try run(
                executable, arguments: arguments, environment: environment, output: output, error: error,
                timeout: timeout)
            return (ending, contents(of: output), contents(of: error))
        }

        /// Starts `executable` with its standard streams set up by `actions`, every signal unblocked and at its
        /// default action: its process ID.
        ///
        /// - Throws: ``Failure`` when it cannot be started.
        static func spawn(
            _ executable: String, arguments: [String], environment: [String: String],
            actions: inout posix_spawn_file_actions_t
        ) throws -> pid_t {
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            posix_spawnattr_setsigmask(&attributes, &unblocked)
            var everySignal = sigset_t()
            sigfillset(&everySignal)
            posix_spawnattr_setsigdefault(&attributes, &everySignal)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

            let argv = CStringArray([executable] + arguments)
            let envp = CStringArray(environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
            var pid = pid_t()
            let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv.pointers, envp.pointers)
            guard spawned == 0 else { throw Failure(executable: executable, code: spawned) }
            return pid
        }

        /// Waits for `pid` to end, killing it (SIGKILL) once `timeout` seconds have passed.
        private static func wait(for pid: pid_t, timeout: TimeInterval) -> Ending {
            let deadline = ContinuousClock.now + .milliseconds(Int64(timeout * 1_000))
            var status: Int32 = 0
            var timedOut = false
            var pause: UInt32 = 200
            while true {
                let waited = waitpid(pid, &status, timedOut ? 0 : WNOHANG)
                if waited == pid { break }
                if waited < 0 && errno != EINTR { return Ending(code: -1, isSignal: false, timedOut: timedOut) }
                if !timedOut && ContinuousClock.now >= deadline {
                    kill(pid, SIGKILL)
                    timedOut = true
                    continue
                }
                // Most runs end within milliseconds: poll quickly at first, then every 20 ms.
                usleep(pause)
                pause = min(pause * 2, 20_000)
            }
            let signal = status & 0x7F
            return signal != 0
                ? Ending(code: signal, isSignal: true, timedOut: timedOut)
                : Ending(code: (status >> 8) & 0xFF, isSignal: false, timedOut: timedOut)
        }

        /// Reads the whole file at `path` (empty when it cannot be read).
        public static func contents(of path: String) -> [UInt8] {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { return [] }
            defer { close(descriptor) }
            return readToEnd(descriptor)
        }

        /// Reads `descriptor` until its end.
        static func readToEnd(_ descriptor: Int32) -> [UInt8] {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                bytes += buffer[0..<count]
            }
            return bytes
        }

        /// Writes `bytes` to a new file at `path`.
        static func store(_ bytes: [UInt8], at path: String) throws {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            guard descriptor >= 0 else { throw Failure(executable: path, code: errno) }
            defer { close(descriptor) }
            var offset = 0
            while offset < bytes.count {
                let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { throw Failure(executable: path, code: errno) }
                offset += count
            }
        }
    }

    /// NUL-terminated copies of strings in a NULL-terminated array, as `posix_spawn` takes them; freed on release.
    final class CStringArray {
        let pointers: [UnsafeMutablePointer<CChar>?]

        init(_ strings: [String]) {
            pointers = strings.map { strdup($0) } + [nil]
        }

        deinit {
            for pointer in pointers { free(pointer) }
        }
    }
#endif
