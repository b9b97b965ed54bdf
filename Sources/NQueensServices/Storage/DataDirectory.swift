import Foundation
import NQueensLocalization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where NQueens keeps its data: one directory holding the database file.
///
/// Resolved from the environment: `$NQUEENS_DATA_DIR`, else `$XDG_DATA_HOME/nqueens`, else
/// `~/.local/share/nqueens` (on macOS `~/Library/Application Support/NQueens`). Resolving touches nothing on
/// disk; `create()` makes the directory (and missing parents) with user-only permissions.
public struct DataDirectory: Sendable, Hashable {
    /// The operating systems whose conventions decide the default location.
    public enum Platform: Sendable, Hashable {
        /// Linux and other XDG systems: `~/.local/share/nqueens`.
        case linux
        /// macOS (and other Apple systems): `~/Library/Application Support/NQueens`.
        case macOS

        /// The platform this program runs on.
        public static var current: Platform {
            #if canImport(Darwin)
                .macOS
            #else
                .linux
            #endif
        }
    }

    /// Which rule chose the directory.
    public enum Source: Sendable, Hashable {
        /// `NQUEENS_DATA_DIR` named it.
        case nqueensDataDir
        /// `XDG_DATA_HOME/nqueens`.
        case xdgDataHome
        /// The platform's default under `HOME`.
        case home
        /// The caller named it.
        case explicit
    }

    /// The name of the database file inside the directory.
    public static let databaseFileName = "nqueens.sqlite"

    /// The directory.
    public let url: URL

    /// Which rule chose it.
    public let source: Source

    /// The database file inside the directory.
    public var databaseURL: URL {
        url.appendingPathComponent(Self.databaseFileName, isDirectory: false)
    }

    /// Uses `url` as the data directory.
    public init(url: URL) {
        self.url = url.standardizedFileURL
        self.source = .explicit
    }

    /// Resolves the data directory from `environment` (the process's own unless given).
    ///
    /// Empty variables count as unset; a relative `XDG_DATA_HOME` is ignored (as the XDG specification says),
    /// a relative `NQUEENS_DATA_DIR` is taken from `currentDirectory`.
    ///
    /// - Throws: `StoreError.noDataDirectory` when no variable gives a directory (no usable `HOME`).
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment, platform: Platform = .current,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(StoreError) {
        func value(_ name: String) -> String? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            return text
        }
        if let path = value("NQUEENS_DATA_DIR") {
            let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
            url = URL(fileURLWithPath: absolute, isDirectory: true).standardizedFileURL
            source = .nqueensDataDir
        } else if let path = value("XDG_DATA_HOME"), path.hasPrefix("/") {
            url =
                URL(fileURLWithPath: path, isDirectory: true).appendingPathComponent("nqueens", isDirectory: true)
                .standardizedFileURL
            source = .xdgDataHome
        } else if let home = value("HOME"), home.hasPrefix("/") {
            let relative =
                switch platform {
                case .linux: ".local/share/nqueens"
                case .macOS: "Library/Application Support/NQueens"  // l10n: not shown (a path)
                }
            url =
                URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(relative, isDirectory: true)
                .standardizedFileURL
            source = .home
        } else {
            throw .noDataDirectory
        }
    }

    // MARK: Creating

    /// Creates the directory and any missing parents, and checks that it can be written.
    ///
    /// New directories get user-only permissions (0700); an existing directory keeps its permissions.
    ///
    /// - Throws: `StoreError.unwritableDataDirectory` naming the directory and the reason.
    public func create() throws(StoreError) {
        let path = url.path
        var missing: [String] = []
        var candidate = path
        while !candidate.isEmpty, candidate != "/", !Self.exists(candidate) {
            missing.append(candidate)
            candidate = (candidate as NSString).deletingLastPathComponent
        }
        for directory in missing.reversed() where mkdir(directory, 0o700) != 0 && errno != EEXIST {
            throw .unwritableDataDirectory(path: path, reason: Self.reason(errno, creating: directory))
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw .unwritableDataDirectory(path: path, reason: Self.reason(errno, creating: nil))
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .unwritableDataDirectory(path: path, reason: tr("it exists and is not a directory"))
        }
        guard access(path, W_OK | X_OK) == 0 else {
            throw .unwritableDataDirectory(path: path, reason: Self.reason(errno, creating: nil))
        }
    }

    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    private static func reason(_ code: Int32, creating directory: String?) -> String {
        let message = String(cString: strerror(code))
        guard let directory else { return message }
        // TRANSLATORS: %1$s is a folder, %2$s why it cannot be made ("Permission denied").
        return tr("cannot create %1$s: %2$s", directory, message)
    }
}
