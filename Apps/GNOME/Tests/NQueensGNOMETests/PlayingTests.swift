import CAdwaita
import Foundation
import GObjectSwift
import NQueensEngine
import NQueensPresentation
import NQueensServices
import Testing

@testable import NQueensGNOME

extension DesktopAppTests {
    @Suite("Playing with the mouse and the keyboard")
    @MainActor
    struct Playing {
        @Test("A 4×4 game is won by clicks: the victory dialog shows its figures and Copy Result copies the share text")
        func fourByFourByClicks() async throws {
            try await AppHarness.run(options: LaunchOptions(boardSize: 4)) { harness in
                let game = try #require(harness.game)
                #expect(harness.window.currentPageName == "game")
                #expect(game.boardSize == 4)
                // b1 d2 a3 c4: the first 4×4 solution.
                for square in squares("b1", "d2", "a3", "c4", size: 4) {
                    try await harness.click(square)
                    try await harness.waitUntil("a queen stands on \(square)") {
                        game.board.hasQueen(on: square) || game.isSolved
                    }
                }
                try await harness.waitUntil("the victory dialog is shown") {
                    harness.window.victoryDialog?.window.isMapped == true
                }
                let victory = try #require(harness.victory)
                #expect(victory.record.moveCount == 4)
                #expect(victory.efficiencyText == "100%")
                #expect(harness.window.confetti.isFalling || !harness.window.confetti.area.animationsEnabled)
                let dialog = try #require(harness.window.victoryDialog)
                try await harness.screenshot("victory-dialog-4x4", of: dialog.window)
                let copied = try await harness.copyResult(from: dialog)
                #expect(copied == victory.shareText)
                #expect(copied?.hasPrefix("N-Queens 4×4 ✔") == true)
            }
        }

        @Test("The victory dialog shows with no button focused, at once: Enter is Done, not Copy Result")
        func victoryDialogFocus() async throws {
            try await AppHarness.run(options: LaunchOptions(boardSize: 4)) { harness in
                try await Flow.winFourByFour(harness)
                let shown = try #require(harness.window.victoryDialog)
                #expect(gtk_window_get_focus(shown.window.ptr()) == nil)
                // A second dialog over the same victory, checked before the loop runs: GTK focuses the first button
                // as it shows a window, and nothing may wait for the loop to take that back (the confetti keeps it
                // busy).
                let dialog = VictoryDialog(victory: shown.victory, parent: harness.window.window) {}
                dialog.present()
                #expect(gtk_window_get_focus(dialog.window.ptr()) == nil)
                dialog.close()
            }
        }

        @Test("A 6×6 game is won by the keyboard alone: the cursor starts top-left, stops at the edges, Space places")
        func sixBySixByKeyboard() async throws {
            try await AppHarness.run(options: LaunchOptions(boardSize: 6)) { harness in
                let game = try #require(harness.game)
                let board = try #require(harness.window.gamePage?.board)
                #expect(game.cursor == Square(row: 5, column: 0))
                try await harness.waitUntil("the cursor's square has the focus") {
                    board.squareWidgets.first?.hasFocus == true
                }
                // At the top-left corner, up and left go nowhere.
                try await harness.press("Up", "Left")
                #expect(game.cursor == Square(row: 5, column: 0))
                // b1 d2 f3 a4 c5 e6 is a 6×6 solution; walk the cursor to each and press Space (Enter for the last).
                let targets = squares("b1", "d2", "f3", "a4", "c5", "e6", size: 6)
                for (index, target) in targets.enumerated() {
                    var keys: [String] = []
                    let rows = target.row - game.cursor.row
                    let columns = target.column - game.cursor.column
                    keys += Array(repeating: rows > 0 ? "Up" : "Down", count: abs(rows))
                    keys += Array(repeating: columns > 0 ? "Right" : "Left", count: abs(columns))
                    try await harness.press(keys)
                    // GTK hides the focus ring, the cursor, a few seconds after the last key: Space shows it again.
                    gtk_window_set_focus_visible(harness.window.window.ptr(), 0)
                    try await harness.press(index == targets.count - 1 ? "Return" : "space")
                    try await harness.waitUntil("a queen stands on \(target)") {
                        game.board.hasQueen(on: target) || game.isSolved
                    }
                    if !game.isSolved {
                        #expect(game.cursor == target)
                        #expect(board.squareWidgets[(5 - target.row) * 6 + target.column].hasFocus)
                        try await harness.waitUntil("the cursor's ring shows after Space") {
                            gtk_window_get_focus_visible(harness.window.window.ptr()) != 0
                        }
                    }
                }
                try await harness.waitUntil("the victory dialog is shown") { harness.victory != nil }
                #expect(harness.victory?.record.moveCount == 6)
                // At the bottom-right edge the cursor stops too (checked on a new game: the solved board ignores keys).
                harness.victory?.playAgain()
                try await harness.waitUntil("a new game is shown") { harness.game?.isSolved == false }
                try await harness.press("Right", "Right", "Right", "Right", "Right", "Right", "Right")
                #expect(harness.game?.cursor == Square(row: 5, column: 5))
                try await harness.press("Down", "Down", "Down", "Down", "Down", "Down", "Down")
                #expect(harness.game?.cursor == Square(row: 0, column: 5))
            }
        }

