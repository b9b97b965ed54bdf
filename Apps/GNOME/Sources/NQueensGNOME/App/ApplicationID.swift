import NQueensLocalization

/// The app's identity on the desktop: its application ID (the `.desktop` file, the icons and the AppStream
/// metainfo in `Apps/GNOME/data/` are named after it), its name and its version.
public enum ApplicationID {
    /// The reverse-DNS application ID.
    public static let value = "io.github.nqueens.NQueens"

    /// The version shown in About.
    public static let version = "1.0.0"

    /// The app's name in the player's language, as the desktop entry gives it: the window's title and About's.
    public static var name: String {
        // TRANSLATORS: the app's name, as the desktop entry and the window's title give it.
        tr("N-Queens")
    }
}
