import Foundation
import NQueensEngine
import NQueensLocalization
import NQueensServices

/// What a day of the activity calendar shows, the most telling first: its daily solved, a missed daily that can
/// still be made up, a day played, or nothing.
public enum ActivityKind: String, Hashable, Sendable, CaseIterable {
    /// The day's daily was solved without a hint.
    case dailySolved
    /// The day's daily was solved with hints.
    case dailySolvedWithHints
    /// The day's daily was missed and can still be made up from the past dailies.
    case canMakeUp
    /// Games were played, but not the day's daily.
    case played
    /// Nothing was played (or its daily is too old to make up, or came before the first game).
    case none

    /// The kind's name, for the legend: "Daily solved", "Daily with hints", "Missed daily, can be made up",
    /// "Played", "Not played".
    public var legendText: String {
        switch self {
        case .dailySolved: tr(context: "calendar legend", "Daily solved")
        case .dailySolvedWithHints: tr(context: "calendar legend", "Daily with hints")
        case .canMakeUp: tr(context: "calendar legend", "Missed daily, can be made up")
        case .played: tr(context: "calendar legend", "Played")
        case .none: tr(context: "calendar legend", "Not played")
        }
    }
}

/// One day of the activity calendar.
public struct ActivityCell: Hashable, Sendable, Identifiable {
    /// The day.
    public let day: CalendarDay

    /// The number of games solved on it.
    public let gamesSolved: Int

    /// How its daily stands.
    public let daily: DailyStatus

    /// What to draw.
    public let kind: ActivityKind

    /// Whether it is today.
    public let isToday: Bool

    /// The day for a screen reader, such as "Tuesday 1 December 2026, today: 3 games, daily solved".
    public let accessibilityLabel: String

    /// The day identifies the cell.
    public var id: CalendarDay { day }

    /// The cell of `activity`.
    init(_ activity: DayActivity, isToday: Bool) {
        day = activity.day
        gamesSolved = activity.gamesSolved
        daily = activity.daily
        self.isToday = isToday
        kind =
            switch activity.daily {
            case .solved: .dailySolved
            case .solvedWithHints: .dailySolvedWithHints
            case .canMakeUp: .canMakeUp
            case .open, .missed, .none: activity.gamesSolved > 0 ? .played : .none
            }
        let games =
            activity.gamesSolved == 0
            ? tr("no games")
            : trn("%s game", "%s games", count: activity.gamesSolved, DisplayText.number(activity.gamesSolved))
        let dailyText: String? =
            switch activity.daily {
            case .solved: tr(context: "calendar day", "daily solved")
            case .solvedWithHints: tr(context: "calendar day", "daily solved with hints")
            case .open: tr(context: "calendar day", "daily not solved yet")
            case .canMakeUp: tr(context: "calendar day", "daily missed, can be made up")
            case .missed: tr(context: "calendar day", "daily missed")
            case .none: nil
            }
        let facts = DisplayText.phrase([games] + [dailyText].compactMap { $0 })
        let date = DisplayText.longDate(activity.day)
        accessibilityLabel =
            isToday
            // TRANSLATORS: today in the calendar read out; %2$s is what happened: "Tuesday 1 December 2026, today:
            // 3 games, daily solved".
            ? tr("%1$s, today: %2$s", date, facts)
            // TRANSLATORS: a day of the calendar read out: "Monday 30 November 2026: no games".
            : tr("%1$s: %2$s", date, facts)
    }
}

/// A week of the calendar: seven places in the player's weekday order, empty before the calendar starts and after
/// today.
public struct ActivityWeek: Hashable, Sendable {
    /// The days, `nil` for a place outside the calendar.
    public let days: [ActivityCell?]
}

/// The calendar of the last 12 months, weeks by weekdays as the player's calendar orders them (weeks are columns,
/// the oldest first; weekdays are rows).
public struct ActivityCalendar: Hashable, Sendable {
    /// The weeks, the oldest first; the last holds today.
    public let weeks: [ActivityWeek]

