import CAdwaita
import Foundation
import GObjectSwift
import NQueensEngine
import NQueensPresentation
import NQueensServices
import Testing

@testable import NQueensGNOME

extension DesktopAppTests {
    @Suite("Victory, history, replay, theme and size")
    @MainActor
    struct Flow {
        /// Wins a 4×4 game by clicks (b1 d2 a3 c4) and waits for the victory dialog.
        static func winFourByFour(_ harness: AppHarness) async throws {
            let game = try #require(harness.game)
            try await harness.waitUntil("the 4×4 board is shown") {
                harness.window.gamePage?.board.squareWidgets.count == 16 && harness.window.currentPageName == "game"
            }
            try await harness.settle()
            for square in squares("b1", "d2", "a3", "c4", size: 4) {
                try await harness.click(square)
                try await harness.waitUntil("a queen on \(square)") { game.board.hasQueen(on: square) || game.isSolved }
            }
            try await harness.waitUntil("the victory dialog is shown") {
                harness.window.victoryDialog?.window.isMapped == true
            }
        }

        @Test("After the victory dialog, History lists the game and its replay steps through every move")
        func victoryHistoryReplay() async throws {
            try await AppHarness.run(options: LaunchOptions(boardSize: 4)) { harness in
                try await Self.winFourByFour(harness)
                let record = try #require(harness.victory?.record)
                // Done (the dialog's default response) goes back Home.
                try await harness.press(["Return"], in: try #require(harness.window.victoryDialog).window)
                try await harness.waitUntil("the dialog is gone") { harness.window.victoryDialog == nil }
                try await harness.waitForPage("home")
                #expect(harness.window.coordinator.home.gameCount == 1)
                try await harness.click(harness.window.homePage.rows.history)
                try await harness.waitForPage("history")
                let history = try #require(harness.window.historyPage)
                #expect(history.rows.count == 1)
                #expect(history.rows.first?.id == record.id)
                let row = try #require(history.rows.first?.row)
                #expect(
                    String(cString: adw_preferences_row_get_title(row.ptr()))
                        == "4×4 · \(record.activeDuration.formattedClock)")
                #expect(String(cString: adw_action_row_get_subtitle(row.ptr())).contains("4 moves"))
                try await harness.screenshot("history-light")
                try await harness.click(row)
                try await harness.waitForPage("replay")
                let replay = try #require(harness.window.replayPage)
                #expect(replay.replay.step == 0)
                try await harness.press("Right", "Right")
                try await harness.waitUntil("step 2") { replay.replay.step == 2 }
                #expect(replay.stepText == "Step 2 of 4")
                #expect(
                    replay.board.squareWidgets.filter { nq_accessible_check_pressed($0.ptr(), 1) == nil }.count == 2)
                try await harness.press("End")
                try await harness.waitUntil("the final position") { replay.replay.isAtEnd }
                #expect(replay.replay.board.isSolved)
                try await harness.press("Left")
                try await harness.waitUntil("step 3") { replay.replay.step == 3 }
                try await harness.press("Home", "space")
                try await harness.waitUntil("the replay plays on") { replay.replay.step >= 1 }
                try await harness.screenshot("replay-light")
                // Back to the history, then Home.
                try await harness.press("Escape")
                try await harness.waitForPage("history")
                #expect(!replay.replay.isPlaying)
                try await harness.press("alt+Left")
                try await harness.waitForPage("home")
            }
        }

