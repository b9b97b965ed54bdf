import Foundation
import NQueensEngine
import NQueensLocalization
import NQueensPresentation
import NQueensServices

/// The N-Queens game in the terminal: draws the Home flow's screens and sheets, and turns keys, clicks, focus
/// changes and ticks into the view models' actions.
///
/// It holds no game state of its own: every screen is drawn from its view model (plus the theme, the glyphs and
/// the animations), and every action goes to a view model. What it keeps is the front end's own: which item has
/// the focus, whether the help is shown, the animations running, and where things were drawn (for clicks).
@MainActor
public final class GameApplication: TerminalApplication {
    /// The flow shown.
    public let coordinator: HomeCoordinator

    /// What the terminal can show.
    public let capabilities: TerminalCapabilities

    /// Puts text on the system clipboard (the run loop's OSC 52); Victory's `y` copies the share text with it.
    let copyToClipboard: @MainActor (String) -> Void

    var interface = InterfaceState()
    var motion = Motion()
    private(set) var hotspots: [Hotspot] = []
    private(set) var screenSize = GridSize(width: 80, height: 24)
    private var hasFocus = true
    private var isSuspended = false
    var quitRequested = false
    var celebratedGame: UUID?
    /// The key groups between keys (building them for every key of a flood was most of its cost); dropped when
    /// front-end state they depend on changes (the sheet of languages opening or closing).
    let keyGroupCache = KeyGroupCache()

    /// Shows `coordinator`'s flow on a terminal with `capabilities`, copying to the clipboard with
    /// `copyToClipboard` (``TerminalRunLoop/copyToClipboard(_:)``; nowhere by default).
    public init(
        coordinator: HomeCoordinator, capabilities: TerminalCapabilities,
        copyToClipboard: @escaping @MainActor (String) -> Void = { _ in }
    ) {
        self.coordinator = coordinator
        self.capabilities = capabilities
        self.copyToClipboard = copyToClipboard
    }

    /// Whether the list of keys is shown.
    public var isShowingHelp: Bool {
        interface.showsHelp
    }

    /// Whether something moves on screen (a queen's pulse, attack lines, confetti): only then does the run loop
    /// send ticks.
    public var isAnimating: Bool {
        motion.isActive
    }

    // MARK: Events

    /// Acts on `event`: keys and clicks become actions, focus changes and suspension pause the game clock, ticks
    /// move the animations on.
    public func handle(_ event: TerminalEvent) -> TerminalEventResponse {
        switch event {
        case .input(.key(let key)):
            let groups = keyGroupCache.groups(showingHelp: interface.showsHelp) { keyGroups() }
            if let action = KeyMap.action(for: key, in: groups) { perform(action) }
        case .input(.mouse(let mouse)):
            handle(mouse)
        case .input(.paste(let text)):
            if case .boardSize = coordinator.sheet, !interface.showsHelp {
                for character in text where character.isASCII && character.isNumber {
                    perform(.boardSize(.type(character)))
                }
            }
        case .input(.focusGained):
            hasFocus = true
            updateActivity()
        case .input(.focusLost):
            hasFocus = false
            updateActivity()
        case .resize(let size):
            screenSize = size
        case .tick(let time):
            motion.advance(to: time)
        case .suspending:
            isSuspended = true
            updateActivity()
        case .resumed:
            isSuspended = false
            updateActivity()
        }
        guard quitRequested else { return .continue }
        coordinator.setActive(false)
        return .quit
    }

    private func handle(_ mouse: MouseEvent) {
        switch mouse.action {
        case .press(.left):
            if let action = hotspots.last(where: { $0.rect.contains(mouse.position) })?.action { perform(action) }
        case .press(.right):
            // The right button marks: a click toggles the square's mark, a drag marks each square it crosses.
            if let square = boardSquare(at: mouse.position) { perform(.game(.beginMarkDrag(square))) }
        case .drag(.right):
            if let square = boardSquare(at: mouse.position) { perform(.game(.continueMarkDrag(square))) }
        case .release(.right):
            perform(.game(.endMarkDrag))
        case .scrollUp:
            if let action = scrollAction(by: -1) { perform(action) }
        case .scrollDown:
            if let action = scrollAction(by: 1) { perform(action) }
        default:
            break
        }
    }

