import NQueensEngine
import NQueensServices
import Observation

/// A screen of the Home flow with the view model that drives it, for front ends to render.
public enum HomeScreen {
    /// Home.
    case home(HomeViewModel)
    /// A game.
    case game(GameViewModel)
    /// The list of finished games.
    case history(HistoryViewModel)
    /// The statistics.
    case statistics(StatisticsViewModel)
    /// The replay of a finished game.
    case replay(ReplayViewModel)
    /// The solution album.
    case album(AlbumViewModel)
    /// One class of the album.
    case albumClass(AlbumClassViewModel)
}

/// A sheet of the Home flow with the view model that drives it.
public enum HomeSheetScreen {
    /// Choosing the board size.
    case boardSize(BoardSizeViewModel)
    /// A won game's victory sheet.
    case victory(VictoryViewModel)
}

/// Owns the Home flow: decides what every screen's action does, creates the screens' view models and keeps them.
///
/// The game's view model is kept per game mode and the history's for the whole run, so leaving a screen or
/// closing a sheet never resets a game or a list by accident. Front ends render `screen` and `sheet`, and send
/// the player's actions to the view models.
@MainActor
@Observable
public final class HomeCoordinator: HomeFlowDelegate {
    /// The navigation state: the screens over Home, and the sheet.
    public let flow = FlowCoordinator<HomeDestination, HomeSheet>()

    /// The Home screen.
    public let home: HomeViewModel

    /// The games, one per mode, kept while the app runs.
    public internal(set) var games: [GameMode: GameViewModel] = [:]

    /// The history screen, once shown.
    public private(set) var history: HistoryViewModel?

    /// The statistics screen, once shown.
    public internal(set) var statistics: StatisticsViewModel?

    /// The replay shown, if any.
    public private(set) var replay: ReplayViewModel?

    /// The album shown, if any.
    public private(set) var album: AlbumViewModel?

    /// The album's class shown, if any.
    public private(set) var albumClass: AlbumClassViewModel?

    /// The board-size sheet, once shown.
    public private(set) var boardSize: BoardSizeViewModel?

    /// The victory sheet shown, if any.
    public private(set) var victory: VictoryViewModel?

    /// The services, the clock and the settings.
    @ObservationIgnored public let dependencies: AppDependencies

    /// Export History… and Import History… (the primary menu's items): an import refreshes every screen.
    @ObservationIgnored public let historyTransfer: HistoryTransfer

