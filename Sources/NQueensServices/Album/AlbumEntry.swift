import Foundation
import NQueensEngine

/// One solution in the album: a distinct final position of a solved game, with where it was first found.
///
/// The album is the history seen by solution: every solved game (free play, a daily, a puzzle by ID) adds its
/// final position; a position solved again keeps the game that found it first (the earliest to finish).
public struct AlbumEntry: Sendable, Hashable {
    /// The solution found.
    public let solution: Solution

    /// The canonical form of its class under the board's 8 symmetries (`Solution.canonicalForm`): solutions of one
    /// class share it.
    public let classKey: Solution

    /// The game that first found it.
    public let gameID: UUID

    /// The kind of that game.
    public let mode: GameMode

    /// When that game was solved.
    public let foundAt: Date

    /// The player's local day when that game was solved.
    public let foundDay: CalendarDay

    /// Creates an entry from its fields; `classKey` is `solution`'s canonical form unless given.
    public init(
        solution: Solution, classKey: Solution? = nil, gameID: UUID, mode: GameMode, foundAt: Date,
        foundDay: CalendarDay
    ) {
        self.solution = solution
        self.classKey = classKey ?? solution.canonicalForm
        self.gameID = gameID
        self.mode = mode
        self.foundAt = foundAt.roundedToMilliseconds
        self.foundDay = foundDay
    }

    /// The entry `game` makes: its final position, found by it; `nil` when that position is not a solution, or the
    /// game is a regions game (whose rules are not the classic puzzle's: the album is of classic solutions).
    public init?(firstFoundBy game: GameRecord) {
        guard game.mode != .regions, let solution = game.solution else { return nil }
        self.init(
            solution: solution, gameID: game.id, mode: game.mode, foundAt: game.finishedAt, foundDay: game.solvedDay)
    }

    /// The number of rows (and columns) of the board.
    public var boardSize: Int {
        solution.size
    }

    /// The album `games` make: one entry per distinct solution, from the game that finished first (ties by id),
    /// in the album's order (size, then class, then solution).
    public static func album(of games: some Sequence<GameRecord>) -> [AlbumEntry] {
        var first: [Solution: AlbumEntry] = [:]
        for game in games {
            guard let entry = AlbumEntry(firstFoundBy: game) else { continue }
            if let kept = first[entry.solution], !entry.isFoundBefore(kept) { continue }
            first[entry.solution] = entry
        }
        return first.values.sorted(by: AlbumEntry.precedes)
    }

    /// Whether this entry's game finished before `other`'s (the smaller id first when they finished together).
    func isFoundBefore(_ other: AlbumEntry) -> Bool {
        if foundAt != other.foundAt { return foundAt < other.foundAt }
        return gameID.orderedBytes.lexicographicallyPrecedes(other.gameID.orderedBytes)
    }

    /// The album's order: by board size, then class (canonical forms in lexicographic order), then solution.
    static func precedes(_ first: AlbumEntry, _ second: AlbumEntry) -> Bool {
        if first.boardSize != second.boardSize { return first.boardSize < second.boardSize }
        if first.classKey != second.classKey {
            return first.classKey.columns.lexicographicallyPrecedes(second.classKey.columns)
        }
        return first.solution.columns.lexicographicallyPrecedes(second.solution.columns)
    }
}

/// What the album holds of one board size: how many distinct solutions and classes were found.
public struct AlbumSummary: Sendable, Hashable {
    /// The number of rows (and columns) of the board.
    public let boardSize: Int

    /// The distinct solutions found.
    public let solutionsFound: Int

    /// The classes (under rotation and reflection) with at least one member found.
    public let classesFound: Int

    /// Creates a summary.
    public init(boardSize: Int, solutionsFound: Int, classesFound: Int) {
        self.boardSize = boardSize
        self.solutionsFound = solutionsFound
        self.classesFound = classesFound
    }

    /// One summary per size in `entries` (any order), smallest size first.
    public static func summaries(of entries: some Sequence<AlbumEntry>) -> [AlbumSummary] {
        var solutions: [Int: Int] = [:]
        var classes: [Int: Set<Solution>] = [:]
        for entry in entries {
            solutions[entry.boardSize, default: 0] += 1
            classes[entry.boardSize, default: []].insert(entry.classKey)
        }
        return solutions.keys.sorted().map { size in
            AlbumSummary(
                boardSize: size, solutionsFound: solutions[size] ?? 0, classesFound: classes[size]?.count ?? 0)
        }
    }
}

// MARK: - A game's solution

extension GameRecord {
    /// The final position as a solution (one queen per row, none attacking another), or `nil` when it is not one.
    public var solution: Solution? {
        Solution(queens: finalQueens, size: boardSize)
    }
}

extension Solution {
    /// The solution whose queens are `queens` on a `size`×`size` board, in any order; `nil` unless they are one.
    public init?(queens: [Square], size: Int) {
        guard size >= 1, queens.count == size else { return nil }
        var columns = [Int](repeating: -1, count: size)
        for queen in queens {
            guard queen.isOnBoard(ofSize: size), columns[queen.row] < 0 else { return nil }
            columns[queen.row] = queen.column
        }
        guard let solution = try? Solution(validating: columns) else { return nil }
        self = solution
    }
}
