import NQueensServices

// MARK: Either daily by kind

extension HomeViewModel {
    /// Today's card of the daily of `kind`: `daily` or `regionsDaily`.
    public func dailyCard(_ kind: DailyKind) -> DailyCard {
        switch kind {
        case .classic: daily
        case .regions: regionsDaily
        }
    }

    /// The last days of the daily of `kind`, the oldest first and today's last: `recentDailies` or
    /// `recentRegionsDailies`.
    public func recentDays(_ kind: DailyKind) -> [DailyDay] {
        switch kind {
        case .classic: recentDailies
        case .regions: recentRegionsDailies
        }
    }

    /// The streaks of the daily of `kind` in words: `dailyStreakText` or `regionsDailyStreakText`.
    public func streakText(_ kind: DailyKind) -> String {
        switch kind {
        case .classic: dailyStreakText
        case .regions: regionsDailyStreakText
        }
    }

    /// Plays today's daily of `kind` (or continues it).
    public func playDaily(_ kind: DailyKind) {
        switch kind {
        case .classic: playDaily()
        case .regions: playRegionsDaily()
        }
    }

    /// Plays the daily of `kind` of `date`, one of `recentDays(kind)` (or continues it); nothing for another date.
    public func playDaily(_ kind: DailyKind, on date: CalendarDay) {
        switch kind {
        case .classic: playDaily(on: date)
        case .regions: playRegionsDaily(on: date)
        }
    }
}
