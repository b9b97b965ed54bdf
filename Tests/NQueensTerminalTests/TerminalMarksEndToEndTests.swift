import Foundation
import NQueensTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalEndToEndTests {
    /// The character in the middle of each square on screen, by name.
    private func marks(_ game: Game) throws -> Set<String> {
        let lines = try game.tmux.capture().split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        var marked: Set<String> = []
        for (name, center) in try game.squares() where lines.indices.contains(center.y) {
            let line = lines[center.y]
            if line.indices.contains(center.x), line[center.x] == "✕" { marked.insert(name) }
        }
        return marked
    }

    /// Waits until the board shows the player's marks on exactly `expected`.
    @discardableResult
    private func waitForMarks(_ game: Game, _ expected: Set<String>, _ what: String) throws -> Set<String> {
        var seen: Set<String> = []
        try game.tmux.waitUntil("\(what): ✕ on \(expected.sorted())") { _ in
            seen = (try? marks(game)) ?? []
            return seen == expected
        }
        return seen
    }

    @Test func marksByKeyRightClickAndRightDragSurviveAKill() throws {
        let game = try Game()
        try game.start("play --size 8", showing: "0/8")
        // Button-event tracking is on: the terminal reports the pointer's moves while a button is held.
        #expect(try game.tmux.display("#{mouse_button_flag}") == "1")
        #expect(try game.tmux.display("#{mouse_sgr_flag}") == "1")

        // x marks the cursor's square (a8, the top-left), a right-click marks c6.
        try game.tmux.type("x")
        try waitForMarks(game, ["a8"], "x at the cursor")
        let squares = try game.squares()
        let c6 = try #require(squares["c6"])
        try game.tmux.rightClick(x: c6.x, y: c6.y)
        try waitForMarks(game, ["a8", "c6"], "a right-click")

        // A right-drag across rank 4, the pointer jumping from a4 to d4 to h4: every square it crossed is marked.
        let row = try ["a4", "d4", "h4"].map { try #require(squares[$0]) }
        try game.tmux.rightDrag(through: row)
        let rank4: Set<String> = Set("abcdefgh".map { "\($0)4" })
        try waitForMarks(game, rank4.union(["a8", "c6"]), "a right-drag across rank 4")
        #expect(try game.tmux.capture().contains("0/8"))

        // One u takes the whole drag back; r makes it again.
        try game.tmux.type("u")
        try waitForMarks(game, ["a8", "c6"], "u after the drag")
        try game.tmux.type("r")
        try waitForMarks(game, rank4.union(["a8", "c6"]), "r after the undo")

        // Killed outright, nothing is lost: Continue shows the marks.
        let pid = try #require(try game.tmux.shellChildren().first, "the game's process is not found")
        #expect(kill(pid, SIGKILL) == 0)
        try game.tmux.waitFor("exit=137")
        try game.tmux.runInShell("clear")
        try game.start(showing: "Continue")
        try game.tmux.type("c")
        try game.tmux.waitFor("0/8")
        try waitForMarks(game, rank4.union(["a8", "c6"]), "the game continued after kill -9")
        // And their undo steps came back with them.
        try game.tmux.type("u")
        try waitForMarks(game, ["a8", "c6"], "u after the restart")
        try game.tmux.type("Q")
        try game.tmux.waitFor("exit=0")
    }
}
