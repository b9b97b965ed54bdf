import Foundation
import NQueensEngine
import NQueensTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `nqueens` binary in a real terminal (tmux), driven as a player would: keys, clicks, resizes, SIGTERM.
@Suite(
    "nqueens in tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed; install it (CI does) to run the terminal tests"))
struct TerminalEndToEndTests {
    /// A game started from a shell in a 100×30 pane, with a fresh data directory.
    final class Game {
        let directory: TemporaryDirectory
        let tmux: TmuxSession
        let executable: URL

        init(environment: [String: String] = [:]) throws {
            directory = try TemporaryDirectory(prefix: "nqueens-tmux")
            executable = try BuiltProducts.executable(named: "nqueens")
            tmux = try TmuxSession(
                width: 100, height: 30,
                environment: ["NQUEENS_DATA_DIR": directory.url.path, "LANG": "C.UTF-8"].merging(environment) { $1 })
        }

        deinit {
            tmux.kill()
        }

        /// Starts `nqueens` from the shell and waits until it shows `text` (Home's Start by default); the shell
        /// prints the exit status afterwards.
        func start(_ arguments: String = "", showing text: String = "Start Game") throws {
            try tmux.waitUntil("the shell's prompt") { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
            try tmux.runInShell("'\(executable.path)' \(arguments); echo \"exit=$?\"")
            try tmux.waitFor(text)
        }

        /// The middle of each square of the board on screen, by name (`a1`…), read from the labels.
        func squares() throws -> [String: (x: Int, y: Int)] {
            let lines = try tmux.capture().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let fileRow = lines.lastIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("a   ") })
            else { return [:] }
            var files: [(String, Int)] = []
            for (x, character) in Array(lines[fileRow]).enumerated() where character.isLetter {
                files.append((String(character), x))
            }
            var squares: [String: (x: Int, y: Int)] = [:]
            for (y, line) in lines.enumerated() {
                let characters = Array(line)
                guard let index = characters.firstIndex(where: { $0 == "│" || $0 == "┃" }), index > 0 else { continue }
                let label = String(characters[..<index]).trimmingCharacters(in: .whitespaces)
                guard Int(label) != nil else { continue }
                for (file, x) in files { squares[file + label] = (x, y) }
            }
            return squares
        }

        /// Clicks the middle of the square `name`.
        func click(square name: String) throws {
            let squares = try squares()
            let center = try #require(squares[name], "square \(name) is not on screen")
            try tmux.click(x: center.x, y: center.y)
        }

