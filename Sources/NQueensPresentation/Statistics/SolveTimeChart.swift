import Foundation
import NQueensLocalization
import NQueensServices

/// The chart of one board size's solve times: a point per game over time, by kind, with the running best as a
/// step line, in coordinates every front end draws alike.
///
/// Coordinates are normalised: `x` runs 0…1 from the first game's finish to the last's (a single game sits at 0.5),
/// `y` runs 0…1 from no time to the axis's top (`timeAxisTop`), bottom to top. A time far above the rest (more
/// than three times the 95th percentile) would squash every other point to the floor, so the axis stops above
/// the percentile instead and such points sit on the top edge, `isClipped`.
public struct SolveTimeChart: Hashable, Sendable {
    /// One game of the chart.
    public struct Point: Hashable, Sendable {
        /// The game's finish along the time axis, 0…1.
        public let x: Double

        /// The game's active time along the time axis, 0…1 (1 when clipped).
        public let y: Double

        /// The kind of game.
        public let kind: GameMode

        /// The active time.
        public let time: Duration

        /// When the game was finished.
        public let finishedAt: Date

        /// Whether the game set a new best time.
        public let isNewBest: Bool

        /// Whether the time is above the axis's top, so the point sits on the top edge.
        public let isClipped: Bool
    }

    /// A vertical stretch of the chart holding one kind's games whose finishes fall in it: what to draw when the
    /// games are more than the chart has room for.
    public struct Bucket: Hashable, Sendable {
        /// The bucket's place from the left, 0…count − 1.
        public let index: Int

        /// The middle of the bucket along the time axis, 0…1 (the game's own `x` for a bucket of one game).
        public let x: Double

        /// The kind of game.
        public let kind: GameMode

        /// The fastest game's `y`.
        public let low: Double

        /// The median game's `y`.
        public let median: Double

        /// The slowest game's `y`.
        public let high: Double

        /// The number of games.
        public let count: Int

        /// Whether a game of the bucket is above the axis's top.
        public let isClipped: Bool
    }

    /// The board size charted.
    public let boardSize: Int

    /// Every game, in the order they were finished.
    public let points: [Point]

    /// The running best as the corners of a step line, left to right: it stays at each best until the next one,
    /// then drops, and runs on to the last game.
    public let runningBest: [ChartCoordinate]

    /// The marks of the time axis (vertical), from `0:00` to the top.
    public let timeTicks: [AxisTick]

    /// The marks of the date axis (horizontal): months, or days for a span within one month.
    public let dateTicks: [AxisTick]

    /// The time at the top of the time axis.
    public let timeAxisTop: Duration

    /// The kinds of game on the chart, in legend order (daily, puzzle, free play), with their names and counts.
    public let legend: [ChartLegendEntry]

    /// The chart's title, such as "8×8 solve times".
    public let title: String

    /// What the chart shows when there are no games, such as "No 8×8 games yet."; `nil` when there are.
    public let emptyText: String?

    /// The chart for a screen reader, such as "8×8 solve times: 14 games from 3 Nov to 2 Dec, best 0:21, median
    /// 0:48, latest 0:35; 5 dailies, 9 free play; improving".
    public let accessibilityLabel: String

    /// The chart of `samples` (one size's games, in the order they were finished) on `boardSize`, with dates in
    /// the player's `calendar`.
    init(
        boardSize: Int, samples: [SolveTimeSample], statistics: SizeStatistics?, calendar: Calendar,
        today: CalendarDay
    ) {
        self.boardSize = boardSize
        let sizeText = DisplayText.boardSize(boardSize)
        // TRANSLATORS: the chart's title; %s is a board size: 8×8 solve times.
        title = tr("%s solve times", sizeText)
        guard let first = samples.first, let last = samples.last else {
            points = []
            runningBest = []
            (timeAxisTop, timeTicks) = ChartAxis.timeScale(upTo: .seconds(60))
            dateTicks = []
            legend = []
            emptyText = tr("No %s games yet.", sizeText)
            // TRANSLATORS: an empty chart for screen readers; %s is its title: 8×8 solve times: no games yet.
            accessibilityLabel = tr("%s: no games yet", title)
            return
        }
        emptyText = nil
        let scale = ChartAxis.timeScale(upTo: Self.axisCeiling(of: samples.map(\.activeDuration)))
        timeAxisTop = scale.top
        timeTicks = scale.ticks
        dateTicks = ChartAxis.monthTicks(
            from: first.finishedAt, to: last.finishedAt, calendar: calendar, today: today)
        let span = last.finishedAt.timeIntervalSince(first.finishedAt)
        let top = Double(scale.top.wholeMilliseconds)
        points = samples.map { sample in
            let y = Double(sample.activeDuration.wholeMilliseconds) / top
            return Point(
                x: span > 0 ? sample.finishedAt.timeIntervalSince(first.finishedAt) / span : 0.5, y: min(y, 1),
                kind: sample.mode, time: sample.activeDuration, finishedAt: sample.finishedAt,
                isNewBest: sample.isNewBest, isClipped: y > 1)
        }
        runningBest = Self.steps(through: points)
        let kinds: [GameMode] = [.daily, .puzzle, .freePlay]
        legend = kinds.compactMap { kind in
            let count = samples.count { $0.mode == kind }
            return count > 0 ? ChartLegendEntry(kind: kind, count: count) : nil
        }
        let firstDay = DisplayText.dayAndMonth(first.solvedDay, today: today)
        let games =
            first.solvedDay == last.solvedDay
            // TRANSLATORS: the games of a chart for screen readers, all on one day: 3 games on 1 Dec.
            ? trn(
                context: "games on a day", "%1$s game on %2$s", "%1$s games on %2$s", count: samples.count,
                DisplayText.number(samples.count),
                firstDay)
            // TRANSLATORS: the games of a chart for screen readers: 14 games from 3 Nov to 1 Dec.
            : trn(
                "%1$s game from %2$s to %3$s", "%1$s games from %2$s to %3$s", count: samples.count,
                DisplayText.number(samples.count), firstDay, DisplayText.dayAndMonth(last.solvedDay, today: today))
        var parts = [games]
        if let statistics {
            parts.append(tr(context: "chart", "best %s", DisplayText.time(statistics.bestTime)))
            parts.append(tr(context: "chart", "median %s", DisplayText.time(statistics.medianTime)))
        }
        if samples.count > 1 { parts.append(tr(context: "chart", "latest %s", DisplayText.time(last.activeDuration))) }
        // TRANSLATORS: a chart for screen readers: its title, then its figures ("14 games from 3 Nov to 1 Dec, …").
        var sections = [
            tr("%1$s: %2$s", title, DisplayText.phrase(parts)), DisplayText.phrase(legend.map(\.spokenText)),
        ]
        if let statistics { sections.append(DisplayText.trend(statistics.trend)) }
        // TRANSLATORS: separates the sections of a chart read out: "…, latest 0:40; 5 dailies, 9 free play; improving".
        accessibilityLabel = sections.joined(separator: tr(context: "sections separator", "; "))
    }

