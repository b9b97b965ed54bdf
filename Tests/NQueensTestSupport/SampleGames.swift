import Foundation
import NQueensEngine
import NQueensServices

/// Valid finished games and games in progress for tests, built from a few numbers.
public enum SampleGames {
    /// A UTC calendar (Gregorian).
    public static let utc: Calendar = calendar("UTC")

    /// A Gregorian calendar in the time zone named `identifier` (an IANA name such as `Europe/Berlin`).
    public static func calendar(_ identifier: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0)!
        return calendar
    }

    /// The instant `year-month-day hour:minute` in `calendar`.
    public static func date(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0, in calendar: Calendar = utc
    ) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// The id `00000000-0000-0000-0000-<number as 12 hex digits>`, for tests that need ids in a known order.
    public static func id(_ number: Int) -> UUID {
        let hex = String(number, radix: 16)
        let tail = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        return UUID(uuidString: "00000000-0000-0000-0000-\(tail)")!
    }

    /// A solved game on a `size` board finished at `finishedAt` in `calendar`, with a full move log.
    ///
    /// The log places the queens of a real solution, with `moveCount - size` extra placements (each taken back
    /// by a removal) first; moves are spread evenly over `activeSeconds`.
    public static func solved(
        id: UUID = UUID(), size: Int = 8, finishedAt: Date, calendar: Calendar = utc, activeSeconds: Double = 60,
        moveCount: Int? = nil, hintsUsed: Int = 0
    ) -> GameRecord {
        let queens = solution(size: size)
        let placements = max(moveCount ?? size, size)
        let moves = moveLog(queens: queens, extraPlacements: placements - size, over: activeSeconds)
        return GameRecord(
            id: id, boardSize: size, mode: .freePlay,
            startedAt: finishedAt.addingTimeInterval(-activeSeconds), finishedAt: finishedAt, calendar: calendar,
            activeDuration: .milliseconds(Int64((activeSeconds * 1_000).rounded())), moveCount: placements,
            hintsUsed: hintsUsed, finalQueens: queens, moves: moves)
    }

    /// A free-play game that solved the board as `solution`, finished at `finishedAt` in `calendar`: its queens
    /// placed once each, row by row, over `activeSeconds`.
    public static func solved(
        _ solution: Solution, id: UUID = UUID(), mode: GameMode = .freePlay, finishedAt: Date,
        calendar: Calendar = utc, activeSeconds: Double = 60
    ) -> GameRecord {
        let queens = solution.squares
        return GameRecord(
            id: id, boardSize: solution.size, mode: mode, startedAt: finishedAt.addingTimeInterval(-activeSeconds),
            finishedAt: finishedAt, calendar: calendar,
            activeDuration: .milliseconds(Int64((activeSeconds * 1_000).rounded())), moveCount: queens.count,
            finalQueens: queens, moves: moveLog(queens: queens, extraPlacements: 0, over: activeSeconds))
    }

    /// A game in progress on a `size` board with the first `placed` queens of a solution on it.
    public static func inProgress(
        id: UUID = UUID(), size: Int = 8, placed: Int = 3, startedAt: Date = date(2026, 11, 29), hintsUsed: Int = 0
    ) -> SavedGame {
        let queens = Array(solution(size: size).prefix(placed))
        let moves = queens.enumerated().map { index, square in
            MoveRecord(.place, square, at: .milliseconds(Int64(index + 1) * 1_500))
        }
        return SavedGame(
            id: id, boardSize: size, mode: .freePlay, startedAt: placed > 0 ? startedAt : nil, queens: queens,
            moves: moves, elapsed: .milliseconds(Int64(placed) * 1_500 + 250), hintsUsed: hintsUsed,
            moveCount: placed)
    }

    /// The solved daily puzzle of `date` (`YYYY-MM-DD`), finished at `finishedAt` in `calendar`: its givens on the
    /// board, the other queens of its solution placed once each, `hintsUsed` hints.
    public static func solvedDaily(
        _ date: String, id: UUID = UUID(), finishedAt: Date, calendar: Calendar = utc, activeSeconds: Double = 90,
        hintsUsed: Int = 0
    ) -> GameRecord {
        let day = CalendarDay(date)!
        let puzzle = Puzzle.daily(for: day).puzzle
        return solved(
            puzzle, mode: .daily, dailyDate: day, id: id, finishedAt: finishedAt, calendar: calendar,
            activeSeconds: activeSeconds, hintsUsed: hintsUsed)
    }

    /// `puzzle` solved as a game of `mode` (a puzzle by ID unless given), finished at `finishedAt` in `calendar`.
    public static func solved(
        _ puzzle: Puzzle, mode: GameMode = .puzzle, dailyDate: CalendarDay? = nil, id: UUID = UUID(),
        finishedAt: Date, calendar: Calendar = utc, activeSeconds: Double = 90, hintsUsed: Int = 0
    ) -> GameRecord {
        let placed = puzzle.solution.squares.filter { !puzzle.isGiven($0) }
        let moves = placed.enumerated().map { index, square in
            MoveRecord(
                .place, square,
                at: .milliseconds(Int64((activeSeconds * 1_000 * Double(index + 1) / Double(placed.count)).rounded())))
        }
        return GameRecord(
            id: id, boardSize: puzzle.size, mode: mode, puzzleID: puzzle.id.description, dailyDate: dailyDate,
            startedAt: finishedAt.addingTimeInterval(-activeSeconds), finishedAt: finishedAt, calendar: calendar,
            activeDuration: .milliseconds(Int64((activeSeconds * 1_000).rounded())), moveCount: placed.count,
            hintsUsed: hintsUsed, finalQueens: puzzle.givens + placed, moves: moves)
    }

    /// The regions daily of `date` (`YYYY-MM-DD`) solved, finished at `finishedAt` in `calendar`: each queen of its
    /// solution placed once, `hintsUsed` hints.
    public static func solvedRegionsDaily(
        _ date: String, id: UUID = UUID(), finishedAt: Date, calendar: Calendar = utc, activeSeconds: Double = 90,
        hintsUsed: Int = 0
    ) -> GameRecord {
        let day = CalendarDay(date)!
        return solved(
            RegionsPuzzle.daily(for: day).puzzle, dailyDate: day, id: id, finishedAt: finishedAt, calendar: calendar,
            activeSeconds: activeSeconds, hintsUsed: hintsUsed)
    }

    /// The regions `puzzle` solved (a regions daily when `dailyDate` is given), finished at `finishedAt`.
    public static func solved(
        _ puzzle: RegionsPuzzle, dailyDate: CalendarDay? = nil, id: UUID = UUID(), finishedAt: Date,
        calendar: Calendar = utc, activeSeconds: Double = 90, hintsUsed: Int = 0
    ) -> GameRecord {
        let step = activeSeconds * 1_000 / Double(puzzle.size)
        let moves = puzzle.solution.enumerated().map { index, square in
            MoveRecord(.place, square, at: .milliseconds(Int64((step * Double(index + 1)).rounded())))
        }
        return GameRecord(
            id: id, boardSize: puzzle.size, mode: .regions, puzzleID: puzzle.id.description, dailyDate: dailyDate,
            startedAt: finishedAt.addingTimeInterval(-activeSeconds), finishedAt: finishedAt, calendar: calendar,
            activeDuration: .milliseconds(Int64((activeSeconds * 1_000).rounded())), moveCount: puzzle.size,
            hintsUsed: hintsUsed, finalQueens: puzzle.solution, moves: moves)
    }

    /// The first solution of the `size`-queens puzzle in row order, found by backtracking (sizes 1 and 4…).
    public static func solution(size: Int) -> [Square] {
        if let known = solutions[size] { return known }
        return searchSolution(size: size)
    }

    /// A solved 4×4 game whose log marks a row of three in one drag (one step), then puts its last queen on one
    /// of the marks: its moves are the four placements.
    public static func solvedWithMarks(
        id: UUID = UUID(), finishedAt: Date = date(2026, 12, 1, 9, 1), calendar: Calendar = utc
    ) -> GameRecord {
        func square(_ row: Int, _ column: Int) -> Square { Square(row: row, column: column) }
        let moves = [
            MoveRecord(.mark, square(3, 0), at: .milliseconds(500)),
            MoveRecord(.mark, square(3, 1), at: .milliseconds(600), continuesStep: true),
            MoveRecord(.mark, square(3, 2), at: .milliseconds(700), continuesStep: true),
            MoveRecord(.place, square(0, 1), at: .milliseconds(1_000)),
            MoveRecord(.place, square(1, 3), at: .milliseconds(2_000)),
            MoveRecord(.place, square(2, 0), at: .milliseconds(3_000)),
            MoveRecord(.unmark, square(3, 2), at: .milliseconds(4_000)),
            MoveRecord(.place, square(3, 2), at: .milliseconds(4_000), continuesStep: true),
        ]
        return GameRecord(
            id: id, boardSize: 4, startedAt: finishedAt.addingTimeInterval(-4), finishedAt: finishedAt,
            calendar: calendar, activeDuration: .seconds(4), moveCount: 4,
            finalQueens: [square(0, 1), square(1, 3), square(2, 0), square(3, 2)], moves: moves)
    }

    /// The solutions of the sizes games use, found once.
    private static let solutions: [Int: [Square]] = Dictionary(
        uniqueKeysWithValues: (4...16).map { ($0, searchSolution(size: $0)) })

    private static func searchSolution(size: Int) -> [Square] {
        var columns: [Int] = []
        func place(row: Int) -> Bool {
            if row == size { return true }
            for column in 0..<size
            where !columns.enumerated().contains(where: {
                $0.element == column || abs($0.element - column) == row - $0.offset
            }) {
                columns.append(column)
                if place(row: row + 1) { return true }
                columns.removeLast()
            }
            return false
        }
        _ = place(row: 0)
        return columns.enumerated().map { Square(row: $0.offset, column: $0.element) }
    }

    private static func moveLog(queens: [Square], extraPlacements: Int, over seconds: Double) -> [MoveRecord] {
        var steps: [(MoveRecord.Kind, Square)] = []
        let size = queens.count
        for index in 0..<extraPlacements {
            // A wrong square (next to the first queen's), placed then removed.
            let square = Square(row: 0, column: (queens[0].column + 1 + index % max(size - 1, 1)) % size)
            steps.append((.place, square))
            steps.append((.remove, square))
        }
        for queen in queens { steps.append((.place, queen)) }
        let total = max(steps.count, 1)
        return steps.enumerated().map { index, step in
            MoveRecord(
                step.0, step.1,
                at: .milliseconds(Int64((seconds * 1_000 * Double(index + 1) / Double(total)).rounded())))
        }
    }
}
