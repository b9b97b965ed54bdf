import Foundation
import NQueensEngine
import NQueensLocalization
import NQueensServices

/// One finished game as the history lists it, every figure written out.
public struct HistoryRow: Hashable, Sendable, Identifiable {
    /// The game's id.
    public let id: UUID

    /// The number of rows (and columns) of the board.
    public let boardSize: Int

    /// The board size as `8×8`.
    public let sizeText: String

    /// When the game was solved, as a medium date and short time in the player's locale.
    public let dateText: String

    /// The playing time, such as `0:41`.
    public let timeText: String

    /// The moves, such as `12 moves`.
    public let movesText: String

    /// The efficiency (board size ÷ moves, capped at 100 %), such as `80%`.
    public let efficiencyText: String

    /// Whether the board was solved with no wasted move (100 %).
    public let isPerfect: Bool

    /// The number of hints used.
    public let hintsUsed: Int

    /// The hints used, such as `1 hint`; `nil` when none were used.
    public let hintsText: String?

    /// The kind of game.
    public let mode: GameMode

    /// What was played, for a daily or a puzzle: "Daily 1 Dec 2026 · Easy", "Puzzle 8-0K31D0Q"; `nil` in free play.
    public let kindText: String?

    /// The moves and efficiency together, as the seed shows them: `5 moves · 80%`.
    public var detailText: String {
        "\(movesText) · \(efficiencyText)"
    }

    /// The whole row in one phrase for screen readers, such as
    /// "8×8, Mar 2, 2026 at 12:34 PM, 0:41, 12 moves, 80% efficiency, 1 hint" (with what was played after the
    /// size for a daily or a puzzle: "9×9, Daily 1 Dec 2026 · Easy, …").
    public var accessibilityLabel: String {
        // TRANSLATORS: a game's efficiency for screen readers; %s is a percentage: 80% efficiency.
        let efficiency = tr("%s efficiency", efficiencyText)
        return DisplayText.phrase(
            [sizeText, kindText, dateText, timeText, movesText, efficiency, hintsText].compactMap { $0 })
    }

    /// Writes out `record`'s figures; dates in `locale` (by default the player's) and `calendar`'s time zone.
    public init(_ record: GameRecord, locale: Locale = Localization.locale, calendar: Calendar) {
        id = record.id
        boardSize = record.boardSize
        sizeText = DisplayText.boardSize(record.boardSize)
        dateText = DisplayText.dateAndTime(record.finishedAt, locale: locale, calendar: calendar)
        timeText = DisplayText.time(record.activeDuration)
        movesText = trn("%d move", "%d moves", count: record.moveCount)
        efficiencyText = DisplayText.percent(record.efficiency)
        isPerfect = record.efficiency >= 1
        hintsUsed = record.hintsUsed
        hintsText = record.hintsUsed > 0 ? trn("%d hint", "%d hints", count: record.hintsUsed) : nil
        mode = record.mode
        switch record.mode {
        case .freePlay:
            kindText = nil
        case .daily:
            if let date = record.dailyDate {
                let difficulty = DisplayText.difficulty(DailyPuzzle.plan(for: date.weekday).difficulty)
                // TRANSLATORS: a daily in the history; %1$s is its date, %2$s its difficulty: Daily 1 Dec 2026 · Easy.
                kindText = tr("Daily %1$s · %2$s", DisplayText.shortDate(date), difficulty)
            } else {
                kindText = tr(context: "game kind", "Daily")
            }
        case .puzzle:
            // TRANSLATORS: a puzzle played by ID in the history; %s is its ID: Puzzle 8-0K31D0Q.
            kindText = tr("Puzzle %s", record.puzzleID ?? "")
        case .regions:
            let difficulty = record.puzzleID.flatMap { try? RegionsPuzzleID(parsing: $0) }?.difficulty
            kindText =
                DisplayText.regionsGame(dailyDate: record.dailyDate, puzzleID: record.puzzleID)
                + (difficulty.map { " · " + DisplayText.difficulty($0) } ?? "")
        }
    }
}

/// Which board sizes the history lists.
public enum SizeFilter: Hashable, Sendable {
    /// Every size.
    case all
    /// Only boards of this size.
    case size(Int)

    /// The filter's label: `All`, or the size such as `8`.
    public var title: String {
        switch self {
        case .all: return tr(context: "sizes", "All")
        case .size(let size): return String(size)
        }
    }

    /// The filter for a screen reader: "All sizes", or the size such as "8 by 8".
    public var accessibilityLabel: String {
        switch self {
        case .all: return tr("All sizes")
        // TRANSLATORS: a board size read out: 8 by 8.
        case .size(let size): return tr("%1$d by %2$d", size, size)
        }
    }

    /// The board size the filter keeps, or `nil` for every size.
    var boardSize: Int? {
        switch self {
        case .all: return nil
        case .size(let size): return size
        }
    }
}

/// Which kinds of game the history lists.
public enum ModeFilter: Hashable, Sendable, CaseIterable {
    /// Every kind.
    case all
    /// The daily puzzles.
    case daily
    /// The puzzles played by ID.
    case puzzles
    /// Free play from an empty board.
    case freePlay
    /// The regions puzzles (their daily and those by ID).
    case regions

    /// The filter's label: `All`, `Daily`, `Puzzles`, `Free play`, `Regions`.
    public var title: String {
        switch self {
        case .all: tr(context: "kinds", "All")
        case .daily: tr(context: "game kind", "Daily")
        case .puzzles: tr(context: "game kinds", "Puzzles")
        case .freePlay: tr(context: "game kind", "Free play")
        case .regions: tr(context: "game kind", "Regions")
        }
    }

    /// The filter for a screen reader, where `All` alone would be unclear beside the size filters: "All kinds",
    /// "Daily", "Puzzles", "Free play".
    public var accessibilityLabel: String {
        self == .all ? tr("All kinds") : title
    }

    /// The next filter in the cycle All → Daily → Puzzles → Free play → Regions → All.
    public var next: ModeFilter {
        nextInCycle
    }

    /// The mode the filter keeps, or `nil` for every mode.
    var mode: GameMode? {
        switch self {
        case .all: nil
        case .daily: .daily
        case .puzzles: .puzzle
        case .freePlay: .freePlay
        case .regions: .regions
        }
    }
}

/// A choice in a list of choices (a filter, a sort order) with its label and whether it is the chosen one.
public struct Choice<Value: Hashable & Sendable>: Hashable, Sendable {
    /// What choosing it selects.
    public let value: Value

    /// Its label.
    public let title: String

    /// Whether it is the chosen one.
    public let isSelected: Bool

    /// Its name for a screen reader, when the label alone would be unclear (`All` → "All sizes"); else the label.
    public let accessibilityLabel: String

    /// Creates a choice, read as `accessibilityLabel` (the `title` when `nil`).
    public init(value: Value, title: String, isSelected: Bool, accessibilityLabel: String? = nil) {
        self.value = value
        self.title = title
        self.isSelected = isSelected
        self.accessibilityLabel = accessibilityLabel ?? title
    }
}

extension HistorySort {
    /// The order's label, such as "Newest first".
    public var title: String {
        switch self {
        case .date: return tr("Newest first")
        case .moves: return tr("Fewest moves")
        case .time: return tr("Fastest")
        case .efficiency: return tr("Most efficient")
        }
    }

    /// The next order in the cycle date → moves → time → efficiency → date.
    public var next: HistorySort {
        nextInCycle
    }
}
