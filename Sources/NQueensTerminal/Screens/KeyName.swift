import NQueensLocalization

/// The names of keys and mouse actions as the help and the key bar write them, in the player's language: `Enter`,
/// `Esc`, `Ctrl-R` (a German keyboard says `Eingabe`, `Strg-R`).
///
/// Letters and symbols typed as themselves (`q`, `?`, `[`) are not names: they are what the player presses, and stay
/// as they are in every language.
enum KeyName {
    // MARK: Keys

    // TRANSLATORS: the name of a key as keyboards in your language print it (the help and the key bar); short.
    static var enter: String { whole(tr(context: "key", "Enter")) }

    // TRANSLATORS: the name of a key as keyboards in your language print it (the help and the key bar); short.
    static var space: String { whole(tr(context: "key", "Space")) }

    // TRANSLATORS: the Escape key, as keyboards in your language print it; short.
    static var escape: String { whole(tr(context: "key", "Esc")) }

    // TRANSLATORS: the name of a key as keyboards in your language print it (the help and the key bar); short.
    static var tab: String { whole(tr(context: "key", "Tab")) }

    // TRANSLATORS: the name of a key as keyboards in your language print it (the help and the key bar); short.
    static var backspace: String { whole(tr(context: "key", "Backspace")) }

    // TRANSLATORS: the forward Delete key, as keyboards in your language print it; short.
    static var delete: String { whole(tr(context: "key", "Delete")) }

    // TRANSLATORS: the Home key (to the start of a list), as keyboards in your language print it; short.
    static var home: String { whole(tr(context: "key", "Home")) }

    // TRANSLATORS: the End key (to the end of a list), as keyboards in your language print it; short.
    static var end: String { whole(tr(context: "key", "End")) }

    // TRANSLATORS: the Page Up key, as keyboards in your language print it; short.
    static var pageUp: String { whole(tr(context: "key", "PgUp")) }

    // TRANSLATORS: the Page Down key, as keyboards in your language print it; short.
    static var pageDown: String { whole(tr(context: "key", "PgDn")) }

    /// A letter with the Control key held: `Ctrl-R`.
    static func control(_ letter: String) -> String {
        // TRANSLATORS: a letter typed with the Control key held (Ctrl-R); %s is the letter. German: Strg-%s.
        whole(tr(context: "key", "Ctrl-%s", letter))
    }

    // MARK: The arrow keys in ASCII (Unicode draws them as arrows)

    // TRANSLATORS: the four arrow keys, in the help of a terminal that cannot draw arrows; short.
    static var arrows: String { whole(tr(context: "key", "Arrows")) }

    // TRANSLATORS: the left and right arrow keys, in the help of a terminal that cannot draw arrows; short.
    static var leftRight: String { whole(tr(context: "key", "Left/Right")) }

    // TRANSLATORS: the up and down arrow keys, in the help of a terminal that cannot draw arrows; short.
    static var upDown: String { whole(tr(context: "key", "Up/Down")) }

    // MARK: The mouse

    // TRANSLATORS: a click of the mouse's left button, listed in the help among the keys; short.
    static var click: String { whole(tr(context: "mouse", "Click")) }

    // TRANSLATORS: a click of the mouse's right button, listed in the help among the keys; short.
    static var rightClick: String { whole(tr(context: "mouse", "Right-click")) }

    // TRANSLATORS: the mouse wheel, listed in the help among the keys; short.
    static var wheel: String { whole(tr(context: "mouse", "Wheel")) }

    // MARK: Lists

    /// Names of keys that do the same thing, as the help lists them: `Enter Space`.
    static func list(_ names: String...) -> String {
        names.joined(separator: " ")
    }

    /// A translated name kept in one piece: a space within it (`Bild auf`) becomes a no-break space, since lists of
    /// names are separated by spaces and the key bar shows the first name of a list.
    private static func whole(_ name: String) -> String {
        name.replacing(" ", with: "\u{00A0}")
    }
}
