import Foundation
import NQueensEngine
import NQueensServices
import Observation

/// The Game screen: the board, the figures, the status line, and everything the player can do to a game.
///
/// Every rule comes from the engine (conflicts, attack lines, solved, hints, completions); time from the injected
/// `GameClock` and ticks from the injected `TickScheduler`. Each move saves the game in progress; a win records
/// the game once, clears the saved game and asks the delegate to show the victory sheet. After a win the board
/// no longer changes: taps, keys, undo and hints do nothing and fire no feedback (restarting is still possible).
///
/// A puzzle (the daily, or one named by its ID) starts with its given queens on the board: they are drawn apart,
/// and no tap, undo or restart removes or moves them. Its hints are the deduction solver's next step.
///
/// A regions puzzle (`init(regionsPuzzle:dailyDate:dependencies:)`) is played by its own rules: the view model asks
/// its `GameRules` for conflicts and their causes, completion, hints and what a queen rules out, and never knows
/// the rules itself.
@MainActor
@Observable
public final class GameViewModel {
    /// How often the clock's display is refreshed while the game runs.
    public static let clockTickInterval: Duration = .milliseconds(250)

    /// The largest board size whose reachable solutions are counted exactly (above it: solvable or not).
    public static let largestExactlyCountedSize = 14

    // MARK: State

    /// The kind of game.
    public let mode: GameMode

    /// The puzzle played (a daily or a puzzle by ID); `nil` in free play.
    public let puzzle: Puzzle?

    /// The regions puzzle played (its daily or one by ID); `nil` in a classic game.
    public let regionsPuzzle: RegionsPuzzle?

    /// The rules the game is played by.
    let rules: any GameRules

    /// The date of the daily played; `nil` unless the game is a daily (classic or regions).
    public let dailyDate: CalendarDay?

    /// The puzzle's ID as records keep it (the saved one when a resumed puzzle could not be read again).
    let puzzleID: String?

    /// Identifies the game (its record keeps this id); a restart makes a new game with a new id.
    public internal(set) var gameID: UUID

    /// The position, the player's marks, the undo and redo stacks and the move log.
    var session: GameSession

    /// The drag that marks (or erases marks on) the squares it crosses, while one goes on.
    var markDrag: MarkDrag?

    /// The square the keyboard cursor is on (not part of the game: undo never moves it).
    public internal(set) var cursor: Square

    /// The hint shown for the current position, if the player asked for one: in a puzzle, the square to place on
    /// or the queen to take back (a deduction that rules a square out has none).
    public internal(set) var hint: Hint?

    /// The puzzle's hint shown for the current position (a deduction, or a queen to take back); `nil` in free play.
    public internal(set) var puzzleHint: PuzzleHint?

    /// The regions puzzle's hint shown for the current position; `nil` outside a regions game.
    public internal(set) var regionsHint: RegionsHint?

    /// A short note about the last action that did nothing, such as a tap on a given queen; `nil` otherwise.
    public internal(set) var notice: String?

    /// The number of hints the player asked for in this game.
    public internal(set) var hintsUsed = 0

    /// Whether the board is solved (from then on it no longer changes).
    public internal(set) var isSolved = false

    /// The playing time shown, to the second (pauses excluded).
    public internal(set) var elapsed: Duration = .zero

    /// When the first move was made; `nil` before it.
    public internal(set) var startedAt: Date?

    /// Whether the front end shows the game (the clock runs only then).
    public internal(set) var isActive = true

    /// The record of the solved game, once solved.
    public internal(set) var record: GameRecord?

    /// Why the game could not be saved or recorded, or why a hint could not be given, for display; `nil` when
    /// all is well.
    public internal(set) var problem: String?

    /// What `problem` is about when saving set it, so that the next save that succeeds clears it.
    @ObservationIgnored var problemCause: SavingProblem?

    /// The square of the queen the last action put on the board, for a placement animation; `nil` after any
    /// other action.
    public internal(set) var recentPlacement: Square?

    /// Counts changes to the board, so that front ends can tell one change from the next.
    public internal(set) var revision = 0

    /// What the solver knows about the position (reachable solutions, or whether one exists).
    var analysis: PositionAnalysis = .pending

    // MARK: Collaborators

    /// Receives the screen's navigation actions (the coordinator); held weakly.
    @ObservationIgnored public weak var delegate: (any HomeFlowDelegate)?

    @ObservationIgnored let dependencies: AppDependencies

    /// The active time banked by earlier runs of the clock.
    @ObservationIgnored var bankedTime: Duration = .zero

    /// The uptime at which the clock last started running; `nil` while it stands still.
    var runningSince: Duration?

    /// The repeating tick refreshing the clock's display while it runs (at most one at a time).
    @ObservationIgnored var clockTick: TickSubscription?

    /// The solver job for the current position, cancelled when the position changes.
    @ObservationIgnored var analysisTask: Task<Void, Never>?

    // MARK: Creating

    /// A new game of free play on an empty board of `boardSize` (brought into `Settings.boardSizeRange`).
    public init(boardSize: Int, dependencies: AppDependencies) {
        let size = Settings.nearestBoardSize(to: boardSize)
        self.mode = .freePlay
        self.puzzle = nil
        self.regionsPuzzle = nil
        self.rules = ClassicRules(puzzle: nil)
        self.dailyDate = nil
        self.puzzleID = nil
        self.dependencies = dependencies
        self.gameID = UUID()
        self.session = GameSession(size: size)
        self.cursor = Self.startingCursor(size: size)
        refreshAnalysis()
    }

