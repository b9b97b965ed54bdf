#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Installing POSIX signal handlers, portably.
enum SignalAction {
    typealias Handler = @convention(c) (Int32) -> Void
    typealias InfoHandler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// Installs `handler` for `signal` and returns the action it replaces.
    @discardableResult
    static func install(_ handler: Handler, for signal: Int32) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        return replace(signal, with: action)
    }

    /// Installs `handler`, which receives the signal's details, for `signal` and returns the action it replaces.
    @discardableResult
    static func install(_ handler: InfoHandler, for signal: Int32) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = handler
        #else
            action.__sigaction_u.__sa_sigaction = handler
        #endif
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        sigemptyset(&action.sa_mask)
        return replace(signal, with: action)
    }

    /// Puts the default action back for `signal`.
    static func setDefault(for signal: Int32) {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = SIG_DFL
        #else
            action.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        replace(signal, with: action)
    }

    /// Installs `action` for `signal` and returns the one it replaces.
    ///
    /// Async-signal-safe.
    @discardableResult
    static func replace(_ signal: Int32, with action: sigaction) -> sigaction {
        var action = action
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        return previous
    }
}
