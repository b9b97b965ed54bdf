import Foundation
import Testing

@Suite("Every user-facing string goes through the catalogue")
struct CoverageTests {
    @Test("No literal that people read bypasses tr, trn or trNoop, in any front end")
    func coverage() throws {
        let root = ShippedCatalogTests.root
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.currentDirectoryURL = root
        process.arguments = ["python3", "scripts/l10n/swiftstrings.py", "coverage"] + Self.scanned
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let report = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(report)")
    }

    /// The sources people read text from: every module but the engine (whose messages the presentation words) and
    /// the test tooling.
    static let scanned = [
        "Sources/NQueensLocalization", "Sources/NQueensServices", "Sources/NQueensPresentation",
        "Sources/NQueensTerminal", "Sources/NQueensCLI", "Sources/nqueens", "Sources/NQueensSwiftUI",
        "Apps/GNOME/Sources/NQueensGNOME", "Apps/GNOME/Sources/nqueens-gnome", "Apps/Apple/NQueens",
    ]
}
