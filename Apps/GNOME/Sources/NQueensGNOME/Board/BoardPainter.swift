import CAdwaita
import Foundation
import GObjectSwift
import NQueensEngine
import NQueensPresentation

/// Where the board's squares lie in its area: the edges of its files and ranks, in pixels.
///
/// They come from the square widgets GTK laid out (so a square's picture and its focus ring match to the pixel);
/// squares differ by a pixel when the board does not divide evenly.
struct BoardEdges: Equatable {
    /// The left edge of each file and the right edge of the last one (`size + 1` values).
    let xs: [Double]
    /// The top edge of each screen row and the bottom edge of the last one.
    let ys: [Double]

    /// The number of squares a side.
    var size: Int {
        xs.count - 1
    }

    /// The side of a square on average: what sizes (glyphs, lines) are drawn from, so every square draws alike.
    var cell: Double {
        size > 0 ? (xs[size] - xs[0]) / Double(size) : 0
    }

    /// The rectangle of the squares of `screenRow` in `columns`.
    func rect(row screenRow: Int, columns: Range<Int>) -> graphene_rect_t {
        .rect(
            x: xs[columns.lowerBound], y: ys[screenRow], width: xs[columns.upperBound] - xs[columns.lowerBound],
            height: ys[screenRow + 1] - ys[screenRow])
    }

    /// The rectangle of the square at `screenRow`, `column`.
    func rect(row screenRow: Int, column: Int) -> graphene_rect_t {
        .rect(
            x: xs[column], y: ys[screenRow], width: xs[column + 1] - xs[column],
            height: ys[screenRow + 1] - ys[screenRow])
    }

    /// The centre of `square`.
    func center(of square: Square) -> (x: Double, y: Double) {
        let row = size - 1 - square.row
        return ((xs[square.column] + xs[square.column + 1]) / 2, (ys[row] + ys[row + 1]) / 2)
    }

    /// Edges that divide a square of `side` pixels at (`x`, `y`) evenly into `size` squares a side.
    static func even(size: Int, x: Double, y: Double, side: Double) -> BoardEdges {
        let steps = (0...size).map { (Double($0) * side / Double(max(1, size))).rounded() }
        return BoardEdges(xs: steps.map { x + $0 }, ys: steps.map { y + $0 })
    }
}

/// Draws a `BoardGrid` as render nodes: the squares and their fills, the hint, the attack lines, the queens (in
/// the chosen style, red when in conflict) and the coordinates, with the motion's pulse and fades.
///
/// Every state has a shape besides its colour, so that a board seen in grey (or by a colour-blind player) keeps
/// them apart: a given's square is framed, a queen in conflict carries a badge with a bang, an attacked square a
/// dot, the hint's square corner brackets (and a diamond where it says to place), a square a hint ruled out a
/// cross in a ring, the player's mark a bold cross, and the cursor the focus ring. On a regions board each square
/// takes its region's colour, thick lines part the regions and, in high contrast, each square shows its region's
/// letter (`BoardPainter+Regions`).
///
/// It draws with few, cheap nodes: colour nodes for squares, fills (a run of like squares in a rank is one node)
/// and lines, a border node for each queen's disc, text nodes for the glyphs (each string shaped once, by
/// `BoardText`). GTK compares them with the last frame's, so only what changed is repainted, and repainting is
/// cheap. Everything drawn is in the grid already (the engine's conflicts, the presentation's marks); the painter
/// only decides how it looks. The keyboard cursor is the focused square's focus ring, drawn by GTK.
@MainActor
struct BoardPainter {
    let grid: BoardGrid
    let palette: Palette
    let motion: BoardMotion
    let edges: BoardEdges
    let text: BoardText

    /// The radius of the board's outer corners.
    static let cornerRadius = 12.0

    /// The queen's glyph size, as a share of the square's side.
    static let glyphScale = 0.74

