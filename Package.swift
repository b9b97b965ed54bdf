// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NQueens",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "nqueens", targets: ["nqueens"]),
        .library(name: "NQueensEngine", targets: ["NQueensEngine"]),
        .library(name: "NQueensLocalization", targets: ["NQueensLocalization"]),
        .library(name: "NQueensServices", targets: ["NQueensServices"]),
        .library(name: "NQueensPresentation", targets: ["NQueensPresentation"]),
        .library(name: "NQueensTerminal", targets: ["NQueensTerminal"]),
        .library(name: "NQueensSwiftUI", targets: ["NQueensSwiftUI"]),
        // For the fuzz targets in `Fuzz/` (a package of their own): the argument parser and the commands' options.
        .library(name: "NQueensCLI", targets: ["NQueensCLI"]),
        .executable(name: "nqueens-bench", targets: ["nqueens-bench"]),
    ],
    targets: [
        // Rules, solver, hints, symmetry: pure Swift, no Foundation, no I/O.
        .target(name: "NQueensEngine"),
        .testTarget(name: "NQueensEngineTests", dependencies: ["NQueensEngine"]),

        // The player's language: gettext catalogues compiled in (`po/*.po`), plural rules, the language chain of the
        // environment, `tr`/`trn`. Foundation only; every module that shows text to people speaks through it.
        .target(name: "NQueensLocalization"),
        .testTarget(name: "NQueensLocalizationTests", dependencies: ["NQueensLocalization"]),

        // SQLite's C API, from the system (Debian's libsqlite3-dev, Homebrew's sqlite).
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),

        // History, streaks, settings, the game in progress, where data lives, the clock.
        .target(name: "NQueensServices", dependencies: ["NQueensEngine", "NQueensLocalization", "CSQLite"]),
        .testTarget(
            name: "NQueensServicesTests",
            dependencies: ["NQueensServices", "NQueensEngine", "NQueensTestSupport", "CSQLite"]
        ),
        // Test tooling: a process the services tests start, write with and kill (not part of the game).
        .executableTarget(
            name: "nqueens-store-fixture", dependencies: ["NQueensServices", "NQueensEngine", "CSQLite"]),

        // The terminal front end: termios session, input decoding, cell grid, diff renderer, run loop, and the
        // game's screens over the presentation layer.
        .target(
            name: "NQueensTerminal",
            dependencies: ["NQueensPresentation", "NQueensServices", "NQueensEngine", "NQueensLocalization"]),
        .testTarget(
            name: "NQueensTerminalTests",
            dependencies: [
                "NQueensTerminal", "NQueensTestSupport", "NQueensPresentation", "NQueensServices", "NQueensEngine",
                "NQueensLocalization",
            ],
            exclude: ["__Snapshots__"]),

        // The SwiftUI front end for iPhone, iPad and Mac (the app around it is `Apps/Apple/NQueens.xcodeproj`).
        // Every file is guarded by `#if canImport(SwiftUI)`: on Linux it is an empty module, type-checked by
        // `scripts/typecheck-apple` against a stand-in for SwiftUI.
        .target(
            name: "NQueensSwiftUI",
            dependencies: ["NQueensPresentation", "NQueensServices", "NQueensEngine", "NQueensLocalization"]),

        // The command line: argument parsing and the scripting commands; `nqueens` only hands over to it.
        .target(
            name: "NQueensCLI",
            dependencies: [
                "NQueensEngine", "NQueensServices", "NQueensPresentation", "NQueensTerminal", "NQueensLocalization",
            ]),
        .executableTarget(name: "nqueens", dependencies: ["NQueensCLI", "NQueensLocalization"]),
        .testTarget(name: "NQueensCLITests", dependencies: ["NQueensCLI", "NQueensTestSupport", "nqueens"]),

        // The benchmarks (`swift run -c release nqueens-bench`): one JSON line per figure.
        .executableTarget(
            name: "nqueens-bench",
            dependencies: ["NQueensEngine", "NQueensServices", "NQueensPresentation", "NQueensTerminal", "CSQLite"]),

        // View models, coordinators, AppDependencies and design tokens: the whole app, no UI framework.
        .target(
            name: "NQueensPresentation", dependencies: ["NQueensEngine", "NQueensServices", "NQueensLocalization"]),
        .testTarget(
            name: "NQueensPresentationTests",
            dependencies: ["NQueensPresentation", "NQueensServices", "NQueensEngine", "NQueensTestSupport"]
        ),

        // Test doubles and helpers shared by the test targets (manual clock and ticks, failing stores, recorders).
        // The terminal's helpers build where the terminal does: not on the iOS simulator, where the Apple scheme runs
        // the engine, services and presentation tests.
        .target(
            name: "NQueensTestSupport",
            dependencies: [
                "NQueensEngine", "NQueensServices", "NQueensPresentation",
                .target(name: "NQueensTerminal", condition: .when(platforms: [.linux, .macOS])),
            ],
            path: "Tests/NQueensTestSupport"
        ),
    ],
    swiftLanguageModes: [.v6]
)
