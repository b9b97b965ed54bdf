import Testing

@testable import NQueensEngine

@Suite("Regions daily puzzles")
struct RegionsDailyPuzzleTests {
    @Test("the weekly rhythm: small and easy early in the week, the hardest on Saturday, the largest on Sunday")
    func rhythm() {
        let plans = Weekday.allCases.map { RegionsDailyPuzzle.plan(for: $0) }
        #expect(plans.map(\.size) == [7, 8, 8, 9, 9, 10, 11])
        #expect(plans.map(\.difficulty) == [.easy, .easy, .medium, .medium, .hard, .hard, .medium])
        // Monday to Saturday never gets easier or smaller.
        for (earlier, later) in zip(plans.prefix(6), plans.prefix(6).dropFirst()) {
            #expect(earlier.difficulty <= later.difficulty && earlier.size <= later.size)
        }
        for plan in plans { #expect(RegionsPuzzle.sizeRange.contains(plan.size)) }
        // Its own rhythm, smaller than the classic daily's from Monday to Sunday.
        #expect(plans != Weekday.allCases.map { DailyPuzzle.plan(for: $0) })
        #expect(plans.map(\.size).reduce(0, +) < Weekday.allCases.map { DailyPuzzle.plan(for: $0).size }.reduce(0, +))
    }

    @Test("three known dates keep their puzzles: a change to the generator cannot go unnoticed")
    func pinnedDailies() throws {
        for (year, month, day, id, rows) in Self.pinned {
            let date = try #require(DailyDate(year: year, month: month, day: day))
            let daily = RegionsPuzzle.daily(for: date)
            #expect(daily.date == date)
            #expect(daily.puzzle.id.description == id, "\(date)")
            #expect(daily.puzzle.regions.rows.reversed() == rows, "\(date)")
            #expect(try RegionsPuzzle(parsingID: id) == daily.puzzle)
        }
    }

    /// Three dates, their dailies' IDs and regions (top row first).
    static let pinned: [(Int, Int, Int, String, [String])] = [
        (
            2026, 12, 1, "R8E-9F27TDCMB",
            ["GGGGGBBB", "GHHGGBBB", "FFBGGBBB", "FBBBGBBE", "ADBBBBBE", "AAAAABBB", "AACCAABB", "AAAAAABB"]
        ),
        (
            2027, 1, 1, "R9H-1AYAZFS30",
            [
                "HHHIIIIFF", "GGHIIIIFF", "GHHIEFFFF", "GHGIEFFFF", "GGGGEEFFF", "CGAAEEEFF", "CAAADEEEF", "CAAADEBBF",
                "AAABBBBBB",
            ]
        ),
        (
            2027, 3, 7, "R11M-ZSZX2BV9B",
            [
                "HHHHKKKHHHH", "HHHHHHHHHHH", "HAHHHHHHFFH", "AAIIHHFFFFF", "AAIJJHFFFFF", "AAAAAHFFFFF", "AAEEEFFFBGG",
                "ADEEEBBBBBB", "ADDDDBBBBBB", "AAAACCCBBBB", "AAAAAAAABBB",
            ]
        ),
    ]

    @Test("every regions daily of 2027: its weekday's plan, one solution by brute force, connected regions, its label")
    func everyDailyOf2027() throws {
        var date = try #require(DailyDate(year: 2027, month: 1, day: 1))
        var ids = Set<String>()
        var days = 0
        while date.year == 2027 {
            let daily = RegionsPuzzle.daily(for: date)
            let plan = RegionsDailyPuzzle.plan(for: date.weekday)
            #expect(daily.date == date)
            // The naive rules are slow: every tenth day, every day with NQUEENS_PUZZLE_CHECK=full.
            try RegionsPuzzleGenerationTests.check(
                daily.puzzle, size: plan.size, difficulty: plan.difficulty, naive: PuzzleCheck.isFull || days % 10 == 0)
            #expect(daily.puzzle.id.seed == RegionsDailyPuzzle.seed(for: date))
            if days % 60 == 0 {
                #expect(RegionsPuzzle.daily(for: date) == daily, "the same date gives the same puzzle")
            }
            ids.insert(daily.puzzle.id.description)
            days += 1
            date = DailyDate(dayNumber: date.dayNumber + 1)
        }
        #expect(days == 365)
        #expect(ids.count == 365, "no two dates share a puzzle")
    }
}
