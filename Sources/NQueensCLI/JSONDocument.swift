import NQueensEngine
import NQueensServices

/// The kinds of JSON document the command line writes; each has a JSON Schema in `docs/schemas/`.
///
/// Every document names its kind in a `"schema"` field, `nqueens/<kind>/v1`; a breaking change to a kind means v2.
enum DocumentKind: String, CaseIterable {
    /// One solution (`solve N`, `solve --id ID`), or one line of `solve --format jsonl`.
    case solution
    /// Several solutions in one document (`solve N --all|--limit K --format json`).
    case solutions
    /// A count, a part of a split count, or a sum of parts (`count`).
    case count
    /// What to do next from a position (`hint`).
    case hint
    /// Whether the input holds valid solutions (`check`).
    case check
    /// The games solved (`history`).
    case history
    /// Streaks and bests (`stats`).
    case stats
    /// A daily puzzle (`daily`).
    case daily
    /// A generated puzzle (`puzzle`).
    case puzzle
    /// The solution album (`album`).
    case album
    /// A regions daily puzzle (`daily --rules regions`).
    case regionsDaily = "regions-daily"
    /// A generated regions puzzle (`puzzle --rules regions`).
    case regionsPuzzle = "regions-puzzle"
    /// A regions puzzle's solution (`solve --id` of a regions ID).
    case regionsSolution = "regions-solution"

    /// The value of the document's `"schema"` field, such as `nqueens/hint/v1`.
    var schema: String {
        self == .history ? HistoryExport.jsonSchema : "nqueens/\(rawValue)/v1"
    }
}

/// One JSON object written field by field, in order, on one line (the command line's output is simple, and must be
/// fast for a million queens).
struct JSONObject {
    private var text = "{"

    /// An empty object (a part of a document, such as a square).
    init() {}

    /// A document of `kind`: its first field is `"schema"`.
    init(_ kind: DocumentKind) {
        add("schema", kind.schema)
    }

    /// The object as JSON text.
    var json: String { text + "}" }

    /// The object's text with a last `key` whose value (and the closing `}`) the caller writes itself, such as
    /// `{"schema":…,"columns":`: for values too large to build as one string.
    func opening(_ key: String) -> String {
        var object = self
        object.add(key, json: "")
        return object.text
    }

    /// Adds `key` with `value`, already JSON text (an array, an object, `null`).
    mutating func add(_ key: String, json value: String) {
        if text.count > 1 { text += "," }
        text += JSONObject.quoted(key) + ":" + value
    }

    /// Adds `key` with a whole number.
    mutating func add(_ key: String, _ value: some BinaryInteger) {
        add(key, json: String(value))
    }

    /// Adds `key` with a string.
    mutating func add(_ key: String, _ value: String) {
        add(key, json: JSONObject.quoted(value))
    }

    /// Adds `key` with `true` or `false`.
    mutating func add(_ key: String, _ value: Bool) {
        add(key, json: value ? "true" : "false")
    }

    /// Adds a square's three fields: `"square"` (chess notation, or `row,column` past 26 files), and the 1-based
    /// `"row"` and `"column"`.
    mutating func add(square: Square) {
        add("square", square.description)
        add("row", square.row + 1)
        add("column", square.column + 1)
    }

    /// Adds `key` with an array of strings.
    mutating func add(_ key: String, strings: [String]) {
        add(key, json: "[" + strings.map(JSONObject.quoted).joined(separator: ",") + "]")
    }

    /// Adds `key` with an array of squares, each a `{"square","row","column"}` object.
    mutating func add(_ key: String, squares: [Square]) {
        add(key, json: "[" + squares.map(\.jsonObject).joined(separator: ",") + "]")
    }

    /// `text` as a JSON string literal, with quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension Square {
    /// The square in the JSON vocabulary: `{"square":"d2","row":2,"column":4}` (1-based row and column).
    var jsonObject: String {
        var object = JSONObject()
        object.add(square: self)
        return object.json
    }
}
