import NQueensPresentation

/// A tick scheduler that fires only when a test says so: no test ever sleeps.
@MainActor
public final class ManualTickScheduler: TickScheduler {
    private struct Entry {
        let interval: Duration
        let tick: @MainActor () -> Void
        /// Held weakly, like a live tick: releasing the subscription stops the tick.
        weak var subscription: TickSubscription?

        var isRunning: Bool {
            subscription.map { !$0.isCancelled } ?? false
        }
    }

    private var entries: [Entry] = []

    /// The number of ticks scheduled so far, cancelled or not.
    public private(set) var scheduledCount = 0

    /// Creates a scheduler with nothing scheduled.
    public init() {}

    /// Remembers `tick`; it runs on each `fire()` until its subscription is cancelled or released.
    public func scheduleRepeating(every interval: Duration, _ tick: @escaping @MainActor () -> Void) -> TickSubscription
    {
        scheduledCount += 1
        let subscription = TickSubscription {}
        entries.append(Entry(interval: interval, tick: tick, subscription: subscription))
        return subscription
    }

    /// The number of ticks still running (not cancelled): one per running game clock or playing replay.
    public var activeCount: Int {
        entries.removeAll { !$0.isRunning }
        return entries.count
    }

    /// The intervals of the ticks still running.
    public var activeIntervals: [Duration] {
        entries.removeAll { !$0.isRunning }
        return entries.map(\.interval)
    }

    /// Fires every running tick `times` times (a tick cancelled by another stops firing at once).
    public func fire(times: Int = 1) {
        for _ in 0..<max(0, times) {
            entries.removeAll { !$0.isRunning }
            for entry in entries where entry.isRunning {
                entry.tick()
            }
        }
    }
}
