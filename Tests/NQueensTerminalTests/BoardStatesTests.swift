import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@testable import NQueensTerminal

/// Every state a square can show, on one board, told apart without colour: with `NO_COLOR`, in ASCII, and by the
/// characters alone in the colour themes too (colour only adds to them).
@MainActor
@Suite("Board states without colour")
struct BoardStatesTests {
    /// The states the issue names, each on its own square of an 8×8 board (apart from the cursor's frame), and a
    /// plain empty square to tell them from.
    static let states: [(name: String, square: String)] = [
        ("queen", "h2"), ("given queen", "d3"), ("queen in conflict", "b6"), ("attacked", "h3"), ("hint", "a1"),
        ("ruled out", "c1"), ("marked", "f1"), ("cursor", "a8"), ("empty", "a4"),
    ]

    private static func square(_ name: String) -> Square {
        (try? Square(parsing: name, boardSize: 8)) ?? Square(row: 0, column: 0)
    }

    /// The board: queens on h2, d3 (given), b6 and e6 (in conflict), attacked squares shown, the hint on a1, c1
    /// ruled out, f1 marked, the cursor on a8.
    static func grid() throws -> BoardGrid {
        let board = try Board(size: 8, queens: ["d3", "h2", "b6", "e6"].map(square))
        return BoardGrid(
            board: board, showsAttackedSquares: true, hint: .place(square("a1")), cursor: square("a8"),
            givens: [square("d3")], ruledOut: [square("c1")], marks: [square("f1")])
    }

    /// The board drawn on its own in `look` (Unicode or ASCII), with its layout.
    private func draw(
        theme: Theme, colorMode: ColorMode, unicode: Bool
    ) throws -> (grid: CellGrid, layout: BoardLayout) {
        let layout = BoardLayout(
            boardSize: 8, metrics: BoardMetrics.candidates[1], origin: GridPoint(x: 1, y: 1))
        var canvas = Canvas(grid: CellGrid(width: layout.frame.width + 2, height: layout.frame.height + 2))
        let context = ScreenContext(
            theme: TerminalTheme(theme: theme, colorMode: colorMode), glyphs: Glyphs(unicode: unicode),
            settings: Settings(showAttackedSquares: true))
        BoardView.draw(
            try Self.grid(), layout: layout, appearance: QueenStyle.classic.appearance, clickable: true,
            context: context, on: &canvas)
        if !unicode { canvas.foldToASCII() }
        return (canvas.grid, layout)
    }

    /// The characters of the square of `name` and its frame (the frame shows the cursor), row by row.
    private func characters(of name: String, in grid: CellGrid, layout: BoardLayout) -> String {
        let square = Self.square(name)
        let outline = layout.outline(row: 7 - square.row, column: square.column)
        return (outline.minY..<outline.maxY).map { y in
            (outline.minX..<outline.maxX).map { String(grid[$0, y].character) }.joined()
        }.joined(separator: "\n")
    }

    /// Each state's square looks unlike every other's by its characters alone.
    private func expectApart(_ grid: CellGrid, layout: BoardLayout, look: String) {
        let looks = Self.states.map { (name: $0.name, text: characters(of: $0.square, in: grid, layout: layout)) }
        for (index, first) in looks.enumerated() {
            for second in looks[(index + 1)...] {
                #expect(
                    first.text != second.text,
                    "\(look): \(first.name) and \(second.name) look alike without colour:\n\(first.text)")
            }
        }
    }

    @Test("With NO_COLOR every state has its own look, in Unicode and in ASCII")
    func monochrome() throws {
        let unicode = try draw(theme: .dark, colorMode: .monochrome, unicode: true)
        expectSnapshot(of: unicode.grid, named: "board-states-mono")
        expectApart(unicode.grid, layout: unicode.layout, look: "NO_COLOR")
        let ascii = try draw(theme: .dark, colorMode: .monochrome, unicode: false)
        expectSnapshot(of: ascii.grid, named: "board-states-ascii")
        expectApart(ascii.grid, layout: ascii.layout, look: "NO_COLOR --ascii")
        // The glyphs of the design, as a player reads them.
        let text = (0..<unicode.grid.height).map { unicode.grid.text(ofRow: $0) }.joined(separator: "\n")
        for glyph in ["▕♛▏", "!♛!", "[◆]", "[×]", " ✕ ", " · ", "┏━━━┓"] {
            #expect(text.contains(glyph), "no \(glyph) on the board:\n\(text)")
        }
        #expect(
            characters(of: "b6", in: unicode.grid, layout: unicode.layout).contains("!♛!")
                && characters(of: "e6", in: unicode.grid, layout: unicode.layout).contains("!♛!"))
    }

    @Test(
        "In colour every state has its own characters too: the colours only add to them",
        arguments: [Theme.dark, .light])
    func colour(theme: Theme) throws {
        let drawn = try draw(theme: theme, colorMode: .trueColor, unicode: true)
        expectSnapshot(of: drawn.grid, named: "board-states-\(theme.rawValue)")
        expectApart(drawn.grid, layout: drawn.layout, look: "\(theme) theme")
    }
}
