import NQueensServices

// MARK: - Games from elsewhere

extension HomeCoordinator {
    /// Reads the history again on every screen that shows what it derives (Home's streaks, bests and dailies, the
    /// history list, the statistics, the album and its class), after games reached it other than by playing (an
    /// import).
    public func historyChanged() {
        home.refresh()
        history?.refresh()
        statistics?.refresh()
        album?.refresh()
        albumClass?.refresh()
    }
}
