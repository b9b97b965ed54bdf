import Foundation
import NQueensPresentation
import NQueensServices

/// The `nqueens/stats/v1` document of a `StatisticsReport`: the streaks, per size the figures and every game's
/// time (the chart's series), and every day of the last 12 months (the calendar).
struct StatisticsDocument {
    let report: StatisticsReport

    /// The calendar's days, earliest first, ending today.
    let days: [DayActivity]

    /// The document on one line.
    var json: String {
        var document = JSONObject(.stats)
        document.add("currentStreak", report.streaks.current)
        document.add("bestStreak", report.streaks.best)
        document.add("solvedToday", report.streaks.isTodaySolved)
        document.add("games", report.gameCount)
        document.add("sizes", json: "[" + report.sizes.map(sizeObject).joined(separator: ",") + "]")
        document.add("today", report.today.description)
        document.add("currentDailyStreak", report.dailyStreaks.current)
        document.add("bestDailyStreak", report.dailyStreaks.best)
        document.add("dailySolvedToday", report.dailyStreaks.isTodaySolved)
        document.add("calendar", json: calendarObject)
        return document.json
    }

    // MARK: Parts

    /// One size's figures and its games in the order they were finished.
    private func sizeObject(_ size: SizeStatistics) -> String {
        var object = JSONObject()
        object.add("size", size.boardSize)
        object.add("games", size.games)
        object.add("bestTimeMilliseconds", size.bestTime.wholeMilliseconds)
        object.add("fewestMoves", size.fewestMoves)
        object.add("medianTimeMilliseconds", size.medianTime.wholeMilliseconds)
        if let recent = size.recentMedian { object.add("recentMedianMilliseconds", recent.wholeMilliseconds) }
        if let previous = size.previousMedian {
            object.add("previousMedianMilliseconds", previous.wholeMilliseconds)
        }
        object.add("trend", size.trend.rawValue)
        object.add("bestEfficiency", json: Self.fourDecimals(size.bestEfficiency))
        object.add("gamesWithoutHints", size.gamesWithoutHints)
        let series = report.samples(boardSize: size.boardSize).map(Self.sampleObject)
        object.add("series", json: "[" + series.joined(separator: ",") + "]")
        return object.json
    }

    /// One game of a size's series.
    private static func sampleObject(_ sample: SolveTimeSample) -> String {
        var object = JSONObject()
        object.add("id", sample.id.uuidString.lowercased())
        let zone = TimeZone(identifier: sample.timeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
        object.add("finishedAt", sample.finishedAt.iso8601Milliseconds(in: zone))
        object.add("solvedDay", sample.solvedDay.description)
        object.add("mode", sample.mode.rawValue)
        object.add("activeMilliseconds", sample.activeDuration.wholeMilliseconds)
        object.add("hintsUsed", sample.hintsUsed)
        object.add("newBest", sample.isNewBest)
        return object.json
    }

    /// The calendar: its first and last day, how far back a missed daily can be made up, and every day.
    private var calendarObject: String {
        var object = JSONObject()
        object.add("from", (days.first?.day ?? report.today).description)
        object.add("to", report.today.description)
        object.add("makeUpDays", StatisticsViewModel.makeUpDays)
        let entries = days.map { day in
            var entry = JSONObject()
            entry.add("date", day.day.description)
            entry.add("games", day.gamesSolved)
            entry.add("daily", day.daily.rawValue)
            return entry.json
        }
        object.add("days", json: "[" + entries.joined(separator: ",") + "]")
        return object.json
    }

    /// `value` with at most four decimals, as the history writes efficiencies: `1`, `0.6667`.
    private static func fourDecimals(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
