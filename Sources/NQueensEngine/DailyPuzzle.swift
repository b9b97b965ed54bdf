/// A date of the Gregorian calendar (year, month, day) as the daily puzzles count them: no time, no time zone.
///
/// Which date it is for the player is the front end's business (the services' `CalendarDay` is the player's local
/// day); the engine only needs the date to pick its puzzle. Dates run from 0001-01-01 to 9999-12-31.
public struct DailyDate: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The year, 1…9999.
    public let year: Int

    /// The month, 1…12.
    public let month: Int

    /// The day of the month, 1…31.
    public let day: Int

    /// The date `year`-`month`-`day`, or `nil` when there is no such date (2027-02-29, month 13, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.numberOfDays(inMonth: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `dayNumber` days after 1970-01-01 (before it when negative), clamped to 0001-01-01…9999-12-31.
    public init(dayNumber: Int) {
        // Howard Hinnant's `civil_from_days`.
        let clamped = min(
            max(dayNumber, Self.dayNumber(year: 1, month: 1, day: 1)), Self.dayNumber(year: 9999, month: 12, day: 31))
        let shifted = clamped + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.month = month
        self.day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    }

    /// The number of days from 1970-01-01 to this date (negative before it).
    public var dayNumber: Int {
        Self.dayNumber(year: year, month: month, day: day)
    }

    /// The day of the week.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        Weekday.allCases[((dayNumber + 3) % 7 + 7) % 7]
    }

    /// The date in ISO 8601 form, `2026-12-01`.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// Orders dates from the earliest.
    public static func < (lhs: DailyDate, rhs: DailyDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    // MARK: Calendar arithmetic

    /// The number of days from 1970-01-01 to `year`-`month`-`day` of the proleptic Gregorian calendar (Howard
    /// Hinnant's `days_from_civil`).
    public static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The number of days of `month` in `year`.
    static func numberOfDays(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

/// A day of the week, Monday first (as ISO 8601 counts them).
public enum Weekday: Int, Hashable, Sendable, CaseIterable {
    /// Monday.
    case monday
    /// Tuesday.
    case tuesday
    /// Wednesday.
    case wednesday
    /// Thursday.
    case thursday
    /// Friday.
    case friday
    /// Saturday.
    case saturday
    /// Sunday.
    case sunday

    /// The day's English name, such as "Monday".
    public var name: String {
        switch self {
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        case .sunday: "Sunday"
        }
    }
}

/// The puzzle of one date: the same for every player on every platform.
public struct DailyPuzzle: Hashable, Sendable {
    /// The date.
    public let date: DailyDate

    /// The puzzle.
    public let puzzle: Puzzle

    /// What a weekday's daily is: its board size and difficulty.
    public struct Plan: Hashable, Sendable {
        /// The number of rows (and columns).
        public let size: Int
        /// How hard it is.
        public let difficulty: PuzzleDifficulty
    }

    /// The weekly rhythm: easier early in the week, the hardest on Saturday, the largest on Sunday.
    ///
    /// | day | puzzle |
    /// |---|---|
    /// | Monday | 8×8 easy |
    /// | Tuesday | 9×9 easy |
    /// | Wednesday | 8×8 medium |
    /// | Thursday | 9×9 medium |
    /// | Friday | 9×9 hard |
    /// | Saturday | 10×10 hard |
    /// | Sunday | 12×12 medium |
    ///
    /// Boards start at 8×8: smaller ones have too few puzzles for a year without repeats (6×6 has 4 solutions).
    /// It never changes: changing it would change every past daily (their IDs are pinned by tests).
    public static func plan(for weekday: Weekday) -> Plan {
        switch weekday {
        case .monday: Plan(size: 8, difficulty: .easy)
        case .tuesday: Plan(size: 9, difficulty: .easy)
        case .wednesday: Plan(size: 8, difficulty: .medium)
        case .thursday: Plan(size: 9, difficulty: .medium)
        case .friday: Plan(size: 9, difficulty: .hard)
        case .saturday: Plan(size: 10, difficulty: .hard)
        case .sunday: Plan(size: 12, difficulty: .medium)
        }
    }

    /// The seed of `date`'s random numbers: its day number, mixed once by SplitMix64 under a fixed salt.
    static func seed(for date: DailyDate) -> UInt64 {
        var random = SplitMix64(seed: UInt64(bitPattern: Int64(date.dayNumber)) ^ 0x4E51_7565_656E_7344)
        return random.next()
    }

    /// The most solutions a size may have for its dailies to take turns through them (see `solution(for:size:)`).
    static let largestRotation = 1_000

    /// The number of solutions of each board size that can take turns (OEIS A000170; `SolutionCounter` agrees).
    static let solutionCounts: [Int: Int] = [4: 2, 5: 10, 6: 4, 7: 40, 8: 92, 9: 352, 10: 724]

    /// The solution under `date`'s puzzle, or `nil` when the size has more than `largestRotation` solutions (then
    /// the daily draws one at random: with 2,680 on 11×11 and 14,200 on 12×12, repeats are rare enough).
    ///
    /// Each weekday goes through every solution of its size in its own shuffled order, one a week, and starts again;
    /// so two dailies of one weekday share a solution (and so possibly a puzzle) only when a multiple of that many
    /// weeks apart: 92 on 8×8, 352 on 9×9, 724 on 10×10.
    static func solution(for date: DailyDate, size: Int) -> [Int]? {
        guard let count = solutionCounts[size], count <= largestRotation else { return nil }
        let week = Self.floorDivision(date.dayNumber + 3, 7)
        let position = week - Self.floorDivision(week, count) * count
        var shuffler = SplitMix64(seed: 0x4E51_5745_454B_0000 | UInt64(date.weekday.rawValue))
        var order = Array(0..<count)
        shuffler.shuffle(&order)
        // The solution numbered `order[position]` in lexicographic order, without building the others.
        let board: UInt64 = (1 &<< UInt64(size)) &- 1
        var placements = RowPlacements(board: board, rows: size, firstRowColumns: board)
        for _ in 0...order[position] { _ = placements.next() }
        return placements.queenBits.map(\.trailingZeroBitCount)
    }

    /// `value` divided by `divisor` (positive), rounded down.
    private static func floorDivision(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }
}

// MARK: - The daily

extension Puzzle {
    /// The daily puzzle of `date`, the same on every platform.
    ///
    /// Its size and difficulty are its weekday's (`DailyPuzzle.plan(for:)`); it is made from the solution its week
    /// takes (`DailyPuzzle.solution(for:size:)`, else a random one) by taking queens away in orders that only the
    /// date decides.
    public static func daily(for date: DailyDate) -> DailyPuzzle {
        let plan = DailyPuzzle.plan(for: date.weekday)
        var random = SplitMix64(seed: DailyPuzzle.seed(for: date))
        if let solution = DailyPuzzle.solution(for: date, size: plan.size) {
            // Every solution of the rotating sizes gives a puzzle of each difficulty within a few orders (a test
            // tries them all); the bound only keeps the loop finite.
            for _ in 0..<generationAttempts {
                if let puzzle = puzzle(from: solution, difficulty: plan.difficulty, using: &random) {
                    return DailyPuzzle(date: date, puzzle: puzzle)
                }
            }
        }
        var seed = random.next()
        while true {
            if let puzzle = try? generate(size: plan.size, difficulty: plan.difficulty, seed: seed) {
                return DailyPuzzle(date: date, puzzle: puzzle)
            }
            seed &+= 1
        }
    }
}
