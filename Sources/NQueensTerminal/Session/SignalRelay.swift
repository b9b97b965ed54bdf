#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns the signals a terminal program must react to into bytes on a pipe (the self-pipe trick).
///
/// The handler only writes the signal's number to the non-blocking write end of a pipe, which is async-signal-safe;
/// the input reader polls the read end alongside the terminal and acts on the signals in ordinary code.
enum SignalRelay {
    /// The signals relayed: the terminating ones, suspend and continue, and window size changes.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH]

    /// The signals that end the program.
    static let terminatingSignals: Set<Int32> = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    nonisolated(unsafe) private static var writeDescriptor: Int32 = -1
    nonisolated(unsafe) private static var previousActions: [Int32: sigaction] = [:]

    private static let relay: SignalAction.Handler = { signal in
        let savedErrno = errno
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(SignalRelay.writeDescriptor, &byte, 1)
        errno = savedErrno
    }

    /// Creates the pipe, installs the handlers, unblocks the signals and returns the read end (non-blocking).
    ///
    /// The signals are unblocked because a program may be started with them blocked (a launcher's threads often
    /// block every signal, and children inherit the mask); the game would then never hear of a resize or a
    /// SIGTERM.
    ///
    /// - Throws: ``TerminalSessionError/anotherSessionIsActive`` while another session has the handlers.
    static func install() throws(TerminalSessionError) -> Int32 {
        guard writeDescriptor < 0 else { throw .anotherSessionIsActive }
        let relayPipe = try NonBlockingPipe.make()
        writeDescriptor = relayPipe.write
        for signal in signals { previousActions[signal] = SignalAction.install(relay, for: signal) }
        var relayed = sigset_t()
        sigemptyset(&relayed)
        for signal in signals { sigaddset(&relayed, signal) }
        pthread_sigmask(SIG_UNBLOCK, &relayed, nil)
        return relayPipe.read
    }

    /// Puts the previous handlers back and closes the pipe.
    static func uninstall(readDescriptor: Int32) {
        for (signal, action) in previousActions { SignalAction.replace(signal, with: action) }
        previousActions = [:]
        let write = writeDescriptor
        writeDescriptor = -1
        close(write)
        close(readDescriptor)
    }

    /// Stops the process the way SIGTSTP normally does, returning once it is continued.
    static func stopProcess() {
        SignalAction.setDefault(for: SIGTSTP)
        var pending = sigset_t()
        sigemptyset(&pending)
        sigaddset(&pending, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &pending, nil)
        raise(SIGTSTP)
        SignalAction.install(relay, for: SIGTSTP)
    }

    /// Reads the signal numbers waiting on the pipe's read end.
    static func drain(_ readDescriptor: Int32) -> [Int32] {
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readDescriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            signals += buffer[0..<count].map { Int32($0) }
        }
        return signals
    }
}
