import Foundation
import NQueensEngine
import NQueensServices

/// How figures are written on every screen, so that all front ends show them alike.
public enum DisplayText {
    /// A board size as `8×8`.
    public static func boardSize(_ size: Int) -> String {
        "\(size)×\(size)"
    }

    /// A playing time in whole seconds (rounded down): `0:41`, `12:05`, or `1:02:03` from an hour on.
    ///
    /// Negative durations read as `0:00`.
    public static func time(_ duration: Duration) -> String {
        let totalSeconds = max(0, duration.components.seconds)
        let hours = totalSeconds / 3_600
        let minutes = totalSeconds / 60 % 60
        let seconds = totalSeconds % 60
        if hours > 0 {
            return "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds))"
        }
        return "\(minutes):\(twoDigits(seconds))"
    }

    /// A share of 1 as a whole percentage, rounded to the nearest: `0.8` is `80%`.
    public static func percent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return "0%" }
        return "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
    }

    /// A count with its noun, singular for one: `1 move`, `12 moves`.
    public static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }

    /// A regions game's name: "Regions daily 2 Dec 2026" for the regions daily, else "Regions R8M-EJFG8YJ9J".
    public static func regionsGame(dailyDate: CalendarDay?, puzzleID: String?) -> String {
        if let dailyDate { return "Regions daily " + shortDate(dailyDate) }
        return "Regions " + (puzzleID ?? "")
    }

    /// A daily streak as `🔥 3`.
    public static func streak(_ days: Int) -> String {
        "🔥 \(days)"
    }

    /// An instant as a medium date and a short time in `locale`, `calendar` and its time zone:
    /// `Mar 2, 2026 at 12:34 PM` in US English.
    public static func dateAndTime(_ date: Date, locale: Locale, calendar: Calendar) -> String {
        date.formatted(
            Date.FormatStyle(
                date: .abbreviated, time: .shortened, locale: locale, calendar: calendar, timeZone: calendar.timeZone))
    }

    private static func twoDigits(_ value: Int64) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}

// MARK: - Dates of daily puzzles

extension DisplayText {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// A date as the daily puzzles name it, the same in every locale (the share text travels): `1 Dec 2026`.
    public static func shortDate(_ day: CalendarDay) -> String {
        "\(day.day) \(monthNames[day.month - 1].prefix(3)) \(day.year)"
    }

    /// A date in full, for the daily card and screen readers: `Tuesday 1 December 2026`.
    public static func longDate(_ day: CalendarDay) -> String {
        "\(day.weekday.name) \(day.day) \(monthNames[day.month - 1]) \(day.year)"
    }

    /// A difficulty as a label: `Easy`, `Medium`, `Hard`.
    public static func difficulty(_ difficulty: PuzzleDifficulty) -> String {
        difficulty.name.prefix(1).uppercased() + difficulty.name.dropFirst()
    }

    /// A number of hints for the share text: `no hints`, `1 hint`, `3 hints`.
    public static func hints(_ count: Int) -> String {
        count == 0 ? "no hints" : DisplayText.count(count, "hint")
    }
}

// MARK: - Spoken figures

extension DisplayText {
    /// A playing time in words for screen readers, whole seconds: `45 seconds`, `2 minutes 31 seconds`,
    /// `1 hour 2 minutes 3 seconds`; `0 seconds` for none.
    public static func spokenTime(_ duration: Duration) -> String {
        let totalSeconds = Int(max(0, duration.components.seconds))
        let parts = [
            (totalSeconds / 3_600, "hour"), (totalSeconds / 60 % 60, "minute"), (totalSeconds % 60, "second"),
        ].filter { $0.0 > 0 }.map { count($0.0, $0.1) }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: " ")
    }
}

// MARK: - The album's figures

extension DisplayText {
    /// A whole number with its thousands grouped by commas: `92`, `1,787`, `14,772,512`.
    public static func number(_ value: some BinaryInteger) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return value < 0 ? "-" + grouped : grouped
    }

    /// A day as a victory names the day a solution was found: `3 Nov` in the year of `today`, else `3 Nov 2025`.
    public static func dayAndMonth(_ day: CalendarDay, today: CalendarDay) -> String {
        let short = "\(day.day) \(monthNames[day.month - 1].prefix(3))"
        return day.year == today.year ? short : "\(short) \(day.year)"
    }
}
