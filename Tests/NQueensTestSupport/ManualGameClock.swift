import Foundation
import NQueensServices

/// A clock that moves only when told: set the instant, the calendar and the monotonic reading by hand.
///
/// `@unchecked Sendable` is sound: every stored property is read and written under `lock`.
public final class ManualGameClock: GameClock, @unchecked Sendable {
    private let lock = NSLock()
    private var storedNow: Date
    private var storedCalendar: Calendar
    private var storedUptime: Duration

    /// Creates a clock at `now` in `timeZone` (a Gregorian calendar), with the monotonic reading at `uptime`.
    public init(now: Date, timeZone: TimeZone = TimeZone(identifier: "UTC")!, uptime: Duration = .zero) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        storedNow = now
        storedCalendar = calendar
        storedUptime = uptime
    }

    /// The current instant; settable.
    public var now: Date {
        get { lock.withLock { storedNow } }
        set { lock.withLock { storedNow = newValue } }
    }

    /// The player's calendar; settable.
    public var calendar: Calendar {
        get { lock.withLock { storedCalendar } }
        set { lock.withLock { storedCalendar = newValue } }
    }

    /// The monotonic reading; settable.
    public var uptime: Duration {
        get { lock.withLock { storedUptime } }
        set { lock.withLock { storedUptime = newValue } }
    }

    /// The player's time zone (the calendar's); setting it moves the player, not the instant.
    public var timeZone: TimeZone {
        get { calendar.timeZone }
        set { lock.withLock { storedCalendar.timeZone = newValue } }
    }

    /// Moves both the wall clock and the monotonic reading forward by `duration`.
    public func advance(by duration: Duration) {
        lock.withLock {
            storedUptime += duration
            storedNow +=
                TimeInterval(duration.components.seconds) + TimeInterval(duration.components.attoseconds) / 1e18
        }
    }
}
