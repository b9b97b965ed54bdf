// The terminal front end is built for Linux and macOS only (Package.swift), not for the iOS simulator.
#if canImport(NQueensTerminal)
    import NQueensTerminal

    /// A terminal backend that plays a script of events and records what the run loop does, for tests.
    ///
    /// ``start(deliver:)`` delivers every scripted event at once, in order (followed by
    /// ``NQueensTerminal/TerminalBackendEvent/inputClosed`` when ``closesInputAtEnd`` is true), so a run loop processes
    /// them one after the other and returns. Writes, tick requests and lifecycle calls are recorded.
    @MainActor
    public final class ScriptedTerminalBackend: TerminalBackend {
        /// A call the run loop made, in order.
        public enum Call: Hashable, Sendable {
            case start
            case write
            case scheduleTick(Duration)
            case suspend
            case reclaim
            case stop
        }

        /// The size reported by ``start(deliver:)``.
        public var size: GridSize

        /// The size reported after ``suspend()`` and ``reclaim()``; the same ``size`` when `nil`.
        public var sizeAfterResume: GridSize?

        /// The events delivered at start.
        public var script: [TerminalBackendEvent]

        /// Whether ``NQueensTerminal/TerminalBackendEvent/inputClosed`` follows the script.
        public var closesInputAtEnd: Bool

        /// Whether writes fail, as on a closed terminal.
        public var failsWrites = false

        /// Every call, in order.
        public private(set) var calls: [Call] = []

        /// The bytes of each write, in order.
        public private(set) var writes: [[UInt8]] = []

        private var deliver: (@Sendable (TerminalBackendEvent) -> Void)?

        /// The error thrown by writes when ``failsWrites`` is true.
        public struct WriteError: Error, Hashable {}

        /// Creates a backend of `size` that will deliver `script`.
        public init(size: GridSize, script: [TerminalBackendEvent], closesInputAtEnd: Bool = true) {
            self.size = size
            self.script = script
            self.closesInputAtEnd = closesInputAtEnd
        }

        /// All writes as text (escape sequences included).
        public var writtenText: [String] { writes.map { String(decoding: $0, as: UTF8.self) } }

        /// Delivers `event` now (for events that only make sense after start, such as from a task).
        public func send(_ event: TerminalBackendEvent) {
            deliver?(event)
        }

        // MARK: - TerminalBackend

        /// Records the call and delivers the script.
        public func start(deliver: @escaping @Sendable (TerminalBackendEvent) -> Void) throws -> GridSize {
            calls.append(.start)
            self.deliver = deliver
            for event in script { deliver(event) }
            if closesInputAtEnd { deliver(.inputClosed) }
            return size
        }

        /// Records the bytes, or throws ``WriteError`` when ``failsWrites``.
        public func write(_ bytes: [UInt8]) throws {
            calls.append(.write)
            if failsWrites { throw WriteError() }
            writes.append(bytes)
        }

        /// Records the request; ticks come only from the script.
        public func scheduleTick(after delay: Duration) {
            calls.append(.scheduleTick(delay))
        }

        /// Records the call and returns the size after resuming.
        public func suspend() throws -> GridSize {
            calls.append(.suspend)
            return sizeAfterResume ?? size
        }

        /// Records the call and returns the size after resuming.
        public func reclaim() throws -> GridSize {
            calls.append(.reclaim)
            return sizeAfterResume ?? size
        }

        /// Records the call.
        public func stop() {
            calls.append(.stop)
            deliver = nil
        }
    }
#endif
