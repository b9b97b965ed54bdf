import NQueensServices
import Observation

/// The kind of haptic a feedback event is felt as, named after the platforms' standard haptics.
public enum HapticPattern: Hashable, Sendable, CaseIterable {
    /// A light tap: a queen put down.
    case lightImpact
    /// The tick of a changing selection: a queen taken off, a move undone or redone, a hint shown.
    case selection
    /// Something went wrong: a queen put where it attacks another.
    case error
    /// Something was achieved: the board solved.
    case success
    /// Something big was achieved: an album completed.
    case celebration
}

extension FeedbackEvent {
    /// How the event feels on a device with haptics.
    public var hapticPattern: HapticPattern {
        switch self {
        case .placed: return .lightImpact
        case .removed, .undone, .redone, .hintShown, .marked: return .selection
        case .conflict: return .error
        case .solved: return .success
        case .albumCompleted: return .celebration
        }
    }
}

/// One haptic to play: its pattern and a serial number, so that the same pattern twice in a row is still a
/// change a trigger-driven player (SwiftUI's `sensoryFeedback(trigger:_:)`) can see.
public struct HapticPulse: Hashable, Sendable {
    /// What to play.
    public let pattern: HapticPattern

    /// Counts the pulses: each pulse has a higher serial than the one before.
    public let serial: Int

    /// Creates a pulse.
    public init(pattern: HapticPattern, serial: Int) {
        self.pattern = pattern
        self.serial = serial
    }
}

/// Feedback for front ends that play haptics by observing a value (SwiftUI): each event the player's settings
/// allow becomes a new `pulse`.
///
/// View models play events into it; a view watches `pulse` and plays its pattern whenever it changes. With
/// haptics turned off in the settings, no pulse is made at all.
@MainActor
@Observable
public final class HapticFeedback: Feedback {
    /// The latest haptic to play; `nil` until the first.
    public private(set) var pulse: HapticPulse?

    /// Creates feedback with no pulse yet.
    public init() {}

    /// Makes a new pulse for `event`, unless `settings` turn haptics off.
    public func play(_ event: FeedbackEvent, settings: Settings) {
        guard settings.hapticsEnabled else { return }
        pulse = HapticPulse(pattern: event.hapticPattern, serial: (pulse?.serial ?? 0) &+ 1)
    }
}
