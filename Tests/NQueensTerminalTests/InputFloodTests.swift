#if os(Linux)
    import Foundation
    import Glibc
    import NQueensEngine
    import NQueensServices
    import NQueensTestSupport
    import Testing

    /// The real `nqueens` on a pseudo-terminal, flooded with what no player types.
    ///
    /// Random bytes, then a 1 MB bracketed paste. It must not crash, must keep the games already finished, and must give the terminal back as
    /// it found it when it quits.
    ///
    /// Every random key is a real key to the game (a move, a hint, a screen change, each handled and saved, with one
    /// frame drawn per batch of keys): the cost grows linearly with the bytes, about 0.1 ms of CPU per byte in the
    /// debug build. `swift test` floods 256 KB; the full drill is 10 MB, which CI runs on the release build:
    /// `NQUEENS_FLOOD_MEGABYTES=10 NQUEENS_FLOOD_EXECUTABLE=.build/release/nqueens swift test --filter
    /// InputFloodTests` (`NQUEENS_FLOOD_EXECUTABLE` names the `nqueens` to flood, by default the one beside the tests).
    @Suite("Fault drills: a flooded terminal")
    struct InputFloodTests {
        /// Everything the game writes to the terminal, drained on a thread of its own so that it never blocks.
        final class Output: @unchecked Sendable {
            private let lock = NSLock()
            private var tail: [UInt8] = []
            private var total = 0

            /// Reads `descriptor` until it closes.
            func drain(_ descriptor: Int32) {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while true {
                    let count = read(descriptor, &buffer, buffer.count)
                    if count <= 0 { return }
                    lock.lock()
                    tail += buffer[0..<count]
                    if tail.count > 1 << 20 { tail.removeFirst(tail.count - (1 << 19)) }
                    total += count
                    lock.unlock()
                }
            }

            /// The last half megabyte or more written, as text.
            var recent: String {
                lock.lock()
                defer { lock.unlock() }
                return String(decoding: tail, as: UTF8.self)
            }
        }

        /// The bytes a player's own quit, delete and signal keys are, left out so that the flood runs to its end.
        private static let playerKeys: Set<UInt8> = [
            UInt8(ascii: "q"), UInt8(ascii: "Q"), UInt8(ascii: "d"), UInt8(ascii: "D"), 0x03, 0x1A, 0x1C,
        ]

        /// Writes all of `bytes` to `descriptor` (the terminal's input), in chunks as a terminal would.
        private func type(_ bytes: [UInt8], into descriptor: Int32) {
            var offset = 0
            while offset < bytes.count {
                let count = bytes[offset...].prefix(4_096).withUnsafeBytes {
                    write(descriptor, $0.baseAddress, $0.count)
                }
                if count > 0 { offset += count } else if errno != EINTR && errno != EAGAIN { return }
            }
        }

        /// Waits up to `seconds` for `process` to end: its wait status, or `nil` if it is still running.
        private func waitForExit(_ process: pid_t, seconds: Double) -> Int32? {
            let deadline = ContinuousClock.now + .milliseconds(Int64(seconds * 1_000))
            var status: Int32 = 0
            while ContinuousClock.now < deadline {
                if waitpid(process, &status, WNOHANG) == process { return status }
                usleep(20_000)
            }
            return nil
        }

        /// The `nqueens` to flood: `NQUEENS_FLOOD_EXECUTABLE` (such as a release build), else the one beside the tests.
        private static func executable() throws -> String {
            guard let path = ProcessInfo.processInfo.environment["NQUEENS_FLOOD_EXECUTABLE"], !path.isEmpty else {
                return try BuiltProducts.executable(named: "nqueens").path
            }
            let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            try #require(
                FileManager.default.isExecutableFile(atPath: absolute),
                "NQUEENS_FLOOD_EXECUTABLE=\(path) is not an executable file; build it first (swift build -c release)")
            return absolute
        }

        /// How many random bytes to send: `NQUEENS_FLOOD_MEGABYTES` megabytes, else 256 KB.
        private static var floodBytes: Int {
            ProcessInfo.processInfo.environment["NQUEENS_FLOOD_MEGABYTES"].flatMap { Int($0) }.map { max(1, $0) << 20 }
                ?? 256 << 10
        }

        @Test("random bytes and a 1 MB paste: no crash, no game lost, the terminal restored")
        func randomBytesAndAHugePaste() throws {
            let directory = try TemporaryDirectory(prefix: "nqueens-flood")
            let stores = try SQLiteStores.open(in: DataDirectory(url: directory.url))
            for day in 1...2 {
                try stores.history.record(SampleGames.solved(size: 8, finishedAt: SampleGames.date(2026, 11, day, 9)))
            }
            let terminal = try PseudoTerminal()
            terminal.resize(width: 100, height: 30)
            let original = terminal.attributes
            let output = Output()
            Thread.detachNewThread { [controller = terminal.controller] in output.drain(controller) }

            let executable = try Self.executable()
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            // A session of its own with the pseudo-terminal as its controlling terminal, as in a terminal emulator.
            var number: UInt32 = 0
            let tiocgptn: UInt = 0x8004_5430
            try #require(ioctl(terminal.controller, tiocgptn, &number) == 0)
            let path = "/dev/pts/\(number)"
            posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR, 0)
            for target in Int32(1)...2 { posix_spawn_file_actions_adddup2(&actions, 0, target) }
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            let setSessionID: Int16 = 0x80  // POSIX_SPAWN_SETSID, which glibc's headers hide from Swift
            posix_spawnattr_setflags(&attributes, setSessionID)
            let arguments = [executable, "play", "--size", "8"]
            let environment = [
                "NQUEENS_DATA_DIR=\(directory.url.path)", "TERM=xterm-256color", "LANG=C.UTF-8",
                "PATH=/usr/bin:/bin",
            ]
            var process: pid_t = 0
            let spawned = withCStrings(arguments) { argv in
                withCStrings(environment) { envp in posix_spawn(&process, executable, &actions, &attributes, argv, envp)
                }
            }
            try #require(spawned == 0)
            defer { if waitForExit(process, seconds: 0) == nil { kill(process, SIGKILL) } }

            let deadline = ContinuousClock.now + .seconds(20)
            while !output.recent.contains("0/8"), ContinuousClock.now < deadline { usleep(20_000) }
            try #require(output.recent.contains("0/8"), "the game did not start")

            var generator = SplitMix64(seed: 0x10_F100D)
            var flood = [UInt8]()
            // Read once: the environment is copied into a new dictionary on every read, which made the 10 MB flood
            // take minutes just to make.
            let floodBytes = Self.floodBytes
            flood.reserveCapacity(floodBytes)
            while flood.count < floodBytes {
                let byte = UInt8(truncatingIfNeeded: generator.next())
                if !Self.playerKeys.contains(byte) { flood.append(byte) }
            }
            type(flood, into: terminal.controller)
            let pasted = String(repeating: "e4 é ♛ \t12,3\n", count: (1 << 20) / 16)
            type(Array("\u{1B}[200~\(pasted)\u{1B}[201~".utf8), into: terminal.controller)
            #expect(waitForExit(process, seconds: 0) == nil, "the game ended during the flood")

            // Quit as a player would: back out of anything open, then Q.
            type(Array("\u{1B}\u{1B}".utf8), into: terminal.controller)
            usleep(200_000)
            type(Array("Q".utf8), into: terminal.controller)
            var status = waitForExit(process, seconds: 60)
            if status == nil {
                // Still on a screen where Q means something else: Ctrl-C quits from anywhere.
                type([0x03], into: terminal.controller)
                status = waitForExit(process, seconds: 30)
            }
            if status == nil {
                try? Data(output.recent.utf8).write(to: URL(fileURLWithPath: "/tmp/nqueens-flood-output.txt"))
            }
            let ended = try #require(status, "the game did not quit")
            let exitStatus = (ended >> 8) & 0xFF
            #expect(ended & 0x7F == 0, "the game was killed by signal \(ended & 0x7F)")
            #expect(exitStatus == 0 || exitStatus == 130)

            #expect(sameSettings(terminal.attributes, original), "the terminal's settings were not restored")
            let last = output.recent
            #expect(last.contains("\u{1B}[?1049l"), "the alternate screen was not left")
            #expect(last.contains("\u{1B}[?25h"), "the cursor was not shown again")
            #expect(last.contains("\u{1B}[?2004l"), "bracketed paste was not turned off")
            let reopened = try SQLiteStores.open(in: DataDirectory(url: directory.url))
            #expect(try reopened.history.gameCount() >= 2)
            #expect(try reopened.checkIntegrity().isEmpty)
        }

        /// Calls `body` with `strings` as a NULL-terminated C array.
        private func withCStrings<Result>(
            _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
        ) -> Result {
            var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
            pointers.append(nil)
            defer { for pointer in pointers { free(pointer) } }
            return body(pointers)
        }
    }
#endif
