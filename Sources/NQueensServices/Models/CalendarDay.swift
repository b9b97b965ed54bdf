import Foundation

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
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
            day <= Self.numberOfDays(inMonth: month, year: year)
        else { return nil }
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
        let clamped = min(max(dayNumber, Self.earliestDayNumber), Self.latestDayNumber)
        // Howard Hinnant's civil_from_days.
        let shifted = clamped + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.month = month
        self.day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    }

    // MARK: Arithmetic

    /// The number of days from 1970-01-01 to this day (negative before it).
    var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
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

    private static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func numberOfDays(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
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
                in: container, debugDescription: "'\(text)' is not a day; expected YYYY-MM-DD")
        }
        self = day
    }

    /// Encodes the day as its `YYYY-MM-DD` text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
