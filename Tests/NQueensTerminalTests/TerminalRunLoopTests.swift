import NQueensTerminal
import NQueensTestSupport
import Observation
import Testing

/// An application that records its events and draws one line of text.
@MainActor
final class RecordingApplication: TerminalApplication {
    var events: [TerminalEvent] = []
    var text = "hello"
    var animating = false
    /// What the application does with an event besides recording it; it is handed the application, so that it
    /// never captures it (a closure stored here that captured `app` would keep it alive forever, a leak
    /// LeakSanitizer reported).
    var reaction: (RecordingApplication, TerminalEvent) -> TerminalEventResponse = { _, _ in .continue }

    var isAnimating: Bool { animating }

    func draw(into grid: inout CellGrid) {
        grid.put("\(text) \(grid.size)", at: .origin, style: .plain)
    }

    func handle(_ event: TerminalEvent) -> TerminalEventResponse {
        events.append(event)
        if event == .input(.key(KeyEvent(.character("q")))) { return .quit }
        return reaction(self, event)
    }
}

@Observable
@MainActor
final class Counter {
    var count = 0
}

@MainActor
@Suite("Run loop")
struct TerminalRunLoopTests {
    let size = GridSize(width: 20, height: 3)
    let q = TerminalBackendEvent.input(.key(KeyEvent(.character("q"))))
    let clear = "\u{1B}[0m\u{1B}[H\u{1B}[2J"

    func keyEvent(_ character: Character) -> TerminalBackendEvent { .input(.key(KeyEvent(.character(character)))) }

    func run(
        _ app: RecordingApplication, _ script: [TerminalBackendEvent],
        configure: (ScriptedTerminalBackend) -> Void = { _ in }
    ) async throws -> (TerminalRunResult, ScriptedTerminalBackend) {
        let backend = ScriptedTerminalBackend(size: size, script: script)
        configure(backend)
        let loop = TerminalRunLoop(backend: backend, colorMode: .trueColor)
        let result = try await loop.run(app)
        return (result, backend)
    }

    // MARK: - Frames

    @Test func drawsAFullFrameFirstAndQuitsWhenAsked() async throws {
        let app = RecordingApplication()
        let (result, backend) = try await run(app, [q, keyEvent("x")])
        #expect(result == .quit)
        #expect(result.exitStatus == 0)
        #expect(backend.writtenText == [clear + "hello 20×3"])
        #expect(backend.calls == [.start, .write, .stop])
        #expect(app.events == [.input(.key(KeyEvent(.character("q"))))])
    }

    @Test func eventsThatChangeNothingWriteNothing() async throws {
        let app = RecordingApplication()
        let (_, backend) = try await run(
            app, [keyEvent("x"), .input(.mouse(MouseEvent(.press(.left), at: .origin))), q])
        #expect(backend.writes.count == 1)
        #expect(app.events.count == 3)
    }

    @Test func aVisibleChangeWritesOnlyTheDifference() async throws {
        let app = RecordingApplication()
        app.reaction = { app, _ in
            app.text = "jello"
            return .continue
        }
        let (_, backend) = try await run(app, [keyEvent("j"), q])
        #expect(backend.writtenText == [clear + "hello 20×3", "\u{1B}[Hj"])
    }

    @Test func anApplicationThatChangesItselfIsFreedAfterTheRun() async throws {
        // Regression: a reaction that captured the application kept it (and all it held) alive after the run.
        weak var released: RecordingApplication?
        do {
            let app = RecordingApplication()
            app.reaction = { app, _ in
                app.text = "jello"
                return .continue
            }
            released = app
            _ = try await run(app, [keyEvent("j"), q])
        }
        #expect(released == nil)
    }

    @Test func aResizeRedrawsEverythingAtTheNewSize() async throws {
        let app = RecordingApplication()
        let (_, backend) = try await run(app, [.resize(GridSize(width: 30, height: 2)), q])
        #expect(app.events.first == .resize(GridSize(width: 30, height: 2)))
        #expect(backend.writtenText.last == clear + "hello 30×2")
    }

    // MARK: - Ticks

