/// What happens at a terminal, as a ``TerminalBackend`` reports it to the run loop.
public enum TerminalBackendEvent: Hashable, Sendable {
    /// Decoded input.
    case input(InputEvent)
    /// The terminal now has this size (SIGWINCH).
    case resize(GridSize)
    /// A tick asked for with ``TerminalBackend/scheduleTick(after:)``; the time since the backend started.
    case tick(Duration)
    /// The player asked to suspend the program (Ctrl-Z, SIGTSTP).
    case suspendRequested
    /// The process was continued after being stopped (SIGCONT).
    case continued
    /// A signal asked the program to end (SIGINT, SIGTERM, SIGHUP or SIGQUIT).
    case terminationRequested(signal: Int32)
    /// The terminal closed its input; nothing more will come.
    case inputClosed
}

/// The device a ``TerminalRunLoop`` drives: the real terminal (``TerminalSession``), or a script in tests.
///
/// The run loop calls ``start(deliver:)`` once, then the other methods from the main actor, and ``stop()`` once at
/// the end, whatever happened. The backend calls `deliver` from any thread, in order.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// Takes the terminal over and starts reporting events to `deliver`; returns the terminal's size.
    func start(deliver: @escaping @Sendable (TerminalBackendEvent) -> Void) throws -> GridSize

    /// Writes `bytes` to the terminal.
    func write(_ bytes: [UInt8]) throws

    /// Asks for one ``TerminalBackendEvent/tick(_:)`` after `delay` (replacing any tick asked for earlier).
    func scheduleTick(after delay: Duration)

    /// Gives the terminal back to the shell, stops the process until it is continued, then takes the terminal over
    /// again; returns the terminal's size, which may have changed meanwhile.
    func suspend() throws -> GridSize

    /// Takes the terminal over again after the process was stopped and continued by someone else; returns its size.
    func reclaim() throws -> GridSize

    /// Stops reporting events and gives the terminal back exactly as it was found.
    func stop()

    /// Tells the backend that the run loop has handled one ``TerminalBackendEvent/input(_:)`` event; returns whether
    /// more input is already on its way (then the loop draws once they are handled, not after each).
    ///
    /// A backend that reads faster than the loop handles keeps the backlog small this way (a paste or a flood of
    /// bytes waits in the terminal, not in memory), so that a signal is never queued behind it.
    func inputHandled() -> Bool
}

extension TerminalBackend {
    /// Keeps no count of the input on its way: the loop draws after every event.
    public func inputHandled() -> Bool { false }
}
