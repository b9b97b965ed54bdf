import Foundation
import NQueensEngine
import NQueensLocalization

// MARK: - Reading the records

extension HistoryImport {
    /// Reads the list of games a record at a time, checking each and keeping the games.
    struct RecordReader {
        /// The file's name, for messages.
        let file: String

        /// The games read so far, in the file's order.
        private(set) var records: [GameRecord] = []

        /// The place (from 1) of the record being read, while one is.
        private(set) var currentRecord: Int?

        private var ids: Set<UUID> = []
        private var firstMarked: (record: Int, id: String, kind: String)?
        private var firstRegions: (record: Int, id: String)?
        private var checker = RecordChecker()
        private let decoder = JSONDecoder()

        /// A reader of the records of `file`.
        init(file: String) {
            self.file = file
        }

        /// Makes room for the `count` games the document says it holds (up to 200,000: the count is not
        /// trusted).
        mutating func expect(_ count: Int) {
            records.reserveCapacity(min(count, 200_000))
        }

        /// Reads the list's records, its `[` already taken, through its `]`.
        ///
        /// - Throws: `JSONStream.Failure` for a list that is not JSON, `HistoryImportError` for a record that is not
        ///   a game.
        mutating func readList(from stream: inout JSONStream) throws {
            try stream.skipSpace()
            if try stream.peek() == UInt8(ascii: "]") {
                _ = try stream.next()
                return
            }
            while true {
                let record = records.count + 1
                currentRecord = record
                try read(try stream.value(tr(context: "JSON expectation", "record %d", record)), record: record)
                let separator = try stream.expect(
                    oneOf: [0x2C, 0x5D], tr(context: "JSON expectation", "',' or the end of the list of games"))
                if separator == 0x5D { break }
            }
            currentRecord = nil
        }

        /// Fails when an older document holds what came later: marks (version 2) or regions games (version 3).
        func checkSchema(_ schema: String) throws(HistoryImportError) {
            let schemas = HistoryExport.readableJSONSchemas
            let version = schemas.firstIndex(of: schema) ?? schemas.count - 1
            if version < 1, let firstMarked {
                throw HistoryImportError(
                    file: file, record: firstMarked.record, gameID: firstMarked.id,
                    // TRANSLATORS: %1$s and %3$s are schemas ("nqueens/history/v1"), %2$s a kind of move ("mark").
                    problem: tr(
                        "a \"%1$s\" document has no \"%2$s\" moves or continuesStep; marks came with \"%3$s\"", schema,
                        firstMarked.kind, schemas[1]))
            }
            if version < 2, let firstRegions {
                throw HistoryImportError(
                    file: file, record: firstRegions.record, gameID: firstRegions.id,
                    problem: tr(
                        "a \"%1$s\" document has no regions games; they came with \"%2$s\"", schema, schemas[2]))
            }
        }

        private mutating func read(_ bytes: [UInt8], record: Int) throws(HistoryImportError) {
            let entry: HistoryDocument.Game
            do {
                entry = try decoder.decode(HistoryDocument.Game.self, from: Data(bytes))
            } catch {
                throw HistoryImportError(
                    file: file, record: record, gameID: Self.id(in: bytes),
                    problem: tr("%1$s; %2$s", Self.describe(error), HistoryImport.accepted))
            }
            func failure(_ problem: String) -> HistoryImportError {
                HistoryImportError(file: file, record: record, gameID: entry.id, problem: problem)
            }
            let game: GameRecord
            do {
                game = try entry.record()
            } catch {
                throw failure("\(error)")
            }
            guard game.id.uuidString.lowercased() == entry.id else {
                throw failure(
                    tr(
                        "its id '%1$s' is not written as NQueens writes ids; expected lower case, such as %2$s",
                        entry.id, HistoryDocument.Game.sampleID))
            }
            guard ids.insert(game.id).inserted else {
                throw failure(tr("its id is the id of an earlier record of the file; every game has its own id"))
            }
            if let problem = checker.problem(with: game, efficiency: entry.efficiency) { throw failure(problem) }
            if firstMarked == nil,
                let move = entry.moves.first(where: { $0.kind.isMarkChange || $0.continuesStep != nil })
            {
                firstMarked = (record, entry.id, move.kind.rawValue)
            }
            if firstRegions == nil, game.mode == .regions { firstRegions = (record, entry.id) }
            records.append(game)
        }

