// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NQueens",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "NQueensEngine", targets: ["NQueensEngine"]),
        .library(name: "NQueensServices", targets: ["NQueensServices"]),
    ],
    targets: [
        // Rules, solver, hints, symmetry: pure Swift, no Foundation, no I/O.
        .target(name: "NQueensEngine"),
        .testTarget(name: "NQueensEngineTests", dependencies: ["NQueensEngine"]),

        // History, streaks, settings, the game in progress, where data lives, the clock.
        .target(name: "NQueensServices", dependencies: ["NQueensEngine"]),
        .testTarget(
            name: "NQueensServicesTests",
            dependencies: ["NQueensServices", "NQueensEngine", "NQueensTestSupport"]
        ),

        // Test doubles shared by the test targets (manual clock, failing stores, sample records).
        .target(
            name: "NQueensTestSupport",
            dependencies: ["NQueensEngine", "NQueensServices"],
            path: "Tests/NQueensTestSupport"
        ),
    ],
    swiftLanguageModes: [.v6]
)
