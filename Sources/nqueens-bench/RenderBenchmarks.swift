import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices
import NQueensTerminal

// MARK: - Render suite

/// The terminal game's frames: drawing and diffing the Game screen of a 10×10 game, and the bytes a keypress that
/// places one queen writes to the terminal.
///
/// Issue 5 promises: a frame under 1 ms, and a single placement writing under 2 KB. Frames are drawn by the real
/// application (`GameApplication`) through a `TerminalHost`, exactly as the run loop draws them; the keypress goes
/// through the same key map as a real one.
extension BenchmarkSuite {
    /// The `render` suite.
    static var render: BenchmarkSuite { RenderBenchmarks.suite }
}

enum RenderBenchmarks {
    fileprivate static var suite: BenchmarkSuite {
        BenchmarkSuite(
            name: "render", summary: "terminal frames of a 10×10 game: draw + diff time, bytes per placement",
            run: { await run() })
    }

    private static let frames = 2_000
    private static let size = GridSize(width: 80, height: 24)

    @MainActor
    private static func run() async {
        for mode in [ColorMode.trueColor, .palette16] {
            await measureFrames(colorMode: mode, size: size)
        }
        await measureFrames(colorMode: .trueColor, size: GridSize(width: 120, height: 40))
        for mode in ColorMode.allCases {
            await measurePlacement(colorMode: mode)
        }
    }

    /// A 10×10 game in progress, with a conflict and the solutions counter: the busiest Game screen.
    @MainActor
    private static func game(colorMode: ColorMode, size: GridSize) async -> (TerminalHost, GameApplication) {
        let settings = Settings(boardSize: 10, showAttackedSquares: true, showSolutionsCounter: true)
        let dependencies = AppDependencies(
            history: InMemoryGameHistoryStore(), savedGames: InMemorySavedGameStore(),
            settingsStore: InMemorySettingsStore(settings: settings), clock: SystemGameClock(),
            feedback: SilentFeedback(), ticks: TaskTickScheduler(), backgroundWork: DetachedBackgroundWork(),
            locale: Locale(identifier: "en_US"))
        let coordinator = HomeCoordinator(dependencies: dependencies)
        coordinator.home.start()
        if case .game(let game) = coordinator.screen {
            for (row, column) in [(9, 0), (8, 2), (7, 4), (4, 4)] {
                game.toggleQueen(at: Square(row: row, column: column))
            }
            game.moveCursor(to: Square(row: 5, column: 5))
            await game.waitForAnalysis()
        }
        let application = GameApplication(
            coordinator: coordinator, capabilities: TerminalCapabilities(colorMode: colorMode, supportsUnicode: true))
        return (TerminalHost(application: application, size: size, colorMode: colorMode), application)
    }

    /// Times drawing alone, and drawing plus diffing, of frames that differ by a cursor move.
    @MainActor
    private static func measureFrames(colorMode: ColorMode, size: GridSize) async {
        let (host, _) = await game(colorMode: colorMode, size: size)
        _ = host.renderFrame()
        let left = TerminalEvent.input(.key(KeyEvent(.left)))
        let right = TerminalEvent.input(.key(KeyEvent(.right)))
        var drawing: [Duration] = []
        var frames: [Duration] = []
        var bytes = 0
        for index in 0..<Self.frames {
            _ = host.send(index.isMultiple(of: 2) ? left : right)
            drawing.append(time { host.drawFrame() }.duration)
            let (written, duration) = time { host.renderFrame() }
            frames.append(duration)
            bytes += written.count
        }
        let draw = Timings(drawing)
        let frame = Timings(frames)
        var line = ReportLine(benchmark: "render.frame")
        line.add("boardSize", 10)
        line.add("terminal", size.description)
        line.add("colorMode", colorMode.description)
        line.add("frames", frame.count)
        line.add("drawMedianMs", milliseconds: draw.median)
        line.add("drawP99Ms", milliseconds: draw.p99)
        line.add("frameMedianMs", milliseconds: frame.median)
        line.add("frameP99Ms", milliseconds: frame.p99)
        line.add("bytesPerCursorMove", bytes / frame.count)
        line.emit()
    }

    /// The bytes written by the frame that follows a Space placing a queen, and by the pulse that follows it.
    @MainActor
    private static func measurePlacement(colorMode: ColorMode) async {
        let (host, application) = await game(colorMode: colorMode, size: size)
        let fullScreen = host.renderFrame().count
        _ = host.send(.input(.key(KeyEvent(.character(" ")))))
        let placement = host.renderFrame().count
        var animation = 0
        var animationFrames = 0
        var clock = Duration.zero
        while application.isAnimating && animationFrames < 100 {
            clock += .milliseconds(33)
            _ = host.send(.tick(clock))
            animation += host.renderFrame().count
            animationFrames += 1
        }
        var line = ReportLine(benchmark: "render.placement")
        line.add("boardSize", 10)
        line.add("terminal", size.description)
        line.add("colorMode", colorMode.description)
        line.add("fullScreenBytes", fullScreen)
        line.add("placementBytes", placement)
        line.add("pulseFrames", animationFrames)
        line.add("pulseBytes", animation)
        line.emit()
    }
}
