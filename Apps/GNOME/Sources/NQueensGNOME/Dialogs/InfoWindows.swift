import CAdwaita
import GObjectSwift
import NQueensLocalization

/// The About window and the keyboard shortcuts window.
@MainActor
enum InfoWindows {
    /// Shows the About window over `parent`.
    static func presentAbout(parent: Widget?) {
        let about = adw_about_window_new()
        let window = OpaquePointer(about)
        adw_about_window_set_application_name(window, ApplicationID.name)
        adw_about_window_set_application_icon(window, ApplicationID.value)
        adw_about_window_set_version(window, ApplicationID.version)
        adw_about_window_set_developer_name(window, tr("The NQueens developers"))
        adw_about_window_set_comments(
            window,
            tr(
                "Place N queens on an N×N board so that no two attack each other. Hints that really help, daily "
                    + "streaks, and a history of every game you solved."))
        adw_about_window_set_issue_url(window, "https://github.com/nqueens/nqueens/issues")
        adw_about_window_set_website(window, "https://github.com/nqueens/nqueens")
        withCStringArray([tr("The NQueens developers")]) { adw_about_window_set_developers(window, $0) }
        if let credits = translatorCredits { adw_about_window_set_translator_credits(window, credits) }
        if let parent { gtk_window_set_transient_for(UnsafeMutablePointer(window), parent.ptr()) }
        gtk_window_set_modal(UnsafeMutablePointer(window), 1)
        gtk_window_present(UnsafeMutablePointer(window))
    }

    /// The translators of the language spoken, one per line, as About lists them; `nil` in English.
    static var translatorCredits: String? {
        // TRANSLATORS: do not translate: put your names here, one per line, as About lists them.
        // TRANSLATORS: an e-mail address or web page may follow a name in angle brackets: "Anna <anna@example.org>".
        let credits = tr("translator-credits")
        return credits == "translator-credits" ? nil : credits  // l10n: not shown (gettext's marker for the credits)
    }

    /// The keyboard shortcuts window (GtkShortcutsWindow from its UI description), in the player's language.
    static func makeShortcutsWindow() -> Widget? {
        let builder = gtk_builder_new_from_string(shortcutsUI, -1)
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return nil }
        return Widget(sinking: UnsafeMutableRawPointer(object))
    }

    // MARK: The shortcuts window's description

    /// `text` with XML's special characters written as entities, to put in a UI description.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    // l10n: begin not shown (GtkBuilder's XML; the titles put in it are translated)
    private static func shortcut(_ accelerator: String, _ title: String) -> String {
        """
        <child><object class="GtkShortcutsShortcut">
          <property name="accelerator">\(escaped(accelerator))</property>
          <property name="title">\(escaped(title))</property>
        </object></child>
        """
    }

    private static func group(_ title: String, _ shortcuts: [(String, String)]) -> String {
        """
        <child><object class="GtkShortcutsGroup"><property name="title">\(escaped(title))</property>
        \(shortcuts.map { shortcut($0.0, $0.1) }.joined())
        </object></child>
        """
    }
    // l10n: end

    /// The shortcuts, grouped: each group's title and its shortcuts' accelerators (GTK's syntax, not translated)
    /// and titles.
    static var shortcutGroups: [(title: String, shortcuts: [(String, String)])] {
        // l10n: begin not shown (accelerators in GTK's syntax; every title is passed through tr)
        [
            (
                tr(context: "shortcuts", "Game"),
                [
                    ("<Control>n", tr("New game")), ("<Control>o", tr("Open a puzzle by ID")),
                    ("<Control>z", tr("Undo")), ("<Control><Shift>z", tr("Redo")), ("h", tr("Show a hint")),
                    ("<Control>r", tr("Restart the board")),
                ]
            ),
            (
                tr(context: "shortcuts", "Board"),
                [
                    ("Up Down Left Right", tr("Move the cursor (it stops at the edges)")),
                    ("space Return", tr("Place or remove a queen")),
                    ("x", tr("Mark or unmark the square (or right-click it)")),
                    ("<Control><Shift>x", tr("Clear your marks (right-drag to mark a row)")),
                ]
            ),
            (
                tr(context: "shortcuts", "Replay"),
                [
                    ("Left Right", tr("Step back or forward")), ("space", tr("Play or pause")),
                    ("Home End", tr("First or last step")),
                ]
            ),
            (
                tr(context: "shortcuts", "Album"),
                [
                    ("Up Down Left Right", tr("Move between the cards")), ("space Return", tr("Open the card")),
                    ("bracketleft", tr("Smaller board")), ("bracketright", tr("Larger board")),
                ]
            ),
            (
                tr(context: "shortcuts", "Statistics"),
                [("bracketleft", tr("Chart a smaller board")), ("bracketright", tr("Chart a larger board"))]
            ),
            (
                tr(context: "shortcuts", "General"),
                [
                    ("<Alt>Left Escape", tr("Go back")), ("<Control>comma", tr("Preferences")),
                    ("<Control>question", tr("Keyboard shortcuts")), ("<Control>w", tr("Close the window")),
                    ("<Control>q", tr("Quit")),
                ]
            ),
        ]
        // l10n: end
    }

    private static var shortcutsUI: String {
        let groups = shortcutGroups.map { group($0.title, $0.shortcuts) }
        // l10n: begin not shown (GtkBuilder's XML)
        return """
            <interface>
              <object class="GtkShortcutsWindow" id="shortcuts">
                <property name="modal">1</property>
                <child><object class="GtkShortcutsSection">
                  <property name="section-name">shortcuts</property><property name="max-height">16</property>
                  <property name="title">\(escaped(tr("Keyboard Shortcuts")))</property>
                  \(groups.joined())
                </object></child>
              </object>
            </interface>
            """
        // l10n: end
    }
}
