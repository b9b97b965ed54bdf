import Foundation
import NQueensEngine
import NQueensLocalization

/// Reads back, strictly, the history `nqueens history --format json` writes (`nqueens/history/v3`, or v2 or v1), for
/// importing it into another store.
///
/// Every record is checked as a game the app could have played: its id, instants, day and time zone, its mode with
/// its puzzle, a solved final position, and a move log that replays to it. The first problem ends the reading with
/// a `HistoryImportError` naming the file, the record and what is accepted; nothing is returned half-read.
///
/// The file is read a megabyte at a time and each record decoded on its own, so the memory it takes is the games
/// themselves, not the text and its parse tree.
public enum HistoryImport {
    // MARK: Reading

    /// The games of the history file at `url`, checked; errors name the file by its last path component.
    ///
    /// - Throws: `HistoryImportError` for a file that cannot be read, is not such a history, or holds a record that
    ///   is not a game.
    public static func games(contentsOf url: URL) throws(HistoryImportError) -> [GameRecord] {
        let file = url.lastPathComponent
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            // TRANSLATORS: follows a file's name: "games.json is a folder; …".
            let problem = tr(
                context: "history file", "is a folder; give the file `nqueens history --format json` wrote")
            throw HistoryImportError(file: file, problem: problem, isUnreadable: true)
        }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            // TRANSLATORS: follows a file's name; %s says why: "games.json cannot be opened (no such file)".
            let problem = tr(context: "history file", "cannot be opened (%s)", Self.reason(error))
            throw HistoryImportError(file: file, problem: problem, isUnreadable: true)
        }
        defer { try? handle.close() }
        var stream = JSONStream(reading: handle)
        return try games(from: &stream, file: file)
    }

    /// The games of the history document `bytes`, checked; errors name it `file`.
    ///
    /// - Throws: `HistoryImportError` for bytes that are not such a history, or hold a record that is not a game.
    public static func games(in bytes: some Collection<UInt8>, file: String) throws(HistoryImportError) -> [GameRecord]
    {
        var stream = JSONStream(bytes: Array(bytes))
        return try games(from: &stream, file: file)
    }

    /// What the reader accepts, for messages.
    static var accepted: String {
        // TRANSLATORS: what a history file should be; %s is its schema's name, "nqueens/history/v3".
        tr(
            "expected the JSON `nqueens history --format json` writes (an \"%s\" document, or an older v2 or v1 one)",
            HistoryExport.jsonSchema)
    }

    // MARK: The document

    /// The games of the document `stream` walks, checked; errors name it `file`.
    static func games(from stream: inout JSONStream, file: String) throws(HistoryImportError) -> [GameRecord] {
        var reader = RecordReader(file: file)
        var schema: String?
        var count: Int?
        var sawGames = false
        func failure(_ failure: JSONStream.Failure) -> HistoryImportError {
            // TRANSLATORS: follows a file's name; %1$s says what is wrong at byte %2$d, %3$s what is expected.
            let problem =
                failure.isTruncated
                ? tr(
                    context: "history file", "is truncated: %1$s (byte %2$d); %3$s", failure.problem, failure.offset,
                    accepted)
                : tr(
                    context: "history file", "is not an NQueens history: %1$s (byte %2$d); %3$s", failure.problem,
                    failure.offset, accepted)
            return HistoryImportError(file: file, problem: problem)
        }
        func foreign(_ problem: String) -> HistoryImportError {
            // TRANSLATORS: follows a file's name; %1$s says what is wrong, %2$s what is expected.
            HistoryImportError(
                file: file,
                problem: tr(context: "history file", "is not an NQueens history: %1$s; %2$s", problem, accepted))
        }
        // l10n: begin not shown (the history's JSON field names)
        let (schemaKey, countKey, gamesKey) = ("schema", "count", "games")
        // l10n: end
        do {
            try stream.expect(UInt8(ascii: "{"), tr(context: "JSON expectation", "a JSON object"))
            try stream.skipSpace()
            var ended = try stream.peek() == UInt8(ascii: "}")
            if ended { _ = try stream.next() }
            while !ended {
                let keyBytes = try stream.value(tr(context: "JSON expectation", "a field name"))
                guard keyBytes.first == UInt8(ascii: "\""),
                    let key = try? JSONDecoder().decode(String.self, from: Data(keyBytes))
                else { throw foreign(tr("a field name is not a string")) }
                try stream.expect(UInt8(ascii: ":"), tr(context: "JSON expectation", "':' after the field name"))
                switch key {
                case schemaKey where schema == nil:
                    let bytes = try stream.value(tr(context: "JSON expectation", "the schema"))
                    schema = try? JSONDecoder().decode(String.self, from: Data(bytes))
                    guard let schema else { throw foreign(tr("its \"schema\" is not a string")) }
                    guard HistoryExport.readableJSONSchemas.contains(schema) else {
                        // TRANSLATORS: %s is a JSON document's schema, such as "nqueens/history/v9".
                        throw foreign(tr("it is a \"%s\" document", schema))
                    }
                case countKey where count == nil:
                    let bytes = try stream.value(tr(context: "JSON expectation", "the count"))
                    count = try? JSONDecoder().decode(Int.self, from: Data(bytes))
                    guard let count, count >= 0 else { throw foreign(tr("its \"count\" is not a count of games")) }
                    reader.expect(count)
                case gamesKey where !sawGames:
                    sawGames = true
                    try stream.expect(UInt8(ascii: "["), tr(context: "JSON expectation", "the list of games"))
                    try reader.readList(from: &stream)
                case schemaKey, countKey, gamesKey:
                    // TRANSLATORS: %s is a JSON field's name, such as "games".
                    throw foreign(tr("it has the field \"%s\" twice", key))
                default:
                    throw foreign(tr("it has a field \"%s\" that no NQueens history has", key))
                }
                ended =
                    try stream.expect(
                        oneOf: [0x2C, 0x7D], tr(context: "JSON expectation", "',' or the end of the document"))
                    == 0x7D
            }
            guard try stream.isAtEnd() else {
                throw JSONStream.Failure(
                    problem: tr("more follows the document"), offset: stream.offset, isTruncated: false)
            }
        } catch let error as JSONStream.Failure {
            if error.isUnreadable {
                // TRANSLATORS: follows a file's name; %s says why: "games.json cannot be read (an I/O error)".
                let problem = tr(context: "history file", "cannot be read (%s)", error.problem)
                throw HistoryImportError(file: file, problem: problem, isUnreadable: true)
            }
            throw failure(error)
        } catch let error as HistoryImportError {
            throw error
        } catch {
            throw foreign("\(error)")
        }
        guard let schema else { throw foreign(tr("it has no \"schema\"")) }
        guard let count else { throw foreign(tr("it has no \"count\"")) }
        guard sawGames else { throw foreign(tr("it has no \"games\"")) }
        guard count == reader.records.count else {
            // TRANSLATORS: follows a file's name: "games.json says it holds 12 games but holds 11; …".
            let problem = trn(
                "says it holds %1$d game but holds %2$d; it may have been cut short or edited",
                "says it holds %1$d games but holds %2$d; it may have been cut short or edited", count: count, count,
                reader.records.count)
            throw HistoryImportError(file: file, problem: problem)
        }
        try reader.checkSchema(schema)
        return reader.records
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}

