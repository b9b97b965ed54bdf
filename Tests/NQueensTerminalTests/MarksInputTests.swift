import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTerminal
import NQueensTestSupport
import Testing

/// The player's marks by key and by mouse, on the game in-process: x, X, the right button (a click, a drag), o for
/// the cycling setting, and the help that lists them.
@MainActor
@Suite("Marks by key and mouse")
struct MarksInputTests {
    /// The middle of the square at `name` on an 8×8 board as `fixture` draws it, found from its labels.
    private func point(of name: String, in fixture: ScreenFixture) throws -> GridPoint {
        let square = try Square(parsing: name, boardSize: 8)
        let rank = try #require(
            fixture.position(of: "\(square.row + 1) │") ?? fixture.position(of: "\(square.row + 1) ┃"))
        let wide = fixture.position(of: "a       b       c")
        let files = try #require(wide ?? fixture.position(of: "a   b   c"))
        let pitch = wide != nil ? 8 : 4
        return GridPoint(x: files.x + pitch * square.column, y: rank.y)
    }

    private func marked(_ fixture: ScreenFixture) -> Set<String> {
        Set(fixture.game?.grid.cells.filter(\.isMarked).map(\.square.description) ?? [])
    }

    private func mouse(_ fixture: ScreenFixture, _ action: MouseAction, at name: String) throws {
        let point = try point(of: name, in: fixture)
        _ = fixture.host.drawFrame()
        _ = fixture.host.send(.input(.mouse(MouseEvent(action, at: point))))
    }

    @Test("x marks the cursor's square and takes the mark off; X clears every mark, and u brings them back")
    func keys() async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 8)
        fixture.type("x")
        #expect(marked(fixture) == ["a8"])
        #expect(fixture.screenText().contains("│ ✕ │") || fixture.screenText().contains("┃ ✕ ┃"))
        fixture.type("lx")
        fixture.type("x")
        fixture.type("lx")
        #expect(marked(fixture) == ["a8", "c8"])
        fixture.type("X")
        #expect(marked(fixture).isEmpty)
        fixture.type("u")
        #expect(marked(fixture) == ["a8", "c8"])
        #expect(fixture.game?.moveCount == 0)
    }

    @Test("A right-click marks, a second takes the mark off; a right-drag marks every square it crosses, as one undo")
    func rightButton() async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 8)
        try mouse(fixture, .press(.right), at: "e5")
        try mouse(fixture, .release(.right), at: "e5")
        #expect(marked(fixture) == ["e5"])
        #expect(fixture.game?.cursor == (try Square(parsing: "e5", boardSize: 8)))
        try mouse(fixture, .press(.right), at: "e5")
        try mouse(fixture, .release(.right), at: "e5")
        #expect(marked(fixture).isEmpty)

        fixture.click(at: try point(of: "c2", in: fixture))
        try mouse(fixture, .press(.right), at: "a2")
        try mouse(fixture, .drag(.right), at: "b2")
        try mouse(fixture, .drag(.right), at: "f2")
        try mouse(fixture, .release(.right), at: "f2")
        #expect(marked(fixture) == ["a2", "b2", "d2", "e2", "f2"])
        #expect(fixture.game?.board.queens == [try Square(parsing: "c2", boardSize: 8)])
        // Started on a mark, a drag takes marks off.
        try mouse(fixture, .press(.right), at: "b2")
        try mouse(fixture, .drag(.right), at: "e2")
        try mouse(fixture, .release(.right), at: "e2")
        #expect(marked(fixture) == ["a2", "f2"])
        fixture.type("u")
        #expect(marked(fixture) == ["a2", "b2", "d2", "e2", "f2"])
        fixture.type("u")
        #expect(marked(fixture).isEmpty)
        #expect(fixture.game?.board.queens.count == 1)
        // A drag with the left button does nothing but its click.
        try mouse(fixture, .drag(.left), at: "h8")
        #expect(marked(fixture).isEmpty && fixture.game?.board.queens.count == 1)
    }

    @Test("A right-click on a queen or under a sheet marks nothing")
    func rightClickWhereNothingCanBeMarked() async throws {
        let fixture = ScreenFixture()
        await fixture.startGame(size: 8)
        fixture.click(at: try point(of: "d4", in: fixture))
        try mouse(fixture, .press(.right), at: "d4")
        try mouse(fixture, .release(.right), at: "d4")
        #expect(marked(fixture).isEmpty)
        #expect(fixture.game?.notice == "Take the queen off d4 first: only an empty square takes a mark.")
        let a1 = try point(of: "a1", in: fixture)
        fixture.type("?")
        _ = fixture.host.drawFrame()
        _ = fixture.host.send(.input(.mouse(MouseEvent(.press(.right), at: a1))))
        #expect(marked(fixture).isEmpty)
    }

    @Test("o turns the cycling on: a click and Space cycle empty → ✕ → queen, and the help says so")
    func cycling() async throws {
        let fixture = ScreenFixture(size: GridSize(width: 120, height: 40))
        await fixture.startGame(size: 8)
        fixture.type("o")
        #expect(fixture.coordinator.settings.current.clickCyclesMarks)
        fixture.click(at: try point(of: "b3", in: fixture))
        #expect(marked(fixture) == ["b3"])
        fixture.click(at: try point(of: "b3", in: fixture))
        #expect(marked(fixture).isEmpty && fixture.game?.queensPlaced == 1)
        fixture.click(at: try point(of: "b3", in: fixture))
        #expect(fixture.game?.queensPlaced == 0)
        fixture.type(" ")
        #expect(marked(fixture) == ["b3"])
        #expect(fixture.screenText().contains("Space cycle"))
        fixture.type("?")
        #expect(fixture.screenText().contains("Cycle: empty, ✕, queen"))
        fixture.type("?")
        fixture.type("o")
        #expect(!fixture.coordinator.settings.current.clickCyclesMarks)
        #expect(fixture.screenText().contains("Space place"))
    }

    @Test("The help lists the mark keys, and the key bar shows x")
    func help() async throws {
        let fixture = ScreenFixture(size: GridSize(width: 120, height: 40))
        await fixture.startGame(size: 8)
        #expect(fixture.screenText().contains("x mark"))
        fixture.type("?")
        let text = fixture.screenText()
        for line in ["Mark or unmark (your ✕)", "Right-click", "Mark; drag to mark many", "Clear your marks"] {
            #expect(text.contains(line), "the help does not list \(line)")
        }
    }
}
