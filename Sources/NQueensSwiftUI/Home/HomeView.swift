#if canImport(SwiftUI)
    import NQueensLocalization
    import NQueensPresentation
    import SwiftUI

    /// Home: the streak badge, the crown and title, today's daily puzzle and the last 30, today's regions daily and
    /// its last 30, the board size, statistics, history and album cards, Start and Continue, and the rule of the game
    /// (the seed's Home screen, with the dailies).
    struct HomeView: View {
        let home: HomeViewModel
        let showSettings: @MainActor () -> Void
        @Environment(\.palette) private var palette
        @ScaledMetric(relativeTo: .largeTitle) private var crownSize: CGFloat = 64

        var body: some View {
            ScrollView {
                VStack(spacing: Metrics.extraLarge) {
                    header
                    notices
                    dailies
                    cards
                    actions
                    tip
                }
                .padding(Metrics.screenMargin)
                .frame(maxWidth: Metrics.readableWidth)
                .frame(maxWidth: .infinity)
            }
            .background(Color(palette.background))
            .toolbar {
                ToolbarItem(placement: .navigation) {
                    Button(action: showSettings) {
                        Label(tr("Settings"), systemImage: "gearshape")
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    StreakBadge(text: home.streakText, detail: home.streakDetailText, isLit: home.currentStreak > 0)
                }
            }
            .onAppear { home.refresh() }
        }

        // MARK: Sections

        private var header: some View {
            VStack(spacing: Metrics.medium) {
                Text(verbatim: "\u{265B}\u{FE0E}")
                    .font(.system(size: crownSize))
                    .foregroundStyle(Color(palette.text))
                    .accessibilityHidden(true)
                Text(home.title)
                    .font(.largeTitle.bold())
                    .foregroundStyle(Color(palette.text))
                    .accessibilityAddTraits(.isHeader)
            }
            .padding(.top, Metrics.large)
        }

        @ViewBuilder
        private var notices: some View {
            if let notice = home.storeNotice {
                HStack(alignment: .top) {
                    ToneBanner(text: notice, tone: .warning)
                    Button(tr("Dismiss"), systemImage: "xmark", action: home.dismissStoreNotice)
                        .labelStyle(.iconOnly)
                }
            }
            if let problem = home.problem {
                ToneBanner(text: problem, tone: .danger)
            }
        }

        private var dailies: some View {
            VStack(spacing: Metrics.medium) {
                DailyCardView(daily: home.daily, streakText: home.dailyStreakText, play: home.playDaily)
                RecentDailiesStrip(
                    title: trn("Last %d day", "Last %d days", count: home.recentDailies.count),
                    days: home.recentDailies,
                    play: home.playDaily(on:))
                DailyCardView(
                    daily: home.regionsDaily, streakText: home.regionsDailyStreakText, play: home.playRegionsDaily)
                RecentDailiesStrip(
                    title: trn(
                        "Last %d regions daily", "Last %d regions dailies", count: home.recentRegionsDailies.count),
                    days: home.recentRegionsDailies,
                    play: home.playRegionsDaily(on:))
            }
        }

        private var cards: some View {
            VStack(spacing: Metrics.medium) {
                HomeCard(
                    title: tr("Board Size"), detail: home.boardSizeText, accessory: "chevron.down",
                    action: home.chooseBoardSize
                ) {
                    MiniBoard()
                }
                HomeCard(
                    title: tr("Statistics"), detail: home.statisticsText, accessory: "chevron.right",
                    action: home.showStatistics
                ) {
                    Image(systemName: "chart.xyaxis.line")
                        .font(.title2)
                        .foregroundStyle(Color(palette.accent))
                        .accessibilityHidden(true)
                }
                HomeCard(
                    title: tr("Game History"), detail: home.gameCountText, accessory: "chevron.right",
                    action: home.showHistory
                ) {
                    QueenTile(glyph: "\u{265B}")
                }
                HomeCard(
                    // TRANSLATORS: Home's album card, with the board size whose album it shows: "Album · 8×8".
                    title: tr("Album · %s", home.album.sizeText), detail: home.album.summaryText,
                    accessory: "chevron.right",
                    action: home.showAlbum
                ) {
                    Image(systemName: home.album.isComplete ? "checkmark.seal.fill" : "square.grid.3x3.fill")
                        .font(.title2)
                        .foregroundStyle(Color(palette.accent))
                        .accessibilityHidden(true)
                }
            }
        }

        private var actions: some View {
            VStack(spacing: Metrics.medium) {
                PrimaryActionButton(tr("Start Game"), systemImage: "play.fill", action: home.start)
                    .keyboardShortcut("n", modifiers: .command)
                if let resume = home.resumeText {
                    SecondaryActionButton(
                        tr("Continue"), subtitle: resume, systemImage: "arrow.uturn.forward", action: home.resume)
                }
            }
        }

        private var tip: some View {
            Label {
                Text(home.tip)
                    .font(.footnote)
                    .foregroundStyle(Color(palette.secondaryText))
                    .fixedSize(horizontal: false, vertical: true)
            } icon: {
                Image(systemName: "lightbulb.fill")
                    .foregroundStyle(Color(palette.hint))
            }
            .card()
        }
    }

    /// One of Home's cards: an icon, a title over a detail, and a chevron; the whole card is one button.
    private struct HomeCard<Icon: View>: View {
        let title: String
        let detail: String
        let accessory: String
        let action: @MainActor () -> Void
        @ViewBuilder let icon: () -> Icon
        @Environment(\.palette) private var palette

        var body: some View {
            Button(action: action) {
                HStack(spacing: Metrics.large) {
                    icon()
                    VStack(alignment: .leading, spacing: Metrics.extraSmall) {
                        Text(title)
                            .font(.headline)
                            .foregroundStyle(Color(palette.text))
                        Text(detail)
                            .font(.subheadline)
                            .foregroundStyle(Color(palette.secondaryText))
                    }
                    Spacer(minLength: Metrics.medium)
                    Image(systemName: accessory)
                        .font(.body.weight(.semibold))
                        .foregroundStyle(Color(palette.secondaryText))
                }
                .card()
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(title)
            .accessibilityValue(detail)
            .accessibilityAddTraits(.isButton)
        }
    }

    /// The board-size card's icon: a two-by-two board in the palette's squares.
    private struct MiniBoard: View {
        @Environment(\.palette) private var palette
        @ScaledMetric(relativeTo: .body) private var side: CGFloat = 40

        var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Color(palette.text)
                    Color(palette.surfaceSelected)
                }
                HStack(spacing: 0) {
                    Color(palette.surfaceSelected)
                    Color(palette.text)
                }
            }
            .frame(width: side, height: side)
            .clipShape(RoundedRectangle(cornerRadius: Metrics.cornerRadius / 1.5, style: .continuous))
            .accessibilityHidden(true)
        }
    }

    /// The streak badge: a flame and the number of days, glowing while a streak runs.
    private struct StreakBadge: View {
        let text: String
        let detail: String
        let isLit: Bool
        @Environment(\.palette) private var palette

        var body: some View {
            Text(text)
                .font(.headline)
                .monospacedDigit()
                .foregroundStyle(Color(isLit ? palette.streak : palette.secondaryText))
                .padding(.horizontal, Metrics.medium + Metrics.small)
                .padding(.vertical, Metrics.small)
                .controlBackground(Capsule(), palette: palette, isInteractive: false)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(detail)
        }
    }
#endif
