import NQueensPresentation

/// One key (with its modifiers) and what it does.
struct KeyBinding: Hashable, Sendable {
    /// The key.
    let key: KeyEvent
    /// What it does.
    let action: ScreenAction
}

/// Keys that do one thing, as the help lists them and the key bar shows them.
struct KeyGroup: Hashable, Sendable {
    /// The keys as the help shows them, such as `u` or `r Ctrl-R`.
    let keys: String

    /// What they do, as a sentence for the help.
    let summary: String

    /// The key bar's short label, or `nil` when the group is only listed in the help.
    let barLabel: String?

    /// The keys as the key bar shows them (the first of ``keys`` by default).
    let barKeys: String

    /// The keys and what each does.
    let bindings: [KeyBinding]

    /// Whether the key bar leaves this group out first when it is too narrow for all of them.
    let leavesBarFirst: Bool

    /// Creates a group.
    init(
        _ keys: String, _ summary: String, bar: String? = nil, barKeys: String? = nil, leavesBarFirst: Bool = false,
        _ bindings: [KeyBinding]
    ) {
        self.keys = keys
        self.summary = summary
        self.barLabel = bar
        self.barKeys = barKeys ?? String(keys.split(separator: " ").first ?? "")
        self.leavesBarFirst = leavesBarFirst
        self.bindings = bindings
    }

    /// Keys that all do `action`.
    init(
        _ keys: String, _ summary: String, bar: String? = nil, barKeys: String? = nil, leavesBarFirst: Bool = false,
        _ events: [KeyEvent], _ action: ScreenAction
    ) {
        self.init(
            keys, summary, bar: bar, barKeys: barKeys, leavesBarFirst: leavesBarFirst,
            events.map { KeyBinding(key: $0, action: action) })
    }

    /// What a click on the group's key-bar item does: its action when all its keys do the same thing.
    var clickAction: ScreenAction? {
        guard let first = bindings.first?.action, bindings.allSatisfy({ $0.action == first }) else { return nil }
        return first
    }
}

/// The screen (or overlay) that receives the keys.
@MainActor
enum KeyContext {
    /// Home.
    case home(HomeViewModel)
    /// A game.
    case game(GameViewModel)
    /// The board-size sheet.
    case boardSize(BoardSizeViewModel)
    /// The list of finished games.
    case history(HistoryViewModel)
    /// The statistics.
    case statistics(StatisticsViewModel)
    /// A replay.
    case replay(ReplayViewModel)
    /// The victory sheet.
    case victory(VictoryViewModel)
    /// The sheet of languages.
    case language
    /// The album.
    case album(AlbumViewModel)
    /// One class of the album.
    case albumClass(AlbumClassViewModel)
    /// The list of keys.
    case help
}
