import Foundation
import NQueensEngine
import NQueensLocalization

/// A finished (solved) game, as the history keeps it.
///
/// Instants and durations are kept to the millisecond: the initializer rounds them, so a record reads back from
/// any store exactly as it was created.
public struct GameRecord: Sendable, Hashable, Identifiable {
    /// Identifies the game; the game in progress keeps the same id, so recording it twice stores it once.
    public let id: UUID

    /// The number of rows (and columns) of the board.
    public let boardSize: Int

    /// The kind of game.
    public let mode: GameMode

    /// The puzzle's ID (`8-…`) for a daily or a puzzle by ID; `nil` for free play.
    public let puzzleID: String?

    /// The date whose daily puzzle this is (a daily only; not necessarily the day it was solved).
    public let dailyDate: CalendarDay?

    /// When the first move was made.
    public let startedAt: Date

    /// When the board was solved.
    public let finishedAt: Date

    /// The player's local day when the board was solved (the day the game counts for in streaks).
    public let solvedDay: CalendarDay

    /// The player's time zone when the board was solved (an IANA identifier such as `Europe/Berlin`).
    public let timeZoneIdentifier: String

    /// The time spent playing, pauses excluded.
    public let activeDuration: Duration

    /// The number of placements, as the seed counts moves (removals, undos and redos are not moves).
    public let moveCount: Int

    /// The number of hints the player asked for.
    public let hintsUsed: Int

    /// The queens of the solved board, in placement order.
    public let finalQueens: [Square]

    /// Everything the player did, in order, so that the game can be replayed.
    public let moves: [MoveRecord]

    /// Creates a record from every field; instants and durations are rounded to the millisecond.
    public init(
        id: UUID = UUID(), boardSize: Int, mode: GameMode = .freePlay, puzzleID: String? = nil,
        dailyDate: CalendarDay? = nil, startedAt: Date, finishedAt: Date, solvedDay: CalendarDay,
        timeZoneIdentifier: String, activeDuration: Duration, moveCount: Int, hintsUsed: Int = 0,
        finalQueens: [Square], moves: [MoveRecord]
    ) {
        self.id = id
        self.boardSize = boardSize
        self.mode = mode
        self.puzzleID = puzzleID
        self.dailyDate = dailyDate
        self.startedAt = startedAt.roundedToMilliseconds
        self.finishedAt = finishedAt.roundedToMilliseconds
        self.solvedDay = solvedDay
        self.timeZoneIdentifier = timeZoneIdentifier
        self.activeDuration = activeDuration.roundedToMilliseconds
        self.moveCount = moveCount
        self.hintsUsed = hintsUsed
        self.finalQueens = finalQueens
        self.moves = moves
    }

    /// Creates a record solved at `finishedAt`, taking the solved day and time zone from the player's `calendar`.
    public init(
        id: UUID = UUID(), boardSize: Int, mode: GameMode = .freePlay, puzzleID: String? = nil,
        dailyDate: CalendarDay? = nil, startedAt: Date, finishedAt: Date, calendar: Calendar, activeDuration: Duration,
        moveCount: Int, hintsUsed: Int = 0, finalQueens: [Square], moves: [MoveRecord]
    ) {
        self.init(
            id: id, boardSize: boardSize, mode: mode, puzzleID: puzzleID, dailyDate: dailyDate, startedAt: startedAt,
            finishedAt: finishedAt, solvedDay: CalendarDay(finishedAt, in: calendar),
            timeZoneIdentifier: calendar.timeZone.identifier,
            activeDuration: activeDuration, moveCount: moveCount, hintsUsed: hintsUsed, finalQueens: finalQueens,
            moves: moves)
    }

    /// The record of the game in progress `game`, solved at `finishedAt` in the player's `calendar`.
    ///
    /// Keeps the game's id (so recording it twice stores it once), start (`finishedAt` when it has none), active
    /// time, counts, move log and queens.
    public init(solving game: SavedGame, finishedAt: Date, calendar: Calendar) {
        self.init(
            id: game.id, boardSize: game.boardSize, mode: game.mode, puzzleID: game.puzzleID,
            dailyDate: game.dailyDate, startedAt: game.startedAt ?? finishedAt, finishedAt: finishedAt,
            calendar: calendar, activeDuration: game.elapsed, moveCount: game.moveCount, hintsUsed: game.hintsUsed,
            finalQueens: game.queens, moves: game.moves)
    }

    /// A puzzle's given queens: the final queens that no move placed (none in free play).
    public var givens: [Square] {
        guard mode.hasGivens else { return [] }
        let moved = Set(moves.map(\.square))
        return finalQueens.filter { !moved.contains($0) }
    }

    /// How directly the board was solved: the queens the player had to place (the board size, less a puzzle's
    /// givens) ÷ moves, capped at 1 (100 %); 0 when no move was counted.
    public var efficiency: Double {
        moveCount > 0 ? min(1, Double(boardSize - givens.count) / Double(moveCount)) : 0
    }
}

// MARK: - Validation

