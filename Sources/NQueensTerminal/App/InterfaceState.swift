import Foundation
import NQueensPresentation

/// What the terminal front end remembers about its own controls.
///
/// Which item has the keyboard focus, which game is selected in the history, whether the help is shown. None of
/// it is game state.
struct InterfaceState: Hashable, Sendable {
    /// Whether the list of keys is shown.
    var showsHelp = false

    /// The first row of keys shown, when they do not all fit.
    var helpOffset = 0

    /// The Home item the player moved to, if any (else Home picks one).
    var homeFocus: HomeItem?

    /// The index of the selected day among Home's last 30 dailies of each kind, if the player chose one (else
    /// today's).
    var dailySelection: [DailyKind: Int] = [:]

    /// Whether the sheet of languages is shown (over any screen or sheet).
    var showsLanguages = false

    /// The choice the keyboard is on in the sheet of languages.
    var languageFocus = 0

    /// The board-size choice the player moved to, if any (else the chosen size).
    var boardSizeFocus: Int?

    /// Whether the player is typing a custom size (the next digit adds to it rather than starting again).
    var isTypingCustomSize = false

    /// The game whose result was copied to the clipboard from its victory sheet, if any.
    var copiedResult: UUID?

    /// The selected game in the history.
    var historySelection = 0

    /// The first game shown in the history.
    var historyTop = 0

    /// The first row of the statistics' page shown.
    var statisticsTop = 0

    /// The first row of classes shown in the album.
    var albumTop = 0

    /// The first row of members shown in a class of the album.
    var albumClassTop = 0
}
