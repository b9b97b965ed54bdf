import Foundation
import NQueensEngine
import NQueensServices

// MARK: - A generated history, for the statistics

extension SampleGames {
    /// A deterministic history of `count` games finished over the 11 months before `end`, in `calendar`.
    ///
    /// The last game is on `end`'s day and the four days before it are played too. Mostly free play on 5×5 to
    /// 12×12 (8×8 most), a daily every few games (now and then made up a few days late; the last three games are
    /// their days' dailies), some puzzles by ID, some with hints, the times slowly getting faster. Ids are
    /// `SampleGames.id(1…count)`, in the order the games were finished.
    public static func history(
        count: Int, endingAt end: Date, calendar: Calendar = utc, seed: UInt64 = 21
    ) -> [GameRecord] {
        guard count > 0 else { return [] }
        var random = SplitMix64(seed: seed)
        let sizes = [8, 8, 8, 6, 6, 10, 5, 12, 9]
        let baseSeconds: [Int: Double] = [5: 12, 6: 25, 8: 70, 9: 95, 10: 130, 12: 220]
        let span = 330.0
        return (0..<count).map { index in
            let progress = count == 1 ? 1 : Double(index) / Double(count - 1)
            // The last five games fall on the last five days, so the history ends on a streak.
            let daysBack = index >= count - 5 ? Double(count - 1 - index) : (1 - progress) * span + 5
            let hours = index == count - 1 ? 0 : Double(random.next() % 600) / 60
            let finishedAt = end.addingTimeInterval(-(daysBack.rounded(.down) * 86_400 + hours * 3_600))
            let learning = 1.6 - 0.7 * progress
            let spread = 0.6 + Double(random.next() % 1_000) / 1_000
            let hints = random.next() % 6 == 0 ? Int(1 + random.next() % 3) : 0
            let id = SampleGames.id(index + 1)
            let day = CalendarDay(finishedAt, in: calendar)
            if index % 4 == 1 || index >= count - 3 {
                let date = random.next() % 5 == 0 && index < count - 3 ? day.adding(days: -2) : day
                let seconds = (baseSeconds[DailyPuzzle.plan(for: date.weekday).size] ?? 90) * learning * spread
                return solvedDaily(
                    date.description, id: id, finishedAt: finishedAt, calendar: calendar, activeSeconds: seconds,
                    hintsUsed: hints)
            }
            if index % 7 == 3 {
                let puzzle = Puzzle.daily(for: day.adding(days: -400)).puzzle
                let seconds = (baseSeconds[puzzle.size] ?? 90) * learning * spread
                return solved(
                    puzzle, id: id, finishedAt: finishedAt, calendar: calendar, activeSeconds: seconds,
                    hintsUsed: hints)
            }
            let size = sizes[Int(random.next() % UInt64(sizes.count))]
            let seconds = (baseSeconds[size] ?? 60) * learning * spread
            return solved(
                id: id, size: size, finishedAt: finishedAt, calendar: calendar, activeSeconds: seconds,
                moveCount: size + Int(random.next() % 4), hintsUsed: hints)
        }
    }
}
