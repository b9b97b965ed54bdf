import Foundation
import NQueensServices
import NQueensTestSupport
import Testing

/// `nqueens stats` over a generated history of 200 games, on a known day (`NQUEENS_NOW`).
@Suite("nqueens stats")
struct StatsCommandTests {
    private let nqueens = ExecutableRunner(product: "nqueens")
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
        let stores = try SQLiteStores.open(in: DataDirectory(url: directory.url))
        try stores.history.record(contentsOf: SampleGames.history(count: 200, endingAt: SampleGames.date(2026, 11, 29)))
    }

    private var environment: [String: String] {
        ["NQUEENS_DATA_DIR": directory.url.path, "LANG": "C.UTF-8", "TZ": "UTC", "NQUEENS_NOW": "2026-11-29T12:00:00Z"]
    }

    private func document() throws -> [String: Any] {
        let outcome = try nqueens.run(["stats", "--format", "json"], environment: environment)
        #expect(outcome.status == 0)
        return try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Any])
    }

    @Test("The JSON holds every size's figures and its series: every game once, in order, its bests marked")
    func sizesAndSeries() throws {
        let object = try document()
        #expect(object["schema"] as? String == "nqueens/stats/v1")
        #expect(object["today"] as? String == "2026-11-29")
        #expect(object["games"] as? Int == 200)
        #expect(object["currentStreak"] as? Int == 5)
        #expect(object["currentDailyStreak"] as? Int == 3)
        #expect(object["dailySolvedToday"] as? Bool == true)
        let sizes = try #require(object["sizes"] as? [[String: Any]])
        #expect(sizes.map { $0["size"] as? Int } == [5, 6, 8, 9, 10, 12])
        var total = 0
        for size in sizes {
            let series = try #require(size["series"] as? [[String: Any]])
            #expect(series.count == size["games"] as? Int)
            total += series.count
            let times = series.compactMap { $0["activeMilliseconds"] as? Int }
            let finishes = series.compactMap { $0["finishedAt"] as? String }
            #expect(finishes == finishes.sorted())
            var best = Int.max
            for (time, point) in zip(times, series) {
                #expect(point["newBest"] as? Bool == (time < best))
                best = min(best, time)
            }
            #expect(size["bestTimeMilliseconds"] as? Int == best)
            let trend = try #require(size["trend"] as? String)
            #expect((size["previousMedianMilliseconds"] != nil) == (trend != "not-enough-games"))
            #expect((size["recentMedianMilliseconds"] != nil) == (series.count >= 10))
        }
        #expect(total == 200)
        let eight = try #require(sizes.first { $0["size"] as? Int == 8 })
        #expect(eight["trend"] as? String == "steady")
        #expect(eight["medianTimeMilliseconds"] as? Int == 96_236)
    }

    @Test("The JSON's calendar is every day of the last 12 months with its games and its daily")
    func calendar() throws {
        let calendar = try #require(try document()["calendar"] as? [String: Any])
        #expect(calendar["from"] as? String == "2025-11-30")
        #expect(calendar["to"] as? String == "2026-11-29")
        #expect(calendar["makeUpDays"] as? Int == 30)
        let days = try #require(calendar["days"] as? [[String: Any]])
        #expect(days.count == 365)
        #expect(days.last?["daily"] as? String == "solved")
        #expect(days.compactMap { $0["games"] as? Int }.reduce(0, +) <= 200)
        let statuses = Set(days.compactMap { $0["daily"] as? String })
        #expect(statuses.isSubset(of: ["solved", "solved-with-hints", "open", "can-make-up", "missed", "none"]))
        #expect(statuses.contains("can-make-up") && statuses.contains("missed"))
    }

    @Test("The text shows the streaks, the year in a line and the table of every size's figures")
    func text() throws {
        let outcome = try nqueens.run(["stats"], environment: environment)
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Current streak  5 days (today solved)")
        #expect(lines[2] == "Daily streak    3 days · best 3")
        #expect(lines[3] == "Games solved    200")
        #expect(lines[4].hasPrefix("Last 12 months  played on "))
        #expect(lines[6].hasPrefix("Size   Games  Best  Median  Last 10 / 10 before"))
        #expect(lines[6].hasSuffix("Fewest moves"))
        let eight = try #require(lines.first { $0.hasPrefix("8×8") })
        #expect(eight.contains("1:36") && eight.contains(" vs ") && eight.contains("steady"))
    }
}
