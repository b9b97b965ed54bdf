import NQueensPresentation
import NQueensTerminal
import NQueensTestSupport
import Testing

@Suite("Grid snapshots")
struct SnapshotTests {
    /// A small panel using every feature the format must carry: colours, attributes, wide and combining characters.
    static func panel() -> CellGrid {
        var grid = CellGrid(width: 16, height: 5)
        let frame = CellStyle(foreground: .hex(0x5F87AF))
        grid.fill(grid.bounds, style: CellStyle(background: .hex(0x1C1C28)))
        grid.drawBox(grid.bounds, lines: .rounded, style: frame.withBackground(.hex(0x1C1C28)), title: "Game")
        grid.put("♛ 3/8", at: GridPoint(x: 2, y: 1), style: CellStyle(foreground: .hex(0xF5C542), attributes: .bold))
        grid.put("漢字 é", at: GridPoint(x: 2, y: 2), style: CellStyle(attributes: [.italic, .underline]))
        grid.put("cursor", at: GridPoint(x: 2, y: 3), style: CellStyle(attributes: [.reverse, .dim]))
        return grid
    }

    @Test func theFormatShowsCharactersStylesAndLegend() {
        var grid = CellGrid(width: 6, height: 2)
        grid.put("♛ ab", at: .origin, style: CellStyle(foreground: .hex(0xF5C542), attributes: .bold))
        grid.put("漢", at: GridPoint(x: 1, y: 1), style: CellStyle(background: .hex(0x1C1C28), attributes: .reverse))
        #expect(
            grid.snapshot == """
                grid 6x2
                |♛ ab  |
                | 漢   |
                styles
                |AAAA..|
                |.BB...|
                A fg=#f5c542 bold
                B bg=#1c1c28 reverse

                """)
    }

    @Test func aSnapshotReadsBackIntoTheSameGrid() throws {
        let grid = Self.panel()
        #expect(try CellGrid(snapshot: grid.snapshot) == grid)
        let blank = CellGrid(width: 3, height: 1)
        #expect(try CellGrid(snapshot: blank.snapshot) == blank)
        let empty = CellGrid(width: 0, height: 0)
        #expect(try CellGrid(snapshot: empty.snapshot) == empty)
    }

    @Test func manyStylesGetDistinctKeysAndStillReadBack() throws {
        var grid = CellGrid(width: 40, height: 10)
        for y in 0..<10 {
            for x in 0..<40 {
                let style = CellStyle(foreground: .rgb(RGBColor(red: UInt8(x * 6), green: UInt8(y * 20), blue: 7)))
                grid.put("x", at: GridPoint(x: x, y: y), style: style)
            }
        }
        #expect(try CellGrid(snapshot: grid.snapshot) == grid)
    }

    @Test(
        "malformed snapshots are rejected with the line at fault",
        arguments: [
            ("", 1), ("grid 3\n", 1), ("grid 2x1\n|ab|\n", 3), ("grid 2x1\n|ab|\nstyles\n|..\n", 4),
            ("grid 2x1\n|abc|\nstyles\n|..|\n", 2), ("grid 2x1\n|ab|\nstyles\n|.A|\n", 4),
            ("grid 2x1\n|ab|\nstyles\n|.A|\nA fg=#12345\n", 5), ("grid 2x1\n|ab|\nstyles\n|.A|\nA blink\n", 5),
            ("grid 2x1\n|a漢|\nstyles\n|..|\n", 2), ("grid 2x2\n|ab|\n|cd|\nstyles\n|..|\n", 6),
            ("grid 2x1\n|ab|\nstyles\n|...|\n", 4),
        ] as [(String, Int)])
    func rejectsMalformedSnapshots(text: String, line: Int) {
        #expect {
            try CellGrid(snapshot: text)
        } throws: { error in
            (error as? SnapshotFormatError)?.line == line
        }
    }

    @Test func formatErrorsNameTheLineAndTheProblem() {
        #expect {
            try CellGrid(snapshot: "grid 2x1\n|ab|\nstyles\n|..\n")
        } throws: { error in
            "\(error)" == "snapshot line 4: a row must sit between `|` bars"
        }
    }

    @Test func theCheckedInSnapshotMatches() {
        expectSnapshot(of: Self.panel(), named: "panel")
    }

    @Test func differencesAreShownLineByLine() throws {
        let difference = try #require(SnapshotDifference(expected: "a\nb\nc", actual: "a\nB\nc\nd"))
        #expect(difference.description == "- 2   b\n+ 2   B\n- 4   (no line)\n+ 4   d")
        #expect(SnapshotDifference(expected: "same", actual: "same") == nil)
    }
}
