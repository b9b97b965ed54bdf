// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NQueens",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "NQueensEngine", targets: ["NQueensEngine"])
    ],
    targets: [
        // Rules, solver, hints, symmetry: pure Swift, no Foundation, no I/O.
        .target(name: "NQueensEngine"),
        .testTarget(name: "NQueensEngineTests", dependencies: ["NQueensEngine"]),

        // The terminal front end: termios session, input decoding, cell grid, diff renderer, run loop.
        .target(name: "NQueensTerminal"),
        .testTarget(
            name: "NQueensTerminalTests", dependencies: ["NQueensTerminal", "NQueensTestSupport"],
            exclude: ["__Snapshots__"]),

        // Test doubles and helpers shared by the test targets.
        .target(name: "NQueensTestSupport", dependencies: ["NQueensTerminal"], path: "Tests/NQueensTestSupport"),
    ],
    swiftLanguageModes: [.v6]
)
