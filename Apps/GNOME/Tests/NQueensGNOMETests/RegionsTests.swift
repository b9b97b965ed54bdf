import CAdwaita
import Foundation
import GObjectSwift
import NQueensEngine
import NQueensPresentation
import NQueensServices
import Testing

@testable import NQueensGNOME

extension DesktopAppTests {
    @Suite("The regions daily")
    @MainActor
    struct Regions {
        /// Tuesday 1 December 2026: its regions daily is an 8×8 easy one.
        static let today = Daily.today

        /// The squares the player marked ✕ (the hints' own ruled-out squares are `GameViewModel.ruledOut`).
        static func marked(_ game: GameViewModel) -> Set<Square> {
            Set(game.grid.cells.filter(\.isMarked).map(\.square))
        }

        @Test(
            "Today's regions daily from Home, won with real clicks, right-click marks and its hints; the result copied; the game under Regions in History",
            arguments: [Theme.light, .dark])
        func todaysRegionsDaily(theme: Theme) async throws {
            try await AppHarness.run(clock: Daily.clock()) { harness in
                let name = try await Daily.use(theme, in: harness)
                let home = harness.window.coordinator.home
                let card = harness.window.homePage.regionsDaily

                // Home: the regions card beside the classic one, not played yet, with its own 30 days.
                let today = home.dailyCard(.regions)
                #expect(today.date == Self.today && today.kind == .regions)
                #expect(card.statusText == "Not played yet")
                #expect(card.idText == "ID \(today.idText)")
                #expect(card.idText != harness.window.homePage.daily.idText)
                #expect(card.days.count == 30 && card.days.last?.day.isToday == true)
                #expect(card.days.allSatisfy { !$0.day.isSolved })
                try await harness.screenshot("home-regions-\(name)")

                // Play opens it: every square in a region, its name said by its widget.
                try await harness.click(card.play)
                try await harness.waitForPage("game")
                let game = try #require(harness.game)
                let puzzle = try #require(game.regionsPuzzle)
                #expect(game.mode == .regions && game.dailyDate == Self.today)
                #expect(puzzle.size == 8 && puzzle.difficulty == .easy)
                #expect(game.title == "Regions daily · 1 Dec 2026")
                let titles = harness.window.windowTitle
                #expect(String(cString: adw_window_title_get_title(titles.ptr())) == game.title)
                #expect(game.grid.cells.allSatisfy { $0.region != nil })
                #expect(game.grid.cells.contains { !$0.regionBorders.isEmpty })
                let board = try #require(harness.window.gamePage?.board)
                for cell in game.grid.cells.prefix(8) {
                    let widget = try Marks.widget(cell.square.description, on: board)
                    #expect(widget.accessibleLabelMismatch(cell.accessibilityLabel) == nil)
                    #expect(cell.accessibilityLabel.contains("region"))
                }

                // The player's own marks: a right-click on two squares the solution leaves empty, and a right-drag
                // along the top rank's empty squares left of its queen (a rank the clicks leave alone, since a drag
                // that starts on a mark takes marks away).
                let solution = Set(puzzle.solution)
                let empty = game.grid.cells.map(\.square).filter { !solution.contains($0) }
                let clicked = Array(empty.filter { $0.row != 7 }.prefix(2))
                for square in clicked { try await harness.rightClick(square) }
                try await harness.waitUntil("two squares marked") { Set(clicked).isSubset(of: Self.marked(game)) }
                #expect(game.queensPlaced == 0)
                #expect(game.grid.cell(at: clicked[0])?.isMarked == true)
                let topQueen = try #require(puzzle.solution.first { $0.row == 7 })
                let dragged = (0..<topQueen.column).map { Square(row: 7, column: $0) }
                if dragged.count >= 2 {
                    try await harness.rightDrag(through: dragged)
                    try await harness.waitUntil("the drag's squares marked") {
                        Set(dragged).isSubset(of: Self.marked(game))
                    }
                }
                let marked = Marks.marked(game)
                #expect(marked.isSuperset(of: clicked.map(\.description)))

                // Then deduction, step by step: H names the step; a step that places a queen is clicked.
                var hints = 0
                var shotTaken = false
                while !game.isSolved, hints < 100 {
                    try await harness.press("h")
                    try await harness.waitUntil("hint \(hints + 1) is shown") { game.hintsUsed == hints + 1 }
                    hints += 1
                    let hint = try #require(game.regionsHint)
                    guard case .deduce(let deduction) = hint else {
                        Issue.record("an unexpected hint on the way: \(hint)")
                        break
                    }
                    #expect(game.hintText?.isEmpty == false)
                    guard let queen = deduction.placedQueen else {
                        #expect(Set(deduction.ruledOutSquares).isSubset(of: Self.marked(game).union(game.ruledOut)))
                        continue
                    }
                    #expect(game.grid.cell(at: queen)?.hint == .place)
                    if !shotTaken && game.queensPlaced >= 2 {
                        try await harness.screenshot("game-regions-\(name)")
                        shotTaken = true
                    }
                    try await harness.click(queen)
                    try await harness.waitUntil("a queen on \(queen)") { game.board.hasQueen(on: queen) }
                }
                #expect(game.isSolved)
                #expect(shotTaken)

                // Victory: the regions daily's figures, and Copy Result puts its share text on the clipboard.
                try await harness.waitUntil("the victory dialog is shown") {
                    harness.window.victoryDialog?.window.isMapped == true
                }
                let victory = try #require(harness.victory)
                let record = victory.record
                #expect(record.mode == .regions && record.dailyDate == Self.today)
                #expect(record.puzzleID == puzzle.id.description)
                #expect(victory.message == "You solved the regions daily of 1 Dec 2026.")
                let dialog = try #require(harness.window.victoryDialog)
                try await harness.screenshot("victory-regions-\(name)", of: dialog.window)
                let copied = try await harness.copyResult(from: dialog)
                #expect(copied == victory.shareText)
                #expect(copied?.hasPrefix("NQueens Regions · 1 Dec 2026 · 8×8 easy ✔ ") == true)
                #expect(harness.window.toastsShown.last == "Result copied to the clipboard")

                // Home says so on the regions card and its strip; the classic card is untouched.
                try await harness.press(["Escape"], in: dialog.window)
                try await harness.waitForPage("home")
                #expect(card.statusText.hasPrefix("Solved ✓ "))
                #expect(card.days.last?.day.isSolved == true)
                #expect(harness.window.homePage.daily.statusText == "Not played yet")

                // History: the game, under Regions.
                try await harness.click(harness.window.homePage.rows.history)
                try await harness.waitForPage("history")
                let page = try #require(harness.window.historyPage)
                let regions = try #require(page.kindFilters.first { $0.filter == .regions }?.button)
                try await harness.click(regions)
                try await harness.waitUntil("the Regions filter") {
                    page.history.modeFilter == .regions && page.rows.count == 1
                }
                #expect(page.rows.first?.id == record.id)
                let row = try #require(page.rows.first?.row)
                #expect(
                    String(cString: adw_preferences_row_get_title(row.ptr())).contains("Regions")
                        || String(cString: adw_action_row_get_subtitle(row.ptr())).contains("Regions"))
                try await harness.screenshot("history-regions-\(name)")
            }
        }

