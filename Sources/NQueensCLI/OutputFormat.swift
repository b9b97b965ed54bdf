/// How a command prints its results.
enum OutputFormat: String, CaseIterable {
    /// The board drawn as a grid.
    case board
    /// Plain words and squares, one result per line.
    case text
    /// One JSON document for scripts.
    case json
    /// JSON Lines: one JSON document per line, written as they are found (`solve`, for large outputs).
    case jsonl

    /// The formats of commands that print one result: every format but JSON Lines.
    static let single: [OutputFormat] = [.board, .text, .json]
}