    @Test func ticksFlowOnlyWhileTheApplicationAnimates() async throws {
        let app = RecordingApplication()
        app.reaction = { app, event in
            if event == .input(.key(KeyEvent(.character("a")))) { app.animating = true }
            if event == .input(.key(KeyEvent(.character("s")))) { app.animating = false }
            return .continue
        }
        let ticks: [TerminalBackendEvent] = [.tick(.milliseconds(33)), .tick(.milliseconds(67))]
        let (_, backend) = try await run(app, [keyEvent("a")] + ticks + [keyEvent("s"), .tick(.milliseconds(100)), q])
        #expect(
            app.events.filter { if case .tick = $0 { true } else { false } } == [
                .tick(.milliseconds(33)), .tick(.milliseconds(67)),
            ])
        let interval = Duration.seconds(1) / 30
        #expect(backend.calls.filter { $0 == .scheduleTick(interval) }.count == 3)
        #expect(backend.calls.firstIndex(of: .scheduleTick(interval))! > backend.calls.firstIndex(of: .write)!)
    }

    @Test func anIdleApplicationAsksForNoTicks() async throws {
        let (_, backend) = try await run(RecordingApplication(), [keyEvent("x"), .tick(.seconds(1)), q])
        #expect(!backend.calls.contains { if case .scheduleTick = $0 { true } else { false } })
    }

    // MARK: - Suspend, resume, signals

    @Test func suspendGivesTheTerminalBackAndRedrawsOnResume() async throws {
        let app = RecordingApplication()
        let resized = GridSize(width: 25, height: 4)
        let (_, backend) = try await run(app, [.suspendRequested, .continued, q]) { $0.sizeAfterResume = resized }
        #expect(app.events == [.suspending, .resize(resized), .resumed, .input(.key(KeyEvent(.character("q"))))])
        #expect(backend.calls == [.start, .write, .suspend, .write, .stop])
        #expect(backend.writtenText.last == clear + "hello 25×4")
    }

    @Test func theApplicationCanSuspendTheProgramItself() async throws {
        let app = RecordingApplication()
        let backend = ScriptedTerminalBackend(
            size: size, script: [.input(.key(.control("z")))], closesInputAtEnd: false)
        let loop = TerminalRunLoop(backend: backend, colorMode: .trueColor)
        app.reaction = { _, event in
            if event == .input(.key(.control("z"))) { loop.suspend() }
            if event == .resumed { loop.stop() }
            return .continue
        }
        #expect(try await loop.run(app) == .quit)
        #expect(backend.calls == [.start, .write, .suspend, .write, .stop])
        #expect(app.events.contains(.suspending) && app.events.contains(.resumed))
    }

    @Test func aContinueAfterAnotherStopReclaimsTheTerminal() async throws {
        let app = RecordingApplication()
        let (_, backend) = try await run(app, [.continued, q])
        #expect(app.events == [.resumed, .input(.key(KeyEvent(.character("q"))))])
        #expect(backend.calls == [.start, .write, .reclaim, .write, .stop])
        #expect(backend.writtenText.last == clear + "hello 20×3")
    }

    @Test func aTerminatingSignalEndsTheLoopWithItsExitStatus() async throws {
        let app = RecordingApplication()
        let (result, backend) = try await run(app, [.terminationRequested(signal: 15), q])
        #expect(result == .terminated(signal: 15))
        #expect(result.exitStatus == 143)
        #expect(backend.calls.last == .stop)
        #expect(app.events.isEmpty)
    }

    @Test func closedInputEndsTheLoop() async throws {
        let (result, backend) = try await run(RecordingApplication(), [])
        #expect(result == .inputClosed)
        #expect(backend.calls.last == .stop)
    }

    @Test func aFailedWriteThrowsAndStillRestoresTheTerminal() async throws {
        let backend = ScriptedTerminalBackend(size: size, script: [q])
        backend.failsWrites = true
        let loop = TerminalRunLoop(backend: backend, colorMode: .trueColor)
        await #expect(throws: ScriptedTerminalBackend.WriteError.self) { try await loop.run(RecordingApplication()) }
        #expect(backend.calls == [.start, .write, .stop])
    }

    // MARK: - Requests from the application

    @Test func theBellRingsWithTheNextFrame() async throws {
        let app = RecordingApplication()
        let backend = ScriptedTerminalBackend(size: size, script: [keyEvent("b"), q])
        let loop = TerminalRunLoop(backend: backend, colorMode: .trueColor)
        app.reaction = { _, _ in
            loop.ringBell()
            return .continue
        }
        _ = try await loop.run(app)
        #expect(backend.writtenText == [clear + "hello 20×3", "\u{7}"])
    }

    @Test func observedStateChangedOutsideAnEventIsRedrawn() async throws {
        let counter = Counter()
        let app = CountingApplication(counter: counter)
        let backend = ScriptedTerminalBackend(size: size, script: [], closesInputAtEnd: false)
        let loop = TerminalRunLoop(backend: backend, colorMode: .trueColor)
        app.onStart = {
            Task { @MainActor in
                counter.count = 7
                loop.stop()
            }
        }
        let result = try await loop.run(app)
        #expect(result == .quit)
        #expect(backend.writtenText == [clear + "count 0", "\u{1B}[1;7H7"])
    }
}

/// An application that draws an observable counter and starts work when first drawn.
@MainActor
final class CountingApplication: TerminalApplication {
    let counter: Counter
    var onStart: (() -> Void)?
    let isAnimating = false

    init(counter: Counter) { self.counter = counter }

    func draw(into grid: inout CellGrid) {
        grid.put("count \(counter.count)", at: .origin, style: .plain)
        onStart?()
        onStart = nil
    }

    func handle(_ event: TerminalEvent) -> TerminalEventResponse { .continue }
}

@MainActor
@Suite("Terminal host")
struct TerminalHostTests {
    @Test func drivesAnApplicationWithoutATerminal() {
        let app = RecordingApplication()
        let host = TerminalHost(application: app, size: GridSize(width: 12, height: 2), colorMode: .monochrome)
        #expect(host.screen == nil)
        #expect(host.drawFrame().text(ofRow: 0) == "hello 12×2  ")
        #expect(!host.renderFrame().isEmpty)
        #expect(host.screen?.text(ofRow: 0) == "hello 12×2  ")
        #expect(host.renderFrame().isEmpty)
        #expect(host.send(.input(.key(KeyEvent(.character("q"))))) == .quit)
        #expect(host.send(.resize(GridSize(width: 14, height: 1))) == .continue)
        #expect(host.size == GridSize(width: 14, height: 1))
        #expect(host.screen == nil)
        #expect(host.drawFrame().text(ofRow: 0) == "hello 14×1    ")
        _ = host.renderFrame()
        host.invalidate()
        #expect(String(decoding: host.renderFrame(), as: UTF8.self).hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
        #expect(app.events.count == 2)
    }
}
