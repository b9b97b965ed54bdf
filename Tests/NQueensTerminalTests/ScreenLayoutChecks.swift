import NQueensTerminal
import Testing

/// Checks that a screen's layout holds whatever the language.
///
/// The cells agree with the text's display width, panels keep their frames, the board stays whole and nothing is
/// written over it, and texts show whole or cut with an ellipsis. For grids drawn in-process and for tmux captures
/// alike (a capture is checked as text).
enum ScreenLayoutChecks {
    /// Box-drawing characters: the board's grid and the frames of panels.
    static func isBoxDrawing(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return (0x2500...0x257F).contains(scalar.value)
    }

    // MARK: A grid drawn in-process

    /// Every wide character takes its cell and a continuation; every continuation follows one; every row's text
    /// takes exactly the grid's width.
    static func expectWellFormed(_ grid: CellGrid, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                guard let cell = grid.cell(at: GridPoint(x: x, y: y)) else { continue }
                if cell.isContinuation {
                    let left = x > 0 ? grid.cell(at: GridPoint(x: x - 1, y: y)) : nil
                    #expect(
                        left?.width == 2, "\(name): a lone continuation at \(x),\(y)", sourceLocation: sourceLocation)
                }
                if cell.width == 2 {
                    let right = grid.cell(at: GridPoint(x: x + 1, y: y))
                    #expect(
                        right?.isContinuation == true, "\(name): a wide character cut at \(x),\(y)",
                        sourceLocation: sourceLocation)
                    #expect(cell.character.displayWidth == 2, "\(name): \(cell.character) is not wide")
                }
            }
            #expect(
                grid.text(ofRow: y).displayWidth == grid.width, "\(name): row \(y) is not \(grid.width) columns",
                sourceLocation: sourceLocation)
        }
    }

    // MARK: Text, one line per row

    /// The character at each display column of `line` (a wide character at its first column, `nil` at its second).
    static func columns(of line: String) -> [Character?] {
        var columns: [Character?] = []
        for character in line {
            let width = character.displayWidth
            guard width > 0 else { continue }
            columns.append(character)
            if width == 2 { columns.append(nil) }
        }
        return columns
    }

    /// The character at display column `x` of `line`, or a space past its end.
    static func character(at x: Int, of line: String) -> Character? {
        let columns = columns(of: line)
        return x < columns.count ? columns[x] : " "
    }

    /// No line is wider than `width` columns.
    static func expectFits(
        _ lines: [String], width: Int, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (y, line) in lines.enumerated() {
            #expect(
                line.displayWidth <= width, "\(name): line \(y) is \(line.displayWidth) columns wide: \(line)",
                sourceLocation: sourceLocation)
        }
    }

    /// Every panel framed with rounded corners (`╭╮╰╯`, the sheets, dialogs and the help) keeps its left and right
    /// edges at the same columns on every row between its corners: no text ran over them.
    static func expectPanelsIntact(_ lines: [String], _ name: String, sourceLocation: SourceLocation = #_sourceLocation)
    {
        let grid = lines.map(columns(of:))
        for (top, row) in grid.enumerated() {
            for (left, character) in row.enumerated() where character == "╭" {
                guard let right = row[(left + 1)...].firstIndex(where: { $0 == "╮" }),
                    let bottom = grid.indices.dropFirst(top + 1).first(where: { column(grid[$0], left) == "╰" })
                else { continue }
                #expect(
                    column(grid[bottom], right) == "╯",
                    "\(name): the panel at \(left),\(top) has no bottom-right corner",
                    sourceLocation: sourceLocation)
                for y in (top + 1)..<bottom {
                    let edges = (column(grid[y], left), column(grid[y], right))
                    #expect(
                        edges.0 == "│" && edges.1 == "│",
                        "\(name): the panel at \(left),\(top) is broken on row \(y): \(lines[y])",
                        sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// Checks that the board (`┌…┐` to `└…┘`) is whole, and returns whether there is one.
    ///
    /// Its grid lines stand at the same columns on every row, it holds no letters (no text ran into it), and the
    /// columns on its right, before the panel, are blank.
    @discardableResult
    static func expectBoardIntact(
        _ lines: [String], _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let grid = lines.map(columns(of:))
        // The cursor's heavy frame may take a corner of the board.
        func isCorner(_ corners: String) -> (Character?) -> Bool { { $0.map(corners.contains) == true } }
        guard let top = grid.firstIndex(where: { $0.contains(where: isCorner("┌┏")) }),
            let left = grid[top].firstIndex(where: isCorner("┌┏")),
            let right = grid[top][left...].lastIndex(where: isCorner("┐┓")),
            let bottom = grid.indices.dropFirst(top + 1).last(where: { isCorner("└┗")(column(grid[$0], left)) })
        else { return false }
        let lineColumns = (left...right).filter { x in
            guard let character = column(grid[top], x) else { return false }
            return "┌┬┐┏┳┓".contains(character)
        }
        #expect(lineColumns.count >= 5, "\(name): the board's top edge is broken", sourceLocation: sourceLocation)
        for y in top...bottom {
            for x in lineColumns {
                let character = column(grid[y], x)
                #expect(
                    character.map(isBoxDrawing) == true,
                    "\(name): the board's line at column \(x) is broken on row \(y): \(lines[y])",
                    sourceLocation: sourceLocation)
            }
            for x in left...right {
                #expect(
                    column(grid[y], x)?.isLetter != true, "\(name): a letter inside the board on row \(y): \(lines[y])",
                    sourceLocation: sourceLocation)
            }
            for x in (right + 1)...(right + 2) {
                #expect(
                    column(grid[y], x) == " ", "\(name): no gap right of the board on row \(y): \(lines[y])",
                    sourceLocation: sourceLocation)
            }
        }
        return true
    }

    /// Whether `lines` show `text` whole, or cut with an ellipsis after at least a few of its characters.
    static func shows(_ text: String, in lines: [String]) -> Bool {
        let screen = lines.joined(separator: "\n")
        if screen.contains(text) { return true }
        let characters = Array(text)
        guard characters.count > 3 else { return false }
        return (3..<characters.count).contains { screen.contains(String(characters[..<$0]) + "…") }
    }

    private static func column(_ row: [Character?], _ x: Int) -> Character? {
        x < row.count ? row[x] : " "
    }
}
