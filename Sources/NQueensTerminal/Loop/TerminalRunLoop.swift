import Observation

/// How a run loop ended.
public enum TerminalRunResult: Hashable, Sendable {
    /// The application asked to quit (or ``TerminalRunLoop/stop()`` was called).
    case quit
    /// A signal asked the program to end; exit with ``exitStatus`` (128 + the signal).
    case terminated(signal: Int32)
    /// The terminal closed its input.
    case inputClosed

    /// The conventional exit status: 0, or 128 + the signal.
    public var exitStatus: Int32 {
        switch self {
        case .quit, .inputClosed: 0
        case .terminated(let signal): 128 + signal
        }
    }
}

/// Runs a ``TerminalApplication`` on a terminal: waits for events, hands them over, draws and writes frames.
///
/// The loop runs on the main actor but never blocks it: the backend waits for input on its own thread, so tasks the
/// application starts on the main actor keep running. After each event, and whenever observable state read while
/// drawing changes, it draws a frame and writes only what changed. While the application ``TerminalApplication/
/// isAnimating`` it delivers ticks at ``framesPerSecond``; otherwise it sleeps. The terminal is given back when
/// ``run(_:)`` returns or throws.
///
/// ```swift
/// let loop = TerminalRunLoop(colorMode: capabilities.colorMode)
/// let result = try await loop.run(app)
/// exit(result.exitStatus)
/// ```
@MainActor
public final class TerminalRunLoop {
    /// The terminal (or a test double).
    public let backend: any TerminalBackend

    /// The colours frames may use.
    public let colorMode: ColorMode

    /// The tick rate while the application animates.
    public let framesPerSecond: Int

    private enum Message {
        case backend(TerminalBackendEvent)
        case changed(frame: Int)
        case refresh
        case stop
    }

    private var messages: AsyncStream<Message>.Continuation?
    private var frameNumber = 0
    private var bellPending = false
    private var clipboardPending: String?
    private var tickScheduled = false
    private var expectingContinue = false

    /// Creates a run loop on `backend` (by default the real terminal).
    public init(
        backend: any TerminalBackend = TerminalSession(), colorMode: ColorMode, framesPerSecond: Int = 30
    ) {
        self.backend = backend
        self.colorMode = colorMode
        self.framesPerSecond = min(max(framesPerSecond, 1), 240)
    }

    // MARK: - Controlling the loop

    /// Runs `application` until it quits, a signal ends the program or the terminal closes; the terminal is
    /// restored before this returns or throws.
    ///
    /// - Throws: the backend's error when the terminal cannot be taken over or written to.
    public func run(_ application: any TerminalApplication) async throws -> TerminalRunResult {
        precondition(messages == nil, "a TerminalRunLoop runs one application at a time")
        let (stream, continuation) = AsyncStream.makeStream(of: Message.self)
        messages = continuation
        defer {
            backend.stop()
            continuation.finish()
            messages = nil
        }
        let size = try backend.start { continuation.yield(.backend($0)) }
        let host = TerminalHost(application: application, size: size, colorMode: colorMode)
        try present(host)
        for await message in stream {
            switch message {
            case .backend(let event):
                if let result = try handle(event, host: host) { return result }
                // Input already on its way is handled before drawing: a paste or a flood draws one frame, not
                // one per key.
                if case .input = event, backend.inputHandled() { continue }
            case .changed(let frame):
                guard frame == frameNumber else { continue }
            case .refresh:
                break
            case .stop:
                return .quit
            }
            try present(host)
        }
        return .inputClosed
    }

    /// Ends the run loop after the messages already queued; ``run(_:)`` returns ``TerminalRunResult/quit``.
    public func stop() {
        messages?.yield(.stop)
    }

    /// Suspends the program as Ctrl-Z would (for an application that receives Ctrl-Z as a key, see
    /// ``TerminalSessionOptions/keysRaiseSignals``): the application gets ``TerminalEvent/suspending``, the terminal
    /// is given back and the process stops; when continued, ``TerminalEvent/resumed`` and a full redraw follow.
    public func suspend() {
        messages?.yield(.backend(.suspendRequested))
    }

    /// Rings the terminal bell with the next frame.
    public func ringBell() {
        bellPending = true
        messages?.yield(.refresh)
    }

    /// Sets the terminal's clipboard to `text` (OSC 52) with the next frame.
    public func copyToClipboard(_ text: String) {
        clipboardPending = text
        messages?.yield(.refresh)
    }

    // MARK: - Events

    private func handle(_ event: TerminalBackendEvent, host: TerminalHost) throws -> TerminalRunResult? {
        switch event {
        case .input(let input):
            if host.send(.input(input)) == .quit { return .quit }
        case .resize(let size):
            if host.send(.resize(size)) == .quit { return .quit }
        case .tick(let time):
            tickScheduled = false
            if host.application.isAnimating, host.send(.tick(time)) == .quit { return .quit }
        case .suspendRequested:
            if host.send(.suspending) == .quit { return .quit }
            try flushBell()
            let size = try backend.suspend()
            expectingContinue = true
            return try resume(host: host, size: size)
        case .continued:
            guard !expectingContinue else {
                expectingContinue = false
                return nil
            }
            return try resume(host: host, size: backend.reclaim())
        case .terminationRequested(let signal):
            return .terminated(signal: signal)
        case .inputClosed:
            return .inputClosed
        }
        return nil
    }

    private func resume(host: TerminalHost, size: GridSize) throws -> TerminalRunResult? {
        host.invalidate()
        if size != host.size, host.send(.resize(size)) == .quit { return .quit }
        return host.send(.resumed) == .quit ? .quit : nil
    }

    // MARK: - Frames

    /// Draws and writes a frame, watching the state it reads, and keeps ticks coming while the application animates.
    private func present(_ host: TerminalHost) throws {
        frameNumber += 1
        let frame = frameNumber
        let messages = messages
        var bytes = withObservationTracking {
            host.renderFrame()
        } onChange: {
            messages?.yield(.changed(frame: frame))
        }
        if bellPending {
            bytes += EscapeSequence.bell
            bellPending = false
        }
        if let text = clipboardPending {
            bytes += EscapeSequence.clipboard(text)
            clipboardPending = nil
        }
        if !bytes.isEmpty { try backend.write(bytes) }
        if host.application.isAnimating && !tickScheduled {
            tickScheduled = true
            backend.scheduleTick(after: .seconds(1) / framesPerSecond)
        }
    }

    private func flushBell() throws {
        guard bellPending else { return }
        bellPending = false
        try backend.write(EscapeSequence.bell)
    }
}
