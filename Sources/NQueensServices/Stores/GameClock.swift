import Foundation

/// The time as the game sees it: the wall clock and the player's calendar for days, a monotonic reading for
/// durations.
public protocol GameClock: Sendable {
    /// The current instant (wall clock; may jump when the system clock is set).
    var now: Date { get }

    /// The player's calendar, with their current time zone.
    var calendar: Calendar { get }

    /// A monotonic reading for measuring durations: it never jumps, and only differences between readings mean
    /// anything.
    var uptime: Duration { get }
}

extension GameClock {
    /// The player's current local day.
    public var today: CalendarDay {
        CalendarDay(now, in: calendar)
    }
}

/// The live clock: the system's wall clock, the user's current calendar and time zone, and a monotonic clock
/// that stands still while the machine sleeps (a closed laptop is not playing time).
public struct SystemGameClock: GameClock {
    private static let origin = SuspendingClock.now

    /// Creates the live clock.
    public init() {}

    /// The current instant.
    public var now: Date { Date() }

    /// The user's current calendar and time zone (following changes while the game runs).
    public var calendar: Calendar { .autoupdatingCurrent }

    /// The time since the process first read this clock, not counting system sleep.
    public var uptime: Duration { SuspendingClock.now - Self.origin }
}
