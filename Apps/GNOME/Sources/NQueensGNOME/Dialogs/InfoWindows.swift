import CAdwaita
import GObjectSwift

/// The About window and the keyboard shortcuts window.
@MainActor
enum InfoWindows {
    /// Shows the About window over `parent`.
    static func presentAbout(parent: Widget?) {
        let about = adw_about_window_new()
        let window = OpaquePointer(about)
        adw_about_window_set_application_name(window, "N-Queens")
        adw_about_window_set_application_icon(window, ApplicationID.value)
        adw_about_window_set_version(window, ApplicationID.version)
        adw_about_window_set_developer_name(window, "The NQueens developers")
        adw_about_window_set_comments(
            window,
            "Place N queens on an N×N board so that no two attack each other. Hints that really help, daily "
                + "streaks, and a history of every game you solved.")
        adw_about_window_set_issue_url(window, "https://github.com/nqueens/nqueens/issues")
        adw_about_window_set_website(window, "https://github.com/nqueens/nqueens")
        withCStringArray(["The NQueens developers"]) { adw_about_window_set_developers(window, $0) }
        if let parent { gtk_window_set_transient_for(UnsafeMutablePointer(window), parent.ptr()) }
        gtk_window_set_modal(UnsafeMutablePointer(window), 1)
        gtk_window_present(UnsafeMutablePointer(window))
    }

    /// The keyboard shortcuts window (GtkShortcutsWindow from its UI description).
    static func makeShortcutsWindow() -> Widget? {
        let builder = gtk_builder_new_from_string(shortcutsUI, -1)
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return nil }
        return Widget(sinking: UnsafeMutableRawPointer(object))
    }

    private static func shortcut(_ accelerator: String, _ title: String) -> String {
        """
        <child><object class="GtkShortcutsShortcut">
          <property name="accelerator">\(accelerator)</property><property name="title">\(title)</property>
        </object></child>
        """
    }

    private static func group(_ title: String, _ shortcuts: [(String, String)]) -> String {
        """
        <child><object class="GtkShortcutsGroup"><property name="title">\(title)</property>
        \(shortcuts.map { shortcut($0.0, $0.1) }.joined())
        </object></child>
        """
    }

    private static var shortcutsUI: String {
        let groups = [
            group(
                "Game",
                [
                    ("&lt;Control&gt;n", "New game"), ("&lt;Control&gt;o", "Open a puzzle by ID"),
                    ("&lt;Control&gt;z", "Undo"),
                    ("&lt;Control&gt;&lt;Shift&gt;z", "Redo"), ("h", "Show a hint"),
                    ("&lt;Control&gt;r", "Restart the board"),
                ]),
            group(
                "Board",
                [
                    ("Up Down Left Right", "Move the cursor (it stops at the edges)"),
                    ("space Return", "Place or remove a queen"),
                    ("x", "Mark or unmark the square (or right-click it)"),
                    ("&lt;Control&gt;&lt;Shift&gt;x", "Clear your marks (right-drag to mark a row)"),
                ]),
            group(
                "Replay",
                [
                    ("Left Right", "Step back or forward"), ("space", "Play or pause"),
                    ("Home End", "First or last step"),
                ]
            ),
            group(
                "Album",
                [
                    ("Up Down Left Right", "Move between the cards"), ("space Return", "Open the card"),
                    ("bracketleft", "Smaller board"), ("bracketright", "Larger board"),
                ]),
            group(
                "Statistics",
                [("bracketleft", "Chart a smaller board"), ("bracketright", "Chart a larger board")]),
            group(
                "General",
                [
                    ("&lt;Alt&gt;Left Escape", "Go back"), ("&lt;Control&gt;comma", "Preferences"),
                    ("&lt;Control&gt;question", "Keyboard shortcuts"), ("&lt;Control&gt;w", "Close the window"),
                    ("&lt;Control&gt;q", "Quit"),
                ]),
        ]
        return """
            <interface>
              <object class="GtkShortcutsWindow" id="shortcuts">
                <property name="modal">1</property>
                <child><object class="GtkShortcutsSection">
                  <property name="section-name">shortcuts</property><property name="max-height">16</property>
                  \(groups.joined())
                </object></child>
              </object>
            </interface>
            """
    }
}