extension GameRecord {
    /// What is wrong with the record, in one sentence, or `nil` when a store may keep it.
    var problem: String? {
        if boardSize < 1 { return tr("board size %d is not a board; sizes start at 1", boardSize) }
        let game = id.description
        if finishedAt < startedAt {
            return tr(
                "game %1$s finished (%2$s) before it started (%3$s)", game, finishedAt.iso8601Milliseconds,
                startedAt.iso8601Milliseconds)
        }
        if activeDuration < .zero { return tr("game %s has a negative active time", game) }
        if moveCount < 0 { return tr("game %1$s has a negative move count (%2$d)", game, moveCount) }
        if hintsUsed < 0 { return tr("game %1$s has a negative hint count (%2$d)", game, hintsUsed) }
        if timeZoneIdentifier.isEmpty { return tr("game %s has no time zone", game) }
        if let square = finalQueens.first(where: { !$0.isOnBoard(ofSize: boardSize) }) {
            return tr("game %1$s has a queen on %2$s, off the %3$d×%3$d board", game, square.description, boardSize)
        }
        if Set(finalQueens).count != finalQueens.count { return tr("game %s has two queens on one square", game) }
        // TRANSLATORS: a game named by its id, in a sentence saying what is wrong with it: game 6f96….
        let owner = tr("game %s", game)
        if let problem = mode.problem(puzzleID: puzzleID, dailyDate: dailyDate, owner: owner) { return problem }
        return MoveRecord.problem(in: moves, boardSize: boardSize, owner: owner)
    }
}

extension GameMode {
    /// What is wrong with a game of this mode holding `puzzleID` and `dailyDate`, or `nil` when they fit it: a daily
    /// has both, a puzzle by ID only its ID, free play neither; a regions game a regions ID (and a date when it is the
    /// regions daily).
    func problem(puzzleID: String?, dailyDate: CalendarDay?, owner: String) -> String? {
        switch self {
        // TRANSLATORS: %s is a game: "game 6f96…" or "the game in progress".
        case .freePlay where puzzleID != nil || dailyDate != nil:
            return tr("%s is free play but names a puzzle", owner)
        case .daily where puzzleID == nil || dailyDate == nil:
            return tr("%s is a daily without its date or puzzle ID", owner)
        case .puzzle where puzzleID == nil || dailyDate != nil:
            return tr("%s is a puzzle without its ID, or with a daily's date", owner)
        case .regions where puzzleID.flatMap({ try? RegionsPuzzleID(parsing: $0) }) == nil:
            return tr("%s is a regions game without a regions puzzle ID (such as R8M-EJFG8YJ9J)", owner)
        case .freePlay, .daily, .puzzle, .regions:
            return nil
        }
    }
}

extension MoveRecord {
    /// What is wrong with a move log on a `boardSize` board, or `nil` when it may be stored.
    static func problem(in moves: [MoveRecord], boardSize: Int, owner: String) -> String? {
        if let move = moves.first(where: { !$0.square.isOnBoard(ofSize: boardSize) }) {
            // TRANSLATORS: %1$s is a game: "game 6f96…" or "the game in progress".
            return tr("%1$s has a move on %2$s, off the %3$d×%3$d board", owner, move.square.description, boardSize)
        }
        if moves.contains(where: { $0.offset < .zero }) { return tr("%s has a move at a negative time", owner) }
        return nil
    }
}

// MARK: - Coding

extension GameRecord: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, boardSize, mode, puzzleID, dailyDate, startedAt, finishedAt, solvedDay, timeZone
        case activeMilliseconds, moveCount, hintsUsed, efficiency, finalQueens, moves
    }

    /// Decodes a record written by `encode(to:)` (instants as ISO 8601 text in UTC, durations in milliseconds); the
    /// puzzle ID and daily date may be absent (records written before puzzles existed).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func instant(_ key: CodingKeys) throws -> Date {
            let text = try container.decode(String.self, forKey: key)
            guard let date = Date(iso8601Milliseconds: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: tr("'%s' is not an instant; expected YYYY-MM-DDTHH:MM:SS.fffZ", text))
            }
            return date
        }
        self.init(
            id: try container.decode(UUID.self, forKey: .id),
            boardSize: try container.decode(Int.self, forKey: .boardSize),
            mode: try container.decode(GameMode.self, forKey: .mode),
            puzzleID: try container.decodeIfPresent(String.self, forKey: .puzzleID),
            dailyDate: try container.decodeIfPresent(CalendarDay.self, forKey: .dailyDate),
            startedAt: try instant(.startedAt),
            finishedAt: try instant(.finishedAt),
            solvedDay: try container.decode(CalendarDay.self, forKey: .solvedDay),
            timeZoneIdentifier: try container.decode(String.self, forKey: .timeZone),
            activeDuration: .milliseconds(try container.decode(Int64.self, forKey: .activeMilliseconds)),
            moveCount: try container.decode(Int.self, forKey: .moveCount),
            hintsUsed: try container.decode(Int.self, forKey: .hintsUsed),
            finalQueens: try container.decode([Square].self, forKey: .finalQueens),
            moves: try container.decode([MoveRecord].self, forKey: .moves))
    }

    /// Encodes the record with instants as ISO 8601 text in UTC, durations in milliseconds and the efficiency; the
    /// puzzle ID and daily date only when there are some.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(boardSize, forKey: .boardSize)
        try container.encode(mode, forKey: .mode)
        try container.encodeIfPresent(puzzleID, forKey: .puzzleID)
        try container.encodeIfPresent(dailyDate, forKey: .dailyDate)
        try container.encode(startedAt.iso8601Milliseconds, forKey: .startedAt)
        try container.encode(finishedAt.iso8601Milliseconds, forKey: .finishedAt)
        try container.encode(solvedDay, forKey: .solvedDay)
        try container.encode(timeZoneIdentifier, forKey: .timeZone)
        try container.encode(activeDuration.wholeMilliseconds, forKey: .activeMilliseconds)
        try container.encode(moveCount, forKey: .moveCount)
        try container.encode(hintsUsed, forKey: .hintsUsed)
        try container.encode(efficiency, forKey: .efficiency)
        try container.encode(finalQueens, forKey: .finalQueens)
        try container.encode(moves, forKey: .moves)
    }
}
