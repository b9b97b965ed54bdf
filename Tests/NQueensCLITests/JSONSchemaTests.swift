import Foundation
import NQueensEngine
import NQueensTestSupport
import Testing

/// Every command's JSON: one vocabulary, a `schema` field naming a schema in `docs/schemas/`, and valid against it
/// by a real draft 2020-12 validator (Python's `jsonschema`).
@Suite("JSON schemas and vocabulary")
struct JSONSchemaTests {
    // MARK: Without Python

    @Test func everyDocumentNamesAKnownSchemaAndEverySchemaIsUsed() throws {
        let known = JSONSchemaValidator.knownSchemas
        #expect(known.count == 15)
        // A kind's older versions stay (documents written before still validate), but no command prints them.
        let current = known.filter { schema in
            let kind = schema.split(separator: "/").dropLast().joined(separator: "/")
            return !known.contains { $0.hasPrefix(kind + "/") && $0 > schema }
        }
        #expect(known.subtracting(current) == ["nqueens/history/v1", "nqueens/history/v2"])
        var seen: Set<String> = []
        for output in try JSONOutputs().all() {
            for document in try output.documents() {
                let object = try #require(document as? [String: Any], "\(output.command) printed a non-object")
                let schema = try #require(object["schema"] as? String, "\(output.command) printed JSON without schema")
                #expect(known.contains(schema), "\(output.command) names an unknown schema \"\(schema)\"")
                seen.insert(schema)
            }
        }
        #expect(seen == current, "schemas no command printed: \(current.subtracting(seen).sorted())")
    }

    @Test func everyDocumentSpeaksOneVocabulary() throws {
        for output in try JSONOutputs().all() {
            for document in try output.documents() {
                try Self.checkVocabulary(of: document, in: output.command)
            }
        }
    }

    /// Squares carry a name that agrees with their 1-based row and column; sizes are `size`; times are
    /// milliseconds; instants are ISO 8601 with an offset; numbers named as counts are integers.
    private static func checkVocabulary(of value: Any, in command: String) throws {
        if let array = value as? [Any] {
            for element in array { try checkVocabulary(of: element, in: command) }
            return
        }
        guard let object = value as? [String: Any] else { return }
        if let name = object["square"] as? String {
            let row = try #require(object["row"] as? Int, "\(command): square \(name) without a row")
            let column = try #require(object["column"] as? Int, "\(command): square \(name) without a column")
            let square = try Square(parsing: name, boardSize: 64)
            #expect(square == Square(row: row - 1, column: column - 1), "\(command): \(name) is not \(row),\(column)")
        }
        for (key, value) in object {
            #expect(!["boardSize", "n", "N"].contains(key), "\(command): a size named \"\(key)\", not \"size\"")
            #expect(!key.hasSuffix("Seconds"), "\(command): a time in seconds, \"\(key)\"")
            if key.hasSuffix("At") {
                let text = try #require(value as? String, "\(command): \"\(key)\" is not text")
                #expect(
                    text.range(of: #"T\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$"#, options: .regularExpression) != nil,
                    "\(command): \"\(key)\" is \(text), not ISO 8601 with an offset")
            }
            let counts = ["size", "count", "games", "moveCount", "hintsUsed", "total", "unique", "threads", "index"]
            if counts.contains(key), !(value is [Any]) {
                #expect(
                    (value as? Int).map { $0 >= 0 } == true && !"\(value)".contains("."),
                    "\(command): \"\(key)\" is \(value), not a whole number")
            }
            try checkVocabulary(of: value, in: command)
        }
    }

    // MARK: With Python's jsonschema

    @Test(
        .enabled(
            if: JSONSchemaValidator.isAvailable || JSONSchemaValidator.isRequired,
            Comment(rawValue: JSONSchemaValidator.unavailableReason)))
    func everyCommandsOutputIsValidAgainstItsSchema() throws {
        try #require(JSONSchemaValidator.isAvailable, Comment(rawValue: JSONSchemaValidator.unavailableReason))
        let directory = try TemporaryDirectory()
        let outputs = try JSONOutputs().all()
        let files = try outputs.enumerated().map { index, output in
            let file = directory.appending("\(index)-\(output.command.split(separator: " ")[1]).json")
            try output.data.write(to: file)
            return file
        }
        let result = try JSONSchemaValidator.validate(files)
        let names = outputs.enumerated().map { "\($0.offset): \($0.element.command)" }.joined(separator: "\n")
        #expect(result.status == 0, "\(result.output)\nthe files:\n\(names)")
        #expect(result.output.contains("documents valid"))
    }

    /// The validator is real: it refuses JSON without a schema, with an unknown one, and JSON that breaks the
    /// vocabulary.
    @Test(
        .enabled(
            if: JSONSchemaValidator.isAvailable || JSONSchemaValidator.isRequired,
            Comment(rawValue: JSONSchemaValidator.unavailableReason)),
        arguments: [
            (#"{"size":8,"columns":[1,5,8,6,3,7,2,4]}"#, "has no \"schema\" field"),
            (#"{"schema":"nqueens/solve/v1","size":8,"columns":[1]}"#, "unknown schema \"nqueens/solve/v1\""),
            (#"{"schema":"nqueens/solution/v2","size":8,"columns":[1]}"#, "unknown schema \"nqueens/solution/v2\""),
            (
                #"{"schema":"nqueens/hint/v1","size":8,"queens":[{"square":"a1","row":0,"column":0}],"#
                    + #""hint":"solved","message":"Solved."}"#, "less than the minimum of 1"
            ),
            (
                #"{"schema":"nqueens/count/v1","size":8,"total":"92","threads":1,"elapsedMilliseconds":1}"#,
                "'92' is not of type 'integer'"
            ),
            (#"{"schema":"nqueens/count/v1","boardSize":8,"total":92}"#, "'size' is a required property"),
            (
                #"{"schema":"nqueens/history/v3","count":1,"games":[{"id":"6f9619ff-8b86-d011-b42d-00c04fc964ff","#
                    + #""size":4,"mode":"free-play","startedAt":"2026-11-29 09:59","#
                    + #""finishedAt":"2026-11-29T10:00:00.000+01:00","solvedDay":"2026-11-29","timeZone":"UTC","#
                    + #""activeMilliseconds":1,"moveCount":4,"hintsUsed":0,"efficiency":1,"queens":[],"moves":[]}]}"#,
                "does not match"
            ),
            (
                #"{"schema":"nqueens/history/v1","count":1,"games":[{"id":"6f9619ff-8b86-d011-b42d-00c04fc964ff","#
                    + #""size":4,"mode":"free-play","startedAt":"2026-11-29T09:59:00.000+01:00","#
                    + #""finishedAt":"2026-11-29T10:00:00.000+01:00","solvedDay":"2026-11-29","timeZone":"UTC","#
                    + #""activeMilliseconds":1,"moveCount":0,"hintsUsed":0,"efficiency":1,"queens":[],"moves":["#
                    + #"{"kind":"mark","square":"a1","row":1,"column":1,"offsetMilliseconds":0}]}]}"#,
                "'mark' is not one of"
            ),
        ])
    func theValidatorRefusesBrokenDocuments(document: String, problem: String) throws {
        try #require(JSONSchemaValidator.isAvailable, Comment(rawValue: JSONSchemaValidator.unavailableReason))
        let directory = try TemporaryDirectory()
        let file = directory.appending("broken.json")
        try Data(document.utf8).write(to: file)
        let result = try JSONSchemaValidator.validate([file])
        #expect(result.status == 1)
        #expect(result.output.contains(problem), "\(result.output)")
    }
}
