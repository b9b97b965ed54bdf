import CAdwaita
import Foundation
import GObjectSwift
import NQueensEngine
import NQueensPresentation
import NQueensServices
import Testing

@testable import NQueensGNOME

extension DesktopAppTests {
    @Suite("The solution album")
    @MainActor
    struct Album {
        /// The first 8×8 solution in lexicographic order (class 1), and one of another class.
        static let eight = try! Solution(validating: [0, 4, 7, 5, 2, 6, 1, 3])
        static let otherEight = try! Solution(validating: [0, 5, 7, 2, 6, 3, 1, 4])

        /// A free-play game that solved `solution`, finished `daysAgo` days before now.
        static func game(_ solution: Solution, daysAgo: Double) -> GameRecord {
            let finished = Date().addingTimeInterval(-daysAgo * 86_400)
            let moves = solution.squares.enumerated().map { index, square in
                MoveRecord(.place, square, at: .seconds(index + 1))
            }
            return GameRecord(
                boardSize: solution.size, startedAt: finished.addingTimeInterval(-30), finishedAt: finished,
                calendar: .current, activeDuration: .seconds(solution.size), moveCount: solution.size,
                finalQueens: solution.squares, moves: moves)
        }

        /// A data directory holding 8×8 games: class 1 found three times over, another class once, and a 6×6.
        static func folderWithGames() throws -> (TemporaryFolder, [GameRecord]) {
            let folder = try TemporaryFolder()
            let stores = try SQLiteStores.open(in: DataDirectory(url: folder.url))
            let games = [
                game(eight, daysAgo: 9), game(eight.transformed(by: .leftRightReflection), daysAgo: 6),
                game(eight.transformed(by: .halfTurn), daysAgo: 3), game(otherEight, daysAgo: 2),
                game(try SolutionSequence(size: 6).first { _ in true }!, daysAgo: 1),
            ]
            try stores.history.record(contentsOf: games)
            return (folder, games)
        }

