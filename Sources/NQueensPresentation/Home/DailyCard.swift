import Foundation
import NQueensEngine
import NQueensLocalization
import NQueensServices

/// Which daily a card or day is of: the classic daily puzzle, or the regions daily.
public enum DailyKind: Hashable, Sendable, CaseIterable {
    /// The classic daily (given queens, one solution).
    case classic
    /// The regions daily (one queen per row, column and region, none touching).
    case regions

    /// The size and difficulty of `date`'s daily of this kind.
    func plan(for date: CalendarDay) -> DailyPuzzle.Plan {
        switch self {
        case .classic: DailyPuzzle.plan(for: date.weekday)
        case .regions: RegionsDailyPuzzle.plan(for: date.weekday)
        }
    }

    /// The daily's ID of `date`.
    func idText(for date: CalendarDay) -> String {
        switch self {
        case .classic: Puzzle.daily(for: date).puzzle.id.description
        case .regions: RegionsPuzzle.daily(for: date).puzzle.id.description
        }
    }

    /// The daily in words: "daily" or "regions daily".
    public var noun: String {
        self == .classic ? tr(context: "daily kind", "daily") : tr(context: "daily kind", "regions daily")
    }

    /// The accessible name of this kind's strip of the last 30 days.
    public var recentDaysLabel: String {
        self == .classic ? tr("Dailies of the last 30 days") : tr("Regions dailies of the last 30 days")
    }
}

/// Today's daily puzzle as Home shows it: the date, the size and difficulty, and whether (and how fast) it was
/// solved.
public struct DailyCard: Hashable, Sendable {
    /// The date of the daily (the player's today).
    public let date: CalendarDay

    /// Which daily it is.
    public let kind: DailyKind

    /// The card's title: "Today's daily" or "Today's regions daily".
    public let title: String

    /// The date in full, such as "Tuesday 1 December 2026".
    public let dateText: String

    /// The date in short, such as "Tue 1 Dec".
    public let shortDateText: String

    /// The board size as `9×9`.
    public let sizeText: String

    /// How hard it is.
    public let difficulty: PuzzleDifficulty

    /// The size and difficulty, such as "9×9 · Easy".
    public let summaryText: String

    /// The puzzle's ID, such as `9-SSKCB52`: the same puzzle for every player, to type in anywhere.
    public let idText: String

    /// Whether it was solved.
    public let isSolved: Bool

    /// The best time it was solved in; `nil` while not solved.
    public let bestTime: Duration?

    /// Whether it is the game in progress.
    public let isInProgress: Bool

    /// Where it stands: "Solved ✓ 2:31", "In progress · 0:41" or "Not played yet".
    public let statusText: String

    /// What opening the card does: "Play", "Continue" or "Play again".
    public let actionTitle: String

    /// The card for a screen reader, such as "Today's daily, Tuesday 1 December 2026, 9 by 9, easy, solved in 2
    /// minutes 31 seconds".
    public let accessibilityLabel: String

