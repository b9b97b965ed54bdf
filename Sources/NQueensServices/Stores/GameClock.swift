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
///
/// With `NQUEENS_NOW` set to an instant (`2026-11-29T12:00:00Z`), the wall clock starts there and runs on from it,
/// so that the real programs show a known day (the statistics' snapshots, screenshots).
public struct SystemGameClock: GameClock {
    private static let origin = SuspendingClock.now

    /// How far the wall clock reads from the system's, in seconds.
    private let offset: TimeInterval

    /// Creates the live clock.
    public init() {
        offset = 0
    }

    /// The live clock, reading `start` now and running on from there.
    public init(startingAt start: Date) {
        offset = start.timeIntervalSinceNow
    }

    /// The live clock, started at `NQUEENS_NOW` when `environment` sets it to an ISO 8601 instant in UTC
    /// (`2026-11-29T12:00:00Z`, with or without milliseconds); the system's time otherwise.
    public init(environment: [String: String]) {
        guard let text = environment["NQUEENS_NOW"],
            let start = Date(iso8601Milliseconds: text) ?? ISO8601DateFormatter().date(from: text)
        else {
            self.init()
            return
        }
        self.init(startingAt: start)
    }

    /// The current instant.
    public var now: Date { Date().addingTimeInterval(offset) }

    /// The user's current calendar and time zone (following changes while the game runs).
    public var calendar: Calendar { .autoupdatingCurrent }

    /// The time since the process first read this clock, not counting system sleep.
    public var uptime: Duration { SuspendingClock.now - Self.origin }
}
