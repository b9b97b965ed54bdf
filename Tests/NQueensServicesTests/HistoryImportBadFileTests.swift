import Foundation
import NQueensEngine
import NQueensServices
import NQueensTestSupport
import Testing

/// Every kind of bad history file: refused with one message naming the file, the record and what is accepted, and
/// the database left byte for byte as it was.
@Suite("History import: bad files")
struct HistoryImportBadFileTests {
    // MARK: The files

    private static let first = SampleGames.solved(
        id: SampleGames.id(1), size: 5, finishedAt: SampleGames.date(2026, 11, 19, 9))
    private static let target = SampleGames.solved(
        id: SampleGames.id(0xABC), size: 6, finishedAt: SampleGames.date(2026, 11, 20, 9), moveCount: 7)
    private static let targetID = "00000000-0000-0000-0000-000000000abc"

    /// A good two-game history, the second game's line changed by `edit`.
    private static func edited(_ edit: (String) -> String) -> String {
        let json = (try? HistoryExport.json([first, target])) ?? ""
        var lines = json.components(separatedBy: "\n")
        let index = lines.firstIndex { $0.contains(targetID) } ?? 0
        lines[index] = edit(lines[index])
        return lines.joined(separator: "\n")
    }

    /// A history whose second record is `game` (written as is, whatever is wrong with it).
    private static func holding(_ game: GameRecord) -> String {
        (try? HistoryExport.json([first, game])) ?? ""
    }

    private static func variant(
        of game: GameRecord = target, size: Int? = nil, queens: [Square]? = nil, moves: [MoveRecord]? = nil,
        solvedDay: CalendarDay? = nil
    ) -> GameRecord {
        GameRecord(
            id: game.id, boardSize: size ?? game.boardSize, mode: game.mode, startedAt: game.startedAt,
            finishedAt: game.finishedAt, solvedDay: solvedDay ?? game.solvedDay,
            timeZoneIdentifier: game.timeZoneIdentifier, activeDuration: game.activeDuration,
            moveCount: game.moveCount, finalQueens: queens ?? game.finalQueens, moves: moves ?? game.moves)
    }

    private static func replacing(_ old: String, _ new: String) -> (String) -> String {
        { $0.replacingOccurrences(of: old, with: new) }
    }