    // MARK: Drawing many games

    /// The games gathered into `count` vertical stretches, per kind: one bucket per game while the games are no
    /// more than `count` (each at its own `x`), else each stretch's fastest, median and slowest game per kind.
    ///
    /// A front end asks for about one bucket per column it can draw (pixels, or braille dots), so 10,000 games
    /// draw as fast as 100 and still show their spread.
    public func buckets(count: Int) -> [Bucket] {
        guard count > 0 else { return [] }
        if points.count <= count {
            return points.map { point in
                let index = min(count - 1, Int(point.x * Double(count)))
                return Bucket(
                    index: index, x: point.x, kind: point.kind, low: point.y, median: point.y, high: point.y,
                    count: 1, isClipped: point.isClipped)
            }
        }
        var groups: [Int: [GameMode: [Point]]] = [:]
        for point in points {
            let index = min(count - 1, Int(point.x * Double(count)))
            groups[index, default: [:]][point.kind, default: []].append(point)
        }
        let kinds: [GameMode] = [.daily, .puzzle, .freePlay]
        return groups.keys.sorted().flatMap { index in
            kinds.compactMap { kind -> Bucket? in
                guard let members = groups[index]?[kind], !members.isEmpty else { return nil }
                let ys = members.map(\.y).sorted()
                let middle = ys.count / 2
                let median = ys.count % 2 == 1 ? ys[middle] : (ys[middle - 1] + ys[middle]) / 2
                return Bucket(
                    index: index, x: (Double(index) + 0.5) / Double(count), kind: kind, low: ys[0], median: median,
                    high: ys[ys.count - 1], count: members.count, isClipped: members.contains(where: \.isClipped))
            }
        }
    }

    // MARK: Building

    /// The top the time axis must reach: the longest time, unless it is more than three times the 95th
    /// percentile (an outlier), then 1.5 times the percentile.
    private static func axisCeiling(of times: [Duration]) -> Duration {
        let sorted = times.sorted()
        guard let longest = sorted.last else { return .seconds(60) }
        let percentile = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.down)))]
        guard sorted.count >= 20, longest > percentile * 3 else { return longest }
        return percentile * 3 / 2
    }

    /// The corners of the running best's step line through `points`.
    private static func steps(through points: [Point]) -> [ChartCoordinate] {
        var corners: [ChartCoordinate] = []
        for point in points where point.isNewBest {
            if let previous = corners.last { corners.append(ChartCoordinate(x: point.x, y: previous.y)) }
            corners.append(ChartCoordinate(x: point.x, y: point.y))
        }
        if let lastX = points.last?.x, let previous = corners.last, lastX > previous.x {
            corners.append(ChartCoordinate(x: lastX, y: previous.y))
        }
        return corners
    }
}

/// A place on the chart, in normalised coordinates (0…1 each, `y` from the bottom).
public struct ChartCoordinate: Hashable, Sendable {
    /// Left to right, 0…1.
    public let x: Double

    /// Bottom to top, 0…1.
    public let y: Double

    /// Creates a coordinate.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// One kind of game in the chart's legend.
public struct ChartLegendEntry: Hashable, Sendable {
    /// The kind of game.
    public let kind: GameMode

    /// The number of its games on the chart.
    public let count: Int

    /// Its name: `Daily`, `Puzzle`, `Free play`.
    public var name: String { DisplayText.modeName(kind) }

    /// Its name with the count, for a legend: `Daily (5)`.
    public var text: String { "\(name) (\(DisplayText.number(count)))" }

    /// Its count in words, for screen readers: `5 dailies`, `1 puzzle`, `9 free play`.
    public var spokenText: String {
        switch kind {
        case .daily: trn("%s daily", "%s dailies", count: count, DisplayText.number(count))
        case .puzzle: trn("%s puzzle", "%s puzzles", count: count, DisplayText.number(count))
        // TRANSLATORS: a number of free-play games in a chart's legend read out: 9 free play.
        case .freePlay: trn("%s free play", "%s free play", count: count, DisplayText.number(count))
        case .regions: trn("%s regions game", "%s regions games", count: count, DisplayText.number(count))
        }
    }
}
