// Starting processes and mounting need Foundation's `Process`, which iOS does not have (the Apple scheme runs the
// package tests on the iOS simulator).
#if os(Linux) || os(macOS)
    import Foundation

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// A real file system of a fixed, small size (a tmpfs mounted in a temporary directory), for the fault drills: a
    /// disk that fills up for real.
    ///
    /// Mounting needs the privilege to mount (root, as in CI); ``isAvailable`` tells whether this machine has it, and
    /// the drills that need one are skipped where it has not. Unmounted (lazily, so open files do not hold it) when
    /// released.
    public final class SmallFileSystem: @unchecked Sendable {
        /// The mount point: write here to write to the small file system.
        public let url: URL

        private let mountPoint: TemporaryDirectory

        /// Whether small file systems can be mounted here (the tests run with the privilege to mount a tmpfs).
        public static let isAvailable: Bool = {
            guard getuid() == 0, let probe = try? SmallFileSystem(bytes: 64 * 1024) else { return false }
            _ = probe
            return true
        }()

        /// Mounts a file system of `bytes` bytes (rounded up to whole pages) in a fresh temporary directory.
        public init(bytes: Int) throws {
            mountPoint = try TemporaryDirectory(prefix: "nqueens-small-fs")
            url = mountPoint.url
            try Self.run("/bin/mount", "-t", "tmpfs", "-o", "size=\(bytes),mode=0755", "tmpfs", url.path)
        }

        /// The bytes still free.
        public var freeBytes: Int {
            var info = statvfs()
            guard statvfs(url.path, &info) == 0 else { return 0 }
            return Int(info.f_bavail) * Int(info.f_frsize)
        }

        /// Fills the file system to the last byte with a file named `name`, which ``release(_:)`` deletes.
        public func fill(named name: String = "filler") throws {
            let path = url.appendingPathComponent(name).path
            // Close-on-exec ("e"): a process another test starts meanwhile must not keep the filler open, or
            // deleting it would not free the space.
            guard let file = fopen(path, "we") else { throw Failure(message: "cannot create \(path)") }
            defer { fclose(file) }
            let block = [UInt8](repeating: 0xA5, count: 4_096)
            // Whole blocks, then single bytes, until the disk says it is full.
            for size in [4_096, 1] {
                while fwrite(block, 1, size, file) == size, fflush(file) == 0 {}
                clearerr(file)
            }
        }

        /// Deletes the file `name` made by ``fill(named:)``, freeing its space.
        public func release(_ name: String = "filler") throws {
            try FileManager.default.removeItem(at: url.appendingPathComponent(name))
        }

        deinit {
            try? Self.run("/bin/umount", "-l", url.path)
        }

        /// Why mounting or filling failed.
        public struct Failure: Error, CustomStringConvertible {
            /// What went wrong.
            public let message: String

            /// What went wrong.
            public var description: String { message }
        }

        private static func run(_ executable: String, _ arguments: String...) throws {
            let result = try ChildProcess.collect(executable, arguments: arguments)
            guard result.ending == ChildProcess.Ending(code: 0, isSignal: false, timedOut: false) else {
                let message = String(decoding: result.error, as: UTF8.self)
                throw Failure(message: "\(executable) \(arguments.joined(separator: " ")): \(message)")
            }
        }
    }
#endif
