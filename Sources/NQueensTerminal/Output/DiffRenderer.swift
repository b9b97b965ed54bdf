/// Writes a frame to the terminal as the difference from the frame it shows.
///
/// Given the grid the terminal shows and the next one, the renderer writes only the cells that changed: it moves the
/// cursor only where needed (relative moves within a row, or rewriting a short run of unchanged cells when that is
/// shorter), changes the graphic state only when the style changes and with the fewest SGR parameters, and resets
/// the graphic state at the end of a frame. An unchanged frame writes nothing at all. Without a previous frame (at
/// start, after a resize or a resume), it clears the screen and draws everything.
public struct DiffRenderer: Sendable {
    /// The colours the output may use; exact colours are reduced to it.
    public var colorMode: ColorMode

    /// Creates a renderer for `colorMode`.
    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// The bytes that turn a screen showing `previous` into one showing `next`.
    ///
    /// When `previous` is `nil` or of another size, the screen is cleared and every non-blank cell is drawn.
    public func render(_ next: CellGrid, over previous: CellGrid?) -> [UInt8] {
        var output: [UInt8] = []
        render(next, over: previous, into: &output)
        return output
    }

    /// Appends to `output` the bytes that turn a screen showing `previous` into one showing `next`.
    public func render(_ next: CellGrid, over previous: CellGrid?, into output: inout [UInt8]) {
        let base: CellGrid
        var frame = FrameWriter(mode: colorMode, width: next.width)
        if let previous, previous.size == next.size {
            base = previous
        } else {
            output += EscapeSequence.clearScreen
            base = CellGrid(size: next.size)
            frame.cursor = .origin
        }
        for y in 0..<next.height {
            for x in 0..<next.width {
                let cell = next[x, y]
                guard !cell.isContinuation else { continue }
                let unchanged =
                    cell == base[x, y] && (cell.width == 1 || (x + 1 < next.width && next[x + 1, y] == base[x + 1, y]))
                if unchanged { continue }
                frame.write(cell, at: GridPoint(x: x, y: y), in: next, into: &output)
            }
        }
        frame.finish(into: &output)
    }
}

// MARK: - Writing one frame

/// The cursor and graphic state of the terminal while a frame is written.
private struct FrameWriter {
    let mode: ColorMode
    let width: Int
    /// Where the cursor is, or `nil` when unknown (at the start, after a wide character or the last column).
    var cursor: GridPoint?
    var pen = Pen.reset
    /// The pens of the styles met so far: reducing a colour to 16 is costly, and frames reuse few styles.
    private var pens: [CellStyle: Pen] = [:]
    /// The last style looked up and its pen; neighbouring cells mostly share a style.
    private var lastLookup: (style: CellStyle, pen: Pen)?

    init(mode: ColorMode, width: Int) {
        self.mode = mode
        self.width = width
    }

    mutating func write(_ cell: Cell, at point: GridPoint, in grid: CellGrid, into output: inout [UInt8]) {
        move(to: point, in: grid, into: &output)
        setPen(self.pen(for: cell.style), into: &output)
        output.append(contentsOf: String(cell.character).utf8)
        let next = point.offsetBy(dx: cell.width)
        cursor = cell.width == 1 && next.x < width ? next : nil
    }

    private mutating func pen(for style: CellStyle) -> Pen {
        if let lastLookup, lastLookup.style == style { return lastLookup.pen }
        let pen: Pen
        if let known = pens[style] {
            pen = known
        } else {
            pen = Pen(style, mode: mode)
            pens[style] = pen
        }
        lastLookup = (style, pen)
        return pen
    }

    mutating func finish(into output: inout [UInt8]) {
        setPen(.reset, into: &output)
    }

    private mutating func setPen(_ target: Pen, into output: inout [UInt8]) {
        EscapeSequence.appendSGR(pen.parameters(toReach: target), to: &output)
        pen = target
    }

    /// Moves the cursor to `point`: nothing if it is there, else the cheapest of rewriting the unchanged cells in
    /// between (same row, same style, plain characters), a relative move right, or an absolute move.
    private mutating func move(to point: GridPoint, in grid: CellGrid, into output: inout [UInt8]) {
        guard let cursor, cursor.y == point.y, cursor.x <= point.x else {
            EscapeSequence.appendCursorPosition(point, to: &output)
            return
        }
        let gap = point.x - cursor.x
        guard gap > 0 else { return }
        let forwardLength = EscapeSequence.cursorForwardLength(gap)
        if gap < forwardLength, let bytes = rewrite(from: cursor, count: gap, in: grid), bytes.count <= forwardLength {
            output += bytes
        } else {
            EscapeSequence.appendCursorForward(gap, to: &output)
        }
    }

    /// The bytes of the `count` cells from `start`, if they can be rewritten without changing the pen.
    private mutating func rewrite(from start: GridPoint, count: Int, in grid: CellGrid) -> [UInt8]? {
        var bytes: [UInt8] = []
        for x in start.x..<(start.x + count) {
            let cell = grid[x, start.y]
            guard cell.width == 1, pen(for: cell.style) == pen else { return nil }
            bytes.append(contentsOf: String(cell.character).utf8)
        }
        return bytes
    }
}
