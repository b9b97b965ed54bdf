import Foundation
import NQueensEngine
import NQueensLocalization

/// A day of the Gregorian calendar (year, month, day), with no time and no time zone.
///
/// The day a game was solved is the player's local day at that moment; once taken, a `CalendarDay` no longer
/// depends on any time zone, so streaks stay correct across daylight-saving changes and travel.
/// Days run from 0001-01-01 to 9999-12-31.
public struct CalendarDay: Sendable, Hashable {
    /// The year, 1…9999.
    public let year: Int

    /// The month, 1…12.
    public let month: Int

    /// The day of the month, 1…31.
    public let day: Int

    /// The first day a `CalendarDay` can name: 0001-01-01.
    public static let earliest = CalendarDay(dayNumber: earliestDayNumber)

    /// The last day a `CalendarDay` can name: 9999-12-31.
    public static let latest = CalendarDay(dayNumber: latestDayNumber)

    /// Creates the day `year`-`month`-`day`, or `nil` when no such day exists (2026-02-30, month 13, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard DailyDate(year: year, month: month, day: day) != nil else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in `calendar`'s time zone, counted in the Gregorian calendar.
    ///
    /// Only the calendar's time zone matters: a player using another calendar system still gets the
    /// Gregorian day, so that days from different settings compare. Dates beyond 0001…9999 give the nearest end.
    public init(_ date: Date, in calendar: Calendar) {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        let parts = gregorian.dateComponents([.era, .year, .month, .day], from: date)
        guard parts.era == 1, let year = parts.year, let month = parts.month, let day = parts.day,
            let value = CalendarDay(year: year, month: month, day: day)
        else {
            self = date.timeIntervalSince1970 < 0 ? .earliest : .latest
            return
        }
        self = value
    }

    /// Creates the day numbered `dayNumber` days after 1970-01-01, clamped to 0001-01-01…9999-12-31.
    init(dayNumber: Int) {
        let date = DailyDate(dayNumber: dayNumber)
        self.year = date.year
        self.month = date.month
        self.day = date.day
    }

    // MARK: Arithmetic

    /// The number of days from 1970-01-01 to this day (negative before it).
    var dayNumber: Int {
        DailyDate.dayNumber(year: year, month: month, day: day)
    }

    /// The day `days` days later (earlier when negative), clamped to 0001-01-01…9999-12-31.
    public func adding(days: Int) -> CalendarDay {
        let (sum, overflow) = dayNumber.addingReportingOverflow(days)
        if overflow { return days < 0 ? .earliest : .latest }
        return CalendarDay(dayNumber: sum)
    }

    /// The number of days from this day to `other` (negative when `other` is earlier).
    public func days(until other: CalendarDay) -> Int {
        other.dayNumber - dayNumber
    }

    // MARK: Calendar facts

    private static let earliestDayNumber = -719_162
    private static let latestDayNumber = 2_932_896
}

// MARK: - The daily puzzle

extension CalendarDay {
    /// The same date as the engine's daily puzzles count them.
    public var dailyDate: DailyDate {
        DailyDate(dayNumber: dayNumber)
    }

    /// The day of the engine's `date`.
    public init(_ date: DailyDate) {
        self.init(dayNumber: date.dayNumber)
    }

    /// The weekday of the day.
    public var weekday: Weekday {
        dailyDate.weekday
    }
}

extension Puzzle {
    /// The daily puzzle of the player's `day`.
    public static func daily(for day: CalendarDay) -> DailyPuzzle {
        daily(for: day.dailyDate)
    }
}

extension RegionsPuzzle {
    /// The regions daily of the player's `day`.
    public static func daily(for day: CalendarDay) -> RegionsDailyPuzzle {
        daily(for: day.dailyDate)
    }
}

// MARK: - Ordering

extension CalendarDay: Comparable {
    /// Orders days from the earliest to the latest.
    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

// MARK: - Text

extension CalendarDay: LosslessStringConvertible {
    /// The day in ISO 8601 form, `2026-11-29`.
    public var description: String {
        "\(Self.padded(year, to: 4))-\(Self.padded(month, to: 2))-\(Self.padded(day, to: 2))"
    }

    /// Reads a day written `YYYY-MM-DD` (ISO 8601, four-digit year), or `nil` for any other text or no such day.
    public init?(_ description: String) {
        let parts = description.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    private static func padded(_ value: Int, to width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

// MARK: - Coding

extension CalendarDay: Codable {
    /// Decodes a day from its `YYYY-MM-DD` text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = CalendarDay(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: tr("'%s' is not a day; expected YYYY-MM-DD", text))
        }
        self = day
    }

    /// Encodes the day as its `YYYY-MM-DD` text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