        /// The `id` field of a record that did not decode, when it has a string one.
        private static func id(in bytes: [UInt8]) -> String? {
            struct Identified: Decodable { var id: String }
            return try? JSONDecoder().decode(Identified.self, from: Data(bytes)).id
        }

        /// What `JSONDecoder` found wrong, naming the field.
        static func describe(_ error: any Error) -> String {
            func path(_ keys: [any CodingKey]) -> String {
                keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
                    .trimmingCharacters(in: CharacterSet(charactersIn: "."))
            }
            // TRANSLATORS: a record of a history file that cannot be read; %s is the reader's own words.
            guard let error = error as? DecodingError else { return tr("it cannot be read (%s)", "\(error)") }
            switch error {
            case .keyNotFound(let key, let context):
                // TRANSLATORS: %s is a JSON field's name, such as "moves[3].square".
                return tr("it has no \"%s\"", path(context.codingPath + [key]))
            case .typeMismatch(let type, let context):
                guard type == Int.self || type == Int64.self else {
                    // TRANSLATORS: %1$s is a JSON field's name, %2$s a Swift type (String, Double).
                    return tr("its \"%1$s\" is not a %2$s", path(context.codingPath), "\(type)")
                }
                return tr("its \"%s\" is not a whole number", path(context.codingPath))
            case .valueNotFound(_, let context):
                return tr("its \"%s\" is null", path(context.codingPath))
            case .dataCorrupted(let context):
                return context.codingPath.isEmpty
                    ? tr("it is not a JSON object")
                    // TRANSLATORS: %2$s is the reader's own words on why.
                    : tr("its \"%1$s\" is not valid (%2$s)", path(context.codingPath), context.debugDescription)
            @unknown default:
                return tr("it cannot be read (%s)", "\(error)")
            }
        }
    }
}

// MARK: - Checking a record

/// Checks that a record is a game the app could have played (beyond what any store requires).
struct RecordChecker {
    /// The first year NQueens could have played a game in; earlier instants are not real.
    static let firstYear = 2000

    private static let earliest = Date(timeIntervalSince1970: 946_684_800)  // 2000-01-01T00:00:00Z

    private var calendars: [String: Calendar] = [:]
    private var regionsPuzzles: [RegionsPuzzleID: RegionsPuzzle] = [:]
    private var regionsDailies: [CalendarDay: RegionsPuzzleID] = [:]

    /// What makes `game` impossible, or `nil`; `efficiency` is the one the file states.
    mutating func problem(with game: GameRecord, efficiency: Double) -> String? {
        let sizes = Settings.boardSizeRange
        guard sizes.contains(game.boardSize) else {
            return tr(
                "its size %1$d is out of range; NQueens boards run from %2$d to %3$d", game.boardSize, sizes.lowerBound,
                sizes.upperBound)
        }
        if let problem = dateProblem(game) { return problem }
        if let problem = positionProblem(game) { return problem }
        if let problem = puzzleProblem(game) { return problem }
        if let problem = regionsProblem(game) { return problem }
        if let problem = game.problem { return problem }
        if let problem = Self.replayProblem(game) { return problem }
        guard abs(efficiency - game.efficiency) < 0.000_1 else {
            // TRANSLATORS: %1$s is the efficiency the file states, %3$s the one its moves give (0.8000): the queens
            // the player placed (board size − givens) divided by the %2$d moves.
            return trn(
                "its efficiency %1$s does not match its %2$d move: (board size − givens) ÷ moves is %3$s",
                "its efficiency %1$s does not match its %2$d moves: (board size − givens) ÷ moves is %3$s",
                count: game.moveCount,
                "\(efficiency)", game.moveCount, String(format: "%.4f", game.efficiency))
        }
        return nil
    }

