import NQueensLocalization
import NQueensPresentation
import NQueensServices

// MARK: - The keys of Home, the game, the board-size sheet and the victory sheet

extension KeyMap {
    static func homeGroups(_ home: HomeViewModel, glyphs: Glyphs) -> [KeyGroup] {
        var groups = [
            KeyGroup(
                KeyName.list(glyphs.upDownKeys, "j k", KeyName.tab), tr("Move between the items"),
                bar: tr(context: "key bar", "choose"), barKeys: glyphs.upDownKeys,
                bind([key(.up), key("k"), KeyEvent(.tab, modifiers: .shift)], to: .home(.moveFocus(-1)))
                    + bind([key(.down), key("j"), key(.tab)], to: .home(.moveFocus(1)))),
            KeyGroup(
                KeyName.list(KeyName.enter, KeyName.space), tr("Open the chosen item"),
                bar: tr(context: "key bar", "open"), [key(.enter), key(" ")], .home(.activateFocused)),
        ]
        if home.canResume {
            groups.append(
                KeyGroup(
                    "c", tr("Continue the game in progress"), bar: tr(context: "key bar", "continue"), [key("c")],
                    .home(.open(.resume))))
        }
        let days = home.recentDailies.count
        groups += [
            KeyGroup(
                // TRANSLATORS: %s is the daily's size and difficulty, such as "8×8 · Medium".
                "p", tr("Play today's daily puzzle (%s)", home.daily.summaryText),
                bar: tr(context: "key bar", "daily"), [key("p")], .home(.open(.daily))),
            KeyGroup(
                glyphs.leftRightKeys,
                trn(
                    "Choose the last %1$d daily, classic or regions (%2$s plays it)",
                    "Choose one of the last %1$d dailies, classic or regions (%2$s plays it)", count: days, days,
                    KeyName.enter),
                bind([key(.left)], to: .home(.shiftDaily(-1))) + bind([key(.right)], to: .home(.shiftDaily(1)))),
            KeyGroup(
                // TRANSLATORS: %s is the regions daily's size and difficulty, such as "8×8 · Medium".
                "g", tr("Play today's regions daily (%s)", home.regionsDaily.summaryText),
                bar: tr(context: "key bar", "regions"), [key("g")], .home(.open(.regionsDaily))),
            KeyGroup(
                // TRANSLATORS: %s is the board size, such as "8×8".
                "n", tr("Start a new %s game", home.boardSizeText),
                bar: tr(context: "key bar", "new game"),
                [key("n")], .home(.open(.start))),
            KeyGroup(
                "s", tr("Choose the board size"), bar: tr(context: "key bar", "size"), [key("s")],
                .home(.open(.boardSize))),
            KeyGroup(
                "i", tr("Show the statistics"), bar: tr(context: "key bar", "stats"), [key("i")],
                .home(.open(.statistics))),
            KeyGroup(
                "h", tr("Show the game history"), bar: tr(context: "key bar", "history"), [key("h")],
                .home(.open(.history))),
            KeyGroup(
                // TRANSLATORS: %s is how much of the album is found, such as "12 of 92 found".
                "a", tr("Open the solution album (%s)", home.albumText),
                bar: tr(context: "key bar", "album"),
                [key("a")], .home(.open(.album))),
        ]
        if home.storeNotice != nil {
            groups.append(
                KeyGroup(
                    "d", tr("Dismiss the notice"), bar: tr(context: "key bar", "dismiss"), [key("d")],
                    .home(.dismissNotice)))
        }
        groups.append(KeyGroup(KeyName.click, tr("Open an item, or play a day of the last 30"), []))
        return groups
    }

