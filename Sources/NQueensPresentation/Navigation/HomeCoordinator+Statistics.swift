// MARK: - The statistics screen

extension HomeCoordinator {
    /// Shows the statistics over Home (read afresh), keeping its view model and chosen size for the whole run.
    func showStatistics() {
        guard flow.top != .statistics else { return }
        let screen: StatisticsViewModel
        if let statistics {
            screen = statistics
            screen.refresh()
        } else {
            screen = StatisticsViewModel(dependencies: dependencies)
            screen.delegate = self
            statistics = screen
        }
        flow.push(.statistics)
    }
}
