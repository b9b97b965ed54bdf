import Foundation
import NQueensEngine
import NQueensLocalization

/// What the solver knows about a position.
enum PositionAnalysis: Hashable, Sendable {
    /// Not known yet (the job is running).
    case pending
    /// Exactly `reachable` of the board size's `total` solutions contain every queen (boards up to 14×14).
    case counted(reachable: Int, total: Int)
    /// Whether at least one solution contains every queen (larger boards).
    case completable(Bool)

    /// Whether no solution contains every queen.
    var isDeadEnd: Bool {
        switch self {
        case .counted(let reachable, _): return reachable == 0
        case .completable(let completable): return !completable
        case .pending: return false
        }
    }

    /// Works out what the solver knows about `board`, or returns `nil` when the calling task is cancelled first.
    ///
    /// Exact counts up to `largestExactSize`, else whether it can be completed. `knownTotal` is the board size's
    /// number of solutions when already counted. The counts stop within milliseconds of a cancellation (the job is
    /// superseded by a newer position).
    static func analyze(_ board: Board, largestExactSize: Int, knownTotal: Int?) -> PositionAnalysis? {
        guard board.size <= largestExactSize else {
            guard board.isConflictFree else { return .completable(false) }
            return .completable((try? board.completion()) != nil)
        }
        guard let total = knownTotal ?? reachableCount(on: Board.empty(size: board.size)) else { return nil }
        guard board.isConflictFree else { return .counted(reachable: 0, total: total) }
        // Every solution is still reachable from the empty board.
        guard let reachable = board.queens.isEmpty ? total : reachableCount(on: board) else { return nil }
        return .counted(reachable: reachable, total: total)
    }

    /// The solutions that keep every queen of the conflict-free `board` (the empty 14×14 board's 365,596 take
    /// milliseconds), or `nil` once the calling task is cancelled.
    private static func reachableCount(on board: Board) -> Int? {
        do {
            return try board.completionCount(stoppingWhen: { Task.isCancelled })
        } catch {
            // Only a size beyond the exact counts or queens in conflict throw, and both are ruled out above.
            return 0
        }
    }
}

/// The number of solutions of each board size counted so far in this process (they never change).
@MainActor
private var solutionTotals: [Int: Int] = [:]

// MARK: - The solutions counter

extension GameViewModel {
    /// The solutions still reachable, when the player shows the counter: "42 of 92 solutions still reachable"
    /// up to 14×14, "Solvable" or "Dead end" above; in a puzzle only that it has one solution (whether the queens
    /// are on track is what hints are for); `nil` when the counter is hidden.
    public var solutionsText: String? {
        guard showsSolutionsCounter else { return nil }
        if rules.isPuzzle {
            return isSolved ? tr(context: "solutions counter", "Solved") : tr("A puzzle has exactly one solution")
        }
        switch analysis {
        case .pending:
            return boardSize <= Self.largestExactlyCountedSize
                ? tr("Counting solutions…") : tr("Looking for a solution…")
        case .counted(let reachable, let total):
            // TRANSLATORS: the solutions counter; %1$s solutions of all %2$s of the board size: 42 of 92 solutions.
            return trn(
                "%1$s of %2$s solution still reachable", "%1$s of %2$s solutions still reachable", count: total,
                DisplayText.number(reachable), DisplayText.number(total))
        case .completable(true):
            return isSolved
                ? tr(context: "solutions counter", "Solved") : tr("Solvable: a solution contains these queens")
        case .completable(false):
            return tr("Dead end: no solution contains these queens")
        }
    }

    /// Waits until the solver has answered for the current position (for tests and snapshot renderers).
    public func waitForAnalysis() async {
        while let task = analysisTask {
            await task.value
            if analysisTask == task { return }
        }
    }

    /// Starts working out the current position off the main actor, dropping the job for the previous one.
    ///
    /// Positions whose answer is known at once (queens in conflict, a solved board, once the size's total is
    /// known) need no job.
    func refreshAnalysis() {
        analysisTask?.cancel()
        analysisTask = nil
        let board = session.board
        if rules.isPuzzle {
            // A puzzle does not tell a wrong queen until a hint is asked for (or it attacks another queen).
            analysis = .completable(true)
            return
        }
        let largestExactSize = Self.largestExactlyCountedSize
        let isExact = board.size <= largestExactSize
        let knownTotal = isExact ? solutionTotals[board.size] : nil
        if !board.isConflictFree || board.isSolved {
            let reachable = board.isSolved ? 1 : 0
            if !isExact {
                analysis = .completable(board.isSolved)
                return
            }
            if let knownTotal {
                analysis = .counted(reachable: reachable, total: knownTotal)
                return
            }
        }
        analysis = .pending
        let work = dependencies.backgroundWork
        analysisTask = Task { [weak self] in
            let result: PositionAnalysis?
            do {
                result = try await work.run {
                    PositionAnalysis.analyze(board, largestExactSize: largestExactSize, knownTotal: knownTotal)
                }
            } catch {
                return
            }
            guard !Task.isCancelled, let self, let result else { return }
            if case .counted(_, let total) = result { solutionTotals[board.size] = total }
            analysis = result
        }
    }
}
