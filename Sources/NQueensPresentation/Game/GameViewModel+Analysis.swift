import Foundation
import NQueensEngine

/// What the solver knows about a position.
enum PositionAnalysis: Hashable, Sendable {
    /// Not known yet (the job is running).
    case pending
    /// Exactly `reachable` of the board size's `total` solutions contain every queen (boards up to 12×12).
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

    /// Works out what the solver knows about `board`.
    ///
    /// Exact counts up to `largestExactSize`, else whether it can be completed. `knownTotal` is the board size's
    /// number of solutions when already counted.
    static func analyze(_ board: Board, largestExactSize: Int, knownTotal: Int?) -> PositionAnalysis {
        guard board.size <= largestExactSize else {
            guard board.isConflictFree else { return .completable(false) }
            return .completable((try? board.completion()) != nil)
        }
        let total = knownTotal ?? solutionCount(size: board.size)
        guard board.isConflictFree else { return .counted(reachable: 0, total: total) }
        let reachable = (try? board.completionCount(limit: Int.max)) ?? 0
        return .counted(reachable: reachable, total: total)
    }

    /// The number of solutions of the empty `size`×`size` board (14,200 on 12×12, counted in milliseconds).
    private static func solutionCount(size: Int) -> Int {
        (try? Board.empty(size: size).completionCount(limit: Int.max)) ?? 0
    }
}

/// The number of solutions of each board size counted so far in this process (they never change).
@MainActor
private var solutionTotals: [Int: Int] = [:]

// MARK: - The solutions counter

extension GameViewModel {
    /// The solutions still reachable, when the player shows the counter: "42 of 92 solutions still reachable"
    /// up to 12×12, "Solvable" or "Dead end" above; in a puzzle only that it has one solution (whether the queens
    /// are on track is what hints are for); `nil` when the counter is hidden.
    public var solutionsText: String? {
        guard showsSolutionsCounter else { return nil }
        if puzzle != nil { return isSolved ? "Solved" : "A puzzle has exactly one solution" }
        switch analysis {
        case .pending:
            return boardSize <= Self.largestExactlyCountedSize ? "Counting solutions…" : "Looking for a solution…"
        case .counted(let reachable, let total):
            let locale = dependencies.locale
            let solutions = total == 1 ? "solution" : "solutions"
            return "\(reachable.formatted(.number.locale(locale))) of \(total.formatted(.number.locale(locale))) "
                + "\(solutions) still reachable"
        case .completable(true):
            return isSolved ? "Solved" : "Solvable: a solution contains these queens"
        case .completable(false):
            return "Dead end: no solution contains these queens"
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
        if puzzle != nil {
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
            let result: PositionAnalysis
            do {
                result = try await work.run {
                    PositionAnalysis.analyze(board, largestExactSize: largestExactSize, knownTotal: knownTotal)
                }
            } catch {
                return
            }
            guard !Task.isCancelled, let self else { return }
            if case .counted(_, let total) = result { solutionTotals[board.size] = total }
            analysis = result
        }
    }
}