        @Test("Ctrl+Z undoes, Ctrl+Shift+Z redoes, H shows a hint, and the buttons follow what can be done")
        func undoRedoAndHint() async throws {
            try await AppHarness.run(options: LaunchOptions(boardSize: 8)) { harness in
                let game = try #require(harness.game)
                #expect(harness.window.actions["undo"]?.isEnabled == false)
                for square in squares("d1", "d5", size: 8) {
                    try await harness.click(square)
                    try await harness.waitUntil("a queen on \(square)") { game.board.hasQueen(on: square) }
                }
                #expect(game.queensPlaced == 2)
                #expect(harness.window.gamePage?.status.text == "Conflict: 2 queens attack each other.")
                try await harness.waitUntil("undo is enabled") { harness.window.actions["undo"]?.isEnabled == true }
                try await harness.press("ctrl+z")
                try await harness.waitUntil("the last queen is taken back") { game.queensPlaced == 1 }
                #expect(!game.board.hasQueen(on: Square(row: 4, column: 3)))
                try await harness.press("ctrl+shift+z")
                try await harness.waitUntil("the queen is back") { game.queensPlaced == 2 }
                try await harness.press("ctrl+z")
                try await harness.waitUntil("the queen is taken back again") { game.queensPlaced == 1 }
                try await harness.press("h")
                try await harness.waitUntil("a hint is shown") { game.hint != nil }
                #expect(game.hintsUsed == 1)
                let hintSquare = try #require(game.hint?.square)
                #expect(game.grid.cell(at: hintSquare)?.hint == .place)
                #expect(harness.window.actions["hint"]?.isEnabled == false)
                // The hint square says so to screen readers, and the panel shows the hint in words.
                let board = try #require(harness.window.gamePage?.board)
                let index = (7 - hintSquare.row) * 8 + hintSquare.column
                #expect(
                    board.squareWidgets[index].accessibleLabelMismatch("\(hintSquare), empty, hint: place a queen here")
                        == nil)
                #expect(harness.window.gamePage?.stats.last?.valueText == "1")
                try await harness.screenshot("game-hint-light")
            }
        }

