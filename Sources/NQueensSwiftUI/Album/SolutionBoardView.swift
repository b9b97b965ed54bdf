#if canImport(SwiftUI)
    import NQueensEngine
    import NQueensPresentation
    import SwiftUI

    /// A solution drawn small for the album, in a `Canvas`: the checkered board in the palette's squares, each queen
    /// a disc; or a silhouette (no solution), the board in one flat tone with a question mark, giving nothing away.
    struct SolutionBoardView: View {
        let solution: Solution?
        let boardSize: Int
        @Environment(\.palette) private var palette

        var body: some View {
            Canvas { context, size in
                let side = min(size.width, size.height)
                let square = side / CGFloat(boardSize)
                for line in 0..<boardSize {
                    for column in 0..<boardSize {
                        let isDark = (boardSize - 1 - line + column) % 2 == 0
                        let color =
                            solution == nil
                            ? (isDark ? palette.surfaceSelected : palette.separator)
                            : (isDark ? palette.darkSquare : palette.lightSquare)
                        let rect = CGRect(
                            x: CGFloat(column) * square, y: CGFloat(line) * square, width: square + 0.5,
                            height: square + 0.5)
                        context.fill(Path(rect), with: .color(Color(color)))
                    }
                }
                guard let solution else { return }
                for (row, column) in solution.columns.enumerated() {
                    let line = boardSize - 1 - row
                    let outer = CGRect(
                        x: (CGFloat(column) + 0.14) * square, y: (CGFloat(line) + 0.14) * square,
                        width: square * 0.72, height: square * 0.72)
                    context.fill(Path(ellipseIn: outer), with: .color(Color(palette.queen)))
                    let inner = outer.insetBy(dx: square * 0.18, dy: square * 0.18)
                    context.fill(Path(ellipseIn: inner), with: .color(Color(palette.accent)))
                }
            }
            .aspectRatio(1, contentMode: .fit)
            .clipShape(RoundedRectangle(cornerRadius: Metrics.cornerRadius / 2, style: .continuous))
            .overlay {
                if solution == nil {
                    Text(verbatim: "?")
                        .font(.title.bold())
                        .foregroundStyle(Color(palette.secondaryText))
                }
            }
            .accessibilityHidden(true)
        }
    }
#endif
