import Foundation
import NQueensEngine
import NQueensServices
import NQueensTestSupport
import Testing

@testable import NQueensPresentation

/// A regions game in the view model: its rules (conflicts named by cause, completion), hints in words, "Mark around
/// each queen" and its undo, the board's regions and borders, saving, the victory's share text and Home's card.
@MainActor
@Suite("Game: regions puzzles")
struct RegionsGameTests {
    /// Wednesday 2 Dec 2026: the regions daily is 8×8 medium.
    private static let today = CalendarDay("2026-12-02")!

    private let puzzle = RegionsPuzzle.daily(for: RegionsGameTests.today).puzzle

    private func makeRegionsGame(settings: Settings = Settings()) -> (GameViewModel, TestDependencies) {
        let doubles = TestDependencies(
            settingsStore: InMemorySettingsStore(settings: settings),
            clock: ManualGameClock(now: SampleGames.date(2026, 12, 2, 9)))
        let game = GameViewModel(regionsPuzzle: puzzle, dailyDate: Self.today, dependencies: doubles.dependencies)
        return (game, doubles)
    }

    private func regionName(_ square: Square) -> String {
        RegionPalette.name(ofRegion: puzzle.regions.region(of: square))
    }

    // MARK: The board

    @Test("A regions daily starts empty, says its rules, and every cell knows its region and its borders")
    func board() throws {
        let (game, _) = makeRegionsGame()
        #expect(game.mode == .regions && game.title == "Regions daily · 2 Dec 2026")
        #expect(game.puzzleText == "8×8 · Medium · \(puzzle.id)")
        #expect(game.statusText == "Place 8 queens: one in each row, column and region, none touching.")
        #expect(game.regions == puzzle.regions && game.board.queens.isEmpty)
        for cell in game.grid.cells {
            let region = puzzle.regions.region(of: cell.square)
            #expect(cell.region == region)
            let above = Square(row: cell.square.row + 1, column: cell.square.column)
            let right = Square(row: cell.square.row, column: cell.square.column + 1)
            #expect(
                cell.regionBorders.contains(.top)
                    == (above.isOnBoard(ofSize: 8) && puzzle.regions.region(of: above) != region))
            #expect(
                cell.regionBorders.contains(.right)
                    == (right.isOnBoard(ofSize: 8) && puzzle.regions.region(of: right) != region))
            let colour = RegionPalette.color(ofRegion: region).name
            #expect(cell.accessibilityLabel == "\(cell.square), \(colour) region, empty")
        }
        // A classic board has no regions.
        let (classic, _, _) = makeGame(size: 8)
        #expect(classic.grid.cells.allSatisfy { $0.region == nil && $0.regionBorders.isEmpty })
    }

    // MARK: Conflicts

    @Test("Conflicts name their cause: the same row, the same column, the same region, or two queens touching")
    func conflictsNameTheirCause() throws {
        let map = puzzle.regions
        let all = (0..<8).flatMap { row in (0..<8).map { Square(row: row, column: $0) } }
        func check(_ first: Square, _ second: Square, _ text: String) {
            let (game, doubles) = makeRegionsGame()
            game.toggle([first, second])
            #expect(game.status == .conflict(queens: 2))
            #expect(game.statusText == "Conflict: \(text).")
            #expect(game.grid.cell(at: second)?.isConflicting == true)
            #expect(doubles.feedback.events.last == .conflict)
        }
        let a1 = Square(row: 0, column: 0)
        check(a1, Square(row: 0, column: 3), "a1 and d1 share row 1")
        check(a1, Square(row: 4, column: 0), "a1 and a5 share column a")
        let touching = try #require(
            all.first { square in
                let corner = Square(row: square.row + 1, column: square.column + 1)
                return corner.isOnBoard(ofSize: 8) && map.region(of: square) != map.region(of: corner)
            })
        let corner = Square(row: touching.row + 1, column: touching.column + 1)
        check(touching, corner, "\(touching) and \(corner) touch")
        var pairs: [(Square, Square)] = []
        for first in all {
            for second in all where first < second {
                guard first.row != second.row, first.column != second.column, !first.touches(second) else { continue }
                if map.region(of: first) == map.region(of: second) { pairs.append((first, second)) }
            }
        }
        let pair = try #require(pairs.first)
        check(pair.0, pair.1, "\(pair.0) and \(pair.1) are both in \(regionName(pair.0))")
    }

    // MARK: Hints

    @Test("Each rule's hint in words", arguments: [0, 1, 2, 3, 4, 5])
    func hintTexts(rule: Int) {
        let orange = RegionPalette.color(ofRegion: 0).name
        let blue = RegionPalette.color(ofRegion: 1).name
        let (deduction, text): (RegionsDeduction, String) =
            switch rule {
            case 0:
                (
                    .onlySquare(Square(row: 3, column: 2), in: .row(3)),
                    "Row 4 has one possible square left, so its queen goes on c4."
                )
            case 1:
                (
                    .aroundQueen(Square(row: 2, column: 2), ruledOut: []),
                    "The queen on c3 rules out the rest of its row, column and region, and the squares around it."
                )
            case 2:
                (
                    .confined([.region(0)], within: [.row(3)], ruledOut: []),
                    "The \(orange) region (A) fits only in row 4, so the rest of row 4 is ruled out."
                )
            case 3:
                (
                    .confined([.region(0), .region(1)], within: [.column(2), .column(3)], ruledOut: []),
                    "The \(orange) (A) and \(blue) (B) regions fit only in columns c and d, so the rest of columns c and d is "
                        + "ruled out."
                )
            case 4:
                (
                    .confined([.row(1)], within: [.region(1)], ruledOut: []),
                    "Row 2 has possible squares only in the \(blue) region (B), so the rest of the \(blue) region (B) is "
                        + "ruled out."
                )
            default:
                (
                    .contradiction(Square(row: 4, column: 4), emptying: .region(1)),
                    "A queen on e5 would leave the \(blue) region (B) with no possible square, so e5 is ruled out."
                )
            }
        #expect(RegionsRules.describe(deduction) == text)
    }

    @Test("A hint gives the next deduction in words; a step that rules squares out marks them, the next goes on")
    func hintsOnTheBoard() throws {
        let (game, doubles) = makeRegionsGame()
        var steps = 0
        while !game.isSolved && steps < 200 {
            steps += 1
            game.showHint()
            let text = try #require(game.hintText)
            let hint = try #require(game.regionsHint)
            guard case .deduce(let deduction) = hint else {
                Issue.record("an unexpected hint on the way: \(hint)")
                return
            }
            #expect(text == RegionsRules.describe(deduction))
            if let queen = deduction.placedQueen {
                #expect(game.grid.cell(at: queen)?.hint == .place)
                game.toggleQueen(at: queen)
            } else {
                #expect(Set(deduction.ruledOutSquares).isSubset(of: game.ruledOut))
            }
        }
        #expect(game.isSolved && game.hintsUsed == steps)
        #expect(doubles.feedback.events.contains(.hintShown))
        #expect(game.record?.mode == .regions && game.record?.puzzleID == puzzle.id.description)
        #expect(game.record?.dailyDate == Self.today)
    }

    @Test("A wrong queen's hint says to take it back, naming the conflict")
    func hintTakesBack() {
        let (game, _) = makeRegionsGame()
        game.toggle([Square(row: 0, column: 0), Square(row: 0, column: 3)])
        game.showHint()
        #expect(game.hintText == "Take the queen off d1: a1 and d1 share row 1.")
        #expect(game.grid.cell(at: Square(row: 0, column: 3))?.hint == .remove)
    }

    // MARK: Mark around each queen

    @Test("Mark around each queen: a new queen marks what it rules out, and one undo takes queen and marks back")
    func markAround() {
        let (game, doubles) = makeRegionsGame(settings: Settings(marksAroundQueens: true))
        let queen = puzzle.solution[3]
        game.toggleMark(at: queen)
        game.toggleQueen(at: queen)
        let ruledOut = Set(puzzle.regions.squaresRuledOut(byQueenOn: queen))
        #expect(game.squares { $0.isMarked } == ruledOut)
        #expect(game.moveCount == 1 && doubles.feedback.events.last == .placed)
        game.undo()
        #expect(game.board.queens.isEmpty && game.squares { $0.isMarked } == [queen])
        game.redo()
        #expect(game.board.queens == [queen] && game.squares { $0.isMarked } == ruledOut)
        // Off: a queen marks nothing.
        let (plain, plainDoubles) = makeRegionsGame()
        plain.toggleQueen(at: queen)
        #expect(plain.squares { $0.isMarked }.isEmpty)
        // Turned on from the game (the terminal's key): the next queen marks around it, and the setting is kept.
        plain.toggleMarksAroundQueens()
        #expect(plain.marksAroundQueens && plainDoubles.settingsStore.loadSettings().marksAroundQueens)
        let next = puzzle.solution[5]
        plain.toggleQueen(at: next)
        #expect(plain.squares { $0.isMarked } == Set(puzzle.regions.squaresRuledOut(byQueenOn: next)))
        // The setting is saved.
        let settings = SettingsViewModel(settings: AppSettings(store: InMemorySettingsStore()))
        #expect(!settings.marksAroundQueens)
        settings.marksAroundQueens = true
        #expect(settings.marksAroundQueens)
    }

    // MARK: Saving, winning, Home

    @Test("The regions game in progress and its marks are saved and resumed through its ID")
    func savesAndResumes() throws {
        let (game, doubles) = makeRegionsGame()
        game.toggleQueen(at: puzzle.solution[0])
        let mark =
            puzzle.solution[7] == Square(row: 7, column: 7) ? Square(row: 7, column: 0) : Square(row: 7, column: 7)
        game.toggleMark(at: mark)
        let saved = try #require(doubles.savedGames.loadSavedGame())
        #expect(saved.mode == .regions && saved.puzzleID == puzzle.id.description && saved.dailyDate == Self.today)
        let resumed = GameViewModel(resuming: saved, dependencies: doubles.dependencies)
        #expect(resumed.regionsPuzzle == puzzle && resumed.board.queens == game.board.queens)
        #expect(resumed.squares { $0.isMarked } == game.squares { $0.isMarked })
        #expect(resumed.canUndo && resumed.grid.cells.allSatisfy { $0.region != nil })
    }

    @Test("Victory's share text is spoiler-free and the regions streak is its own")
    func victory() throws {
        let doubles = TestDependencies(clock: ManualGameClock(now: SampleGames.date(2026, 12, 2, 9)))
        let record = SampleGames.solvedRegionsDaily(
            "2026-12-02", finishedAt: SampleGames.date(2026, 12, 2, 9), activeSeconds: 72)
        try doubles.history.record(record)
        let victory = VictoryViewModel(record: record, dependencies: doubles.dependencies)
        #expect(victory.shareText == "NQueens Regions · 2 Dec 2026 · 8×8 medium ✔ 1:12 · no hints")
        #expect(victory.message == "You solved the regions daily of 2 Dec 2026.")
        #expect(victory.dailyStreak == 1 && victory.albumLines.isEmpty)
        #expect(victory.stats.last == GameStat(label: "Regions streak", value: "🔥 1"))
        // The album keeps N-queens solutions only: the sheet offers no Album, and asking for it does nothing.
        let delegate = RecordingFlowDelegate()
        victory.delegate = delegate
        #expect(!victory.offersAlbum)
        victory.showAlbum()
        #expect(delegate.actions.isEmpty)
        let home = HomeViewModel(dependencies: doubles.dependencies)
        #expect(home.regionsDaily.title == "Today's regions daily" && home.regionsDaily.isSolved)
        #expect(home.regionsDaily.summaryText == "8×8 · Medium" && home.regionsDaily.idText == puzzle.id.description)
        #expect(home.recentRegionsDailies.count == 30 && home.recentRegionsDailies.last?.isSolved == true)
        #expect(home.regionsDailyStreak == 1 && home.dailyStreak == 0 && !home.daily.isSolved)
        #expect(home.regionsDailyStreakText == "Regions streak 1")
        let history = HistoryViewModel(dependencies: doubles.dependencies)
        history.select(ModeFilter.regions)
        #expect(history.rows.map(\.id) == [record.id])
        #expect(history.rows.first?.kindText == "Regions daily 2 Dec 2026 · Medium")
        history.select(ModeFilter.daily)
        #expect(history.rows.isEmpty)
    }

    @Test("Home's regions daily opens the regions game, and continues it")
    func coordinatorOpensIt() {
        let doubles = TestDependencies(clock: ManualGameClock(now: SampleGames.date(2026, 12, 2, 9)))
        let coordinator = HomeCoordinator(dependencies: doubles.dependencies)
        coordinator.home.playRegionsDaily()
        let game = coordinator.screen.game
        #expect(game?.mode == .regions && game?.regionsPuzzle == puzzle)
        game?.toggleQueen(at: puzzle.solution[0])
        coordinator.handle(.back)
        coordinator.home.playRegionsDaily()
        #expect(coordinator.screen.game === game)
    }

    // MARK: Palette

    @Test("At least 12 region colours, told apart in light and dark, each in contrast with the queen drawn on it")
    func palette() {
        let colours = RegionPalette.colors
        #expect(colours.count >= 12 && Set(colours.map(\.name)).count == colours.count)
        for (tones, queen) in [(colours.map(\.light), Palette.light.queen), (colours.map(\.dark), Palette.dark.queen)] {
            for tone in tones { #expect(tone.contrastRatio(with: queen) >= 4.5, "\(tone) under \(queen)") }
            for (index, first) in tones.enumerated() {
                for second in tones[(index + 1)...] {
                    #expect(Self.distance(first, second) >= 12, "\(first) and \(second) look alike")
                }
            }
        }
        #expect(colours[0].tone(for: .light) == colours[0].light && colours[0].tone(for: .dark) == colours[0].dark)
    }

    /// The CIE76 distance between two colours (CIELAB under D65).
    private static func distance(_ first: RGBColor, _ second: RGBColor) -> Double {
        func lab(_ colour: RGBColor) -> [Double] {
            func linear(_ component: UInt8) -> Double {
                let value = Double(component) / 255
                return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            let (r, g, b) = (linear(colour.red), linear(colour.green), linear(colour.blue))
            let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.950_47
            let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
            let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.088_83
            func f(_ t: Double) -> Double { t > 0.008_856 ? cbrt(t) : 7.787 * t + 16 / 116 }
            return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
        }
        return sqrt(zip(lab(first), lab(second)).map { ($0 - $1) * ($0 - $1) }.reduce(0, +))
    }
}
