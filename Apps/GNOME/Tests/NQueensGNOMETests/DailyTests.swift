import CAdwaita
import Foundation
import GObjectSwift
import NQueensEngine
import NQueensPresentation
import NQueensServices
import Testing

@testable import NQueensGNOME

extension DesktopAppTests {
    @Suite("The daily puzzle")
    @MainActor
    struct Daily {
        /// The day the tests play: Tuesday 1 December 2026, a 9×9 easy daily.
        static let today = CalendarDay(year: 2026, month: 12, day: 1)!

        static func clock() -> DayClock {
            DayClock(year: 2026, month: 12, day: 1)
        }

        /// Switches the app to `theme` and waits until libadwaita draws it; returns its name for screenshots.
        static func use(_ theme: Theme, in harness: AppHarness) async throws -> String {
            harness.window.coordinator.settings.setTheme(theme)
            try await harness.waitUntil("the \(theme) style") {
                (adw_style_manager_get_dark(adw_style_manager_get_default()) != 0) == (theme == .dark)
            }
            return theme == .dark ? "dark" : "light"
        }

        @Test(
            "Today's daily from Home to the end by hints alone; the share text copied; the game under Daily in History",
            arguments: [Theme.light, .dark])
        func todaysDailyByHints(theme: Theme) async throws {
            try await AppHarness.run(clock: Self.clock()) { harness in
                let name = try await Self.use(theme, in: harness)
                let home = harness.window.coordinator.home
                let card = harness.window.homePage.daily

                // Home: today's card, not played yet, and the 30 days ending today.
                #expect(home.daily.date == Self.today)
                #expect(card.statusText == "Not played yet")
                #expect(card.idText == "ID \(home.daily.idText)")
                #expect(String(cString: gtk_button_get_label(card.play.ptr())) == "_Play")
                #expect(card.days.count == 30)
                #expect(card.days.last?.day.isToday == true)
                #expect(card.days.last?.day.date == Self.today)
                #expect(card.days.allSatisfy { !$0.day.isSolved })
                try await harness.screenshot("home-daily-\(name)")

                // Play opens today's daily: its givens stand on the board, fixed, and the title says which daily.
                try await harness.click(card.play)
                try await harness.waitForPage("game")
                let game = try #require(harness.game)
                #expect(game.mode == .daily)
                #expect(game.dailyDate == Self.today)
                let puzzle = try #require(game.puzzle)
                #expect(card.idText == "ID \(puzzle.id)")
                #expect(puzzle.size == 9)
                #expect(puzzle.difficulty == .easy)
                let titles = harness.window.windowTitle
                #expect(String(cString: adw_window_title_get_title(titles.ptr())) == "Daily · 1 Dec 2026")
                #expect(String(cString: adw_window_title_get_subtitle(titles.ptr())) == game.puzzleText)
                let board = try #require(harness.window.gamePage?.board)
                for given in puzzle.givens {
                    #expect(game.grid.cell(at: given)?.isGiven == true)
                    let widget = board.squareWidgets[(8 - given.row) * 9 + given.column]
                    #expect(widget.accessibleLabelMismatch("\(given), given queen") == nil)
                }
                // A click on a given leaves it there, and a toast says why.
                let given = try #require(puzzle.givens.first)
                try await harness.click(given)
                try await harness.waitUntil("the notice about the given") { game.notice != nil }
                #expect(game.board.hasQueen(on: given))
                try await harness.waitUntil("the toast") { harness.window.toastsShown.last == game.notice }

                // To the end on hints alone: H, then do what the hint says.
                var hints = 0
                var shotTaken = false
                while !game.isSolved, hints < 200 {
                    try await harness.press("h")
                    try await harness.waitUntil("hint \(hints + 1) is shown") { game.hintsUsed == hints + 1 }
                    hints += 1
                    let hint = try #require(game.puzzleHint)
                    #expect(game.hintText == hint.description)
                    switch hint {
                    case .deduce(let deduction):
                        #expect(game.grid.cells.contains { $0.isOnHintLine })
                        if deduction.placesQueen {
                            #expect(game.grid.cell(at: deduction.square)?.hint == .place)
                            if !shotTaken && game.queensPlaced > puzzle.givens.count {
                                try await harness.screenshot("game-daily-hint-\(name)")
                                shotTaken = true
                            }
                            try await harness.click(deduction.square)
                            try await harness.waitUntil("a queen on \(deduction.square)") {
                                game.board.hasQueen(on: deduction.square)
                            }
                        } else {
                            #expect(game.grid.cell(at: deduction.square)?.isRuledOut == true)
                        }
                    case .removeConflicting(let square), .removeWrong(let square):
                        Issue.record("a hint asked to take back \(square), though only hints were followed")
                        try await harness.click(square)
                    case .solved:
                        Issue.record("a hint said solved while the game was not")
                    }
                }
                #expect(game.isSolved)
                #expect(shotTaken)

                // Victory: the daily's figures, and Copy Result puts the daily's share text on the clipboard.
                try await harness.waitUntil("the victory dialog is shown") {
                    harness.window.victoryDialog?.window.isMapped == true
                }
                let victory = try #require(harness.victory)
                let dailyRecord = victory.record
                #expect(dailyRecord.mode == .daily)
                #expect(dailyRecord.dailyDate == Self.today)
                #expect(dailyRecord.hintsUsed == hints)
                #expect(victory.message == "You solved the daily of 1 Dec 2026.")
                let dialog = try #require(harness.window.victoryDialog)
                try await harness.screenshot("victory-daily-\(name)", of: dialog.window)
                let copied = try await harness.copyResult(from: dialog)
                #expect(copied == victory.shareText)
                #expect(copied?.hasPrefix("NQueens Daily · 1 Dec 2026 · 9×9 easy ✔ ") == true)
                #expect(copied?.contains(DisplayText.hints(hints)) == true)
                #expect(copied?.hasSuffix("🔥 1") == true)
                #expect(harness.window.toastsShown.last == "Result copied to the clipboard")

                // Escape closes it as Done (Return would press Copy Result again, which has the focus): Home says
                // today's daily is solved, on the card and in the strip.
                try await harness.press(["Escape"], in: dialog.window)
                try await harness.waitForPage("home")
                #expect(card.statusText.hasPrefix("Solved ✓ "))
                #expect(String(cString: gtk_button_get_label(card.play.ptr())) == "_Play again")
                #expect(card.days.last?.day.isSolved == true)
                #expect(home.dailyStreak == 1)
                try await harness.screenshot("home-daily-solved-\(name)")

                // A free game too, so that the Daily filter has something to leave out.
                harness.window.coordinator.settings.update { $0.boardSize = 4 }
                try await harness.click(harness.window.homePage.buttons.start)
                try await harness.waitUntil("a 4×4 game") { harness.game?.boardSize == 4 }
                try await Flow.winFourByFour(harness)
                let freeRecord = try #require(harness.victory?.record)
                harness.victory?.done()
                try await harness.waitForPage("home")

                // History: both games; Daily keeps the daily, Free play the other, Puzzles none.
                try await harness.click(harness.window.homePage.rows.history)
                try await harness.waitForPage("history")
                let page = try #require(harness.window.historyPage)
                #expect(page.rows.count == 2)
                #expect(page.kindFilters.map(\.filter) == ModeFilter.allCases)
                @MainActor func choose(_ filter: ModeFilter, count: Int) async throws {
                    let button = try #require(page.kindFilters.first { $0.filter == filter }?.button)
                    try await harness.click(button)
                    try await harness.waitUntil("the \(filter.title) filter") {
                        page.history.modeFilter == filter && page.rows.count == count
                    }
                    #expect(gtk_toggle_button_get_active(button.ptr()) != 0)
                }
                try await choose(.daily, count: 1)
                #expect(page.rows.first?.id == dailyRecord.id)
                let row = try #require(page.rows.first?.row)
                #expect(String(cString: adw_action_row_get_subtitle(row.ptr())).hasPrefix("Daily 1 Dec 2026 · Easy · "))
                try await harness.screenshot("history-daily-\(name)")
                try await choose(.freePlay, count: 1)
                #expect(page.rows.first?.id == freeRecord.id)
                try await choose(.puzzles, count: 0)
                #expect(page.history.noMatchText == "No puzzles yet.")
                try await choose(.all, count: 2)
            }
        }

