import Foundation
import NQueensEngine
import NQueensLocalization
import NQueensServices

/// Dates, weekdays and months in the player's locale (`Localization.locale`), from ICU's data through Foundation, so
/// no system locale is needed. English keeps NQueens' own forms ("1 Dec 2026", "Tuesday 1 December 2026").
extension DisplayText {
    // MARK: Days

    /// A date as the daily puzzles name it: `1 Dec 2026` in English, `1. Dez. 2026` in German, `2026年12月1日` in
    /// Japanese.
    public static func shortDate(_ day: CalendarDay) -> String {
        if writesEnglishDates { return "\(day.day) \(englishMonths[day.month - 1].prefix(3)) \(day.year)" }
        return format(day, dateStyle.day().month(.abbreviated).year())
    }

    /// A date in full, for the daily card and screen readers: `Tuesday 1 December 2026` in English,
    /// `Dienstag, 1. Dezember 2026` in German.
    public static func longDate(_ day: CalendarDay) -> String {
        if writesEnglishDates { return "\(day.weekday.name) \(day.day) \(englishMonths[day.month - 1]) \(day.year)" }
        return format(day, dateStyle.weekday(.wide).day().month(.wide).year())
    }

    /// A day as a victory names the day a solution was found: `3 Nov` in the year of `today`, else `3 Nov 2025`
    /// (`3. Nov.`, `11月3日` in German and Japanese).
    public static func dayAndMonth(_ day: CalendarDay, today: CalendarDay) -> String {
        guard day.year == today.year else { return shortDate(day) }
        if writesEnglishDates { return "\(day.day) \(englishMonths[day.month - 1].prefix(3))" }
        return format(day, dateStyle.day().month(.abbreviated))
    }

    /// A day in short with its weekday: `Tue 1 Dec` in English, `Di., 1. Dez.` in German, `12月1日(火)` in Japanese.
    public static func weekdayAndDay(_ day: CalendarDay) -> String {
        if writesEnglishDates {
            return "\(day.weekday.name.prefix(3)) \(day.day) \(englishMonths[day.month - 1].prefix(3))"
        }
        return format(day, dateStyle.weekday(.abbreviated).day().month(.abbreviated))
    }

    // MARK: Weekdays and months

    /// A weekday's name, in full (`Tuesday`, `Dienstag`) or short (`Tue`, `Di.`, `火`).
    public static func weekdayName(_ weekday: Weekday, short: Bool = false) -> String {
        if writesEnglishDates { return short ? String(weekday.name.prefix(3)) : weekday.name }
        // 2024-01-01 was a Monday, the first of `Weekday.allCases`.
        let day = CalendarDay(year: 2024, month: 1, day: 1 + (Weekday.allCases.firstIndex(of: weekday) ?? 0))
        return day.map { format($0, dateStyle.weekday(short ? .abbreviated : .wide)) } ?? weekday.name
    }

    /// A month's name (1 is January), in full (`December`, `Dezember`) or short (`Dec`, `Dez.`, `12月`).
    public static func monthName(_ month: Int, short: Bool = false) -> String {
        let month = min(max(month, 1), 12)
        if writesEnglishDates {
            let name = englishMonths[month - 1]
            return short ? String(name.prefix(3)) : name
        }
        let day = CalendarDay(year: 2026, month: month, day: 1)
        return day.map { format($0, dateStyle.month(short ? .abbreviated : .wide)) } ?? String(month)
    }

    /// A month and its year, for the charts' and the calendar's first label and each January: `Jan 2026` in
    /// English, `Jan. 2026` in German, `2026年1月` in Japanese.
    public static func monthAndYear(_ month: Int, _ year: Int) -> String {
        let month = min(max(month, 1), 12)
        if writesEnglishDates { return "\(englishMonths[month - 1].prefix(3)) \(year)" }
        let day = CalendarDay(year: year, month: month, day: 1)
        return day.map { format($0, dateStyle.month(.abbreviated).year()) } ?? "\(month)/\(year)"
    }

    // MARK: Instants

    /// An instant as a medium date and a short time in `calendar`'s time zone, in `locale` (by default the
    /// player's): `Mar 2, 2026 at 12:34 PM` in English, `02.03.2026, 12:34` in German.
    public static func dateAndTime(_ date: Date, locale: Locale = Localization.locale, calendar: Calendar) -> String {
        date.formatted(
            Date.FormatStyle(
                date: .abbreviated, time: .shortened, locale: locale, calendar: calendar, timeZone: calendar.timeZone))
    }

    // MARK: Formatting

    /// Whether dates take NQueens' English forms: in English and in the pseudo-language, which writes them as
    /// English does.
    private static var writesEnglishDates: Bool {
        let code = Localization.language.code
        return code == Language.english.code || code == Language.pseudo.code
    }

    // l10n: begin not shown (English's own month names; other languages' come from ICU)
    private static let englishMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    // l10n: end

    /// A style in the player's locale, on the Gregorian calendar at UTC (where `format(_:_:)` puts days).
    private static var dateStyle: Date.FormatStyle {
        Date.FormatStyle(locale: Localization.locale, calendar: utcCalendar, timeZone: utcCalendar.timeZone)
    }

    /// `day` at noon UTC, written in `style`.
    private static func format(_ day: CalendarDay, _ style: Date.FormatStyle) -> String {
        let components = DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)
        guard let date = utcCalendar.date(from: components) else { return "\(day)" }
        return date.formatted(style)
    }

    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt  // l10n: not shown (a time zone's ID)
        return calendar
    }()
}