    /// The weekdays' short names in row order, such as `Mon`…`Sun` (or `Sun`…`Sat`, as the calendar starts them).
    public let weekdayLabels: [String]

    /// The month names over the weeks: each at the week holding its first day, as a week index and its name
    /// (`Jan 2026` for January, `Dec` otherwise).
    public let monthLabels: [CalendarMonthLabel]

    /// Every kind a day can show, in legend order.
    public let legend: [ActivityKind] = ActivityKind.allCases

    /// The first day of the calendar.
    public let firstDay: CalendarDay

    /// Today, its last day.
    public let today: CalendarDay

    /// The number of days with a game solved.
    public let daysPlayed: Int

    /// The number of days whose daily was solved (with or without hints).
    public let dailiesSolved: Int

    /// The number of missed dailies that can still be made up.
    public let dailiesToMakeUp: Int

    /// The calendar of `days` (consecutive, the oldest first, ending today), laid out in `calendar`'s weeks.
    init(days: [DayActivity], today: CalendarDay, calendar: Calendar) {
        self.today = today
        firstDay = days.first?.day ?? today
        let firstWeekday = Self.weekday(ofCalendarIndex: calendar.firstWeekday)
        let order = (0..<7).map { Weekday.allCases[(firstWeekday.rawValue + $0) % 7] }
        weekdayLabels = order.map { DisplayText.weekdayName($0, short: true) }
        let lead = (firstDay.weekday.rawValue - firstWeekday.rawValue + 7) % 7
        var places: [ActivityCell?] = Array(repeating: nil, count: lead)
        places += days.map { ActivityCell($0, isToday: $0.day == today) }
        places += Array(repeating: nil, count: (7 - places.count % 7) % 7)
        weeks = stride(from: 0, to: places.count, by: 7).map { ActivityWeek(days: Array(places[$0..<($0 + 7)])) }
        var labels: [CalendarMonthLabel] = []
        for (index, week) in weeks.enumerated() {
            let days = week.days.compactMap { $0 }
            guard let first = days.first(where: { $0.day.day == 1 }) ?? (index == 0 ? days.first : nil) else {
                continue
            }
            let month = first.day.month
            let text =
                month == 1 || labels.isEmpty
                ? DisplayText.monthAndYear(month, first.day.year) : DisplayText.monthName(month, short: true)
            labels.append(CalendarMonthLabel(weekIndex: index, text: text))
        }
        monthLabels = labels
        daysPlayed = days.count { $0.gamesSolved > 0 }
        dailiesSolved = days.count { $0.daily == .solved || $0.daily == .solvedWithHints }
        dailiesToMakeUp = days.count { $0.daily == .canMakeUp }
    }

    /// The engine's weekday of `Calendar.firstWeekday`'s numbering (1 is Sunday).
    private static func weekday(ofCalendarIndex index: Int) -> Weekday {
        Weekday.allCases[((index - 2) % 7 + 7) % 7]
    }

    /// The day a 12-month calendar ending `today` starts on: the day after the same date a year earlier (1 March
    /// after 29 February).
    public static func firstDay(endingOn today: CalendarDay) -> CalendarDay {
        (CalendarDay(year: today.year - 1, month: today.month, day: today.day)
            ?? CalendarDay(year: today.year - 1, month: today.month, day: today.day - 1)
            ?? today.adding(days: -365)).adding(days: 1)
    }
}

/// A month's name over the calendar's weeks.
public struct CalendarMonthLabel: Hashable, Sendable {
    /// The week (column) it stands over, from 0.
    public let weekIndex: Int

    /// The month's name: `Jan 2026` for January and the first label, `Dec` otherwise.
    public let text: String

    /// Creates a label.
    public init(weekIndex: Int, text: String) {
        self.weekIndex = weekIndex
        self.text = text
    }
}
