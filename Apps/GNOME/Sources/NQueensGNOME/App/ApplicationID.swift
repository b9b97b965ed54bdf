/// The app's identity on the desktop: its application ID (the `.desktop` file, the icons and the AppStream
/// metainfo in `Apps/GNOME/data/` are named after it) and its version.
public enum ApplicationID {
    /// The reverse-DNS application ID.
    public static let value = "io.github.nqueens.NQueens"

    /// The version shown in About.
    public static let version = "1.0.0"
}
