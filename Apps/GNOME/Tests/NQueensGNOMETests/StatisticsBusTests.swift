import Foundation
import NQueensPresentation
import NQueensServices
import Testing

@testable import NQueensGNOME

extension DesktopAppTests.AccessibilityBus {
    /// Opens Statistics from the primary menu by keyboard (F10, then S, through xdotool), then prints the name and
    /// role of the chart, the calendar and each size's row once the page is there.
    static let statisticsReader =
        readerPrelude + #"""
            root = app("nqueens-gnome")
            window = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "N-Queens"],
                                    capture_output=True, text=True).stdout.split()
            if window:
                subprocess.run(["xdotool", "windowfocus", "--sync", window[0]])
                subprocess.run(["xdotool", "key", "--delay", "100", "F10", "s"])
            end = time.time() + 30
            while time.time() < end:
                found = [node for node in nodes(root) if (node.name or "").startswith("8×8 solve times")]
                if found:
                    time.sleep(0.5)
                    for node in nodes(root):
                        name = node.name or ""
                        if " solve times" in name or name.startswith("Last 12 months") or re.match(r"^[0-9]+×[0-9]+: ", name):
                            print(node.getRoleName() + "\t" + name)
                    sys.exit(0)
                time.sleep(0.5)
            seen = sorted(set(node.getRoleName() + ": " + (node.name or "") for node in nodes(root)))
            sys.exit("no chart on the bus; it shows " + "; ".join(seen))
            """#

    @Test("Read over AT-SPI, the Statistics page says its chart, its calendar and each size as the view model does")
    func readsTheStatistics() async throws {
        let folder = try TemporaryFolder()
        let games = GeneratedHistory.games(count: 200, endingAt: Date().addingTimeInterval(-3_600))
        let history = InMemoryGameHistoryStore()
        do {
            let stores = try SQLiteStores.open(in: DataDirectory(url: folder.url))
            try stores.history.record(contentsOf: games)
            try history.record(contentsOf: games)
        }
        // What the view model says, to find over the bus (the app runs on the system's clock too).
        let dependencies = AppDependencies(
            history: history, savedGames: InMemorySavedGameStore(), settingsStore: InMemorySettingsStore(),
            clock: SystemGameClock(), feedback: SilentFeedback(), ticks: TaskTickScheduler(),
            backgroundWork: DetachedBackgroundWork())
        let statistics = StatisticsViewModel(dependencies: dependencies)

        guard let output = try Self.read(with: Self.statisticsReader, dataDirectory: folder) else { return }
        let read = output.split(separator: "\n").map { line -> (role: String, name: String) in
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            return (parts.first ?? "", parts.last ?? "")
        }
        let names = read.map(\.name)
        let images = read.filter { $0.role == "image" }.map(\.name)
        #expect(images.contains(statistics.chart.accessibilityLabel), "\(read)")
        #expect(images.contains(statistics.calendarAccessibilityLabel))
        for row in statistics.rows { #expect(names.contains(row.accessibilityLabel)) }
    }
}
