// The terminal front end is built for Linux and macOS only (Package.swift), not for the iOS simulator.
#if canImport(NQueensTerminal)
    import Foundation
    import NQueensTerminal
    import Testing

    /// Expects `grid` to match the checked-in snapshot `__Snapshots__/<name>.txt` beside the calling test file.
    ///
    /// The snapshot is the grid's ``NQueensTerminal/CellGrid/snapshot`` text (characters, style layer, legend). When
    /// the environment variable `NQUEENS_RECORD_SNAPSHOTS` is `1`, the snapshot is written instead (a warning says so
    /// when it changed); otherwise a missing or different snapshot fails the test with a row-by-row diff.
    ///
    /// - Parameters:
    ///   - grid: The grid to compare.
    ///   - name: The snapshot's file name without `.txt`: letters, digits, `-`, `_` and `.` only.
    ///   - filePath: The calling test file, whose folder holds `__Snapshots__`.
    ///   - sourceLocation: Where to report a failure.
    public func expectSnapshot(
        of grid: CellGrid, named name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectSnapshot(ofText: grid.snapshot, named: name, filePath: filePath, sourceLocation: sourceLocation)
    }

    /// Expects `actual` (a screen's text, such as a tmux capture) to match the checked-in snapshot
    /// `__Snapshots__/<name>.txt` beside the calling test file, recorded and compared as `expectSnapshot(of:named:)`
    /// does.
    public func expectSnapshot(
        ofText actual: String, named name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_."))
        guard !name.isEmpty, !name.hasPrefix("."), name.unicodeScalars.allSatisfy(allowed.contains) else {
            Issue.record(
                "snapshot name `\(name)` must use letters, digits, `-`, `_` and `.` only",
                sourceLocation: sourceLocation)
            return
        }
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let file = folder.appendingPathComponent(name + ".txt")
        let expected = try? String(contentsOf: file, encoding: .utf8)
        if ProcessInfo.processInfo.environment["NQUEENS_RECORD_SNAPSHOTS"] == "1" {
            guard expected != actual else { return }
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try actual.write(to: file, atomically: true, encoding: .utf8)
                Issue.record("recorded snapshot \(file.path)", severity: .warning, sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected else {
            Issue.record(
                """
                no snapshot at \(file.path); run the tests with NQUEENS_RECORD_SNAPSHOTS=1 to record it. The screen:
                \(actual)
                """, sourceLocation: sourceLocation)
            return
        }
        if let difference = SnapshotDifference(expected: expected, actual: actual) {
            Issue.record(
                """
                snapshot \(name) differs (\(file.path)); if the change is intended, record it again with \
                NQUEENS_RECORD_SNAPSHOTS=1.
                \(difference)
                """, sourceLocation: sourceLocation)
        }
    }

    /// The lines in which two snapshot texts differ, as a readable diff.
    ///
    /// Grid snapshots are positional (one line per row), so lines are compared by number: each differing line is shown
    /// as `-` (expected) and `+` (actual) with its line number, and lines that agree are left out.
    public struct SnapshotDifference: CustomStringConvertible, Sendable {
        /// The differing lines: number (1-based), expected text (or `nil` past its end), actual text.
        public let lines: [(number: Int, expected: String?, actual: String?)]

        /// The difference between two texts, or `nil` when they are equal.
        public init?(expected: String, actual: String) {
            guard expected != actual else { return nil }
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var lines: [(Int, String?, String?)] = []
            for index in 0..<max(expectedLines.count, actualLines.count) {
                let old = index < expectedLines.count ? expectedLines[index] : nil
                let new = index < actualLines.count ? actualLines[index] : nil
                if old != new { lines.append((index + 1, old, new)) }
            }
            self.lines = lines
        }

        /// The diff: for each differing line, `-` and `+` lines prefixed with the line number.
        public var description: String {
            var text: [String] = []
            for (number, expected, actual) in lines {
                let label = String(number).padding(toLength: 4, withPad: " ", startingAt: 0)
                text.append("- \(label)\(expected ?? "(no line)")")
                text.append("+ \(label)\(actual ?? "(no line)")")
            }
            return text.joined(separator: "\n")
        }
    }
#endif
