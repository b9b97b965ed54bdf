import NQueensTerminal
import Testing

@Suite("Cell grid")
struct CellGridTests {
    let red = CellStyle(foreground: .hex(0xFF0000))
    let blue = CellStyle(background: .hex(0x0000FF))

    func rows(_ grid: CellGrid) -> [String] { (0..<grid.height).map { grid.text(ofRow: $0) } }

    // MARK: - Text and clipping

    @Test func putsTextAndReturnsTheColumnAfterIt() {
        var grid = CellGrid(width: 8, height: 2)
        let end = grid.put("abc", at: GridPoint(x: 2, y: 1), style: red)
        #expect(end == 5)
        #expect(rows(grid) == ["        ", "  abc   "])
        #expect(grid.cell(at: GridPoint(x: 3, y: 1))?.style == red)
        #expect(grid.cell(at: GridPoint(x: 5, y: 1))?.style == .plain)
    }

    @Test func clipsTextAtEveryEdge() {
        var grid = CellGrid(width: 5, height: 2)
        #expect(grid.put("abcdef", at: GridPoint(x: 3, y: 0), style: .plain) == 9)
        grid.put("wxyz", at: GridPoint(x: -2, y: 1), style: .plain)
        grid.put("never", at: GridPoint(x: 0, y: 2), style: .plain)
        grid.put("never", at: GridPoint(x: 0, y: -1), style: .plain)
        grid.put("far", at: GridPoint(x: 100, y: 0), style: .plain)
        #expect(rows(grid) == ["   ab", "yz   "])
    }

    @Test func clipsTextToAGivenRectangle() {
        var grid = CellGrid(width: 10, height: 3)
        let panel = GridRect(x: 2, y: 1, width: 4, height: 1)
        grid.put("abcdefgh", at: GridPoint(x: 1, y: 1), style: .plain, clip: panel)
        grid.put("outside", at: GridPoint(x: 0, y: 0), style: .plain, clip: panel)
        #expect(rows(grid) == ["          ", "  bcde    ", "          "])
    }

    @Test func skipsCharactersThatTakeNoColumn() {
        var grid = CellGrid(width: 6, height: 1)
        #expect(grid.put("a\u{1B}[31mb\n", at: .origin, style: .plain) == 6)
        #expect(grid.text(ofRow: 0) == "a[31mb")
    }

    @Test func keepsCombiningMarksInTheirBaseCell() {
        var grid = CellGrid(width: 3, height: 1)
        grid.put("e\u{301}x", at: .origin, style: .plain)
        #expect(grid.cell(at: .origin)?.character == "e\u{301}")
        #expect(grid.cell(at: GridPoint(x: 1, y: 0))?.character == "x")
    }

    @Test func cellsOutsideTheGridAreNil() {
        let grid = CellGrid(width: 2, height: 2)
        #expect(grid.cell(at: GridPoint(x: 2, y: 0)) == nil)
        #expect(grid.cell(at: GridPoint(x: 0, y: -1)) == nil)
        #expect(grid.cell(at: GridPoint(x: 1, y: 1)) == .blank())
        #expect(grid.text(ofRow: 5) == "")
    }

    // MARK: - Wide characters

    @Test func wideCharactersTakeTwoCells() {
        var grid = CellGrid(width: 6, height: 1)
        #expect(grid.put("漢a🔥", at: .origin, style: red) == 5)
        #expect(grid.text(ofRow: 0) == "漢a🔥 ")
        #expect(grid.cell(at: .origin)?.width == 2)
        #expect(grid.cell(at: GridPoint(x: 1, y: 0))?.isContinuation == true)
        #expect(grid.cell(at: GridPoint(x: 1, y: 0))?.style == red)
        #expect(grid.cell(at: GridPoint(x: 2, y: 0))?.character == "a")
    }

    @Test func aWideCharacterCutByAnEdgeBecomesASpace() {
        var grid = CellGrid(width: 3, height: 2)
        grid.put("ab漢", at: .origin, style: red)
        grid.put("漢b", at: GridPoint(x: -1, y: 1), style: blue)
        #expect(rows(grid) == ["ab ", " b "])
        #expect(grid.cell(at: GridPoint(x: 2, y: 0)) == .blank(red))
        #expect(grid.cell(at: GridPoint(x: 0, y: 1)) == .blank(blue))
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var grid = CellGrid(width: 6, height: 1)
        grid.put("漢字", at: .origin, style: red)
        grid.put("x", at: GridPoint(x: 1, y: 0), style: .plain)
        grid.put("y", at: GridPoint(x: 2, y: 0), style: .plain)
        #expect(grid.text(ofRow: 0) == " xy   ")
        #expect(grid.cell(at: .origin) == .blank(red))
        #expect(grid.cell(at: GridPoint(x: 3, y: 0)) == .blank(red))
    }

    @Test func aWideCharacterOverAnotherShiftedByOneBlanksTheRest() {
        var grid = CellGrid(width: 6, height: 1)
        grid.put("漢字", at: .origin, style: .plain)
        grid.put("字", at: GridPoint(x: 1, y: 0), style: .plain)
        #expect(grid.text(ofRow: 0) == " 字   ")
        #expect(grid.cell(at: GridPoint(x: 3, y: 0))?.isContinuation == false)
    }

    // MARK: - Filling and styling

    @Test func fillsAClippedRectangle() {
        var grid = CellGrid(width: 4, height: 3)
        grid.fill(GridRect(x: 2, y: 1, width: 5, height: 5), with: "#", style: blue)
        #expect(rows(grid) == ["    ", "  ##", "  ##"])
        #expect(grid.cell(at: GridPoint(x: 3, y: 2))?.style == blue)
        grid.fill(GridRect(x: 0, y: 0, width: 3, height: 1), with: "漢", style: .plain)
        #expect(grid.text(ofRow: 0) == "漢  ")
    }

