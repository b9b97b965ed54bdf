#if canImport(SwiftUI)
    import NQueensLocalization
    import NQueensPresentation
    import SwiftUI

    /// The calendar of the last 12 months, with its legend.
    ///
    /// A column per week, a row per weekday, a rounded square per day coloured by what it shows (a missed daily that
    /// can be made up is an outline, a daily with hints has a dot), today ringed; it scrolls sideways, starting at the
    /// recent months. Under it, the legend. VoiceOver reads its text equivalent.
    struct ActivityCalendarGrid: View {
        let calendar: ActivityCalendar
        let accessibilityLabel: String
        @Environment(\.palette) private var palette
        @ScaledMetric(relativeTo: .caption) private var cell: CGFloat = 12

        var body: some View {
            VStack(alignment: .leading, spacing: Metrics.medium) {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 3) {
                        ForEach(Array(calendar.weeks.enumerated()), id: \.offset) { _, week in
                            VStack(spacing: 3) {
                                ForEach(Array(week.days.enumerated()), id: \.offset) { _, day in
                                    ActivityDay(kind: day?.kind, isToday: day?.isToday ?? false, size: cell)
                                }
                            }
                        }
                    }
                }
                .defaultScrollAnchor(.trailing)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(accessibilityLabel)
                legend
            }
        }

        private var legend: some View {
            VStack(alignment: .leading, spacing: Metrics.extraSmall) {
                ForEach(calendar.legend, id: \.self) { kind in
                    HStack(spacing: Metrics.small) {
                        ActivityDay(kind: kind, isToday: false, size: cell)
                        Text(kind.legendText)
                    }
                }
                HStack(spacing: Metrics.small) {
                    ActivityDay(kind: nil, isToday: true, size: cell)
                    Text(tr("Today"))
                }
            }
            .font(.caption)
            .foregroundStyle(Color(palette.secondaryText))
            .accessibilityHidden(true)
        }
    }

    /// One day's square (nothing outside the calendar), or a legend's swatch.
    private struct ActivityDay: View {
        let kind: ActivityKind?
        let isToday: Bool
        let size: CGFloat
        @Environment(\.palette) private var palette

        var body: some View {
            ZStack {
                switch kind {
                case .canMakeUp:
                    RoundedRectangle(cornerRadius: 3).strokeBorder(Color(palette.conflict), lineWidth: 2)
                case .dailySolvedWithHints:
                    RoundedRectangle(cornerRadius: 3).fill(Color(palette.hint))
                    Circle().fill(Color(palette.background)).frame(width: size / 3, height: size / 3)
                case .some(let kind):
                    RoundedRectangle(cornerRadius: 3).fill(Self.fill(kind, palette))
                case nil:
                    Color.clear
                }
                if isToday {
                    RoundedRectangle(cornerRadius: 4).strokeBorder(Color(palette.text), lineWidth: 1.5)
                }
            }
            .frame(width: size, height: size)
        }

        private static func fill(_ kind: ActivityKind, _ palette: Palette) -> Color {
            switch kind {
            case .dailySolved: Color(palette.streak)
            case .dailySolvedWithHints: Color(palette.hint)
            case .canMakeUp: Color(palette.conflict)
            case .played: Color(palette.accent).opacity(0.55)
            case .none: Color(palette.separator)
            }
        }
    }
#endif
