import NQueensServices

/// One board size's line of the statistics table, ready to show.
public struct SizeStatisticsRow: Hashable, Sendable, Identifiable {
    /// The number of rows (and columns) of the board.
    public let boardSize: Int

    /// The board size as `8×8`.
    public let sizeText: String

    /// The number of games solved, such as `14`.
    public let gamesText: String

    /// The best time, such as `0:21`.
    public let bestText: String

    /// The median time, such as `0:48`.
    public let medianText: String

    /// The median of the last 10 games against the 10 before them, such as `0:41 vs 0:52`; `—` without enough
    /// games.
    public let recentText: String

    /// The trend.
    public let trend: SolveTrend

    /// The trend in a word for the table: `improving`, `steady`, `slower`, or `—` with too few games.
    public let trendText: String

    /// The figures in a line, without the size: "14 games · best 0:21 · median 0:48 · improving".
    public let summaryText: String

    /// The figures the summary leaves out, in a line: "Last 10 0:41 vs 0:52 · best efficiency 100% · 12 without
    /// hints" ("Last 10 —" with too few games).
    public let detailText: String

    /// The best efficiency, such as `100%`.
    public let efficiencyText: String

    /// The number of games solved without a hint, such as `12`.
    public let withoutHintsText: String

    /// The row for a screen reader: "8×8: 14 games, best 0:21, median 0:48, improving".
    public let accessibilityLabel: String

    /// The board size identifies the row.
    public var id: Int { boardSize }

    /// The row of `statistics`.
    public init(_ statistics: SizeStatistics) {
        boardSize = statistics.boardSize
        sizeText = DisplayText.boardSize(statistics.boardSize)
        gamesText = DisplayText.number(statistics.games)
        bestText = DisplayText.time(statistics.bestTime)
        medianText = DisplayText.time(statistics.medianTime)
        if let recent = statistics.recentMedian, let previous = statistics.previousMedian {
            recentText = "\(DisplayText.time(recent)) vs \(DisplayText.time(previous))"
        } else {
            recentText = "—"
        }
        trend = statistics.trend
        trendText = statistics.trend == .notEnoughGames ? "—" : DisplayText.trend(statistics.trend)
        let trendWords = DisplayText.trend(statistics.trend)
        let games = DisplayText.count(statistics.games, "game")
        summaryText = "\(games) · best \(bestText) · median \(medianText) · \(trendWords)"
        efficiencyText = DisplayText.percent(statistics.bestEfficiency)
        withoutHintsText = DisplayText.number(statistics.gamesWithoutHints)
        detailText =
            "Last 10 \(recentText) · best efficiency \(efficiencyText) · \(withoutHintsText) without hints"
        accessibilityLabel =
            "\(sizeText): \(games), best \(bestText), median \(medianText), \(trendWords)"
    }
}

// MARK: - Statistics' words

extension DisplayText {
    /// A trend in a word or two: `improving`, `steady`, `slower`, `not enough games`.
    public static func trend(_ trend: SolveTrend) -> String {
        switch trend {
        case .improving: "improving"
        case .steady: "steady"
        case .slower: "slower"
        case .notEnoughGames: "not enough games"
        }
    }

    /// A kind of game as the chart's legend names it: `Daily`, `Puzzle`, `Free play`, `Regions`.
    public static func modeName(_ mode: GameMode) -> String {
        switch mode {
        case .daily: "Daily"
        case .puzzle: "Puzzle"
        case .freePlay: "Free play"
        case .regions: "Regions"
        }
    }

    /// A month's name, in full (`December`) or its first three letters (`Dec`), the same in every locale as the
    /// daily's dates.
    public static func monthName(_ month: Int, short: Bool = false) -> String {
        let name = monthNames[min(max(month, 1), 12) - 1]
        return short ? String(name.prefix(3)) : name
    }
}
