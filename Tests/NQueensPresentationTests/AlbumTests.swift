import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

/// Plays `solution` from Home as a new free-play game on its size, and returns the victory sheet.
@MainActor
func play(_ solution: Solution, on coordinator: HomeCoordinator) throws -> VictoryViewModel {
    if coordinator.sheet != nil { coordinator.handle(.closeVictory) }
    coordinator.settings.update { $0.boardSize = solution.size }
    coordinator.handle(.startGame)
    let game = try #require(coordinator.screen.game)
    #expect(game.boardSize == solution.size)
    game.toggle(solution.squares)
    return try #require(coordinator.sheet?.victory)
}

@MainActor
@Suite("The solution album: victories, the album and its classes")
struct AlbumTests {
    private let eight = try! Solution(validating: [0, 4, 7, 5, 2, 6, 1, 3])
    private let otherEight = try! Solution(validating: [0, 5, 7, 2, 6, 3, 1, 4])

    private func coordinator(_ doubles: TestDependencies = TestDependencies()) -> HomeCoordinator {
        HomeCoordinator(dependencies: doubles.dependencies)
    }

    // MARK: Victory

    @Test("A first solution is new, in a new class; the same one again says when it was found")
    func sameSolutionTwice() throws {
        let doubles = TestDependencies()
        let flow = coordinator(doubles)
        let first = try play(eight, on: flow)
        #expect(first.albumLines == ["New solution: 1 of 92 on 8×8", "New class: 1 of 12 on 8×8"])
        #expect(first.albumNews?.isNewSolution == true)
        #expect(first.celebration == .solved)
        #expect(first.celebrationText == nil)
        #expect(first.confetti.pieceCount == ConfettiBurst.pieceCount)

        doubles.clock.advance(by: .seconds(86_400 * 3))
        let again = try play(eight, on: flow)
        #expect(again.albumLines == ["You found this one on 29 Nov"])
        #expect(again.albumNews?.isNewSolution == false)

        let other = try play(otherEight, on: flow)
        #expect(other.albumLines == ["New solution: 2 of 92 on 8×8", "New class: 2 of 12 on 8×8"])
    }

    @Test("A mirror image says so, with the day its original was found; a rotation says it is one")
    func mirrorAndRotation() throws {
        let doubles = TestDependencies()
        let flow = coordinator(doubles)
        _ = try play(eight, on: flow)
        doubles.clock.advance(by: .seconds(86_400 * 3))
        let mirror = try play(eight.transformed(by: .leftRightReflection), on: flow)
        #expect(mirror.albumLines == ["New solution: 2 of 92 on 8×8", "A mirror image of one you found on 29 Nov"])
        let turned = try play(eight.transformed(by: .quarterTurnClockwise), on: flow)
        #expect(turned.albumLines == ["New solution: 3 of 92 on 8×8", "A rotation of one you found on 29 Nov"])
    }

