import NQueensLocalization
import NQueensPresentation

// MARK: - The keys of the screens that look back: the history, a replay, the album and a class of it

extension KeyMap {
    static func historyGroups(_ history: HistoryViewModel, glyphs: Glyphs) -> [KeyGroup] {
        if history.isConfirmingClear {
            return [
                KeyGroup(
                    KeyName.list("y", KeyName.enter), tr("Delete every game"), bar: tr(context: "key bar", "delete"),
                    [key("y"), key(.enter)], .history(.confirmClear)),
                KeyGroup(
                    KeyName.list("n", KeyName.escape), tr("Keep the games"), bar: tr(context: "key bar", "keep"),
                    [key("n"), key(.escape), key("q")], .history(.cancelClear)),
            ]
        }
        var groups: [KeyGroup] = []
        if !history.isEmpty {
            groups += [
                KeyGroup(
                    KeyName.list(glyphs.upDownKeys, "j k"), tr("Select a game"), bar: tr(context: "key bar", "select"),
                    barKeys: glyphs.upDownKeys,
                    bind([key(.up), key("k")], to: .history(.moveSelection(-1)))
                        + bind([key(.down), key("j")], to: .history(.moveSelection(1)))),
                KeyGroup(
                    KeyName.list(KeyName.pageUp, KeyName.pageDown), tr("Move a page up or down"),
                    bind([key(.pageUp)], to: .history(.page(-1))) + bind([key(.pageDown)], to: .history(.page(1)))),
                KeyGroup(
                    KeyName.list("g G", KeyName.home, KeyName.end), tr("First or last game"),
                    bind([key("g"), key(.home)], to: .history(.selectFirst))
                        + bind([key("G"), key(.end)], to: .history(.selectLast))),
                KeyGroup(
                    KeyName.list(KeyName.enter, KeyName.space), tr("Replay the selected game"),
                    bar: tr(context: "key bar", "replay"), [key(.enter), key(" ")], .history(.openSelected)),
                KeyGroup(
                    KeyName.list(glyphs.leftRightKeys, "h l"), tr("Show another board size"),
                    bar: tr(context: "key bar", "size"), barKeys: glyphs.leftRightKeys,
                    bind([key(.left), key("h")], to: .history(.shiftFilter(-1)))
                        + bind([key(.right), key("l")], to: .history(.shiftFilter(1)))),
                KeyGroup(
                    // TRANSLATORS: the kinds of game the history shows, such as "Kind: Dailies, next Puzzles".
                    "f", tr("Kind: %1$s, next %2$s", history.modeFilter.title, history.modeFilter.next.title),
                    bar: tr(context: "key bar", "kind"), [key("f")], .history(.cycleModeFilter)),
                KeyGroup(
                    // TRANSLATORS: the orders of the history, such as "Sort: Newest, next Fastest".
                    "s", tr("Sort: %1$s, next %2$s", history.sort.title, history.sort.next.title),
                    bar: tr(context: "key bar", "sort"), [key("s")], .history(.cycleSort)),
                KeyGroup(
                    KeyName.list("d", KeyName.delete), tr("Delete every game (asks first)"),
                    bar: tr(context: "key bar", "clear"), [key("d"), key(.delete)], .history(.requestClear)),
                KeyGroup(
                    KeyName.list(KeyName.click, KeyName.wheel),
                    tr("Replay a game, choose a kind, a size or the order; scroll the list"), []),
            ]
        }
        groups += [
            KeyGroup(
                "n", tr("Start a new game"), bar: history.isEmpty ? tr(context: "key bar", "new game") : nil,
                [key("n")], .history(.start)),
            KeyGroup(
                KeyName.list(KeyName.escape, "q"), tr("Back to Home"), bar: tr(context: "key bar", "back"),
                [key(.escape), key("q")], .history(.back)),
        ]
        return groups
    }

