import NQueensServices

/// Everything a screen needs besides its view model: the theme, the glyphs, the settings and the animations.
struct ScreenContext: Sendable {
    /// The colours and attributes.
    let theme: TerminalTheme

    /// The symbols, Unicode or ASCII.
    let glyphs: Glyphs

    /// The player's settings.
    let settings: Settings

    /// The animations running.
    let motion: Motion

    /// Creates a context.
    init(theme: TerminalTheme, glyphs: Glyphs, settings: Settings, motion: Motion = Motion()) {
        self.theme = theme
        self.glyphs = glyphs
        self.settings = settings
        self.motion = motion
    }

    /// `text` as the terminal can show it (ASCII look-alikes without Unicode).
    func text(_ text: String) -> String {
        glyphs.text(text)
    }
}
