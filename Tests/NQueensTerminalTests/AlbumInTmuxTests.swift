import Foundation
import NQueensEngine
import NQueensTestSupport
import Testing

extension TerminalEndToEndTests {
    /// The keys that place `solution` from the cursor's start on the top-left square, row by row from the top.
    static func keys(placing solution: Solution) -> String {
        let size = solution.size
        var keys = ""
        var column = 0
        for line in 0..<size {
            let target = solution.columns[size - 1 - line]
            if line > 0 { keys += "j" }
            keys += String(repeating: target > column ? "l" : "h", count: abs(target - column)) + " "
            column = target
        }
        return keys
    }

    @Test func playingEverySolutionOfSixBySixCompletesItsAlbumAndItsClassReplaysTheFirstGame() throws {
        let game = try Game()
        let solutions = Array(try SolutionSequence(size: 6))
        #expect(solutions.count == 4)
        try game.start("play --size 6", showing: "0/6")
        for (index, solution) in solutions.enumerated() {
            if index > 0 {
                try game.tmux.type("n")
                try game.tmux.waitUntil("a new 6×6 game") { $0.contains("0/6") && !$0.contains("Victory!") }
            }
            try game.tmux.type(Self.keys(placing: solution))
            let victory = try game.tmux.waitFor("New solution: \(index + 1) of 4 on 6×6")
            if index < 3 { #expect(!victory.contains("Album complete")) }
        }
        // The last one completes the class and the album: its banner, and the grand burst of stars behind it.
        let finale = try game.tmux.waitFor("★ Album complete for 6×6 ★")
        #expect(finale.contains("Class complete: all 4 of its members"))
        #expect(finale.contains("A mirror image of one you found earlier today"))
        let stars = try game.tmux.waitUntil("the grand confetti's stars") { screen in
            screen.filter { $0 == "★" }.count >= 6
        }
        #expect(stars.contains("Album complete for 6×6"))

        // The album shows the size complete; its one class lists its 4 members, the first replays the first game.
        try game.tmux.type("a")
        let album = try game.tmux.waitFor("6×6 · Complete: all 4 solutions")
        #expect(album.contains("Class 1"))
        try game.tmux.sendKeys("Enter")
        let members = try game.tmux.waitFor("Class 1 of 1 · 6×6")
        #expect(members.contains("All 4 found"))
        #expect(!members.contains("not found"))
        try game.tmux.sendKeys("Enter")
        try game.tmux.waitFor("6×6 replay")
        try game.tmux.type("G")
        try game.tmux.waitFor("6/6")
        let squares = try game.squares()
        let screen = try game.tmux.capture().split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        let queens = Set(
            squares.filter { _, point in
                screen.indices.contains(point.y) && screen[point.y].indices.contains(point.x)
                    && screen[point.y][point.x] == "♛"
            }.keys)
        #expect(queens == Set(solutions[0].squares.map(\.description)))
        try game.tmux.type("Q")
        try game.tmux.waitFor("exit=0")
    }
}
