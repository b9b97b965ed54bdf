import Foundation
import NQueensServices
import NQueensTestSupport
import Testing

@Suite("CalendarDay")
struct CalendarDayTests {
    @Test func printsAndParsesISOText() throws {
        let day = try #require(CalendarDay(year: 2026, month: 11, day: 29))
        #expect(day.description == "2026-11-29")
        #expect(CalendarDay("2026-11-29") == day)
        #expect(CalendarDay("0007-01-02")?.description == "0007-01-02")
    }

    @Test(
        "text that is not a day is rejected",
        arguments: [
            "", "2026-11", "2026-11-31", "2026-02-29", "2026-13-01", "0000-01-01", "26-11-29", "2026-1-29",
            "2026-11-29 ", "+026-11-29", "2026/11/29", "2026-11-2x",
        ])
    func rejectsText(text: String) {
        #expect(CalendarDay(text) == nil)
    }

    @Test func knowsLeapYears() {
        #expect(CalendarDay(year: 2024, month: 2, day: 29) != nil)
        #expect(CalendarDay(year: 2000, month: 2, day: 29) != nil)
        #expect(CalendarDay(year: 1900, month: 2, day: 29) == nil)
        #expect(CalendarDay(year: 2026, month: 4, day: 31) == nil)
    }

    @Test(
        "adding days crosses month, year and leap-day ends",
        arguments: [
            ("2026-01-31", 1, "2026-02-01"), ("2026-12-31", 1, "2027-01-01"), ("2027-01-01", -1, "2026-12-31"),
            ("2024-02-28", 1, "2024-02-29"), ("2024-02-29", 1, "2024-03-01"), ("2026-02-28", 1, "2026-03-01"),
            ("2026-11-29", 0, "2026-11-29"), ("2026-11-29", 365, "2027-11-29"), ("1970-01-01", -1, "1969-12-31"),
        ])
    func addsDays(start: String, days: Int, expected: String) throws {
        let day = try #require(CalendarDay(start))
        #expect(day.adding(days: days).description == expected)
        #expect(day.days(until: day.adding(days: days)) == days)
    }

    @Test func clampsAtTheEndsInsteadOfTrapping() {
        #expect(CalendarDay.latest.adding(days: 1) == .latest)
        #expect(CalendarDay.earliest.adding(days: -1) == .earliest)
        #expect(CalendarDay.latest.adding(days: .max) == .latest)
        #expect(CalendarDay.earliest.adding(days: .min) == .earliest)
        #expect(CalendarDay.earliest.description == "0001-01-01")
        #expect(CalendarDay.latest.description == "9999-12-31")
        #expect(CalendarDay(Date(timeIntervalSince1970: 1e15), in: SampleGames.utc) == .latest)
        #expect(CalendarDay(Date(timeIntervalSince1970: -1e15), in: SampleGames.utc) == .earliest)
    }

    @Test func takesTheDayInTheCalendarsTimeZone() {
        let instant = SampleGames.date(2026, 11, 29, 3, 30)  // 03:30 UTC
        #expect(CalendarDay(instant, in: SampleGames.utc).description == "2026-11-29")
        #expect(CalendarDay(instant, in: SampleGames.calendar("America/New_York")).description == "2026-11-28")
        #expect(CalendarDay(instant, in: SampleGames.calendar("Asia/Tokyo")).description == "2026-11-29")
        #expect(CalendarDay(instant, in: SampleGames.calendar("Pacific/Kiritimati")).description == "2026-11-29")
    }

    @Test func countsGregorianDaysWhateverTheCalendarSystem() {
        var hebrew = Calendar(identifier: .hebrew)
        hebrew.timeZone = TimeZone(identifier: "UTC")!
        #expect(CalendarDay(SampleGames.date(2026, 11, 29), in: hebrew).description == "2026-11-29")
    }

    @Test func ordersAndCodes() throws {
        let early = try #require(CalendarDay("2026-11-29"))
        let late = try #require(CalendarDay("2026-12-01"))
        #expect(early < late)
        #expect([late, early].sorted() == [early, late])
        let data = try JSONEncoder().encode([early])
        #expect(String(decoding: data, as: UTF8.self) == #"["2026-11-29"]"#)
        #expect(try JSONDecoder().decode([CalendarDay].self, from: data) == [early])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([CalendarDay].self, from: Data(#"["2026-02-30"]"#.utf8))
        }
    }
}
