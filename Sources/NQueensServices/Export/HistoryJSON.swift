import Foundation
import NQueensEngine
import NQueensLocalization

// MARK: - The history as JSON

extension HistoryExport {
    /// The `"schema"` of the document `json(_:)` writes (described by `docs/schemas/history.v3.schema.json`).
    ///
    /// Version 2 added the player's marks to the move log (the kinds `mark`, `unmark`, `undo-mark`, `redo-mark`, and
    /// `continuesStep`); version 3 the regions games (the mode `regions`, whose puzzle ID is a regions ID): a reader
    /// of an older version that knew every kind and mode would have met ones it did not know.
    public static let jsonSchema = "nqueens/history/v3"

    /// The versions `games(fromJSON:)` reads: version 1 (no marks), version 2 (no regions games) and `jsonSchema`.
    public static let readableJSONSchemas = ["nqueens/history/v1", "nqueens/history/v2", jsonSchema]

    /// The games as an `nqueens/history/v3` document, `{"schema", "count", "games": [...]}`, one game per line.
    ///
    /// It speaks the command line's JSON vocabulary: sizes are `size`; instants are ISO 8601 with milliseconds and
    /// the offset of the game's time zone (`2026-11-29T11:15:00.000+01:00`); durations are whole milliseconds with
    /// the unit in the name; squares are `{"square":"d2","row":2,"column":4}` (1-based); counts are integers.
    /// `games(fromJSON:)` reads it back.
    public static func json(_ games: [GameRecord]) throws(StoreError) -> String {
        // One game per line, its keys sorted so that the text is deterministic; the document's own fields first, so
        // that the schema is the first thing a reader sees.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var lines: [String] = []
        do {
            for game in games {
                lines.append(String(decoding: try encoder.encode(HistoryDocument.Game(game)), as: UTF8.self))
            }
        } catch {
            throw .invalidValue(tr("cannot write the history as JSON: %s", "\(error)"))
        }
        let list = lines.isEmpty ? "[]" : "[\n    " + lines.joined(separator: ",\n    ") + "\n  ]"
        // l10n: begin not shown (JSON)
        return "{\n  \"schema\": \"\(jsonSchema)\",\n  \"count\": \(games.count),\n  \"games\": \(list)\n}"
        // l10n: end
    }

    /// The games of an `nqueens/history/v3` document, as `json(_:)` wrote them, or of an older `nqueens/history/v2` or
    /// `nqueens/history/v1` one.
    ///
    /// - Throws: `StoreError.invalidValue` naming what is wrong: not JSON, another schema, a field missing or out of
    ///   range, a square whose name and numbers disagree, a game no store would keep.
    public static func games(fromJSON data: Data) throws(StoreError) -> [GameRecord] {
        let document: HistoryDocument
        do {
            document = try JSONDecoder().decode(HistoryDocument.self, from: data)
        } catch {
            throw .invalidValue(tr("the history JSON cannot be read: %s", "\(error)"))
        }
        guard readableJSONSchemas.contains(document.schema) else {
            throw .invalidValue(tr("the JSON is a \"%1$s\" document, not \"%2$s\"", document.schema, jsonSchema))
        }
        guard document.count == document.games.count else {
            throw .invalidValue(
                trn(
                    "the history says %1$d game but holds %2$d", "the history says %1$d games but holds %2$d",
                    count: document.count, document.count, document.games.count))
        }
        var games: [GameRecord] = []
        for entry in document.games {
            if document.schema == readableJSONSchemas[0],
                let move = entry.moves.first(where: { $0.kind.isMarkChange || $0.continuesStep != nil })
            {
                throw .invalidValue(
                    Self.gameProblem(
                        entry.id,
                        tr(
                            "a \"%1$s\" document has no \"%2$s\" moves or continuesStep; marks came with \"%3$s\"",
                            document.schema, move.kind.rawValue, readableJSONSchemas[1])))
            }
            if document.schema != jsonSchema, entry.mode == .regions {
                throw .invalidValue(
                    Self.gameProblem(
                        entry.id,
                        tr(
                            "a \"%1$s\" document has no regions games; they came with \"%2$s\"", document.schema,
                            jsonSchema)
                    ))
            }
            let game: GameRecord
            do {
                game = try entry.record()
            } catch {
                throw .invalidValue(Self.gameProblem(entry.id, error.description))
            }
            if let problem = game.problem { throw .invalidValue(problem) }
            games.append(game)
        }
        return games
    }

    /// A game's problem: "game 6f96…: its id …".
    private static func gameProblem(_ id: String, _ problem: String) -> String {
        // TRANSLATORS: %1$s is a game's id, %2$s what is wrong with it.
        tr("game %1$s: %2$s", id, problem)
    }
}

// MARK: - The document

/// The `nqueens/history/v3` document (or a v2 or v1 one, read), field by field in the order it is written.
struct HistoryDocument: Codable {
    var schema: String
    var count: Int
    var games: [Game]