    /// The card of `date`'s daily (whose puzzle has the ID `idText`), solved with `result` (if it was), in progress
    /// for `elapsed` (if it is).
    init(
        date: CalendarDay, idText: String, result: DailyResult?, inProgress elapsed: Duration?,
        kind: DailyKind = .classic
    ) {
        let plan = kind.plan(for: date)
        self.date = date
        self.kind = kind
        title = kind == .classic ? tr("Today's daily") : tr("Today's regions daily")
        dateText = DisplayText.longDate(date)
        shortDateText = DisplayText.weekdayAndDay(date)
        sizeText = DisplayText.boardSize(plan.size)
        difficulty = plan.difficulty
        summaryText = "\(sizeText) · \(DisplayText.difficulty(plan.difficulty))"
        self.idText = idText
        isSolved = result != nil
        bestTime = result?.bestTime
        isInProgress = elapsed != nil
        if let result {
            // TRANSLATORS: a daily solved, with its best time: Solved ✓ 2:31.
            statusText = tr("Solved ✓ %s", DisplayText.time(result.bestTime))
        } else if let elapsed {
            // TRANSLATORS: a daily being played, with its time so far: In progress · 0:41.
            statusText = tr("In progress · %s", DisplayText.time(elapsed))
        } else {
            statusText = tr("Not played yet")
        }
        actionTitle = isInProgress ? tr("Continue") : isSolved ? tr("Play again") : tr(context: "action", "Play")
        let state =
            // TRANSLATORS: a daily for screen readers; %s is a time read out: solved in 2 minutes 31 seconds.
            result.map { tr("solved in %s", DisplayText.spokenTime($0.bestTime)) }
            ?? (isInProgress ? tr(context: "daily", "in progress") : tr(context: "daily", "not played yet"))
        // TRANSLATORS: the daily card for screen readers: its title, date, size (9 by 9), difficulty and state.
        accessibilityLabel = tr(
            "%1$s, %2$s, %3$d by %3$d, %4$s, %5$s", title, dateText, plan.size,
            DisplayText.difficultyInSentence(plan.difficulty), state)
    }
}

/// One of the recent dailies Home lists: its date, size and difficulty, and whether it was solved.
public struct DailyDay: Hashable, Sendable, Identifiable {
    /// The date of the daily.
    public let date: CalendarDay

    /// The day of the month, such as `1`.
    public let dayText: String

    /// The weekday's first three letters, such as `Tue`.
    public let weekdayText: String

    /// The date as the share text writes it, such as `1 Dec 2026`.
    public let dateText: String

    /// The board size as `9×9`.
    public let sizeText: String

    /// How hard it is.
    public let difficulty: PuzzleDifficulty

    /// Whether it was solved.
    public let isSolved: Bool

    /// The best time it was solved in; `nil` while not solved.
    public let bestTime: Duration?

    /// Whether it is today's.
    public let isToday: Bool

    /// Whether it is the game in progress.
    public let isInProgress: Bool

    /// The day for a screen reader, such as "Monday 30 November 2026, 8 by 8 easy daily, solved in 1 minute 5
    /// seconds".
    public let accessibilityLabel: String

    /// The date identifies the day.
    public var id: CalendarDay { date }

    /// The day of `date`'s daily, solved with `result` (if it was).
    init(date: CalendarDay, result: DailyResult?, isToday: Bool, isInProgress: Bool, kind: DailyKind = .classic) {
        let plan = kind.plan(for: date)
        self.date = date
        dayText = String(date.day)
        weekdayText = DisplayText.weekdayName(date.weekday, short: true)
        dateText = DisplayText.shortDate(date)
        sizeText = DisplayText.boardSize(plan.size)
        difficulty = plan.difficulty
        isSolved = result != nil
        bestTime = result?.bestTime
        self.isToday = isToday
        self.isInProgress = isInProgress
        let state =
            result.map { tr("solved in %s", DisplayText.spokenTime($0.bestTime)) }
            ?? (isInProgress ? tr(context: "daily", "in progress") : tr(context: "daily", "not solved"))
        let spokenDate = DisplayText.longDate(date)
        let level = DisplayText.difficultyInSentence(plan.difficulty)
        accessibilityLabel =
            switch (kind, isToday) {
            // TRANSLATORS: a past daily for screen readers: its date, size, difficulty and state, such as
            // "Monday 30 November 2026, 8 by 8 easy daily, solved in 1 minute 5 seconds".
            case (.classic, false): tr("%1$s, %2$d by %2$d %3$s daily, %4$s", spokenDate, plan.size, level, state)
            case (.classic, true): tr("%1$s, today, %2$d by %2$d %3$s daily, %4$s", spokenDate, plan.size, level, state)
            case (.regions, false):
                tr("%1$s, %2$d by %2$d %3$s regions daily, %4$s", spokenDate, plan.size, level, state)
            case (.regions, true):
                tr("%1$s, today, %2$d by %2$d %3$s regions daily, %4$s", spokenDate, plan.size, level, state)
            }
    }
}
