import NQueensEngine
import NQueensLocalization
import NQueensPresentation

/// `nqueens hint --size N [--format text|json] SQUARE...`: what to do next from a position.
struct HintCommand: Command {
    static let name = "hint"
    static var summary: String { tr("suggest the next move for queens already on the board") }
    static var help: String {
        let sizes = Board.hintSizeRange
        // l10n: begin not shown (the help stays English: CONTRIBUTING.md)
        return """
            usage: nqueens hint --size N [--format text|json] SQUARE...

            Given the queens on an N×N board (N = \(sizes.lowerBound)…\(sizes.upperBound)), in the order they were placed,
            says what to do next: a square to place a queen on that still leads to a full solution, a queen to
            remove because it attacks another, a queen to remove because no solution contains all of them, or
            that the board is solved.

            Squares are written in chess notation (a1 is the bottom-left square; files a…z) or as 1-based
            row,column (1,1 is a1), e.g. e4 or 4,5.

            options:
              --size N        the board size (required)
              --format F      text (a sentence, the default) or json (for scripts: "nqueens/hint/v1", with the
                              queens and the hint's square as {"square":"d2","row":2,"column":4}; docs/JSON.md)

            examples:
              nqueens hint --size 8 a1 b3
              nqueens hint --size 8 --format json 1,1 3,2
            """
        // l10n: end
    }
    static let specification = ArgumentList.Specification(valued: ["--size", "--format"])

    private let board: Board
    private let format: OutputFormat

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        guard let sizeText = arguments.value(of: "--size") else {
            let sizes = Board.hintSizeRange
            throw .usage(
                in: Self.name,
                // TRANSLATORS: N is the help's name for the board size; %1$d…%2$d the sizes accepted (4…27).
                tr("the board size is missing; add --size N (N = %1$d…%2$d)", sizes.lowerBound, sizes.upperBound))
        }
        let size = try arguments.integer(sizeText, named: ValueName.size, in: Board.hintSizeRange)
        format = try arguments.format(default: OutputFormat.text, allowed: [.text, .json])
        var board: Board
        do {
            board = try Board(size: size)
        } catch {
            throw .usage(in: Self.name, DisplayText.problem(error))
        }
        for text in arguments.positionals {
            let square: Square
            do {
                square = try Square(parsing: text, boardSize: size)
            } catch {
                throw .invalidData(in: Self.name, DisplayText.problem(error))
            }
            guard !board.hasQueen(on: square) else {
                let name = square.description
                throw .invalidData(
                    in: Self.name, tr("square %s is given twice; each square holds at most one queen", name))
            }
            do {
                try board.place(square)
            } catch {
                throw .invalidData(in: Self.name, DisplayText.problem(error))
            }
        }
        self.board = board
    }

    func run(on console: Console) async throws(CommandLineError) {
        let hint: Hint
        do {
            hint = try board.hint()
        } catch {
            throw .usage(in: Self.name, DisplayText.problem(error))
        }
        switch format {
        case .json:
            var document = JSONObject(.hint)
            document.add("size", board.size)
            document.add("queens", squares: board.queens)
            document.add("hint", hint.kindName)
            if let square = hint.square { document.add(square: square) }
            // The JSON's message is English in every language, as it always was.
            document.add("message", Localization.withLanguage(.english) { DisplayText.hint(hint) })
            console.print(document.json)
        case .text, .board, .jsonl:
            console.print(DisplayText.hint(hint))
        }
    }
}

extension Hint {
    /// The hint's kind as a stable word for scripts.
    fileprivate var kindName: String {
        switch self {
        case .place: "place"
        case .removeConflicting: "remove-conflicting"
        case .removeDeadEnd: "remove-dead-end"
        case .solved: "solved"
        }
    }
}