    /// Draws the board into `snapshot`.
    func draw(_ snapshot: Snapshot) {
        guard edges.size == grid.size, grid.size > 0 else { return }
        drawSquares(snapshot)
        drawSquareMarks(snapshot)
        drawRegionLines(snapshot)
        drawStrokes(snapshot)
        drawQueens(snapshot)
        drawCoordinates(snapshot)
    }

    // MARK: Squares

    private func drawSquares(_ snapshot: Snapshot) {
        let last = grid.size - 1
        for (screenRow, row) in grid.rows.enumerated() {
            // The plain squares, then the fills by meaning in runs of like squares.
            for (column, cell) in row.enumerated() {
                let rect = edges.rect(row: screenRow, column: column)
                let corners = (
                    screenRow == 0 && column == 0, screenRow == 0 && column == last,
                    screenRow == last && column == last, screenRow == last && column == 0
                )
                let plain = plainColor(of: cell).rgba()
                if corners.0 || corners.1 || corners.2 || corners.3 {
                    snapshot.pushRoundedClip(.rounded(rect, radius: Self.cornerRadius, corners: corners))
                    snapshot.appendColor(plain, rect)
                    if let fill = fill(of: cell) { snapshot.appendColor(fill.rgba, rect) }
                    snapshot.pop()
                } else {
                    snapshot.appendColor(plain, rect)
                }
            }
            // Corner squares drew their fill in their clip.
            let isEdgeRow = screenRow == 0 || screenRow == last
            let columns = isEdgeRow ? 1..<last : 0..<grid.size
            var column = columns.lowerBound
            while column < columns.upperBound {
                guard let fill = fill(of: row[column]) else {
                    column += 1
                    continue
                }
                var end = column + 1
                while end < columns.upperBound, self.fill(of: row[end]) == fill { end += 1 }
                snapshot.appendColor(fill.rgba, edges.rect(row: screenRow, columns: column..<end))
                column = end
            }
            for (column, cell) in row.enumerated() {
                if let hint = cell.hint { drawHint(hint, snapshot, edges.rect(row: screenRow, column: column)) }
            }
        }
    }

    /// A fill by meaning over a plain square.
    private struct Fill: Equatable {
        let color: RGBColor
        let alpha: Double

        var rgba: GdkRGBA {
            color.rgba(alpha: alpha)
        }
    }

    /// A square's own colour: its region's tone on a regions board, else light or dark.
    func plainColor(of cell: BoardCell) -> RGBColor {
        if let region = cell.region { return RegionPalette.color(ofRegion: region).tone(for: palette) }
        return cell.isLight ? palette.lightSquare : palette.darkSquare
    }

    /// The fill by meaning over a plain square (attacked, on an attack line, fading in), or `nil`.
    ///
    /// A region keeps its colour on an attacked square (its dot says so): only an attack line is filled over it.
    private func fill(of cell: BoardCell) -> Fill? {
        guard cell.region == nil || cell.isOnAttackLine else { return nil }
        let color = palette.squareColor(for: cell)
        guard color != plainColor(of: cell) else { return nil }
        let fade = cell.isOnAttackLine ? motion.sweepOpacity(on: cell.square) ?? 1 : 1
        return fade > 0 ? Fill(color: color, alpha: fade) : nil
    }

