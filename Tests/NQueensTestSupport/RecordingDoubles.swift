import NQueensPresentation
import NQueensServices

/// Feedback that remembers every event, in order.
@MainActor
public final class RecordingFeedback: Feedback {
    /// The events played so far.
    public private(set) var events: [FeedbackEvent] = []

    /// The settings each event was played with, in order.
    public private(set) var settings: [Settings] = []

    /// Creates a recorder with no events.
    public init() {}

    /// Remembers `event` and the settings it was played with.
    public func play(_ event: FeedbackEvent, settings: Settings) {
        events.append(event)
        self.settings.append(settings)
    }

    /// Forgets the events recorded so far.
    public func reset() {
        events.removeAll()
        settings.removeAll()
    }
}

/// A flow delegate that remembers every action, in order, and decides nothing.
@MainActor
public final class RecordingFlowDelegate: HomeFlowDelegate {
    /// The actions received so far.
    public private(set) var actions: [HomeFlowAction] = []

    /// Creates a recorder with no actions.
    public init() {}

    /// Remembers `action`.
    public func handle(_ action: HomeFlowAction) {
        actions.append(action)
    }

    /// Forgets the actions recorded so far.
    public func reset() {
        actions.removeAll()
    }
}
