// nqueens-store-fixture: test tooling, not part of the game. The services tests start it as a real process to
// prove that the SQLite stores lose nothing when several processes write at once or a process is killed.
//
//   nqueens-store-fixture DIR record COUNT      record COUNT games (forever when COUNT is 0), one transaction
//                                               each, printing `saved <id>` after each commit
//   nqueens-store-fixture DIR play MOVES [--step]
//                                               play MOVES moves of a game in progress, saving after each and
//                                               printing `saved <JSON of the saved game>`; with --step, wait for
//                                               a line on standard input before each next move
//   nqueens-store-fixture DIR hold-lock 0       take the database's write lock (another process's long write),
//                                               print `locked`, hold it until a line arrives on standard input,
//                                               then commit and print `released`
//   nqueens-store-fixture DIR checkpoint COUNT  forever: record COUNT games while a reader keeps the WAL from
//                                               being checkpointed (so it grows), then print `checkpointing`,
//                                               checkpoint the whole WAL into the database, print `checkpointed`
//
// Output is flushed line by line; `done` ends a run that was not killed. Errors go to standard error, exit 1.

import CSQLite
import Foundation
import NQueensEngine
import NQueensServices

private func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("nqueens-store-fixture: \(message)\n".utf8))
    exit(1)
}

/// Writes a line straight to standard output (unbuffered: a killed process has printed only what was saved).
private func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

private let usage =
    "usage: nqueens-store-fixture DIR (record COUNT | play MOVES [--step] | hold-lock 0 | checkpoint COUNT)"

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, let count = Int(arguments[2]), count >= 0 else { fail(usage) }

let stores: SQLiteStores
do {
    stores = try SQLiteStores.open(in: DataDirectory(url: URL(fileURLWithPath: arguments[0], isDirectory: true)))
} catch {
    fail(error.description)
}

private var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

switch arguments[1] {
case "record":
    var index = 0
    while count == 0 || index < count {
        record(index)
        index += 1
    }
    say("done")

case "hold-lock":
    let connection = RawConnection(stores.databaseURL.path)
    connection.execute("BEGIN IMMEDIATE")
    say("locked")
    _ = readLine()
    connection.execute("COMMIT")
    say("released")

case "checkpoint":
    let reader = RawConnection(stores.databaseURL.path)
    var index = 0
    while true {
        // A read transaction pins the WAL: no checkpoint can copy past it, so the WAL grows with each game.
        reader.execute("BEGIN")
        reader.execute("SELECT count(*) FROM games")
        for _ in 0..<max(1, count) {
            record(index)
            index += 1
        }
        reader.execute("COMMIT")
        say("checkpointing")
        reader.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        say("checkpointed")
    }

case "play":
    let step = arguments.dropFirst(3).contains("--step")
    let size = 8
    let started = Date()
    let id = UUID()
    var queens: [Square] = []
    var moves: [MoveRecord] = []
    var placements = 0
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for move in 0..<count {
        // A deterministic walk over the board: toggle a queen, and every seventh move undo the previous one.
        let square: Square
        let kind: MoveRecord.Kind
        if move % 7 == 6, let last = moves.last {
            square = last.square
            kind = .undo
        } else {
            square = Square(row: move % size, column: (move * 3 + move / size) % size)
            kind = queens.contains(square) ? .remove : .place
        }
        if let index = queens.firstIndex(of: square) {
            queens.remove(at: index)
        } else {
            queens.append(square)
            if kind == .place { placements += 1 }
        }
        moves.append(MoveRecord(kind, square, at: .milliseconds(Int64(move + 1) * 250)))
        let game = SavedGame(
            id: id, boardSize: size, startedAt: started, queens: queens, moves: moves,
            elapsed: .milliseconds(Int64(move + 1) * 250 + 10), hintsUsed: move / 10, moveCount: placements)
        do {
            try stores.savedGame.saveGame(game)
            say("saved " + String(decoding: try encoder.encode(game), as: UTF8.self))
        } catch let error as StoreError {
            fail(error.description)
        } catch {
            fail("cannot describe the saved game: \(error)")
        }
        if step, readLine() == nil { exit(0) }
    }
    say("done")

default:
    fail(usage)
}

// MARK: - Helpers

/// Records the `index`th game of a run, printing `saved <id>` once it is committed.
@MainActor
private func record(_ index: Int) {
    let size = 8
    let queens = [(0, 0), (1, 4), (2, 7), (3, 5), (4, 2), (5, 6), (6, 1), (7, 3)].map {
        Square(row: $0.0, column: $0.1)
    }
    let finished = Date()
    let moves = queens.enumerated().map {
        MoveRecord(.place, $0.element, at: .milliseconds(Int64($0.offset) * 700))
    }
    let game = GameRecord(
        boardSize: size, startedAt: finished.addingTimeInterval(-6), finishedAt: finished, calendar: calendar,
        activeDuration: .milliseconds(5_600 + Int64(index % 1_000)), moveCount: size + index % 5,
        finalQueens: queens, moves: moves)
    do {
        try stores.history.record(game)
    } catch {
        fail(error.description)
    }
    say("saved \(game.id.uuidString)")
}

/// A connection of its own to the database, beside the stores': what another program would hold.
private final class RawConnection {
    private var handle: OpaquePointer?

    init(_ path: String) {
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK else {
            fail("cannot open \(path): \(String(cString: sqlite3_errmsg(handle)))")
        }
    }

    func execute(_ sql: String) {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
            fail("\(sql): \(String(cString: sqlite3_errmsg(handle)))")
        }
    }

    deinit {
        sqlite3_close_v2(handle)
    }
}