    /// A square: its name (chess notation, or `row,column` past 26 files) and 1-based row and column.
    struct SquareEntry: Codable {
        var square: String
        var row: Int
        var column: Int

        init(_ square: Square) {
            self.square = square.description
            row = square.row + 1
            column = square.column + 1
        }

        /// The square, when its name and numbers agree.
        func value() throws(StoreError) -> Square {
            let value = Square(row: row - 1, column: column - 1)
            guard row >= 1, column >= 1, value.description == square else {
                throw .invalidValue(tr("the square \"%1$s\" is not row %2$d, column %3$d", square, row, column))
            }
            return value
        }
    }

    /// One step of the move log: the kind, the square's three fields, when, and (only when true) whether it
    /// belongs to the same action as the move before it.
    struct Move: Codable {
        var kind: MoveRecord.Kind
        var square: String
        var row: Int
        var column: Int
        var offsetMilliseconds: Int64
        var continuesStep: Bool?

        init(_ move: MoveRecord) {
            kind = move.kind
            let square = SquareEntry(move.square)
            self.square = square.square
            row = square.row
            column = square.column
            offsetMilliseconds = move.offset.wholeMilliseconds
            continuesStep = move.continuesStep ? true : nil
        }
    }

    /// One solved game.
    struct Game: Codable {
        var id: String
        var size: Int
        var mode: GameMode
        var puzzleID: String?
        var dailyDate: CalendarDay?
        var startedAt: String
        var finishedAt: String
        var solvedDay: CalendarDay
        var timeZone: String
        var activeMilliseconds: Int64
        var moveCount: Int
        var hintsUsed: Int
        var efficiency: Double
        var queens: [SquareEntry]
        var moves: [Move]

        init(_ game: GameRecord) {
            let zone = TimeZone(identifier: game.timeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
            id = game.id.uuidString.lowercased()
            size = game.boardSize
            mode = game.mode
            puzzleID = game.puzzleID
            dailyDate = game.dailyDate
            startedAt = game.startedAt.iso8601Milliseconds(in: zone)
            finishedAt = game.finishedAt.iso8601Milliseconds(in: zone)
            solvedDay = game.solvedDay
            timeZone = game.timeZoneIdentifier
            activeMilliseconds = game.activeDuration.wholeMilliseconds
            moveCount = game.moveCount
            hintsUsed = game.hintsUsed
            efficiency = (game.efficiency * 10_000).rounded() / 10_000
            queens = game.finalQueens.map(SquareEntry.init)
            moves = game.moves.map(Move.init)
        }

        /// The game as the history keeps it.
        ///
        /// - Throws: `StoreError.invalidValue` naming the field that is wrong (not the game, which the caller names).
        func record() throws(StoreError) -> GameRecord {
            guard let uuid = UUID(uuidString: id) else {
                throw .invalidValue(
                    tr("its id '%1$s' is not a game id; expected a UUID such as %2$s", id, Self.sampleID))
            }
            func instant(_ text: String, _ name: String) throws(StoreError) -> Date {
                guard let date = Date(iso8601WithOffset: text) else {
                    // TRANSLATORS: %1$s is a JSON field's name (startedAt), %2$s its value.
                    throw .invalidValue(
                        tr("%1$s '%2$s' is not an instant; expected YYYY-MM-DDTHH:MM:SS.fff±HH:MM", name, text))
                }
                return date
            }
            // Exactly as long as they are: an import holds every game at once, and an array grown by appending has
            // room for up to twice its moves.
            var finalQueens: [Square] = []
            finalQueens.reserveCapacity(queens.count)
            for queen in queens { finalQueens.append(try queen.value()) }
            var log: [MoveRecord] = []
            log.reserveCapacity(moves.count)
            for move in moves {
                let square = try SquareEntry(square: move.square, row: move.row, column: move.column).value()
                log.append(
                    MoveRecord(
                        move.kind, square, at: .milliseconds(move.offsetMilliseconds),
                        continuesStep: move.continuesStep ?? false))
            }
            return GameRecord(
                id: uuid, boardSize: size, mode: mode, puzzleID: puzzleID, dailyDate: dailyDate,
                startedAt: try instant(startedAt, "startedAt"), finishedAt: try instant(finishedAt, "finishedAt"),
                solvedDay: solvedDay, timeZoneIdentifier: timeZone, activeDuration: .milliseconds(activeMilliseconds),
                moveCount: moveCount, hintsUsed: hintsUsed, finalQueens: finalQueens, moves: log)
        }
    }
}

extension HistoryDocument.Game {
    /// A game id as the document writes them, for messages.
    static let sampleID = "6f9619ff-8b86-d011-b42d-00c04fc964ff"
}

extension HistoryDocument.SquareEntry {
    /// A square's fields as read.
    init(square: String, row: Int, column: Int) {
        self.square = square
        self.row = row
        self.column = column
    }
}
