import NQueensEngine
import NQueensServices

// MARK: - Opening a puzzle, and the regions games

extension HomeCoordinator {
    /// Shows the game of `mode` for `dailyDate` (a daily) or `puzzleID` (a puzzle).
    ///
    /// That is the saved game in progress when it is that one, else the kept view model when it is (and is not
    /// solved), else the one `make` creates. The saved game is kept until the new game's first move replaces it.
    func openPuzzle(
        mode: GameMode, dailyDate: CalendarDay?, puzzleID: String?, make: () -> GameViewModel
    ) {
        func isWanted(_ date: CalendarDay?, _ id: String?) -> Bool {
            switch mode {
            case .daily: date == dailyDate
            case .regions: date == dailyDate && id == puzzleID
            case .freePlay, .puzzle: id == puzzleID
            }
        }
        if let saved = dependencies.savedGames.loadSavedGame(), saved.mode == mode,
            isWanted(saved.dailyDate, saved.puzzleID), saved.isResumable
        {
            resumeGame()
            return
        }
        if let kept = games[mode], !kept.isSolved, isWanted(kept.dailyDate, kept.puzzleID) {
            show(kept)
            return
        }
        let game = make()
        game.delegate = self
        games[mode] = game
        show(game)
    }

    /// Shows the regions daily of `date`.
    ///
    /// That is the game in progress or the kept game when it is that daily (and not solved), else a new one.
    /// Regions dailies of dates after today are not out yet, so nothing opens for them.
    func playRegionsDaily(on date: CalendarDay) {
        guard date <= dependencies.clock.today else {
            home.refresh()
            return
        }
        let puzzle = RegionsPuzzle.daily(for: date).puzzle
        openPuzzle(mode: .regions, dailyDate: date, puzzleID: puzzle.id.description) {
            GameViewModel(regionsPuzzle: puzzle, dailyDate: date, dependencies: dependencies)
        }
    }

    /// Shows the regions puzzle `id` names (continued when it is the game in progress); nothing opens for an ID
    /// the generator makes no puzzle of.
    func playRegionsPuzzle(_ id: RegionsPuzzleID) {
        guard let puzzle = try? RegionsPuzzle(id: id) else {
            home.refresh()
            return
        }
        openPuzzle(mode: .regions, dailyDate: nil, puzzleID: id.description) {
            GameViewModel(regionsPuzzle: puzzle, dependencies: dependencies)
        }
    }

    /// Starts the regions puzzle of `record` again from an empty board (a new game, whatever is kept).
    func playRegionsAgain(_ record: GameRecord) {
        guard let text = record.puzzleID, let puzzle = try? RegionsPuzzle(parsingID: text) else {
            home.refresh()
            return
        }
        let game = GameViewModel(regionsPuzzle: puzzle, dailyDate: record.dailyDate, dependencies: dependencies)
        game.delegate = self
        games[.regions] = game
        show(game)
    }
}
