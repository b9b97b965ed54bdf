import Foundation
import NQueensLocalization

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
            // TRANSLATORS: what is wrong with a database file, after "NQueens could not use …:".
            case .notADatabase: tr("it is not a database")
            case .truncated(let bytes, let expected):
                trn(
                    "it is truncated (%1$d of %2$d byte)", "it is truncated (%1$d of %2$d bytes)", count: expected,
                    bytes, expected)
            case .foreignDatabase: tr("it is not an NQueens database")
            // TRANSLATORS: %s is SQLite's own finding, in English.
            case .failedIntegrityCheck(let finding): tr("it failed SQLite's integrity check (%s)", finding)
            case .damaged(let message): tr("it is damaged (%s)", message)
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
        // TRANSLATORS: %1$s is the database file's path, %2$s what was wrong ("it is not a database"), %3$s where it
        // went.
        tr(
            "NQueens could not use %1$s: %2$s; it was moved to %3$s (nothing was deleted) and a fresh store was started",
            databaseURL.path, problem.description, movedTo.path)
    }
}
