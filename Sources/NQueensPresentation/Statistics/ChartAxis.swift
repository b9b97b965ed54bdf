import Foundation
import NQueensServices

/// A labelled mark on one of the chart's axes.
public struct AxisTick: Hashable, Sendable {
    /// Where the mark is along its axis, 0…1 (left to right for time, bottom to top for the solve time).
    public let position: Double

    /// What it says, such as `1:00` or `Mar`.
    public let label: String

    /// Creates a tick.
    public init(position: Double, label: String) {
        self.position = position
        self.label = label
    }
}

/// The chart's axes worked out from the data: a time scale from zero to a round value, and month marks.
enum ChartAxis {
    /// The steps the time axis is marked in, in milliseconds: 1, 2, 5, 10, 15, 30 s, 1, 2, 5, 10, 15, 30 min, then
    /// hours.
    static let timeSteps: [Int64] =
        [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1_800, 3_600, 7_200, 18_000, 36_000, 86_400].map { $0 * 1_000 }

    /// The most marks above zero the time axis has.
    static let maximumTimeTicks = 5

    /// The time axis for times up to `maximum`: its top (a whole number of steps, at least `maximum`) and its
    /// ticks from 0 to the top.
    static func timeScale(upTo maximum: Duration) -> (top: Duration, ticks: [AxisTick]) {
        let longest = max(maximum.wholeMilliseconds, 1)
        let step =
            timeSteps.first { (longest + $0 - 1) / $0 <= Int64(maximumTimeTicks) }
            ?? (longest / Int64(maximumTimeTicks) / 86_400_000 + 1) * 86_400_000
        let count = max(1, (longest + step - 1) / step)
        let top = step * count
        let ticks = (0...count).map { index in
            AxisTick(
                position: Double(index * step) / Double(top), label: DisplayText.time(.milliseconds(index * step)))
        }
        return (.milliseconds(top), ticks)
    }

    /// The most month marks the time axis has; longer spans mark every 2nd, 3rd, 6th or 12th month.
    static let maximumMonthTicks = 8

    /// The month marks between `start` and `end` in `calendar` (each where its first day begins, `Jan` with its
    /// year, as is the first mark); with no month beginning in between, the two ends' days (`2 Dec`), or one day
    /// in the middle when they are the same day.
    static func monthTicks(from start: Date, to end: Date, calendar: Calendar, today: CalendarDay) -> [AxisTick] {
        let span = end.timeIntervalSince(start)
        guard span > 0 else {
            return [
                AxisTick(position: 0.5, label: DisplayText.dayAndMonth(CalendarDay(start, in: calendar), today: today))
            ]
        }
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        var starts: [(Date, Int, Int)] = []
        let first = gregorian.dateComponents([.year, .month], from: start)
        var components = DateComponents(year: first.year, month: first.month, day: 1)
        while true {
            components.month = (components.month ?? 1) + 1
            guard let date = gregorian.date(from: components), date <= end else { break }
            let parts = gregorian.dateComponents([.year, .month], from: date)
            starts.append((date, parts.year ?? 0, parts.month ?? 1))
        }
        guard !starts.isEmpty else {
            return [start, end].map {
                AxisTick(
                    position: $0 == start ? 0 : 1,
                    label: DisplayText.dayAndMonth(CalendarDay($0, in: calendar), today: today))
            }
        }
        let every = [1, 2, 3, 6, 12].first { (starts.count + $0 - 1) / $0 <= maximumMonthTicks } ?? 12
        let kept = starts.filter { every == 1 || ($0.2 - 1) % every == 0 }
        return kept.enumerated().map { index, mark in
            let (date, year, month) = mark
            return AxisTick(
                position: date.timeIntervalSince(start) / span,
                label: index == 0 || month == 1
                    ? DisplayText.monthAndYear(month, year) : DisplayText.monthName(month, short: true))
        }
    }
}