    /// The board square drawn under `position` in the last frame (nothing when a sheet or the help covers it).
    private func boardSquare(at position: GridPoint) -> Square? {
        guard case .game(.activate(let square)) = hotspots.last(where: { $0.rect.contains(position) })?.action
        else { return nil }
        return square
    }

    private func scrollAction(by step: Int) -> ScreenAction? {
        guard !interface.showsHelp else { return .scrollHelp(step) }
        guard !interface.showsLanguages else { return .language(.moveFocus(step)) }
        if let sheet = coordinator.sheet {
            if case .boardSize = sheet { return .boardSize(.moveFocus(step)) }
            return nil
        }
        switch coordinator.screen {
        case .home: return .home(.moveFocus(step))
        case .history(let history): return history.isConfirmingClear ? nil : .history(.moveSelection(step))
        case .replay: return .replay(step < 0 ? .previous : .next)
        case .statistics: return .statistics(.scroll(step))
        case .album: return .album(.moveRow(step))
        case .albumClass: return .albumClass(.moveRow(step))
        case .game: return nil
        }
    }

    /// Runs the game clock only while the player can see the game: the terminal has the focus, the program is not
    /// suspended and neither the help nor the sheet of languages covers the board.
    func updateActivity() {
        coordinator.setActive(hasFocus && !isSuspended && !interface.showsHelp && !interface.showsLanguages)
    }

    // MARK: Keys

    /// The keys that work now: the help's while it is shown, else the sheet's, else the screen's.
    func keyGroups() -> [KeyGroup] {
        KeyMap.groups(for: keyContext(), settings: coordinator.settings.current, glyphs: glyphs)
    }

    private func keyContext() -> KeyContext {
        if interface.showsHelp { return .help }
        return topContext()
    }

    /// The screen or sheet on top, ignoring the help.
    private func topContext() -> KeyContext {
        if interface.showsLanguages { return .language }
        switch coordinator.sheet {
        case .boardSize(let sheet): return .boardSize(sheet)
        case .victory(let victory): return .victory(victory)
        case nil: break
        }
        switch coordinator.screen {
        case .home(let home): return .home(home)
        case .game(let game): return .game(game)
        case .history(let history): return .history(history)
        case .statistics(let statistics): return .statistics(statistics)
        case .replay(let replay): return .replay(replay)
        case .album(let album): return .album(album)
        case .albumClass(let albumClass): return .albumClass(albumClass)
        }
    }

    var glyphs: Glyphs {
        Glyphs(unicode: capabilities.supportsUnicode)
    }

    // MARK: Drawing

    /// Draws the visible screen, its sheet, the help and the key bar; or, on a terminal too small for them, how
    /// large it must be.
    public func draw(into grid: inout CellGrid) {
        var canvas = Canvas(grid: CellGrid(width: 0, height: 0))
        swap(&canvas.grid, &grid)
        screenSize = canvas.size
        render(on: &canvas)
        if !capabilities.supportsUnicode { canvas.foldToASCII() }
        swap(&canvas.grid, &grid)
        hotspots = canvas.hotspots
    }

