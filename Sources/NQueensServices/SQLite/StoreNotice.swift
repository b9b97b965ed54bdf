import Foundation

/// Something the player should be told about opening the store: damaged data was moved aside and a fresh store
/// was started.
public struct StoreNotice: Sendable, Hashable, CustomStringConvertible {
    /// What was wrong with the database file.
    public enum Problem: Sendable, Hashable, CustomStringConvertible {
        /// The file is not an SQLite database at all.
        case notADatabase
        /// The file is shorter than its own header says (`bytes` of `expectedBytes`).
        case truncated(bytes: Int, expectedBytes: Int)
        /// The file is an SQLite database of another program.
        case foreignDatabase
        /// SQLite's integrity check found damage (its first finding).
        case failedIntegrityCheck(String)
        /// SQLite reported damage while reading the file (its message).
        case damaged(String)

        /// The problem as a phrase ("it is not a database").
        public var description: String {
            switch self {
            case .notADatabase: "it is not a database"
            case .truncated(let bytes, let expected): "it is truncated (\(bytes) of \(expected) bytes)"
            case .foreignDatabase: "it is not an NQueens database"
            case .failedIntegrityCheck(let finding): "it failed SQLite's integrity check (\(finding))"
            case .damaged(let message): "it is damaged (\(message))"
            }
        }
    }

    /// What was wrong.
    public let problem: Problem

    /// Where the database was (and where the fresh one now is).
    public let databaseURL: URL

    /// Where the damaged file was moved (its `-wal` and `-shm` companions, if any, beside it).
    public let movedTo: URL

    /// Creates a notice that the file at `databaseURL` had `problem` and was moved to `movedTo`.
    public init(problem: Problem, databaseURL: URL, movedTo: URL) {
        self.problem = problem
        self.databaseURL = databaseURL
        self.movedTo = movedTo
    }

    /// One sentence for the player: what was wrong, where the file went, and that a fresh store was started.
    public var description: String {
        "NQueens could not use \(databaseURL.path): \(problem.description); it was moved to \(movedTo.path) "
            + "(nothing was deleted) and a fresh store was started"
    }
}
