import Foundation
import Testing

@testable import NQueensCLI

/// One version everywhere: `nqueens --version`, the changelog's newest release and the GNOME app's.
@Suite("Release version")
struct ReleaseVersionTests {
    /// The repository's root (this file is `Tests/NQueensCLITests/ReleaseVersionTests.swift`).
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func versionIsTheChangelogsNewest() throws {
        let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let releases = changelog.split(separator: "\n").filter {
            $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
        }
        let newest = try #require(releases.first, "CHANGELOG.md names no release")
        #expect(newest.hasPrefix("## [\(CommandLineTool.version)] - "), "newest: \(newest)")
        #expect(releases.count == Set(releases).count)
    }

    @Test func gnomeAppNamesTheSameRelease() throws {
        let metainfo = try String(
            contentsOf: Self.root.appendingPathComponent("Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml"),
            encoding: .utf8)
        let release = try #require(metainfo.range(of: "<release version=\""))
        let version = metainfo[release.upperBound...].prefix { $0 != "\"" }
        #expect(version == CommandLineTool.version)
        let application = try String(
            contentsOf: Self.root.appendingPathComponent("Apps/GNOME/Sources/NQueensGNOME/App/ApplicationID.swift"),
            encoding: .utf8)
        #expect(application.contains("public static let version = \"\(CommandLineTool.version)\""))
    }

    @Test @MainActor func versionPrintsIt() async {
        var output = ""
        let tool = CommandLineTool(
            context: CommandContext(
                environment: [:], readStandardInput: { [] }, processorCount: 1, isInteractive: false,
                readLine: { nil }),
            console: Console(writeOutput: { output += String(decoding: $0, as: UTF8.self) }, writeError: { _ in }))
        _ = await tool.run(["--version"])
        #expect(output == "nqueens \(CommandLineTool.version)\n")
    }
}