    private func render(on canvas: inout Canvas) {
        let settings = coordinator.settings.current
        let context = ScreenContext(
            theme: TerminalTheme(theme: TerminalTheme.scheme(of: settings), colorMode: capabilities.colorMode),
            glyphs: glyphs,
            settings: settings, motion: motion)
        let required = minimumSize()
        guard canvas.size.fits(required) else {
            TooSmallView.draw(required: required, context: context, on: &canvas)
            return
        }
        switch coordinator.screen {
        case .home(let home):
            let focus = HomeView.focusedItem(home, preferred: interface.homeFocus)
            let days = HomeView.selectedDays(home, preferred: interface.dailySelection)
            HomeView.draw(
                home, focus: focus, selectedDays: days, problems: homeProblems(home), context: context, on: &canvas)
        case .game(let game):
            GameView.draw(game, context: context, on: &canvas)
        case .history(let history):
            interface.historySelection = min(interface.historySelection, max(0, history.rows.count - 1))
            interface.historyTop = HistoryView.draw(
                history, selection: interface.historySelection, top: interface.historyTop, context: context,
                on: &canvas)
        case .statistics(let statistics):
            interface.statisticsTop = StatisticsView.draw(
                statistics, top: interface.statisticsTop, context: context, on: &canvas)
        case .replay(let replay):
            ReplayView.draw(replay, backLabel: replayBackLabel, context: context, on: &canvas)
        case .album(let album):
            interface.albumTop = AlbumView.draw(album, top: interface.albumTop, context: context, on: &canvas)
        case .albumClass(let albumClass):
            interface.albumClassTop = AlbumClassView.draw(
                albumClass, top: interface.albumClassTop, context: context, on: &canvas)
        }
        switch coordinator.sheet {
        case .boardSize(let sheet):
            canvas.fadeAll(context)
            let focus = BoardSizeView.focusedIndex(sheet, preferred: interface.boardSizeFocus)
            BoardSizeView.draw(sheet, focus: focus, context: context, on: &canvas)
        case .victory(let victory):
            canvas.fadeAll(context)
            VictoryView.drawConfetti(grand: victory.celebration == .albumComplete, context: context, on: &canvas)
            VictoryView.draw(
                victory, copied: interface.copiedResult == victory.record.id, context: context, on: &canvas)
        case nil:
            break
        }
        if interface.showsLanguages {
            canvas.fadeAll(context)
            LanguageView.draw(languageSettings, focus: interface.languageFocus, context: context, on: &canvas)
        }
        if interface.showsHelp {
            let below = topContext()
            let groups = KeyMap.groups(for: below, settings: settings, glyphs: glyphs)
            interface.helpOffset = HelpView.draw(
                groups, screenName: name(of: below), note: helpNote(), offset: interface.helpOffset, context: context,
                on: &canvas)
        }
        canvas.drawKeyBar(keyGroups(), context: context)
    }

    /// The smallest terminal the screen and sheet shown need.
    func minimumSize() -> GridSize {
        var size: GridSize
        switch coordinator.screen {
        case .home: size = HomeView.minimumSize
        case .game(let game): size = GameView.minimumSize(for: game)
        case .history: size = HistoryView.minimumSize
        case .statistics: size = StatisticsView.minimumSize
        case .replay(let replay): size = ReplayView.minimumSize(for: replay)
        case .album: size = AlbumView.minimumSize
        case .albumClass: size = AlbumClassView.minimumSize
        }
        switch coordinator.sheet {
        case .boardSize: size = size.union(BoardSizeView.minimumSize)
        case .victory: size = size.union(VictoryView.minimumSize)
        case nil: break
        }
        if interface.showsLanguages { size = size.union(LanguageView.minimumSize) }
        return size.union(Self.smallestScreen)
    }

    /// No screen is drawn below this size.
    static let smallestScreen = GridSize(width: 40, height: 12)

    /// What the replay's back button names: the screen under it (the history, or a class of the album).
    private var replayBackLabel: String {
        guard case .albumClass = coordinator.flow.path.dropLast().last else { return tr("History") }
        // TRANSLATORS: the back button of a replay opened from a class of the album (short).
        return tr(context: "album", "Class")
    }

    private func homeProblems(_ home: HomeViewModel) -> [String] {
        [home.problem, coordinator.settings.problem].compactMap { $0 }
    }

    /// The name of the screen under the help, in its title ("Keys · Game").
    private func name(of context: KeyContext) -> String {
        switch context {
        case .home: tr("Home")
        case .game: tr("Game")
        case .boardSize: tr("Board size")
        case .history: tr("History")
        case .statistics: tr("Statistics")
        case .replay: tr("Replay")
        case .victory: tr("Victory")
        case .language: SettingsViewModel.languageTitle
        case .album: tr("Album")
        // TRANSLATORS: the name of the screen of one class of the solution album, in the help's title.
        case .albumClass: tr("Album class")
        case .help: tr("Help")
        }
    }

    private func helpNote() -> String? {
        guard coordinator.flow.sheet == nil, case .game(let game) = coordinator.screen, !game.isSolved,
            game.startedAt != nil
        else { return nil }
        return tr("The clock is paused")
    }
}
