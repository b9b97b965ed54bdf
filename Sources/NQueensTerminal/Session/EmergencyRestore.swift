#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Gives the terminal back even when the process dies: on a crash signal, or on `exit` without a clean stop.
///
/// While a session runs, the bytes that leave its screen and the original terminal settings are kept in memory that
/// a signal handler can read without allocating or locking. The crash handlers write those bytes and apply those
/// settings (both async-signal-safe calls), then hand the signal to whatever handled it before, so crash reports
/// still appear, on the normal screen.
enum EmergencyRestore {
    /// What a signal handler needs, at an address that never changes.
    private struct State {
        var isArmed: Int32 = 0
        var descriptor: Int32 = -1
        var attributes = termios()
        var sequenceBytes: UnsafeMutablePointer<UInt8>?
        var sequenceCount = 0
    }

    private static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    nonisolated(unsafe) private static let state: UnsafeMutablePointer<State> = {
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State())
        return state
    }()

    /// The handlers the crash handlers replaced, indexed by signal number; written before a handler can run.
    nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 128)
        actions.initialize(repeating: sigaction(), count: 128)
        return actions
    }()

    nonisolated(unsafe) private static var registeredExitHandler = false

    /// Remembers how to restore the terminal on `descriptor` and installs the crash and exit handlers.
    static func arm(descriptor: Int32, original: termios, leaveSequence: [UInt8]) {
        disarm()
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, leaveSequence.count))
        bytes.initialize(from: leaveSequence, count: leaveSequence.count)
        state.pointee.sequenceBytes?.deallocate()
        state.pointee.descriptor = descriptor
        state.pointee.attributes = original
        state.pointee.sequenceBytes = bytes
        state.pointee.sequenceCount = leaveSequence.count
        for signal in crashSignals {
            previousActions[Int(signal)] = SignalAction.install(crashHandler, for: signal)
        }
        if !registeredExitHandler {
            registeredExitHandler = true
            atexit { EmergencyRestore.restoreNow() }
        }
        state.pointee.isArmed = 1
    }

    /// Forgets the terminal (after a clean stop) and puts the previous crash handlers back.
    static func disarm() {
        guard state.pointee.isArmed == 1 else { return }
        state.pointee.isArmed = 0
        for signal in crashSignals { SignalAction.replace(signal, with: previousActions[Int(signal)]) }
    }

    /// Writes the leave sequence and applies the original settings, once.
    ///
    /// Async-signal-safe.
    static func restoreNow() {
        let state = state
        guard state.pointee.isArmed == 1 else { return }
        state.pointee.isArmed = 0
        if let bytes = state.pointee.sequenceBytes {
            _ = write(state.pointee.descriptor, bytes, state.pointee.sequenceCount)
        }
        _ = tcsetattr(state.pointee.descriptor, TCSANOW, &state.pointee.attributes)
    }

    /// Restores the terminal, then lets the previous handler deal with the signal: a fault recurs on return and
    /// reaches it with its real context; a signal sent by a process (or a trap) is raised again.
    private static let crashHandler: SignalAction.InfoHandler = { signal, info, _ in
        EmergencyRestore.restoreNow()
        SignalAction.replace(signal, with: EmergencyRestore.previousActions[Int(signal)])
        let sentByProcess = info.map { $0.pointee.si_code <= 0 } ?? true
        if sentByProcess || signal == SIGTRAP || signal == SIGABRT { raise(signal) }
    }
}
