import CAdwaita
import GObjectSwift
import NQueensPresentation

/// The app's own CSS on top of libadwaita's: stat cards, the status banner's tones, the board's focus ring, the
/// daily card and its strip of days.
///
/// Colours that mean something in the game (conflict, hint, success) come from the presentation layer's
/// `Palette`, so every front end shows the same meanings; the rest is libadwaita's named colours, so the app
/// follows the system's accent and dark style.
@MainActor
enum Styles {
    private static var provider: UnsafeMutablePointer<GtkCssProvider>?

    /// Loads the CSS for `palette` on the default display, replacing the previous palette's.
    static func apply(_ palette: Palette) {
        guard let display = gdk_display_get_default() else { return }
        if provider == nil {
            provider = gtk_css_provider_new()
            gtk_style_context_add_provider_for_display(
                display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
        gtk_css_provider_load_from_data(provider, css(palette), -1)
    }

    /// The style sheet for `palette`.
    static func css(_ palette: Palette) -> String {
        // l10n: begin not shown (CSS)
        return """
            .stat-card { padding: 8px 6px; border-radius: 12px; }
            .stat-card .stat-value { font-size: 1.35em; font-weight: 800; font-feature-settings: "tnum"; }
            .stat-card .stat-label { font-size: 0.8em; font-weight: 700; opacity: 0.7; }
            .status-banner { padding: 10px 14px; border-radius: 12px; font-weight: 600; }
            .status-banner.neutral { background-color: alpha(currentColor, 0.07); }
            .status-banner.danger { background-color: \(palette.conflictSurface.description);
              color: \(palette.conflict.description); }
            .status-banner.warning { background-color: alpha(\(palette.hint.description), 0.16);
              color: \(palette.hint.description); }
            .status-banner.success { background-color: alpha(@success_color, 0.16); color: @success_color; }
            .hint-text { color: \(palette.hint.description); font-weight: 700; }
            .problem-text { color: @error_color; }
            .board-square { background: none; border-radius: 4px; }
            .board-square:focus-visible { outline: 3px solid \(palette.cursor.description); outline-offset: -3px; }
            .board-frame { border-radius: 14px; }
            .streak-value { color: \(palette.streak.description); font-weight: 800; }
            .perfect { color: @success_color; font-weight: 700; }
            .victory-stat .stat-value { font-size: 1.5em; font-weight: 800; }
            .filter-bar button { min-width: 34px; }
            .home-title { font-size: 2.2em; font-weight: 800; }
            .daily-card { padding: 14px 12px; }
            .daily-card .daily-icon { color: \(palette.given.description); }
            .daily-summary { font-weight: 700; }
            .daily-status.success { font-weight: 700; }
            button.daily-day { min-width: 16px; min-height: 26px; padding: 0; font-size: 0.8em; font-weight: 700;
              font-feature-settings: "tnum"; }
            button.daily-day.solved { background-color: alpha(\(palette.streak.description), 0.2);
              color: \(palette.streak.description); }
            button.daily-day.in-progress { box-shadow: inset 0 0 0 2px alpha(\(palette.hint.description), 0.8); }
            button.daily-day.today { box-shadow: inset 0 0 0 2px @accent_color; }
            flowboxchild.album-card { padding: 0; border-radius: 12px; }
            flowboxchild.album-card:not(.found) { opacity: 0.75; }
            flowboxchild.album-card.highlighted { box-shadow: inset 0 0 0 2px \(palette.streak.description); }
            flowboxchild.album-card:selected { background-color: alpha(@accent_bg_color, 0.22); }
            .album-dots { color: @accent_color; letter-spacing: 2px; }
            button.complete { color: @success_color; font-weight: 700; }
            .statistics-drawing:focus-visible { outline: 2px solid @accent_color; outline-offset: 2px;
              border-radius: 6px; }
            .album-news { font-weight: 700; color: @accent_color; }
            .album-complete { padding: 8px 14px; border-radius: 12px; font-size: 1.25em; font-weight: 800;
              background-color: alpha(\(palette.streak.description), 0.2); color: \(palette.streak.description); }
            """
        // l10n: end
    }
}
