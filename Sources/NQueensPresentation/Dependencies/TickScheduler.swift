import Foundation

/// Runs an action repeatedly on the main actor until cancelled: the game clock's display and the replay's
/// autoplay are driven by it.
///
/// The live scheduler sleeps on a `ContinuousClock`; tests use a manual scheduler that fires on demand, so no
/// test ever sleeps.
@MainActor
public protocol TickScheduler: AnyObject {
    /// Calls `tick` every `interval` on the main actor until the returned subscription is cancelled or released.
    func scheduleRepeating(every interval: Duration, _ tick: @escaping @MainActor () -> Void) -> TickSubscription
}

/// A repeating tick that stops when cancelled, or when the subscription is released.
public final class TickSubscription: Sendable {
    private let state: LockedFlag
    private let onCancel: @Sendable () -> Void

    /// Creates a subscription that calls `onCancel` once, on the first `cancel()` or when released.
    public init(onCancel: @escaping @Sendable () -> Void) {
        self.state = LockedFlag()
        self.onCancel = onCancel
    }

    /// Whether the tick was cancelled.
    public var isCancelled: Bool {
        state.isSet
    }

    /// Stops the tick; calling it again does nothing.
    public func cancel() {
        if state.set() { onCancel() }
    }

    deinit {
        cancel()
    }
}

/// A flag that goes from unset to set once, safely across threads.
///
/// `@unchecked Sendable` is sound: `value` is only read and written under `lock`.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool {
        lock.withLock { value }
    }

    /// Sets the flag; returns whether it was unset before.
    func set() -> Bool {
        lock.withLock {
            defer { value = true }
            return !value
        }
    }
}

/// The live scheduler: a main-actor task that sleeps on a `ContinuousClock` between ticks.
///
/// Ticks keep to the grid `start + k × interval`; a tick that comes late (a busy main actor) is not repeated,
/// so a slow frame never causes a burst of catch-up ticks.
@MainActor
public final class TaskTickScheduler: TickScheduler {
    /// Creates the live scheduler.
    public init() {}

    /// Calls `tick` every `interval` (at least one millisecond) until the subscription is cancelled or released.
    public func scheduleRepeating(every interval: Duration, _ tick: @escaping @MainActor () -> Void) -> TickSubscription
    {
        let step = max(interval, .milliseconds(1))
        let task = Task { @MainActor in
            let clock = ContinuousClock()
            var deadline = clock.now + step
            while !Task.isCancelled {
                do {
                    try await clock.sleep(until: deadline)
                } catch {
                    return
                }
                guard !Task.isCancelled else { return }
                tick()
                deadline += step
                let now = clock.now
                while deadline <= now { deadline += step }
            }
        }
        return TickSubscription { task.cancel() }
    }
}