    @Test func restyleKeepsTheCharacters() {
        var grid = CellGrid(width: 4, height: 1)
        grid.put("abcd", at: .origin, style: red)
        grid.restyle(GridRect(x: 1, y: 0, width: 2, height: 9)) { $0.attributes.insert(.reverse) }
        #expect(grid.text(ofRow: 0) == "abcd")
        #expect(grid.cell(at: GridPoint(x: 1, y: 0))?.style == red.adding(.reverse))
        #expect(grid.cell(at: GridPoint(x: 3, y: 0))?.style == red)
    }

    @Test func clearBlanksEverything() {
        var grid = CellGrid(width: 3, height: 1)
        grid.put("abc", at: .origin, style: red)
        grid.clear(style: blue)
        #expect(grid == CellGrid(width: 3, height: 1, style: blue))
    }

    // MARK: - Boxes, lines and alignment

    @Test func drawsBoxesWithUnicodeOrASCII() {
        var grid = CellGrid(width: 12, height: 4)
        grid.drawBox(GridRect(x: 0, y: 0, width: 6, height: 3), lines: .light, style: .plain)
        grid.drawBox(GridRect(x: 6, y: 1, width: 6, height: 3), lines: .ascii, style: .plain)
        #expect(rows(grid) == ["┌────┐      ", "│    │+----+", "└────┘|    |", "      +----+"])
    }

    @Test func boxTitlesSitInTheTopEdgeAndAreCut() {
        var grid = CellGrid(width: 14, height: 3)
        grid.drawBox(GridRect(x: 0, y: 0, width: 14, height: 3), lines: .rounded, style: .plain, title: "History")
        #expect(grid.text(ofRow: 0) == "╭─ History ──╮")
        grid.drawBox(GridRect(x: 0, y: 0, width: 10, height: 3), lines: .double, style: .plain, title: "History")
        #expect(grid.text(ofRow: 0) == "╔═ His… ═╗ ──╮")
        #expect(grid.text(ofRow: 2) == "╚════════╝───╯")
    }

    @Test func thinBoxesBecomeLines() {
        var grid = CellGrid(width: 4, height: 3)
        grid.drawBox(GridRect(x: 0, y: 0, width: 4, height: 1), lines: .heavy, style: .plain)
        grid.drawBox(GridRect(x: 0, y: 1, width: 1, height: 2), lines: .heavy, style: .plain)
        #expect(rows(grid) == ["━━━━", "┃   ", "┃   "])
    }

    @Test func linesAndJunctions() {
        var grid = CellGrid(width: 5, height: 3)
        grid.drawHorizontalLine(from: GridPoint(x: 0, y: 1), length: 5, lines: .light, style: .plain)
        grid.drawVerticalLine(from: GridPoint(x: 2, y: 0), length: 3, lines: .light, style: .plain)
        grid.put(BoxLines.light.cross, at: GridPoint(x: 2, y: 1), style: .plain)
        #expect(rows(grid) == ["  │  ", "──┼──", "  │  "])
        #expect(BoxLines.light.fallback(unicode: false) == .ascii)
        #expect(BoxLines.light.fallback(unicode: true) == .light)
    }

    @Test func alignsTextAndCutsItWithAnEllipsis() {
        var grid = CellGrid(width: 10, height: 4)
        let area = GridRect(x: 1, y: 0, width: 8, height: 4)
        #expect(
            grid.put("ab", row: 0, alignedTo: .leading, in: area, style: .plain)
                == GridRect(x: 1, y: 0, width: 2, height: 1))
        grid.put("ab", row: 1, alignedTo: .center, in: area, style: .plain)
        grid.put("ab", row: 2, alignedTo: .trailing, in: area, style: .plain)
        grid.put("a long title", row: 3, alignedTo: .center, in: area, style: .plain)
        #expect(rows(grid) == [" ab       ", "    ab    ", "       ab ", " a long…  "])
    }

    @Test func centresLinesInARectangle() {
        var grid = CellGrid(width: 7, height: 5)
        grid.putCentered(["♛", "Solved"], in: grid.bounds, style: .plain)
        #expect(rows(grid) == ["       ", "   ♛   ", "Solved ", "       ", "       "])
        var small = CellGrid(width: 3, height: 1)
        small.putCentered(["one", "two"], in: small.bounds, style: .plain)
        #expect(rows(small) == ["one"])
    }

    // MARK: - Geometry

    @Test func rectangleGeometry() {
        let rect = GridRect(x: 2, y: 3, width: 10, height: 4)
        #expect(rect.maxX == 12 && rect.maxY == 7)
        #expect(rect.contains(GridPoint(x: 11, y: 6)) && !rect.contains(GridPoint(x: 12, y: 6)))
        #expect(rect.insetBy(dx: 1, dy: 1) == GridRect(x: 3, y: 4, width: 8, height: 2))
        #expect(rect.centered(GridSize(width: 4, height: 2)) == GridRect(x: 5, y: 4, width: 4, height: 2))
        #expect(rect.intersection(GridRect(x: 20, y: 0, width: 5, height: 5)).isEmpty)
        #expect(
            rect.intersection(GridRect(x: 0, y: 0, width: 5, height: 5)) == GridRect(x: 2, y: 3, width: 3, height: 2))
        #expect(GridSize(width: -3, height: 2) == GridSize(width: 0, height: 2))
        #expect(GridSize(width: 80, height: 24).fits(GridSize(width: 60, height: 20)))
        #expect(GridSize(width: 80, height: 24).description == "80×24")
    }
}
