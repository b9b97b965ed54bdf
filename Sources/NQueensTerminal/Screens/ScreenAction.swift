import NQueensEngine
import NQueensPresentation
import NQueensServices

/// Something the player asks for with a key or a click, before it is handed to a view model.
///
/// Keys and clicks are both turned into actions (by ``KeyMap`` and by the ``Hotspot``s a screen draws), so that
/// one place, the application, carries every action out.
enum ScreenAction: Hashable, Sendable {
    /// Shows the keys of the current screen.
    case showHelp
    /// Closes the list of keys.
    case hideHelp
    /// Scrolls the list of keys by this many rows (when it does not fit).
    case scrollHelp(Int)
    /// Saves and ends the program.
    case quit
    /// Switches between the dark and light themes.
    case toggleTheme
    /// Turns animations off or back on.
    case toggleReduceMotion
    /// Turns the bell on or off.
    case toggleSound
    /// Opens the sheet of languages.
    case showLanguages
    /// An action of the sheet of languages.
    case language(LanguageAction)
    /// An action of the Home screen.
    case home(HomeAction)
    /// An action of the Game screen.
    case game(GameAction)
    /// An action of the board-size sheet.
    case boardSize(BoardSizeAction)
    /// An action of the History screen.
    case history(HistoryAction)
    /// An action of the Statistics screen.
    case statistics(StatisticsAction)
    /// An action of the replay.
    case replay(ReplayAction)
    /// An action of the victory sheet.
    case victory(VictoryAction)
    /// An action of the album.
    case album(AlbumAction)
    /// An action of one class of the album.
    case albumClass(AlbumClassAction)
    /// Nothing: a click inside a sheet or dialog away from its buttons (which must not reach what lies behind).
    case ignore
}

/// The items of the Home screen, top to bottom.
enum HomeItem: Hashable, Sendable, CaseIterable {
    /// Continue the game in progress (shown only when there is one).
    case resume
    /// Today's daily puzzle.
    case daily
    /// The dailies of the last 30 days, one of them selected.
    case pastDailies
    /// Today's regions daily.
    case regionsDaily
    /// The regions dailies of the last 30 days, one of them selected.
    case pastRegionsDailies
    /// Choose the board size.
    case boardSize
    /// The statistics.
    case statistics
    /// The finished games.
    case history
    /// The solution album.
    case album
    /// Start a new game.
    case start
}

extension HomeItem {
    /// The strip of the last 30 dailies of `kind`.
    static func recentDays(_ kind: DailyKind) -> HomeItem {
        kind == .classic ? .pastDailies : .pastRegionsDailies
    }

    /// The daily whose strip or card this is, if any.
    var dailyKind: DailyKind? {
        switch self {
        case .daily, .pastDailies: .classic
        case .regionsDaily, .pastRegionsDailies: .regions
        default: nil
        }
    }
}

/// What the player can do on Home.
enum HomeAction: Hashable, Sendable {
    /// Moves the focus by this many items (negative is up), wrapping around.
    case moveFocus(Int)
    /// Opens the focused item.
    case activateFocused
    /// Opens this item.
    case open(HomeItem)
    /// Hides the notice about the player's data.
    case dismissNotice
    /// Moves the selection among the last 30 dailies by this many days (negative is earlier), stopping at the ends:
    /// in the regions strip when it or the regions daily has the focus, else in the classic one.
    case shiftDaily(Int)
    /// Plays the daily of this kind and date (a click on a strip of the last 30).
    case playDaily(DailyKind, CalendarDay)
}

/// What the player can do in a game.
enum GameAction: Hashable, Sendable {
    /// Moves the cursor one square.
    case move(CursorDirection)
    /// The primary action on the cursor's square: places or removes a queen (or cycles empty → ✕ → queen).
    case activateCursor
    /// The primary action on this square (a click).
    case activate(Square)
    /// Marks the cursor's square, or takes its mark off.
    case markAtCursor
    /// Takes every mark of the player's off.
    case clearMarks
    /// Starts a drag with the mark action on this square (the right button went down on it).
    case beginMarkDrag(Square)
    /// Carries the drag on to this square (the pointer moved there with the right button held).
    case continueMarkDrag(Square)
    /// Ends the drag (the right button went up).
    case endMarkDrag
    /// Turns "Click cycles empty → ✕ → queen" on or off.
    case toggleClickCycling
    /// Takes back the last move.
    case undo
    /// Makes the last move taken back again.
    case redo
    /// Starts this board size again.
    case restart
    /// Shows a hint.
    case hint
    /// Shows or hides the squares queens attack.
    case toggleAttackedSquares
    /// Draws queens in the next style.
    case cycleQueenStyle
    /// Shows or hides the count of solutions still reachable.
    case toggleSolutionsCounter
    /// Turns "Mark around each queen" on or off (a regions game).
    case toggleMarksAroundQueens
    /// Goes back Home (the game is kept).
    case back
}

