import NQueensEngine
import NQueensServices

/// What a shell may offer for one argument when the player presses Tab.
enum ValueCompletion: Equatable {
    /// Free text (a date, a seed, an ID, a square): nothing to offer.
    case none
    /// One of these words.
    case words([String])
    /// A file name.
    case files

    /// The whole numbers of `range` (board sizes and the like), or nothing when there are too many to list.
    static func numbers(_ range: ClosedRange<Int>) -> ValueCompletion {
        range.count <= 64 ? .words(range.map(String.init)) : .none
    }

    /// The raw values of every case of `type`.
    static func cases<Choice: CaseIterable & RawRepresentable>(of type: Choice.Type) -> ValueCompletion
    where Choice.RawValue == String {
        .words(type.allCases.map(\.rawValue))
    }
}

/// What a shell may offer after a command's name: a value for each option that takes one, and positional arguments.
struct CompletionSpecification: Equatable {
    /// For each option that takes a value (each of the specification's `valued`), what the value may be.
    var values: [String: ValueCompletion] = [:]
    /// What the positional arguments may be.
    var positionals: ValueCompletion = .none
}

// MARK: - Each command's values

// A command's `completion` sits here, beside the others, rather than in the command's file: the tests check that it
// names a value for every option of the command's `specification`, and that the parser accepts every word offered.

extension PlayCommand {
    static let completion = CompletionSpecification(
        values: [
            "--size": .numbers(Settings.boardSizeRange), "--style": .cases(of: QueenStyle.self), "--date": .none,
            "--id": .none, "--rules": .cases(of: PuzzleRules.self),
        ])
}

extension DailyCommand {
    static let completion = CompletionSpecification(
        values: [
            "--rules": .cases(of: PuzzleRules.self), "--date": .none,
            "--format": .words(OutputFormat.single.map(\.rawValue)),
        ])
}

extension PuzzleCommand {
    static let completion = CompletionSpecification(
        values: [
            "--rules": .cases(of: PuzzleRules.self), "--size": .numbers(Puzzle.sizeRange),
            "--difficulty": .cases(of: PuzzleDifficulty.self), "--seed": .none,
            "--format": .words(OutputFormat.single.map(\.rawValue)),
        ])
}

extension SolveCommand {
    static let completion = CompletionSpecification(
        values: ["--limit": .none, "--format": .cases(of: OutputFormat.self), "--id": .none],
        positionals: .numbers(SolutionSequence.sizeRange))
}

extension CountCommand {
    static let completion = CompletionSpecification(
        values: ["--threads": .none, "--parts": .none, "--part": .none, "--format": .words(["text", "json"])],
        positionals: .numbers(SolutionCounter.sizeRange))
}

extension HintCommand {
    static let completion = CompletionSpecification(
        values: ["--size": .numbers(Board.hintSizeRange), "--format": .words(["text", "json"])])
}

extension CheckCommand {
    static let completion = CompletionSpecification(
        values: ["--rules": .cases(of: PuzzleRules.self), "--id": .none, "--format": .words(["text", "json"])],
        positionals: .files)
}

extension HistoryCommand {
    static let completion = CompletionSpecification(
        values: [
            "--size": .numbers(Settings.boardSizeRange), "--sort": .cases(of: HistorySort.self),
            "--format": .words(["table", "json", "csv"]),
        ],
        positionals: .files)
}

extension StatsCommand {
    static let completion = CompletionSpecification(values: ["--format": .words(["text", "json"])])
}

extension AlbumCommand {
    static let completion = CompletionSpecification(
        values: ["--size": .numbers(Settings.boardSizeRange), "--format": .words(["table", "json"])])
}
