#if canImport(SwiftUI)
    import NQueensLocalization
    import NQueensPresentation
    import SwiftUI

    /// Statistics: the figures per board size, the chart of one size's solve times, the calendar and the streaks.
    ///
    /// A row per board size played (its figures; tapping one charts it), the chart of the chosen size's solve times
    /// with a size picker, and the calendar of the last 12 months with its legend and the streaks; an empty state
    /// before the first game. Every figure and sentence is the view model's; VoiceOver reads its text equivalents.
    struct StatisticsView: View {
        let statistics: StatisticsViewModel
        @Environment(\.palette) private var palette

        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: Metrics.extraLarge) {
                    if let problem = statistics.problem {
                        ToneBanner(text: problem, tone: .danger)
                    }
                    if let empty = statistics.emptyText {
                        ContentUnavailableView {
                            Label(tr("No Games Yet"), systemImage: "chart.xyaxis.line")
                        } description: {
                            Text(empty)
                        }
                    } else {
                        sizes
                        chart
                        calendar
                    }
                }
                .padding(Metrics.screenMargin)
                .frame(maxWidth: Metrics.readableWidth)
                .frame(maxWidth: .infinity)
            }
            .background(Color(palette.background))
            .navigationTitle(statistics.title)
            .onAppear { statistics.refresh() }
        }

        // MARK: Sections

        private var sizes: some View {
            VStack(alignment: .leading, spacing: Metrics.small) {
                Text(statistics.summaryText)
                    .font(.headline)
                    .foregroundStyle(Color(palette.text))
                ForEach(statistics.rows) { row in
                    Button {
                        statistics.select(boardSize: row.boardSize)
                    } label: {
                        SizeRowView(row: row, isCharted: row.boardSize == statistics.boardSize)
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel(row.accessibilityLabel)
                    .accessibilityAddTraits(row.boardSize == statistics.boardSize ? .isSelected : [])
                }
            }
        }

        @ViewBuilder
        private var chart: some View {
            VStack(alignment: .leading, spacing: Metrics.medium) {
                HStack {
                    Text(statistics.chart.title)
                        .font(.headline)
                        .foregroundStyle(Color(palette.text))
                        .accessibilityAddTraits(.isHeader)
                    Spacer()
                    Picker(tr("Board size"), selection: boardSize) {
                        ForEach(statistics.sizesPlayed, id: \.self) { size in
                            Text(DisplayText.boardSize(size)).tag(size)
                        }
                    }
                }
                #if canImport(Charts)
                    SolveTimeChartView(chart: statistics.chart)
                #else
                    Text(statistics.chart.accessibilityLabel)
                #endif
            }
            .card()
        }

        private var calendar: some View {
            VStack(alignment: .leading, spacing: Metrics.medium) {
                Text(tr("Last 12 Months"))
                    .font(.headline)
                    .foregroundStyle(Color(palette.text))
                    .accessibilityAddTraits(.isHeader)
                ActivityCalendarGrid(
                    calendar: statistics.calendar, accessibilityLabel: statistics.calendarAccessibilityLabel)
                Text(statistics.streakText)
                Text(statistics.dailyStreakText)
            }
            .font(.subheadline)
            .foregroundStyle(Color(palette.text))
            .card()
        }

        /// The chart's size, read from and written to the view model.
        private var boardSize: Binding<Int> {
            Binding(
                get: { @MainActor in statistics.boardSize },
                set: { @MainActor size in statistics.select(boardSize: size) })
        }
    }

    /// One size's figures: its name and the summary, the last 10 against the 10 before, the best efficiency and the
    /// games without hints; a tick on the size charted.
    private struct SizeRowView: View {
        let row: SizeStatisticsRow
        let isCharted: Bool
        @Environment(\.palette) private var palette

        var body: some View {
            HStack(spacing: Metrics.medium) {
                VStack(alignment: .leading, spacing: Metrics.extraSmall) {
                    Text(row.sizeText)
                        .font(.headline)
                        .foregroundStyle(Color(palette.text))
                    Text(row.summaryText)
                        .font(.subheadline)
                        .foregroundStyle(Color(palette.secondaryText))
                    Text(row.detailText)
                        .font(.caption)
                        .foregroundStyle(Color(palette.secondaryText))
                }
                Spacer(minLength: Metrics.small)
                if isCharted {
                    Image(systemName: "checkmark")
                        .foregroundStyle(Color(palette.accent))
                        .accessibilityHidden(true)
                }
            }
            .card()
        }
    }
#endif
