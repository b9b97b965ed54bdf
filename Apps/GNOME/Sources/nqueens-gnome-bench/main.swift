import CAdwaita
import Foundation
import GObjectSwift
import NQueensEngine
import NQueensGNOME
import NQueensPresentation

// The desktop app's benchmarks, under X (run it under Xvfb: `xvfb-run -a -s "-screen 0 1280x1024x24"
// swift run -c release --package-path Apps/GNOME nqueens-gnome-bench`). One JSON line per figure:
// - launch: from spawning a process to its first painted frame (this executable re-run as `--launch-child`,
//   which builds the app exactly as `nqueens-gnome` does and reports the monotonic time of its first frame);
// - click: on a 16×16 board, from the board's click handler (where GTK delivers a press) to the end of the
//   next painted frame, over 200 clicks on random squares 50 ms apart (placement animations on);
// - idle: the CPU time used over 10 s on Home with nothing animating, as a share of one core;
// - memory: the resident set after launch on Home, and after a 16×16 game was played.
// Each runs the real GLib loop on the main thread with the main queue bridged, as the app does.

func monotonicMicroseconds() -> Int64 {
    Int64(g_get_monotonic_time())
}

func cpuMilliseconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1_000
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000
}

func residentKilobytes() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let index = min(sorted.count - 1, Int((p / 100 * Double(sorted.count - 1)).rounded(.up)))
    return sorted[index]
}

func emit(_ fields: [String: Any]) {
    let data = (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data()
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}

/// Runs the loop until `condition` holds (or `timeout` seconds pass); returns whether it held.
@MainActor
@discardableResult
func runUntil(timeout: Double = 30, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        MainLoop.iterate(blocking: true)
    }
    return true
}

/// Runs the loop for `seconds`, idle.
@MainActor
func runFor(seconds: Double) {
    var done = false
    MainLoop.after(milliseconds: UInt32(seconds * 1_000)) { done = true }
    runUntil(timeout: seconds + 5) { done }
}

/// Calls `action` after the next frame `widget`'s frame clock paints.
@MainActor
final class FrameWatcher {
    private(set) var paintedFrames = 0
    private let clock: Object

    init?(_ widget: Widget) {
        guard let clock = gtk_widget_get_frame_clock(widget.widget) else { return nil }
        self.clock = Object(sinking: UnsafeMutableRawPointer(clock))
        self.clock.connect("after-paint") { [weak self] in self?.paintedFrames += 1 }
    }
}

/// The apps made so far (each gets its own bus name).
@MainActor
enum AppCounter {
    static var made = 0
}

@MainActor
func makeApp(_ options: LaunchOptions, dataDirectory: String) -> DesktopApp {
    var environment = ProcessInfo.processInfo.environment
    environment["NQUEENS_DATA_DIR"] = dataDirectory
    AppCounter.made += 1
    return DesktopApp(
        options: options, environment: environment, flags: G_APPLICATION_NON_UNIQUE,
        applicationID: "\(ApplicationID.value).Bench\(AppCounter.made)")
}

// MARK: Launch (child)

@MainActor
func launchChild(dataDirectory: String) -> Never {
    MainQueueBridge.install()
    let app = makeApp(LaunchOptions(), dataDirectory: dataDirectory)
    guard let window = app.start() else { exit(1) }
    // Presenting realized the window: its frame clock is there, and its first frame is still to come.
    guard let clock = gtk_widget_get_frame_clock(window.window.widget) else { exit(1) }
    var firstFrame: Int64?
    let watcher = Object(sinking: UnsafeMutableRawPointer(clock))
    watcher.connect("after-paint") { if firstFrame == nil { firstFrame = monotonicMicroseconds() } }
    runUntil { firstFrame != nil }
    FileHandle.standardOutput.write(Data("\(firstFrame ?? 0) \(cpuMilliseconds())\n".utf8))
    exit(0)
}

// MARK: The benchmarks

@MainActor
func benchmarkLaunch(runs: Int, dataDirectory: String) {
    var samples: [Double] = []
    var cpuSamples: [Double] = []
    for _ in 0..<runs {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--launch-child", dataDirectory]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let start = monotonicMicroseconds()
        guard (try? process.run()) != nil else { continue }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        if fields.count == 2, let frame = Int64(fields[0]), let cpu = Double(fields[1]), frame > start {
            samples.append(Double(frame - start) / 1_000)
            cpuSamples.append(cpu)
        }
    }
    emit([
        "figure": "launch to first frame", "unit": "ms", "runs": samples.count,
        "median": percentile(samples, 50), "p90": percentile(samples, 90), "max": samples.max() ?? 0,
        "limit": 500,
    ])
    // The CPU the launched process used up to its first frame: what a launch costs, whatever else the machine does
    // (the wall-clock figure above also waits for a CPU on a loaded machine).
    emit([
        "figure": "CPU to first frame", "unit": "ms", "median": percentile(cpuSamples, 50),
        "p90": percentile(cpuSamples, 90),
    ])
}

