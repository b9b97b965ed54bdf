import CAdwaita
import Foundation
import GObjectSwift
import NQueensGNOME

// MARK: Clocks and figures

/// The monotonic time in microseconds (GLib's, as the frame clock's).
func monotonicMicroseconds() -> Int64 {
    Int64(g_get_monotonic_time())
}

/// The CPU time this process has used so far (every thread, user and system), in milliseconds.
///
/// Unlike wall-clock time it does not grow when other processes take the CPU, so it is what a figure costs on a
/// loaded machine.
func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
}

/// The resident set size in kilobytes.
func residentKilobytes() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

/// The `p`th percentile of `values` (nearest rank, rounding up).
func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let index = min(sorted.count - 1, Int((p / 100 * Double(sorted.count - 1)).rounded(.up)))
    return sorted[index]
}

/// Rounds to hundredths, for readable JSON.
func rounded(_ value: Double) -> Double {
    (value * 100).rounded() / 100
}

/// Prints one JSON line.
func emit(_ fields: [String: Any]) {
    let data = (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data()
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}

/// The median, p90, p99 and max of `samples`, rounded.
func summary(_ samples: [Double]) -> [String: Any] {
    [
        "median": rounded(percentile(samples, 50)), "p90": rounded(percentile(samples, 90)),
        "p99": rounded(percentile(samples, 99)), "max": rounded(samples.max() ?? 0),
    ]
}

// MARK: The loop

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

// MARK: The app

/// The apps made so far (each gets its own bus name).
@MainActor
enum AppCounter {
    static var made = 0
}

/// The app as `nqueens-gnome` builds it, on `dataDirectory`.
@MainActor
func makeApp(_ options: LaunchOptions, dataDirectory: String) -> DesktopApp {
    var environment = ProcessInfo.processInfo.environment
    environment["NQUEENS_DATA_DIR"] = dataDirectory
    AppCounter.made += 1
    return DesktopApp(
        options: options, environment: environment, flags: G_APPLICATION_NON_UNIQUE,
        applicationID: "\(ApplicationID.value).Bench\(AppCounter.made)")
}

/// The name of the renderer a window draws with, such as `GskCairoRenderer`.
@MainActor
func rendererName(of window: Widget) -> String {
    gtk_native_get_renderer(window.ptr()).map {
        String(cString: nq_object_type_name(UnsafeMutableRawPointer($0)))
    } ?? "none"
}
