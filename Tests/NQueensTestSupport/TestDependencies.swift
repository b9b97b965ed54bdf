import Foundation
import NQueensPresentation
import NQueensServices

/// The test doubles of an `AppDependencies`, kept at hand so that a test can drive and inspect them.
@MainActor
public final class TestDependencies {
    /// The finished games.
    public let history: any GameHistoryStore

    /// The game in progress.
    public let savedGames: any SavedGameStore

    /// The settings store.
    public let settingsStore: any SettingsStore

    /// The clock, moved by hand.
    public let clock: ManualGameClock

    /// The ticks, fired by hand.
    public let ticks: ManualTickScheduler

    /// The feedback played.
    public let feedback: RecordingFeedback

    /// The container handed to view models and coordinators.
    public let dependencies: AppDependencies

    /// Builds a container from doubles: in-memory stores unless given, a clock at 2026-11-29 12:00 UTC, manual
    /// ticks, recording feedback, inline background work unless given, dates in the language spoken (US English's
    /// unless a test speaks another), and the album worked out from `history` unless given.
    public init(
        history: any GameHistoryStore = InMemoryGameHistoryStore(),
        savedGames: any SavedGameStore = InMemorySavedGameStore(),
        settingsStore: any SettingsStore = InMemorySettingsStore(),
        clock: ManualGameClock = ManualGameClock(now: SampleGames.date(2026, 11, 29)),
        backgroundWork: any BackgroundWork = InlineBackgroundWork(), storeNotice: String? = nil,
        album: (any SolutionAlbumStore)? = nil
    ) {
        self.history = history
        self.savedGames = savedGames
        self.settingsStore = settingsStore
        self.clock = clock
        self.ticks = ManualTickScheduler()
        self.feedback = RecordingFeedback()
        self.dependencies = AppDependencies(
            history: history, savedGames: savedGames, settingsStore: settingsStore, clock: clock,
            feedback: feedback, ticks: ticks, backgroundWork: backgroundWork,
            storeNotice: storeNotice, album: album)
    }

    /// Moves the clock on by `duration` and fires the ticks once, as time passing on screen.
    public func advance(by duration: Duration) {
        clock.advance(by: duration)
        ticks.fire()
    }
}
