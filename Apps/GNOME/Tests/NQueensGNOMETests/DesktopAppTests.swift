import NQueensEngine
import Testing

/// The app under Xvfb: every suite inside runs one test at a time (they share the display and the GLib loop).
@Suite("The GNOME app under Xvfb", .serialized)
@MainActor
struct DesktopAppTests {}

/// The squares of `names` in chess notation on a board of `size`.
func squares(_ names: String..., size: Int) -> [NQueensEngine.Square] {
    names.map { name in
        // Force-unwrapping is fine in test fixtures written by hand.
        try! NQueensEngine.Square(parsing: name, boardSize: size)
    }
}