    static func gameGroups(_ game: GameViewModel, glyphs: Glyphs) -> [KeyGroup] {
        let move: [(Key, Character, CursorDirection)] = [
            (.up, "k", .up), (.down, "j", .down), (.left, "h", .left), (.right, "l", .right),
        ]
        let style = game.queenStyle
        let cycles = game.clicksCycleMarks
        return [
            KeyGroup(
                KeyName.list(glyphs.arrowKeys, "h j k l"), tr("Move the cursor"), bar: tr(context: "key bar", "move"),
                barKeys: glyphs.arrowKeys,
                move.flatMap { arrow, letter, direction in
                    bind([key(arrow), key(letter)], to: .game(.move(direction)))
                }),
            KeyGroup(
                KeyName.list(KeyName.space, KeyName.enter),
                cycles ? tr("Cycle: empty, ✕, queen") : tr("Place or remove a queen"),
                bar: cycles ? tr(context: "key bar", "cycle") : tr(context: "key bar", "place"),
                [key(" "), key(.enter)], .game(.activateCursor)),
            KeyGroup(
                KeyName.click, cycles ? tr("Cycle: empty, ✕, queen") : tr("Place or remove a queen on a square"), []),
            KeyGroup(
                "x", tr("Mark or unmark (your ✕)"), bar: tr(context: "key bar", "mark"), leavesBarFirst: true,
                [key("x")], .game(.markAtCursor)),
            KeyGroup(KeyName.rightClick, tr("Mark; drag to mark many"), []),
            KeyGroup("X", tr("Clear your marks"), [key("X")], .game(.clearMarks)),
            KeyGroup("u", tr("Undo the last move"), bar: tr(context: "key bar", "undo"), [key("u")], .game(.undo)),
            KeyGroup(
                KeyName.list("r", KeyName.control("R")), tr("Redo the move undone"),
                bar: tr(context: "key bar", "redo"), [key("r"), .control("r")], .game(.redo)),
            KeyGroup("i", tr("Show a hint"), bar: tr(context: "key bar", "hint"), [key("i")], .game(.hint)),
            KeyGroup(
                "n", tr("Start this board again"), bar: tr(context: "key bar", "restart"), leavesBarFirst: true,
                [key("n")], .game(.restart)),
            KeyGroup(
                "a",
                game.showsAttackedSquares ? tr("Hide the attacked squares") : tr("Shade the squares queens attack"),
                [key("a")], .game(.toggleAttackedSquares)),
            KeyGroup(
                // TRANSLATORS: the queen styles' names, such as "Queen style: Classic, next Crown".
                "s",
                tr("Queen style: %1$s, next %2$s", style.appearance.displayName, style.next.appearance.displayName),
                [key("s")], .game(.cycleQueenStyle)),
            game.regions == nil
                ? KeyGroup(
                    "c",
                    game.showsSolutionsCounter
                        ? tr("Hide the solutions counter") : tr("Count the solutions still reachable"),
                    [key("c")], .game(.toggleSolutionsCounter))
                : KeyGroup(
                    "w",
                    game.marksAroundQueens ? tr("Stop marking around new queens") : tr("Mark ✕ around each new queen"),
                    [key("w")], .game(.toggleMarksAroundQueens)),
            KeyGroup(
                "o", cycles ? tr("Clicks place queens again") : tr("Cycle clicks: ✕, queen"),
                [key("o")], .game(.toggleClickCycling)),
            KeyGroup(
                KeyName.list(KeyName.escape, "q"), tr("Back to Home (the game is kept)"),
                bar: tr(context: "key bar", "home"), [key(.escape), key("q")], .game(.back)),
        ]
    }

    static func boardSizeGroups(glyphs: Glyphs) -> [KeyGroup] {
        let range = Settings.boardSizeRange
        let digits = "0123456789".map { KeyBinding(key: key($0), action: .boardSize(.type($0))) }
        return [
            KeyGroup(
                KeyName.list(glyphs.arrowKeys, "h l", KeyName.tab), tr("Move between the sizes"),
                bar: tr(context: "key bar", "choose"), barKeys: glyphs.leftRightKeys,
                bind(
                    [key(.left), key(.up), key("h"), KeyEvent(.tab, modifiers: .shift)], to: .boardSize(.moveFocus(-1)))
                    + bind([key(.right), key(.down), key("l"), key(.tab)], to: .boardSize(.moveFocus(1)))),
            KeyGroup(
                KeyName.list(KeyName.enter, KeyName.space), tr("Use the chosen size"),
                bar: tr(context: "key bar", "ok"), [key(.enter), key(" ")], .boardSize(.activateFocused)),
            KeyGroup(
                // TRANSLATORS: the sizes a board may have, such as "Type a custom size (4 to 16)".
                "0-9", tr("Type a custom size (%1$d to %2$d)", range.lowerBound, range.upperBound),
                bar: tr(context: "key bar", "type"), digits),
            KeyGroup(KeyName.backspace, tr("Delete the last digit"), [key(.backspace)], .boardSize(.deleteBackward)),
            KeyGroup(
                "+ -", tr("Make the custom size larger or smaller"),
                bind([key("+"), key("=")], to: .boardSize(.increment)) + bind([key("-")], to: .boardSize(.decrement))),
            KeyGroup(KeyName.click, tr("Choose a size, or close the sheet outside it"), []),
            KeyGroup(
                KeyName.list(KeyName.escape, "q"), tr("Close without changing the size"),
                bar: tr(context: "key bar", "cancel"), [key(.escape), key("q")], .boardSize(.cancel)),
        ]
    }

    static func victoryGroups(_ victory: VictoryViewModel) -> [KeyGroup] {
        let again = victory.record.mode.hasGivens ? tr("Play this puzzle again") : tr("Play again on this board size")
        var groups = [
            KeyGroup(
                KeyName.list(KeyName.enter, KeyName.space), tr("Done: back to Home"),
                bar: tr(context: "key bar", "done"),
                [key(.enter), key(" "), key(.escape), key("q")], .victory(.done)),
            KeyGroup("n", again, bar: tr(context: "key bar", "play again"), [key("n")], .victory(.playAgain)),
            KeyGroup(
                "y", tr("Copy the result to share (no squares; through OSC 52)"),
                bar: tr(context: "key bar", "copy result"), [key("y")], .victory(.copyShareText)),
        ]
        if victory.offersAlbum {
            groups.append(
                KeyGroup(
                    // TRANSLATORS: %s is a board size, such as "8×8".
                    "a", tr("Open the album at %s", DisplayText.boardSize(victory.record.boardSize)),
                    bar: tr(context: "key bar", "album"), [key("a")], .victory(.showAlbum)))
        }
        return groups
    }
}
