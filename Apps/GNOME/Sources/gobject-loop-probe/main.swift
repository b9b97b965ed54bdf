import CAdwaita
import Foundation
import GObjectSwift

// Test tooling for GObjectSwiftTests: runs the real GLib main loop on the main thread with `MainQueueBridge`
// installed, as `nqueens-gnome` does, and prints one JSON line saying what ran where:
// - `taskOnMainThread`: a `Task { @MainActor in … }` body ran, on the main thread;
// - `sleptOnMainThread`: its continuation after `Task.sleep` ran there too;
// - `ticks`: a repeating main-actor tick (as the game clock's) fired this many times in 300 ms at 50 ms;
// - `idleCPUMilliseconds`: the CPU time the process used over `idleSeconds` with nothing to do (the loop asleep).
// With `--no-bridge` it does not install the bridge and reports whether main-actor work ran at all within a
// second (it does not: that is what the bridge is for).

struct Report: Codable {
    var taskOnMainThread = false
    var sleptOnMainThread = false
    var ticks = 0
    var idleSeconds = 0.0
    var idleCPUMilliseconds = 0.0
    var ranWithoutBridge = false
}

func cpuMilliseconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let user = Double(usage.ru_utime.tv_sec) * 1_000 + Double(usage.ru_utime.tv_usec) / 1_000
    let system = Double(usage.ru_stime.tv_sec) * 1_000 + Double(usage.ru_stime.tv_usec) / 1_000
    return user + system
}

func finish(_ report: Report, _ loop: OpaquePointer?) {
    let data = (try? JSONEncoder().encode(report)) ?? Data()
    print(String(decoding: data, as: UTF8.self))
    g_main_loop_quit(loop)
}

let arguments = CommandLine.arguments
let idleSeconds = arguments.firstIndex(of: "--idle").flatMap { Double(arguments[$0 + 1]) } ?? 1
let loop = g_main_loop_new(nil, 0)
var report = Report()
report.idleSeconds = idleSeconds

if arguments.contains("--no-bridge") {
    Task { @MainActor in report.ranWithoutBridge = true }
    MainLoop.after(milliseconds: 1_000) { finish(report, loop) }
} else {
    MainQueueBridge.install()
    Task { @MainActor in
        report.taskOnMainThread = Thread.isMainThread
        try? await Task.sleep(for: .milliseconds(20))
        report.sleptOnMainThread = Thread.isMainThread
        let ticking = Task { @MainActor in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(50))
                if !Task.isCancelled { report.ticks += 1 }
            }
        }
        try? await Task.sleep(for: .milliseconds(300))
        ticking.cancel()
        let before = cpuMilliseconds()
        try? await Task.sleep(for: .seconds(idleSeconds))
        report.idleCPUMilliseconds = cpuMilliseconds() - before
        finish(report, loop)
    }
}
g_main_loop_run(loop)
