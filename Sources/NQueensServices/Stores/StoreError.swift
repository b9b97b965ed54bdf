import NQueensLocalization

/// Why a store could not do what was asked, with a message naming the problem and what to do.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No data directory could be found: none of `NQUEENS_DATA_DIR`, `XDG_DATA_HOME` and `HOME` is usable.
    case noDataDirectory
    /// The data directory could not be created or is not writable.
    case unwritableDataDirectory(path: String, reason: String)
    /// The database was written by a newer NQueens (its schema `version` is above `newestKnown`); left untouched.
    case newerSchema(path: String, version: Int, newestKnown: Int)
    /// The database reported an error (the message names the file, the operation and SQLite's own message).
    case database(String)
    /// A value the store does not accept (a record off the board, a board size out of range, …).
    case invalidValue(String)

    /// A one-line message naming the problem and what is accepted or what to do, in the player's language (the
    /// database's and invalid values' messages in the language spoken when they were made).
    public var description: String {
        switch self {
        case .noDataDirectory:
            return tr(
                "cannot find a directory for NQueens data: HOME is not set; set NQUEENS_DATA_DIR (or XDG_DATA_HOME) "
                    + "to a writable directory")
        case .unwritableDataDirectory(let path, let reason):
            // TRANSLATORS: %1$s is a folder, %2$s why it cannot be written ("Permission denied").
            return tr(
                "cannot write NQueens data in %1$s: %2$s; make that folder and the files in it writable (chmod -R "
                    + "u+w), or set NQUEENS_DATA_DIR to a writable directory", path, reason)
        case .newerSchema(let path, let version, let newestKnown):
            // TRANSLATORS: %1$s is a database file's path, %2$d and %3$d versions of its data.
            return tr(
                "%1$s was written by a newer NQueens (data version %2$d; this one reads up to %3$d); it was left "
                    + "untouched: update NQueens, or set NQUEENS_DATA_DIR to use another directory", path, version,
                newestKnown)
        case .database(let message):
            return message
        case .invalidValue(let message):
            return message
        }
    }
}
