import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTerminal
import NQueensTestSupport

/// Remembers what the application copied to the clipboard.
@MainActor
final class ClipboardRecorder {
    var texts: [String] = []
}

/// How a snapshot is coloured: the dark or light palette in 24-bit colour, or monochrome (`NO_COLOR`).
enum SnapshotLook: String, CaseIterable, Sendable {
    case dark
    case light
    case mono

    var theme: Theme { self == .light ? .light : .dark }
    var colorMode: ColorMode { self == .mono ? .monochrome : .trueColor }
}

/// The game on test doubles, shown through a `TerminalHost`: a fixed clock (2026-11-29 12:00 UTC), in-memory
/// stores, manual ticks and inline background work, so every frame is the same on every run.
@MainActor
final class ScreenFixture {
    let doubles: TestDependencies
    let coordinator: HomeCoordinator
    let application: GameApplication
    let host: TerminalHost

    /// What the application put on the clipboard, in order.
    private(set) var clipboard: [String] = []

    init(
        size: GridSize = GridSize(width: 80, height: 24), look: SnapshotLook = .dark, settings: Settings = Settings(),
        unicode: Bool = true, storeNotice: String? = nil
    ) {
        var settings = settings
        settings.theme = look.theme
        doubles = TestDependencies(settingsStore: InMemorySettingsStore(settings: settings), storeNotice: storeNotice)
        coordinator = HomeCoordinator(dependencies: doubles.dependencies)
        let copies = ClipboardRecorder()
        application = GameApplication(
            coordinator: coordinator,
            capabilities: TerminalCapabilities(colorMode: look.colorMode, supportsUnicode: unicode)
        ) { copies.texts.append($0) }
        host = TerminalHost(application: application, size: size, colorMode: look.colorMode)
        clipboardRecorder = copies
    }

    private let clipboardRecorder: ClipboardRecorder

    /// The texts copied to the clipboard so far.
    var copiedTexts: [String] {
        clipboardRecorder.texts
    }

    // MARK: Data

    /// Three solved games on the three days up to today (a 3-day streak), of sizes 4, 6 and 8.
    func recordThreeDays() throws {
        let games = [
            SampleGames.solved(
                id: SampleGames.id(1), size: 4, finishedAt: SampleGames.date(2026, 11, 27, 9, 30), activeSeconds: 11,
                moveCount: 5),
            SampleGames.solved(
                id: SampleGames.id(2), size: 6, finishedAt: SampleGames.date(2026, 11, 28, 18, 5), activeSeconds: 95,
                moveCount: 6, hintsUsed: 1),
            SampleGames.solved(
                id: SampleGames.id(3), size: 8, finishedAt: SampleGames.date(2026, 11, 29, 11, 2),
                activeSeconds: 241, moveCount: 12),
        ]
        try doubles.history.record(contentsOf: games)
        coordinator.home.refresh()
    }

    /// A generated history of `count` games over the 11 months up to today (`SampleGames.history`).
    func recordHistory(count: Int = 200) throws {
        try doubles.history.record(contentsOf: SampleGames.history(count: count, endingAt: doubles.clock.now))
        coordinator.home.refresh()
    }

    /// The dailies of Friday 27 and Saturday 28 Nov solved (a 2-day daily streak), in 1:05 and 2:31.
    func recordTwoDailies() throws {
        try doubles.history.record(contentsOf: [
            SampleGames.solvedDaily(
                "2026-11-27", id: SampleGames.id(21), finishedAt: SampleGames.date(2026, 11, 27, 20), activeSeconds: 65),
            SampleGames.solvedDaily(
                "2026-11-28", id: SampleGames.id(22), finishedAt: SampleGames.date(2026, 11, 28, 9),
                activeSeconds: 151, hintsUsed: 2),
        ])
        coordinator.home.refresh()
    }

    /// Follows the hints of the daily shown with the keys a player would press (`i`, then Space where it says to
    /// place a queen) until the hint shown is one that `stop` accepts, or the puzzle is solved.
    func followHints(until stop: (PuzzleHint) -> Bool = { _ in false }) {
        for _ in 0..<200 {
            guard let game, !game.isSolved else { return }
            type("i")
            guard let hint = game.puzzleHint else { return }
            if stop(hint) { return }
            switch hint {
            case .deduce(let deduction) where deduction.placesQueen: press(.character(" "))
            case .removeConflicting, .removeWrong: press(.character(" "))
            case .deduce, .solved: break
            }
        }
    }

    /// A 8×8 game in progress with three queens.
    func saveGameInProgress() throws {
        try doubles.savedGames.saveGame(SampleGames.inProgress(id: SampleGames.id(9), size: 8, placed: 3))
        coordinator.home.refresh()
    }

    // MARK: Acting

    /// Sends a key press.
    @discardableResult
    func press(_ key: Key, _ modifiers: KeyModifiers = []) -> TerminalEventResponse {
        host.send(.input(.key(KeyEvent(key, modifiers: modifiers))))
    }

    /// Sends the characters of `text` as key presses, one by one.
    func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// Sends a left click at `point` (after drawing a frame, so that the click meets what is on screen).
    @discardableResult
    func click(at point: GridPoint) -> TerminalEventResponse {
        _ = host.drawFrame()
        return host.send(.input(.mouse(MouseEvent(.press(.left), at: point))))
    }

    /// The visible game.
    var game: GameViewModel? {
        coordinator.screen.game
    }

    /// The screen's text, row by row.
    func text() -> [String] {
        let grid = host.drawFrame()
        return (0..<grid.height).map { grid.text(ofRow: $0) }
    }

    /// The screen's text as one string.
    func screenText() -> String {
        text().joined(separator: "\n")
    }

    /// Where `text` first appears on screen, or `nil`.
    func position(of text: String) -> GridPoint? {
        for (y, row) in self.text().enumerated() {
            if let range = row.range(of: text) {
                return GridPoint(x: String(row[..<range.lowerBound]).displayWidth, y: y)
            }
        }
        return nil
    }

    /// Starts a new game of `size` from Home.
    func startGame(size: Int) async {
        coordinator.settings.update { $0.boardSize = size }
        coordinator.home.refresh()
        coordinator.home.start()
        await game?.waitForAnalysis()
    }

    /// Puts queens on `squares` (chess names such as `a1`) in the visible game.
    func place(_ squares: [String]) async throws {
        guard let game else { return }
        for name in squares {
            game.toggleQueen(at: try Square(parsing: name, boardSize: game.boardSize))
        }
        await game.waitForAnalysis()
    }
}
