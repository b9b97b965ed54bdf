import Foundation
import NQueensEngine
import NQueensLocalization
import NQueensServices
import Observation

/// The read-only replay of a finished game: steps through its recorded moves, by hand or played back, and ends
/// on the solved position.
///
/// Each step is one action of the player's: a placement, a removal, a mark, a whole drag that marked a row, Clear
/// marks, an undo or redo of any of these (a log entry and the entries that `continuesStep` after it). The marks
/// show on the board as the player left them at that point.
@MainActor
@Observable
public final class ReplayViewModel {
    /// How long each move stays on screen while the replay plays.
    public static let playbackInterval: Duration = .milliseconds(600)

    /// The game replayed.
    public let record: GameRecord

    /// The position after each step: the start (empty, or a puzzle's givens) first, the final position last.
    @ObservationIgnored private let positions: [Board]

    /// The player's marks after each step.
    @ObservationIgnored private let marksByStep: [Set<Square>]

    /// The moves (one action's entries) that led to each position (none for the empty board).
    @ObservationIgnored private let movesByStep: [[MoveRecord]]

    /// The step shown: 0 is the empty board, `lastStep` the final position.
    public private(set) var step = 0

    /// Whether the replay is playing.
    public private(set) var isPlaying = false

    /// Receives the screen's actions (the coordinator); held weakly.
    @ObservationIgnored public weak var delegate: (any HomeFlowDelegate)?

    @ObservationIgnored private let dependencies: AppDependencies

    @ObservationIgnored private var playback: TickSubscription?

    /// A puzzle's given queens, drawn apart on every step (none in free play).
    @ObservationIgnored private let givens: Set<Square>

    /// A regions game's rules, from its puzzle's ID: the replay draws its regions, their borders and its conflicts
    /// by them (`nil` for a classic game, or an ID that no longer reads).
    @ObservationIgnored private let regionsRules: RegionsRules?

    /// Prepares the replay of `record`, on its empty board (a puzzle's givens already on it).
    ///
    /// Undo and redo in the log toggle their square's queen or mark, as the log defines them; a move that does
    /// not apply (a damaged log) leaves the position as it was, and the replay always ends on the record's final
    /// queens (with no marks: the solved board is the queens').
    public init(record: GameRecord, dependencies: AppDependencies) {
        self.record = record
        self.dependencies = dependencies
        givens = Set(record.givens)
        regionsRules =
            record.mode == .regions
            ? record.puzzleID.flatMap { try? RegionsPuzzle(parsingID: $0) }.map(RegionsRules.init(puzzle:)) : nil
        var board = (try? Board(size: record.boardSize, queens: record.givens)) ?? Board.empty(size: record.boardSize)
        var marks: Set<Square> = []
        var positions = [board]
        var marksByStep = [marks]
        var moves: [[MoveRecord]] = [[]]
        for move in record.moves {
            switch move.kind {
            case .place:
                marks.remove(move.square)
                try? board.place(move.square)
            case .remove:
                board.remove(move.square)
            case .undo, .redo:
                if !board.remove(move.square) { try? board.place(move.square) }
            case .mark:
                if !board.hasQueen(on: move.square) { marks.insert(move.square) }
            case .unmark:
                marks.remove(move.square)
            case .undoMark, .redoMark:
                if marks.remove(move.square) == nil, !board.hasQueen(on: move.square) { marks.insert(move.square) }
            }
            if move.continuesStep, moves.count > 1 {
                positions[positions.count - 1] = board
                marksByStep[marksByStep.count - 1] = marks
                moves[moves.count - 1].append(move)
            } else {
                positions.append(board)
                marksByStep.append(marks)
                moves.append([move])
            }
        }
        if Set(board.queens) != Set(record.finalQueens),
            let final = try? Board(size: record.boardSize, queens: record.finalQueens)
        {
            positions.append(final)
            marksByStep.append([])
            moves.append([])
        }
        self.positions = positions
        self.marksByStep = marksByStep
        self.movesByStep = moves
    }