        @Test("A hint asked for right after an undo, in the same frame, is given: by the keys and by the buttons")
        func hintRightAfterUndo() async throws {
            try await AppHarness.run(options: LaunchOptions(boardSize: 8)) { harness in
                let game = try #require(harness.game)
                let page = try #require(harness.window.gamePage)
                for square in squares("a1", "b3", "c5", size: 8) {
                    try await harness.click(square)
                    try await harness.waitUntil("a queen on \(square)") { game.board.hasQueen(on: square) }
                }
                try await harness.press("h")
                try await harness.waitUntil("a hint is shown") { game.hint != nil }
                // Both keys in one go reach GTK in one frame: the undo must enable the hint before H is handled.
                try await harness.focus()
                try XInput.xdotool(["key", "--delay", "0", "ctrl+z", "h"])
                try await harness.waitUntil("the undo and the second hint") {
                    game.queensPlaced == 2 && game.hintsUsed == 2
                }
                #expect(game.hint != nil)
                // The same with the mouse: Undo, then Hint where it is on screen, in one xdotool run.
                let undo = harness.windowPoint(
                    of: page.buttons.undo, x: Double(page.buttons.undo.width) / 2,
                    y: Double(page.buttons.undo.height) / 2)
                let hint = harness.windowPoint(
                    of: page.buttons.hint, x: Double(page.buttons.hint.width) / 2,
                    y: Double(page.buttons.hint.height) / 2)
                let window = String(harness.xid)
                try XInput.xdotool([
                    "mousemove", "--window", window, String(undo.x), String(undo.y), "click", "1",
                    "mousemove", "--window", window, String(hint.x), String(hint.y), "click", "1",
                ])
                try await harness.waitUntil("the second undo and the third hint") {
                    game.queensPlaced == 1 && game.hintsUsed == 3
                }
                #expect(game.hint != nil)
            }
        }

        @Test("Undo, Hint and Restart stay where they are as the banner and the hint in words change")
        func buttonsStayPut() async throws {
            try await AppHarness.run(options: LaunchOptions(boardSize: 8)) { harness in
                let game = try #require(harness.game)
                let page = try #require(harness.window.gamePage)
                @MainActor func places() async throws -> [Int] {
                    try await harness.settle()
                    var points: [Int] = []
                    for button in [page.buttons.undo, page.buttons.hint, page.buttons.restart] {
                        let point = harness.windowPoint(of: button, x: 0, y: 0)
                        points += [point.x, point.y]
                    }
                    return points
                }
                let start = try await places()
                // A conflict: the banner goes from two lines (the goal) to one.
                for square in squares("a1", "b2", size: 8) {
                    try await harness.click(square)
                    try await harness.waitUntil("a queen on \(square)") { game.board.hasQueen(on: square) }
                }
                #expect(try await places() == start)
                // A hint: the hint in words appears.
                try await harness.click(page.buttons.hint)
                try await harness.waitUntil("a hint is shown") { game.hint != nil }
                #expect(try await places() == start)
            }
        }

        @Test("Every square says its name and state to screen readers: e4, queen, in conflict")
        func accessibleSquares() async throws {
            try await AppHarness.run(options: LaunchOptions(boardSize: 8)) { harness in
                let game = try #require(harness.game)
                for square in squares("e4", "e6", size: 8) {
                    try await harness.click(square)
                    try await harness.waitUntil("a queen on \(square)") { game.board.hasQueen(on: square) }
                }
                let board = try #require(harness.window.gamePage?.board)
                #expect(board.squareWidgets.count == 64)
                @MainActor func widget(_ name: String) -> Widget {
                    let square = try! Square(parsing: name, boardSize: 8)
                    return board.squareWidgets[(7 - square.row) * 8 + square.column]
                }
                #expect(widget("e4").accessibleLabelMismatch("e4, queen, in conflict") == nil)
                #expect(widget("e6").accessibleLabelMismatch("e6, queen, in conflict") == nil)
                #expect(widget("a1").accessibleLabelMismatch("a1, empty") == nil)
                #expect(nq_accessible_check_pressed(widget("e4").ptr(), 1) == nil)
                #expect(nq_accessible_check_pressed(widget("a1").ptr(), 0) == nil)
                // Tab leaves the board; then exactly one square is a tab stop: the cursor's (the clicked e6).
                try await harness.press("Tab")
                try await harness.waitUntil("one tab stop on the board") {
                    board.squareWidgets.filter(\.isFocusable).count == 1
                }
                #expect(widget("e6").isFocusable)
            }
        }
    }
}
