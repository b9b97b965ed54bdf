import NQueensPresentation
import NQueensServices

/// Every key of every screen: what it does, and how the help and the key bar name it.
///
/// The help overlay lists exactly these groups, so every key that does something is listed there.
@MainActor
enum KeyMap {
    /// The groups of keys of `context`, the screen's own first, then those that work everywhere.
    static func groups(for context: KeyContext, settings: Settings, glyphs: Glyphs) -> [KeyGroup] {
        switch context {
        case .home(let home): homeGroups(home, glyphs: glyphs) + globalGroups(settings: settings, quitsWithQ: false)
        case .game(let game): gameGroups(game, glyphs: glyphs) + globalGroups(settings: settings)
        case .boardSize: boardSizeGroups(glyphs: glyphs) + globalGroups(settings: settings)
        case .history(let history): historyGroups(history, glyphs: glyphs) + globalGroups(settings: settings)
        case .statistics(let statistics):
            statisticsGroups(statistics, glyphs: glyphs) + globalGroups(settings: settings)
        case .replay(let replay): replayGroups(replay, glyphs: glyphs) + globalGroups(settings: settings)
        case .victory(let victory): victoryGroups(victory) + globalGroups(settings: settings)
        case .album(let album): albumGroups(album, glyphs: glyphs) + globalGroups(settings: settings)
        case .albumClass(let albumClass):
            albumClassGroups(albumClass, glyphs: glyphs) + globalGroups(settings: settings)
        case .help: helpGroups()
        }
    }

    /// The action of `key` among `groups`, or `nil` when the key does nothing there.
    static func action(for key: KeyEvent, in groups: [KeyGroup]) -> ScreenAction? {
        for group in groups {
            if let binding = group.bindings.first(where: { $0.key == key }) { return binding.action }
        }
        return nil
    }

    // MARK: Screens

    private static func homeGroups(_ home: HomeViewModel, glyphs: Glyphs) -> [KeyGroup] {
        var groups = [
            KeyGroup(
                "\(glyphs.upDownKeys) j k Tab", "Move between the items", bar: "choose", barKeys: glyphs.upDownKeys,
                bind([key(.up), key("k"), KeyEvent(.tab, modifiers: .shift)], to: .home(.moveFocus(-1)))
                    + bind([key(.down), key("j"), key(.tab)], to: .home(.moveFocus(1)))),
            KeyGroup(
                "Enter Space", "Open the chosen item", bar: "open", [key(.enter), key(" ")], .home(.activateFocused)),
        ]
        if home.canResume {
            groups.append(
                KeyGroup("c", "Continue the game in progress", bar: "continue", [key("c")], .home(.open(.resume))))
        }
        groups += [
            KeyGroup(
                "p", "Play today's daily puzzle (\(home.daily.summaryText))", bar: "daily", [key("p")],
                .home(.open(.daily))),
            KeyGroup(
                "\(glyphs.leftRightKeys)",
                "Choose one of the last \(home.recentDailies.count) dailies, classic or regions (Enter plays it)",
                bind([key(.left)], to: .home(.shiftDaily(-1))) + bind([key(.right)], to: .home(.shiftDaily(1)))),
            KeyGroup(
                "g", "Play today's regions daily (\(home.regionsDaily.summaryText))", bar: "regions", [key("g")],
                .home(.open(.regionsDaily))),
            KeyGroup("n", "Start a new \(home.boardSizeText) game", bar: "new game", [key("n")], .home(.open(.start))),
            KeyGroup("s", "Choose the board size", bar: "size", [key("s")], .home(.open(.boardSize))),
            KeyGroup("i", "Show the statistics", bar: "stats", [key("i")], .home(.open(.statistics))),
            KeyGroup("h", "Show the game history", bar: "history", [key("h")], .home(.open(.history))),
            KeyGroup(
                "a", "Open the solution album (\(home.albumText))", bar: "album", [key("a")], .home(.open(.album))),
        ]
        if home.storeNotice != nil {
            groups.append(KeyGroup("d", "Dismiss the notice", bar: "dismiss", [key("d")], .home(.dismissNotice)))
        }
        groups.append(KeyGroup("Click", "Open an item, or play a day of the last 30", []))
        return groups
    }

