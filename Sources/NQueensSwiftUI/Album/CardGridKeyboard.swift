#if canImport(SwiftUI)
    import SwiftUI

    // MARK: - A grid of cards driven from the keyboard

    /// What the album's card grids share: the adaptive grid's column count, kept as the width changes so that the
    /// up and down arrows move a row at a time, and the grid focused for a hardware keyboard.
    ///
    /// Left and right move by one card, up and down by a row, Return or Space opens the selected card; any other
    /// key goes to `otherKey`.
    struct CardGridKeyboard: ViewModifier {
        let cardWidth: CGFloat
        let move: @MainActor (Int) -> Void
        let open: @MainActor () -> Void
        let otherKey: @MainActor (KeyPress) -> KeyPress.Result
        @FocusState.Binding var isFocused: Bool
        @State private var columns = 4

        func body(content: Content) -> some View {
            content
                .background {
                    GeometryReader { proxy in
                        Color.clear
                            .onAppear { columns = Self.columns(in: proxy.size.width, cardWidth: cardWidth) }
                            .onChange(of: proxy.size.width) { _, width in
                                columns = Self.columns(in: width, cardWidth: cardWidth)
                            }
                    }
                }
                .focusable()
                .focused($isFocused)
                .onKeyPress(phases: .down, action: keyPressed)
        }

        /// The columns an adaptive grid of cards at least `cardWidth` wide lays out in `width`.
        private static func columns(in width: CGFloat, cardWidth: CGFloat) -> Int {
            max(1, Int((width + Metrics.medium) / (cardWidth + Metrics.medium)))
        }

        private func keyPressed(_ press: KeyPress) -> KeyPress.Result {
            guard !press.modifiers.contains(.command), !press.modifiers.contains(.control) else { return .ignored }
            switch press.key {
            case .leftArrow: move(-1)
            case .rightArrow: move(1)
            case .upArrow: move(-columns)
            case .downArrow: move(columns)
            case .return, .space: open()
            default: return otherKey(press)
            }
            return .handled
        }
    }

    extension View {
        /// Drives this grid of cards at least `cardWidth` wide from the keyboard: the arrows `move` the selection
        /// (by a card or a row), Return or Space `open`s it, other keys go to `otherKey`.
        func cardGridKeyboard(
            cardWidth: CGFloat, focused: FocusState<Bool>.Binding, move: @escaping @MainActor (Int) -> Void,
            open: @escaping @MainActor () -> Void,
            otherKey: @escaping @MainActor (KeyPress) -> KeyPress.Result = { _ in .ignored }
        ) -> some View {
            modifier(
                CardGridKeyboard(cardWidth: cardWidth, move: move, open: open, otherKey: otherKey, isFocused: focused))
        }
    }
#endif
