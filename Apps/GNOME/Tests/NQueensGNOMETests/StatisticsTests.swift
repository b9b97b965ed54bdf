import CAdwaita
import Foundation
import GObjectSwift
import NQueensEngine
import NQueensPresentation
import NQueensServices
import Testing

@testable import NQueensGNOME

extension DesktopAppTests {
    @Suite("The Statistics page")
    @MainActor
    struct Statistics {
        /// The day the app believes it is, and the end of the generated history.
        static func clock() -> DayClock {
            DayClock(year: 2026, month: 12, day: 1)
        }

        static let end = GeneratedHistory.utc.date(
            from: DateComponents(year: 2026, month: 12, day: 1, hour: 9))!

        /// A data directory holding 200 generated games.
        static func folderWithGames(_ count: Int = 200) throws -> TemporaryFolder {
            let folder = try TemporaryFolder()
            let stores = try SQLiteStores.open(in: DataDirectory(url: folder.url), now: clock().now)
            try stores.history.record(contentsOf: GeneratedHistory.games(count: count, endingAt: end))
            return folder
        }

        /// Opens the Statistics page from Home's row with a real click.
        static func open(in harness: AppHarness) async throws -> StatisticsPage {
            if harness.window.currentPageName == "game" {
                try await harness.press("Escape")
                try await harness.waitForPage("home")
            }
            try await harness.click(harness.window.homePage.statistics)
            try await harness.waitForPage("statistics")
            return try #require(harness.window.statisticsPage)
        }

        /// Opens the primary menu with F10 and picks the item whose mnemonic is `key`, as a keyboard does.
        static func chooseFromPrimaryMenu(_ key: String, in harness: AppHarness) async throws {
            try await harness.focus()
            try XInput.press(["F10"])
            try await harness.settle()
            try XInput.press([key])
            try await harness.settle()
        }

        @Test("200 games: a row per size, the chart and the calendar said to screen readers, sizes by keyboard")
        func twoHundredGames() async throws {
            let folder = try Self.folderWithGames()
            for theme in [Theme.light, .dark] {
                try await AppHarness.run(dataDirectory: folder.url, clock: Self.clock()) { harness in
                    let name = try await Daily.use(theme, in: harness)
                    let home = harness.window.homePage.statistics
                    #expect(
                        String(cString: adw_action_row_get_subtitle(home.ptr()))
                            == harness.window.coordinator.home.statisticsText)
                    let page = try await Self.open(in: harness)
                    let statistics = page.statistics
                    #expect(statistics.gameCount == 200)
                    #expect(page.rows.map(\.row.boardSize) == statistics.sizesPlayed)
                    #expect(page.rows.count >= 6)
                    for (row, widget) in page.rows {
                        #expect(widget.accessibleLabelMismatch(row.accessibilityLabel) == nil)
                    }
                    #expect(statistics.boardSize == 8)
                    #expect(page.chart.area.accessibleLabelMismatch(statistics.chart.accessibilityLabel) == nil)
                    #expect(statistics.chart.accessibilityLabel.hasPrefix("8×8 solve times: "))
                    #expect(
                        page.calendar.area.accessibleLabelMismatch(statistics.calendarAccessibilityLabel) == nil)
                    #expect(page.calendar.legendTexts.count == ActivityKind.allCases.count + 1)
                    #expect(page.streakTexts == [statistics.streakText, statistics.dailyStreakText])
                    #expect(statistics.streaks.current == 5)
                    try await harness.screenshot("statistics-\(name)")
                    try await harness.screenshot("statistics-page-\(name)", content: page.content)

                    // `]` charts the next larger size played, `[` goes back; the chart says the size it shows.
                    let sizes = statistics.sizesPlayed
                    let next = try #require(sizes.first { $0 > 8 })
                    try await harness.press("bracketright")
                    try await harness.waitUntil("\(next)×\(next) is charted") {
                        page.chart.chart?.boardSize == next
                    }
                    #expect(page.chart.area.accessibleLabelMismatch(statistics.chart.accessibilityLabel) == nil)
                    #expect(
                        gtk_drop_down_get_selected(page.sizeSelector.ptr()) == guint(sizes.firstIndex(of: next)!))
                    try await harness.press("bracketleft")
                    try await harness.waitUntil("8×8 again") { page.chart.chart?.boardSize == 8 }
                    // A row activated by a click charts its size.
                    let six = try #require(page.rows.first { $0.row.boardSize == 6 }).widget
                    try await harness.click(six)
                    try await harness.waitUntil("6×6 is charted") { page.chart.chart?.boardSize == 6 }
                    // Tab reaches the chart and then the calendar, each said as a whole.
                    for _ in 0..<40 where !page.chart.area.hasFocus { try await harness.press("Tab") }
                    #expect(page.chart.area.hasFocus)
                    try await harness.press("Tab")
                    #expect(page.calendar.area.hasFocus)
                    try await harness.screenshot("statistics-calendar-focused-\(name)")

                    try await harness.press("Escape")
                    try await harness.waitForPage("home")
                }
            }
        }

        @Test("A narrow window: one column, the calendar scrolled to the recent months, nothing cut off")
        func narrow() async throws {
            let folder = try Self.folderWithGames()
            try await AppHarness.run(dataDirectory: folder.url, clock: Self.clock()) { harness in
                try await harness.resize(width: 360, height: 760)
                let page = try await Self.open(in: harness)
                try await harness.settle(frames: 6)
                let adjustment = gtk_scrolled_window_get_hadjustment(page.calendar.root.ptr())
                let upper = gtk_adjustment_get_upper(adjustment)
                let pageSize = gtk_adjustment_get_page_size(adjustment)
                #expect(upper > pageSize)
                #expect(abs(gtk_adjustment_get_value(adjustment) - (upper - pageSize)) < 1)
                // Nothing wider than the window: the chart and the rows fit.
                #expect(page.chart.area.width <= 360)
                #expect(page.rows.allSatisfy { $0.widget.width <= 360 })
                try await harness.screenshot("statistics-narrow-light")
                try await harness.screenshot("statistics-page-narrow-light", content: page.content)
            }
        }

        @Test("No games: the empty state, reached from the primary menu by keyboard")
        func empty() async throws {
            try await AppHarness.run(clock: Self.clock()) { harness in
                if harness.window.currentPageName == "game" {
                    try await harness.press("Escape")
                    try await harness.waitForPage("home")
                }
                try await Self.chooseFromPrimaryMenu("s", in: harness)
                try await harness.waitForPage("statistics")
                let page = try #require(harness.window.statisticsPage)
                #expect(page.statistics.emptyText != nil)
                #expect(page.rows.isEmpty)
            }
        }
    }
}
