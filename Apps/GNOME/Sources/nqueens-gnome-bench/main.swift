import Foundation
import GObjectSwift

// The desktop app's benchmarks, under X (run it under Xvfb: `xvfb-run -a -s "-screen 0 1280x1024x24"
// swift run -c release --package-path Apps/GNOME nqueens-gnome-bench [launch] [click] [idle]`). One JSON line
// per figure:
// - launch: from spawning a process to its first painted frame (this executable re-run as `--launch-child`,
//   which builds the app exactly as `nqueens-gnome` does and reports the monotonic time of its first frame and
//   the CPU it used at each step);
// - click: on a 16×16 board, from the board's click handler (where GTK delivers a press) to the end of the
//   next painted frame, over 200 clicks, in wall-clock and CPU time, split into the handler, the wait for the
//   frame clock's next slot and the frame (with the CPU of its update, layout and paint phases); once as a player
//   plays (at most 16 queens: at 16 a click removes one), once on random squares (the board fills with some 90
//   queens and their attack lines: the worst case); each with the board at rest (the last placement's
//   animations over) and during them (50 ms after the last click, placement animations on);
// - idle: the CPU time used over 10 s on Home with nothing animating, as a share of one core;
// - memory: the resident set after launch on Home, and after a 16×16 game was played.
// Each runs the real GLib loop on the main thread with the main queue bridged, as the app does.
//
// The renderer: GTK picks OpenGL when it can, and under Xvfb that is llvmpipe, Mesa's emulation of a GPU on the
// CPU, which no desktop player runs. So the benchmark draws with GTK's cairo renderer (`GSK_RENDERER=cairo`)
// unless `GSK_RENDERER` is set (`GSK_RENDERER=gl` measures llvmpipe); each figure names the renderer it used.
// The app itself never chooses a renderer.

let cpuAtStart = cpuMilliseconds()
let arguments = CommandLine.arguments
if ProcessInfo.processInfo.environment["GSK_RENDERER"] == nil { setenv("GSK_RENDERER", "cairo", 1) }
if arguments.count >= 3, arguments[1] == "--launch-child" {
    launchChild(dataDirectory: arguments[2], cpuAtStart: cpuAtStart)
}
guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
    FileHandle.standardError.write(
        Data("nqueens-gnome-bench: needs an X display; run it under xvfb-run (apt install xvfb)\n".utf8))
    exit(64)
}
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nqueens-gnome-bench-\(getpid())")
try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
let only = Set(arguments.dropFirst())
MainQueueBridge.install()
if only.isEmpty || only.contains("launch") { benchmarkLaunch(runs: 15, dataDirectory: directory.path) }
if only.isEmpty || only.contains("click") {
    // `NQUEENS_BENCH_CLICKS` sets fewer clicks for profiling (`perf record`); figures are quoted at 200.
    let clicks = ProcessInfo.processInfo.environment["NQUEENS_BENCH_CLICKS"].flatMap { Int($0) } ?? 200
    // Each game in a data directory of its own, so that each opens straight into its new game.
    for pace in [ClickPace.atRest, .duringAnimation] {
        for (name, limit) in [("player", 16), ("random", nil)] as [(String, Int?)] {
            let games = directory.appendingPathComponent("\(name)-\(pace)")
            try? FileManager.default.createDirectory(at: games, withIntermediateDirectories: true)
            benchmarkClicks(clicks: clicks, queenLimit: limit, pace: pace, dataDirectory: games.path)
        }
    }
}
if only.isEmpty || only.contains("idle") { benchmarkIdle(seconds: 10, dataDirectory: directory.path) }
try? FileManager.default.removeItem(at: directory)