    // MARK: Figures

    /// The last step (the final position).
    public var lastStep: Int {
        positions.count - 1
    }

    /// The position shown.
    public var board: Board {
        positions[step]
    }

    /// The player's marks at the step shown.
    public var marks: Set<Square> {
        marksByStep[step]
    }

    /// The position ready to draw (with its conflicts and attack lines, a puzzle's givens apart, and the marks); a
    /// regions game's with its regions and their borders, and its conflicts by the regions rules.
    public var grid: BoardGrid {
        guard let regionsRules else { return BoardGrid(board: board, givens: givens, marks: marks) }
        return BoardGrid(
            board: board, highlights: regionsRules.highlights(on: board), regions: regionsRules.regions, marks: marks)
    }

    /// The title, such as "8×8 replay", "Daily 1 Dec 2026 replay" or "Puzzle 8-0K31D0Q replay".
    public var title: String {
        switch record.mode {
        // TRANSLATORS: the Replay screen's title; %s is a board size: 8×8 replay.
        case .freePlay: tr("%s replay", DisplayText.boardSize(record.boardSize))
        // TRANSLATORS: the Replay screen's title for a daily; %s is its date: Daily 1 Dec 2026 replay.
        case .daily: tr("Daily %s replay", record.dailyDate.map(DisplayText.shortDate) ?? "")
        // TRANSLATORS: the Replay screen's title for a puzzle; %s is its ID: Puzzle 8-0K31D0Q replay.
        case .puzzle: tr("Puzzle %s replay", record.puzzleID ?? "")
        // TRANSLATORS: the Replay screen's title for a regions game; %s is its name: Regions daily 2 Dec 2026.
        case .regions: tr("%s replay", DisplayText.regionsGame(dailyDate: record.dailyDate, puzzleID: record.puzzleID))
        }
    }

    /// When the game was solved, in the player's locale.
    public var dateText: String {
        DisplayText.dateAndTime(record.finishedAt, locale: dependencies.locale, calendar: dependencies.clock.calendar)
    }

    /// The game's figures: "0:41 · 12 moves · 80%".
    public var summaryText: String {
        // TRANSLATORS: a replayed game's figures: its time, moves and efficiency: 0:41 · 12 moves · 80%.
        trn(
            "%1$s · %2$d move · %3$s", "%1$s · %2$d moves · %3$s", count: record.moveCount,
            DisplayText.time(record.activeDuration), record.moveCount, DisplayText.percent(record.efficiency))
    }

    /// Where the replay stands: "Start", "Step 3 of 12".
    public var stepText: String {
        step == 0
            ? trn("Start · %d step", "Start · %d steps", count: lastStep)
            : tr("Step %1$d of %2$d", step, lastStep)
    }

    /// What the step shown did, such as "Placed a queen on e4" or "Marked 5 squares"; the start and the final
    /// position say so.
    public var moveText: String {
        guard step > 0 else { return givens.isEmpty ? tr("Empty board") : tr("The given queens") }
        let moves = movesByStep[step]
        guard let move = moves.first else { return tr("Final position") }
        let before = positions[step - 1]
        if move.kind.isMarkChange || moves.count > 1 {
            return Self.marksText(moves, marksBefore: marksByStep[step - 1])
        }
        let square = move.square.description
        switch move.kind {
        case .place:
            return tr("Placed a queen on %s", square)
        case .remove:
            return tr("Removed the queen on %s", square)
        case .undo:
            return before.hasQueen(on: move.square)
                ? tr("Undo: took the queen off %s", square) : tr("Undo: put the queen back on %s", square)
        case .redo:
            return before.hasQueen(on: move.square)
                ? tr("Redo: took the queen off %s", square) : tr("Redo: put a queen on %s", square)
        case .mark, .unmark, .undoMark, .redoMark:
            return Self.marksText(moves, marksBefore: marksByStep[step - 1])
        }
    }

