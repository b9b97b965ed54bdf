// Starting processes needs Foundation's `Process`, which iOS does not have.
#if os(Linux) || os(macOS)
    import Foundation

    /// Validates JSON documents against the schemas in `docs/schemas/` with Python's `jsonschema` (a real draft
    /// 2020-12 validator), through `scripts/validate-json`.
    ///
    /// The interpreter is the first of: `$NQUEENS_JSONSCHEMA_PYTHON`; `.build/jsonschema-venv/bin/python` (what
    /// `scripts/jsonschema-venv` and `.ci/run` install); `python3` when it has `jsonschema`. When none is there, the
    /// tests that need it are skipped with `unavailableReason` — unless `$NQUEENS_REQUIRE_JSONSCHEMA` is `1` (CI sets
    /// it), when they fail.
    public enum JSONSchemaValidator {
        /// The repository's root directory (this file is `Tests/NQueensTestSupport/JSONSchemaValidator.swift`).
        public static let repositoryRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        /// `docs/schemas/`.
        public static let schemaDirectory = repositoryRoot.appendingPathComponent("docs/schemas")

        /// The `schema` values that have a schema file, such as `nqueens/hint/v1` for `hint.v1.schema.json`.
        public static var knownSchemas: Set<String> {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: schemaDirectory.path)) ?? []
            return Set(
                files.compactMap { file -> String? in
                    guard file.hasSuffix(".schema.json"), !file.hasPrefix("vocabulary.") else { return nil }
                    let parts = file.dropLast(".schema.json".count).split(separator: ".")
                    guard parts.count == 2 else { return nil }
                    return "nqueens/\(parts[0])/\(parts[1])"
                })
        }

        /// Whether CI asked for the validator (`NQUEENS_REQUIRE_JSONSCHEMA=1`): then its absence is a failure.
        public static var isRequired: Bool {
            ProcessInfo.processInfo.environment["NQUEENS_REQUIRE_JSONSCHEMA"] == "1"
        }

        /// A Python interpreter that has `jsonschema`, or `nil`.
        public static let python: URL? = {
            let environment = ProcessInfo.processInfo.environment
            var candidates: [URL] = []
            if let given = environment["NQUEENS_JSONSCHEMA_PYTHON"], !given.isEmpty {
                candidates.append(URL(fileURLWithPath: given))
            }
            candidates.append(repositoryRoot.appendingPathComponent(".build/jsonschema-venv/bin/python"))
            for directory in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
                candidates.append(URL(fileURLWithPath: String(directory)).appendingPathComponent("python3"))
            }
            return candidates.first { candidate in
                FileManager.default.isExecutableFile(atPath: candidate.path)
                    && (try? run(candidate, ["-c", "import jsonschema, referencing"]).status) == 0
            }
        }()

        /// Whether the validator can run here.
        public static var isAvailable: Bool { python != nil }

        /// Why the schema tests are skipped, and how to run them.
        public static let unavailableReason =
            "Python's jsonschema is not installed, so the JSON is not validated against docs/schemas/: run "
            + "scripts/jsonschema-venv (it installs it from PyPI into .build/jsonschema-venv; CI does) and test again"

        /// What `scripts/validate-json` said about `files`: its exit status (0 when every document is valid) and
        /// its output and errors.
        ///
        /// - Throws: when the validator is unavailable or cannot be started.
        public static func validate(_ files: [URL]) throws -> (status: Int32, output: String) {
            guard let python else {
                throw CocoaError(.executableNotLoadable, userInfo: [NSLocalizedDescriptionKey: unavailableReason])
            }
            let script = repositoryRoot.appendingPathComponent("scripts/validate-json").path
            return try run(python, [script] + files.map(\.path))
        }

        private static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
            let result = try ChildProcess.collect(executable.path, arguments: arguments)
            let status = result.ending.isSignal || result.ending.timedOut ? -1 : result.ending.code
            return (status, String(decoding: result.output + result.error, as: UTF8.self))
        }
    }
#endif
