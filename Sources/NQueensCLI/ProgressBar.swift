import NQueensLocalization
import NQueensTerminal

/// A progress line on standard error while long work runs: the share of its work units done, the time elapsed and
/// an estimate of the time left.
///
/// Nothing is drawn during the first second (short work shows nothing), then at most four times a second, each
/// drawing replacing the last on one line (`\r`, then the text, then "erase to the end of the line"); `finish()`
/// erases the line, so the terminal is left as it was. Standard output is never touched. Whether to show it at all
/// is the command's decision (`ProgressBar.isWanted`): only on a terminal, never with `--quiet` or JSON.
final class ProgressBar {
    /// How long the work runs before the bar first shows.
    static let delay: Duration = .seconds(1)
    /// The shortest time between two drawings.
    static let interval: Duration = .milliseconds(250)

    private let title: String
    private let total: Int
    private let columns: Int
    private let elapsed: () -> Duration
    private let write: (String) -> Void
    private var lastDrawing: Duration?
    private var lastDone = -1

    /// A bar for `total` units of work described by `title` (such as "Counting 17×17"), `columns` wide at most,
    /// reading the time since the work started from `elapsed` and writing its bytes with `write`.
    init(title: String, total: Int, columns: Int, elapsed: @escaping () -> Duration, write: @escaping (String) -> Void)
    {
        self.title = title
        self.total = max(1, total)
        self.columns = max(40, columns)
        self.elapsed = elapsed
        self.write = write
    }

    /// Whether a command should show a bar: standard error is a terminal, no `--quiet`, no JSON output.
    static func isWanted(errorIsTerminal: Bool, quiet: Bool, format: OutputFormat) -> Bool {
        errorIsTerminal && !quiet && format != .json && format != .jsonl
    }

    /// Notes that `done` units are finished, redrawing when it is time to.
    func update(done: Int) {
        let now = elapsed()
        guard now >= Self.delay, done != lastDone else { return }
        if let lastDrawing, now - lastDrawing < Self.interval { return }
        lastDrawing = now
        lastDone = done
        write("\r" + line(done: done, elapsed: now) + "\u{1B}[K")
    }

    /// Erases the bar if it was drawn.
    func finish() {
        guard lastDrawing != nil else { return }
        write("\r\u{1B}[K")
        lastDrawing = nil
    }

    // MARK: Text

    /// The line for `done` units after `elapsed`: "Counting 17×17 [#####-----]  45%  0:03 elapsed, about 0:04 left".
    func line(done: Int, elapsed: Duration) -> String {
        let done = min(max(0, done), total)
        let percent = done * 100 / total
        let seconds = elapsed.secondsValue
        let times =
            done > 0
            // TRANSLATORS: the times of a progress bar: "0:03 elapsed, about 0:09 left" (minutes:seconds).
            ? tr(
                "%1$s elapsed, about %2$s left", Self.clock(seconds),
                Self.clock(seconds * Double(total - done) / Double(done)))
            // TRANSLATORS: the times of a progress bar before the time left can be estimated: "0:01 elapsed, …".
            : tr("%s elapsed, estimating the time left", Self.clock(seconds))
        let status = " \(String(repeating: " ", count: max(0, 3 - String(percent).count)))\(percent)%  \(times)"
        let room = columns - 1 - title.displayWidth - status.displayWidth - 3
        let width = min(30, max(0, room))
        guard width >= 5 else { return (title + status).truncated(toWidth: columns - 1, ellipsis: "") }
        let filled = done * width / total
        return "\(title) [\(String(repeating: "#", count: filled))\(String(repeating: "-", count: width - filled))]"
            + status
    }

    /// `seconds` as minutes and seconds ("4:05"), with hours past an hour ("1:02:03").
    static func clock(_ seconds: Double) -> String {
        let whole = Int(max(0, seconds.isFinite ? seconds : 0).rounded())
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        let paddedSeconds = rest < 10 ? "0\(rest)" : "\(rest)"
        guard hours > 0 else { return "\(minutes):\(paddedSeconds)" }
        return "\(hours):\(minutes < 10 ? "0\(minutes)" : "\(minutes)"):\(paddedSeconds)"
    }
}

extension Duration {
    /// The duration in seconds, as a fraction.
    fileprivate var secondsValue: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