@MainActor
func benchmarkClicks(clicks: Int, dataDirectory: String) {
    let app = makeApp(LaunchOptions(boardSize: 16), dataDirectory: dataDirectory)
    guard let window = app.start(), let page = window.gamePage else {
        emit(["figure": "click to frame", "error": "no game"])
        return
    }
    runUntil { page.board.drawingArea.isMapped && page.board.drawingArea.width > 0 }
    guard let watcher = FrameWatcher(page.board.drawingArea) else { return }
    page.board.drawingArea.queueDraw()
    runUntil { watcher.paintedFrames >= 1 }
    runFor(seconds: 0.5)
    let renderer =
        gtk_native_get_renderer(window.window.ptr()).map {
            String(cString: nq_object_type_name(UnsafeMutableRawPointer($0)))
        } ?? "none"
    var samples: [Double] = []
    var handlerSamples: [Double] = []
    var cpuPerClick: [Double] = []
    var random = SplitMix64(seed: 16)
    for _ in 0..<clicks {
        let square = Square(row: Int(random.next() % 16), column: Int(random.next() % 16))
        guard let center = page.board.center(of: square) else { continue }
        let frames = watcher.paintedFrames
        let cpuStart = cpuMilliseconds()
        let start = monotonicMicroseconds()
        page.board.click(x: center.x, y: center.y)
        handlerSamples.append(Double(monotonicMicroseconds() - start) / 1_000)
        runUntil { watcher.paintedFrames > frames }
        samples.append(Double(monotonicMicroseconds() - start) / 1_000)
        cpuPerClick.append(cpuMilliseconds() - cpuStart)
        // A player's next click comes a moment later, often while the pulse of the last one still runs.
        runFor(seconds: 0.05)
    }
    emit([
        "figure": "click to redrawn frame, 16×16", "unit": "ms", "clicks": samples.count,
        "median": percentile(samples, 50), "p99": percentile(samples, 99), "max": samples.max() ?? 0,
        "limit_p99": 16, "renderer": renderer,
    ])
    // The CPU this process spent from the click to the painted frame: what the frame costs, whatever else the
    // machine is doing (the wall-clock figure above also waits for the CPU and for the X server).
    emit([
        "figure": "CPU from click to painted frame, 16×16", "unit": "ms",
        "median": percentile(cpuPerClick, 50), "p99": percentile(cpuPerClick, 99),
    ])
    emit([
        "figure": "click handler (view model, render, accessibility), 16×16", "unit": "ms",
        "median": percentile(handlerSamples, 50), "p99": percentile(handlerSamples, 99),
    ])
    emit(["figure": "resident memory after a 16×16 game", "unit": "MiB", "value": Double(residentKilobytes()) / 1_024])
    app.quit()
}

@MainActor
func benchmarkIdle(seconds: Double, dataDirectory: String) {
    let app = makeApp(LaunchOptions(), dataDirectory: dataDirectory)
    guard let window = app.start() else { return }
    runUntil { window.window.isMapped }
    runFor(seconds: 2)
    emit([
        "figure": "resident memory on Home after launch", "unit": "MiB", "value": Double(residentKilobytes()) / 1_024,
    ])
    let cpuBefore = cpuMilliseconds()
    let wallBefore = monotonicMicroseconds()
    runFor(seconds: seconds)
    let cpu = cpuMilliseconds() - cpuBefore
    let wall = Double(monotonicMicroseconds() - wallBefore) / 1_000
    emit([
        "figure": "idle CPU on Home, nothing animating", "unit": "%", "seconds": wall / 1_000,
        "cpu_ms": cpu, "value": cpu / wall * 100, "limit": 1,
    ])
    app.quit()
}

// MARK: Main

let arguments = CommandLine.arguments
if arguments.count >= 3, arguments[1] == "--launch-child" {
    launchChild(dataDirectory: arguments[2])
}
guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
    FileHandle.standardError.write(
        Data("nqueens-gnome-bench: needs an X display; run it under xvfb-run (apt install xvfb)\n".utf8))
    exit(64)
}
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nqueens-gnome-bench-\(getpid())")
try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }
let only = Set(arguments.dropFirst())
MainQueueBridge.install()
if only.isEmpty || only.contains("launch") { benchmarkLaunch(runs: 15, dataDirectory: directory.path) }
if only.isEmpty || only.contains("click") { benchmarkClicks(clicks: 200, dataDirectory: directory.path) }
if only.isEmpty || only.contains("idle") { benchmarkIdle(seconds: 10, dataDirectory: directory.path) }
try? FileManager.default.removeItem(at: directory)
