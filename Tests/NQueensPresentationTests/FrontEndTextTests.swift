import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("What front ends read out and colour")
struct FrontEndTextTests {
    @Test("A square says what activating it does")
    func squareActions() {
        let (game, _, _) = makeGame(size: 8)
        game.toggle([square("c3")])
        #expect(game.grid.cell(at: square("c3"))?.accessibilityActionHint == "Removes the queen.")
        #expect(game.grid.cell(at: square("c4"))?.accessibilityActionHint == "Places a queen.")
    }

    @Test("A history row reads as one phrase, hints only when used")
    func historyRows() {
        let calendar = SampleGames.utc
        let locale = Locale(identifier: "en_US")
        let plain = HistoryRow(
            SampleGames.solved(
                size: 8, finishedAt: SampleGames.date(2026, 3, 2, 12, 34), activeSeconds: 41, moveCount: 10),
            locale: locale, calendar: calendar)
        #expect(plain.accessibilityLabel == "8×8, Mar 2, 2026 at 12:34\u{202F}PM, 0:41, 10 moves, 80% efficiency")
        let helped = HistoryRow(
            SampleGames.solved(
                size: 4, finishedAt: SampleGames.date(2026, 3, 2, 9, 5), activeSeconds: 17, moveCount: 4,
                hintsUsed: 1),
            locale: locale, calendar: calendar)
        #expect(
            helped.accessibilityLabel == "4×4, Mar 2, 2026 at 9:05\u{202F}AM, 0:17, 4 moves, 100% efficiency, 1 hint")
    }

    @Test("Squares are filled by what marks them: attack line over attacked over the plain square")
    func squareColors() throws {
        let palette = Palette.dark
        let (game, _, _) = makeGame(size: 8, settings: Settings(showAttackedSquares: true))
        game.toggle([square("a1"), square("c1")])
        let grid = game.grid
        #expect(palette.squareColor(for: try #require(grid.cell(at: square("b1")))) == palette.attackLine)
        #expect(palette.squareColor(for: try #require(grid.cell(at: square("a5")))) == palette.attacked)
        let plain = try #require(grid.cells.first { !$0.isOnAttackLine && !$0.isAttacked && !$0.hasQueen })
        #expect(palette.squareColor(for: plain) == (plain.isLight ? palette.lightSquare : palette.darkSquare))
        #expect(palette.pieceColor(for: try #require(grid.cell(at: square("a1")))) == palette.conflict)
        game.toggle([square("c1")])
        let alone = try #require(game.grid.cell(at: square("a1")))
        #expect(palette.pieceColor(for: alone) == palette.queen)
        #expect(palette.squareColor(for: alone) == palette.darkSquare)
    }

    @Test("Status tones have their colours, and danger banners their own surface", arguments: [Palette.dark, .light])
    func tones(palette: Palette) {
        #expect(palette.color(for: .neutral) == palette.secondaryText)
        #expect(palette.color(for: .warning) == palette.hint)
        #expect(palette.color(for: .danger) == palette.conflict)
        #expect(palette.color(for: .success) == palette.accent)
        #expect(palette.bannerBackground(for: .danger) == palette.conflictSurface)
        #expect(palette.bannerBackground(for: .warning) == palette.surface)
    }
}