    @Test("A solution found today or yesterday is said so in a sentence of its own, never as a date")
    func todayAndYesterday() throws {
        let doubles = TestDependencies()
        let flow = coordinator(doubles)
        _ = try play(eight, on: flow)
        doubles.clock.advance(by: .seconds(60))
        #expect(try play(eight, on: flow).albumLines == ["You found this one earlier today"])
        #expect(
            try play(eight.transformed(by: .leftRightReflection), on: flow).albumLines == [
                "New solution: 2 of 92 on 8×8", "A mirror image of one you found earlier today",
            ])
        #expect(
            try play(eight.transformed(by: .halfTurn), on: flow).albumLines == [
                "New solution: 3 of 92 on 8×8", "A rotation of one you found earlier today",
            ])
        doubles.clock.advance(by: .seconds(86_400))
        #expect(try play(eight, on: flow).albumLines == ["You found this one yesterday"])
        #expect(
            try play(eight.transformed(by: .topBottomReflection), on: flow).albumLines == [
                "New solution: 4 of 92 on 8×8", "A mirror image of one you found yesterday",
            ])
        #expect(
            try play(eight.transformed(by: .quarterTurnClockwise), on: flow).albumLines == [
                "New solution: 5 of 92 on 8×8", "A rotation of one you found yesterday",
            ])
    }

    @Test("A found day in another year names the year")
    func dateInAnotherYear() throws {
        let doubles = TestDependencies()
        let flow = coordinator(doubles)
        _ = try play(eight, on: flow)
        doubles.clock.advance(by: .seconds(86_400 * 40))
        #expect(try play(eight, on: flow).albumLines == ["You found this one on 29 Nov 2026"])
    }

    @Test("All 4 solutions of 6×6: the last completes its class and the album, with the grand celebration")
    func completesSixBySix() throws {
        let doubles = TestDependencies()
        let flow = coordinator(doubles)
        let solutions = Array(try SolutionSequence(size: 6))
        #expect(solutions.count == 4)
        for (index, solution) in solutions.dropLast().enumerated() {
            doubles.clock.advance(by: .seconds(60))
            let victory = try play(solution, on: flow)
            #expect(victory.albumLines.first == "New solution: \(index + 1) of 4 on 6×6")
            #expect(victory.celebration == .solved)
        }
        doubles.feedback.reset()
        doubles.clock.advance(by: .seconds(60))
        let last = try play(try #require(solutions.last), on: flow)
        #expect(
            last.albumLines == [
                "New solution: 4 of 4 on 6×6", "A mirror image of one you found earlier today",
                "Class complete: all 4 of its members", "Album complete for 6×6",
            ])
        #expect(last.celebration == .albumComplete)
        #expect(last.celebrationText == "Album complete for 6×6")
        #expect(last.confetti.pieceCount == ConfettiBurst.grandPieceCount)
        #expect(doubles.feedback.events.suffix(2) == [.solved, .albumCompleted])
        #expect(FeedbackEvent.albumCompleted.hapticPattern == .celebration)
        // Solving one again is no longer news.
        doubles.clock.advance(by: .seconds(60))
        let again = try play(solutions[0], on: flow)
        #expect(again.albumLines == ["You found this one earlier today"])
        #expect(again.celebration == .solved)
    }

    @Test("4×4's two solutions are one class of two: the second completes both")
    func completesFourByFour() throws {
        let flow = coordinator()
        let solutions = Array(try SolutionSequence(size: 4))
        _ = try play(solutions[0], on: flow)
        let last = try play(solutions[1], on: flow)
        #expect(
            last.albumLines == [
                "New solution: 2 of 2 on 4×4", "A mirror image of one you found earlier today",
                "Class complete: both of its members", "Album complete for 4×4",
            ])
    }

    @Test("A daily's solution goes into the album like any other")
    func dailyCounts() throws {
        let doubles = TestDependencies()
        let flow = coordinator(doubles)
        let today = doubles.clock.today
        flow.handle(.playDaily(today))
        let game = try #require(flow.screen.game)
        let puzzle = Puzzle.daily(for: today).puzzle
        game.toggle(puzzle.solution.squares.filter { !puzzle.isGiven($0) })
        let victory = try #require(flow.sheet?.victory)
        let size = DisplayText.boardSize(puzzle.size)
        let total = DisplayText.number(try #require(SolutionCensus(size: puzzle.size)).solutions)
        #expect(victory.albumLines.first == "New solution: 1 of \(total) on \(size)")
        victory.showAlbum()
        let album = try #require(flow.screen.album)
        #expect(album.boardSize == puzzle.size)
        flow.handle(.showAlbumClass(puzzle.solution))
        let members = try #require(flow.screen.albumClass).members
        #expect(members.first { $0.isFound }?.statusText == "Found on 29 Nov 2026 in a daily puzzle")
    }

    // MARK: The album

    @Test("Home shows the album at the chosen size, and opens it there")
    func homeEntry() throws {
        let doubles = TestDependencies()
        let flow = coordinator(doubles)
        flow.settings.update { $0.boardSize = 8 }
        flow.home.refresh()
        #expect(flow.home.albumText == "8×8: 0 of 92 solutions · 0 of 12 classes")
        _ = try play(eight, on: flow)
        flow.handle(.closeVictory)
        #expect(flow.home.albumText == "8×8: 1 of 92 solutions · 1 of 12 classes")
        #expect(flow.home.album.accessibilityLabel == "8×8, 1 of 92 solutions and 1 of 12 classes found")
        flow.home.showAlbum()
        #expect(flow.flow.path == [.album])
        let album = try #require(flow.screen.album)
        #expect(album.boardSize == 8)
        #expect(album.title == "Album")
    }

    @Test("Every size from 4 to 16 has its figures; a size lists its classes, found or as silhouettes")
    func sizesAndClasses() throws {
        let flow = coordinator()
        _ = try play(eight, on: flow)
        _ = try play(eight.transformed(by: .halfTurn), on: flow)
        _ = try play(otherEight, on: flow)
        flow.handle(.showAlbum(boardSize: 8, highlighting: nil))
        let album = try #require(flow.screen.album)
        #expect(album.sizes.map(\.boardSize) == Array(4...16))
        #expect(
            album.sizes.map(\.solutionsTotal) == [
                2, 10, 4, 40, 92, 352, 724, 2_680, 14_200, 73_712, 365_596, 2_279_184, 14_772_512,
            ])
        #expect(
            album.sizes.map(\.classesTotal) == [1, 2, 1, 6, 12, 46, 92, 341, 1_787, 9_233, 45_752, 285_053, 1_846_955])
        #expect(album.sizes.last?.solutionsText == "0 of 14,772,512 solutions")
        #expect(album.headline == "8×8 · 3 of 92 solutions · 2 of 12 classes")
        #expect(album.listsEveryClass)
        #expect(album.listNote == nil)
        #expect(album.classes.count == 12)
        #expect(album.classes.map(\.number) == Array(1...12))
        let first = album.classes[0]
        #expect(first.canonicalForm == eight)
        #expect(first.foundMembers.count == 8)
        #expect(first.foundCount == 2)
        #expect(first.foundMembers[0])
        #expect(first.board == eight)
        #expect(first.accessibilityLabel == "class 1 of 12, 2 of 8 found")
        #expect(first.titleText == "Class 1")
        #expect(first.progressText == "2 of 8 found")
        let unfound = try #require(album.classes.first { !$0.isFound })
        #expect(unfound.board == nil)
        #expect(unfound.accessibilityLabel.hasSuffix(", 0 of \(unfound.memberCount) found"))
        #expect(album.classes.count(where: \.isFound) == 2)
        #expect(album.classes.map(\.memberCount).reduce(0, +) == 92)
    }

    @Test("The keyboard moves through the classes and the sizes, stopping at the ends of the list")
    func keyboard() throws {
        let flow = coordinator()
        flow.handle(.showAlbum(boardSize: 8, highlighting: nil))
        let album = try #require(flow.screen.album)
        #expect(album.selectedIndex == 0)
        album.moveSelection(by: -1)
        #expect(album.selectedIndex == 0)
        album.moveSelection(by: 4)
        album.moveSelection(by: 1)
        #expect(album.selectedIndex == 5)
        album.moveSelection(by: 40)
        #expect(album.selectedIndex == 11)
        album.showSize(by: 1)
        #expect(album.boardSize == 9)
        #expect(album.selectedIndex == 0)
        #expect(album.classes.count == 46)
        album.select(boardSize: 16)
        album.showSize(by: 1)
        #expect(album.boardSize == 4)
        album.showSize(by: -1)
        #expect(album.boardSize == 16)
        #expect(album.selectedIndex == nil)
        #expect(album.emptyText == "No 16×16 solution found yet: solve one and it appears here.")
        album.openSelectedClass()
        #expect(flow.flow.path == [.album])
        album.back()
        #expect(flow.flow.path.isEmpty)
    }

    @Test("Sizes past 12×12 list only the classes found, numbered among them")
    func largeBoards() throws {
        let flow = coordinator()
        let thirteen = try #require(try SolutionSequence(size: 13).first { _ in true })
        _ = try play(thirteen, on: flow)
        _ = try play(thirteen.transformed(by: .diagonalReflection), on: flow)
        flow.handle(.showAlbum(boardSize: 13, highlighting: nil))
        let album = try #require(flow.screen.album)
        #expect(!album.listsEveryClass)
        #expect(album.classes.count == 1)
        #expect(album.listNote == "13×13 has 9,233 classes: this is the one you found.")
        #expect(album.classes[0].accessibilityLabel == "found class 1 of 1, 2 of \(album.classes[0].memberCount) found")
        #expect(album.headline == "13×13 · 2 of 73,712 solutions · 1 of 9,233 classes")
        album.openClass(at: 0)
        let members = try #require(flow.screen.albumClass)
        #expect(members.title == "Found class 1 of 1 · 13×13")
        #expect(members.foundCount == 2)
    }

    @Test("A class shows its found members with their day, and silhouettes for the rest; a member opens its game")
    func classMembersAndReplay() throws {
        let doubles = TestDependencies()
        let flow = coordinator(doubles)
        let firstGame = try play(eight, on: flow).record
        doubles.clock.advance(by: .seconds(86_400))
        _ = try play(eight, on: flow)  // again: the album keeps the first game
        let mirrorGame = try play(eight.transformed(by: .leftRightReflection), on: flow).record
        flow.handle(.showAlbum(boardSize: 8, highlighting: nil))
        try #require(flow.screen.album).openClass(at: 0)
        #expect(flow.flow.path == [.album, .albumClass(eight)])
        let albumClass = try #require(flow.screen.albumClass)
        #expect(albumClass.title == "Class 1 of 12 · 8×8")
        #expect(albumClass.progressText == "2 of 8 found")
        #expect(albumClass.members.count == 8)
        #expect(albumClass.symmetryText.hasPrefix("No turn maps these solutions onto themselves"))
        let canonical = albumClass.members[0]
        #expect(canonical.board == eight)
        #expect(canonical.statusText == "Found on 29 Nov 2026 in free play")
        #expect(canonical.relationText == "The class's canonical board")
        #expect(canonical.accessibilityLabel == "member 1 of 8, found on 29 Nov 2026 in free play")
        let mirrorIndex = try #require(albumClass.members.firstIndex { $0.board == mirrorGame.solution })
        #expect(albumClass.members[mirrorIndex].statusText == "Found on 30 Nov 2026 in free play")
        #expect(albumClass.members[mirrorIndex].relationText == "Mirrored left to right")
        let missing = try #require(albumClass.members.first { !$0.isFound })
        #expect(missing.board == nil)
        #expect(missing.relationText == nil)
        #expect(missing.statusText == "Not found yet")
        #expect(missing.accessibilityLabel == "member \(missing.number) of 8, not found yet")

        // A silhouette opens nothing; a found member opens the replay of the game that first found it.
        albumClass.openReplay(ofMemberAt: missing.number - 1)
        #expect(flow.flow.path == [.album, .albumClass(eight)])
        albumClass.selectMember(at: 0)
        albumClass.openSelectedReplay()
        #expect(flow.flow.path == [.album, .albumClass(eight), .replay(firstGame.id)])
        let replay = try #require(flow.screen.replay)
        #expect(replay.record == firstGame)
        replay.back()
        albumClass.openReplay(ofMemberAt: mirrorIndex)
        #expect(try #require(flow.screen.replay).record == mirrorGame)
        flow.handle(.back)
        flow.handle(.back)
        #expect(flow.screen.album != nil)
    }

    @Test("Victory opens the album at its size with its class selected and marked")
    func victoryOpensAlbum() throws {
        let flow = coordinator()
        _ = try play(eight, on: flow)
        let victory = try play(otherEight, on: flow)
        victory.showAlbum()
        #expect(flow.sheet == nil)
        #expect(flow.flow.path == [.album])
        let album = try #require(flow.screen.album)
        #expect(album.highlightedClass == otherEight.canonicalForm)
        #expect(album.selectedClass?.canonicalForm == otherEight.canonicalForm)
        #expect(!flow.home.canResume)
    }

    @Test("Clearing the history, after its confirmation, empties the album")
    func clearingEmptiesAlbum() throws {
        let flow = coordinator()
        _ = try play(eight, on: flow)
        flow.handle(.closeVictory)
        flow.home.showHistory()
        let history = try #require(flow.screen.history)
        #expect(history.clearConfirmationText.contains("your album empties"))
        history.requestClear()
        flow.handle(.showAlbum(boardSize: 8, highlighting: nil))
        #expect(try #require(flow.screen.album).progress.solutionsFound == 1)
        flow.handle(.back)
        flow.home.showHistory()
        history.requestClear()
        history.confirmClear()
        flow.handle(.back)
        #expect(flow.home.albumText == "8×8: 0 of 92 solutions · 0 of 12 classes")
        flow.home.showAlbum()
        #expect(try #require(flow.screen.album).classes.allSatisfy { !$0.isFound })
    }

    @Test("An album that cannot be read says so and still shows every size")
    func unreadableAlbum() throws {
        let doubles = TestDependencies(history: FailingGameHistoryStore())
        let album = AlbumViewModel(dependencies: doubles.dependencies, boardSize: 8)
        #expect(album.problem?.hasPrefix("Your album could not be read") == true)
        #expect(album.sizes.count == 13)
    }

    @Test("Numbers are grouped by thousands, days named without the year of today")
    func formatting() {
        #expect(DisplayText.number(0) == "0")
        #expect(DisplayText.number(92) == "92")
        #expect(DisplayText.number(1_787) == "1,787")
        #expect(DisplayText.number(14_772_512) == "14,772,512")
        #expect(DisplayText.number(-1_000) == "-1,000")
        let today = CalendarDay("2026-11-29")!
        #expect(DisplayText.dayAndMonth(CalendarDay("2026-11-03")!, today: today) == "3 Nov")
        #expect(DisplayText.dayAndMonth(CalendarDay("2025-01-15")!, today: today) == "15 Jan 2025")
    }
}
