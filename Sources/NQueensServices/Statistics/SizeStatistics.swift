import Foundation

/// Whether the latest games on a size are faster than the ones before them.
public enum SolveTrend: String, Sendable, Hashable, Codable, CaseIterable {
    /// The median of the last 10 games is more than 10 % below that of the 10 before them.
    case improving
    /// The two medians are within 10 % of each other.
    case steady
    /// The median of the last 10 games is more than 10 % above that of the 10 before them.
    case slower
    /// Fewer than 20 games: there is nothing to compare yet.
    case notEnoughGames = "not-enough-games"

    /// The number of games each median of the trend covers.
    public static let window = 10

    /// How far apart (as a share of the earlier median) the medians must be to count as a change.
    public static let threshold = 0.1

    /// The trend from the median of the latest `window` games (`recent`) against that of the `window` before them
    /// (`previous`); not enough games when either is missing.
    public init(recent: Duration?, previous: Duration?) {
        guard let recent, let previous else {
            self = .notEnoughGames
            return
        }
        let earlier = Double(previous.wholeMilliseconds)
        let later = Double(recent.wholeMilliseconds)
        if later < earlier * (1 - Self.threshold) {
            self = .improving
        } else if later > earlier * (1 + Self.threshold) {
            self = .slower
        } else {
            self = .steady
        }
    }
}

/// The figures of one board size: games, best and median time, the trend, the best efficiency, games without hints.
public struct SizeStatistics: Sendable, Hashable {
    /// The number of rows (and columns) of the board.
    public let boardSize: Int

    /// The number of games solved on it.
    public let games: Int

    /// The shortest active time.
    public let bestTime: Duration

    /// The median active time of every game (the mean of the two middle ones for an even count).
    public let medianTime: Duration

    /// The median of the latest `SolveTrend.window` games; `nil` with fewer games than that.
    public let recentMedian: Duration?

    /// The median of the `SolveTrend.window` games before the latest ones; `nil` with fewer than twice that.
    public let previousMedian: Duration?

    /// The latest games against the ones before them.
    public let trend: SolveTrend

    /// The highest efficiency of any game (see `GameRecord.efficiency`), 0…1.
    public let bestEfficiency: Double

    /// The number of games solved without asking for a hint.
    public let gamesWithoutHints: Int

    /// The fewest moves any game took.
    public let fewestMoves: Int

    /// The figures of `games`, all on boards of `boardSize`, in the order they were finished (earliest first);
    /// `nil` when there are none.
    init?(boardSize: Int, gamesInOrder games: [GameRecord]) {
        guard !games.isEmpty else { return nil }
        let times = games.map(\.activeDuration)
        let window = SolveTrend.window
        self.boardSize = boardSize
        self.games = games.count
        bestTime = times.min() ?? .zero
        medianTime = Self.median(of: times) ?? .zero
        recentMedian = times.count >= window ? Self.median(of: times.suffix(window)) : nil
        previousMedian =
            times.count >= 2 * window ? Self.median(of: times.dropLast(window).suffix(window)) : nil
        trend = SolveTrend(recent: recentMedian, previous: previousMedian)
        bestEfficiency = games.map(\.efficiency).max() ?? 0
        gamesWithoutHints = games.count { $0.hintsUsed == 0 }
        fewestMoves = games.map(\.moveCount).min() ?? 0
    }

    /// The median of `times` (the mean of the two middle ones for an even count, to the millisecond), or `nil` for
    /// none.
    public static func median(of times: some Collection<Duration>) -> Duration? {
        guard !times.isEmpty else { return nil }
        let sorted = times.sorted()
        let middle = sorted.count / 2
        if sorted.count % 2 == 1 { return sorted[middle] }
        let sum = sorted[middle - 1].wholeMilliseconds + sorted[middle].wholeMilliseconds
        return .milliseconds(sum / 2)
    }
}
