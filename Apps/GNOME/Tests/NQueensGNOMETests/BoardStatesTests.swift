import CAdwaita
import Foundation
import GObjectSwift
import NQueensEngine
import NQueensPresentation
import NQueensServices
import Testing

@testable import NQueensGNOME

extension DesktopAppTests {
    @Suite("Board states without colour")
    @MainActor
    struct BoardStates {
        /// The states on an 8×8 board, each on a dark square off the coordinates' file and rank (so that only the
        /// state tells two squares apart): queens on h2, c3 (given), b6 and g6 (in conflict), attacked squares shown
        /// (c5), the hint on d2, f2 ruled out, e3 marked, the cursor on d8.
        static let states: [(name: String, square: String)] = [
            ("queen", "h2"), ("given queen", "c3"), ("queen in conflict", "b6"), ("attacked", "c5"), ("hint", "d2"),
            ("ruled out", "f2"), ("marked", "e3"), ("cursor", "d8"),
        ]

        static func square(_ name: String) -> Square {
            (try? Square(parsing: name, boardSize: 8)) ?? Square(row: 0, column: 0)
        }

        static func grid() throws -> BoardGrid {
            let board = try Board(size: 8, queens: ["c3", "h2", "b6", "g6"].map(square))
            return BoardGrid(
                board: board, showsAttackedSquares: true, hint: .place(square("d2")), cursor: square("d8"),
                givens: [square("c3")], ruledOut: [square("f2")], marks: [square("e3")])
        }

        static let palettes: [(String, Palette)] = [
            ("light", .light), ("dark", .dark), ("high-contrast-light", .highContrastLight),
            ("high-contrast-dark", .highContrastDark),
        ]

        @Test(
            "Every state differs from every other, and from an empty square, once the board is turned grey",
            arguments: 0..<4)
        func greyscale(paletteIndex: Int) async throws {
            let (paletteName, palette) = Self.palettes[paletteIndex]
            let grid = try Self.grid()
            // A plain empty dark square, off the labels, that nothing marks: the baseline.
            let empty = try #require(
                grid.cells.first {
                    !$0.isLight && $0.square.row > 0 && $0.square.column > 0 && $0.cues.isEmpty && !$0.isOnAttackLine
                        && !$0.isAttacked
                })
            let named = Self.states.map { ($0.name, Self.square($0.square)) } + [("empty", empty.square)]
            for (name, square) in named {
                #expect(grid.cell(at: square)?.isLight == false, "\(name) is not on a dark square")
            }
            try await AppHarness.run(options: LaunchOptions()) { harness in
                let window = Widget(sinking: gtk_window_new())
                defer { gtk_window_destroy(window.ptr()) }
                window.setTransientParent(harness.window.window)
                gtk_window_set_default_size(window.ptr(), 560, 560)
                let board = BoardView(interactive: true, accessibleName: "Every state")
                gtk_window_set_child(window.ptr(), board.root.widget)
                gtk_window_present(window.ptr())
                try await harness.waitUntil("the window is shown") { window.isMapped && board.surface.width > 400 }
                board.show(grid, palette: palette, queen: QueenStyle.classic.appearance.glyph)
                board.focusCursor()
                gtk_window_set_focus_visible(window.ptr(), 1)
                try await harness.settle(frames: 4)
                try Screenshots.save(window, as: "board-states-\(paletteName)")
                let pixels = try Screenshots.pixels(of: window, as: "board-states-\(paletteName)")

                // Each square's grey picture, inset from its edges (the neighbours' fills and the grid lines).
                let a = try #require(board.center(of: Self.square("b2")))
                let b = try #require(board.center(of: Self.square("c2")))
                let side = b.x - a.x
                let inset = 1.0
                @MainActor func patch(_ square: Square) throws -> [Double] {
                    let center = try #require(board.center(of: square))
                    var x = 0.0
                    var y = 0.0
                    gtk_widget_translate_coordinates(board.surface.widget, window.widget, center.x, center.y, &x, &y)
                    let half = side / 2 - inset
                    var greys: [Double] = []
                    for py in Int(y - half)..<Int(y + half) {
                        for px in Int(x - half)..<Int(x + half) { greys.append(pixels.grey(x: px, y: py)) }
                    }
                    return greys
                }
                let patches = try named.map { ($0.0, try patch($0.1)) }
                // Two squares differ when enough of their pixels differ by a clear step of grey.
                let step = 32.0
                let needed = max(12, Int(side * side * 0.004))
                var fewest = Int.max
                for (index, first) in patches.enumerated() {
                    for second in patches[(index + 1)...] {
                        let differing = zip(first.1, second.1).count { abs($0 - $1) >= step }
                        fewest = min(fewest, differing)
                        #expect(
                            differing >= needed,
                            "\(paletteName): \(first.0) and \(second.0) look alike in grey (\(differing) pixels differ)"
                        )
                    }
                }
                print(
                    "board states in grey, \(paletteName): squares of \(Int(side)) px; every pair differs in at least \(fewest) pixels by ≥ \(Int(step)) levels (needed \(needed))"
                )
            }
        }
    }
}
