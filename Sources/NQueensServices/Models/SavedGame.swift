import Foundation
import NQueensEngine
import NQueensLocalization

/// The game in progress, saved after every move so that quitting, a crash or `kill -9` resumes it exactly.
///
/// The move log holds everything the player did, so the undo and redo stacks can be rebuilt from it.
/// Instants and durations are kept to the millisecond, like `GameRecord`'s.
public struct SavedGame: Sendable, Hashable {
    /// Identifies the game; the record of the solved game keeps this id.
    public let id: UUID

    /// The number of rows (and columns) of the board.
    public let boardSize: Int

    /// The kind of game.
    public let mode: GameMode

    /// The puzzle's ID (`8-…`) for a daily or a puzzle by ID; `nil` for free play.
    public let puzzleID: String?

    /// The date whose daily puzzle this is (a daily only).
    public let dailyDate: CalendarDay?

    /// When the first move was made; `nil` before it.
    public let startedAt: Date?

    /// The queens on the board, in placement order (a puzzle's givens first).
    public let queens: [Square]

    /// The squares a hint ruled out so far (puzzles only), in the order they were ruled out.
    public let ruledOut: [Square]

    /// The empty squares the player marked (✕, their own notes), from the bottom rank up and left to right.
    public let marks: [Square]

    /// Everything the player did so far, in order.
    public let moves: [MoveRecord]

    /// The active time played so far, pauses excluded.
    public let elapsed: Duration

    /// The number of hints asked for so far.
    public let hintsUsed: Int

    /// The number of placements so far (as the seed counts moves).
    public let moveCount: Int

    /// Creates a saved game; instants and durations are rounded to the millisecond.
    public init(
        id: UUID = UUID(), boardSize: Int, mode: GameMode = .freePlay, puzzleID: String? = nil,
        dailyDate: CalendarDay? = nil, startedAt: Date?, queens: [Square], ruledOut: [Square] = [],
        marks: [Square] = [], moves: [MoveRecord], elapsed: Duration, hintsUsed: Int = 0, moveCount: Int
    ) {
        self.id = id
        self.boardSize = boardSize
        self.mode = mode
        self.puzzleID = puzzleID
        self.dailyDate = dailyDate
        self.startedAt = startedAt?.roundedToMilliseconds
        self.queens = queens
        self.ruledOut = ruledOut
        self.marks = marks.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
        self.moves = moves
        self.elapsed = elapsed.roundedToMilliseconds
        self.hintsUsed = hintsUsed
        self.moveCount = moveCount
    }

    /// What is wrong with the saved game, in one sentence, or `nil` when a store may keep it.
    var problem: String? {
        if boardSize < 1 { return tr("board size %d is not a board; sizes start at 1", boardSize) }
        if elapsed < .zero { return tr("the game in progress has a negative elapsed time") }
        if moveCount < 0 { return tr("the game in progress has a negative move count (%d)", moveCount) }
        if hintsUsed < 0 { return tr("the game in progress has a negative hint count (%d)", hintsUsed) }
        if let square = queens.first(where: { !$0.isOnBoard(ofSize: boardSize) }) {
            return tr(
                "the game in progress has a queen on %1$s, off the %2$d×%2$d board", square.description, boardSize)
        }
        if Set(queens).count != queens.count { return tr("the game in progress has two queens on one square") }
        if let square = ruledOut.first(where: { !$0.isOnBoard(ofSize: boardSize) }) {
            return tr("the game in progress rules out %1$s, off the %2$d×%2$d board", square.description, boardSize)
        }
        if let square = marks.first(where: { !$0.isOnBoard(ofSize: boardSize) }) {
            return tr("the game in progress marks %1$s, off the %2$d×%2$d board", square.description, boardSize)
        }
        if Set(marks).count != marks.count { return tr("the game in progress marks one square twice") }
        if let square = marks.first(where: queens.contains) {
            return tr("the game in progress marks %s, where a queen stands", square.description)
        }
        let owner = tr("the game in progress")
        if let problem = mode.problem(puzzleID: puzzleID, dailyDate: dailyDate, owner: owner) { return problem }
        return MoveRecord.problem(in: moves, boardSize: boardSize, owner: owner)
    }
}

// MARK: - Coding

extension SavedGame: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, boardSize, mode, puzzleID, dailyDate, startedAt, queens, ruledOut, marks, moves, elapsedMilliseconds
        case hintsUsed, moveCount
    }

    /// Decodes a saved game written by `encode(to:)` (the puzzle fields and the marks may be absent).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var startedAt: Date?
        if let text = try container.decodeIfPresent(String.self, forKey: .startedAt) {
            guard let date = Date(iso8601Milliseconds: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .startedAt, in: container,
                    debugDescription: tr("'%s' is not an instant; expected YYYY-MM-DDTHH:MM:SS.fffZ", text))
            }
            startedAt = date
        }
        self.init(
            id: try container.decode(UUID.self, forKey: .id),
            boardSize: try container.decode(Int.self, forKey: .boardSize),
            mode: try container.decode(GameMode.self, forKey: .mode),
            puzzleID: try container.decodeIfPresent(String.self, forKey: .puzzleID),
            dailyDate: try container.decodeIfPresent(CalendarDay.self, forKey: .dailyDate),
            startedAt: startedAt,
            queens: try container.decode([Square].self, forKey: .queens),
            ruledOut: try container.decodeIfPresent([Square].self, forKey: .ruledOut) ?? [],
            marks: try container.decodeIfPresent([Square].self, forKey: .marks) ?? [],
            moves: try container.decode([MoveRecord].self, forKey: .moves),
            elapsed: .milliseconds(try container.decode(Int64.self, forKey: .elapsedMilliseconds)),
            hintsUsed: try container.decode(Int.self, forKey: .hintsUsed),
            moveCount: try container.decode(Int.self, forKey: .moveCount))
    }

    /// Encodes the saved game with the start as ISO 8601 text in UTC and the elapsed time in milliseconds.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(boardSize, forKey: .boardSize)
        try container.encode(mode, forKey: .mode)
        try container.encodeIfPresent(puzzleID, forKey: .puzzleID)
        try container.encodeIfPresent(dailyDate, forKey: .dailyDate)
        try container.encodeIfPresent(startedAt?.iso8601Milliseconds, forKey: .startedAt)
        try container.encode(queens, forKey: .queens)
        if !ruledOut.isEmpty { try container.encode(ruledOut, forKey: .ruledOut) }
        if !marks.isEmpty { try container.encode(marks, forKey: .marks) }
        try container.encode(moves, forKey: .moves)
        try container.encode(elapsed.wholeMilliseconds, forKey: .elapsedMilliseconds)
        try container.encode(hintsUsed, forKey: .hintsUsed)
        try container.encode(moveCount, forKey: .moveCount)
    }
}