        @Test("Preferences' “Mark around each queen” switch: a regions queen then marks what it rules out")
        func markAroundSwitch() async throws {
            try await AppHarness.run(clock: Daily.clock()) { harness in
                let settings = harness.window.coordinator.settings
                #expect(settings.current.marksAroundQueens == false)
                let preferences = PreferencesWindow(settings: settings, parent: harness.window.window)
                preferences.present()
                try await harness.waitUntil("the preferences are shown") { preferences.window.isMapped }
                try await harness.click(preferences.marksAroundSwitch, in: preferences.window)
                try await harness.waitUntil("the setting is on") { settings.current.marksAroundQueens }
                gtk_window_close(preferences.window.ptr())

                try await harness.click(harness.window.homePage.regionsDaily.play)
                try await harness.waitForPage("game")
                let game = try #require(harness.game)
                let puzzle = try #require(game.regionsPuzzle)
                let queen = puzzle.solution[3]
                try await harness.click(queen)
                try await harness.waitUntil("a queen on \(queen)") { game.board.hasQueen(on: queen) }
                let ruledOut = Set(puzzle.regions.squaresRuledOut(byQueenOn: queen))
                try await harness.waitUntil("the squares it rules out are marked") { Self.marked(game) == ruledOut }
                #expect(game.moveCount == 1)
            }
        }
    }
}
