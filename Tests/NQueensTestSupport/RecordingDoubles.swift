import NQueensPresentation

/// Feedback that remembers every event, in order.
@MainActor
public final class RecordingFeedback: Feedback {
    /// The events played so far.
    public private(set) var events: [FeedbackEvent] = []

    /// Creates a recorder with no events.
    public init() {}

    /// Remembers `event`.
    public func play(_ event: FeedbackEvent) {
        events.append(event)
    }

    /// Forgets the events recorded so far.
    public func reset() {
        events.removeAll()
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
