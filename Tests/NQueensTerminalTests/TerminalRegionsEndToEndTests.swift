import Foundation
import NQueensEngine
import NQueensTestSupport
import Testing

/// A regions daily in the real `nqueens` binary in tmux, in colour (from Home's regions card) and with `NO_COLOR`
/// (from the command line): the board's borders (and letters without colour), the keyboard, a hint in words, the
/// victory's share text copied, Home's regions strip and streak, and History's filter.
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
        // In colour, the way a player finds it: Home's regions card (g) on the day itself. Without colour, straight
        // from the command line for that date.
        if noColor {
            try tmux.runInShell(
                "NO_COLOR=1 '\(executable.path)' play --rules regions --daily --date 2026-11-30; echo \"exit=$?\"")
        } else {
            try tmux.runInShell(
                "NQUEENS_NOW=2026-11-30T12:00:00Z COLORTERM=truecolor '\(executable.path)'; echo \"exit=$?\"")
            let home = try tmux.waitFor("Regions · Mon 30 Nov")
            #expect(home.contains("7×7 · Easy · Not played yet") && home.contains("No regions streak yet"))
            try tmux.type("g")
        }
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
        let home = try tmux.waitFor("1 game")
        if !noColor {
            // Home's regions card and its strip of 30 days now show the day solved and the regions streak.
            #expect(home.contains("Regions streak 1") && home.contains("●"), "\(home)")
            #expect(home.contains("No daily streak yet"), "the classic daily's streak is its own")
        }
        // History: All → Daily → Puzzles → Free play → Regions.
        try tmux.type("hffff")
        let history = try tmux.waitFor("Regions daily 30 Nov 2026 · Easy")
        #expect(history.contains("1 game"))
        try tmux.type("Q")
        try tmux.waitFor("exit=0")
    }
}
