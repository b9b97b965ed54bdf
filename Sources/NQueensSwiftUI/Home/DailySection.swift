#if canImport(SwiftUI)
    import NQueensLocalization
    import NQueensPresentation
    import NQueensServices
    import SwiftUI

    /// Today's daily puzzle (or regions daily) on Home: the date, the size and difficulty, the puzzle's ID, where it
    /// stands (solved with its time, in progress, not played yet), its own streak, and Play (Continue, Play again).
    ///
    /// ⌘D plays the classic daily, ⌘⇧D the regions daily.
    struct DailyCardView: View {
        let daily: DailyCard
        let streakText: String
        let play: @MainActor () -> Void
        @Environment(\.palette) private var palette

        var body: some View {
            VStack(alignment: .leading, spacing: Metrics.large) {
                summary
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(daily.accessibilityLabel)
                    .accessibilityValue(streakText)
                Button(action: play) {
                    Label(daily.actionTitle, systemImage: actionSymbol)
                        .font(.headline)
                        .foregroundStyle(Color(palette.textOnAccent))
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
                .primaryActionStyle()
                .controlSize(.large)
                .tint(Color(palette.accent))
                .keyboardShortcut("d", modifiers: daily.kind == .classic ? .command : [.command, .shift])
                .accessibilityHint(
                    daily.kind == .classic ? tr("Plays today's daily puzzle.") : tr("Plays today's regions daily."))
            }
            .card()
        }

        private var summary: some View {
            VStack(alignment: .leading, spacing: Metrics.medium) {
                HStack(spacing: Metrics.large) {
                    DailyIcon(kind: daily.kind, isSolved: daily.isSolved)
                    VStack(alignment: .leading, spacing: Metrics.extraSmall) {
                        Text(daily.title)
                            .font(.headline)
                            .foregroundStyle(Color(palette.text))
                        Text(daily.dateText)
                            .font(.subheadline)
                            .foregroundStyle(Color(palette.secondaryText))
                    }
                    Spacer(minLength: 0)
                }
                HStack(spacing: Metrics.medium) {
                    Text(daily.summaryText)
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(Color(palette.text))
                    Spacer(minLength: Metrics.medium)
                    Text(daily.idText)
                        .font(.footnote.monospaced())
                        .foregroundStyle(Color(palette.secondaryText))
                }
                HStack(spacing: Metrics.medium) {
                    Text(daily.statusText)
                        .font(.subheadline.weight(daily.isSolved ? .semibold : .regular))
                        .monospacedDigit()
                        .foregroundStyle(Color(statusColor))
                    Spacer(minLength: Metrics.medium)
                    Text(streakText)
                        .font(.footnote)
                        .monospacedDigit()
                        .foregroundStyle(Color(palette.streak))
                }
            }
        }

        /// Solved in the accent colour, in progress in the hint's, not played yet in the secondary text's.
        private var statusColor: RGBColor {
            daily.isSolved ? palette.accent : daily.isInProgress ? palette.hint : palette.secondaryText
        }

        /// The button's symbol: continue the game in progress, play a solved daily again, or play.
        private var actionSymbol: String {
            daily.isInProgress ? "arrow.uturn.forward" : daily.isSolved ? "arrow.counterclockwise" : "play.fill"
        }
    }

    /// The daily card's icon: a calendar on a tile (the regions daily's: its colours), a seal once today's daily is
    /// solved.
    private struct DailyIcon: View {
        let kind: DailyKind
        let isSolved: Bool
        @Environment(\.palette) private var palette
        @ScaledMetric(relativeTo: .body) private var side: CGFloat = 40

        var body: some View {
            if kind == .regions && !isSolved {
                RegionsTile()
            } else {
                Image(systemName: isSolved ? "checkmark.seal.fill" : "calendar")
                    .font(.title3)
                    .foregroundStyle(Color(isSolved ? palette.accent : palette.text))
                    .frame(width: side, height: side)
                    .background(
                        Color(palette.surfaceSelected),
                        in: RoundedRectangle(cornerRadius: Metrics.cornerRadius / 1.5, style: .continuous)
                    )
                    .accessibilityHidden(true)
            }
        }
    }

    /// The last 30 dailies (or regions dailies), the oldest first and today last (scrolled into view), each with its
    /// solved mark; any of them opens its daily.
    struct RecentDailiesStrip: View {
        let title: String
        let days: [DailyDay]
        let play: @MainActor (CalendarDay) -> Void
        @Environment(\.palette) private var palette

        var body: some View {
            VStack(alignment: .leading, spacing: Metrics.medium) {
                Text(title)
                    .font(.headline)
                    .foregroundStyle(Color(palette.text))
                    .accessibilityAddTraits(.isHeader)
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: Metrics.small) {
                        ForEach(days) { day in
                            DailyDayTile(day: day) { play(day.date) }
                        }
                    }
                }
                .defaultScrollAnchor(.trailing)
            }
            .card()
        }
    }

    /// One day of the strip: its weekday and day of the month over its mark (solved, in progress, not solved);
    /// today framed in the accent colour.
    private struct DailyDayTile: View {
        let day: DailyDay
        let action: @MainActor () -> Void
        @Environment(\.palette) private var palette
        @ScaledMetric(relativeTo: .subheadline) private var width: CGFloat = 40

        var body: some View {
            let shape = RoundedRectangle(cornerRadius: Metrics.cornerRadius / 1.5, style: .continuous)
            Button(action: action) {
                VStack(spacing: Metrics.extraSmall) {
                    Text(day.weekdayText)
                        .font(.caption2)
                        .foregroundStyle(Color(palette.secondaryText))
                    Text(day.dayText)
                        .font(.subheadline.weight(.semibold))
                        .monospacedDigit()
                        .foregroundStyle(Color(palette.text))
                    Image(systemName: markSymbol)
                        .font(.caption)
                        .foregroundStyle(Color(markColor))
                }
                .frame(width: width)
                .padding(.vertical, Metrics.small)
                .background(Color(day.isToday ? palette.surfaceSelected : palette.background), in: shape)
                .overlay {
                    shape.strokeBorder(Color(palette.accent), lineWidth: day.isToday ? 2 : 0)
                }
                .contentShape(shape)
            }
            .buttonStyle(.plain)
            .accessibilityLabel(day.accessibilityLabel)
            .accessibilityHint(tr("Plays this daily."))
        }

        /// A filled check when solved, a half-filled circle while in progress, an empty circle otherwise: the
        /// shapes differ, not only the colours.
        private var markSymbol: String {
            day.isSolved ? "checkmark.circle.fill" : day.isInProgress ? "circle.lefthalf.filled" : "circle"
        }

        private var markColor: RGBColor {
            day.isSolved ? palette.streak : day.isInProgress ? palette.hint : palette.secondaryText
        }
    }
#endif
