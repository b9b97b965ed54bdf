import NQueensEngine
import NQueensLocalization
import NQueensServices

/// The rules a game is played by, which `GameViewModel` asks instead of knowing them: which queens conflict and
/// why, what solves the board, which squares a queen rules out, what a hint says, and the puzzle's own texts.
///
/// `ClassicRules` are the N-queens puzzle's (free play, the daily, a puzzle by ID: queens attack along rows,
/// columns and diagonals); `RegionsRules` a regions puzzle's (one queen per row, column and region, none touching).
protocol GameRules: Sendable {
    /// The board's size when the rules fix it (a puzzle); `nil` in free play, where the player picks it.
    var fixedSize: Int? { get }

    /// The given queens (a classic puzzle's), which stand first and never move.
    var givens: [Square] { get }

    /// Whether the game is one puzzle with one solution: hints reason about it, and no solutions are counted.
    var isPuzzle: Bool { get }

    /// The regions of the board (a regions game); `nil` for the classic rules.
    var regions: RegionMap? { get }

    /// Whether `board` is solved by these rules.
    func isSolved(_ board: Board) -> Bool

    /// What the board shows of the rules: the queens in conflict, lines between them, the squares queens rule out.
    func highlights(on board: Board) -> BoardHighlights

    /// Whether the queen on `square` breaks a rule with another queen of `board`.
    func isInConflict(_ square: Square, on board: Board) -> Bool

    /// The status line while queens conflict, naming the cause ("Conflict: c3 and d4 touch."); `nil` for the
    /// status's own words.
    func conflictText(on board: Board) -> String?

    /// The empty squares a new queen on `square` rules out, which "Mark around each queen" marks (none for the
    /// classic rules, which shade attacked squares instead).
    func squaresRuledOut(byQueenOn square: Square) -> [Square]

    /// The next hint for the position: `board`'s queens, the squares hints ruled out and the player's marks.
    func hint(on board: Board, ruledOut: [Square], marks: [Square]) -> GameHint

    /// The puzzle in one line (size, difficulty, givens, ID); `nil` in free play.
    var puzzleText: String? { get }

    /// The status line before the player's first queen in a puzzle; `nil` for the status's own words.
    var startText: String? { get }
}

/// A hint the rules give, for `GameViewModel` to show.
enum GameHint: Hashable, Sendable {
    /// Nothing to show (the board is solved).
    case nothing
    /// No hint could be worked out, for this reason.
    case failed(String)
    /// Free play's hint: a square to place on, or a queen to take off.
    case board(Hint)
    /// A classic puzzle's hint: a deduction, or a queen to take back.
    case puzzle(PuzzleHint)
    /// A regions puzzle's hint, and its words (regions named by colour).
    case regions(RegionsHint, text: String)
}

/// What a board shows of its rules, square by square.
struct BoardHighlights: Hashable, Sendable {
    /// The queens that break a rule with another.
    var conflicting: Set<Square> = []
    /// The squares on a line shared by two or more queens (the classic attack lines).
    var attackLines: Set<Square> = []
    /// The squares some queen rules out (shown when the player asks for attacked squares).
    var attacked: Set<Square> = []
    /// The attack lines as strokes.
    var segments: [AttackSegment] = []
}

// MARK: - The classic rules

/// The N-queens rules: no two queens share a row, a column or a diagonal; a classic puzzle adds its givens.
struct ClassicRules: GameRules {
    /// The puzzle played (a daily or a puzzle by ID); `nil` in free play.
    let puzzle: Puzzle?

    var fixedSize: Int? { puzzle?.size }

    var givens: [Square] { puzzle?.givens ?? [] }

    var isPuzzle: Bool { puzzle != nil }

    var regions: RegionMap? { nil }

    func isSolved(_ board: Board) -> Bool {
        board.isSolved
    }

    func highlights(on board: Board) -> BoardHighlights {
        let lines = board.conflictLines
        var attackLines: Set<Square> = []
        for line in lines { attackLines.formUnion(line.squares(onBoardOfSize: board.size)) }
        let conflicting = board.queens.filter { queen in
            lines.contains { Line($0.kind, through: queen) == $0 }
        }
        return BoardHighlights(
            conflicting: Set(conflicting), attackLines: attackLines, attacked: board.attackedSquares,
            segments: AttackSegment.segments(of: board))
    }

    func isInConflict(_ square: Square, on board: Board) -> Bool {
        !board.queensAttacking(square).isEmpty
    }

    func conflictText(on board: Board) -> String? {
        nil
    }

    func squaresRuledOut(byQueenOn square: Square) -> [Square] {
        []
    }

    func hint(on board: Board, ruledOut: [Square], marks: [Square]) -> GameHint {
        if let puzzle {
            let found = puzzle.hint(queens: board.queens, ruledOut: ruledOut)
            return found == .solved ? .nothing : .puzzle(found)
        }
        do {
            let found = try board.hint()
            return found == .solved ? .nothing : .board(found)
        } catch {
            // TRANSLATORS: %s says why, such as "board size 0 is out of range; a board has at least 1 row".
            return .failed(tr("No hint for this board: %s.", DisplayText.problem(error)))
        }
    }

    var puzzleText: String? {
        guard let puzzle else { return nil }
        return [
            DisplayText.boardSize(puzzle.size), DisplayText.difficulty(puzzle.difficulty),
            // TRANSLATORS: the number of given queens in a puzzle's line: "8×8 · Easy · 3 givens · 8-0K31D0Q".
            trn(context: "puzzle line", "%d given", "%d givens", count: puzzle.givens.count), puzzle.id.description,
        ].joined(separator: " · ")
    }

    var startText: String? {
        guard let puzzle else { return nil }
        // TRANSLATORS: the status before a puzzle's first queen, before "One solution fits the 3 given queens."
        let place = trn("Place %d queen.", "Place %d queens.", count: puzzle.queensToPlace)
        // TRANSLATORS: after "Place 5 queens." in a puzzle's status; the singular may leave the number out.
        let fits = trn(
            "One solution fits the given queen.", "One solution fits the %d given queens.", count: puzzle.givens.count)
        return DisplayText.sentences(place, fits)
    }
}