    /// Starts on Home.
    public init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        self.home = HomeViewModel(dependencies: dependencies)
        self.historyTransfer = HistoryTransfer(dependencies: dependencies)
        home.delegate = self
        historyTransfer.historyChanged = { [weak self] in self?.historyChanged() }
    }

    // MARK: What to render

    /// The player's settings (theme and palette, reduce motion, sound, haptics, queen style), shared by every
    /// screen and saved on change.
    public var settings: AppSettings {
        dependencies.settings
    }

    /// The visible screen.
    public var screen: HomeScreen {
        screen(for: flow.top)
    }

    /// The screen of `destination` (Home for `nil`); Home as well for a destination whose view model is gone.
    public func screen(for destination: HomeDestination?) -> HomeScreen {
        switch destination {
        case .game(let mode):
            if let game = games[mode] { return .game(game) }
        case .history:
            if let history { return .history(history) }
        case .statistics:
            if let statistics { return .statistics(statistics) }
        case .replay:
            if let replay { return .replay(replay) }
        case .album:
            if let album { return .album(album) }
        case .albumClass:
            if let albumClass { return .albumClass(albumClass) }
        case nil:
            break
        }
        return .home(home)
    }

    /// The sheet presented, if any.
    public var sheet: HomeSheetScreen? {
        switch flow.sheet {
        case .boardSize:
            return boardSize.map(HomeSheetScreen.boardSize)
        case .victory:
            return victory.map(HomeSheetScreen.victory)
        case nil:
            return nil
        }
    }

    /// Tells the flow whether the app is shown (a suspended terminal, an app in the background): the visible
    /// game's clock stops while hidden, and a replay stops playing.
    public func setActive(_ active: Bool) {
        defer {
            // Hiding or quitting is the last chance to write a win the history could not take before.
            if !active {
                try? dependencies.unsavedWins.write(to: dependencies.history, savedGames: dependencies.savedGames)
            }
        }
        switch flow.top {
        case .game(let mode):
            games[mode]?.setActive(active)
        case .replay:
            replay?.setActive(active)
        case .history, .statistics, .album, .albumClass, nil:
            break
        }
    }

    /// Applies what the player asked for at launch.
    ///
    /// The queen style and board size are saved, and with a size a new game starts at once — unless a game is in
    /// progress, which is never thrown away unasked (Home then offers both). With a `puzzle` (a daily or a puzzle
    /// by ID) that puzzle opens at once instead: opening one keeps the game in progress until its first move, and
    /// continues it when it is that puzzle.
    ///
    /// - Returns: whether a game opened.
    @discardableResult
    public func launch(boardSize: Int?, queenStyle: QueenStyle?, puzzle: PuzzleRequest? = nil) -> Bool {
        if let queenStyle {
            settings.update { $0.queenStyle = queenStyle }
        }
        switch puzzle {
        case .daily(let date):
            handle(.playDaily(date))
            return flow.top == .game(.daily)
        case .id(let id):
            handle(.playPuzzle(id))
            return flow.top == .game(.puzzle)
        case .regionsDaily(let date):
            handle(.playRegionsDaily(date))
            return flow.top == .game(.regions)
        case .regionsID(let id):
            handle(.playRegionsPuzzle(id))
            return flow.top == .game(.regions)
        case nil:
            break
        }
        guard let boardSize else { return false }
        settings.update { $0.boardSize = boardSize }
        home.refresh()
        guard !home.canResume else { return false }
        handle(.startGame)
        return true
    }

    // MARK: Acting on the screens' actions

    /// Acts on an action of one of the flow's screens.
    public func handle(_ action: HomeFlowAction) {
        switch action {
        case .startGame:
            startGame(boardSize: dependencies.settings.current.boardSize)
        case .playDaily(let date):
            playDaily(on: date)
        case .playPuzzle(let id):
            playPuzzle(id)
        case .playRegionsDaily(let date):
            playRegionsDaily(on: date)
        case .playRegionsPuzzle(let id):
            playRegionsPuzzle(id)
        case .resumeGame:
            resumeGame()
        case .showHistory:
            showHistory()
        case .showStatistics:
            showStatistics()
        case .chooseBoardSize:
            let sheet = boardSize ?? makeBoardSize()
            sheet.refresh()
            flow.present(.boardSize)
        case .boardSizeChosen:
            flow.dismiss()
            home.refresh()
        case .cancelBoardSize:
            flow.dismiss()
        case .gameSolved(let record):
            let sheet = VictoryViewModel(record: record, dependencies: dependencies)
            sheet.delegate = self
            victory = sheet
            flow.present(.victory(record.id))
            if sheet.celebration == .albumComplete { dependencies.play(.albumCompleted) }
            home.refresh()
            history?.refresh()
            statistics?.refresh()
        case .openReplay(let record):
            replay?.pause()
            let replay = ReplayViewModel(record: record, dependencies: dependencies)
            replay.delegate = self
            self.replay = replay
            flow.push(.replay(record.id))
        case .playAgain(let size):
            closeVictory()
            startGame(boardSize: size)
        case .playPuzzleAgain(let record):
            closeVictory()
            playAgain(record)
        case .closeVictory:
            closeVictory()
            setActive(false)
            flow.popToRoot()
            home.refresh()
        case .showAlbum(let size, let solution):
            showAlbum(boardSize: size, highlighting: solution)
        case .showAlbumClass(let solution):
            showAlbumClass(of: solution)
        case .back:
            back()
        }
    }

    // MARK: Flows

    /// Shows a new game of `boardSize` as the only screen over Home, reusing the kept game view model.
    private func startGame(boardSize size: Int) {
        let mode = GameMode.freePlay
        let game: GameViewModel
        if let kept = games[mode] {
            game = kept
            game.startNewGame(boardSize: size)
        } else {
            game = GameViewModel(boardSize: size, dependencies: dependencies)
            game.delegate = self
            game.clearSavedGame()
            games[mode] = game
        }
        show(game)
    }

    /// Shows the daily of `date`.
    ///
    /// That is the game in progress or the kept game when it is that daily (and not solved), else a new one.
    /// Dailies of dates after today are not out yet, so nothing opens for them.
    private func playDaily(on date: CalendarDay) {
        guard date <= dependencies.clock.today else {
            home.refresh()
            return
        }
        openPuzzle(mode: .daily, dailyDate: date, puzzleID: nil) {
            GameViewModel(puzzle: Puzzle.daily(for: date).puzzle, dailyDate: date, dependencies: dependencies)
        }
    }

    /// Shows the puzzle `id` names: the game in progress or the kept game when it is that puzzle (and not solved),
    /// else a new one; nothing opens for an ID whose givens are not a puzzle.
    private func playPuzzle(_ id: PuzzleID) {
        guard let puzzle = try? Puzzle(id: id) else {
            home.refresh()
            return
        }
        openPuzzle(mode: .puzzle, dailyDate: nil, puzzleID: id.description) {
            GameViewModel(puzzle: puzzle, dependencies: dependencies)
        }
    }

    /// Starts the puzzle of `record` again from its givens (a new game, whatever is kept).
    private func playAgain(_ record: GameRecord) {
        if record.mode == .regions {
            playRegionsAgain(record)
            return
        }
        guard let text = record.puzzleID, let puzzle = try? Puzzle(parsingID: text) else {
            startGame(boardSize: record.boardSize)
            return
        }
        let game = GameViewModel(
            puzzle: puzzle, dailyDate: record.mode == .daily ? record.dailyDate : nil, dependencies: dependencies)
        game.delegate = self
        games[game.mode] = game
        show(game)
    }

    /// Shows the saved game in progress, reusing its view model when it is still kept.
    func resumeGame() {
        guard let saved = dependencies.savedGames.loadSavedGame(), saved.isResumable else {
            home.refresh()
            return
        }
        let game: GameViewModel
        if let kept = games[saved.mode], kept.gameID == saved.id, !kept.isSolved {
            game = kept
        } else {
            game = GameViewModel(resuming: saved, dependencies: dependencies)
            game.delegate = self
            games[saved.mode] = game
        }
        show(game)
    }

    func show(_ game: GameViewModel) {
        replay?.pause()
        flow.dismiss()
        flow.replacePath(with: [.game(game.mode)])
        game.setActive(true)
        home.refresh()
    }

    private func showHistory() {
        guard flow.top != .history else { return }
        let screen = history ?? makeHistory()
        screen.refresh()
        flow.push(.history)
    }

    /// Shows the album of `size` as the only screen over Home (from Home, or from Victory over the solved game).
    private func showAlbum(boardSize size: Int, highlighting solution: Solution?) {
        replay?.pause()
        if flow.sheet != nil {
            closeVictory()
            setActive(false)
        }
        let screen = AlbumViewModel(dependencies: dependencies, boardSize: size, highlighting: solution)
        screen.delegate = self
        album = screen
        flow.replacePath(with: [.album])
        home.refresh()
    }

    /// Shows the members of the class of `solution` over the album.
    private func showAlbumClass(of solution: Solution) {
        let screen = AlbumClassViewModel(classOf: solution, dependencies: dependencies)
        screen.delegate = self
        albumClass = screen
        flow.push(.albumClass(screen.canonicalForm))
    }

    private func back() {
        guard flow.top != nil else { return }
        setActive(false)
        flow.pop()
        // The history is refreshed when a game is won, so going back to it keeps the pages already read.
        if flow.top == nil { home.refresh() }
        if flow.top == .album { album?.refresh() }
    }

    private func closeVictory() {
        flow.dismiss()
        victory = nil
    }

    // MARK: Making view models

    private func makeHistory() -> HistoryViewModel {
        let screen = HistoryViewModel(dependencies: dependencies)
        screen.delegate = self
        history = screen
        return screen
    }

    private func makeBoardSize() -> BoardSizeViewModel {
        let sheet = BoardSizeViewModel(dependencies: dependencies)
        sheet.delegate = self
        boardSize = sheet
        return sheet
    }
}
