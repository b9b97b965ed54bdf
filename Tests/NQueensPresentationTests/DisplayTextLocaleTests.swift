import Foundation
import NQueensEngine
import NQueensLocalization
import NQueensPresentation
import NQueensServices
import Testing

/// Figures and dates in the player's locale: ICU's data through Foundation, so these need no catalogue and no system
/// locale (the machines here have only C.UTF-8).
@Suite("Figures and dates in the player's locale")
struct DisplayTextLocaleTests {
    private static let day = CalendarDay(year: 2026, month: 12, day: 1)!  // a Tuesday
    private static let today = CalendarDay(year: 2026, month: 12, day: 7)!

    private static func speaking<Result>(_ code: String, _ body: () -> Result) -> Result {
        Localization.withLanguage(code == "en" ? .english : Language(code: code), body)
    }

    @Test("English keeps NQueens' own forms")
    func english() {
        Self.speaking("en") {
            #expect(DisplayText.number(14_772_512) == "14,772,512")
            #expect(DisplayText.percent(0.8) == "80%")
            #expect(DisplayText.shortDate(Self.day) == "1 Dec 2026")
            #expect(DisplayText.longDate(Self.day) == "Tuesday 1 December 2026")
            #expect(DisplayText.dayAndMonth(Self.day, today: Self.today) == "1 Dec")
            #expect(
                DisplayText.dayAndMonth(CalendarDay(year: 2025, month: 1, day: 15)!, today: Self.today) == "15 Jan 2025"
            )
            #expect(DisplayText.weekdayAndDay(Self.day) == "Tue 1 Dec")
            #expect(DisplayText.weekdayName(.tuesday) == "Tuesday")
            #expect(DisplayText.weekdayName(.sunday, short: true) == "Sun")
            #expect(DisplayText.monthName(12) == "December")
            #expect(DisplayText.monthName(9, short: true) == "Sep")
            #expect(DisplayText.monthAndYear(1, 2026) == "Jan 2026")
            #expect(DisplayText.difficulty(.medium) == "Medium")
            #expect(DisplayText.hints(0) == "no hints")
            #expect(DisplayText.hints(1) == "1 hint")
            #expect(DisplayText.hints(3) == "3 hints")
            #expect(DisplayText.spokenTime(.zero) == "0 seconds")
            #expect(DisplayText.spokenTime(.seconds(45)) == "45 seconds")
            #expect(DisplayText.spokenTime(.seconds(151)) == "2 minutes 31 seconds")
            #expect(DisplayText.spokenTime(.seconds(3_723)) == "1 hour 2 minutes 3 seconds")
            #expect(DisplayText.spokenTime(.seconds(3_600)) == "1 hour")
            #expect(DisplayText.regionsGame(dailyDate: Self.day, puzzleID: nil) == "Regions daily 1 Dec 2026")
            #expect(DisplayText.regionsGame(dailyDate: nil, puzzleID: "R8M-EJFG8YJ9J") == "Regions R8M-EJFG8YJ9J")
            #expect(DisplayText.streak(1_200) == "🔥 1,200")
            #expect(DisplayText.list(["a"]) == "a")
            #expect(DisplayText.list(["a", "b"]) == "a and b")
            #expect(DisplayText.list(["a", "b", "c"]) == "a, b and c")
            #expect(DisplayText.sentence("the puzzle ID is empty") == "The puzzle ID is empty.")
        }
    }

    @Test("German groups thousands with dots and writes dates its own way")
    func german() {
        Self.speaking("de") {
            #expect(DisplayText.number(14_772_512) == "14.772.512")
            #expect(DisplayText.percent(0.8) == "80\u{A0}%")
            #expect(DisplayText.shortDate(Self.day) == "1. Dez. 2026")
            #expect(DisplayText.longDate(Self.day) == "Dienstag, 1. Dezember 2026")
            #expect(DisplayText.dayAndMonth(Self.day, today: Self.today) == "1. Dez.")
            #expect(DisplayText.weekdayName(.tuesday) == "Dienstag")
            #expect(DisplayText.monthName(12) == "Dezember")
            #expect(DisplayText.monthAndYear(1, 2026) == "Jan. 2026")
        }
    }

    @Test("French groups thousands with narrow spaces")
    func french() {
        Self.speaking("fr") {
            #expect(DisplayText.number(14_772_512) == "14\u{202F}772\u{202F}512")
            #expect(DisplayText.percent(0.8) == "80\u{A0}%")
            #expect(DisplayText.shortDate(Self.day) == "1 déc. 2026")
            #expect(DisplayText.longDate(Self.day) == "mardi 1 décembre 2026")
            #expect(DisplayText.weekdayName(.tuesday) == "mardi")
        }
    }

    @Test("Japanese writes year, month and day with their own characters")
    func japanese() {
        Self.speaking("ja") {
            #expect(DisplayText.number(14_772_512) == "14,772,512")
            #expect(DisplayText.shortDate(Self.day) == "2026年12月1日")
            #expect(DisplayText.longDate(Self.day) == "2026年12月1日 火曜日")
            #expect(DisplayText.dayAndMonth(Self.day, today: Self.today) == "12月1日")
            #expect(DisplayText.weekdayName(.tuesday, short: true) == "火")
            #expect(DisplayText.monthName(12, short: true) == "12月")
            #expect(DisplayText.monthAndYear(1, 2026) == "2026年1月")
        }
    }

    @Test("An instant follows the player's language and time zone")
    func dateAndTime() {
        let date = Date(timeIntervalSince1970: 1_772_454_840)  // 2026-03-02 12:34 UTC
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC") ?? .current
        #expect(
            Self.speaking("en") { DisplayText.dateAndTime(date, calendar: utc) } == "Mar 2, 2026 at 12:34\u{202F}PM")
        #expect(Self.speaking("de") { DisplayText.dateAndTime(date, calendar: utc) } == "2. März 2026, 12:34")
        #expect(Self.speaking("ja") { DisplayText.dateAndTime(date, calendar: utc) } == "2026年3月2日 12:34")
    }

    @Test("The pseudo-language writes dates and numbers as English does")
    func pseudo() {
        Localization.withLanguage(.pseudo) {
            #expect(DisplayText.shortDate(Self.day) == "1 Dec 2026")
            #expect(DisplayText.number(1_787) == "1,787")
        }
    }
}
