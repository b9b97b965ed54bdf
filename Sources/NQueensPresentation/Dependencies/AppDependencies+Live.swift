import Foundation
import NQueensLocalization
import NQueensServices

extension AppDependencies {
    /// The live container: the SQLite store in the data directory, the system clock, the live scheduler and
    /// background work, and `feedback` (the front end's haptics or bell).
    ///
    /// The data directory comes from `environment` (`NQUEENS_DATA_DIR`, else `XDG_DATA_HOME/nqueens`, else the
    /// platform's default under `HOME`); `NQUEENS_NOW` sets the clock's start (see `SystemGameClock`). A damaged
    /// database is moved aside by the store and `storeNotice` says where it went; when no store can be opened at all
    /// (no usable directory, a database from a newer NQueens), the game still starts, with in-memory stores and a
    /// `storeNotice` saying that nothing will be kept.
    ///
    /// It chooses the language NQueens speaks, before any text is written: the player's setting, else the one
    /// `environment` asks for (`Localization.configure(preferred:environment:)`).
    public static func live(
        environment: [String: String] = ProcessInfo.processInfo.environment, feedback: any Feedback = SilentFeedback()
    ) -> AppDependencies {
        let environment = languageEnvironment(environment)
        let clock = SystemGameClock(environment: environment)
        let stores: SQLiteStores
        do {
            stores = try SQLiteStores.open(in: try DataDirectory(environment: environment), now: clock.now)
        } catch {
            speak(Settings.defaults, environment: environment)
            return .inMemory(
                feedback: feedback,
                // TRANSLATORS: %s says why, such as "cannot find a directory for NQueens data: HOME is not set; …".
                storeNotice: tr(
                    "Your games cannot be saved: %s. Until you quit, they are kept in memory only.",
                    DisplayText.problem(error)),
                environment: environment)
        }
        speak(stores.settings.loadSettings(), environment: environment)
        return AppDependencies(
            history: stores.history, savedGames: stores.savedGame, settingsStore: stores.settings, clock: clock,
            feedback: feedback, ticks: TaskTickScheduler(), backgroundWork: DetachedBackgroundWork(),
            storeNotice: stores.notice.map { DisplayText.sentence($0.description) }, databaseURL: stores.databaseURL,
            album: stores.album, environment: environment)
    }

    /// `environment`, in an app on Apple's platforms with the system's and the app's own language setting as
    /// `LANGUAGE` (the localization the app's bundle chose) when it names none; unchanged elsewhere (a command-line
    /// tool, whose bundle has no localizations, follows `LANG` as on Linux).
    static func languageEnvironment(_ environment: [String: String]) -> [String: String] {
        #if canImport(Darwin)
            guard environment["LANGUAGE"] == nil, Bundle.main.bundleURL.pathExtension == "app",
                let preferred = Bundle.main.preferredLocalizations.first
            else { return environment }
            return environment.merging(["LANGUAGE": preferred]) { current, _ in current }  // l10n: not shown (a key)
        #else
            return environment
        #endif
    }

    /// Chooses the language of `settings` (else the system's) for every text from now on.
    private static func speak(_ settings: Settings, environment: [String: String]) {
        Localization.configure(preferred: settings.language, environment: environment)
    }
}
