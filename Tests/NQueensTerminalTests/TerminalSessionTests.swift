#if os(Linux)
    import Glibc
    import NQueensTerminal
    import Testing

    /// Events from a session, awaited one at a time with a generous limit so that a broken session fails instead of
    /// hanging.
    final class EventRecorder: Sendable {
        let stream: AsyncStream<TerminalBackendEvent>
        let continuation: AsyncStream<TerminalBackendEvent>.Continuation

        init() {
            (stream, continuation) = AsyncStream.makeStream(of: TerminalBackendEvent.self)
        }

        var deliver: @Sendable (TerminalBackendEvent) -> Void {
            { [continuation] in continuation.yield($0) }
        }

        /// The next event, or `nil` if none comes within five seconds.
        func next() async -> TerminalBackendEvent? {
            let stream = stream
            return await withTaskGroup(of: TerminalBackendEvent?.self) { group in
                group.addTask {
                    var iterator = stream.makeAsyncIterator()
                    return await iterator.next()
                }
                group.addTask {
                    try? await Task.sleep(for: .seconds(5))
                    return nil
                }
                let first = await group.next() ?? nil
                group.cancelAll()
                return first
            }
        }
    }

    /// The real session, on a pseudo-terminal.
    ///
    /// Serialized: signal handlers are process-wide.
    @MainActor
    @Suite("Terminal session (pseudo-terminal)", .serialized)
    struct TerminalSessionTests {
        static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?1004h\u{1B}[?2004h"
        static let leave =
            "\u{1B}[0m\u{1B}[?2004l\u{1B}[?1004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

        @Test func rawModeAndScreenAreTakenAndGivenBackExactly() throws {
            let pty = try PseudoTerminal()
            pty.resize(width: 100, height: 30)
            let original = pty.attributes
            let session = TerminalSession(input: pty.terminal, output: pty.terminal)
            let recorder = EventRecorder()
            #expect(try session.start(deliver: recorder.deliver) == GridSize(width: 100, height: 30))
            let raw = pty.attributes
            #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | IEXTEN) == 0)
            #expect(raw.c_lflag & tcflag_t(ISIG) != 0)
            #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
            #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
            #expect(pty.read { $0.hasSuffix("\u{1B}[?2004h") } == Self.enter)
            session.stop()
            #expect(sameSettings(pty.attributes, original))
            #expect(pty.read { $0.hasSuffix("\u{1B}[?1049l") } == Self.leave)
            session.stop()
        }

        @Test func optionsChooseTheModes() throws {
            let pty = try PseudoTerminal()
            let options = TerminalSessionOptions(
                reportsMouse: false, reportsFocus: false, bracketsPaste: false, keysRaiseSignals: false)
            let session = TerminalSession(options: options, input: pty.terminal, output: pty.terminal)
            _ = try session.start(deliver: EventRecorder().deliver)
            #expect(pty.attributes.c_lflag & tcflag_t(ISIG) == 0)
            #expect(pty.read { $0.hasSuffix("\u{1B}[?7l") } == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l")
            session.stop()
            #expect(pty.read { $0.hasSuffix("\u{1B}[?1049l") } == "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
        }

        @Test func typedInputArrivesDecoded() async throws {
            let pty = try PseudoTerminal()
            let session = TerminalSession(input: pty.terminal, output: pty.terminal)
            let recorder = EventRecorder()
            _ = try session.start(deliver: recorder.deliver)
            defer { session.stop() }
            pty.type("q\u{1B}[A\u{1B}[<0;3;2M")
            #expect(await recorder.next() == .input(.key(KeyEvent(.character("q")))))
            #expect(await recorder.next() == .input(.key(KeyEvent(.up))))
            #expect(await recorder.next() == .input(.mouse(MouseEvent(.press(.left), at: GridPoint(x: 2, y: 1)))))
            pty.type("\u{1B}")
            #expect(await recorder.next() == .input(.key(KeyEvent(.escape))))
        }

        @Test func windowChangesAndTicksAreReported() async throws {
            let pty = try PseudoTerminal()
            pty.resize(width: 80, height: 24)
            let session = TerminalSession(input: pty.terminal, output: pty.terminal)
            let recorder = EventRecorder()
            _ = try session.start(deliver: recorder.deliver)
            defer { session.stop() }
            pty.resize(width: 60, height: 20)
            kill(getpid(), SIGWINCH)
            #expect(await recorder.next() == .resize(GridSize(width: 60, height: 20)))
            #expect(session.size == GridSize(width: 60, height: 20))
            session.scheduleTick(after: .milliseconds(5))
            let tick = await recorder.next()
            guard case .tick(let time) = tick else {
                Issue.record("expected a tick, got \(String(describing: tick))")
                return
            }
            #expect(time > .zero)
        }

        @Test func aTerminatingSignalIsReportedNotFatal() async throws {
            let pty = try PseudoTerminal()
            let session = TerminalSession(input: pty.terminal, output: pty.terminal)
            let recorder = EventRecorder()
            _ = try session.start(deliver: recorder.deliver)
            defer { session.stop() }
            kill(getpid(), SIGTERM)
            #expect(await recorder.next() == .terminationRequested(signal: SIGTERM))
        }

        @Test func theRunLoopDrawsOnTheTerminalAndRestoresIt() async throws {
            let pty = try PseudoTerminal()
            pty.resize(width: 20, height: 3)
            let original = pty.attributes
            let loop = TerminalRunLoop(
                backend: TerminalSession(input: pty.terminal, output: pty.terminal), colorMode: .trueColor)
            let running = Task { try await loop.run(RecordingApplication()) }
            let drawn = await pty.readInBackground { $0.contains("hello 20×3") }
            #expect(drawn == Self.enter + "\u{1B}[0m\u{1B}[H\u{1B}[2Jhello 20×3")
            pty.type("q")
            let watchdog = Task {
                try await Task.sleep(for: .seconds(5))
                loop.stop()
            }
            #expect(try await running.value == .quit)
            watchdog.cancel()
            #expect(sameSettings(pty.attributes, original))
            #expect(await pty.readInBackground { $0.hasSuffix("\u{1B}[?1049l") } == Self.leave)
        }

        @Test func onlyOneSessionRunsAtATime() throws {
            let (first, second) = (try PseudoTerminal(), try PseudoTerminal())
            let original = second.attributes
            let running = TerminalSession(input: first.terminal, output: first.terminal)
            _ = try running.start(deliver: EventRecorder().deliver)
            defer { running.stop() }
            let refused = TerminalSession(input: second.terminal, output: second.terminal)
            #expect(throws: TerminalSessionError.anotherSessionIsActive) {
                try refused.start(deliver: EventRecorder().deliver)
            }
            #expect(sameSettings(second.attributes, original))
            #expect(first.attributes.c_lflag & tcflag_t(ICANON) == 0)
        }

        @Test func aSessionNeedsATerminal() throws {
            var descriptors: [Int32] = [-1, -1]
            #expect(pipe(&descriptors) == 0)
            defer { for descriptor in descriptors { close(descriptor) } }
            #expect(!TerminalSession.isInteractive(input: descriptors[0], output: descriptors[1]))
            let session = TerminalSession(input: descriptors[0], output: descriptors[1])
            #expect(throws: TerminalSessionError.notATerminal) { try session.start(deliver: EventRecorder().deliver) }
            #expect(TerminalSessionError.notATerminal.description == "standard input and output must be a terminal")
        }
    }
#endif
