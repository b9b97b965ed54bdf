#if canImport(SwiftUI)
    import NQueensPresentation
    import SwiftUI

    /// A regions board's thick lines, so that its regions read without their colours.
    ///
    /// One path, with a segment on every side of a square that the view model marks as a region border
    /// (`BoardCell.regionBorders`), drawn in the gap between the squares, and the board's edge, where every region
    /// ends too.
    ///
    /// It lies over the squares it is given the measures of (`side` and `gap`), and neither takes touches nor
    /// speaks: each square says its own region.
    struct RegionBordersOverlay: View {
        let grid: BoardGrid
        let side: CGFloat
        let gap: CGFloat
        @Environment(\.palette) private var palette

        /// How thick the lines are, at least 2 points.
        static func lineWidth(side: CGFloat) -> CGFloat {
            max(2, (side * 0.09).rounded())
        }

        var body: some View {
            let width = Self.lineWidth(side: side)
            Path { path in
                addEdge(to: &path, inset: width / 2)
                addBorders(to: &path, inset: width / 2)
            }
            .stroke(Color(palette.text), style: StrokeStyle(lineWidth: width, lineCap: .square))
            .allowsHitTesting(false)
            .accessibilityHidden(true)
        }

        // MARK: Segments

        /// The distance from one square's start to the next one's.
        private var pitch: CGFloat { side + gap }

        /// The board's length along a side.
        private var length: CGFloat { pitch * CGFloat(grid.size) - gap }

        /// Where the line between screen rows (or columns) `index - 1` and `index` runs: in the middle of their gap,
        /// and at the board's edge on the edge's own line, `inset` inward, so that no square end sticks out of it.
        private func offset(_ index: Int, inset: CGFloat) -> CGFloat {
            min(length - inset, max(inset, CGFloat(index) * pitch - gap / 2))
        }

        /// The board's edge, `inset` inward so that the whole line shows.
        private func addEdge(to path: inout Path, inset: CGFloat) {
            let (near, far) = (inset, length - inset)
            path.move(to: CGPoint(x: near, y: near))
            path.addLine(to: CGPoint(x: far, y: near))
            path.addLine(to: CGPoint(x: far, y: far))
            path.addLine(to: CGPoint(x: near, y: far))
            path.addLine(to: CGPoint(x: near, y: near))
        }

        /// A segment on the right and bottom side of each square that ends its region there (a left or top border
        /// is the right or bottom one of the square beside it).
        private func addBorders(to path: inout Path, inset: CGFloat) {
            func at(_ index: Int) -> CGFloat { offset(index, inset: inset) }
            for (row, cells) in grid.rows.enumerated() {
                for (column, cell) in cells.enumerated() {
                    if cell.regionBorders.contains(.right) {
                        let x = at(column + 1)
                        path.move(to: CGPoint(x: x, y: at(row)))
                        path.addLine(to: CGPoint(x: x, y: at(row + 1)))
                    }
                    if cell.regionBorders.contains(.bottom) {
                        let y = at(row + 1)
                        path.move(to: CGPoint(x: at(column), y: y))
                        path.addLine(to: CGPoint(x: at(column + 1), y: y))
                    }
                }
            }
        }
    }
#endif
