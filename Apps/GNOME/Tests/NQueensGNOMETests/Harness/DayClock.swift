import Foundation
import NQueensServices

/// A clock that starts at a chosen instant and then runs as time passes: the day is known (a date's daily
/// puzzle), and the game's clock ticks for real.
///
/// The calendar is Gregorian in UTC, so the day does not depend on the machine's time zone.
struct DayClock: GameClock {
    private let start: Date
    private let origin = SuspendingClock.now

    /// A clock at `start` (in UTC), running from now on.
    init(start: Date) {
        self.start = start
    }

    /// A clock at `hour`:00 UTC on `year`-`month`-`day`.
    init(year: Int, month: Int, day: Int, hour: Int = 10) {
        var components = DateComponents()
        (components.year, components.month, components.day, components.hour) = (year, month, day, hour)
        self.init(start: Self.utc.date(from: components) ?? Date(timeIntervalSince1970: 0))
    }

    var now: Date {
        let elapsed = uptime.components
        return start + TimeInterval(elapsed.seconds) + TimeInterval(elapsed.attoseconds) / 1e18
    }

    var calendar: Calendar {
        Self.utc
    }

    var uptime: Duration {
        SuspendingClock.now - origin
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
