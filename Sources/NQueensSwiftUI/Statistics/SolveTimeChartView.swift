#if canImport(SwiftUI) && canImport(Charts)
    import Charts
    import NQueensPresentation
    import NQueensServices
    import SwiftUI

    /// The chart of one size's solve times in Swift Charts: a mark per game (or per bucket of games, when there are
    /// more than the chart has room for) shaped and coloured by its kind, the running best as a step line, and the
    /// view model's axis marks; VoiceOver reads the chart's text equivalent.
    ///
    /// Everything is drawn in the view model's normalised coordinates (0…1 on both axes), so the marks, the axes and
    /// the terminal's and GNOME's charts agree.
    struct SolveTimeChartView: View {
        let chart: SolveTimeChart
        @Environment(\.palette) private var palette

        /// The most buckets of games drawn: about one every few points across a phone's width.
        private static let bucketCount = 120

        var body: some View {
            VStack(alignment: .leading, spacing: Metrics.small) {
                legend
                if let empty = chart.emptyText {
                    Text(empty)
                        .foregroundStyle(Color(palette.secondaryText))
                        .frame(maxWidth: .infinity, minHeight: 160)
                } else {
                    marks
                        .frame(height: 220)
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(chart.accessibilityLabel)
        }

        private var marks: some View {
            Chart {
                // l10n: begin not shown (the plot's value names: VoiceOver reads the chart's own label instead)
                ForEach(chart.buckets(count: Self.bucketCount), id: \.self) { bucket in
                    PointMark(x: .value("Finished", bucket.x), y: .value("Time", bucket.median))
                        .symbol(Self.symbol(bucket.kind))
                        .foregroundStyle(Color(Self.color(bucket.kind, palette)))
                }
                ForEach(chart.runningBest, id: \.self) { corner in
                    LineMark(x: .value("Finished", corner.x), y: .value("Best so far", corner.y))
                        .foregroundStyle(Color(palette.text))
                        .lineStyle(StrokeStyle(lineWidth: 2))
                }
                // l10n: end
            }
            .chartXScale(domain: 0.0...1.0)
            .chartYScale(domain: 0.0...1.0)
            .chartXAxis {
                AxisMarks(values: chart.dateTicks.map(\.position)) { value in
                    AxisGridLine()
                    AxisValueLabel { Text(Self.label(chart.dateTicks, value.index)) }
                }
            }
            .chartYAxis {
                AxisMarks(values: chart.timeTicks.map(\.position)) { value in
                    AxisGridLine()
                    AxisValueLabel { Text(Self.label(chart.timeTicks, value.index)) }
                }
            }
            .chartLegend(.hidden)
        }

        private var legend: some View {
            HStack(spacing: Metrics.medium) {
                ForEach(chart.legend, id: \.kind) { entry in
                    Label {
                        Text(entry.text)
                    } icon: {
                        Image(systemName: Self.legendSymbol(entry.kind))
                            .foregroundStyle(Color(Self.color(entry.kind, palette)))
                    }
                }
            }
            .font(.caption)
            .foregroundStyle(Color(palette.text))
        }

        // MARK: Kinds

        /// The colour of a kind of game: the same meanings as the terminal's and GNOME's charts (a regions game in
        /// the accent colour, as the terminal's, its diamond telling it from free play's triangle).
        static func color(_ kind: GameMode, _ palette: Palette) -> RGBColor {
            switch kind {
            case .daily: palette.streak
            case .puzzle: palette.hint
            case .freePlay, .regions: palette.accent
            }
        }

        private static func symbol(_ kind: GameMode) -> BasicChartSymbolShape {
            switch kind {
            case .daily: .circle
            case .puzzle: .square
            case .freePlay: .triangle
            case .regions: .diamond
            }
        }

        private static func legendSymbol(_ kind: GameMode) -> String {
            switch kind {
            case .daily: "circle.fill"
            case .puzzle: "square.fill"
            case .freePlay: "triangle.fill"
            case .regions: "diamond.fill"
            }
        }

        private static func label(_ ticks: [NQueensPresentation.AxisTick], _ index: Int) -> String {
            ticks.indices.contains(index) ? ticks[index].label : ""
        }
    }
#endif