/// What the player can do in the board-size sheet.
enum BoardSizeAction: Hashable, Sendable {
    /// Moves the focus by this many choices (the presets, then the custom size), wrapping around.
    case moveFocus(Int)
    /// Puts the focus on the choice at this index (the presets, then the custom size).
    case focus(Int)
    /// Chooses the focused size.
    case activateFocused
    /// Chooses this preset size.
    case choose(Int)
    /// Makes the custom size one larger.
    case increment
    /// Makes the custom size one smaller.
    case decrement
    /// Types a digit of the custom size.
    case type(Character)
    /// Deletes the last digit typed.
    case deleteBackward
    /// Chooses the custom size.
    case chooseCustom
    /// Closes the sheet without choosing.
    case cancel
}

/// What the player can do in the sheet of languages.
enum LanguageAction: Hashable, Sendable {
    /// Moves the focus by this many choices, wrapping around.
    case moveFocus(Int)
    /// Speaks the focused choice and closes the sheet.
    case activateFocused
    /// Speaks the choice at this index (a click) and closes the sheet.
    case choose(Int)
    /// Closes the sheet without changing the language.
    case cancel
}

/// What the player can do in the list of finished games.
enum HistoryAction: Hashable, Sendable {
    /// Moves the selection by this many games (negative is up), stopping at the ends.
    case moveSelection(Int)
    /// Moves the selection by this many screenfuls.
    case page(Int)
    /// Selects the first game.
    case selectFirst
    /// Selects the last game (reading more games when there are more).
    case selectLast
    /// Opens the replay of the selected game.
    case openSelected
    /// Opens the replay of the game in this row.
    case open(row: Int)
    /// Shows the next (or, negative, previous) size filter.
    case shiftFilter(Int)
    /// Shows only this filter's games.
    case filter(SizeFilter)
    /// Shows only this kind of game (all, dailies, puzzles, free play).
    case modeFilter(ModeFilter)
    /// Shows the next kind of game.
    case cycleModeFilter
    /// Lists the games in the next order.
    case cycleSort
    /// Asks to delete every game.
    case requestClear
    /// Deletes every game, once asked.
    case confirmClear
    /// Keeps the games after all.
    case cancelClear
    /// Starts a new game.
    case start
    /// Goes back Home.
    case back
}

/// What the player can do on the Statistics screen.
enum StatisticsAction: Hashable, Sendable {
    /// Charts the next larger (or, negative, smaller) size played.
    case shiftSize(Int)
    /// Charts this size (a click on its row).
    case size(Int)
    /// Scrolls the page by this many rows.
    case scroll(Int)
    /// Scrolls the page by this many screenfuls.
    case page(Int)
    /// Scrolls to the top (negative) or the bottom of the page.
    case end(Int)
    /// Goes back Home.
    case back
}

/// What the player can do in a replay.
enum ReplayAction: Hashable, Sendable {
    /// The empty board.
    case first
    /// The step before.
    case previous
    /// The step after.
    case next
    /// The final position.
    case last
    /// Plays or pauses.
    case togglePlay
    /// A new game of the replayed size.
    case playAgain
    /// Back to the list.
    case back
}

/// What the player can do on the victory sheet.
enum VictoryAction: Hashable, Sendable {
    /// Closes the sheet and goes Home.
    case done
    /// A new game of the same size (the same puzzle, for a daily or a puzzle).
    case playAgain
    /// Copies the share text to the clipboard (OSC 52) and says so.
    case copyShareText
    /// Opens the album at the game's size.
    case showAlbum
}

/// What the player can do in the album.
enum AlbumAction: Hashable, Sendable {
    /// Moves the selection by this many classes, stopping at the ends.
    case move(Int)
    /// Moves the selection a row of cards up (negative) or down.
    case moveRow(Int)
    /// Moves the selection by this many screenfuls of rows.
    case page(Int)
    /// Selects the first class.
    case selectFirst
    /// Selects the last class.
    case selectLast
    /// Shows the next larger (or, negative, smaller) board size.
    case shiftSize(Int)
    /// Shows this board size.
    case size(Int)
    /// Opens the selected class.
    case openSelected
    /// Opens the class at this index (a click).
    case open(Int)
    /// Goes back Home.
    case back
}

/// What the player can do in one class of the album.
enum AlbumClassAction: Hashable, Sendable {
    /// Moves the selection by this many members, stopping at the ends.
    case move(Int)
    /// Moves the selection a row of cards up (negative) or down.
    case moveRow(Int)
    /// Replays the game that found the selected member.
    case openSelected
    /// Selects the member at this index and replays its game (a click).
    case open(Int)
    /// Goes back to the album.
    case back
}