    /// The bad files: what is wrong, the file, the record named (`nil`: the file as a whole), words the message holds.
    static let cases: [(String, String, Int?, String)] = {
        let json = (try? HistoryExport.json([first, target])) ?? ""
        let attacking = [0, 1, 2, 3, 4, 5].map { Square(row: $0, column: $0) }
        return [
            ("not JSON", "hello", nil, "not an NQueens history"),
            (
                "another document", json.replacingOccurrences(of: "nqueens/history/v3", with: "nqueens/stats/v3"), nil,
                #"a "nqueens/stats/v3" document"#
            ),
            ("a list, not a document", "[" + json + "]", nil, "where a JSON object should be"),
            ("truncated", String(json.dropLast(60)), nil, "is truncated"),
            ("malformed", json.replacingOccurrences(of: #""games": ["#, with: #""games": [}"#), nil, "'}' stands"),
            ("more after the document", json + " {}", nil, "more follows the document"),
            ("an unknown field", json.replacingOccurrences(of: #""count""#, with: #""kount""#), nil, #""kount""#),
            (
                "the wrong count", json.replacingOccurrences(of: #""count": 2"#, with: #""count": 3"#), nil,
                "says it holds 3 games but holds 2"
            ),
            ("a size out of range", holding(variant(size: 17)), 2, "size 17 is out of range"),
            ("a size too small", holding(variant(size: 3)), 2, "size 3 is out of range"),
            (
                "an illegal final position",
                holding(variant(queens: attacking, moves: attacking.map { MoveRecord(.place, $0, at: .seconds(1)) })),
                2, "not solved"
            ),
            ("too few queens", holding(variant(queens: Array(target.finalQueens.dropLast()))), 2, "holds 5 queens"),
            (
                "moves that do not replay", holding(variant(moves: Array(target.moves.dropLast()))), 2,
                "do not replay"
            ),
            (
                "a move that cannot be made", holding(variant(moves: [target.moves[0]] + target.moves)), 2,
                "cannot be made"
            ),
            ("a bad id", edited(replacing(targetID, "not-a-uuid")), 2, "is not a game id"),
            ("an id in capitals", edited(replacing(targetID, targetID.uppercased())), 2, "lower case"),
            (
                "the same id twice", edited(replacing(targetID, "00000000-0000-0000-0000-000000000001")), 2,
                "an earlier record"
            ),
            (
                "a bad date", edited(replacing("2026-11-20T09:00:00.000+00:00", "2026-13-20T09:00:00.000+00:00")), 2,
                "is not an instant"
            ),
            (
                "finished before it started",
                edited(replacing("2026-11-20T09:00:00.000+00:00", "2026-11-20T07:00:00.000+00:00")),
                2, "before it started"
            ),
            (
                "a date before NQueens",
                edited(replacing("2026-11-20T08:59:00.000+00:00", "1999-11-20T08:59:00.000+00:00")), 2,
                "before NQueens existed"
            ),
            (
                "a negative duration", edited(replacing(#""activeMilliseconds":60000"#, #""activeMilliseconds":-5"#)),
                2, "negative"
            ),
            (
                "a bad time zone", edited(replacing(#""timeZone":"GMT""#, #""timeZone":"Mars/Olympus_Mons""#)), 2,
                "Mars/Olympus_Mons"
            ),
            (
                "a day that is not the finish's", holding(variant(solvedDay: CalendarDay("2026-11-25")!)), 2,
                "is not the day it finished"
            ),
            ("an unknown mode", edited(replacing(#""mode":"free-play""#, #""mode":"blitz""#)), 2, "\"mode\""),
            ("a missing field", edited(replacing(#""hintsUsed":0,"#, "")), 2, #"no "hintsUsed""#),
            ("a wrong type", edited(replacing(#""moveCount":7"#, #""moveCount":"seven""#)), 2, #""moveCount""#),
            ("a wrong efficiency", edited(replacing(#""efficiency":0.8571"#, #""efficiency":1"#)), 2, "efficiency"),
            (
                "a square whose name and numbers disagree",
                edited(replacing(#""row":1,"square""#, #""row":2,"square""#)), 2, "is not row"
            ),
            // Found by the fuzzer: a value quoted from the file must not break the message's line.
            (
                "a line break in a square's name",
                edited(replacing(#""row":1,"square":""#, #""row":1,"square":"\n"#)), 2, #"\u{a}"#
            ),
            ("a record cut short inside", edited { String($0.dropLast(30)) }, nil, "nqueens history"),
        ]
    }()

    @Test("a bad file is refused, naming the file, the record and what is accepted", arguments: cases)
    func badFileIsRefused(problem: String, json: String, record: Int?, words: String) throws {
        #expect(json.utf8.count > 0)
        do {
            _ = try HistoryImport.games(in: Array(json.utf8), file: "bad.json")
            Issue.record("\(problem): read without error")
        } catch {
            #expect(error.file == "bad.json")
            #expect(error.record == record, "\(problem): \(error)")
            // The id as the file writes it (the one that is wrong, for a bad id).
            if record != nil { #expect(error.gameID != nil, "\(problem): \(error)") }
            #expect("\(error)".hasPrefix("bad.json"))
            #expect("\(error)".contains(words), "\(problem): \(error)")
            #expect(!"\(error)".unicodeScalars.contains { $0.value < 0x20 })
        }
    }

    @Test("a bad file leaves the database byte for byte as it was", arguments: cases)
    func badFileLeavesTheDatabase(problem: String, json: String, record: Int?, words: String) throws {
        let directory = try TemporaryDirectory()
        let file = directory.appending("bad.json")
        try Data(json.utf8).write(to: file)
        let data = DataDirectory(url: directory.appending("data"))
        let stores = try SQLiteStores.open(in: data)
        try stores.history.record(contentsOf: [Self.first, SampleGames.solvedWithMarks(id: SampleGames.id(50))])
        let before = try Self.bytes(of: data)
        #expect(throws: HistoryImportError.self) {
            try stores.history.merge(try HistoryImport.games(contentsOf: file))
        }
        #expect(try Self.bytes(of: data) == before, "\(problem)")
        #expect(try stores.history.gameCount() == 2)
    }

    @Test("a version 1 history may not hold marks")
    func versionOneWithMarks() throws {
        let json = try HistoryExport.json([Self.first, SampleGames.solvedWithMarks(id: SampleGames.id(7))])
            .replacingOccurrences(of: HistoryExport.jsonSchema, with: "nqueens/history/v1")
        #expect {
            try HistoryImport.games(in: Array(json.utf8), file: "old.json")
        } throws: { error in
            (error as? HistoryImportError)?.record == 2 && "\(error)".contains("marks came with")
        }
    }

    @Test("a file that does not exist, or a folder, is unreadable, not bad data")
    func missingFile() throws {
        let directory = try TemporaryDirectory()
        #expect {
            try HistoryImport.games(contentsOf: directory.appending("gone.json"))
        } throws: { error in
            (error as? HistoryImportError)?.isUnreadable == true && "\(error)".hasPrefix("gone.json cannot be opened")
        }
        // A folder opens, but does not read.
        #expect {
            try HistoryImport.games(contentsOf: directory.url)
        } throws: { error in
            (error as? HistoryImportError)?.isUnreadable == true && "\(error)".contains("is a folder")
        }
    }

    /// The database file and its write-ahead log, byte for byte.
    static func bytes(of directory: DataDirectory) throws -> [Data?] {
        let url = directory.databaseURL
        return [url, URL(fileURLWithPath: url.path + "-wal")].map { try? Data(contentsOf: $0) }
    }
}
