import Foundation
import NQueensServices
import NQueensTestSupport
import Testing

extension TerminalEndToEndTests {
    /// The real game in tmux on 29 Nov 2026 at noon UTC (`NQUEENS_NOW`), over a store of 200 generated games.
    private func statisticsGame(noColor: Bool) throws -> Game {
        // An empty NO_COLOR counts as unset: the test runner's own NO_COLOR must not reach the colour run.
        let game = try Game(environment: [
            "NQUEENS_NOW": "2026-11-29T12:00:00Z", "TZ": "UTC", "TERM": "xterm-256color",
            "NO_COLOR": noColor ? "1" : "",
        ])
        let stores = try SQLiteStores.open(in: DataDirectory(url: game.directory.url))
        try stores.history.record(
            contentsOf: SampleGames.history(count: 200, endingAt: SampleGames.date(2026, 11, 29)))
        return game
    }

    @Test(
        "The Statistics screen from Home, in colour and with NO_COLOR: the same snapshot, told apart by glyphs",
        arguments: [false, true])
    func statisticsScreen(noColor: Bool) throws {
        let game = try statisticsGame(noColor: noColor)
        try game.start()
        let home = try game.tmux.waitFor("Statistics")
        #expect(home.contains("Times, trends and calendar"))
        try game.tmux.type("i")
        // Wait for the whole frame, not its first rows: a capture can land while the screen is still being written.
        let top = try game.tmux.waitUntil("the whole Statistics screen") { screen in
            screen.contains("8×8 solve times") && screen.contains("Esc back") && !screen.contains("Start Game")
        }
        let name = "statistics-tmux-100x30"
        expectSnapshot(ofText: top, named: name)
        let styled = try game.tmux.captureWithStyles()
        // In colour the kinds of game have their colours; without, there is no colour at all (bold, dim, reverse).
        #expect(Self.setsColour(styled) == !noColor)
        try game.tmux.type("G")
        let bottom = try game.tmux.waitUntil("the bottom of Statistics") { screen in
            screen.contains("Days played: 5 in a row · best 5") && screen.contains("Esc back")
        }
        expectSnapshot(ofText: bottom, named: name + "-bottom")
        #expect(bottom.contains("Dailies: 3 in a row · best 3"))
        try game.tmux.sendKeys("Right")
        try game.tmux.type("g")
        try game.tmux.waitFor("9×9 solve times")
        try game.tmux.sendKeys("Escape")
        try game.tmux.waitFor("Start Game")
        try game.tmux.type("q")
        try game.tmux.waitFor("exit=0")
    }

    /// Whether a capture with styles sets a foreground or background colour anywhere (SGR 30–38, 40–48, 90–107; 39
    /// and 49 are the terminal's own colours).
    private static func setsColour(_ styled: String) -> Bool {
        styled.components(separatedBy: "\u{1B}[").dropFirst().contains { sequence in
            guard let end = sequence.firstIndex(where: { $0.isLetter }), sequence[end] == "m" else { return false }
            return sequence[..<end].split(separator: ";").compactMap { Int($0) }.contains {
                (30...48).contains($0) && $0 != 39 || (90...107).contains($0)
            }
        }
    }
}
