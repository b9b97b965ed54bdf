// MARK: - Lines and boxes

extension CellGrid {
    /// Draws a horizontal line of `length` cells starting at `start`, going right.
    public mutating func drawHorizontalLine(from start: GridPoint, length: Int, lines: BoxLines, style: CellStyle) {
        guard length > 0 else { return }
        fill(GridRect(origin: start, size: GridSize(width: length, height: 1)), with: lines.horizontal, style: style)
    }

    /// Draws a vertical line of `length` cells starting at `start`, going down.
    public mutating func drawVerticalLine(from start: GridPoint, length: Int, lines: BoxLines, style: CellStyle) {
        guard length > 0 else { return }
        fill(GridRect(origin: start, size: GridSize(width: 1, height: length)), with: lines.vertical, style: style)
    }

    /// Draws the frame of `rect` with `lines`, leaving its inside untouched.
    ///
    /// A `title`, when given, is written into the top edge two columns from the left (`┌ Title ───┐`), cut with an
    /// ellipsis when the box is too narrow. A rectangle narrower or lower than two cells is drawn as a line.
    public mutating func drawBox(_ rect: GridRect, lines: BoxLines, style: CellStyle, title: String? = nil) {
        guard !rect.isEmpty else { return }
        if rect.height == 1 {
            drawHorizontalLine(from: rect.origin, length: rect.width, lines: lines, style: style)
            return
        }
        if rect.width == 1 {
            drawVerticalLine(from: rect.origin, length: rect.height, lines: lines, style: style)
            return
        }
        let right = rect.maxX - 1
        let bottom = rect.maxY - 1
        drawHorizontalLine(from: rect.origin.offsetBy(dx: 1), length: rect.width - 2, lines: lines, style: style)
        drawHorizontalLine(
            from: GridPoint(x: rect.minX + 1, y: bottom), length: rect.width - 2, lines: lines, style: style)
        drawVerticalLine(from: rect.origin.offsetBy(dy: 1), length: rect.height - 2, lines: lines, style: style)
        drawVerticalLine(
            from: GridPoint(x: right, y: rect.minY + 1), length: rect.height - 2, lines: lines, style: style)
        put(lines.topLeft, at: rect.origin, style: style)
        put(lines.topRight, at: GridPoint(x: right, y: rect.minY), style: style)
        put(lines.bottomLeft, at: GridPoint(x: rect.minX, y: bottom), style: style)
        put(lines.bottomRight, at: GridPoint(x: right, y: bottom), style: style)
        if let title, rect.width >= 6 {
            let text = " " + title.truncated(toWidth: rect.width - 6) + " "
            put(text, at: rect.origin.offsetBy(dx: 2), style: style, clip: rect.insetBy(dx: 1, dy: 0))
        }
    }
}

// MARK: - Aligned text

/// Where a line of text sits across the width it is given.
public enum TextAlignment: Hashable, Sendable {
    /// Against the left edge.
    case leading
    /// In the middle (rounded toward the left when the slack is odd).
    case center
    /// Against the right edge.
    case trailing
}

extension CellGrid {
    /// Writes `text` on row `y` aligned within the columns of `rect`, cut with an ellipsis when it does not fit.
    ///
    /// Returns the rectangle the text occupies (one row high).
    @discardableResult
    public mutating func put(
        _ text: String, row y: Int, alignedTo alignment: TextAlignment, in rect: GridRect, style: CellStyle
    ) -> GridRect {
        let fitted = text.truncated(toWidth: rect.width)
        let width = fitted.displayWidth
        let x: Int
        switch alignment {
        case .leading: x = rect.minX
        case .center: x = rect.minX + (rect.width - width) / 2
        case .trailing: x = rect.maxX - width
        }
        put(fitted, at: GridPoint(x: x, y: y), style: style, clip: rect)
        return GridRect(x: x, y: y, width: width, height: 1)
    }

    /// Writes `lines` centred horizontally and vertically in `rect`, each cut with an ellipsis when too wide; lines
    /// that do not fit in the height are left out at the bottom.
    public mutating func putCentered(_ lines: [String], in rect: GridRect, style: CellStyle) {
        let shown = lines.prefix(max(0, rect.height))
        let top = rect.minY + (rect.height - shown.count) / 2
        for (offset, line) in shown.enumerated() {
            put(line, row: top + offset, alignedTo: .center, in: rect, style: style)
        }
    }

    /// Writes `text` centred horizontally and vertically in `rect`, cut with an ellipsis when too wide.
    public mutating func putCentered(_ text: String, in rect: GridRect, style: CellStyle) {
        putCentered([text], in: rect, style: style)
    }
}
