// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NQueens",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "NQueensEngine", targets: ["NQueensEngine"]),
        .library(name: "NQueensServices", targets: ["NQueensServices"]),
        .library(name: "NQueensPresentation", targets: ["NQueensPresentation"]),
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

        // View models, coordinators, AppDependencies and design tokens: the whole app, no UI framework.
        .target(name: "NQueensPresentation", dependencies: ["NQueensEngine", "NQueensServices"]),
        .testTarget(
            name: "NQueensPresentationTests",
            dependencies: ["NQueensPresentation", "NQueensServices", "NQueensEngine", "NQueensTestSupport"]
        ),

        // Test doubles shared by the test targets (manual clock and scheduler, failing stores, sample records).
        .target(
            name: "NQueensTestSupport",
            dependencies: ["NQueensEngine", "NQueensServices", "NQueensPresentation"],
            path: "Tests/NQueensTestSupport"
        ),
    ],
    swiftLanguageModes: [.v6]
)
