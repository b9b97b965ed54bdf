import NQueensPresentation
import NQueensServices

/// The terminal's feedback: the bell, on conflicts and wins, when the player turned sound on (off by default).
@MainActor
public final class TerminalBell: Feedback {
    private let ring: @MainActor () -> Void

    /// Feedback that calls `ring` to sound the bell (the run loop's ``TerminalRunLoop/ringBell()``).
    public init(ring: @escaping @MainActor () -> Void) {
        self.ring = ring
    }

    /// The events that ring: a queen placed where it attacks another, a solved board, and a completed album (a
    /// second ring right after the win's).
    public static let ringingEvents: Set<FeedbackEvent> = [.conflict, .solved, .albumCompleted]

    /// Rings for a conflict or a win when `settings` allow sound; stays quiet otherwise.
    public func play(_ event: FeedbackEvent, settings: Settings) {
        guard settings.soundEnabled, Self.ringingEvents.contains(event) else { return }
        ring()
    }
}
