// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NQueens",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "NQueensEngine", targets: ["NQueensEngine"]),
        .executable(name: "nqueens-bench", targets: ["nqueens-bench"]),
    ],
    targets: [
        // Rules, solver, hints, symmetry: pure Swift, no Foundation, no I/O.
        .target(name: "NQueensEngine"),
        .testTarget(name: "NQueensEngineTests", dependencies: ["NQueensEngine"]),
        // Benchmarks: `swift run -c release nqueens-bench [SUITE...]`, one JSON line per figure.
        .executableTarget(name: "nqueens-bench", dependencies: ["NQueensEngine"]),
    ],
    swiftLanguageModes: [.v6]
)
