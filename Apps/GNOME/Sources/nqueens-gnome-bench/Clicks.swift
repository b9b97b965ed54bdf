import CAdwaita
import Foundation
import GObjectSwift
import NQueensEngine
import NQueensGNOME

/// The frame clock's refresh interval at 60 Hz, in microseconds: GTK begins a frame no sooner than this after the
/// last one began.
private let refreshInterval: Int64 = 16_667

/// When the next click comes.
enum ClickPace {
    /// Once the last placement's animations have ended, and a moment more: a player who looks before the next
    /// move. The frame clock is idle (unless the game clock's once-a-second frame has just begun), so the click's
    /// frame is drawn at once: the figure is the app's own latency.
    case atRest
    /// 50 ms after the last click's frame, while its pulse and attack-line sweep still run: a player clicking in
    /// a hurry. Each animation frame sets when the frame clock may draw the next one (one refresh interval after
    /// it began, 16.7 ms at 60 Hz), so the click's frame waits for that slot, as in every GTK app.
    case duringAnimation

    var name: String {
        switch self {
        case .atRest: "board at rest"
        case .duringAnimation: "during the last placement's animation"
        }
    }
}

/// Clicks squares of a 16×16 board `clicks` times at `pace`: the time from the board's click handler (where GTK
/// delivers a press) to the end of the next painted frame, split into the handler, the wait for the frame clock's
/// next slot and the frame itself; the CPU that took and where it went (the handler, the frame's update, layout
/// and paint); then the animation frames drawn between clicks.
///
/// With no `queenLimit` every click is on any square, placing or removing a queen, so the board fills to about
/// half its squares with queens and their attack lines (the worst case); with one, a click removes a random queen once the board has that many, as a player
/// trying placements does.
@MainActor
func benchmarkClicks(clicks: Int, queenLimit: Int? = nil, pace: ClickPace, dataDirectory: String) {
    let board16 = (queenLimit.map { "16×16, at most \($0) queens" } ?? "16×16, random squares") + ", \(pace.name)"
    let app = makeApp(LaunchOptions(boardSize: 16), dataDirectory: dataDirectory)
    guard let window = app.start(), let page = window.gamePage else {
        emit(["figure": "click to frame", "error": "no game"])
        return
    }
    let board = page.board
    runUntil { board.surface.isMapped && board.surface.width > 0 }
    guard let phases = FramePhases(board.surface) else { return }
    board.surface.queueDraw()
    runUntil { phases.frames.count >= 1 }
    runFor(seconds: 0.5)
    var samples = ClickSamples()
    var random = SplitMix64(seed: 16)
    for _ in 0..<clicks {
        var square = Square(row: Int(random.next() % 16), column: Int(random.next() % 16))
        if let queenLimit, let grid = board.grid {
            // At the limit, a queen goes; below it, a queen comes on an empty square.
            let full = grid.cells.filter(\.hasQueen).count >= queenLimit
            let candidates = grid.cells.filter { $0.hasQueen == full }.map(\.square)
            if !candidates.isEmpty { square = candidates[Int(random.next() % UInt64(candidates.count))] }
        }
        guard let center = board.center(of: square) else { continue }
        let painted = phases.frames.count
        let cpuStart = cpuMilliseconds()
        let start = monotonicMicroseconds()
        // Whether a frame began less than a refresh interval ago (an animation's, or the clock's once a second): then
        // GTK draws the click's frame no sooner than one interval after that one began.
        let afterFrame = phases.frames.last.map { start - $0.wallStart < refreshInterval } ?? false
        board.click(x: center.x, y: center.y)
        let handled = monotonicMicroseconds()
        samples.handler.append(cpuMilliseconds() - cpuStart)
        runUntil { phases.frames.count > painted }
        let frame = phases.frames[painted]
        let latency = Double(frame.wallEnd - start) / 1_000
        samples.wall.append(latency)
        if !afterFrame { samples.slotFree.append(latency) }
        samples.handlerWall.append(Double(handled - start) / 1_000)
        samples.slotWait.append(Double(max(0, frame.wallStart - handled)) / 1_000)
        samples.frameWall.append(Double(frame.wallEnd - max(frame.wallStart, handled)) / 1_000)
        samples.cpu.append(frame.end - cpuStart)
        samples.update.append(frame.update)
        samples.layout.append(frame.layout)
        samples.paint.append(frame.paint)
        let settled = phases.frames.count
        if pace == .atRest { runUntil { !board.isAnimating } }
        runFor(seconds: 0.05)
        let animated = phases.frames[settled...]
        samples.animationFrameCounts.append(Double(animated.count))
        samples.animationFrames.append(contentsOf: animated.map { $0.update + $0.layout + $0.paint })
    }
    samples.report(board16, renderer: rendererName(of: window.window))
    phases.stop()
    app.quit()
}

