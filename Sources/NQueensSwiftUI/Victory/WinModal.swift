#if canImport(SwiftUI)
    import NQueensLocalization
    import NQueensPresentation
    import SwiftUI

    /// The victory sheet (the seed's `WinModal`): the crown, the time, moves, efficiency, hints and streak (and the
    /// daily streak), a new personal best, the spoiler-free result line and Share, Done and Play Again, under falling
    /// confetti (none when motion is reduced).
    struct WinModal: View {
        let victory: VictoryViewModel
        @Environment(\.palette) private var palette
        @Environment(\.animatesMotion) private var animatesMotion
        @ScaledMetric(relativeTo: .largeTitle) private var crownSize: CGFloat = 72

        var body: some View {
            ZStack {
                Color(palette.background)
                    .ignoresSafeArea()
                ScrollView {
                    VStack(spacing: Metrics.extraLarge) {
                        header
                        album
                        figures
                        result
                        if let problem = victory.problem {
                            ToneBanner(text: problem, tone: .warning)
                        }
                        actions
                    }
                    .padding(Metrics.screenMargin)
                    .padding(.top, Metrics.extraLarge)
                    .frame(maxWidth: Metrics.readableWidth)
                    .frame(maxWidth: .infinity)
                }
                if animatesMotion {
                    VictoryConfettiView(
                        burst: victory.confetti, colors: ConfettiBurst.colors(in: palette).map(Color.init)
                    )
                    .ignoresSafeArea()
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
                }
            }
            .presentationDetents([.large])
        }

        private var header: some View {
            VStack(spacing: Metrics.medium) {
                Image(systemName: "crown.fill")
                    .font(.system(size: crownSize))
                    .foregroundStyle(Color(palette.hint))
                    .accessibilityHidden(true)
                Text(victory.title)
                    .font(.largeTitle.bold())
                    .foregroundStyle(Color(palette.text))
                    .accessibilityAddTraits(.isHeader)
                Text(victory.message)
                    .font(.body)
                    .multilineTextAlignment(.center)
                    .foregroundStyle(Color(palette.secondaryText))
                if let best = victory.personalBestText {
                    Label(best, systemImage: "star.fill")
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(Color(palette.streak))
                }
            }
        }

        /// What the win did to the album, and the banner of a completed size.
        @ViewBuilder
        private var album: some View {
            if !victory.albumLines.isEmpty {
                VStack(spacing: Metrics.small) {
                    if let banner = victory.celebrationText {
                        Label(banner, systemImage: "trophy.fill")
                            .font(.title3.bold())
                            .foregroundStyle(Color(palette.streak))
                            .accessibilityAddTraits(.isHeader)
                    }
                    ForEach(victory.albumLines.filter { $0 != victory.celebrationText }, id: \.self) { line in
                        Text(line)
                            .font(.subheadline)
                            .multilineTextAlignment(.center)
                            .foregroundStyle(Color(palette.text))
                    }
                }
                .card()
                .accessibilityElement(children: .combine)
            }
        }

        private var figures: some View {
            VStack(spacing: Metrics.medium) {
                ForEach(victory.stats, id: \.label) { stat in
                    HStack {
                        Text(stat.label)
                            .foregroundStyle(Color(palette.secondaryText))
                        Spacer()
                        Text(stat.value)
                            .bold()
                            .monospacedDigit()
                            .foregroundStyle(Color(palette.text))
                    }
                    .font(.body)
                    .accessibilityElement(children: .combine)
                }
            }
            .card()
        }

        /// The line Share sends, shown as it will read: no squares, nothing of the solution.
        ///
        /// A regions game's line says "NQueens Regions". The line can be selected and copied as well as shared.
        private var result: some View {
            Label {
                Text(victory.shareText)
                    .font(.callout)
                    .monospacedDigit()
                    .foregroundStyle(Color(palette.text))
                    .fixedSize(horizontal: false, vertical: true)
                    .textSelection(.enabled)
            } icon: {
                Image(systemName: "square.and.arrow.up")
                    .foregroundStyle(Color(palette.secondaryText))
            }
            .card()
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(tr("Result to share"))
            .accessibilityValue(victory.shareText)
        }

        private var actions: some View {
            VStack(spacing: Metrics.medium) {
                PrimaryActionButton(tr("Done"), action: victory.done)
                    .keyboardShortcut(.defaultAction)
                HStack(spacing: Metrics.medium) {
                    SecondaryActionButton(
                        tr("Play Again"), systemImage: "arrow.counterclockwise", action: victory.playAgain)
                    if victory.offersAlbum {
                        SecondaryActionButton(tr("Album"), systemImage: "square.grid.3x3", action: victory.showAlbum)
                    }
                    // The system's own Share label: localised, with the share symbol.
                    ShareLink(item: victory.shareText)
                        .font(.headline)
                        .frame(minHeight: 44)
                        .secondaryActionStyle()
                        .controlSize(.large)
                }
            }
        }
    }
#endif
