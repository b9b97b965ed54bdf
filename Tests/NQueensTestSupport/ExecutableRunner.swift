// Starting processes needs Foundation's `Process`, which iOS does not have (the Apple scheme runs the package tests on
// the iOS simulator).
#if os(Linux) || os(macOS)
    import Foundation

    /// Runs an executable built by this package (such as `nqueens`) as a real process, for end-to-end tests.
    public struct ExecutableRunner: Sendable {
        /// What a finished process left behind.
        public struct Outcome: Sendable {
            /// The exit status, or 128 + the signal number when a signal ended the process.
            public let status: Int32
            /// Whether the process ended by a signal (a crash or trap shows up here).
            public let endedBySignal: Bool
            /// Everything written to standard output.
            public let standardOutput: Data
            /// Everything written to standard error, decoded as UTF-8.
            public let standardError: String

            /// Standard output decoded as UTF-8.
            public var output: String { String(decoding: standardOutput, as: UTF8.self) }

            /// The lines of standard error, without the trailing empty line.
            public var errorLines: [String] {
                standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
                    !$0.isEmpty
                }
            }
        }

        /// The product's name, such as `nqueens`.
        public let product: String

        /// A runner for the executable product `name` built beside the tests.
        public init(product name: String) {
            product = name
        }

        /// Runs the executable with `arguments` and waits for it to end.
        ///
        /// - Parameters:
        ///   - environment: the whole environment of the process (nothing is inherited but `PATH`).
        ///   - input: bytes for standard input, which is closed after them.
        ///   - timeout: the process is killed after this many seconds, and the outcome says so.
        public func run(
            _ arguments: [String], environment: [String: String] = [:], input: Data = Data(),
            timeout: TimeInterval = 120
        ) throws -> Outcome {
            let executable = try BuiltProducts.executable(named: product).path
            var fullEnvironment = environment
            fullEnvironment["PATH"] = fullEnvironment["PATH"] ?? ProcessInfo.processInfo.environment["PATH"]

            // Files, not pipes, for all three streams: nothing to drain while it runs, and no handle to leak.
            let directory = try TemporaryDirectory()
            let inputPath = directory.appending("stdin").path
            let outputPath = directory.appending("stdout").path
            let errorPath = directory.appending("stderr").path
            try ChildProcess.store(Array(input), at: inputPath)
            let ending = try ChildProcess.run(
                executable, arguments: arguments, environment: fullEnvironment, input: inputPath,
                output: outputPath, error: errorPath, timeout: timeout)
            return Outcome(
                status: ending.isSignal ? 128 + ending.code : ending.code,
                endedBySignal: ending.isSignal,
                standardOutput: Data(ChildProcess.contents(of: outputPath)),
                standardError: String(decoding: ChildProcess.contents(of: errorPath), as: UTF8.self))
        }
    }

    /// Where `swift build` put this package's products: executables sit beside the test bundle.
    public enum BuiltProducts {
        /// Why a product cannot be found.
        public struct Missing: Error, CustomStringConvertible {
            /// The product's name.
            public let name: String
            /// The paths looked at.
            public let searched: [String]

            /// Names the product, the fix and where it was looked for.
            public var description: String {
                "\(name) is not built; run `swift build --build-tests` (searched \(searched.joined(separator: ", ")))"
            }
        }

        /// The executable product `name`, looked for beside the running tests.
        ///
        /// - Throws: `Missing` when no executable file of that name is there.
        public static func executable(named name: String) throws -> URL {
            let candidates = directories.map { $0.appendingPathComponent(name).path }
            guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
                throw Missing(name: name, searched: candidates)
            }
            return URL(fileURLWithPath: found)
        }

        /// The directories that may hold the products, most likely first; looked up once.
        ///
        /// On Linux the test runner is itself an executable beside the products, found through `/proc/self/exe`:
        /// corelibs-foundation's `Bundle.allBundles` leaks a copy of its list on every call (LeakSanitizer reported
        /// one for every process a test started), so it is asked only on macOS, where tests run in a bundle.
        private static let directories: [URL] = {
            var directories: [URL] = []
            #if os(Linux)
                if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                    directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
                }
            #else
                for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                    directories.append(bundle.bundleURL.deletingLastPathComponent())
                }
            #endif
            directories.append(Bundle.main.bundleURL)
            directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
            return directories
        }()
    }
#endif