    private static func gameGroups(_ game: GameViewModel, glyphs: Glyphs) -> [KeyGroup] {
        let move: [(Key, Character, CursorDirection)] = [
            (.up, "k", .up), (.down, "j", .down), (.left, "h", .left), (.right, "l", .right),
        ]
        let style = game.queenStyle
        let cycles = game.clicksCycleMarks
        return [
            KeyGroup(
                "\(glyphs.arrowKeys) h j k l", "Move the cursor", bar: "move", barKeys: glyphs.arrowKeys,
                move.flatMap { arrow, letter, direction in
                    bind([key(arrow), key(letter)], to: .game(.move(direction)))
                }),
            KeyGroup(
                "Space Enter", cycles ? "Cycle: empty, ✕, queen" : "Place or remove a queen",
                bar: cycles ? "cycle" : "place", [key(" "), key(.enter)], .game(.activateCursor)),
            KeyGroup("Click", cycles ? "Cycle: empty, ✕, queen" : "Place or remove a queen on a square", []),
            KeyGroup(
                "x", "Mark or unmark (your ✕)", bar: "mark", leavesBarFirst: true, [key("x")], .game(.markAtCursor)),
            KeyGroup("Right-click", "Mark; drag to mark many", []),
            KeyGroup("X", "Clear your marks", [key("X")], .game(.clearMarks)),
            KeyGroup("u", "Undo the last move", bar: "undo", [key("u")], .game(.undo)),
            KeyGroup("r Ctrl-R", "Redo the move undone", bar: "redo", [key("r"), .control("r")], .game(.redo)),
            KeyGroup("i", "Show a hint", bar: "hint", [key("i")], .game(.hint)),
            KeyGroup("n", "Start this board again", bar: "restart", leavesBarFirst: true, [key("n")], .game(.restart)),
            KeyGroup(
                "a", game.showsAttackedSquares ? "Hide the attacked squares" : "Shade the squares queens attack",
                [key("a")], .game(.toggleAttackedSquares)),
            KeyGroup(
                "s", "Queen style: \(style.appearance.displayName), next \(style.next.appearance.displayName)",
                [key("s")], .game(.cycleQueenStyle)),
            game.regions == nil
                ? KeyGroup(
                    "c",
                    game.showsSolutionsCounter ? "Hide the solutions counter" : "Count the solutions still reachable",
                    [key("c")], .game(.toggleSolutionsCounter))
                : KeyGroup(
                    "w", game.marksAroundQueens ? "Stop marking around new queens" : "Mark ✕ around each new queen",
                    [key("w")], .game(.toggleMarksAroundQueens)),
            KeyGroup(
                "o", cycles ? "Clicks place queens again" : "Cycle clicks: ✕, queen",
                [key("o")], .game(.toggleClickCycling)),
            KeyGroup("Esc q", "Back to Home (the game is kept)", bar: "home", [key(.escape), key("q")], .game(.back)),
        ]
    }

    private static func boardSizeGroups(glyphs: Glyphs) -> [KeyGroup] {
        let digits = "0123456789".map { KeyBinding(key: key($0), action: .boardSize(.type($0))) }
        return [
            KeyGroup(
                "\(glyphs.arrowKeys) h l Tab", "Move between the sizes", bar: "choose", barKeys: glyphs.leftRightKeys,
                bind(
                    [key(.left), key(.up), key("h"), KeyEvent(.tab, modifiers: .shift)], to: .boardSize(.moveFocus(-1)))
                    + bind([key(.right), key(.down), key("l"), key(.tab)], to: .boardSize(.moveFocus(1)))),
            KeyGroup(
                "Enter Space", "Use the chosen size", bar: "ok", [key(.enter), key(" ")], .boardSize(.activateFocused)),
            KeyGroup("0-9", "Type a custom size (4 to 16)", bar: "type", digits),
            KeyGroup("Backspace", "Delete the last digit", [key(.backspace)], .boardSize(.deleteBackward)),
            KeyGroup(
                "+ -", "Make the custom size larger or smaller",
                bind([key("+"), key("=")], to: .boardSize(.increment)) + bind([key("-")], to: .boardSize(.decrement))),
            KeyGroup("Click", "Choose a size, or close the sheet outside it", []),
            KeyGroup(
                "Esc q", "Close without changing the size", bar: "cancel", [key(.escape), key("q")], .boardSize(.cancel)
            ),
        ]
    }

