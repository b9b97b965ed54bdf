import Foundation
import NQueensEngine
import NQueensServices

/// The screens pushed over Home.
public enum HomeDestination: Hashable, Sendable {
    /// The game of a mode (one game per mode; its view model is kept while the app runs).
    case game(GameMode)
    /// The list of finished games.
    case history
    /// The statistics: per size, the chart of solve times, the calendar and the streaks.
    case statistics
    /// The read-only replay of the finished game with this id.
    case replay(UUID)
    /// The solution album.
    case album
    /// One class of the album, named by its canonical form.
    case albumClass(Solution)
}

/// The sheets presented in the Home flow.
public enum HomeSheet: Hashable, Sendable {
    /// Choosing the board size.
    case boardSize
    /// The victory sheet of the game with this id.
    case victory(UUID)
}

/// What a screen of the Home flow asks the flow to do; the coordinator decides how.
public enum HomeFlowAction: Hashable, Sendable {
    /// Start a new game on the chosen board size (Home's Start, History's empty state).
    case startGame
    /// Play the daily puzzle of this date (today's or a past one; continued when it is the game in progress).
    case playDaily(CalendarDay)
    /// Play the puzzle this ID names (continued when it is the game in progress).
    case playPuzzle(PuzzleID)
    /// Play the regions daily of this date (continued when it is the game in progress).
    case playRegionsDaily(CalendarDay)
    /// Play the regions puzzle this ID names (continued when it is the game in progress).
    case playRegionsPuzzle(RegionsPuzzleID)
    /// Go back to the game in progress.
    case resumeGame
    /// Show the list of finished games.
    case showHistory
    /// Show the statistics.
    case showStatistics
    /// Show the board-size sheet.
    case chooseBoardSize
    /// The board-size sheet saved this size.
    case boardSizeChosen(Int)
    /// The board-size sheet was closed without choosing.
    case cancelBoardSize
    /// The game was solved and recorded as this record.
    case gameSolved(GameRecord)
    /// Show the replay of this finished game.
    case openReplay(GameRecord)
    /// Start a new game on a board of this size (Victory's and the replay's Play again).
    case playAgain(boardSize: Int)
    /// Start the puzzle of this record (a daily or a puzzle by ID) again from its givens (Victory's and the
    /// replay's Play again).
    case playPuzzleAgain(GameRecord)
    /// Close the victory sheet and go back Home (Victory's Done).
    case closeVictory
    /// Show the solution album at this board size, with the class of this solution selected (Home's Album, and
    /// Victory's, which passes the game's solution).
    case showAlbum(boardSize: Int, highlighting: Solution?)
    /// Show the members of the album's class of this solution.
    case showAlbumClass(Solution)
    /// Leave the visible screen (Game, History, Replay).
    case back
}

/// A puzzle to open at launch (`nqueens play --daily`, `nqueens play --id`).
public enum PuzzleRequest: Hashable, Sendable {
    /// The daily puzzle of this date.
    case daily(CalendarDay)
    /// The puzzle this ID names.
    case id(PuzzleID)
    /// The regions daily of this date (`nqueens play --rules regions --daily`).
    case regionsDaily(CalendarDay)
    /// The regions puzzle this ID names (`nqueens play --rules regions --id`).
    case regionsID(RegionsPuzzleID)
}

/// Receives the actions of the Home flow's screens: the coordinator, or a test's recording delegate.
///
/// View models hold their delegate weakly and never hold views or coordinators; with no delegate an action
/// simply goes nowhere.
@MainActor
public protocol HomeFlowDelegate: AnyObject {
    /// Acts on `action`.
    func handle(_ action: HomeFlowAction)
}
