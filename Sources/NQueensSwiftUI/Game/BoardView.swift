#if canImport(SwiftUI)
    import NQueensEngine
    import NQueensLocalization
    import NQueensPresentation
    import SwiftUI

    /// What the player can do on an interactive board: the primary action, and the marks (a long press, a drag in
    /// Mark mode or with clicks cycling).
    struct BoardActions {
        /// Whether taps and drags mark (the Mark mode of the controls).
        var marksOnTap = false

        /// Whether a drag from one square to another marks the squares it crosses, as in LinkedIn's Queens (the
        /// setting "Click cycles empty → ✕ → queen").
        var dragsMark = false

        /// The primary action on a square: a queen placed or removed (or the cycle).
        var activate: @MainActor (Square) -> Void

        /// The mark action on a square (VoiceOver's Mark action).
        var toggleMark: @MainActor (Square) -> Void

        /// A drag with the mark action: begun on a square, carried on, ended.
        var beginMarkDrag: @MainActor (Square) -> Void
        var continueMarkDrag: @MainActor (Square) -> Void
        var endMarkDrag: @MainActor () -> Void
    }

    /// A board drawn from its `BoardGrid`: the squares with their attack lines and attacked shading, the queens
    /// (red when in conflict), the hint with the line it reasons about, the keyboard cursor, the player's marks;
    /// in a puzzle, its given queens apart (their own colour, on tinted, framed squares) and the squares its hints
    /// ruled out.
    ///
    /// With `actions`, the board plays: a tap is the primary action, a long press marks (and a drag that goes on
    /// from it marks every square it crosses), and in Mark mode taps and drags mark. Each square says itself to
    /// VoiceOver ("e4, queen, in conflict", "c3, marked"), activates like a button, and has a Mark action.
    /// Without, it is a picture of a position whose squares are still read one by one (the replay).
    struct BoardView: View {
        let grid: BoardGrid
        let appearance: QueenAppearance
        var showsCursor = false
        var actions: BoardActions?

        /// The touch going on: where it started, whether it marks, whether it left its square.
        @State private var touch: Touch?

        private struct Touch {
            let start: Square
            var marks = false
            var moved = false
        }

        /// How long a press lasts before it marks.
        private static let longPress = 0.45

        var body: some View {
            GeometryReader { proxy in
                let length = min(proxy.size.width, proxy.size.height)
                // A regions board's squares stand closer, so that its regions read as areas, their borders between.
                let gap = max(1, (length / CGFloat(grid.size) * (isRegionsBoard ? 0.03 : 0.06)).rounded())
                let side = (length - gap * CGFloat(grid.size - 1)) / CGFloat(grid.size)
                let board = VStack(spacing: gap) {
                    ForEach(grid.rows.indices, id: \.self) { row in
                        HStack(spacing: gap) {
                            ForEach(grid.rows[row], id: \.square) { cell in
                                square(cell, side: side)
                            }
                        }
                    }
                }
                .overlay {
                    if isRegionsBoard {
                        RegionBordersOverlay(grid: grid, side: side, gap: gap)
                    }
                }
                .frame(width: length, height: length)
                Group {
                    if actions != nil {
                        board
                            .contentShape(Rectangle())
                            .gesture(touchGesture(pitch: side + gap))
                            .simultaneousGesture(
                                LongPressGesture(minimumDuration: Self.longPress).onEnded { _ in longPressed() })
                    } else {
                        board
                    }
                }
                .frame(width: proxy.size.width, height: proxy.size.height)
            }
            .aspectRatio(1, contentMode: .fit)
            .accessibilityElement(children: .contain)
            // TRANSLATORS: the board's name for screen readers, with its size: "Board, 8×8".
            .accessibilityLabel(tr("Board, %s", DisplayText.boardSize(grid.size)))
        }

        /// Whether the board is a regions game's: its squares know their regions.
        private var isRegionsBoard: Bool {
            grid.rows.first?.first?.region != nil
        }

        @ViewBuilder
        private func square(_ cell: BoardCell, side: CGFloat) -> some View {
            let drawn = SquareView(cell: cell, glyph: appearance.glyph, side: side, showsCursor: showsCursor)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(cell.accessibilityLabel)
            if let actions {
                drawn
                    .accessibilityAddTraits(.isButton)
                    .accessibilityHint(cell.accessibilityActionHint(cyclingMarks: actions.dragsMark))
                    .accessibilityAction { actions.activate(cell.square) }
                    // TRANSLATORS: the screen reader's action that marks a square with ✕.
                    .accessibilityAction(named: cell.markActionName ?? tr(context: "action", "Mark")) {
                        actions.toggleMark(cell.square)
                    }
            } else {
                drawn
            }
        }

        // MARK: Touches

        /// One gesture for taps and drags, from the moment the finger (or pointer) goes down.
        private func touchGesture(pitch: CGFloat) -> some Gesture {
            DragGesture(minimumDistance: 0)
                .onChanged { value in
                    guard let square = square(at: value.location, pitch: pitch) else { return }
                    moved(to: square)
                }
                .onEnded { _ in ended() }
        }

        /// The square under `location`, or `nil` outside the board.
        private func square(at location: CGPoint, pitch: CGFloat) -> Square? {
            guard pitch > 0, location.x >= 0, location.y >= 0 else { return nil }
            return grid.square(atScreenRow: Int(location.y / pitch), column: Int(location.x / pitch))
        }

        private func moved(to square: Square) {
            guard let actions else { return }
            guard var touch else {
                var started = Touch(start: square)
                if actions.marksOnTap {
                    actions.beginMarkDrag(square)
                    started.marks = true
                }
                self.touch = started
                return
            }
            if touch.marks {
                actions.continueMarkDrag(square)
            } else if square != touch.start {
                touch.moved = true
                if actions.dragsMark {
                    actions.beginMarkDrag(touch.start)
                    actions.continueMarkDrag(square)
                    touch.marks = true
                }
            }
            self.touch = touch
        }

        private func ended() {
            defer { touch = nil }
            guard let actions, let touch else { return }
            if touch.marks {
                actions.endMarkDrag()
            } else if !touch.moved {
                actions.activate(touch.start)
            }
        }

        /// A long press marks the square it started on, and the drag that goes on from it marks on.
        private func longPressed() {
            guard let actions, var touch, !touch.marks, !touch.moved else { return }
            actions.beginMarkDrag(touch.start)
            touch.marks = true
            self.touch = touch
        }
    }

    /// One square: its fill (on a regions board, its region's colour), its queen, and the marks over it.
    ///
    /// Every state has a shape of its own (`BoardCell.cues`), so that it reads without colour: a given's square is
    /// framed, the hint dashed, a square a hint ruled out crossed in a circle, the player's own mark a bold cross,
    /// the cursor outlined. With Differentiate Without Color, a queen in conflict also carries a badge, an
    /// attacked square a dot, and a regions square its region's letter (the borders are drawn over the board);
    /// VoiceOver says each state and the region. A regions square's fill is its region's, so its attacked squares
    /// always show the dot.
    private struct SquareView: View {
        let cell: BoardCell
        let glyph: Character
        let side: CGFloat
        let showsCursor: Bool
        @Environment(\.palette) private var palette
        @Environment(\.animatesMotion) private var animatesMotion
        @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiatesWithoutColor

        var body: some View {
            let shape = RoundedRectangle(
                cornerRadius: Metrics.squareCornerRadius / (cell.region == nil ? 1 : 2), style: .continuous)
            let cues = cell.cues
            ZStack {
                shape.fill(Color(fill))
                if cell.isOnHintLine {
                    shape.fill(Color(palette.hint).opacity(0.16))
                }
                if cues.contains(.givenFrame) {
                    shape.fill(Color(palette.given).opacity(0.22))
                    shape.strokeBorder(Color(palette.given), lineWidth: max(1, side * 0.04))
                }
                if cell.isConflicting {
                    shape.strokeBorder(Color(palette.conflict), lineWidth: max(1.5, side * 0.05))
                }
                if cues.contains(.hintBrackets) {
                    shape.strokeBorder(
                        Color(palette.hint), style: StrokeStyle(lineWidth: max(1.5, side * 0.05), dash: [4, 3]))
                }
                if cues.contains(.queen) {
                    // The queen is part of the board's drawing, so it scales with the square, not the text size.
                    Text(String(glyph) + "\u{FE0E}")
                        .font(.system(size: side * 0.62))
                        .foregroundStyle(Color(palette.pieceColor(for: cell)))
                        .transition(.scale(scale: 0.3).combined(with: .opacity))
                } else if cues.contains(.hintDiamond) {
                    Image(systemName: "lightbulb.fill")
                        .font(.system(size: side * 0.36))
                        .foregroundStyle(Color(palette.hint))
                } else if let mark = palette.ruledOutMarkColor(for: cell) {
                    Image(systemName: "xmark.circle")
                        .font(.system(size: side * 0.36, weight: .regular))
                        .foregroundStyle(Color(mark))
                } else if let mark = palette.playerMarkColor(for: cell) {
                    Image(systemName: "xmark")
                        .font(.system(size: side * 0.42, weight: .bold))
                        .foregroundStyle(Color(mark))
                } else if (differentiatesWithoutColor || cell.region != nil) && cues.contains(.attackedDot) {
                    Circle()
                        .fill(Color(palette.secondaryText))
                        .frame(width: side * 0.12, height: side * 0.12)
                }
                if differentiatesWithoutColor, let region = cell.region {
                    Text(String(RegionMap.letter(ofRegion: region)))
                        .font(.system(size: side * 0.22, weight: .semibold))
                        .foregroundStyle(Color(palette.text))
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                        .padding(side * 0.08)
                }
                if differentiatesWithoutColor && cues.contains(.conflictBadge) {
                    Image(systemName: "exclamationmark.circle.fill")
                        .font(.system(size: side * 0.26, weight: .bold))
                        .foregroundStyle(Color(palette.conflict))
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
                        .padding(side * 0.04)
                }
                if showsCursor && cues.contains(.cursorOutline) {
                    shape.strokeBorder(Color(palette.cursor), lineWidth: max(2, side * 0.07))
                }
            }
            .frame(width: side, height: side)
            .contentShape(shape)
            .animation(animatesMotion ? .spring(duration: 0.3, bounce: 0.35) : nil, value: cell)
        }

        /// The square's colour: its region's tone for the palette's scheme on a regions board (unless an attack
        /// line crosses it), else the palette's light, dark, attacked or attack-line square.
        private var fill: RGBColor {
            guard let region = cell.region, !cell.isOnAttackLine else { return palette.squareColor(for: cell) }
            return RegionPalette.color(ofRegion: region).tone(for: palette)
        }
    }
#endif
