#if os(Linux)
    import Foundation
    import Glibc
    import NQueensTestSupport
    import Testing

    /// `nqueens count` with its standard error on a pseudo-terminal, as a person at a terminal runs it: the bar shows,
    /// advances and is erased; redirected or in JSON, nothing is written and standard output is unchanged.
    ///
    /// `swift test` counts N = 16 on one thread with the debug build (a few seconds, hundreds of units: N = 15 can end
    /// within the bar's first second on an idle machine, before it ever shows); CI then counts N = 17 with the
    /// release build (NQUEENS_PROGRESS_EXECUTABLE names it, NQUEENS_PROGRESS_SIZE=17), as the issue asks.
    @Suite("nqueens count's progress bar", .serialized)
    struct CountProgressEndToEndTests {
        private static let environment = ProcessInfo.processInfo.environment
        private static let size = environment["NQUEENS_PROGRESS_SIZE"].flatMap { Int($0) } ?? 16
        private static let totals: [Int: String] = [14: "365596", 15: "2279184", 16: "14772512", 17: "95815104"]

        /// `TIOCSPTLCK` and `TIOCGPTN` (`_IOW('T', 0x31, int)`, `_IOR('T', 0x30, unsigned int)`), which Swift does
        /// not import.
        private static let unlockTerminal: UInt = 0x4004_5431
        private static let terminalNumber: UInt = 0x8004_5430

        private func executable() throws -> String {
            if let path = Self.environment["NQUEENS_PROGRESS_EXECUTABLE"], !path.isEmpty { return path }
            return try BuiltProducts.executable(named: "nqueens").path
        }

        /// Runs `nqueens arguments` with standard error on a new pseudo-terminal: its exit, standard output and every
        /// byte the terminal received.
        private func runOnTerminal(_ arguments: [String]) throws -> (code: Int32, output: String, terminal: String) {
            // Glibc's module leaves out posix_openpt and ptsname (they need _XOPEN_SOURCE), so open the
            // multiplexer and ask the kernel directly: unlock the new terminal, then read its number.
            let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            try #require(controller >= 0)
            defer { close(controller) }
            var unlock: Int32 = 0
            var number: UInt32 = 0
            try #require(ioctl(controller, Self.unlockTerminal, &unlock) == 0)
            try #require(ioctl(controller, Self.terminalNumber, &number) == 0)
            let terminalPath = "/dev/pts/\(number)"
            var size = winsize(ws_row: 24, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
            let directory = try TemporaryDirectory()
            let outputPath = directory.appending("stdout").path
            let executable = try executable()
            let ending = LockedBox<ChildProcess.Ending?>(nil)
            let child = Thread {
                ending.value = try? ChildProcess.run(
                    executable, arguments: arguments, environment: ["PATH": "/usr/bin:/bin"], output: outputPath,
                    error: terminalPath, timeout: 600)
            }
            child.start()
            // Read until the child's end closes the terminal (EIO), with a generous bound.
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            let deadline = ContinuousClock.now + .seconds(600)
            while ContinuousClock.now < deadline {
                var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
                let ready = poll(&descriptor, 1, 200)
                if ready > 0 {
                    let count = read(controller, &buffer, buffer.count)
                    if count <= 0 { break }
                    bytes.append(contentsOf: buffer[0..<count])
                } else if ending.value != nil {
                    break
                }
            }
            while ending.value == nil { usleep(10_000) }
            let code = try #require(ending.value).code
            let output = String(decoding: ChildProcess.contents(of: outputPath), as: UTF8.self)
            return (code, output, String(decoding: bytes, as: UTF8.self))
        }

        @Test func theBarAdvancesAndIsErasedAtTheEnd() throws {
            let expected = try #require(Self.totals[Self.size])
            let run = try runOnTerminal(["count", "\(Self.size)", "--threads", Self.size >= 17 ? "2" : "1"])
            #expect(run.code == 0)
            #expect(run.output == expected + "\n", "standard output holds the count alone")
            // Each drawing starts with a carriage return and ends by erasing the rest of the line; the last erases alone.
            let drawings = run.terminal.components(separatedBy: "\r").filter { !$0.isEmpty && $0 != "\u{1B}[K" }
            let percents = drawings.compactMap { drawing -> Int? in
                guard drawing.hasPrefix("Counting \(Self.size)×\(Self.size) ["), drawing.hasSuffix("\u{1B}[K"),
                    let sign = drawing.firstIndex(of: "%")
                else { return nil }
                let digits = drawing[..<sign].reversed().prefix { $0.isNumber }
                return Int(String(digits.reversed()))
            }
            #expect(percents.count >= 2, "the bar was drawn more than once: \(run.terminal.debugDescription)")
            #expect(percents == percents.sorted() && Set(percents).count >= 2, "it advanced: \(percents)")
            #expect(drawings.allSatisfy { $0.contains("elapsed") && $0.hasSuffix("\u{1B}[K") })
            #expect(run.terminal.hasSuffix("\r\u{1B}[K"), "the line is erased at the end")
        }

        @Test func jsonWritesNothingToTheTerminalAndTheSameDocument() throws {
            let run = try runOnTerminal(["count", "\(Self.size)", "--format", "json", "--threads", "2"])
            #expect(run.code == 0)
            #expect(run.terminal.isEmpty)
            let quiet = try runOnTerminal(["count", "\(Self.size)", "--quiet", "--threads", "2"])
            #expect(quiet.terminal.isEmpty)
            #expect(quiet.output == (Self.totals[Self.size] ?? "") + "\n")
            // Byte for byte the document as before, but for the time it took.
            let expected =
                "{\"schema\":\"nqueens/count/v1\",\"size\":\(Self.size),\"total\":\(Self.totals[Self.size] ?? ""),"
                + "\"threads\":2,\"elapsedMilliseconds\":"
            #expect(run.output.hasPrefix(expected))
            let time = run.output.dropFirst(expected.count)
            #expect(time.hasSuffix("}\n") && time.dropLast(2).allSatisfy { $0.isNumber || $0 == "." })
        }

        @Test func redirectedStandardErrorGetsNothing() throws {
            let outcome = try ChildProcess.collect(
                try executable(), arguments: ["count", "\(Self.size)", "--threads", "2"],
                environment: ["PATH": "/usr/bin:/bin"], timeout: 600)
            #expect(outcome.ending.code == 0)
            #expect(outcome.error.isEmpty)
            #expect(String(decoding: outcome.output, as: UTF8.self) == (Self.totals[Self.size] ?? "") + "\n")
        }
    }

    /// A value shared between a test and the thread it starts.
    private final class LockedBox<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Value

        init(_ value: Value) { stored = value }

        var value: Value {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }
#endif
