// swift-tools-version: 6.0
import PackageDescription

// The GNOME desktop app (GTK 4 + libadwaita) over the root package's presentation layer. A package of its own, so
// that the root package keeps needing only SQLite.
let package = Package(
    name: "NQueensGNOME",
    products: [
        .executable(name: "nqueens-gnome", targets: ["nqueens-gnome"]),
        .executable(name: "nqueens-gnome-bench", targets: ["nqueens-gnome-bench"]),
    ],
    dependencies: [.package(name: "NQueens", path: "../..")],
    targets: [
        // GTK 4 and libadwaita's C API, from the system (Debian 12: GTK 4.8, libadwaita 1.2).
        .systemLibrary(name: "CAdwaita", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),

        // A small Swift layer over GObject: owned references, signals to closures, the main loop shared with
        // Swift concurrency.
        .target(name: "GObjectSwift", dependencies: ["CAdwaita"]),
        .testTarget(
            name: "GObjectSwiftTests",
            dependencies: ["GObjectSwift", "CAdwaita", "GNOMETestSupport", "gobject-loop-probe"]),
        // What both test targets share: the X display the tests draw on (a private Xvfb when there is none), and
        // GLib's log recorded so that a test fails on any GTK warning or critical.
        .target(name: "GNOMETestSupport", dependencies: ["CAdwaita"], path: "Tests/GNOMETestSupport"),
        // Test tooling: runs the real GLib loop with the main-queue bridge on the main thread and reports.
        .executableTarget(name: "gobject-loop-probe", dependencies: ["GObjectSwift", "CAdwaita"]),

        // The app: window, screens, board, dialogs, over the view models.
        .target(
            name: "NQueensGNOME",
            dependencies: [
                "GObjectSwift", "CAdwaita",
                .product(name: "NQueensPresentation", package: "NQueens"),
                .product(name: "NQueensServices", package: "NQueens"),
                .product(name: "NQueensEngine", package: "NQueens"),
                .product(name: "NQueensLocalization", package: "NQueens"),
            ]),
        .executableTarget(name: "nqueens-gnome", dependencies: ["NQueensGNOME"]),
        .testTarget(
            name: "NQueensGNOMETests",
            dependencies: [
                "NQueensGNOME", "GObjectSwift", "CAdwaita", "GNOMETestSupport", "nqueens-gnome",
                .product(name: "NQueensPresentation", package: "NQueens"),
                .product(name: "NQueensServices", package: "NQueens"),
                .product(name: "NQueensEngine", package: "NQueens"),
                .product(name: "NQueensLocalization", package: "NQueens"),
            ]),

        // The benchmarks under Xvfb: launch to first frame, click to frame, idle CPU, memory.
        .executableTarget(
            name: "nqueens-gnome-bench",
            dependencies: [
                "NQueensGNOME", "GObjectSwift", "CAdwaita",
                .product(name: "NQueensPresentation", package: "NQueens"),
                .product(name: "NQueensEngine", package: "NQueens"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
