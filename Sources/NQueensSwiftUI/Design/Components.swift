#if canImport(SwiftUI)
    import NQueensPresentation
    import SwiftUI

    // MARK: - Cards

    extension View {
        /// Content on a card: padded, on the palette's surface, with rounded corners (the seed's card style).
        func card(padding: CGFloat = Metrics.large) -> some View {
            modifier(CardModifier(padding: padding))
        }
    }

    private struct CardModifier: ViewModifier {
        let padding: CGFloat
        @Environment(\.palette) private var palette

        func body(content: Content) -> some View {
            content
                .padding(padding)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(
                    Color(palette.surface), in: RoundedRectangle(cornerRadius: Metrics.cornerRadius, style: .continuous)
                )
        }
    }

    // MARK: - Main action

    /// The screen's main action, full width: Start Game, Done.
    struct PrimaryActionButton: View {
        let title: String
        let systemImage: String?
        let action: @MainActor () -> Void
        @Environment(\.palette) private var palette

        init(_ title: String, systemImage: String? = nil, action: @escaping @MainActor () -> Void) {
            self.title = title
            self.systemImage = systemImage
            self.action = action
        }

        var body: some View {
            Button(action: action) {
                HStack(spacing: Metrics.medium) {
                    if let systemImage { Image(systemName: systemImage) }
                    Text(title)
                }
                .font(.headline)
                .foregroundStyle(Color(palette.textOnAccent))
                .frame(maxWidth: .infinity, minHeight: 44)
            }
            .primaryActionStyle()
            .controlSize(.large)
            .tint(Color(palette.accent))
        }
    }

    /// A secondary action, full width, with an optional second line: Continue (and the game it continues).
    struct SecondaryActionButton: View {
        let title: String
        let subtitle: String?
        let systemImage: String?
        let action: @MainActor () -> Void
        @Environment(\.palette) private var palette

        init(
            _ title: String, subtitle: String? = nil, systemImage: String? = nil,
            action: @escaping @MainActor () -> Void
        ) {
            self.title = title
            self.subtitle = subtitle
            self.systemImage = systemImage
            self.action = action
        }

        var body: some View {
            Button(action: action) {
                HStack(spacing: Metrics.medium) {
                    if let systemImage { Image(systemName: systemImage) }
                    VStack(spacing: 0) {
                        Text(title)
                            .font(.headline)
                        if let subtitle {
                            Text(subtitle)
                                .font(.caption)
                                .monospacedDigit()
                        }
                    }
                }
                .frame(maxWidth: .infinity, minHeight: 44)
            }
            .secondaryActionStyle()
            .controlSize(.large)
            .tint(Color(palette.accent))
        }
    }

    // MARK: - Figures

    /// Figures side by side, each a value over its label (the seed's stats header and the victory's figures).
    struct StatsStrip: View {
        let stats: [GameStat]
        @Environment(\.palette) private var palette
        @Environment(\.dynamicTypeSize) private var typeSize

        var body: some View {
            // At the largest text sizes the figures stack, so that none is cut.
            let layout =
                typeSize.isAccessibilitySize
                ? AnyLayout(VStackLayout(spacing: Metrics.medium)) : AnyLayout(HStackLayout(spacing: 0))
            layout {
                ForEach(stats, id: \.label) { stat in
                    VStack(spacing: Metrics.extraSmall) {
                        Text(stat.value)
                            .font(.headline)
                            .monospacedDigit()
                            .foregroundStyle(Color(palette.text))
                            .contentTransition(.numericText())
                        Text(stat.label)
                            .font(.caption)
                            .foregroundStyle(Color(palette.secondaryText))
                    }
                    .frame(maxWidth: .infinity)
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(stat.label)
                    .accessibilityValue(stat.value)
                }
            }
            .padding(.vertical, Metrics.medium)
            .frame(maxWidth: .infinity)
            .background(
                Color(palette.surface), in: RoundedRectangle(cornerRadius: Metrics.cornerRadius, style: .continuous))
        }
    }

    /// A message in a tone's colours (a conflict, a problem saving), with an icon for those who cannot tell
    /// colours apart.
    struct ToneBanner: View {
        let text: String
        let tone: StatusTone
        @Environment(\.palette) private var palette

        var body: some View {
            Label {
                Text(text)
                    .font(.subheadline.weight(tone == .neutral ? .regular : .semibold))
                    .fixedSize(horizontal: false, vertical: true)
            } icon: {
                Image(systemName: symbol)
            }
            .foregroundStyle(Color(tone == .neutral ? palette.text : palette.color(for: tone)))
            .padding(.vertical, Metrics.medium)
            .padding(.horizontal, Metrics.large)
            .frame(maxWidth: .infinity)
            .background(
                Color(palette.bannerBackground(for: tone)),
                in: RoundedRectangle(cornerRadius: Metrics.cornerRadius, style: .continuous))
        }

        private var symbol: String {
            switch tone {
            case .neutral: return "info.circle"
            case .warning: return "exclamationmark.circle"
            case .danger: return "exclamationmark.triangle.fill"
            case .success: return "checkmark.seal.fill"
            }
        }
    }

    /// A small solid queen on a rounded tile (the history's rows, Home's history card).
    struct QueenTile: View {
        let glyph: Character
        @Environment(\.palette) private var palette
        @ScaledMetric(relativeTo: .body) private var side: CGFloat = 40

        var body: some View {
            Text(String(glyph) + "\u{FE0E}")
                .font(.title3)
                .foregroundStyle(Color(palette.accent))
                .frame(width: side, height: side)
                .background(
                    Color(palette.surfaceSelected),
                    in: RoundedRectangle(cornerRadius: Metrics.cornerRadius / 1.5, style: .continuous)
                )
                .accessibilityHidden(true)
        }
    }

    /// A regions game's tile, the size of `QueenTile`: four squares in the first four region colours.
    struct RegionsTile: View {
        @Environment(\.palette) private var palette
        @ScaledMetric(relativeTo: .body) private var side: CGFloat = 40

        var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    region(0)
                    region(1)
                }
                HStack(spacing: 0) {
                    region(2)
                    region(3)
                }
            }
            .frame(width: side, height: side)
            .clipShape(RoundedRectangle(cornerRadius: Metrics.cornerRadius / 1.5, style: .continuous))
            .accessibilityHidden(true)
        }

        /// A quarter of the tile in the colour of region `index`.
        private func region(_ index: Int) -> Color {
            Color(RegionPalette.color(ofRegion: index).tone(for: palette))
        }
    }
#endif
