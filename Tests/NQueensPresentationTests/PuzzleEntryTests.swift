import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("Opening a puzzle by its ID")
struct PuzzleEntryTests {
    /// A real puzzle's ID: Sunday 29 Nov 2026's daily (12×12 medium).
    private let id = Puzzle.daily(for: CalendarDay("2026-11-29")!).puzzle.id

    @Test("A puzzle's ID, in any case and with spaces around it, asks the flow to play that puzzle")
    func opensAnID() {
        let entry = PuzzleEntryViewModel()
        let delegate = RecordingFlowDelegate()
        entry.delegate = delegate
        #expect(!entry.canOpen)
        entry.update("  \(id.description.lowercased()) ")
        #expect(entry.canOpen)
        #expect(entry.open())
        #expect(entry.errorText == nil)
        #expect(delegate.actions == [.playPuzzle(id)])
    }

    @Test("A blank entry cannot be opened, and opening it anyway says the ID is empty")
    func blank() {
        let entry = PuzzleEntryViewModel()
        let delegate = RecordingFlowDelegate()
        entry.delegate = delegate
        entry.update("   ")
        #expect(!entry.canOpen)
        #expect(!entry.open())
        #expect(entry.errorText?.hasPrefix("The puzzle ID is empty; a puzzle ID is a board size, a hyphen") == true)
        #expect(entry.errorText?.hasSuffix(".") == true)
        #expect(delegate.actions.isEmpty)
    }

    @Test("A mistyped character is named as the problem, and typing again clears it")
    func mistyped() throws {
        let entry = PuzzleEntryViewModel()
        let delegate = RecordingFlowDelegate()
        entry.delegate = delegate
        var characters = Array(id.description)
        let last = try #require(characters.indices.last)
        characters[last] = characters[last] == "0" ? "1" : "0"
        entry.update(String(characters))
        #expect(!entry.open())
        #expect(entry.errorText == "The puzzle ID's check character does not match: a character is mistyped.")
        entry.update("8-0K31D0O")
        #expect(entry.errorText == nil)
        #expect(!entry.open())
        #expect(entry.errorText?.contains("(did you mean 0?)") == true)
        entry.update("puzzle")
        #expect(!entry.open())
        #expect(entry.errorText?.hasPrefix("'puzzle' is not a puzzle ID; ") == true)
        #expect(delegate.actions.isEmpty)
    }

    @Test("Through the coordinator, the ID opens the puzzle's game with its givens")
    func throughTheCoordinator() throws {
        let coordinator = HomeCoordinator(dependencies: TestDependencies().dependencies)
        let entry = PuzzleEntryViewModel()
        entry.delegate = coordinator
        entry.update(id.description)
        #expect(entry.open())
        #expect(coordinator.flow.top == .game(.puzzle))
        let game = try #require(coordinator.games[.puzzle])
        #expect(game.puzzle?.id == id)
        #expect(game.title == "Puzzle · 12×12")
        #expect(Set(game.board.queens) == Set(try #require(game.puzzle).givens))
    }
}
