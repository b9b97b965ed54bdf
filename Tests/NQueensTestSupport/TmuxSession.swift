// tmux runs where processes can be started: not on iOS (the Apple scheme runs the package tests on the simulator).
#if os(Linux) || os(macOS)
    import Foundation

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// A tmux server of its own running a shell in one pane, for end-to-end tests of the terminal game: type into the
    /// pane, read it back, resize it, and look at the state tmux keeps for it.
    ///
    /// Each session uses a fresh socket (`tmux -L`) and no configuration file, so tests never meet the player's tmux.
    /// The server is killed by ``kill()`` and when the session is released.
    public final class TmuxSession: @unchecked Sendable {
        /// Why a tmux command failed.
        public struct Failure: Error, CustomStringConvertible {
            /// The arguments given to tmux.
            public let arguments: [String]
            /// Its exit status.
            public let status: Int32
            /// What it wrote to standard error.
            public let message: String

            /// The command and what went wrong.
            public var description: String {
                "tmux \(arguments.joined(separator: " ")) failed (\(status)): \(message)"
            }
        }

        /// What was on screen when a wait gave up.
        public struct Timeout: Error, CustomStringConvertible {
            /// What the test waited for.
            public let expectation: String
            /// The pane's text at the end.
            public let screen: String

            /// The expectation and the screen.
            public var description: String {
                "gave up waiting for \(expectation); the pane shows:\n\(screen)"
            }
        }

        /// Whether tmux can be run here.
        public static let isAvailable: Bool = {
            guard let path = executable else { return false }
            return FileManager.default.isExecutableFile(atPath: path)
        }()

        private static let executable: String? = {
            let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            return (paths.map { "\($0)/tmux" } + ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"])
                .first { FileManager.default.isExecutableFile(atPath: $0) }
        }()

        /// The socket name.
        public let socket: String

        /// Starts a server with one session of `width`×`height` running `bash` (no profile, no rc file) with
        /// `environment` added to tmux's.
        public init(width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws {
            socket = "nqueens-test-\(getpid())-\(UUID().uuidString.prefix(8))"
            var arguments = [
                "-f", "/dev/null", "new-session", "-d", "-s", Self.sessionName, "-x", String(width), "-y",
                String(height),
            ]
            for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
                arguments += ["-e", "\(name)=\(value)"]
            }
            arguments += ["-e", "PS1=$ ", "bash --norc --noprofile"]
            #if os(Linux)
                try startServer(arguments)
            #else
                try run(arguments)
            #endif
        }

        deinit {
            kill()
        }

        // MARK: Typing

        /// Sends tmux key names, such as `Enter`, `Escape`, `C-r`, `Up` or `q`.
        public func sendKeys(_ keys: String...) throws {
            try run(["send-keys", "-t", target] + keys)
        }

        /// Types `text` literally.
        public func type(_ text: String) throws {
            try run(["send-keys", "-t", target, "-l", text])
        }

        /// Sends raw bytes to the pane, as a terminal would (tmux cannot click, but it can send a mouse report).
        public func sendBytes(_ bytes: [UInt8]) throws {
            try run(["send-keys", "-t", target, "-H"] + bytes.map { String(format: "%02x", $0) })
        }

        /// Clicks the left button at the 0-based cell `x`, `y`: an SGR press and release report.
        public func click(x: Int, y: Int) throws {
            try sendBytes(Array("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m".utf8))
        }

        /// Clicks the right button at the 0-based cell `x`, `y`: an SGR press and release report of button 3.
        public func rightClick(x: Int, y: Int) throws {
            try sendBytes(Array("\u{1B}[<2;\(x + 1);\(y + 1)M\u{1B}[<2;\(x + 1);\(y + 1)m".utf8))
        }

        /// Drags with the right button held through the 0-based cells of `points`, in order: a press on the first,
        /// a motion report (button-event tracking) on each of the others, a release on the last.
        public func rightDrag(through points: [(x: Int, y: Int)]) throws {
            guard let first = points.first, let last = points.last else { return }
            var reports = "\u{1B}[<2;\(first.x + 1);\(first.y + 1)M"
            for point in points.dropFirst() { reports += "\u{1B}[<34;\(point.x + 1);\(point.y + 1)M" }
            reports += "\u{1B}[<2;\(last.x + 1);\(last.y + 1)m"
            try sendBytes(Array(reports.utf8))
        }

        /// Types `command` into the shell and presses Enter.
        public func runInShell(_ command: String) throws {
            try type(command)
            try sendKeys("Enter")
        }

        // MARK: Reading

        /// The pane's text, one line per row.
        public func capture() throws -> String {
            try run(["capture-pane", "-p", "-t", target])
        }

        /// The pane's text with its colours and attributes as escape sequences.
        public func captureWithStyles() throws -> String {
            try run(["capture-pane", "-p", "-e", "-t", target])
        }

        /// Lets programs set tmux's paste buffer through OSC 52 (`set-clipboard on`), so `pasteBuffer()` can read
        /// what they copied.
        public func acceptClipboard() throws {
            _ = try run(["set-option", "-g", "set-clipboard", "on"])
        }

        /// The newest paste buffer (what a program last copied through OSC 52), or `nil` when there is none.
        public func pasteBuffer() -> String? {
            try? run(["show-buffer"])
        }

        /// A tmux format expanded for the pane, such as `#{alternate_on}` or `#{pane_pid}`.
        public func display(_ format: String) throws -> String {
            try run(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// Waits until the pane's text satisfies `condition`, polling until `timeout` seconds have passed; returns
        /// the text.
        ///
        /// - Throws: ``Timeout`` with the last screen when it never does.
        @discardableResult
        public func waitUntil(
            _ expectation: String, timeout: TimeInterval = 10, _ condition: (String) -> Bool
        ) throws -> String {
            let deadline = Date().addingTimeInterval(timeout)
            var screen = try capture()
            while !condition(screen) {
                guard Date() < deadline else { throw Timeout(expectation: expectation, screen: screen) }
                usleep(25_000)
                screen = try capture()
            }
            return screen
        }

        /// Waits until the pane shows `text`; returns the screen.
        @discardableResult
        public func waitFor(_ text: String, timeout: TimeInterval = 10) throws -> String {
            try waitUntil("“\(text)”", timeout: timeout) { $0.contains(text) }
        }

        // MARK: The pane

        /// Resizes the window (and so the pane) to `width`×`height`.
        public func resize(width: Int, height: Int) throws {
            try run(["resize-window", "-t", target, "-x", String(width), "-y", String(height)])
        }

        /// The process ids of the children of the pane's shell (the program it runs in the foreground).
        public func shellChildren() throws -> [Int32] {
            let shell = try display("#{pane_pid}")
            let path = "/proc/\(shell)/task/\(shell)/children"
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return text.split(separator: " ").compactMap { Int32($0.trimmingCharacters(in: .whitespaces)) }
        }

        #if os(Linux)
            /// Starts the server with `arguments` (a `new-session`), as a shell would.
            ///
            /// The server lives on after this returns, so it must not inherit what the test process has: its
            /// descriptors (Foundation learns that a process ended when such a descriptor closes, and the test runner
            /// that the tests ended when their output closes) and its blocked signals (a test runner's threads block
            /// them all, and the game would then never see SIGWINCH or SIGTERM). So it is spawned directly, with
            /// every signal unblocked and at its default action, through a shell that closes the other descriptors.
            private func startServer(_ arguments: [String]) throws {
                guard let executable = Self.executable else {
                    throw Failure(arguments: arguments, status: -1, message: "tmux is not installed")
                }
                let script = """
                    for descriptor in /proc/$$/fd/*; do number=${descriptor##*/}; \
                    [ "$number" -gt 2 ] && eval "exec $number>&-"; done 2>/dev/null; exec "$0" "$@"
                    """
                var actions = posix_spawn_file_actions_t()
                posix_spawn_file_actions_init(&actions)
                defer { posix_spawn_file_actions_destroy(&actions) }
                for descriptor: Int32 in 0...2 {
                    posix_spawn_file_actions_addopen(
                        &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
                }
                let pid: pid_t
                do {
                    pid = try ChildProcess.spawn(
                        "/bin/bash", arguments: ["-c", script, executable, "-L", socket] + arguments,
                        environment: ProcessInfo.processInfo.environment, actions: &actions)
                } catch let failure as ChildProcess.Failure {
                    throw Failure(
                        arguments: arguments, status: failure.code, message: String(cString: strerror(failure.code)))
                }
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                guard status == 0 else {
                    throw Failure(arguments: arguments, status: status, message: "the server did not start")
                }
            }
        #endif

        /// Ends the server and everything running in it.
        public func kill() {
            _ = try? run(["kill-server"])
        }

        // MARK: Running tmux

        private static let sessionName = "nqueens"

        private var target: String { "=\(Self.sessionName):" }

        /// Runs tmux with `arguments` and returns its output.
        @discardableResult
        private func run(_ arguments: [String]) throws -> String {
            guard let executable = Self.executable else {
                throw Failure(arguments: arguments, status: -1, message: "tmux is not installed")
            }
            // Output goes to files rather than pipes, which a tmux server started meanwhile could keep open.
            let directory = FileManager.default.temporaryDirectory
            let outputPath = directory.appendingPathComponent("tmux-\(UUID().uuidString).out").path
            let errorPath = directory.appendingPathComponent("tmux-\(UUID().uuidString).err").path
            defer {
                unlink(outputPath)
                unlink(errorPath)
            }
            let ending = try ChildProcess.run(
                executable, arguments: ["-L", socket] + arguments, environment: ProcessInfo.processInfo.environment,
                output: outputPath, error: errorPath, timeout: 20)
            let data = ChildProcess.contents(of: outputPath)
            guard (!ending.isSignal && ending.code == 0) || arguments.first == "kill-server" else {
                throw Failure(
                    arguments: arguments, status: ending.isSignal ? 128 + ending.code : ending.code,
                    message: String(decoding: ChildProcess.contents(of: errorPath), as: UTF8.self))
            }
            return String(decoding: data, as: UTF8.self)
        }
    }
#endif