    private static func historyGroups(_ history: HistoryViewModel, glyphs: Glyphs) -> [KeyGroup] {
        if history.isConfirmingClear {
            return [
                KeyGroup(
                    "y Enter", "Delete every game", bar: "delete", [key("y"), key(.enter)], .history(.confirmClear)),
                KeyGroup(
                    "n Esc", "Keep the games", bar: "keep", [key("n"), key(.escape), key("q")], .history(.cancelClear)),
            ]
        }
        var groups: [KeyGroup] = []
        if !history.isEmpty {
            groups += [
                KeyGroup(
                    "\(glyphs.upDownKeys) j k", "Select a game", bar: "select", barKeys: glyphs.upDownKeys,
                    bind([key(.up), key("k")], to: .history(.moveSelection(-1)))
                        + bind([key(.down), key("j")], to: .history(.moveSelection(1)))),
                KeyGroup(
                    "PgUp PgDn", "Move a page up or down",
                    bind([key(.pageUp)], to: .history(.page(-1))) + bind([key(.pageDown)], to: .history(.page(1)))),
                KeyGroup(
                    "g G Home End", "First or last game",
                    bind([key("g"), key(.home)], to: .history(.selectFirst))
                        + bind([key("G"), key(.end)], to: .history(.selectLast))),
                KeyGroup(
                    "Enter Space", "Replay the selected game", bar: "replay", [key(.enter), key(" ")],
                    .history(.openSelected)),
                KeyGroup(
                    "\(glyphs.leftRightKeys) h l", "Show another board size", bar: "size",
                    barKeys: glyphs.leftRightKeys,
                    bind([key(.left), key("h")], to: .history(.shiftFilter(-1)))
                        + bind([key(.right), key("l")], to: .history(.shiftFilter(1)))),
                KeyGroup(
                    "f", "Kind: \(history.modeFilter.title), next \(history.modeFilter.next.title)", bar: "kind",
                    [key("f")], .history(.cycleModeFilter)),
                KeyGroup(
                    "s", "Sort: \(history.sort.title), next \(history.sort.next.title)", bar: "sort", [key("s")],
                    .history(.cycleSort)),
                KeyGroup(
                    "d Delete", "Delete every game (asks first)", bar: "clear", [key("d"), key(.delete)],
                    .history(.requestClear)),
                KeyGroup("Click Wheel", "Replay a game, choose a kind, a size or the order; scroll the list", []),
            ]
        }
        groups += [
            KeyGroup("n", "Start a new game", bar: history.isEmpty ? "new game" : nil, [key("n")], .history(.start)),
            KeyGroup("Esc q", "Back to Home", bar: "back", [key(.escape), key("q")], .history(.back)),
        ]
        return groups
    }

    private static func replayGroups(_ replay: ReplayViewModel, glyphs: Glyphs) -> [KeyGroup] {
        [
            KeyGroup(
                "\(glyphs.leftRightKeys) h l", "Step back or forward", bar: "step", barKeys: glyphs.leftRightKeys,
                bind([key(.left), key("h")], to: .replay(.previous))
                    + bind([key(.right), key("l")], to: .replay(.next))),
            KeyGroup(
                "Space Enter", replay.isPlaying ? "Pause" : "Play the moves", bar: replay.isPlaying ? "pause" : "play",
                [key(" "), key(.enter)], .replay(.togglePlay)),
            KeyGroup(
                "g G Home End", "The empty board or the final position",
                bind([key("g"), key(.home)], to: .replay(.first)) + bind([key("G"), key(.end)], to: .replay(.last))),
            KeyGroup(
                "n", "Play a new game of this size", bar: "play again", [key("n")], .replay(.playAgain)),
            KeyGroup("Esc q", "Back to the history", bar: "back", [key(.escape), key("q")], .replay(.back)),
        ]
    }

    private static func victoryGroups(_ victory: VictoryViewModel) -> [KeyGroup] {
        let again = victory.record.mode.hasGivens ? "Play this puzzle again" : "Play again on this board size"
        return [
            KeyGroup(
                "Enter Space", "Done: back to Home", bar: "done", [key(.enter), key(" "), key(.escape), key("q")],
                .victory(.done)),
            KeyGroup("n", again, bar: "play again", [key("n")], .victory(.playAgain)),
            KeyGroup(
                "y", "Copy the result to share (no squares; through OSC 52)", bar: "copy result", [key("y")],
                .victory(.copyShareText)),
        ]
            + (victory.offersAlbum
                ? [
                    KeyGroup(
                        "a", "Open the album at \(DisplayText.boardSize(victory.record.boardSize))", bar: "album",
                        [key("a")], .victory(.showAlbum))
                ] : [])
    }

