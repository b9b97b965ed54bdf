#if canImport(SwiftUI)
    import NQueensPresentation
    import SwiftUI

    // MARK: - Liquid Glass where the system has it, a clean flat look below

    extension View {
        /// A control's background: Liquid Glass (tinted when `tint` is given, reacting to touch when
        /// `isInteractive`) on iOS 26 and macOS 26, a solid surface in `shape` below.
        @ViewBuilder
        func controlBackground<S: Shape>(
            _ shape: S, palette: Palette, tint: Color? = nil, isInteractive: Bool = true
        ) -> some View {
            if #available(iOS 26.0, macOS 26.0, *) {
                self.glassEffect(Glass.regular.tint(tint).interactive(isInteractive), in: shape)
            } else {
                self.background(tint ?? Color(palette.surface), in: shape)
            }
        }

        /// The main action's style: prominent glass on iOS 26 and macOS 26, a filled accent button below.
        @ViewBuilder
        func primaryActionStyle() -> some View {
            if #available(iOS 26.0, macOS 26.0, *) {
                self.buttonStyle(.glassProminent)
            } else {
                self.buttonStyle(.borderedProminent)
            }
        }

        /// A secondary action's style: glass on iOS 26 and macOS 26, a tinted bordered button below.
        @ViewBuilder
        func secondaryActionStyle() -> some View {
            if #available(iOS 26.0, macOS 26.0, *) {
                self.buttonStyle(.glass)
            } else {
                self.buttonStyle(.bordered)
            }
        }
    }
#endif