        @Test(
            "A day of the strip plays that day's daily: givens apart, squares ruled out and the hint's line drawn",
            arguments: [Theme.light, .dark])
        func pastDailyFromTheStrip(theme: Theme) async throws {
            try await AppHarness.run(clock: Self.clock()) { harness in
                let name = try await Self.use(theme, in: harness)
                let card = harness.window.homePage.daily
                let (day, button) = try #require(card.days.dropLast(2).last)
                #expect(day.date == CalendarDay(year: 2026, month: 11, day: 29))
                try await harness.click(button)
                try await harness.waitForPage("game")
                let game = try #require(harness.game)
                #expect(game.mode == .daily)
                #expect(game.dailyDate == day.date)
                #expect(game.title == "Daily · 29 Nov 2026")
                let given = try #require(game.puzzle?.givens.first)
                let cell = try #require(game.grid.cell(at: given))
                let palette = harness.window.context.palette
                #expect(palette.pieceColor(for: cell) == palette.given)
                #expect(palette.pieceColor(for: cell) != palette.queen)
                // Sunday's daily is medium: its hints rule squares out before they place some queens. Follow them
                // until two squares are ruled out and two queens placed, and show the next queen's hint.
                let puzzle = try #require(game.puzzle)
                #expect(puzzle.difficulty == .medium)
                var asked = 0
                while asked < 60, !game.isSolved {
                    try await harness.press("h")
                    try await harness.waitUntil("hint \(asked + 1) is shown") { game.hintsUsed == asked + 1 }
                    asked += 1
                    guard case .deduce(let deduction) = game.puzzleHint, deduction.placesQueen else { continue }
                    if game.ruledOut.count >= 2 && game.queensPlaced >= puzzle.givens.count + 2 { break }
                    try await harness.click(deduction.square)
                    try await harness.waitUntil("a queen on \(deduction.square)") {
                        game.board.hasQueen(on: deduction.square)
                    }
                }
                let grid = game.grid
                #expect(grid.cells.filter(\.isRuledOut).count >= 2)
                #expect(grid.cells.contains { $0.isOnHintLine })
                #expect(grid.cells.contains { $0.hint == .place })
                try await harness.screenshot("game-daily-medium-\(name)")
                // Back Home, the strip still offers the day; the card is still today's.
                try await harness.press("Escape")
                try await harness.waitForPage("home")
                #expect(harness.window.coordinator.home.daily.date == Self.today)
                // Narrow, the card goes above the list, and its 30 days still fit.
                #expect(harness.window.homePage.isWide)
                try await harness.resize(width: 360, height: 640)
                try await harness.waitUntil("Home is one column") { !harness.window.homePage.isWide }
                // No sideways scrolling: the card fits beside Home's margins.
                #expect(card.root.width <= 360 - 32)
                let scroller = harness.window.homePage.root
                let adjustment = gtk_scrolled_window_get_hadjustment(scroller.ptr())
                #expect(gtk_adjustment_get_upper(adjustment) <= gtk_adjustment_get_page_size(adjustment))
                #expect(card.days.allSatisfy { $0.button.isMapped && $0.button.width >= 16 })
                try await harness.screenshot("home-daily-narrow-\(name)")
            }
        }
    }
}
