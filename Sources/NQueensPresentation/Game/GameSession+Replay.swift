import NQueensEngine
import NQueensServices

// MARK: - Rebuilding a session from its move log

extension GameSession {
    /// Replays `log` on a board of `size` holding `givens`, rebuilding the marks and the undo and redo stacks; `nil`
    /// when the log does not replay.
    ///
    /// The log is read an action at a time: an entry and the entries after it that `continuesStep`. An undo or redo
    /// must take back or make again exactly the step on top of its stack; the player's changes must each apply (no
    /// queen put where one stands or on a mark, none taken off a given or an empty square, no mark on a queen, a
    /// mark taken off only where there is one). A square off the board, an action that starts by continuing
    /// nothing, or an undo inside the player's action fail.
    init?(size: Int, givens: [Square] = [], replaying log: [MoveRecord]) {
        self.init(size: size, givens: givens)
        var start = log.startIndex
        while start < log.endIndex {
            guard !log[start].continuesStep else { return nil }
            var end = start + 1
            while end < log.endIndex, log[end].continuesStep { end += 1 }
            guard replay(log[start..<end]) else { return nil }
            start = end
        }
    }

    /// Replays one action's entries; `false` when they do not apply.
    private mutating func replay(_ entries: ArraySlice<MoveRecord>) -> Bool {
        guard let head = entries.first else { return true }
        let before = log.count
        switch head.kind {
        case .undo, .undoMark:
            guard undo(at: head.offset) != nil else { return false }
        case .redo, .redoMark:
            guard redo(at: head.offset) != nil else { return false }
        case .place, .remove, .mark, .unmark:
            for (index, entry) in entries.enumerated() {
                guard let change = change(for: entry) else { return false }
                commit([change], at: entry.offset, joining: index > 0)
            }
        }
        // What the replay logged must be the entries themselves (an undo takes back its whole step).
        let replayed = log[before...]
        guard replayed.count == entries.count,
            zip(replayed, entries).allSatisfy({ $0.kind == $1.kind && $0.square == $1.square })
        else { return false }
        replaceLog(from: before, with: entries)
        return true
    }

    /// The change the player's `entry` makes to the position as it stands, or `nil` when it does not apply.
    private func change(for entry: MoveRecord) -> Change? {
        let square = entry.square
        guard square.isOnBoard(ofSize: board.size), !givens.contains(square) else { return nil }
        switch entry.kind {
        case .place:
            guard !board.hasQueen(on: square), !marks.marked.contains(square) else { return nil }
            return .placed(square)
        case .remove:
            guard let index = board.queens.firstIndex(of: square) else { return nil }
            return .removed(square, index: index)
        case .mark:
            guard !board.hasQueen(on: square), !marks.marked.contains(square) else { return nil }
            return .marked(square)
        case .unmark:
            guard marks.marked.contains(square) else { return nil }
            return .unmarked(square)
        case .undo, .redo, .undoMark, .redoMark:
            return nil
        }
    }
}

extension Board {
    /// An empty board of `size` squares a side; sizes below 1 give a 1×1 board.
    static func empty(size: Int) -> Board {
        do {
            return try Board(size: max(1, size))
        } catch {
            // `Board(size:)` throws only for sizes below 1, which `max` rules out.
            return empty(size: 1)
        }
    }
}
