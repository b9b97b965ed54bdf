#if canImport(SwiftUI)
    import NQueensPresentation
    import SwiftUI

    extension View {
        /// Shows this content with the player's `settings`: the palette of their theme (`System` following the
        /// system's appearance), the system controls in that appearance, the accent colour, their queen style, and
        /// motion off when they or the system reduce it.
        public func appliesSettings(_ settings: AppSettings) -> some View {
            modifier(AppliesSettings(settings: settings))
        }
    }

    private struct AppliesSettings: ViewModifier {
        let settings: AppSettings
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.accessibilityReduceMotion) private var systemReducesMotion

        func body(content: Content) -> some View {
            let palette = settings.palette(systemPrefersDark: colorScheme == .dark)
            content
                .environment(\.palette, palette)
                .environment(\.animatesMotion, !settings.reducesMotion(systemReducesMotion: systemReducesMotion))
                .environment(\.queenAppearance, settings.current.queenStyle.appearance)
                .tint(Color(palette.accent))
                .preferredColorScheme(settings.current.theme.forcesDarkAppearance.map { $0 ? .dark : .light })
        }
    }
#endif
