#if canImport(SwiftUI)
    import NQueensPresentation
    import SwiftUI

    // MARK: - Design tokens as SwiftUI values

    extension Color {
        /// The design token `color`, in sRGB.
        init(_ color: RGBColor) {
            self.init(
                .sRGB, red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255,
                opacity: 1)
        }
    }

    /// Where the screens find the palette of the theme in effect.
    private struct PaletteKey: EnvironmentKey {
        static let defaultValue = Palette.dark
    }

    /// Whether animations run (off with the player's setting or the system's Reduce Motion).
    private struct MotionKey: EnvironmentKey {
        static let defaultValue = true
    }

    /// How queens are drawn, for screens whose view model does not say (the replay).
    private struct QueenAppearanceKey: EnvironmentKey {
        static let defaultValue = QueenAppearance.all[0]
    }

    extension EnvironmentValues {
        /// The palette of the theme in effect, set once at the root.
        var palette: Palette {
            get { self[PaletteKey.self] }
            set { self[PaletteKey.self] = newValue }
        }

        /// Whether animations run; `false` when the player or the system reduces motion.
        var animatesMotion: Bool {
            get { self[MotionKey.self] }
            set { self[MotionKey.self] = newValue }
        }

        /// How queens are drawn: the player's queen style.
        var queenAppearance: QueenAppearance {
            get { self[QueenAppearanceKey.self] }
            set { self[QueenAppearanceKey.self] = newValue }
        }
    }

    /// The spacing and shape tokens in points, as SwiftUI measures them.
    enum Metrics {
        static let extraSmall = CGFloat(Spacing.extraSmall)
        static let small = CGFloat(Spacing.small)
        static let medium = CGFloat(Spacing.medium)
        static let large = CGFloat(Spacing.large)
        static let extraLarge = CGFloat(Spacing.extraLarge)
        static let screenMargin = CGFloat(Spacing.screenMargin)
        static let cornerRadius = CGFloat(Spacing.cornerRadius)
        static let squareCornerRadius = CGFloat(Spacing.squareCornerRadius)
        /// The widest the content of a screen grows on a large iPad or Mac window.
        static let readableWidth: CGFloat = 560
    }
#endif