    /// A new game of `puzzle`: the daily of `dailyDate`, or (without a date) a puzzle by ID.
    public init(puzzle: Puzzle, dailyDate: CalendarDay? = nil, dependencies: AppDependencies) {
        self.mode = dailyDate == nil ? .puzzle : .daily
        self.puzzle = puzzle
        self.regionsPuzzle = nil
        self.rules = ClassicRules(puzzle: puzzle)
        self.dailyDate = dailyDate
        self.puzzleID = puzzle.id.description
        self.dependencies = dependencies
        self.gameID = UUID()
        self.session = GameSession(size: puzzle.size, givens: puzzle.givens)
        self.cursor = Self.startingCursor(size: puzzle.size)
        refreshAnalysis()
    }

    /// A new game of the regions puzzle `regionsPuzzle`: the regions daily of `dailyDate`, or (without a date) one
    /// by ID.
    public init(regionsPuzzle: RegionsPuzzle, dailyDate: CalendarDay? = nil, dependencies: AppDependencies) {
        self.mode = .regions
        self.puzzle = nil
        self.regionsPuzzle = regionsPuzzle
        self.rules = RegionsRules(puzzle: regionsPuzzle)
        self.dailyDate = dailyDate
        self.puzzleID = regionsPuzzle.id.description
        self.dependencies = dependencies
        self.gameID = UUID()
        self.session = GameSession(size: regionsPuzzle.size)
        self.cursor = Self.startingCursor(size: regionsPuzzle.size)
        refreshAnalysis()
    }

    /// The saved game in progress, exactly as it was left.
    ///
    /// Queens, marks, undo and redo (rebuilt from the move log), playing time, hints used, moves and the squares
    /// hints ruled out all come back; the clock runs again at once (the game is shown). A puzzle's givens come from
    /// its ID (`SavedGame.puzzle`), a regions puzzle from its regions ID.
    ///
    /// A log that does not replay to the saved queens and marks (a damaged save) keeps the saved queens and marks,
    /// without undo history.
    public init(resuming saved: SavedGame, dependencies: AppDependencies) {
        let size = max(1, saved.boardSize)
        let puzzle = saved.puzzle
        let regionsPuzzle = saved.mode == .regions ? saved.puzzleID.flatMap { try? RegionsPuzzle(parsingID: $0) } : nil
        let rules: any GameRules = regionsPuzzle.map(RegionsRules.init) ?? ClassicRules(puzzle: puzzle)
        let givens = rules.givens
        self.mode = saved.mode
        self.puzzle = puzzle
        self.regionsPuzzle = regionsPuzzle
        self.rules = rules
        self.dailyDate = saved.dailyDate
        self.puzzleID = saved.puzzleID
        self.dependencies = dependencies
        self.gameID = saved.id
        var session: GameSession
        if let replayed = GameSession(size: size, givens: givens, replaying: saved.moves),
            Set(replayed.board.queens) == Set(saved.queens), replayed.marks.marked == Set(saved.marks)
        {
            session = replayed
        } else {
            session = GameSession(
                size: size, givens: givens, queens: saved.queens, marked: saved.marks, log: saved.moves,
                moveCount: saved.moveCount)
        }
        if rules.isPuzzle {
            for square in saved.ruledOut { session.ruleOut(square) }
        }
        self.session = session
        self.cursor = Self.startingCursor(size: size)
        self.hintsUsed = max(0, saved.hintsUsed)
        self.bankedTime = max(.zero, saved.elapsed)
        self.elapsed = bankedTime
        self.startedAt = saved.startedAt ?? (saved.moves.isEmpty ? nil : dependencies.clock.now)
        refreshAnalysis()
        if rules.isSolved(session.board) {
            finishGame()
        } else {
            startClockIfNeeded()
        }
    }

    // MARK: Settings shown on this screen

    /// How queens are drawn.
    public var queenStyle: QueenStyle {
        dependencies.settings.current.queenStyle
    }

    /// The name and glyphs of the queen style.
    public var queenAppearance: QueenAppearance {
        queenStyle.appearance
    }

    /// Whether the squares queens attack are shaded.
    public var showsAttackedSquares: Bool {
        dependencies.settings.current.showAttackedSquares
    }

    /// Whether a new queen in a regions game marks the squares it rules out (one undo step with the queen).
    public var marksAroundQueens: Bool {
        dependencies.settings.current.marksAroundQueens
    }

    /// Whether the solutions counter is shown.
    public var showsSolutionsCounter: Bool {
        dependencies.settings.current.showSolutionsCounter
    }

    // MARK: Helpers

    /// The cursor starts on the top-left square, where a reader's eye starts.
    static func startingCursor(size: Int) -> Square {
        Square(row: size - 1, column: 0)
    }

    /// Replaces the game with a new empty one of `size` (new id, no moves, no time, no hints).
    func resetGame(size: Int) {
        stopClock()
        analysisTask?.cancel()
        analysisTask = nil
        gameID = UUID()
        session = GameSession(size: size, givens: rules.givens)
        cursor = Self.startingCursor(size: size)
        clearHint()
        markDrag = nil
        notice = nil
        hintsUsed = 0
        isSolved = false
        bankedTime = .zero
        elapsed = .zero
        startedAt = nil
        record = nil
        problem = nil
        problemCause = nil
        recentPlacement = nil
        revision += 1
        analysis = .pending
        refreshAnalysis()
    }

    /// Forgets the hint shown (the position changed).
    func clearHint() {
        hint = nil
        puzzleHint = nil
        regionsHint = nil
    }
}