        @Test("The Album page: classes found and silhouettes, read by keyboard, a class, and the replay of its game")
        func albumPage() async throws {
            let (folder, games) = try Self.folderWithGames()
            for theme in [Theme.light, .dark] {
                try await AppHarness.run(options: LaunchOptions(boardSize: 8), dataDirectory: folder.url) { harness in
                    let name = theme == .dark ? "dark" : "light"
                    harness.window.coordinator.settings.setTheme(theme)
                    try await harness.waitUntil("the \(name) style") {
                        (adw_style_manager_get_dark(adw_style_manager_get_default()) != 0) == (theme == .dark)
                    }
                    if harness.window.currentPageName == "game" {
                        try await harness.press("Escape")
                        try await harness.waitForPage("home")
                    }
                    let row = harness.window.homePage.album
                    #expect(
                        String(cString: adw_action_row_get_subtitle(row.ptr()))
                            == "4 of 92 solutions · 2 of 12 classes")
                    try await harness.click(row)
                    try await harness.waitForPage("album")
                    let page = try #require(harness.window.albumPage)
                    #expect(page.album.boardSize == 8)
                    #expect(page.classCards.count == 12)
                    let first = try #require(page.classCards.first)
                    #expect(first.child.accessibleLabelMismatch("class 1 of 12, 3 of 8 found") == nil)
                    #expect(first.card.board == Self.eight)
                    #expect(page.classCards.count { $0.card.isFound } == 2)
                    #expect(page.classCards.filter { !$0.card.isFound }.allSatisfy { $0.card.board == nil })
                    #expect(page.sizes.count == 13)
                    try await harness.screenshot("album-\(name)")

                    // The keyboard: the grid has the focus on the first class; → moves, Enter opens.
                    #expect(page.album.selectedIndex == 0)
                    let found = try #require(
                        page.classCards.firstIndex { $0.card.canonicalForm == Self.otherEight.canonicalForm })
                    for _ in 0..<found { try await harness.press("Right") }
                    try await harness.waitUntil("the class of the other solution is selected") {
                        page.album.selectedIndex == found && page.classCards[found].child.hasFocus
                    }
                    // ↓ goes a row down (6 cards to a row at this width), ↑ back.
                    try await harness.press("Down")
                    try await harness.waitUntil("a row down") { page.album.selectedIndex == found + 6 }
                    try await harness.press("Up")
                    try await harness.waitUntil("back up") { page.album.selectedIndex == found }
                    try await harness.press("Return")
                    try await harness.waitForPage("album-class")
                    #expect(harness.window.albumClassPage?.albumClass.canonicalForm == Self.otherEight.canonicalForm)
                    try await harness.press("Escape")
                    try await harness.waitForPage("album")
                    try await harness.click(first.child)
                    try await harness.waitForPage("album-class")
                    let members = try #require(harness.window.albumClassPage)
                    #expect(members.albumClass.foundCount == 3)
                    #expect(members.memberCards.count == 8)
                    let canonical = try #require(members.memberCards.first)
                    #expect(canonical.member.isFound)
                    #expect(canonical.child.accessibleLabelMismatch(canonical.member.accessibilityLabel) == nil)
                    let missing = try #require(members.memberCards.first { !$0.member.isFound })
                    #expect(
                        missing.child.accessibleLabelMismatch("member \(missing.member.number) of 8, not found yet")
                            == nil)
                    try await harness.screenshot("album-class-\(name)")
                    // A silhouette opens nothing; the canonical member replays the game that found it first.
                    try await harness.click(missing.child)
                    try await harness.settle()
                    #expect(harness.window.currentPageName == "album-class")
                    try await harness.click(canonical.child)
                    try await harness.waitForPage("replay")
                    #expect(harness.window.replayPage?.replay.record.id == games[0].id)
                    try await harness.press("Escape")
                    try await harness.waitForPage("album-class")
                    try await harness.press("Escape")
                    try await harness.waitForPage("album")
                    // `]` shows the next size: 9×9, nothing found there.
                    try await harness.press("bracketright")
                    try await harness.waitUntil("9×9") { page.album.boardSize == 9 }
                    try await harness.waitUntil("its 46 classes") { page.classCards.count == 46 }
                    // `[` three times, one press at a time as a hand presses them: 8, 7, then 6×6.
                    for size in [8, 7, 6] {
                        try await harness.press("bracketleft")
                        try await harness.waitUntil("\(size)×\(size)") { page.album.boardSize == size }
                    }
                    #expect(!page.album.progress.isComplete)
                    try await harness.press("Escape")
                    try await harness.waitForPage("home")
                }
            }
        }

        /// Plays `solution` by clicking its squares on the game shown, and waits for the victory dialog.
        static func play(_ solution: Solution, _ harness: AppHarness) async throws -> VictoryDialog {
            let game = try #require(harness.game)
            try await harness.waitUntil("the board is shown") {
                harness.window.gamePage?.board.squareWidgets.count == solution.size * solution.size
                    && harness.window.currentPageName == "game" && harness.window.victoryDialog == nil
            }
            try await harness.settle()
            for square in solution.squares {
                try await harness.click(square)
                try await harness.waitUntil("a queen on \(square)") { game.board.hasQueen(on: square) || game.isSolved }
            }
            try await harness.waitUntil("the victory dialog is shown") {
                harness.window.victoryDialog?.window.isMapped == true
            }
            return try #require(harness.window.victoryDialog)
        }

        @Test("Every 6×6 solution played by clicks: the last completes the album, with the grand celebration")
        func completesSixBySix() async throws {
            try await AppHarness.run(options: LaunchOptions(boardSize: 6)) { harness in
                let solutions = Array(try SolutionSequence(size: 6))
                for (index, solution) in solutions.enumerated() {
                    let dialog = try await Self.play(solution, harness)
                    #expect(dialog.albumTexts.contains("New solution: \(index + 1) of 4 on 6×6"))
                    guard index < solutions.count - 1 else { break }
                    #expect(!dialog.albumTexts.contains { $0.contains("Album complete") })
                    adw_message_dialog_response(dialog.window.ptr(), "again")
                    try await harness.waitUntil("a new game") { harness.window.victoryDialog == nil }
                }
                let dialog = try #require(harness.window.victoryDialog)
                #expect(dialog.albumTexts.first == "★ Album complete for 6×6 ★")
                #expect(dialog.albumTexts.contains("Class complete: all 4 of its members"))
                #expect(harness.victory?.confetti.pieceCount == ConfettiBurst.grandPieceCount)
                #expect(harness.window.confetti.isFalling)
                try await harness.screenshot("victory-album-complete-light", of: dialog.window)
                try await harness.screenshot("victory-album-complete-confetti-light")
                adw_message_dialog_response(dialog.window.ptr(), "album")
                try await harness.waitForPage("album")
                let page = try #require(harness.window.albumPage)
                #expect(page.album.progress.isComplete)
                #expect(page.classCards.count == 1)
                #expect(page.classCards.first?.child.accessibleLabelMismatch("class 1 of 1, 4 of 4 found") == nil)
                let sixButton = try #require(page.sizes.first { $0.size == 6 }).button
                #expect(String(cString: gtk_button_get_label(sixButton.ptr())) == "6 ✓")
            }
        }
    }
}
