import Foundation
import NQueensLocalization
import NQueensServices

/// Everything the view models and coordinators need from the outside world, built once.
///
/// The live container (`live(environment:feedback:)`) opens the store in the data directory; tests build one
/// from test doubles (a manual clock and tick scheduler, in-memory or temporary stores, recording feedback).
@MainActor
public final class AppDependencies {
    /// The finished games.
    public let history: any GameHistoryStore

    /// The game in progress.
    public let savedGames: any SavedGameStore

    /// The solution album, which follows `history`.
    public let album: any SolutionAlbumStore

    /// The player's settings, shared by every screen and saved on change.
    public let settings: AppSettings

    /// The time: wall clock and calendar for records and streaks, monotonic uptime for the game clock.
    public let clock: any GameClock

    /// Where feedback events go (haptics, the terminal bell).
    public let feedback: any Feedback

    /// Drives the game clock's display and the replay's autoplay.
    public let ticks: any TickScheduler

    /// Runs the solutions counter off the main actor.
    public let backgroundWork: any BackgroundWork

    /// The locale dates and numbers are written in: the one fixed at creation, else the player's language's
    /// (`Localization.locale`, which follows a language chosen later).
    public var locale: Locale {
        fixedLocale ?? Localization.locale
    }

    private let fixedLocale: Locale?

    /// Something the player should know about their data (a damaged store moved aside, or no store at all),
    /// or `nil` when all is well.
    public let storeNotice: String?

    /// The database file the stores keep their data in, or `nil` when they keep it in memory only.
    public let databaseURL: URL?

    /// Wins the history could not take yet, written by the next save that succeeds.
    public let unsavedWins = UnsavedWins()

    /// Creates a container from its parts.
    ///
    /// Without an `album`, the album is worked out from `history` at every read (`DerivedSolutionAlbum`). The
    /// settings' System language is the one `environment` asks for.
    public init(
        history: any GameHistoryStore, savedGames: any SavedGameStore, settingsStore: any SettingsStore,
        clock: any GameClock, feedback: any Feedback, ticks: any TickScheduler, backgroundWork: any BackgroundWork,
        locale: Locale? = nil, storeNotice: String? = nil, databaseURL: URL? = nil,
        album: (any SolutionAlbumStore)? = nil, environment: [String: String] = [:]
    ) {
        self.history = history
        self.savedGames = savedGames
        self.album = album ?? DerivedSolutionAlbum(history: history)
        self.settings = AppSettings(store: settingsStore, environment: environment)
        self.clock = clock
        self.feedback = feedback
        self.ticks = ticks
        self.backgroundWork = backgroundWork
        self.fixedLocale = locale
        self.storeNotice = storeNotice
        self.databaseURL = databaseURL
    }

    /// A container whose stores live in memory only (nothing is kept after quitting), with the live clock and
    /// scheduler: for previews, and the fallback when no store can be opened.
    public static func inMemory(
        settings: Settings = .defaults, feedback: any Feedback = SilentFeedback(), storeNotice: String? = nil,
        environment: [String: String] = [:]
    ) -> AppDependencies {
        AppDependencies(
            history: InMemoryGameHistoryStore(), savedGames: InMemorySavedGameStore(),
            settingsStore: InMemorySettingsStore(settings: settings), clock: SystemGameClock(), feedback: feedback,
            ticks: TaskTickScheduler(), backgroundWork: DetachedBackgroundWork(), storeNotice: storeNotice,
            environment: environment)
    }

    /// Plays `event` on the feedback, with the player's current settings.
    func play(_ event: FeedbackEvent) {
        feedback.play(event, settings: settings.current)
    }
}