/// The failure to import a history file: which file, which record (its place, 1-based, and its id), and why.
public struct HistoryImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's name as given (its last path component).
    public let file: String

    /// The record's place in the file's list of games, from 1; `nil` for a problem with the file as a whole.
    public let record: Int?

    /// The record's id as the file writes it, when it has one.
    public let gameID: String?

    /// What is wrong, naming what is accepted.
    public let problem: String

    /// Whether the file could not be read at all (as opposed to holding the wrong data).
    public let isUnreadable: Bool

    /// An error in `file`, about its `record` (from 1) and `gameID` when given.
    ///
    /// Control characters (a line break in a value quoted from the file) are written as escapes, and an id longer
    /// than a UUID is cut, so that the message stays one line.
    public init(file: String, record: Int? = nil, gameID: String? = nil, problem: String, isUnreadable: Bool = false) {
        self.file = Self.printable(file)
        self.record = record
        self.gameID = gameID.map { Self.printable($0.count > 40 ? $0.prefix(40) + "…" : $0) }
        self.problem = Self.printable(problem)
        self.isUnreadable = isUnreadable
    }

    /// `text` with every control character (C0, DEL, C1, and the line and paragraph separators) as `\u{…}`.
    private static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029
    }

    /// One line: `games.json: record 57 (game 6f96…): the queens on d4 and e5 attack each other; …`.
    public var description: String {
        // TRANSLATORS: a history file's problem: its name, then what is wrong ("is a folder; …"), as one sentence.
        guard let record else { return tr(context: "history file", "%1$s %2$s", file, problem) }
        guard let gameID else {
            // TRANSLATORS: a record of a history file that is not a game: "games.json: record 57: its size 40 is …".
            return tr("%1$s: record %2$d: %3$s", file, record, problem)
        }
        // TRANSLATORS: a record of a history file that is not a game, with its id: "games.json: record 57 (game
        // 6f96…): …".
        return tr("%1$s: record %2$d (game %3$s): %4$s", file, record, gameID, problem)
    }
}
