import Foundation
import NQueensServices

extension AppDependencies {
    /// The live container: the SQLite store in the data directory, the system clock, the live scheduler and
    /// background work, and `feedback` (the front end's haptics or bell).
    ///
    /// The data directory comes from `environment` (`NQUEENS_DATA_DIR`, else `XDG_DATA_HOME/nqueens`, else the
    /// platform's default under `HOME`); `NQUEENS_NOW` sets the clock's start (see `SystemGameClock`). A damaged database is moved aside by the store and `storeNotice` says
    /// where it went; when no store can be opened at all (no usable directory, a database from a newer NQueens),
    /// the game still starts, with in-memory stores and a `storeNotice` saying that nothing will be kept.
    public static func live(
        environment: [String: String] = ProcessInfo.processInfo.environment, feedback: any Feedback = SilentFeedback()
    ) -> AppDependencies {
        let clock = SystemGameClock(environment: environment)
        let stores: SQLiteStores
        do {
            stores = try SQLiteStores.open(in: try DataDirectory(environment: environment), now: clock.now)
        } catch {
            return .inMemory(
                feedback: feedback,
                storeNotice: "Your games cannot be saved: \(error). Until you quit, they are kept in memory only.")
        }
        return AppDependencies(
            history: stores.history, savedGames: stores.savedGame, settingsStore: stores.settings, clock: clock,
            feedback: feedback, ticks: TaskTickScheduler(), backgroundWork: DetachedBackgroundWork(),
            storeNotice: stores.notice.map { "\($0)." }, databaseURL: stores.databaseURL, album: stores.album)
    }
}
