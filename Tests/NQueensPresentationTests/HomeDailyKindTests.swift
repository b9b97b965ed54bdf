import Foundation
import NQueensEngine
import NQueensServices
import NQueensTestSupport
import Testing

@testable import NQueensPresentation

/// Home's two dailies reached by kind, as a front end that draws both strips the same way does: each kind's card,
/// days, streak and play intents are that daily's own.
@MainActor
@Suite("Home: either daily by kind")
struct HomeDailyKindTests {
    private static let today = CalendarDay("2026-12-02")!

    private func makeHome() throws -> (HomeViewModel, RecordingFlowDelegate) {
        let doubles = TestDependencies(clock: ManualGameClock(now: SampleGames.date(2026, 12, 2, 9)))
        try doubles.history.record(
            SampleGames.solvedRegionsDaily(
                "2026-12-01", finishedAt: SampleGames.date(2026, 12, 1, 9), activeSeconds: 72))
        let home = HomeViewModel(dependencies: doubles.dependencies)
        let delegate = RecordingFlowDelegate()
        home.delegate = delegate
        return (home, delegate)
    }

    @Test("Each kind's card, days and streak are that daily's")
    func figuresByKind() throws {
        let (home, _) = try makeHome()
        #expect(home.dailyCard(.classic) == home.daily && home.dailyCard(.regions) == home.regionsDaily)
        #expect(home.recentDays(.classic) == home.recentDailies)
        #expect(home.recentDays(.regions) == home.recentRegionsDailies)
        #expect(
            home.recentDays(.regions).count == 30
                && home.recentDays(.regions).last?.sizeText == home.regionsDaily.sizeText)
        // Yesterday's regions daily is solved; no classic daily is.
        #expect(home.recentDays(.regions).dropLast().last?.isSolved == true)
        #expect(!home.recentDays(.classic).contains { $0.isSolved })
        #expect(home.streakText(.regions) == "Regions streak 1")
        #expect(home.streakText(.classic) == "No daily streak yet")
        #expect(DailyKind.classic.recentDaysLabel == "Dailies of the last 30 days")
        #expect(DailyKind.regions.recentDaysLabel == "Regions dailies of the last 30 days")
        #expect(DailyKind.regions.noun == "regions daily")
    }

    @Test("Playing by kind asks for that daily, and only for a date of its strip")
    func playByKind() throws {
        let (home, delegate) = try makeHome()
        let yesterday = Self.today.adding(days: -1)
        home.playDaily(.regions)
        home.playDaily(.classic)
        home.playDaily(.regions, on: yesterday)
        home.playDaily(.classic, on: yesterday)
        home.playDaily(.regions, on: Self.today.adding(days: -30))
        #expect(
            delegate.actions == [
                .playRegionsDaily(Self.today), .playDaily(Self.today), .playRegionsDaily(yesterday),
                .playDaily(yesterday),
            ])
    }
}