        @Test("Clear History asks first, in a message dialog, and Cancel keeps the games")
        func clearHistoryConfirmation() async throws {
            try await AppHarness.run(options: LaunchOptions(boardSize: 4)) { harness in
                try await Self.winFourByFour(harness)
                harness.victory?.done()
                harness.window.coordinator.home.showHistory()
                try await harness.waitUntil("History is shown") { harness.window.historyPage != nil }
                let page = try #require(harness.window.historyPage)
                page.history.requestClear()
                try await harness.waitUntil("the confirmation is shown") {
                    page.clearConfirmation?.isMapped == true
                }
                let dialog = try #require(page.clearConfirmation)
                try await harness.screenshot("history-clear-confirmation-light", of: dialog)
                adw_message_dialog_response(dialog.ptr(), "cancel")
                try await harness.waitUntil("the confirmation is gone") { page.clearConfirmation == nil }
                #expect(page.history.totalCount == 1)
                page.history.requestClear()
                try await harness.waitUntil("asked again") { page.clearConfirmation?.isMapped == true }
                adw_message_dialog_response(try #require(page.clearConfirmation).ptr(), "clear")
                try await harness.waitUntil("the history is empty") { page.history.isEmpty && page.rows.isEmpty }
            }
        }

        @Test("The theme follows Preferences: dark and light reach libadwaita and the board's palette")
        func themeSwitch() async throws {
            try await AppHarness.run(options: LaunchOptions(boardSize: 8)) { harness in
                let styleManager = adw_style_manager_get_default()
                g_action_group_activate_action(harness.app.application.ptr(), "preferences", nil)
                try await harness.waitUntil("Preferences is shown") {
                    harness.window.preferences?.window.isMapped == true
                }
                let preferences = try #require(harness.window.preferences)
                #expect(harness.window.coordinator.settings.current.theme == .system)
                Make.select(Theme.allCases.firstIndex(of: .dark)!, in: preferences.themeRow)
                try await harness.waitUntil("the dark style") { adw_style_manager_get_dark(styleManager) != 0 }
                #expect(harness.window.coordinator.settings.current.theme == .dark)
                #expect(harness.window.context.palette == .dark)
                try await harness.screenshot("preferences-dark", of: preferences.window)
                Make.select(Theme.allCases.firstIndex(of: .light)!, in: preferences.themeRow)
                try await harness.waitUntil("the light style") { adw_style_manager_get_dark(styleManager) == 0 }
                #expect(harness.window.context.palette == .light)
                try await harness.screenshot("preferences-light", of: preferences.window)
                Make.select(Theme.allCases.firstIndex(of: .system)!, in: preferences.themeRow)
                try await harness.waitUntil("following the system") {
                    adw_style_manager_get_color_scheme(styleManager) == ADW_COLOR_SCHEME_DEFAULT
                }
            }
        }

        @Test("Preferences closes with Escape and opens again, as often as asked, each time a window that closes")
        func preferencesReopen() async throws {
            try await AppHarness.run { harness in
                for round in 1...2 {
                    try await harness.press("ctrl+comma")
                    try await harness.waitUntil("Preferences is shown (round \(round))") {
                        harness.window.preferences?.window.isMapped == true
                    }
                    let preferences = try #require(harness.window.preferences?.window)
                    try await harness.press(["Escape"], in: preferences)
                    try await harness.waitUntil("Preferences is closed (round \(round))") {
                        !preferences.isMapped && harness.window.preferences == nil
                    }
                }
            }
        }

        @Test("From wide to narrow: the panel moves under the board, and the size is remembered")
        func resizeWideToNarrow() async throws {
            let folder = try TemporaryFolder()
            try await AppHarness.run(options: LaunchOptions(boardSize: 8), dataDirectory: folder.url) { harness in
                let page = try #require(harness.window.gamePage)
                #expect(harness.window.isWide)
                #expect(page.isWide)
                try await harness.resize(width: 360, height: 640)
                try await harness.waitUntil("the panel is under the board") { !page.isWide }
                #expect(page.board.root.width <= 360)
                #expect(page.board.root.width >= 240)
                try await harness.screenshot("game-narrow-light")
                try await harness.resize(width: 1000, height: 720)
                try await harness.waitUntil("the panel is beside the board") { page.isWide }
                try await harness.resize(width: 420, height: 700)
            }
            try await AppHarness.run(dataDirectory: folder.url) { harness in
                #expect(harness.defaultSize == (420, 700))
            }
        }

        @Test("Every screen in dark and in light")
        func everyScreen() async throws {
            for theme in [Theme.dark, .light] {
                try await AppHarness.run(options: LaunchOptions(boardSize: 8)) { harness in
                    let name = theme == .dark ? "dark" : "light"
                    harness.window.coordinator.settings.setTheme(theme)
                    try await harness.waitUntil("the \(name) style") {
                        (adw_style_manager_get_dark(adw_style_manager_get_default()) != 0) == (theme == .dark)
                    }
                    let game = try #require(harness.game)
                    for square in squares("e4", "e6", "c2", size: 8) {
                        try await harness.click(square)
                        try await harness.waitUntil("a queen on \(square)") { game.board.hasQueen(on: square) }
                    }
                    try await harness.screenshot("game-conflict-\(name)")
                    try await harness.press("Escape")
                    try await harness.waitForPage("home")
                    try await harness.screenshot("home-\(name)")
                    try await harness.click(harness.window.homePage.rows.size)
                    try await harness.waitUntil("the board-size dialog") {
                        harness.window.boardSizeDialog?.window.isMapped == true
                    }
                    let sizes = try #require(harness.window.boardSizeDialog)
                    try await harness.screenshot("board-size-\(name)", of: sizes.window)
                    try await harness.click(try #require(sizes.presets.first { $0.size == 4 }).row, in: sizes.window)
                    try await harness.waitUntil("the size is chosen") { harness.window.boardSizeDialog == nil }
                    #expect(harness.window.coordinator.home.boardSize == 4)
                    harness.window.coordinator.home.start()
                    try await harness.waitUntil("a 4×4 game") { harness.game?.boardSize == 4 }
                    try await Self.winFourByFour(harness)
                    try await harness.screenshot(
                        "victory-\(name)", of: try #require(harness.window.victoryDialog).window)
                    try await harness.screenshot("victory-confetti-\(name)")
                    harness.victory?.done()
                    harness.window.coordinator.home.showHistory()
                    try await harness.waitForPage("history")
                    try await harness.screenshot("history-\(name)")
                    let row = try #require(harness.window.historyPage?.rows.first?.row)
                    try await harness.click(row)
                    try await harness.waitForPage("replay")
                    try await harness.press("Right", "Right", "Right")
                    try await harness.screenshot("replay-\(name)")
                }
            }
            let files = try FileManager.default.contentsOfDirectory(atPath: Screenshots.folder.path)
            for screen in ["home", "game-conflict", "board-size", "victory", "history", "replay"] {
                #expect(files.contains("\(screen)-dark.png"))
                #expect(files.contains("\(screen)-light.png"))
            }
        }
    }
}

extension Duration {
    /// The duration as the app writes a playing time.
    var formattedClock: String {
        DisplayText.time(self)
    }
}
