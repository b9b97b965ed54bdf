import Foundation
import NQueensLocalization
import NQueensPresentation
import NQueensServices
import NQueensTerminal
import NQueensTestSupport
import Testing

/// Every screen at 80×24 in the pseudo-language (every message 40 % longer, accented and bracketed), German and
/// Japanese: the cells match the texts' display width, panels and the board stay whole, and the terminal's own texts
/// show in the language, whole or cut with an ellipsis.
///
/// German and Japanese show their translations once `po/de.po` and `po/ja.po` have them; until then `tr` gives
/// English and these tests check the layout in English.
@MainActor
@Suite("Screens in other languages")
struct LocalizedScreenTests {
    nonisolated static let languages = [Language.pseudo, Language(code: "de"), Language(code: "ja")]

    /// The screen of `fixture` checked, and `texts` (the terminal's own, in the language) expected on it; with a
    /// `snapshot` name, the screen is also compared with `__Snapshots__/l10n-NAME-80x24-CODE.txt`, so that a change
    /// of translation or layout shows in review.
    private func check(
        _ fixture: ScreenFixture, _ name: String, _ language: Language, showing texts: [String],
        snapshot: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let grid = fixture.host.drawFrame()
        if let snapshot {
            expectSnapshot(
                of: grid, named: "l10n-\(snapshot)-\(grid.width)x\(grid.height)-\(language.code)",
                sourceLocation: sourceLocation)
        }
        let label = "\(name) in \(language.code)"
        ScreenLayoutChecks.expectWellFormed(grid, label, sourceLocation: sourceLocation)
        let lines = (0..<grid.height).map { grid.text(ofRow: $0) }
        ScreenLayoutChecks.expectPanelsIntact(lines, label, sourceLocation: sourceLocation)
        // The title bar's `? help`, in the language (unless a panel covers the title bar).
        let help = "? " + tr(context: "key bar", "help")
        if !lines[0].contains("╭") {
            #expect(lines[0].hasSuffix(help + " "), "\(label): \(lines[0])", sourceLocation: sourceLocation)
        }
        for text in texts {
            #expect(
                ScreenLayoutChecks.shows(text, in: lines),
                "\(label) lacks “\(text)”:\n\(lines.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
        }
    }

    @Test("Home", arguments: languages)
    func home(language: Language) throws {
        try Localization.withLanguage(language) {
            let fixture = ScreenFixture()
            try fixture.recordThreeDays()
            try fixture.saveGameInProgress()
            check(
                fixture, "Home", language,
                showing: [tr("Start Game"), tr("Continue"), tr("Board Size"), tr("Game History")], snapshot: "home")
            fixture.press(.down)
            fixture.press(.down)
            check(fixture, "Home's strip of dailies", language, showing: [tr("Start Game")])
        }
    }

    @Test("The board-size sheet", arguments: languages)
    func boardSize(language: Language) {
        Localization.withLanguage(language) {
            let fixture = ScreenFixture()
            fixture.type("s")
            check(
                fixture, "Board size", language,
                showing: [tr("Presets"), tr(context: "board size", "Custom"), tr(context: "board size", "Use")])
        }
    }

    @Test("A game in conflict, and its keys", arguments: languages)
    func game(language: Language) async throws {
        try await Localization.withLanguage(language) {
            let fixture = ScreenFixture(settings: Settings(showAttackedSquares: true, showSolutionsCounter: true))
            await fixture.startGame(size: 8)
            try await fixture.place(["a8", "c7", "d5", "f7"])
            check(
                fixture, "Game", language,
                showing: [tr("Attacked squares"), tr("Solutions counter"), "‹ " + tr("Home")], snapshot: "game")
            #expect(ScreenLayoutChecks.expectBoardIntact(fixture.text(), "Game in \(language.code)"))
            fixture.type("?")
            check(fixture, "Help over the game", language, showing: [tr("Move the cursor"), tr("Show a hint")])
        }
    }

    @Test("The victory sheet", arguments: languages)
    func victory(language: Language) async throws {
        try await Localization.withLanguage(language) {
            let fixture = ScreenFixture()
            try fixture.recordThreeDays()
            await fixture.startGame(size: 4)
            fixture.doubles.advance(by: .seconds(9))
            try await fixture.place(["b4", "d3", "a2"])
            fixture.press(.down)
            fixture.type("ll ")
            _ = fixture.host.send(.tick(.milliseconds(100)))
            check(fixture, "Victory", language, showing: [tr("Done"), tr("Play again")], snapshot: "victory")
            fixture.type("y")
            check(fixture, "Victory, copied", language, showing: [tr("Copied: paste it to share")])
        }
    }

