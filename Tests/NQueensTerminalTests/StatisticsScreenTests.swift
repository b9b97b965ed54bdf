import NQueensPresentation
import NQueensServices
import NQueensTerminal
import NQueensTestSupport
import Testing

/// The Statistics screen over a generated history of 200 games: its snapshots in every look, and its keys.
@MainActor
@Suite("Statistics screen in the terminal")
struct StatisticsScreenTests {
    private func statistics(
        size: GridSize = GridSize(width: 80, height: 24), look: SnapshotLook = .dark, unicode: Bool = true,
        games: Int = 200
    ) throws -> ScreenFixture {
        let fixture = ScreenFixture(size: size, look: look, unicode: unicode)
        try fixture.recordHistory(count: games)
        fixture.type("i")
        return fixture
    }

    @Test("The statistics, top and bottom of the page", arguments: ScreenSnapshotTests.cases)
    func snapshots(size: GridSize, look: SnapshotLook) throws {
        let fixture = try statistics(size: size, look: look)
        let name = "statistics-\(size.width)x\(size.height)-\(look.rawValue)"
        expectSnapshot(of: fixture.host.drawFrame(), named: name)
        if size.height < 40 {
            fixture.type("G")
            expectSnapshot(of: fixture.host.drawFrame(), named: name + "-bottom")
        }
    }

    @Test func inASCII() throws {
        let fixture = try statistics(size: GridSize(width: 120, height: 40), look: .mono, unicode: false)
        expectSnapshot(of: fixture.host.drawFrame(), named: "statistics-120x40-ascii")
        let isASCII = fixture.screenText().unicodeScalars.allSatisfy { $0.isASCII }
        #expect(isASCII)
    }

    @Test func empty() throws {
        let fixture = try statistics(games: 0)
        expectSnapshot(of: fixture.host.drawFrame(), named: "statistics-empty-80x24-dark")
    }

    @Test func oneGame() throws {
        let fixture = try statistics(size: GridSize(width: 120, height: 40), games: 1)
        expectSnapshot(of: fixture.host.drawFrame(), named: "statistics-one-120x40-dark")
    }

    @Test("Right, left, + and - change the charted size; Esc goes back Home")
    func keys() throws {
        let fixture = try statistics(size: GridSize(width: 120, height: 40))
        guard case .statistics(let statistics) = fixture.coordinator.screen else {
            Issue.record("the statistics are not shown")
            return
        }
        let sizes = statistics.sizesPlayed
        #expect(statistics.boardSize == 8)
        fixture.press(.right)
        #expect(statistics.boardSize == sizes[sizes.firstIndex(of: 8)! + 1])
        #expect(fixture.screenText().contains(statistics.chart.title))
        fixture.type("-")
        #expect(statistics.boardSize == 8)
        fixture.press(.left)
        fixture.type("+")
        #expect(statistics.boardSize == 8)
        fixture.press(.escape)
        #expect(fixture.coordinator.flow.path.isEmpty)
    }

    @Test("Clicking a size's row charts it; the arrows beside the size shift it")
    func clicks() throws {
        let fixture = try statistics(size: GridSize(width: 120, height: 40))
        guard case .statistics(let statistics) = fixture.coordinator.screen else {
            Issue.record("the statistics are not shown")
            return
        }
        let row = try #require(fixture.position(of: "12×12  "))
        fixture.click(at: GridPoint(x: row.x + 1, y: row.y))
        #expect(statistics.boardSize == 12)
        let arrow = try #require(fixture.position(of: "‹ 12×12 ›"))
        fixture.click(at: arrow)
        #expect(statistics.boardSize == 10)
    }

    @Test("Down, PgDn and End scroll a short terminal's page; Home and g go back to the top")
    func scrolling() throws {
        let fixture = try statistics(size: GridSize(width: 80, height: 24))
        let top = fixture.screenText()
        fixture.press(.down)
        let down = fixture.screenText()
        #expect(down != top)
        fixture.type("G")
        let bottom = fixture.screenText()
        #expect(bottom.contains("Days played:"))
        fixture.press(.pageDown)
        #expect(fixture.screenText() == bottom)
        fixture.type("g")
        #expect(fixture.screenText() == top)
    }

    @Test("The help lists the screen's keys; clicking Home's entry opens the screen")
    func helpAndClick() throws {
        let fixture = try statistics(size: GridSize(width: 120, height: 40))
        fixture.type("?")
        let help = fixture.screenText()
        #expect(help.contains("Chart a smaller or larger board"))
        #expect(help.contains("Scroll the page"))
        fixture.press(.escape)
        fixture.press(.escape)
        #expect(fixture.coordinator.flow.path.isEmpty)
        let entry = try #require(fixture.position(of: "Statistics"))
        fixture.click(at: entry)
        #expect(fixture.coordinator.flow.path == [.statistics])
    }

    @Test("Home lists Statistics between the board size and the history")
    func homeEntry() throws {
        let fixture = ScreenFixture(size: GridSize(width: 80, height: 24))
        let text = fixture.screenText()
        let size = try #require(text.range(of: "Board Size"))
        let statistics = try #require(text.range(of: "Statistics"))
        let history = try #require(text.range(of: "Game History"))
        #expect(size.upperBound < statistics.lowerBound && statistics.upperBound < history.lowerBound)
    }
}
