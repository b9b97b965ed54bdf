import CAdwaita
import NQueensPresentation
import NQueensServices

/// Feedback on the desktop: the display's bell on a conflict and on a win (and once more for a completed album),
/// when the player turned sound on.
///
/// There are no haptics on a desktop; every other event is silent (the board shows it).
@MainActor
final class DesktopFeedback: Feedback {
    /// The number of times the bell rang (for tests).
    private(set) var rings = 0

    func play(_ event: FeedbackEvent, settings: Settings) {
        guard settings.soundEnabled, [.conflict, .solved, .albumCompleted].contains(event) else { return }
        rings += 1
        if let display = gdk_display_get_default() { gdk_display_beep(display) }
    }
}