    private mutating func dateProblem(_ game: GameRecord) -> String? {
        guard game.startedAt >= Self.earliest else {
            // TRANSLATORS: %1$s is an instant as the file writes it, %2$d a year.
            return tr(
                "it started on %1$s, before NQueens existed; expected an instant from %2$d on",
                game.startedAt.iso8601Milliseconds, Self.firstYear)
        }
        guard game.finishedAt >= game.startedAt else {
            return tr(
                "it finished (%1$s) before it started (%2$s)", game.finishedAt.iso8601Milliseconds,
                game.startedAt.iso8601Milliseconds)
        }
        guard game.activeDuration >= .zero else { return tr("its active time is negative") }
        guard let calendar = calendar(game.timeZoneIdentifier) else {
            return tr(
                "its time zone '%s' is not one; expected an IANA name such as Europe/Berlin", game.timeZoneIdentifier)
        }
        // The day is the one the player's clock showed; time zone rules may have changed since, by a day at most.
        let local = CalendarDay(game.finishedAt, in: calendar)
        guard abs(local.dayNumber - game.solvedDay.dayNumber) <= 1 else {
            // TRANSLATORS: %1$s and %3$s are days (2026-12-01), %2$s a time zone (Europe/Berlin).
            return tr(
                "its solvedDay %1$s is not the day it finished in %2$s (%3$s)", game.solvedDay.description,
                game.timeZoneIdentifier, local.description)
        }
        return nil
    }

    private func positionProblem(_ game: GameRecord) -> String? {
        guard game.finalQueens.count == game.boardSize else {
            return trn(
                "its final position holds %1$d queen; a solved %2$d×%2$d board holds %2$d, none attacking another",
                "its final position holds %1$d queens; a solved %2$d×%2$d board holds %2$d, none attacking another",
                count: game.finalQueens.count, game.finalQueens.count, game.boardSize)
        }
        if game.mode == .regions { return nil }  // the regions puzzle's own check
        guard let board = try? Board(size: game.boardSize, queens: game.finalQueens), board.isSolved else {
            return tr("its final position is not solved: two of its queens share a square or attack each other")
        }
        return nil
    }

    /// What makes a regions game impossible: an ID that is not its board's, a final position that is not its
    /// puzzle's solution, or a regions daily that is not the one of its date.
    private mutating func regionsProblem(_ game: GameRecord) -> String? {
        guard game.mode == .regions, let text = game.puzzleID else { return nil }
        guard let id = try? RegionsPuzzleID(parsing: text), id.description == text else {
            return tr(
                "its puzzleID '%s' is not a regions puzzle ID as NQueens writes them (such as R8M-…, upper case)", text)
        }
        guard id.size == game.boardSize else {
            return tr("its regions puzzle %1$s is %2$d×%2$d, not %3$d×%3$d", text, id.size, game.boardSize)
        }
        guard let puzzle = regionsPuzzle(id) else {
            return tr("its regions puzzle %s cannot be made; expected an ID NQueens wrote", text)
        }
        guard Set(game.finalQueens) == Set(puzzle.solution) else {
            return tr(
                "its final position is not the solution of its regions puzzle %s: one queen in each row, column and "
                    + "region, no two touching", text)
        }
        if let date = game.dailyDate {
            let daily = regionsDailyID(date)
            guard daily == id else {
                return tr(
                    "it is the regions daily of %1$s, whose puzzle is %2$s, not %3$s", date.description,
                    daily.description, text)
            }
            guard date.dayNumber <= game.solvedDay.dayNumber + 1 else {
                return tr(
                    "it is the regions daily of %1$s, solved on %2$s, before that daily was out", date.description,
                    game.solvedDay.description)
            }
        }
        return nil
    }

    /// The ID of the regions daily of `date`, made once per import.
    private mutating func regionsDailyID(_ date: CalendarDay) -> RegionsPuzzleID {
        if let id = regionsDailies[date] { return id }
        let id = RegionsPuzzle.daily(for: date.dailyDate).puzzle.id
        regionsDailies[date] = id
        return id
    }