    /// What one action that changed marks (and maybe a queen) did, such as "Marked e4", "Marked 5 squares",
    /// "Took the mark off e4 and put a queen there" or "Undo: took the mark off e4".
    private static func marksText(_ moves: [MoveRecord], marksBefore: Set<Square>) -> String {
        guard let first = moves.first else { return "" }
        guard moves.count > 1 else {
            let square = first.square.description
            switch first.kind {
            case .mark: return tr("Marked %s", square)
            case .unmark: return tr("Took the mark off %s", square)
            case .undoMark:
                return marksBefore.contains(first.square)
                    ? tr("Undo: took the mark off %s", square) : tr("Undo: marked %s again", square)
            case .redoMark:
                return marksBefore.contains(first.square)
                    ? tr("Redo: took the mark off %s", square) : tr("Redo: marked %s", square)
            case .place, .remove, .undo, .redo: return tr("Changed %s", square)
            }
        }
        let count = Set(moves.map(\.square)).count
        switch first.kind {
        case .mark: return trn("Marked %d square", "Marked %d squares", count: count)
        case .unmark where moves.contains { $0.kind == .place }:
            return tr("Took the mark off %s and put a queen there", first.square.description)
        case .unmark: return trn("Took the marks off %d square", "Took the marks off %d squares", count: count)
        case .undo, .undoMark: return trn("Undo: changed %d square", "Undo: changed %d squares", count: count)
        case .redo, .redoMark: return trn("Redo: changed %d square", "Redo: changed %d squares", count: count)
        case .place, .remove: return trn("Changed %d square", "Changed %d squares", count: count)
        }
    }

    /// The playing time at the step shown, such as `0:12`.
    public var timeText: String {
        let offset = movesByStep[...step].lazy.compactMap { $0.last?.offset }.last ?? .zero
        return DisplayText.time(step == lastStep ? record.activeDuration : offset)
    }

    /// Whether there is a step before this one.
    public var canStepBack: Bool {
        step > 0
    }

    /// Whether there is a step after this one.
    public var canStepForward: Bool {
        step < lastStep
    }

    /// Whether the final position is shown.
    public var isAtEnd: Bool {
        step == lastStep
    }

    // MARK: Stepping

    /// Shows the empty board (and stops playing).
    public func first() {
        pause()
        step = 0
    }

    /// Shows the step before (and stops playing).
    public func previous() {
        pause()
        if canStepBack { step -= 1 }
    }

    /// Shows the step after (and stops playing).
    public func next() {
        pause()
        if canStepForward { step += 1 }
    }

    /// Shows the final position (and stops playing).
    public func last() {
        pause()
        step = lastStep
    }

    /// Plays the replay from the step shown, one step per `playbackInterval`, stopping on the final position;
    /// from the final position it starts again from the empty board.
    public func play() {
        guard !isPlaying else { return }
        if isAtEnd { step = 0 }
        isPlaying = true
        playback = dependencies.ticks.scheduleRepeating(every: Self.playbackInterval) { [weak self] in
            self?.advancePlayback()
        }
    }

    /// Stops playing, staying on the step shown.
    public func pause() {
        guard isPlaying else { return }
        isPlaying = false
        playback?.cancel()
        playback = nil
    }

    /// Plays or pauses.
    public func togglePlay() {
        if isPlaying { pause() } else { play() }
    }

    /// Tells the replay whether it is shown; hidden, it stops playing.
    public func setActive(_ active: Bool) {
        if !active { pause() }
    }

    // MARK: Flow

    /// Starts a new game on a board of this game's size, or this puzzle (a classic one from its givens, a regions
    /// one from its empty board) again.
    public func playAgain() {
        pause()
        delegate?.handle(
            record.mode.isFixedPuzzle ? .playPuzzleAgain(record) : .playAgain(boardSize: record.boardSize))
    }

    /// Leaves the replay.
    public func back() {
        pause()
        delegate?.handle(.back)
    }

    private func advancePlayback() {
        guard canStepForward else {
            pause()
            return
        }
        step += 1
        if isAtEnd { pause() }
    }
}
