import Foundation

/// A fresh directory under the system's temporary directory, removed (with its contents) when released.
public final class TemporaryDirectory: Sendable {
    /// The directory.
    public let url: URL

    /// Creates a new empty directory whose name starts with `prefix`.
    public init(prefix: String = "nqueens-test") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the directory.
    public func appending(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    deinit {
        // Directories made read-only by a test must be writable again to be removed.
        if let paths = FileManager.default.enumerator(atPath: url.path) {
            for case let path as String in paths {
                try? FileManager.default.setAttributes(
                    [.posixPermissions: 0o700], ofItemAtPath: url.appendingPathComponent(path).path)
            }
        }
        try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }
}