/// What `benchmarkClicks` measured, click by click.
private struct ClickSamples {
    var wall: [Double] = []
    var handlerWall: [Double] = []
    var slotWait: [Double] = []
    var frameWall: [Double] = []
    var cpu: [Double] = []
    var handler: [Double] = []
    var update: [Double] = []
    var layout: [Double] = []
    var paint: [Double] = []
    var animationFrames: [Double] = []
    var animationFrameCounts: [Double] = []
    /// `wall` for the clicks that came when no frame had begun for a refresh interval.
    var slotFree: [Double] = []

    /// Prints the figures for the clicks on `board`.
    func report(_ board: String, renderer: String) {
        func line(_ samples: [Double], _ figure: String, _ extra: [String: Any] = [:]) {
            emit(summary(samples).merging(["figure": figure, "unit": "ms"].merging(extra) { $1 }) { $1 })
        }
        line(wall, "click to redrawn frame, \(board)", ["clicks": wall.count, "limit_p99": 16, "renderer": renderer])
        line(handlerWall, "  of which the click handler (view model, widgets), wall")
        line(slotWait, "  of which the wait for the frame clock's next slot")
        line(
            slotFree, "  the clicks that came with no frame begun in the last refresh interval",
            ["clicks": slotFree.count, "after_a_frame": wall.count - slotFree.count])
        line(frameWall, "  of which the frame (update, layout, paint), wall")
        // The CPU this process spent from the click to the painted frame: what the frame costs, whatever else the
        // machine is doing (the wall-clock figure above also waits for the CPU and for the X server).
        line(cpu, "CPU from click to painted frame, \(board)")
        line(handler, "  CPU of the click handler")
        line(update, "  CPU of that frame's update phase (animations)")
        line(layout, "  CPU of that frame's layout phase")
        line(paint, "  CPU of that frame's paint phase (snapshot, render)")
        line(
            animationFrames, "  CPU per animation frame between clicks",
            ["frames_per_click": rounded(percentile(animationFrameCounts, 50))])
        emit([
            "figure": "resident memory after the game, \(board)", "unit": "MiB",
            "value": Double(residentKilobytes()) / 1_024,
        ])
    }
}

/// The CPU used over `seconds` on Home with nothing animating, as a share of one core; and the memory on Home.
@MainActor
func benchmarkIdle(seconds: Double, dataDirectory: String) {
    let app = makeApp(LaunchOptions(), dataDirectory: dataDirectory)
    guard let window = app.start() else { return }
    runUntil { window.window.isMapped }
    runFor(seconds: 2)
    emit([
        "figure": "resident memory on Home after launch", "unit": "MiB", "value": Double(residentKilobytes()) / 1_024,
    ])
    let cpuBefore = cpuMilliseconds()
    let wallBefore = monotonicMicroseconds()
    runFor(seconds: seconds)
    let cpu = cpuMilliseconds() - cpuBefore
    let wall = Double(monotonicMicroseconds() - wallBefore) / 1_000
    emit([
        "figure": "idle CPU on Home, nothing animating", "unit": "%", "seconds": wall / 1_000,
        "cpu_ms": rounded(cpu), "value": cpu / wall * 100, "limit": 1,
    ])
    app.quit()
}