    private static func albumGroups(_ album: AlbumViewModel, glyphs: Glyphs) -> [KeyGroup] {
        var groups: [KeyGroup] = []
        if !album.classes.isEmpty {
            groups += [
                KeyGroup(
                    "\(glyphs.arrowKeys) h j k l", "Move between the classes", bar: "move", barKeys: glyphs.arrowKeys,
                    bind([key(.left), key("h")], to: .album(.move(-1)))
                        + bind([key(.right), key("l")], to: .album(.move(1)))
                        + bind([key(.up), key("k")], to: .album(.moveRow(-1)))
                        + bind([key(.down), key("j")], to: .album(.moveRow(1)))),
                KeyGroup(
                    "PgUp PgDn", "Move a page up or down",
                    bind([key(.pageUp)], to: .album(.page(-1))) + bind([key(.pageDown)], to: .album(.page(1)))),
                KeyGroup(
                    "g G Home End", "First or last class",
                    bind([key("g"), key(.home)], to: .album(.selectFirst))
                        + bind([key("G"), key(.end)], to: .album(.selectLast))),
                KeyGroup(
                    "Enter Space", "Show the class's members", bar: "open", [key(.enter), key(" ")],
                    .album(.openSelected)),
            ]
        }
        groups += [
            KeyGroup(
                "[ ] Tab", "Show a smaller or larger board", bar: "size", barKeys: "[ ]",
                bind([key("["), KeyEvent(.tab, modifiers: .shift)], to: .album(.shiftSize(-1)))
                    + bind([key("]"), key(.tab)], to: .album(.shiftSize(1)))),
            KeyGroup("Click", "Open a class, or choose a size", []),
            KeyGroup("Esc q", "Back to Home", bar: "back", [key(.escape), key("q")], .album(.back)),
        ]
        return groups
    }

    private static func albumClassGroups(_ albumClass: AlbumClassViewModel, glyphs: Glyphs) -> [KeyGroup] {
        [
            KeyGroup(
                "\(glyphs.arrowKeys) h j k l", "Move between the members", bar: "move", barKeys: glyphs.arrowKeys,
                bind([key(.left), key("h")], to: .albumClass(.move(-1)))
                    + bind([key(.right), key("l")], to: .albumClass(.move(1)))
                    + bind([key(.up), key("k")], to: .albumClass(.moveRow(-1)))
                    + bind([key(.down), key("j")], to: .albumClass(.moveRow(1)))),
            KeyGroup(
                "Enter Space", "Replay the game that first found the member", bar: "replay", [key(.enter), key(" ")],
                .albumClass(.openSelected)),
            KeyGroup("Click", "Replay the game of a member found", []),
            KeyGroup("Esc q", "Back to the album", bar: "back", [key(.escape), key("q")], .albumClass(.back)),
        ]
    }

    private static func helpGroups() -> [KeyGroup] {
        [
            KeyGroup(
                "? Esc q Enter", "Close this help", bar: "close",
                [key("?"), key(.escape), key("q"), key(.enter), key(" "), key(.function(1))], .hideHelp),
            KeyGroup(
                "↑↓ j k PgUp PgDn", "Scroll the keys",
                bind([key(.up), key("k")], to: .scrollHelp(-1)) + bind([key(.pageUp)], to: .scrollHelp(-8))
                    + bind([key(.down), key("j")], to: .scrollHelp(1)) + bind([key(.pageDown)], to: .scrollHelp(8))),
            KeyGroup("Q Ctrl-C", "Quit", [key("Q"), .control("c")], .quit),
        ]
    }

    // MARK: Everywhere

    private static func globalGroups(settings: Settings, quitsWithQ: Bool = true) -> [KeyGroup] {
        let quitKeys: [KeyEvent] = quitsWithQ ? [key("Q"), .control("c")] : [key("q"), key("Q"), .control("c")]
        return [
            KeyGroup("?", "Show these keys", bar: "help", [key("?"), key(.function(1))], .showHelp),
            KeyGroup(
                quitsWithQ ? "Q Ctrl-C" : "q Q Ctrl-C", "Quit (your game is saved)", bar: quitsWithQ ? nil : "quit",
                barKeys: quitsWithQ ? "Q" : "q", quitKeys, .quit),
            KeyGroup(
                "t", TerminalTheme.scheme(of: settings) == .dark ? "Use the light theme" : "Use the dark theme",
                [key("t")], .toggleTheme),
            KeyGroup(
                "m", settings.reduceMotion ? "Turn animations on" : "Turn animations off", [key("m")],
                .toggleReduceMotion),
            KeyGroup(
                "b", settings.soundEnabled ? "Turn the bell off" : "Ring the bell on conflicts and wins", [key("b")],
                .toggleSound),
            KeyGroup("Ctrl-Z", "Suspend (the game clock stops)", []),
        ]
    }

    // MARK: Helpers

    /// One binding for each of `keys`, all doing `action`.
    static func bind(_ keys: [KeyEvent], to action: ScreenAction) -> [KeyBinding] {
        keys.map { KeyBinding(key: $0, action: action) }
    }

    static func key(_ character: Character) -> KeyEvent {
        KeyEvent(.character(character))
    }

    static func key(_ key: Key) -> KeyEvent {
        KeyEvent(key)
    }
}
