#if canImport(SwiftUI)
    import NQueensPresentation
    import SwiftUI

    // MARK: - The seed's TapticEngine: haptic pulses played with SwiftUI's sensory feedback

    extension SensoryFeedback {
        /// The system feedback that plays `pattern`.
        init(_ pattern: HapticPattern) {
            switch pattern {
            case .lightImpact: self = .impact(weight: .light)
            case .selection: self = .selection
            case .error: self = .error
            case .success: self = .success
            case .celebration: self = .impact(weight: .heavy, intensity: 1.0)
            }
        }
    }

    extension View {
        /// Plays each new pulse of `haptics` (made by the view models' feedback events, when the player's settings
        /// allow haptics) with the system's sensory feedback.
        func playsHaptics(from haptics: HapticFeedback) -> some View {
            sensoryFeedback(trigger: haptics.pulse) { _, pulse in
                pulse.map { SensoryFeedback($0.pattern) }
            }
        }
    }
#endif
