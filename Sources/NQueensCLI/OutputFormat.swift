/// How a command prints its results.
enum OutputFormat: String, CaseIterable {
    /// The board drawn as a grid.
    case board
    /// Plain words and squares, one result per line.
    case text
    /// JSON for scripts.
    case json

}
