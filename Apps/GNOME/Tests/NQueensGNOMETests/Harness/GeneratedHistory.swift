import Foundation
import NQueensEngine
import NQueensServices

/// A history of games the app could have played, generated for the Statistics page and the import: every record
/// replays to its final position, so the import's checks accept it.
enum GeneratedHistory {
    /// `count` games finished over the 11 months before `end` (in UTC): mostly free play on 5×5 to 12×12 (8×8 the
    /// most), a daily every fourth game (the last three are their days' dailies), a puzzle by ID every seventh,
    /// some with hints, the times slowly getting faster; the last five games on the last five days.
    static func games(count: Int, endingAt end: Date, firstID: Int = 1) -> [GameRecord] {
        var random = SplitMix64(seed: 21)
        let sizes = [8, 8, 8, 6, 6, 10, 5, 12, 9]
        let baseSeconds: [Int: Double] = [5: 12, 6: 25, 8: 70, 9: 95, 10: 130, 12: 220]
        return (0..<count).map { index in
            let progress = count == 1 ? 1 : Double(index) / Double(count - 1)
            let daysBack = index >= count - 5 ? Double(count - 1 - index) : ((1 - progress) * 330 + 5).rounded(.down)
            let hours = index == count - 1 ? 0 : Double(random.next() % 600) / 60
            let finishedAt = end.addingTimeInterval(-(daysBack * 86_400 + hours * 3_600))
            let pace = (1.6 - 0.7 * progress) * (0.6 + Double(random.next() % 1_000) / 1_000)
            let hints = random.next() % 6 == 0 ? Int(1 + random.next() % 3) : 0
            let id = Self.id(firstID + index)
            let day = CalendarDay(finishedAt, in: utc)
            if index % 4 == 1 || index >= count - 3 {
                let puzzle = Puzzle.daily(for: day).puzzle
                return solved(
                    puzzle, mode: .daily, dailyDate: day, id: id, finishedAt: finishedAt,
                    seconds: (baseSeconds[puzzle.size] ?? 90) * pace, hints: hints)
            }
            if index % 7 == 3 {
                let puzzle = Puzzle.daily(for: day.adding(days: -400)).puzzle
                return solved(
                    puzzle, mode: .puzzle, dailyDate: nil, id: id, finishedAt: finishedAt,
                    seconds: (baseSeconds[puzzle.size] ?? 90) * pace, hints: hints)
            }
            let size = sizes[Int(random.next() % UInt64(sizes.count))]
            return solved(
                size: size, id: id, finishedAt: finishedAt, seconds: (baseSeconds[size] ?? 60) * pace, hints: hints)
        }
    }

    /// The id `00000000-0000-0000-0000-<number as 12 hex digits>`.
    static func id(_ number: Int) -> UUID {
        let hex = String(number, radix: 16)
        return UUID(uuidString: "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - hex.count) + hex)!
    }

    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    // MARK: Games

    /// `puzzle` solved: its givens stand, the other queens placed one by one over `seconds`.
    private static func solved(
        _ puzzle: Puzzle, mode: GameMode, dailyDate: CalendarDay?, id: UUID, finishedAt: Date, seconds: Double,
        hints: Int
    ) -> GameRecord {
        let placed = puzzle.solution.squares.filter { !puzzle.isGiven($0) }
        return GameRecord(
            id: id, boardSize: puzzle.size, mode: mode, puzzleID: puzzle.id.description, dailyDate: dailyDate,
            startedAt: finishedAt.addingTimeInterval(-seconds), finishedAt: finishedAt, calendar: utc,
            activeDuration: .milliseconds(Int64(seconds * 1_000)), moveCount: placed.count, hintsUsed: hints,
            finalQueens: puzzle.givens + placed, moves: moves(placing: placed, over: seconds))
    }

    /// A free-play game on `size` that placed the first solution's queens one by one over `seconds`.
    private static func solved(size: Int, id: UUID, finishedAt: Date, seconds: Double, hints: Int) -> GameRecord {
        let queens = firstSolutions[size] ?? []
        return GameRecord(
            id: id, boardSize: size, mode: .freePlay, startedAt: finishedAt.addingTimeInterval(-seconds),
            finishedAt: finishedAt, calendar: utc, activeDuration: .milliseconds(Int64(seconds * 1_000)),
            moveCount: queens.count, hintsUsed: hints, finalQueens: queens, moves: moves(placing: queens, over: seconds)
        )
    }

    private static func moves(placing squares: [Square], over seconds: Double) -> [MoveRecord] {
        squares.enumerated().map { index, square in
            MoveRecord(
                .place, square, at: .milliseconds(Int64(seconds * 1_000 * Double(index + 1) / Double(squares.count))))
        }
    }

    /// Each size's first solution.
    private static let firstSolutions: [Int: [Square]] = Dictionary(
        uniqueKeysWithValues: (5...12).compactMap { size in
            (try? SolutionSequence(size: size).first { _ in true }).flatMap { $0 }.map { (size, $0.squares) }
        })
}
