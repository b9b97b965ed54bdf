import Foundation
import NQueensEngine
import NQueensTestSupport
import Testing

/// A regions daily in the real `nqueens` binary in tmux, in colour and with `NO_COLOR`: the board's borders (and
/// letters without colour), the keyboard, a hint in words, the victory's share text copied, and History's filter.
@Suite(
    "nqueens regions in tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed; install it (CI does) to run the terminal tests"))
struct TerminalRegionsEndToEndTests {
    @Test(arguments: [false, true])
    func playingARegionsDaily(noColor: Bool) throws {
        let directory = try TemporaryDirectory(prefix: "nqueens-tmux-regions")
        let executable = try BuiltProducts.executable(named: "nqueens")
        let tmux = try TmuxSession(
            width: 100, height: 30, environment: ["NQUEENS_DATA_DIR": directory.url.path, "LANG": "C.UTF-8"])
        defer { tmux.kill() }
        try tmux.acceptClipboard()
        // Monday 30 Nov 2026: a 7×7 easy regions daily.
        let puzzle = RegionsPuzzle.daily(for: DailyDate(year: 2026, month: 11, day: 30)!).puzzle
        try tmux.waitUntil("the shell's prompt") { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        let environment = noColor ? "NO_COLOR=1 " : "COLORTERM=truecolor "
        try tmux.runInShell(
            "\(environment)'\(executable.path)' play --rules regions --daily --date 2026-11-30; echo \"exit=$?\"")
        let board = try tmux.waitFor("Regions daily · 30 Nov 2026")
        #expect(board.contains("Place 7 queens: one in each row,"))
        // Thick borders between regions in both; without colour each square also shows its region's letter.
        #expect(board.contains("┃") && board.contains("━"))
        let styled = try tmux.captureWithStyles()
        if noColor { #expect(!styled.contains("48;"), "no background colours under NO_COLOR") }
        if noColor { #expect(board.contains("A") && board.contains("B")) }

        // The first six queens of the solution by the keyboard, from the cursor's start (the top-left square).
        var cursor = Square(row: 6, column: 0)
        for (placed, queen) in puzzle.solution.prefix(6).enumerated() {
            for _ in 0..<abs(queen.row - cursor.row) { try tmux.sendKeys(queen.row > cursor.row ? "Up" : "Down") }
            for _ in 0..<abs(queen.column - cursor.column) {
                try tmux.sendKeys(queen.column > cursor.column ? "Right" : "Left")
            }
            try tmux.type(" ")
            try tmux.waitFor("\(placed + 1)/7")
            cursor = queen
        }
        // The last one by hints: each in words, until one says where the queen goes.
        var placing = false
        for _ in 0..<20 where !placing {
            let before = try tmux.capture()
            try tmux.type("i")
            let after = try tmux.waitUntil("a new hint") { $0 != before }
            // A hint that places shows its diamond on the square; one that rules squares out stamps them [×].
            placing = after.contains("[◆]")
            #expect(placing || after.contains("[×]"), "\(after)")
        }
        #expect(placing)
        try tmux.type(" ")
        try tmux.waitFor("Victory!")
        try tmux.waitFor("NQueens Regions · 30 Nov 2026 · 7×7 easy ✔")
        try tmux.type("y")
        try tmux.waitFor("Copied")
        let copied = try #require(tmux.pasteBuffer())
        #expect(copied.hasPrefix("NQueens Regions · 30 Nov 2026 · 7×7 easy ✔ ") && copied.contains(" hint"))
        try tmux.sendKeys("Enter")
        try tmux.waitFor("1 game")
        // History: All → Daily → Puzzles → Free play → Regions.
        try tmux.type("hffff")
        let history = try tmux.waitFor("Regions daily 30 Nov 2026 · Easy")
        #expect(history.contains("1 game"))
        try tmux.type("Q")
        try tmux.waitFor("exit=0")
    }
}
