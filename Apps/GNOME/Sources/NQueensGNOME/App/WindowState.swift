import Foundation

/// The main window's size and whether it was maximized, remembered between runs in a small JSON file beside the
/// database (`gnome-window.json` in the data directory): GSettings would need a schema installed system-wide.
struct WindowState: Codable, Equatable {
    /// The size a new window opens at when nothing was saved.
    static let defaultSize = (width: 1_000, height: 720)

    /// The smallest size kept (the app works down to 360×640).
    static let minimumSize = (width: 360, height: 480)

    var width: Int
    var height: Int
    var isMaximized: Bool

    /// The file in the data directory of `databaseURL`, or `nil` when the stores live in memory.
    static func fileURL(databaseURL: URL?) -> URL? {
        databaseURL?.deletingLastPathComponent().appendingPathComponent("gnome-window.json")
    }

    /// The saved state, or `nil` when there is none or it cannot be read (a new window then opens at the
    /// default size).
    static func load(from url: URL?) -> WindowState? {
        guard let url, let data = try? Data(contentsOf: url),
            let state = try? JSONDecoder().decode(WindowState.self, from: data)
        else { return nil }
        return state.clamped
    }

    /// Saves the state; a failure is not worth troubling the player with (the window opens at the default size).
    func save(to url: URL?) {
        guard let url, let data = try? JSONEncoder().encode(self) else { return }
        try? data.write(to: url, options: .atomic)
    }

    /// The state with its size no smaller than the minimum and no larger than a sane screen.
    var clamped: WindowState {
        WindowState(
            width: min(max(width, Self.minimumSize.width), 8_000),
            height: min(max(height, Self.minimumSize.height), 8_000), isMaximized: isMaximized)
    }
}