    /// The hint's square: a tint, corner brackets (a viewfinder, unlike a given's whole frame) and, where the hint
    /// says to place a queen, a diamond.
    private func drawHint(_ hint: HintMark, _ snapshot: Snapshot, _ rect: graphene_rect_t) {
        let cell = edges.cell
        let inset = cell * 0.08
        let mark = graphene_rect_t.rect(
            x: Double(rect.origin.x) + inset, y: Double(rect.origin.y) + inset,
            width: Double(rect.size.width) - 2 * inset, height: Double(rect.size.height) - 2 * inset)
        snapshot.pushRoundedClip(.rounded(mark, radius: cell * 0.18))
        snapshot.appendColor(palette.hint.rgba(alpha: 0.28), mark)
        snapshot.pop()
        let color = palette.hint.rgba()
        let width = max(2.5, cell * 0.07)
        let arm = cell * 0.26
        let (left, top) = (Double(mark.origin.x), Double(mark.origin.y))
        let (right, bottom) = (left + Double(mark.size.width), top + Double(mark.size.height))
        for (x, y, dx, dy) in [
            (left, top, 1.0, 1.0), (right, top, -1, 1), (left, bottom, 1, -1), (right, bottom, -1, -1),
        ] {
            snapshot.appendColor(
                color, .rect(x: dx > 0 ? x : x - arm, y: dy > 0 ? y : y - width, width: arm, height: width))
            snapshot.appendColor(
                color, .rect(x: dx > 0 ? x : x - width, y: dy > 0 ? y : y - arm, width: width, height: arm))
        }
        guard hint == .place else { return }
        let center = Self.center(of: rect)
        let side = cell * 0.22
        snapshot.save()
        snapshot.translate(x: center.x, y: center.y)
        snapshot.rotate(degrees: 45)
        snapshot.appendColor(color, .rect(x: -side / 2, y: -side / 2, width: side, height: side))
        snapshot.restore()
    }

    // MARK: Attack lines

    private func drawStrokes(_ snapshot: Snapshot) {
        let width = max(2, edges.cell * 0.07)
        for segment in grid.attackSegments {
            let fade = motion.strokeOpacity(through: segment.from) ?? motion.strokeOpacity(through: segment.to) ?? 1
            guard fade > 0 else { continue }
            let color = palette.conflict.rgba(alpha: 0.8 * fade)
            let from = edges.center(of: segment.from)
            let to = edges.center(of: segment.to)
            // Each stroke runs from one queen's centre to the other's: its ends are under the queens' discs.
            if from.y == to.y || from.x == to.x {
                snapshot.appendColor(
                    color,
                    .rect(
                        x: min(from.x, to.x) - (from.x == to.x ? width / 2 : 0),
                        y: min(from.y, to.y) - (from.y == to.y ? width / 2 : 0),
                        width: from.x == to.x ? width : abs(to.x - from.x),
                        height: from.y == to.y ? width : abs(to.y - from.y)))
            } else {
                let length = ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot()
                snapshot.save()
                snapshot.translate(x: from.x, y: from.y)
                snapshot.rotate(degrees: atan2(to.y - from.y, to.x - from.x) * 180 / Double.pi)
                snapshot.appendColor(color, .rect(x: 0, y: -width / 2, width: length, height: width))
                snapshot.restore()
            }
        }
    }

    // MARK: Queens

    private func drawQueens(_ snapshot: Snapshot) {
        guard let glyph = text.queen(size: edges.cell * Self.glyphScale) else { return }
        let disc = text.disc(diameter: edges.cell * 0.8)
        for (screenRow, row) in grid.rows.enumerated() {
            for (column, cell) in row.enumerated() where cell.hasQueen {
                let rect = edges.rect(row: screenRow, column: column)
                let center = (
                    x: Double(rect.origin.x + rect.size.width / 2), y: Double(rect.origin.y + rect.size.height / 2)
                )
                let pulse = motion.pulseStrength(on: cell.square) ?? 0
                if cell.isConflicting || pulse > 0, let disc {
                    // A disc under the queen, so that an attack line ends at the queen instead of crossing it; a
                    // queen just placed swells it, then it eases back. One colour: the tint over the square,
                    // blended here.
                    let plain = plainColor(of: cell)
                    let tint = cell.isConflicting ? palette.conflict : palette.accent
                    let color = plain.blended(with: tint, alpha: cell.isConflicting ? 0.3 : 0.45 * pulse).rgba()
                    disc.appendCentered(snapshot, at: center, scale: 1 + 0.3 * pulse, color: color)
                }
                glyph.appendCentered(
                    snapshot, at: center, scale: 1 + 0.22 * pulse, color: palette.pieceColor(for: cell).rgba())
                if cell.isConflicting { drawConflictBadge(snapshot, rect) }
            }
        }
    }

