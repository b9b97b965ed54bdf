import NQueensLocalization
import NQueensPresentation
import NQueensServices

/// Every key of every screen: what it does, and how the help and the key bar name it.
///
/// The help overlay lists exactly these groups, so every key that does something is listed there. Their texts are in
/// the player's language: summaries are whole sentences, bar labels a word or two (context "key bar"), key names
/// come from ``KeyName``.
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
        case .language: languageGroups(glyphs: glyphs) + globalGroups(settings: settings)
        case .help: helpGroups(glyphs: glyphs)
        }
    }

    /// The action of `key` among `groups`, or `nil` when the key does nothing there.
    static func action(for key: KeyEvent, in groups: [KeyGroup]) -> ScreenAction? {
        for group in groups {
            if let binding = group.bindings.first(where: { $0.key == key }) { return binding.action }
        }
        return nil
    }

    // MARK: The help

    private static func helpGroups(glyphs: Glyphs) -> [KeyGroup] {
        [
            KeyGroup(
                KeyName.list("?", KeyName.escape, "q", KeyName.enter), tr("Close this help"),
                bar: tr(context: "key bar", "close"),
                [key("?"), key(.escape), key("q"), key(.enter), key(" "), key(.function(1))], .hideHelp),
            KeyGroup(
                KeyName.list(glyphs.upDownKeys, "j k", KeyName.pageUp, KeyName.pageDown), tr("Scroll the keys"),
                bind([key(.up), key("k")], to: .scrollHelp(-1)) + bind([key(.pageUp)], to: .scrollHelp(-8))
                    + bind([key(.down), key("j")], to: .scrollHelp(1)) + bind([key(.pageDown)], to: .scrollHelp(8))),
            KeyGroup(KeyName.list("Q", KeyName.control("C")), tr("Quit"), [key("Q"), .control("c")], .quit),
        ]
    }

    // MARK: The sheet of languages

    private static func languageGroups(glyphs: Glyphs) -> [KeyGroup] {
        [
            KeyGroup(
                KeyName.list(glyphs.upDownKeys, "j k", KeyName.tab), tr("Move between the languages"),
                bar: tr(context: "key bar", "choose"), barKeys: glyphs.upDownKeys,
                bind([key(.up), key("k"), KeyEvent(.tab, modifiers: .shift)], to: .language(.moveFocus(-1)))
                    + bind([key(.down), key("j"), key(.tab)], to: .language(.moveFocus(1)))),
            KeyGroup(
                KeyName.list(KeyName.enter, KeyName.space), tr("Use the chosen language"),
                bar: tr(context: "key bar", "ok"), [key(.enter), key(" ")], .language(.activateFocused)),
            KeyGroup(KeyName.click, tr("Choose a language, or close the sheet outside it"), []),
            KeyGroup(
                KeyName.list(KeyName.escape, "q"), tr("Close without changing the language"),
                bar: tr(context: "key bar", "cancel"), [key(.escape), key("q")], .language(.cancel)),
        ]
    }

    // MARK: Everywhere

    private static func globalGroups(settings: Settings, quitsWithQ: Bool = true) -> [KeyGroup] {
        let quitKeys: [KeyEvent] = quitsWithQ ? [key("Q"), .control("c")] : [key("q"), key("Q"), .control("c")]
        return [
            KeyGroup(
                "?", tr("Show these keys"), bar: tr(context: "key bar", "help"), [key("?"), key(.function(1))],
                .showHelp),
            KeyGroup(
                quitsWithQ ? KeyName.list("Q", KeyName.control("C")) : KeyName.list("q Q", KeyName.control("C")),
                tr("Quit (your game is saved)"), bar: quitsWithQ ? nil : tr(context: "key bar", "quit"),
                barKeys: quitsWithQ ? "Q" : "q", quitKeys, .quit),
            KeyGroup(
                "t", TerminalTheme.scheme(of: settings) == .dark ? tr("Use the light theme") : tr("Use the dark theme"),
                [key("t")], .toggleTheme),
            KeyGroup(
                "m", settings.reduceMotion ? tr("Turn animations on") : tr("Turn animations off"), [key("m")],
                .toggleReduceMotion),
            KeyGroup(
                "b", settings.soundEnabled ? tr("Turn the bell off") : tr("Ring the bell on conflicts and wins"),
                [key("b")], .toggleSound),
            KeyGroup("L", tr("Choose the language"), [key("L")], .showLanguages),
            KeyGroup(KeyName.control("Z"), tr("Suspend (the game clock stops)"), []),
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
