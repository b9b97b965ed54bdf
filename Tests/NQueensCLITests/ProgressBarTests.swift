import Testing

@testable import NQueensCLI

/// The progress bar's timing and text, on a clock the test moves.
@Suite("Progress bar")
@MainActor
struct ProgressBarTests {
    /// A bar of `total` units whose clock reads `now`, and everything it wrote.
    private final class Rig {
        var now: Duration = .zero
        var written: [String] = []
        lazy var bar = ProgressBar(
            title: "Counting 17×17", total: 1000, columns: 80, elapsed: { [unowned self] in self.now },
            write: { [unowned self] in self.written.append($0) })
    }

    @Test func drawsNothingDuringTheFirstSecond() {
        let rig = Rig()
        for step in 0..<10 {
            rig.now = .milliseconds(step * 99)
            rig.bar.update(done: step * 10)
        }
        rig.bar.finish()
        #expect(rig.written.isEmpty)
    }

    @Test func drawsAtMostFourTimesASecondAndClearsAtTheEnd() {
        let rig = Rig()
        // 3 seconds of updates every 10 ms, from the first second on.
        for step in 100...400 {
            rig.now = .milliseconds(step * 10)
            rig.bar.update(done: step * 2)
        }
        // 1 s, 1.25 s, … 4 s: 13 drawings.
        #expect(rig.written.count == 13)
        #expect(rig.written.allSatisfy { $0.hasPrefix("\r") && $0.hasSuffix("\u{1B}[K") })
        rig.bar.finish()
        #expect(rig.written.last == "\r\u{1B}[K")
        rig.bar.finish()
        #expect(rig.written.count == 14, "a second finish writes nothing")
    }

    @Test func theLineShowsTheShareTheTimeElapsedAndTheTimeLeft() {
        let bar = ProgressBar(title: "Counting 17×17", total: 200, columns: 80, elapsed: { .zero }, write: { _ in })
        let line = bar.line(done: 50, elapsed: .seconds(3))
        // 80 columns leave 26 for the bar itself, a quarter of it filled.
        #expect(line == "Counting 17×17 [######--------------------]  25%  0:03 elapsed, about 0:09 left")
        #expect(line.count < 80)
        #expect(bar.line(done: 0, elapsed: .seconds(1)).hasSuffix("  0%  0:01 elapsed, estimating the time left"))
        #expect(bar.line(done: 200, elapsed: .seconds(75)).hasSuffix("100%  1:15 elapsed, about 0:00 left"))
        // A narrow terminal drops the bar, never the numbers' line beyond its width.
        let narrow = ProgressBar(title: "Counting 17×17", total: 200, columns: 40, elapsed: { .zero }, write: { _ in })
        #expect(narrow.line(done: 50, elapsed: .seconds(3)).count <= 39)
    }

    @Test func clockTimesHaveMinutesAndHours() {
        #expect(ProgressBar.clock(0) == "0:00")
        #expect(ProgressBar.clock(65.4) == "1:05")
        #expect(ProgressBar.clock(3723) == "1:02:03")
        #expect(ProgressBar.clock(.infinity) == "0:00")
    }

    @Test func onlyATerminalWithoutQuietOrJSONGetsABar() {
        #expect(ProgressBar.isWanted(errorIsTerminal: true, quiet: false, format: .text))
        #expect(!ProgressBar.isWanted(errorIsTerminal: false, quiet: false, format: .text))
        #expect(!ProgressBar.isWanted(errorIsTerminal: true, quiet: true, format: .text))
        #expect(!ProgressBar.isWanted(errorIsTerminal: true, quiet: false, format: .json))
        #expect(!ProgressBar.isWanted(errorIsTerminal: true, quiet: false, format: .jsonl))
    }
}
