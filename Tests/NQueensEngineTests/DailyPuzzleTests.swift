import Testing

@testable import NQueensEngine

@Suite("Daily puzzles")
struct DailyPuzzleTests {
    // MARK: Dates

    @Test("dates exist only in the calendar")
    func dates() {
        #expect(DailyDate(year: 2027, month: 2, day: 29) == nil)
        #expect(DailyDate(year: 2028, month: 2, day: 29) != nil)
        #expect(DailyDate(year: 2026, month: 13, day: 1) == nil)
        #expect(DailyDate(year: 0, month: 1, day: 1) == nil)
        #expect(DailyDate(year: 2026, month: 4, day: 31) == nil)
        #expect(DailyDate(year: 2026, month: 12, day: 1)?.description == "2026-12-01")
        #expect(DailyDate(year: 1, month: 1, day: 1)?.description == "0001-01-01")
    }

    @Test("day numbers and weekdays of known dates")
    func weekdays() throws {
        let known: [(Int, Int, Int, Int, Weekday)] = [
            (1970, 1, 1, 0, .thursday), (1969, 12, 31, -1, .wednesday), (2000, 2, 29, 11_016, .tuesday),
            (2026, 12, 1, 20_788, .tuesday), (2027, 1, 1, 20_819, .friday), (2026, 11, 29, 20_786, .sunday),
        ]
        for (year, month, day, number, weekday) in known {
            let date = try #require(DailyDate(year: year, month: month, day: day))
            #expect(date.dayNumber == number, "\(date)")
            #expect(date.weekday == weekday, "\(date)")
        }
        #expect(Weekday.monday.name == "Monday" && Weekday.sunday.name == "Sunday")
    }

    @Test("day numbers convert back to dates, clamped to years 1…9999")
    func dayNumbersRoundTrip() throws {
        for number in stride(from: -719_162, through: 2_932_896, by: 997) {
            let date = DailyDate(dayNumber: number)
            #expect(date.dayNumber == number)
            #expect(DailyDate(year: date.year, month: date.month, day: date.day) == date)
        }
        #expect(DailyDate(dayNumber: .min).description == "0001-01-01")
        #expect(DailyDate(dayNumber: .max).description == "9999-12-31")
    }

    // MARK: The weekly rhythm

    @Test("the weekly rhythm: easier early in the week, the largest on Sunday")
    func rhythm() {
        let plans = Weekday.allCases.map { DailyPuzzle.plan(for: $0) }
        #expect(plans.map(\.size) == [8, 9, 8, 9, 9, 10, 12])
        #expect(plans.map(\.difficulty) == [.easy, .easy, .medium, .medium, .hard, .hard, .medium])
        // Monday to Saturday never gets easier.
        for (earlier, later) in zip(plans.prefix(6), plans.prefix(6).dropFirst()) {
            #expect(earlier.difficulty <= later.difficulty)
        }
        for plan in plans { #expect(Puzzle.difficulties(forSize: plan.size).contains(plan.difficulty)) }
    }

    @Test("three known dates keep their puzzles: a change to the generator cannot go unnoticed")
    func pinnedDailies() throws {
        let pinned: [(Int, Int, Int, String)] = [
            (2026, 12, 1, "9-SSKCB52"), (2027, 1, 1, "9-SYW82ZB"), (2027, 3, 7, "12-2XG3ZEMXCC"),
        ]
        for (year, month, day, id) in pinned {
            let date = try #require(DailyDate(year: year, month: month, day: day))
            let daily = Puzzle.daily(for: date)
            #expect(daily.date == date)
            #expect(daily.puzzle.id.description == id, "\(date)")
        }
    }

    @Test("every daily of 2027: its weekday's plan, non-attacking givens, one solution by brute force")
    func everyDailyOf2027() throws {
        var date = try #require(DailyDate(year: 2027, month: 1, day: 1))
        var ids = Set<String>()
        var days = 0
        while date.year == 2027 {
            let daily = Puzzle.daily(for: date)
            let puzzle = daily.puzzle
            let plan = DailyPuzzle.plan(for: date.weekday)
            #expect(puzzle.size == plan.size && puzzle.difficulty == plan.difficulty, "\(date)")
            #expect(!PuzzleOracle.hasAttack(puzzle.givens), "\(date)")
            #expect(PuzzleOracle.completionCount(size: puzzle.size, givens: puzzle.givens) == 1, "\(date)")
            #expect(PuzzleOracle.hardestStep(following: puzzle) == plan.difficulty, "\(date)")
            // The naive rules are slow: every tenth day, every day with NQUEENS_PUZZLE_CHECK=full.
            if PuzzleCheck.isFull || days % 10 == 0 {
                #expect(PuzzleOracle.requiredDifficulty(size: puzzle.size, givens: puzzle.givens) == plan.difficulty)
            }
            if days % 30 == 0 { #expect(Puzzle.daily(for: date) == daily, "the same date gives the same puzzle") }
            ids.insert(puzzle.id.description)
            days += 1
            date = try #require(next(after: date))
        }
        #expect(days == 365)
        #expect(ids.count == 365, "no two dates share a puzzle")
    }

    @Test("a weekday's dailies take turns through its size's solutions: none repeats within that many weeks")
    func rotation() throws {
        // Mondays are 8×8: 92 Mondays in a row have 92 different solutions, and the 93rd starts again.
        var monday = try #require(DailyDate(year: 2026, month: 11, day: 30))
        var solutions: [[Int]] = []
        for _ in 0..<93 {
            #expect(monday.weekday == .monday)
            solutions.append(Puzzle.daily(for: monday).puzzle.solution.columns)
            for _ in 0..<7 { monday = try #require(next(after: monday)) }
        }
        #expect(Set(solutions.prefix(92)).count == 92)
        #expect(solutions[92] == solutions[0])
    }

    @Test(
        "every solution of the rotating sizes gives a puzzle of its weekdays' difficulties",
        arguments: PuzzleCheck.isFull ? [8, 9, 10] : [8, 9])
    func everySolutionGivesItsPuzzles(size: Int) throws {
        let difficulties = Set(
            Weekday.allCases.map { DailyPuzzle.plan(for: $0) }.filter { $0.size == size }.map(\.difficulty))
        for (index, solution) in try SolutionSequence(size: size).enumerated() {
            for difficulty in difficulties {
                var random = SplitMix64(seed: UInt64(index))
                var found: Puzzle?
                for _ in 0..<Puzzle.generationAttempts where found == nil {
                    found = Puzzle.puzzle(from: solution.columns, difficulty: difficulty, using: &random)
                }
                #expect(found?.difficulty == difficulty, "\(solution.columns) \(difficulty)")
            }
        }
    }

    @Test("the solution counts the rotation uses are the counter's")
    func solutionCounts() throws {
        for (size, count) in DailyPuzzle.solutionCounts {
            #expect(try SolutionCounter(size: size).countAll() == UInt64(count))
        }
    }

    // MARK: Helpers

    private func next(after date: DailyDate) -> DailyDate? {
        DailyDate(year: date.year, month: date.month, day: date.day + 1)
            ?? DailyDate(year: date.year, month: date.month + 1, day: 1)
            ?? DailyDate(year: date.year + 1, month: 1, day: 1)
    }
}
