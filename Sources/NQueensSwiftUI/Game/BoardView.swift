#if canImport(SwiftUI)
    import NQueensEngine
    import NQueensPresentation
    import SwiftUI

    /// A board drawn from its `BoardGrid`: the squares with their attack lines and attacked shading, the queens
    /// (red when in conflict), the hint with the line it reasons about, and the keyboard cursor; in a puzzle, its
    /// given queens apart (their own colour, on tinted, framed squares) and the squares its hints ruled out.
    ///
    /// With `onTap`, each square is a button that says itself to VoiceOver ("e4, queen, in conflict") and what
    /// activating it does, so the board can be read and played square by square; without, it is a picture of a
    /// position whose squares are still read one by one (the replay).
    struct BoardView: View {
        let grid: BoardGrid
        let appearance: QueenAppearance
        var showsCursor = false
        var onTap: (@MainActor (Square) -> Void)?

        var body: some View {
            GeometryReader { proxy in
                let length = min(proxy.size.width, proxy.size.height)
                let gap = max(1, (length / CGFloat(grid.size) * 0.06).rounded())
                let side = (length - gap * CGFloat(grid.size - 1)) / CGFloat(grid.size)
                VStack(spacing: gap) {
                    ForEach(grid.rows.indices, id: \.self) { row in
                        HStack(spacing: gap) {
                            ForEach(grid.rows[row], id: \.square) { cell in
                                square(cell, side: side)
                            }
                        }
                    }
                }
                .frame(width: proxy.size.width, height: proxy.size.height)
            }
            .aspectRatio(1, contentMode: .fit)
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Board, \(DisplayText.boardSize(grid.size))")
        }

        @ViewBuilder
        private func square(_ cell: BoardCell, side: CGFloat) -> some View {
            let drawn = SquareView(cell: cell, glyph: appearance.glyph, side: side, showsCursor: showsCursor)
            if let onTap {
                Button {
                    onTap(cell.square)
                } label: {
                    drawn
                }
                .buttonStyle(.plain)
                .accessibilityLabel(cell.accessibilityLabel)
                .accessibilityHint(cell.accessibilityActionHint)
            } else {
                drawn
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(cell.accessibilityLabel)
            }
        }
    }

    /// One square: its fill, its queen, and the marks over it.
    ///
    /// A given queen differs from the player's by more than its colour (a frame round its square), so that it
    /// reads apart without colour too; VoiceOver says "given queen".
    private struct SquareView: View {
        let cell: BoardCell
        let glyph: Character
        let side: CGFloat
        let showsCursor: Bool
        @Environment(\.palette) private var palette
        @Environment(\.animatesMotion) private var animatesMotion

        var body: some View {
            let shape = RoundedRectangle(cornerRadius: Metrics.squareCornerRadius, style: .continuous)
            ZStack {
                shape.fill(Color(palette.squareColor(for: cell)))
                if cell.isOnHintLine {
                    shape.fill(Color(palette.hint).opacity(0.16))
                }
                if cell.isGiven {
                    shape.fill(Color(palette.given).opacity(0.22))
                    shape.strokeBorder(Color(palette.given), lineWidth: max(1, side * 0.04))
                }
                if cell.isConflicting {
                    shape.strokeBorder(Color(palette.conflict), lineWidth: max(1.5, side * 0.05))
                }
                if cell.hint != nil {
                    shape.strokeBorder(
                        Color(palette.hint), style: StrokeStyle(lineWidth: max(1.5, side * 0.05), dash: [4, 3]))
                }
                if cell.hasQueen {
                    // The queen is part of the board's drawing, so it scales with the square, not the text size.
                    Text(String(glyph) + "\u{FE0E}")
                        .font(.system(size: side * 0.62))
                        .foregroundStyle(Color(palette.pieceColor(for: cell)))
                        .transition(.scale(scale: 0.3).combined(with: .opacity))
                } else if cell.hint == .place {
                    Image(systemName: "lightbulb.fill")
                        .font(.system(size: side * 0.36))
                        .foregroundStyle(Color(palette.hint))
                } else if let mark = palette.ruledOutMarkColor(for: cell) {
                    Image(systemName: "xmark")
                        .font(.system(size: side * 0.3, weight: .semibold))
                        .foregroundStyle(Color(mark))
                }
                if showsCursor && cell.isCursor {
                    shape.strokeBorder(Color(palette.cursor), lineWidth: max(2, side * 0.07))
                }
            }
            .frame(width: side, height: side)
            .contentShape(shape)
            .animation(animatesMotion ? .spring(duration: 0.3, bounce: 0.35) : nil, value: cell)
        }
    }
#endif
