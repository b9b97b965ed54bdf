#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal: raw mode, the alternate screen, mouse and focus reports, and signals, always undone.
///
/// ``start(deliver:)`` saves the terminal's exact settings, switches to raw mode and the alternate screen, hides the
/// cursor and turns on the reports chosen in ``TerminalSessionOptions``; ``stop()`` undoes all of it. In between:
///
/// - SIGINT, SIGTERM, SIGHUP and SIGQUIT are reported as ``TerminalBackendEvent/terminationRequested(signal:)``;
///   the run loop ends, the terminal is restored and the caller exits with 128 + the signal. A second one while the
///   first is unanswered restores the terminal and exits at once.
/// - SIGTSTP (Ctrl-Z) is reported; ``suspend()`` restores the terminal, stops the process and takes the terminal
///   over again when it is continued. SIGCONT after any other stop is reported, and ``reclaim()`` re-enters raw mode.
/// - SIGWINCH is reported as a resize with the new size.
/// - A crash signal (a trap, a segmentation fault, `abort`) or `exit` while the session runs restores the terminal
///   before the process goes.
///
/// Signal handlers only write to a pipe; the work happens on the input reader's thread or the main actor.
@MainActor
public final class TerminalSession: TerminalBackend {
    /// What the session turns on.
    public let options: TerminalSessionOptions

    private let input: Int32
    private let output: Int32
    private var original: termios?
    private var signalDescriptor: Int32 = -1
    private var reader: InputReader?

    /// Creates a session on standard input and output (or other descriptors of the same terminal).
    public init(
        options: TerminalSessionOptions = TerminalSessionOptions(), input: Int32 = STDIN_FILENO,
        output: Int32 = STDOUT_FILENO
    ) {
        self.options = options
        self.input = input
        self.output = output
    }

    /// Whether both descriptors are terminals, which a session needs.
    public nonisolated static func isInteractive(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Bool {
        isatty(input) == 1 && isatty(output) == 1
    }

    /// The size of the terminal, or 80×24 when it cannot tell.
    public var size: GridSize {
        TerminalAttributes.size(of: output) ?? TerminalAttributes.size(of: input) ?? GridSize(width: 80, height: 24)
    }

    // MARK: - TerminalBackend

    /// Takes the terminal over and starts the input reader.
    ///
    /// - Throws: ``TerminalSessionError/notATerminal`` when input or output is not a terminal,
    ///   ``TerminalSessionError/anotherSessionIsActive`` while another session runs in the process, or an error when
    ///   the terminal refuses raw mode. Nothing is left changed then.
    public func start(deliver: @escaping @Sendable (TerminalBackendEvent) -> Void) throws -> GridSize {
        guard original == nil else { return size }
        guard Self.isInteractive(input: input, output: output) else { throw TerminalSessionError.notATerminal }
        let attributes = try TerminalAttributes.current(of: input)
        signalDescriptor = try SignalRelay.install()
        original = attributes
        EmergencyRestore.arm(descriptor: input, original: attributes, leaveSequence: options.leaveSequence)
        do {
            let output = output
            let reader = try InputReader(
                input: input, signals: signalDescriptor,
                size: { TerminalAttributes.size(of: output) ?? GridSize(width: 80, height: 24) }, deliver: deliver)
            self.reader = reader
            try enter()
            reader.start()
        } catch {
            stop()
            throw error
        }
        return size
    }

    /// Writes all of `bytes`, retrying after interruptions.
    ///
    /// - Throws: ``TerminalSessionError/writeFailed(errno:)`` when the terminal is gone.
    public func write(_ bytes: [UInt8]) throws {
        try TerminalAttributes.writeAll(bytes, to: output)
    }

    /// Counts one input event handled, so that the reader reads on; returns whether more input is on its way.
    public func inputHandled() -> Bool {
        reader?.inputHandled() ?? false
    }

    /// Asks the input reader for one tick after `delay`.
    public func scheduleTick(after delay: Duration) {
        reader?.scheduleTick(after: delay)
    }

    /// Restores the terminal, stops the process (as Ctrl-Z would) and takes the terminal over again once continued.
    public func suspend() throws -> GridSize {
        leave()
        SignalRelay.stopProcess()
        try enter()
        return size
    }

    /// Re-enters raw mode and the alternate screen (the shell may have changed the settings while stopped).
    public func reclaim() throws -> GridSize {
        try enter()
        return size
    }

    /// Stops the input reader and restores the terminal exactly as it was; safe to call more than once.
    public func stop() {
        reader?.stop()
        reader = nil
        if original != nil { leave() }
        if signalDescriptor >= 0 {
            SignalRelay.uninstall(readDescriptor: signalDescriptor)
            signalDescriptor = -1
        }
        EmergencyRestore.disarm()
        original = nil
    }

    // MARK: - Entering and leaving

    private func enter() throws {
        guard let original else { return }
        try TerminalAttributes.apply(
            TerminalAttributes.raw(from: original, keepsSignals: options.keysRaiseSignals), to: input)
        try write(options.enterSequence)
        EmergencyRestore.arm(descriptor: input, original: original, leaveSequence: options.leaveSequence)
    }

    private func leave() {
        guard let original else { return }
        try? write(options.leaveSequence)
        try? TerminalAttributes.apply(original, to: input)
        EmergencyRestore.disarm()
    }
}
