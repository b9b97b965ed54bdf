// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The fuzz targets: one libFuzzer executable per parser of untrusted bytes, over the NQueens package beside it.
//
// They live in a package of their own because each defines `LLVMFuzzerTestOneInput` and has no `main` (libFuzzer
// brings it), so they link only when built with `--sanitize=fuzzer`. `scripts/fuzz` builds them in release with
// `--sanitize=fuzzer --sanitize=address -Xswiftc -enable-testing` (so that `@testable import` reaches the
// internal parsers) and runs them; `scripts/fuzz` alone lists them.
//
// Adding a target: a folder `Sources/fuzz-NAME/` holding one file (not `main.swift`, so that SwiftPM compiles it
// as a library-style file), a line in `fuzzTargets` below naming the NQueens modules it uses, and seeds in
// `Corpus/NAME/`.

/// Each fuzz target and the NQueens library products it imports.
let fuzzTargets: [(name: String, products: [String])] = [
    ("arguments", ["NQueensCLI"]),
    ("square", ["NQueensEngine"]),
    ("terminal-input", ["NQueensTerminal"]),
    ("move-log", ["NQueensServices", "NQueensEngine", "NQueensPresentation"]),
    ("saved-game", ["NQueensServices", "NQueensEngine", "NQueensPresentation"]),
    ("settings", ["NQueensServices"]),
    ("engine", ["NQueensEngine"]),
    ("puzzle-id", ["NQueensEngine"]),
    ("regions", ["NQueensEngine", "NQueensCLI"]),
    ("history-import", ["NQueensServices", "NQueensEngine"]),
    ("language", ["NQueensLocalization"]),
]

// A path dependency's identity is its folder's name, which differs between clones; read it from here.
let rootPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

let package = Package(
    name: "NQueensFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "..")],
    targets: [
        // What every target shares: reading structured values out of the fuzzer's bytes, and failing loudly.
        .target(name: "FuzzSupport")
    ]
        + fuzzTargets.map { target in
            .executableTarget(
                name: "fuzz-\(target.name)",
                dependencies: ["FuzzSupport"] + target.products.map { .product(name: $0, package: rootPackage) })
        },
    swiftLanguageModes: [.v6]
)
