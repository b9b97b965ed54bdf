import NQueensServices

/// Something the player should feel or hear: the seed's `TapticEngine`, as events.
///
/// View models fire an event only when the state really changed (a tap that changes nothing fires nothing), and
/// one event per action: the most telling one (a placement that attacks another queen is `conflict`, not
/// `placed`; the placement that solves the board is `solved`).
public enum FeedbackEvent: String, Hashable, Sendable, CaseIterable {
    /// A queen was put on the board without attacking another.
    case placed
    /// A queen was taken off the board.
    case removed
    /// A queen was put where it attacks another queen.
    case conflict
    /// A move was taken back.
    case undone
    /// A move taken back was made again.
    case redone
    /// A hint was shown.
    case hintShown
    /// The player's marks changed (a mark put or taken off, a drag, Clear marks), and no queen.
    case marked
    /// The board was solved.
    case solved
    /// The win found the last solution of its board size's album (played after `solved`).
    case albumCompleted
}

/// Plays feedback events: haptics on a phone, the bell in a terminal, nothing in tests unless recorded.
///
/// Implementations decide what each event feels or sounds like, and whether the player's settings allow it
/// (`soundEnabled` for a bell, `hapticsEnabled` for haptics); view models only say what happened.
@MainActor
public protocol Feedback: AnyObject {
    /// Plays `event`, as far as `settings` (the player's current settings) allow.
    func play(_ event: FeedbackEvent, settings: Settings)
}

/// Feedback that does nothing: for front ends without haptics or sound, and for previews.
@MainActor
public final class SilentFeedback: Feedback {
    /// Creates silent feedback.
    public init() {}

    /// Does nothing.
    public func play(_ event: FeedbackEvent, settings: Settings) {}
}
