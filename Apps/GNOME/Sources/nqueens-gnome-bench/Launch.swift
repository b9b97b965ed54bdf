import CAdwaita
import Foundation
import GObjectSwift
import NQueensGNOME

/// What a launched process reports: the monotonic time of its first frame, and the CPU it had used at each step.
struct LaunchReport {
    static let steps = ["start", "app", "register", "activate", "frame"]

    /// The monotonic time of the first frame, in microseconds.
    var firstFrame: Int64
    /// The CPU used by the end of each of `steps`, in milliseconds.
    var cpu: [Double]
    /// The renderer the window drew with.
    var renderer: String

    var line: String {
        "\(firstFrame) \(renderer) " + cpu.map { String($0) }.joined(separator: " ") + "\n"
    }

    init(firstFrame: Int64, cpu: [Double], renderer: String) {
        self.firstFrame = firstFrame
        self.cpu = cpu
        self.renderer = renderer
    }

    init?(line: String) {
        let fields = line.split(whereSeparator: \.isWhitespace)
        guard fields.count == 2 + Self.steps.count, let frame = Int64(fields[0]) else { return nil }
        let cpu = fields.dropFirst(2).compactMap { Double($0) }
        guard cpu.count == Self.steps.count else { return nil }
        self.init(firstFrame: frame, cpu: cpu, renderer: String(fields[1]))
    }
}

// MARK: The launched process

/// Builds the app exactly as `nqueens-gnome` does, up to its first painted frame, and prints a `LaunchReport`.
///
/// `cpuAtStart` is the CPU used before `main`'s first line ran: the exec, the dynamic linker, the Swift runtime.
@MainActor
func launchChild(dataDirectory: String, cpuAtStart: Double) -> Never {
    MainQueueBridge.install()
    let app = makeApp(LaunchOptions(), dataDirectory: dataDirectory)
    let cpuApp = cpuMilliseconds()
    var error: UnsafeMutablePointer<GError>?
    guard g_application_register(app.application.ptr(), nil, &error) != 0 else { exit(1) }
    let cpuRegister = cpuMilliseconds()
    guard let window = app.start() else { exit(1) }
    let cpuActivate = cpuMilliseconds()
    // Presenting realized the window: its frame clock is there, and its first frame is still to come.
    guard let clock = gtk_widget_get_frame_clock(window.window.widget) else { exit(1) }
    var firstFrame: Int64?
    var cpuFrame = 0.0
    let watcher = Object(sinking: UnsafeMutableRawPointer(clock))
    watcher.connect("after-paint") {
        guard firstFrame == nil else { return }
        firstFrame = monotonicMicroseconds()
        cpuFrame = cpuMilliseconds()
    }
    runUntil { firstFrame != nil }
    let report = LaunchReport(
        firstFrame: firstFrame ?? 0, cpu: [cpuAtStart, cpuApp, cpuRegister, cpuActivate, cpuFrame],
        renderer: rendererName(of: window.window))
    FileHandle.standardOutput.write(Data(report.line.utf8))
    exit(0)
}

// MARK: The benchmark

/// Launches the app `runs` times: the wall-clock time from spawning the process to its first frame, and the CPU
/// the process used to get there, step by step.
@MainActor
func benchmarkLaunch(runs: Int, dataDirectory: String) {
    var wall: [Double] = []
    var reports: [LaunchReport] = []
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
        guard let report = LaunchReport(line: String(decoding: data, as: UTF8.self)), report.firstFrame > start
        else { continue }
        wall.append(Double(report.firstFrame - start) / 1_000)
        reports.append(report)
    }
    emit(
        summary(wall).merging([
            "figure": "launch to first frame", "unit": "ms", "runs": wall.count, "limit": 500,
            "renderer": reports.first?.renderer ?? "none",
        ]) { $1 })
    // The CPU the launched process used up to its first frame: what a launch costs, whatever else the machine does
    // (the wall-clock figure above also waits for a CPU on a loaded machine, and for the X server).
    emit(summary(reports.map { $0.cpu.last ?? 0 }).merging(["figure": "CPU to first frame", "unit": "ms"]) { $1 })
    // Step by step: before main (exec, dynamic linking, runtime), the app (stores, view models), registering
    // (GTK's and libadwaita's initialisation: the display, GL, style sheets), activating (the window built and
    // presented), the first frame (layout, snapshot, render).
    var steps: [String: Any] = ["figure": "CPU to first frame, by step (medians)", "unit": "ms"]
    for (index, step) in LaunchReport.steps.enumerated() {
        let spent = reports.map { $0.cpu[index] - (index > 0 ? $0.cpu[index - 1] : 0) }
        steps[step] = rounded(percentile(spent, 50))
    }
    emit(steps)
}