    @Test("The history, its confirmation and a replay", arguments: languages)
    func history(language: Language) throws {
        try Localization.withLanguage(language) {
            let fixture = ScreenFixture()
            try fixture.recordThreeDays()
            fixture.type("hj")
            check(fixture, "History", language, showing: [tr("Clear all"), "‹ " + tr("Home")], snapshot: "history")
            fixture.type("d")
            check(fixture, "Clearing the history", language, showing: [tr("Clear history"), tr("Delete"), tr("Keep")])
            fixture.type("n")
            fixture.press(.enter)
            fixture.type("llll")
            check(fixture, "Replay", language, showing: [tr("Step"), "‹ " + tr("History")])
            #expect(ScreenLayoutChecks.expectBoardIntact(fixture.text(), "Replay in \(language.code)"))
        }
    }

    @Test("The empty history", arguments: languages)
    func emptyHistory(language: Language) {
        Localization.withLanguage(language) {
            let fixture = ScreenFixture()
            fixture.type("h")
            check(fixture, "The empty history", language, showing: [tr("Start a game")])
        }
    }

    @Test("The statistics and the album", arguments: languages)
    func statisticsAndAlbum(language: Language) throws {
        try Localization.withLanguage(language) {
            let fixture = ScreenFixture()
            try fixture.recordHistory(count: 60)
            fixture.type("i")
            fixture.type("G")
            check(fixture, "Statistics", language, showing: [tr("Last 12 months")])
            fixture.press(.escape)
            fixture.type("a")
            check(fixture, "Album", language, showing: ["‹ " + tr("Home")])
        }
    }

    @Test("The too-small terminal", arguments: languages)
    func tooSmall(language: Language) {
        Localization.withLanguage(language) {
            let fixture = ScreenFixture(size: GridSize(width: 30, height: 10))
            let grid = fixture.host.drawFrame()
            ScreenLayoutChecks.expectWellFormed(grid, "Too small in \(language.code)")
            let screen = (0..<grid.height).map { grid.text(ofRow: $0) }.joined(separator: " ")
            for word in tr("Make the terminal larger").split(separator: " ") {
                #expect(screen.contains(word), "“\(word)” is not on screen: \(screen)")
            }
            #expect(screen.contains(tr("%s quits", "Q")))
        }
    }

    // MARK: The pseudo-language marks every text the terminal writes

    @Test func thePseudoLanguageBracketsTheTerminalsOwnTexts() async throws {
        try await Localization.withLanguage(.pseudo) {
            let fixture = ScreenFixture()
            await fixture.startGame(size: 8)
            try await fixture.place(["a8"])
            let game = fixture.text()
            let texts = [
                "‹ " + tr("Home"), "? " + tr(context: "key bar", "help"), tr("Attacked squares"),
                tr(context: "key bar", "move"), tr(context: "setting", "Queen"),
            ]
            for text in texts {
                #expect(text.contains("[") && text.contains("~"), "“\(text)” is not in the pseudo-language")
                #expect(ScreenLayoutChecks.shows(text, in: game), "“\(text)” is not on screen")
            }
        }
    }

    // MARK: Japanese text in the terminal's grid

    @Test func aJapaneseNoticeWrapsInsideHomesColumn() {
        let notice = "データファイルが壊れていたため、別の場所に移しました。新しい記録はここから始まります。🔥"
        let fixture = ScreenFixture(storeNotice: notice)
        let grid = fixture.host.drawFrame()
        ScreenLayoutChecks.expectWellFormed(grid, "Home with a Japanese notice")
        let lines = (0..<grid.height).map { grid.text(ofRow: $0) }
        let noticeLines = lines.dropFirst().filter { line in line.contains { notice.contains($0) && !$0.isWhitespace } }
        #expect(noticeLines.count >= 2)
        // Every line of the notice begins at the same column: the banner's, one in from Home's column.
        let starts = Set(noticeLines.map { line in line.prefix { $0 == " " }.count })
        #expect(starts.count == 1)
        let joined = noticeLines.map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        #expect(joined == notice)
        ScreenLayoutChecks.expectPanelsIntact(lines, "Home with a Japanese notice")
    }
}