    /// The badge of a queen in conflict, at its square's top right: a disc in the conflict colour with a bang.
    private func drawConflictBadge(_ snapshot: Snapshot, _ rect: graphene_rect_t) {
        let cell = edges.cell
        let diameter = max(9, cell * 0.3)
        let x = Double(rect.origin.x + rect.size.width) - diameter - cell * 0.04
        let y = Double(rect.origin.y) + cell * 0.04
        let disc = graphene_rect_t.rect(x: x, y: y, width: diameter, height: diameter)
        snapshot.pushRoundedClip(.rounded(disc, radius: diameter / 2))
        snapshot.appendColor(palette.conflict.rgba(), disc)
        snapshot.pop()
        // The bang: a bar and a dot, in the square's own colour so that it reads on the disc.
        let ink = palette.background.rgba()
        let width = max(1.5, diameter * 0.16)
        let centerX = x + diameter / 2
        snapshot.appendColor(
            ink, .rect(x: centerX - width / 2, y: y + diameter * 0.2, width: width, height: diameter * 0.38))
        snapshot.appendColor(ink, .rect(x: centerX - width / 2, y: y + diameter * 0.66, width: width, height: width))
    }

    // MARK: Coordinates

    private func drawCoordinates(_ snapshot: Snapshot) {
        let cell = edges.cell
        guard cell >= 26 else { return }
        let size = max(9, cell * 0.17)
        let pad = cell * 0.06
        let color = palette.secondaryText.rgba(alpha: 0.8)
        let last = grid.size - 1
        for (screenRow, label) in grid.rankLabels.enumerated() {
            guard let layout = text.label(label, size: size) else { continue }
            let rect = edges.rect(row: screenRow, column: 0)
            drawLabel(
                snapshot, layout, x: Double(rect.origin.x) + pad, y: Double(rect.origin.y) + pad * 0.5, color: color,
                on: grid.rows[screenRow][0])
        }
        for (column, label) in grid.fileLabels.enumerated() {
            guard let layout = text.label(label, size: size) else { continue }
            let rect = edges.rect(row: last, column: column)
            drawLabel(
                snapshot, layout, x: Double(rect.origin.x + rect.size.width) - pad - size * 0.62,
                y: Double(rect.origin.y + rect.size.height) - pad * 0.5 - size * 1.3, color: color,
                on: grid.rows[last][column])
        }
    }

    /// Draws a coordinate label on `cell`'s square; on a framed square (a given, the hint) the frame runs under
    /// the label's corner, so the label gets a one-pixel outline in the square's colour that parts the frame
    /// around it.
    private func drawLabel(
        _ snapshot: Snapshot, _ layout: TextLayout, x: Double, y: Double, color: GdkRGBA, on cell: BoardCell
    ) {
        if cell.isGiven || cell.hint != nil {
            var square = cell.region == nil ? palette.squareColor(for: cell) : plainColor(of: cell)
            if cell.isOnHintLine { square = square.blended(with: palette.hint, alpha: Self.hintLineTint) }
            if cell.isGiven { square = square.blended(with: palette.given, alpha: Self.givenTint) }
            let outline = square.rgba()
            for (dx, dy) in [(-1.0, -1.0), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)] {
                layout.append(snapshot, x: x + dx, y: y + dy, color: outline)
            }
        }
        layout.append(snapshot, x: x, y: y, color: color)
    }
}

extension RGBColor {
    /// This colour with `other` laid over it at `alpha`.
    func blended(with other: RGBColor, alpha: Double) -> RGBColor {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) * (1 - alpha) + Double(b) * alpha).rounded())
        }
        return RGBColor(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
    }

    /// The colour for GTK, at `alpha`.
    func rgba(alpha: Double = 1) -> GdkRGBA {
        GdkRGBA(red: Float(red) / 255, green: Float(green) / 255, blue: Float(blue) / 255, alpha: Float(alpha))
    }
}
