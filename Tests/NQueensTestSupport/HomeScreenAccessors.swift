import NQueensPresentation

// MARK: - Which screen and sheet the flow shows

extension HomeScreen {
    /// The game, when this is the Game screen.
    public var game: GameViewModel? {
        if case .game(let game) = self { return game }
        return nil
    }

    /// The history, when this is the History screen.
    public var history: HistoryViewModel? {
        if case .history(let history) = self { return history }
        return nil
    }

    /// The replay, when this is the Replay screen.
    public var replay: ReplayViewModel? {
        if case .replay(let replay) = self { return replay }
        return nil
    }

    /// The album, when this is the Album screen.
    public var album: AlbumViewModel? {
        if case .album(let album) = self { return album }
        return nil
    }

    /// The album's class, when this is the class screen.
    public var albumClass: AlbumClassViewModel? {
        if case .albumClass(let albumClass) = self { return albumClass }
        return nil
    }

    /// Whether this is the Home screen.
    public var isHome: Bool {
        if case .home = self { return true }
        return false
    }
}

extension HomeSheetScreen {
    /// The victory sheet, when it is presented.
    public var victory: VictoryViewModel? {
        if case .victory(let victory) = self { return victory }
        return nil
    }

    /// The board-size sheet, when it is presented.
    public var boardSize: BoardSizeViewModel? {
        if case .boardSize(let sheet) = self { return sheet }
        return nil
    }
}