    static func replayGroups(_ replay: ReplayViewModel, glyphs: Glyphs) -> [KeyGroup] {
        [
            KeyGroup(
                KeyName.list(glyphs.leftRightKeys, "h l"), tr("Step back or forward"),
                bar: tr(context: "key bar", "step"), barKeys: glyphs.leftRightKeys,
                bind([key(.left), key("h")], to: .replay(.previous))
                    + bind([key(.right), key("l")], to: .replay(.next))),
            KeyGroup(
                KeyName.list(KeyName.space, KeyName.enter), replay.isPlaying ? tr("Pause") : tr("Play the moves"),
                bar: replay.isPlaying ? tr(context: "key bar", "pause") : tr(context: "key bar", "play"),
                [key(" "), key(.enter)], .replay(.togglePlay)),
            KeyGroup(
                KeyName.list("g G", KeyName.home, KeyName.end), tr("The empty board or the final position"),
                bind([key("g"), key(.home)], to: .replay(.first)) + bind([key("G"), key(.end)], to: .replay(.last))),
            KeyGroup(
                "n", tr("Play a new game of this size"), bar: tr(context: "key bar", "play again"), [key("n")],
                .replay(.playAgain)),
            KeyGroup(
                KeyName.list(KeyName.escape, "q"), tr("Back to the history"), bar: tr(context: "key bar", "back"),
                [key(.escape), key("q")], .replay(.back)),
        ]
    }

    static func albumGroups(_ album: AlbumViewModel, glyphs: Glyphs) -> [KeyGroup] {
        var groups: [KeyGroup] = []
        if !album.classes.isEmpty {
            groups += [
                KeyGroup(
                    KeyName.list(glyphs.arrowKeys, "h j k l"), tr("Move between the classes"),
                    bar: tr(context: "key bar", "move"), barKeys: glyphs.arrowKeys,
                    bind([key(.left), key("h")], to: .album(.move(-1)))
                        + bind([key(.right), key("l")], to: .album(.move(1)))
                        + bind([key(.up), key("k")], to: .album(.moveRow(-1)))
                        + bind([key(.down), key("j")], to: .album(.moveRow(1)))),
                KeyGroup(
                    KeyName.list(KeyName.pageUp, KeyName.pageDown), tr("Move a page up or down"),
                    bind([key(.pageUp)], to: .album(.page(-1))) + bind([key(.pageDown)], to: .album(.page(1)))),
                KeyGroup(
                    KeyName.list("g G", KeyName.home, KeyName.end), tr("First or last class"),
                    bind([key("g"), key(.home)], to: .album(.selectFirst))
                        + bind([key("G"), key(.end)], to: .album(.selectLast))),
                KeyGroup(
                    KeyName.list(KeyName.enter, KeyName.space), tr("Show the class's members"),
                    bar: tr(context: "key bar", "open"), [key(.enter), key(" ")], .album(.openSelected)),
            ]
        }
        groups += [
            KeyGroup(
                KeyName.list("[ ]", KeyName.tab), tr("Show a smaller or larger board"),
                bar: tr(context: "key bar", "size"), barKeys: "[ ]",
                bind([key("["), KeyEvent(.tab, modifiers: .shift)], to: .album(.shiftSize(-1)))
                    + bind([key("]"), key(.tab)], to: .album(.shiftSize(1)))),
            KeyGroup(KeyName.click, tr("Open a class, or choose a size"), []),
            KeyGroup(
                KeyName.list(KeyName.escape, "q"), tr("Back to Home"), bar: tr(context: "key bar", "back"),
                [key(.escape), key("q")], .album(.back)),
        ]
        return groups
    }

    static func albumClassGroups(_ albumClass: AlbumClassViewModel, glyphs: Glyphs) -> [KeyGroup] {
        [
            KeyGroup(
                KeyName.list(glyphs.arrowKeys, "h j k l"), tr("Move between the members"),
                bar: tr(context: "key bar", "move"), barKeys: glyphs.arrowKeys,
                bind([key(.left), key("h")], to: .albumClass(.move(-1)))
                    + bind([key(.right), key("l")], to: .albumClass(.move(1)))
                    + bind([key(.up), key("k")], to: .albumClass(.moveRow(-1)))
                    + bind([key(.down), key("j")], to: .albumClass(.moveRow(1)))),
            KeyGroup(
                KeyName.list(KeyName.enter, KeyName.space), tr("Replay the game that first found the member"),
                bar: tr(context: "key bar", "replay"), [key(.enter), key(" ")], .albumClass(.openSelected)),
            KeyGroup(KeyName.click, tr("Replay the game of a member found"), []),
            KeyGroup(
                KeyName.list(KeyName.escape, "q"), tr("Back to the album"), bar: tr(context: "key bar", "back"),
                [key(.escape), key("q")], .albumClass(.back)),
        ]
    }
}
