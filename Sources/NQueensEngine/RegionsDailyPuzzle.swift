/// The regions puzzle of one date: the same for every player on every platform.
public struct RegionsDailyPuzzle: Hashable, Sendable {
    /// The date.
    public let date: DailyDate

    /// The puzzle.
    public let puzzle: RegionsPuzzle

    /// The weekly rhythm of the regions daily: small and easy early in the week, the hardest on Saturday, the
    /// largest on Sunday.
    ///
    /// | day | puzzle |
    /// |---|---|
    /// | Monday | 7×7 easy |
    /// | Tuesday | 8×8 easy |
    /// | Wednesday | 8×8 medium |
    /// | Thursday | 9×9 medium |
    /// | Friday | 9×9 hard |
    /// | Saturday | 10×10 hard |
    /// | Sunday | 11×11 medium |
    ///
    /// The sizes are those of the regions puzzles people play (7×7 to 11×11), apart from the classic daily's (8×8 to
    /// 12×12). It never changes: changing it would change every past daily (tests pin three dates' IDs).
    public static func plan(for weekday: Weekday) -> DailyPuzzle.Plan {
        switch weekday {
        case .monday: DailyPuzzle.Plan(size: 7, difficulty: .easy)
        case .tuesday: DailyPuzzle.Plan(size: 8, difficulty: .easy)
        case .wednesday: DailyPuzzle.Plan(size: 8, difficulty: .medium)
        case .thursday: DailyPuzzle.Plan(size: 9, difficulty: .medium)
        case .friday: DailyPuzzle.Plan(size: 9, difficulty: .hard)
        case .saturday: DailyPuzzle.Plan(size: 10, difficulty: .hard)
        case .sunday: DailyPuzzle.Plan(size: 11, difficulty: .medium)
        }
    }

    /// The seed of `date`'s puzzle: its day number mixed once by SplitMix64 under a fixed salt (another than the
    /// classic daily's), cut to the 40 bits an ID carries.
    static func seed(for date: DailyDate) -> UInt64 {
        var random = SplitMix64(seed: UInt64(bitPattern: Int64(date.dayNumber)) ^ 0x5245_4749_4F4E_5344)
        return random.next() & RegionsPuzzleID.seedRange.upperBound
    }
}

// MARK: - The regions daily

extension RegionsPuzzle {
    /// The regions daily of `date`, the same on every platform: the puzzle the generator makes of its weekday's size
    /// and difficulty (`RegionsDailyPuzzle.plan(for:)`) and the date's seed, so its ID names it like any other.
    public static func daily(for date: DailyDate) -> RegionsDailyPuzzle {
        let plan = RegionsDailyPuzzle.plan(for: date.weekday)
        var seed = RegionsDailyPuzzle.seed(for: date)
        while true {
            // The generator has never been seen to fail (the tests make every daily of a year); the next seed is
            // only a way out that keeps this total.
            if let puzzle = try? generate(size: plan.size, difficulty: plan.difficulty, seed: seed) {
                return RegionsDailyPuzzle(date: date, puzzle: puzzle)
            }
            seed = (seed + 1) & RegionsPuzzleID.seedRange.upperBound
        }
    }
}
