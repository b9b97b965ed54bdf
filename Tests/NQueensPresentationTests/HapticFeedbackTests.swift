import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("Haptic feedback (a pulse for each event, for trigger-driven haptics)")
struct HapticFeedbackTests {
    @Test(
        "Each event has its pattern: a light tap to place, an error for a conflict, success for the win, a celebration for a completed album"
    )
    func patterns() {
        let patterns = Dictionary(uniqueKeysWithValues: FeedbackEvent.allCases.map { ($0, $0.hapticPattern) })
        #expect(
            patterns == [
                .placed: .lightImpact, .removed: .selection, .conflict: .error, .undone: .selection,
                .redone: .selection, .hintShown: .selection, .solved: .success, .marked: .selection,
                .albumCompleted: .celebration,
            ])
    }

    @Test("Every event makes a new pulse, even the same pattern twice in a row")
    func pulses() {
        let haptics = HapticFeedback()
        #expect(haptics.pulse == nil)
        haptics.play(.removed, settings: Settings())
        let first = haptics.pulse
        haptics.play(.undone, settings: Settings())
        let second = haptics.pulse
        #expect(first?.pattern == .selection)
        #expect(second?.pattern == .selection)
        #expect(first != second)
        #expect((second?.serial ?? 0) > (first?.serial ?? 0))
    }

    @Test("With haptics off in the settings, no pulse is made")
    func switchedOff() {
        let haptics = HapticFeedback()
        haptics.play(.solved, settings: Settings(hapticsEnabled: false))
        #expect(haptics.pulse == nil)
        haptics.play(.placed, settings: Settings())
        let pulse = haptics.pulse
        haptics.play(.conflict, settings: Settings(hapticsEnabled: false))
        #expect(haptics.pulse == pulse)
    }

    @Test("Played by a real game with the player's settings: placed, conflict, then the win; off when turned off")
    func fromAGame() {
        let haptics = HapticFeedback()
        let doubles = TestDependencies()
        let dependencies = AppDependencies(
            history: doubles.history, savedGames: doubles.savedGames, settingsStore: doubles.settingsStore,
            clock: doubles.clock, feedback: haptics, ticks: doubles.ticks, backgroundWork: InlineBackgroundWork())
        let game = GameViewModel(boardSize: 4, dependencies: dependencies)
        var seen: [HapticPattern] = []
        func record() { haptics.pulse.map { seen.append($0.pattern) } }

        game.toggleQueen(at: square("a1", size: 4))
        record()
        game.toggleQueen(at: square("b2", size: 4))
        record()
        game.undo()
        record()
        #expect(seen == [.lightImpact, .error, .selection])

        game.toggleQueen(at: square("a1", size: 4))
        record()
        for placed in fourByFourSolution { game.toggleQueen(at: placed) }
        record()
        #expect(seen.suffix(2) == [.selection, .success])
        #expect(game.isSolved)

        dependencies.settings.setHapticsEnabled(false)
        let last = haptics.pulse
        game.restart()
        game.toggleQueen(at: square("a1", size: 4))
        #expect(haptics.pulse == last)
    }
}
