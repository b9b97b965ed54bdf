import Foundation
import Testing

@Suite("The main loop shared with the main actor")
struct MainQueueBridgeTests {
    struct Report: Codable {
        var taskOnMainThread: Bool
        var sleptOnMainThread: Bool
        var ticks: Int
        var idleSeconds: Double
        var idleCPUMilliseconds: Double
        var ranWithoutBridge: Bool
    }

    /// Runs the probe (a real GLib loop on the main thread, as the app runs it) and decodes its report.
    private func probe(_ arguments: [String]) throws -> Report {
        let process = Process()
        process.executableURL = Products.directory.appendingPathComponent("gobject-loop-probe")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try JSONDecoder().decode(Report.self, from: data)
    }

    @Test("Main-actor tasks, sleeps and ticks run on the GTK thread under a running GLib loop, and idle costs ~0 CPU")
    func mainActorWorkRuns() throws {
        let report = try probe(["--idle", "1"])
        #expect(report.taskOnMainThread)
        #expect(report.sleptOnMainThread)
        // Six 50 ms ticks fit in 300 ms; a loaded machine may drop one or two, never all.
        #expect(report.ticks >= 3)
        // One second asleep in poll: a few milliseconds at most (a busy loop would use the whole second).
        #expect(report.idleCPUMilliseconds < 50)
    }

    @Test("Without the bridge, main-actor work never runs under the GLib loop: the bridge is what drains it")
    func nothingRunsWithoutBridge() throws {
        let report = try probe(["--no-bridge"])
        #expect(!report.ranWithoutBridge)
    }
}
