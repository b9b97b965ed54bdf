import NQueensLocalization
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
            // TRANSLATORS: the median of the last 10 games against the 10 before them: 0:41 vs 0:52.
            recentText = tr("%1$s vs %2$s", DisplayText.time(recent), DisplayText.time(previous))
        } else {
            recentText = "—"
        }
        trend = statistics.trend
        trendText = statistics.trend == .notEnoughGames ? "—" : DisplayText.trend(statistics.trend)
        let trendWords = DisplayText.trend(statistics.trend)
        let games = trn("%s game", "%s games", count: statistics.games, gamesText)
        // TRANSLATORS: a board size's figures: "14 games · best 0:21 · median 0:48 · improving".
        summaryText = tr("%1$s · best %2$s · median %3$s · %4$s", games, bestText, medianText, trendWords)
        efficiencyText = DisplayText.percent(statistics.bestEfficiency)
        withoutHintsText = DisplayText.number(statistics.gamesWithoutHints)
        // TRANSLATORS: more of a board size's figures: "Last 10 0:41 vs 0:52 · best efficiency 100% · 12 without
        // hints".
        detailText = trn(
            "Last 10 %1$s · best efficiency %2$s · %3$s without hints",
            "Last 10 %1$s · best efficiency %2$s · %3$s without hints", count: statistics.gamesWithoutHints,
            recentText, efficiencyText, withoutHintsText)
        // TRANSLATORS: a board size's figures read out: "8×8: 14 games, best 0:21, median 0:48, improving".
        accessibilityLabel = tr(
            "%1$s: %2$s, best %3$s, median %4$s, %5$s", sizeText, games, bestText, medianText, trendWords)
    }
}

// MARK: - Statistics' words

extension DisplayText {
    /// A trend in a word or two: `improving`, `steady`, `slower`, `not enough games`.
    public static func trend(_ trend: SolveTrend) -> String {
        switch trend {
        case .improving: tr(context: "trend", "improving")
        case .steady: tr(context: "trend", "steady")
        case .slower: tr(context: "trend", "slower")
        case .notEnoughGames: tr(context: "trend", "not enough games")
        }
    }

    /// A kind of game as the chart's legend names it: `Daily`, `Puzzle`, `Free play`, `Regions`.
    public static func modeName(_ mode: GameMode) -> String {
        switch mode {
        case .daily: tr(context: "game kind", "Daily")
        case .puzzle: tr(context: "game kind", "Puzzle")
        case .freePlay: tr(context: "game kind", "Free play")
        case .regions: tr(context: "game kind", "Regions")
        }
    }
}
