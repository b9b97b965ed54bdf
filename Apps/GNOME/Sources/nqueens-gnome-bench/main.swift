import Foundation
import GObjectSwift

// The desktop app's benchmarks, under X (run it under Xvfb: `xvfb-run -a -s "-screen 0 1280x1024x24"
// swift run -c release --package-path Apps/GNOME nqueens-gnome-bench [launch] [click] [idle]`). One JSON line
// per figure:
// - launch: from spawning a process to its first painted frame (this executable re-run as `--launch-child`,
//   which builds the app exactly as `nqueens-gnome` does and reports the monotonic time of its first frame and
//   the CPU it used at each step);
// - click: on a 16×16 board, from the board's click handler (where GTK delivers a press) to the end of the
//   next painted frame, over 200 clicks 50 ms apart (placement animations on), in wall-clock and CPU time, with
//   the CPU of the handler, of the frame's layout and paint, and of the animation frames; once as a player plays
//   (at most 16 queens: at 16 a click removes one), once on random squares (the board fills with some 90 queens
//   and their attack lines: the worst case);
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
    // Each game in a data directory of its own, so that each opens straight into its new game.
    for (name, limit) in [("player", 16), ("random", nil)] as [(String, Int?)] {
        let games = directory.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: games, withIntermediateDirectories: true)
        benchmarkClicks(clicks: 200, queenLimit: limit, dataDirectory: games.path)
    }
}
if only.isEmpty || only.contains("idle") { benchmarkIdle(seconds: 10, dataDirectory: directory.path) }
try? FileManager.default.removeItem(at: directory)
