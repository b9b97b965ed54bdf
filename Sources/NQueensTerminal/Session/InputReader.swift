import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread that waits with `poll` on the terminal, the signal pipe and a wake-up pipe, and reports what happens.
///
/// It decodes input (flushing a lone Escape after ``InputDecoder/escapeTimeout``), turns relayed signals into
/// events and delivers ticks when they are due. When nothing is due it sleeps in `poll` with no timeout: an idle
/// game uses no CPU. It stops reading the terminal while ``backlogLimit`` input events wait for the run loop, so a
/// flood of input (a huge paste, a stuck key, garbage) waits in the terminal, not in memory, and a signal reaches the
/// loop at once instead of behind it. A second terminating signal while the first is still unanswered means the main thread is stuck:
/// the reader then restores the terminal itself and exits.
final class InputReader: @unchecked Sendable {
    private let input: Int32
    private let signals: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let deliver: @Sendable (TerminalBackendEvent) -> Void
    private let size: @Sendable () -> GridSize
    private let startTime = ContinuousClock.now
    private let finished = DispatchSemaphore(value: 0)

    /// The most input events delivered and not yet handled before the reader stops reading the terminal.
    static let backlogLimit = 256

    /// Guards ``tickDeadline``, ``isStopping``, ``isRunning`` and ``backlog``.
    private let lock = NSLock()
    private var tickDeadline: ContinuousClock.Instant?
    /// Input events delivered and not yet handled by the run loop.
    private var backlog = 0
    private var isStopping = false
    private var isRunning = false

    init(
        input: Int32, signals: Int32, size: @escaping @Sendable () -> GridSize,
        deliver: @escaping @Sendable (TerminalBackendEvent) -> Void
    ) throws(TerminalSessionError) {
        let wake = try NonBlockingPipe.make()
        self.input = input
        self.signals = signals
        self.wakeRead = wake.read
        self.wakeWrite = wake.write
        self.size = size
        self.deliver = deliver
    }

    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Starts the thread.
    func start() {
        lock.withLock { isRunning = true }
        let thread = Thread { [self] in
            run()
            finished.signal()
        }
        thread.name = "NQueens terminal input"  // l10n: not shown (a thread's name for debuggers)
        thread.start()
    }

    /// Asks for a tick after `delay`.
    func scheduleTick(after delay: Duration) {
        lock.withLock { tickDeadline = .now + delay }
        wake()
    }

    /// Stops the thread and waits until it has finished.
    func stop() {
        let wasRunning = lock.withLock {
            isStopping = true
            defer { isRunning = false }
            return isRunning
        }
        guard wasRunning else { return }
        wake()
        finished.wait()
    }

    /// Counts one delivered input event as handled (waking the reader when it had stopped reading); returns
    /// whether more are on their way.
    func inputHandled() -> Bool {
        let (wasFull, remaining) = lock.withLock {
            let wasFull = backlog >= Self.backlogLimit
            backlog = max(0, backlog - 1)
            return (wasFull, backlog)
        }
        if wasFull && remaining < Self.backlogLimit { wake() }
        return remaining > 0
    }

    /// Delivers input events, counting them in the backlog.
    private func deliverInput(_ events: [InputEvent]) {
        guard !events.isEmpty else { return }
        lock.withLock { backlog += events.count }
        for event in events { deliver(.input(event)) }
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    // MARK: - The loop

    private func run() {
        var decoder = InputDecoder()
        var lastInput = ContinuousClock.now
        var terminationForwarded = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let (stopping, tickDue, full) = lock.withLock {
                (isStopping, tickDeadline, backlog >= Self.backlogLimit)
            }
            if stopping { return }
            let escapeDue = decoder.hasPendingInput && !full ? lastInput + InputDecoder.escapeTimeout : nil
            var descriptors = [input, signals, wakeRead].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            // With a full backlog, wait for the loop (it wakes us) and leave the input in the terminal.
            if full { descriptors[0].fd = -1 }
            let ready = poll(&descriptors, nfds_t(descriptors.count), Self.timeout(until: [escapeDue, tickDue]))
            if ready < 0 && errno != EINTR { return deliver(.inputClosed) }
            if descriptors[2].revents != 0 { _ = SignalRelay.drain(wakeRead) }
            if descriptors[1].revents != 0 {
                handleSignals(SignalRelay.drain(signals), terminationForwarded: &terminationForwarded)
            }
            let inputEvents = descriptors[0].revents
            if inputEvents & Int16(POLLIN) != 0 {
                let count = read(input, &buffer, buffer.count)
                if count > 0 {
                    lastInput = .now
                    deliverInput(decoder.decode(buffer[0..<count]))
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    return deliver(.inputClosed)
                }
            } else if inputEvents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                return deliver(.inputClosed)
            }
            let now = ContinuousClock.now
            if decoder.hasPendingInput, !full, now >= lastInput + InputDecoder.escapeTimeout {
                deliverInput(decoder.flushPending())
            }
            if let tickDue, now >= tickDue {
                let isCurrent = lock.withLock {
                    guard tickDeadline == tickDue else { return false }
                    tickDeadline = nil
                    return true
                }
                if isCurrent { deliver(.tick(now - startTime)) }
            }
        }
    }

    private func handleSignals(_ received: [Int32], terminationForwarded: inout Bool) {
        var resized = false
        for signal in received {
            switch signal {
            case SIGWINCH where !resized:
                resized = true
                deliver(.resize(size()))
            case SIGTSTP: deliver(.suspendRequested)
            case SIGCONT: deliver(.continued)
            case let signal where SignalRelay.terminatingSignals.contains(signal):
                if terminationForwarded {
                    EmergencyRestore.restoreNow()
                    _exit(128 + signal)
                }
                terminationForwarded = true
                deliver(.terminationRequested(signal: signal))
            default: break
            }
        }
    }

    /// The poll timeout in milliseconds until the earliest deadline (rounded up), or -1 to wait indefinitely.
    private static func timeout(until deadlines: [ContinuousClock.Instant?]) -> Int32 {
        guard let earliest = deadlines.compactMap({ $0 }).min() else { return -1 }
        let remaining = earliest - .now
        guard remaining > .zero else { return 0 }
        let (seconds, attoseconds) = remaining.components
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: milliseconds)
    }
}