        /// Clicks the first place showing `text`, once the screen shows it.
        func click(on text: String) throws {
            let lines = try tmux.waitFor(text).split(separator: "\n", omittingEmptySubsequences: false)
            for (y, line) in lines.enumerated() {
                if let range = line.range(of: text) {
                    let x = line[..<range.lowerBound].count
                    try tmux.click(x: x + 1, y: y)
                    return
                }
            }
            Issue.record("“\(text)” is not on screen")
        }
    }

    @Test func solvingFourByFourWithTheKeyboard() throws {
        let game = try Game()
        try game.start()
        try game.tmux.type("s")
        try game.tmux.waitFor("Presets")
        try game.tmux.type("4")
        try game.tmux.sendKeys("Enter")
        try game.tmux.waitUntil("Home with 4×4") { $0.contains("4×4") && !$0.contains("Presets") }
        try game.tmux.type("n")
        try game.tmux.waitFor("0/4")
        // Cursor on a4: b4, d3, a2, c1.
        try game.tmux.type("l ")
        try game.tmux.waitFor("1/4")
        try game.tmux.type("jll ")
        try game.tmux.waitFor("2/4")
        try game.tmux.type("jhhh ")
        try game.tmux.waitFor("3/4")
        try game.tmux.type("jll ")
        try game.tmux.waitFor("Victory!")
        try game.tmux.sendKeys("Enter")
        // Home is redrawn in one frame, but tmux may be read while the frame is still arriving.
        let home = try game.tmux.waitUntil("Home after the win") {
            $0.contains("1-day streak") && $0.contains("1 game")
        }
        #expect(home.contains("🔥 1"))
        try game.tmux.type("q")
        try game.tmux.waitFor("exit=0")
    }

    @Test func playingADailyOnItsHintsAndCopyingTheResult() throws {
        let game = try Game()
        try game.tmux.acceptClipboard()
        // Monday 30 Nov 2026: an 8×8 easy daily, so every hint places a queen.
        let puzzle = Puzzle.daily(for: DailyDate(year: 2026, month: 11, day: 30)!).puzzle
        try game.start("play --daily --date 2026-11-30", showing: "Daily · 30 Nov 2026")
        try game.tmux.waitFor("\(puzzle.givens.count)/8")
        for placed in (puzzle.givens.count + 1)...8 {
            try game.tmux.type("i")
            try game.tmux.waitFor("has one safe square left")
            try game.tmux.type(" ")
            try game.tmux.waitFor(placed == 8 ? "Victory!" : "\(placed)/8")
        }
        try game.tmux.waitFor("NQueens Daily · 30 Nov 2026 · 8×8 easy ✔")
        try game.tmux.type("y")
        try game.tmux.waitFor("Copied")
        let copied = try #require(game.tmux.pasteBuffer())
        // The flame is the daily streak as of the day the test runs, which a past date may or may not reach.
        #expect(copied.hasPrefix("NQueens Daily · 30 Nov 2026 · 8×8 easy ✔ ") && copied.contains(" hints · 🔥 "))
        try game.tmux.sendKeys("Enter")
        try game.tmux.waitUntil("Home after the win") { $0.contains("Start Game") && $0.contains("1 game") }
        try game.tmux.type("hf")
        let history = try game.tmux.waitFor("Daily 30 Nov 2026 · Easy")
        #expect(history.contains("1 game"))
        try game.tmux.type("Q")
        try game.tmux.waitFor("exit=0")
    }

    @Test func solvingFourByFourWithTheMouse() throws {
        let game = try Game()
        try game.start()
        try game.click(on: "Board Size")
        try game.tmux.waitFor("Presets")
        try game.click(on: "4×4")
        try game.tmux.waitUntil("the sheet closed") { !$0.contains("Presets") }
        try game.click(on: "Start Game")
        try game.tmux.waitFor("0/4")
        for (square, count) in [("b4", 1), ("d3", 2), ("a2", 3)] {
            try game.click(square: square)
            try game.tmux.waitFor("\(count)/4")
        }
        try game.click(square: "c1")
        try game.tmux.waitFor("Victory!")
        try game.click(on: "Done")
        _ = try game.tmux.waitUntil("Home after the win") { $0.contains("1-day streak") && $0.contains("1 game") }
        try game.tmux.type("Q")
        try game.tmux.waitFor("exit=0")
    }

    @Test func resizingBelowTheMinimumAndBack() throws {
        let game = try Game()
        try game.start("play --size 8", showing: "0/8")
        try game.tmux.resize(width: 30, height: 10)
        let small = try game.tmux.waitFor("Make the terminal")
        #expect(small.contains("40×14"))
        try game.tmux.resize(width: 100, height: 30)
        let board = try game.tmux.waitFor("a   b   c   d   e   f   g   h")
        #expect(board.contains("0/8"))
        try game.tmux.type("Q")
        try game.tmux.waitFor("exit=0")
    }

    @Test func sigtermRestoresTheTerminalAndKeepsTheGame() throws {
        let game = try Game()
        try game.start("play --size 6", showing: "0/6")
        try game.tmux.type(" ")
        try game.tmux.waitFor("1/6")
        #expect(try game.tmux.display("#{alternate_on}") == "1")
        let pid = try #require(try game.tmux.shellChildren().first, "the game's process is not found")
        #expect(kill(pid, SIGTERM) == 0)
        try game.tmux.waitFor("exit=143")
        #expect(try game.tmux.display("#{alternate_on}") == "0")
        #expect(try game.tmux.display("#{cursor_flag}") == "1")
        try game.tmux.runInShell("stty -a | tr ' ;' '\\n\\n' | grep -x -e echo -e -echo -e icanon -e -icanon")
        let answer = try game.tmux.waitUntil("stty's answer") { screen in
            let lines = Set(screen.split(separator: "\n").map(String.init))
            return !lines.isDisjoint(with: ["echo", "-echo"]) && !lines.isDisjoint(with: ["icanon", "-icanon"])
        }
        let lines = Set(answer.split(separator: "\n").map(String.init))
        #expect(lines.contains("echo") && !lines.contains("-echo"))
        #expect(lines.contains("icanon") && !lines.contains("-icanon"))
        try game.tmux.runInShell("clear")
        try game.start()
        let home = try game.tmux.waitFor("Continue")
        #expect(home.contains("6×6 · 1/6 queens"))
        try game.tmux.type("q")
        try game.tmux.waitFor("exit=0")
    }
}
