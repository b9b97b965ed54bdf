import Foundation
import NQueensLocalization
import NQueensTerminal
import NQueensTestSupport
import Testing

/// The real `nqueens` in an 80×24 tmux pane in the pseudo-language, German and Japanese.
///
/// Home, a 4×4 game, its victory and the history are each read back from tmux and checked as a player would look at
/// them. No line is wider than the pane, the title bar's `? help` ends at the same column, the board's lines and the panels' frames
/// stand at the same columns on every row, nothing is written into the board, and the terminal's texts show in the
/// language (compared with `tr` in that language), whole or cut with an ellipsis.
///
/// German and Japanese show their translations once `po/de.po` and `po/ja.po` have them (until then the texts
/// compared are the English ones `tr` falls back to). The checks are structural rather than checked-in snapshots,
/// so that they hold as translations are revised.
@Suite(
    "nqueens in tmux in other languages", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed; install it (CI does) to run the terminal tests"))
struct LocalizedTmuxTests {
    /// How the environment chooses each language.
    nonisolated static let languages: [(Language, [String: String])] = [
        (.pseudo, ["NQUEENS_PSEUDO_LOCALE": "1", "LANGUAGE": ""]),
        (Language(code: "de"), ["NQUEENS_PSEUDO_LOCALE": "", "LANGUAGE": "de"]),
        (Language(code: "ja"), ["NQUEENS_PSEUDO_LOCALE": "", "LANGUAGE": "ja"]),
    ]

    private static let width = 80
    private static let height = 24

    @Test("Home, a game, its victory and the history at 80×24", arguments: languages)
    func screens(language: Language, environment: [String: String]) throws {
        let directory = try TemporaryDirectory(prefix: "nqueens-tmux-l10n")
        let executable = try BuiltProducts.executable(named: "nqueens")
        let tmux = try TmuxSession(
            width: Self.width, height: Self.height,
            environment: [
                "NQUEENS_DATA_DIR": directory.url.path, "LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": "",
                "NQUEENS_NOW": "2026-11-30T12:00:00Z", "TZ": "UTC", "TERM": "xterm-256color", "COLORTERM": "truecolor",
                "NO_COLOR": "",
            ].merging(environment) { $1 })
        defer { tmux.kill() }
        let text = Localization.withLanguage(language) { Texts() }
        let name = language.code

        try tmux.waitUntil("the shell's prompt") { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        try tmux.runInShell("clear; '\(executable.path)'; echo \"exit=$?\"")
        let home = try waitForFrame(tmux, "Home", showing: text.startGame, text: text)
        check(home, "Home in \(name)", text: text, showing: [text.startGame, text.boardSize])

        // A 4×4 board from the board-size sheet, then a new game.
        try tmux.type("s")
        try waitForFrame(tmux, "the board-size sheet", showing: text.presets, text: text)
        try tmux.type("4")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil("Home with 4×4") { $0.contains("4×4") && !ScreenLayoutChecks.shows(text.presets, in: [$0]) }
        try tmux.type("n")
        let game = try waitForFrame(tmux, "the game", showing: "0/4", text: text)
        check(game, "Game in \(name)", text: text, showing: [text.attackedSquares, text.homeButton])
        #expect(ScreenLayoutChecks.expectBoardIntact(lines(game), "Game in \(name)"))

        // b4, d3, a2, c1 from the cursor on a4.
        for (keys, queens) in [("l ", "1/4"), ("jll ", "2/4"), ("jhhh ", "3/4")] {
            try tmux.type(keys)
            try tmux.waitFor(queens)
        }
        let conflictFree = try waitForFrame(tmux, "the game with three queens", showing: "3/4", text: text)
        #expect(ScreenLayoutChecks.expectBoardIntact(lines(conflictFree), "Game with three queens in \(name)"))
        try tmux.type("jll ")
        let victory = try waitForFrame(tmux, "the victory", showing: text.done, text: text)
        check(victory, "Victory in \(name)", text: text, showing: [text.done, text.playAgain])

        try tmux.sendKeys("Enter")
        try waitForFrame(tmux, "Home after the win", showing: text.startGame, text: text)
        try tmux.type("h")
        let history = try waitForFrame(tmux, "the history", showing: text.clearAll, text: text)
        check(history, "History in \(name)", text: text, showing: [text.clearAll, text.homeButton])

        try tmux.type("Q")
        try tmux.waitFor("exit=0")
    }

    @Test("The language chosen in the sheet of languages is spoken at once, and at the next launch")
    func choosingTheLanguage() throws {
        let directory = try TemporaryDirectory(prefix: "nqueens-tmux-language")
        let executable = try BuiltProducts.executable(named: "nqueens")
        let tmux = try TmuxSession(
            width: Self.width, height: Self.height,
            environment: [
                "NQUEENS_DATA_DIR": directory.url.path, "LANG": "C.UTF-8", "LANGUAGE": "", "LC_ALL": "",
                "NQUEENS_PSEUDO_LOCALE": "", "NQUEENS_NOW": "2026-11-30T12:00:00Z", "TZ": "UTC",
            ])
        defer { tmux.kill() }
        let english = Localization.withLanguage(.english) { Texts() }
        let japanese = Language(code: "ja")
        let text = Localization.withLanguage(japanese) { Texts() }
        try tmux.waitUntil("the shell's prompt") { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        try tmux.runInShell("clear; '\(executable.path)'; echo \"exit=$?\"")
        try waitForFrame(tmux, "Home in English", showing: "L English", text: english)
        try tmux.type("L")
        let sheet = try waitForFrame(tmux, "the sheet of languages", showing: "System (English)", text: english)
        check(sheet, "The sheet of languages", text: english, showing: ["English", japanese.nativeName])
        // System, English, Deutsch, Español, Français, 日本語 (po/LINGUAS).
        try tmux.sendKeys("Down", "Down", "Down", "Down", "Down", "Enter")
        let home = try waitForFrame(tmux, "Home in Japanese", showing: "L " + japanese.nativeName, text: text)
        check(home, "Home after choosing Japanese", text: text, showing: [text.startGame])
        try tmux.type("q")
        try tmux.waitFor("exit=0")
        try tmux.runInShell("clear; '\(executable.path)'; echo \"exit=$?\"")
        try waitForFrame(tmux, "Home in Japanese again", showing: "L " + japanese.nativeName, text: text)
        try tmux.type("q")
        try tmux.waitFor("exit=0")
    }

    // MARK: Checking a screen

    /// The texts expected, in the language of the run.
    private struct Texts {
        let help = "? " + tr(context: "key bar", "help")
        let startGame = tr("Start Game")
        let boardSize = tr("Board Size")
        let presets = tr("Presets")
        let attackedSquares = tr("Attacked squares")
        let homeButton = "‹ " + tr("Home")
        let done = tr("Done")
        let playAgain = tr("Play again")
        let clearAll = tr("Clear all")
    }

    private func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Waits until the whole frame showing `expected` is on screen: its title bar and key bar drawn too (a capture
    /// can land while a frame is still being written).
    @discardableResult
    private func waitForFrame(_ tmux: TmuxSession, _ what: String, showing expected: String, text: Texts) throws
        -> String
    {
        var last = ""
        return try tmux.waitUntil(what) { screen in
            // The same screen twice in a row: the frame is written whole.
            defer { last = screen }
            let rows = lines(screen)
            return screen == last && ScreenLayoutChecks.shows(expected, in: rows) && rows.count >= Self.height
                && rows[0].contains(text.help) && !rows[Self.height - 1].trimmingCharacters(in: .whitespaces).isEmpty
        }
    }

    private func check(
        _ screen: String, _ name: String, text: Texts, showing texts: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let rows = lines(screen)
        ScreenLayoutChecks.expectFits(rows, width: Self.width, name, sourceLocation: sourceLocation)
        ScreenLayoutChecks.expectPanelsIntact(rows, name, sourceLocation: sourceLocation)
        // `? help` ends one column before the right edge whatever the title's characters are: a wide character
        // measured wrongly would shift it.
        let titleBar = rows[0].replacing(/\s+$/, with: "")
        #expect(titleBar.hasSuffix(text.help), "\(name): \(titleBar)", sourceLocation: sourceLocation)
        #expect(titleBar.displayWidth == Self.width - 1, "\(name): \(titleBar)", sourceLocation: sourceLocation)
        for expected in texts {
            #expect(
                ScreenLayoutChecks.shows(expected, in: rows), "\(name) lacks “\(expected)”:\n\(screen)",
                sourceLocation: sourceLocation)
        }
    }
}