    /// The puzzle behind `id`, made once per import.
    private mutating func regionsPuzzle(_ id: RegionsPuzzleID) -> RegionsPuzzle? {
        if let puzzle = regionsPuzzles[id] { return puzzle }
        guard let puzzle = try? RegionsPuzzle(id: id) else { return nil }
        regionsPuzzles[id] = puzzle
        return puzzle
    }

    private func puzzleProblem(_ game: GameRecord) -> String? {
        guard game.mode.hasGivens, let text = game.puzzleID else { return nil }
        guard let id = try? PuzzleID(parsing: text), id.description == text else {
            return tr("its puzzleID '%s' is not a puzzle ID as NQueens writes them (such as 8-…, upper case)", text)
        }
        guard id.size == game.boardSize, Set(id.givens) == Set(game.givens) else {
            return tr("its queens do not stand on the givens of its puzzle %s (the squares no move touched)", text)
        }
        if let date = game.dailyDate {
            let plan = DailyPuzzle.plan(for: date.dailyDate.weekday)
            guard plan.size == game.boardSize else {
                // TRANSLATORS: %1$s is a day (2026-12-01), %2$s its weekday (Tuesday), %3$d and %4$d board sizes.
                return tr(
                    "it is the daily of %1$s, a %2$s, whose board is %3$d×%3$d, not %4$d×%4$d", date.description,
                    Self.weekdayName(date.dailyDate.weekday), plan.size, game.boardSize)
            }
            guard date.dayNumber <= game.solvedDay.dayNumber + 1 else {
                return tr(
                    "it is the daily of %1$s, solved on %2$s, before that daily was out", date.description,
                    game.solvedDay.description)
            }
        }
        return nil
    }

    /// Whether the move log, from the givens, replays to the final position: each queen put on an empty square
    /// and taken off one that holds one, each undo and redo adding or taking away a queen that is not a given.
    static func replayProblem(_ game: GameRecord) -> String? {
        let givens = Set(game.givens)
        var queens = givens
        var marks: Set<Square> = []
        for (index, move) in game.moves.enumerated() {
            let square = move.square
            let applies: Bool
            switch move.kind {
            case .place: applies = !givens.contains(square) && queens.insert(square).inserted
            case .remove: applies = !givens.contains(square) && queens.remove(square) != nil
            case .undo, .redo:
                applies = !givens.contains(square)
                if queens.remove(square) == nil { queens.insert(square) }
            case .mark: applies = marks.insert(square).inserted
            case .unmark: applies = marks.remove(square) != nil
            case .undoMark, .redoMark:
                applies = true
                if marks.remove(square) == nil { marks.insert(square) }
            }
            guard applies, index > 0 || !move.continuesStep else {
                // TRANSLATORS: %2$s is a move as the file writes it: "place e4".
                return tr(
                    "its move %1$d (%2$s) cannot be made where the moves before it left the board; the moves must "
                        + "replay to the final position", index + 1, "\(move.kind.rawValue) \(square)")
            }
        }
        guard queens == Set(game.finalQueens) else {
            // TRANSLATORS: %s lists squares: "a1 c2 e3".
            return tr(
                "its moves do not replay to its final position: they leave queens on %s",
                queens.sorted().map(\.description).joined(separator: " "))
        }
        return nil
    }

    /// A weekday's name in the player's language, as it reads inside a sentence.
    private static func weekdayName(_ weekday: Weekday) -> String {
        switch weekday {
        case .monday: tr(context: "weekday in a sentence", "Monday")
        case .tuesday: tr(context: "weekday in a sentence", "Tuesday")
        case .wednesday: tr(context: "weekday in a sentence", "Wednesday")
        case .thursday: tr(context: "weekday in a sentence", "Thursday")
        case .friday: tr(context: "weekday in a sentence", "Friday")
        case .saturday: tr(context: "weekday in a sentence", "Saturday")
        case .sunday: tr(context: "weekday in a sentence", "Sunday")
        }
    }

    private mutating func calendar(_ identifier: String) -> Calendar? {
        if let calendar = calendars[identifier] { return calendar }
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        calendars[identifier] = calendar
        return calendar
    }
}
