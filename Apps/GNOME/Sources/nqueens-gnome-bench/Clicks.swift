import CAdwaita
import Foundation
import GObjectSwift
import NQueensEngine
import NQueensGNOME

/// Clicks random squares of a 16×16 board `clicks` times, 50 ms apart (placement animations on): the time from
/// the board's click handler (where GTK delivers a press) to the end of the next painted frame, the CPU that
/// took, and where it went (the handler, the frame's layout, its paint); then the frames the animations drew
/// before the next click.
///
/// With no `queenLimit` every click is on any square, so the board fills up with some 90 queens and their attack
/// lines (the worst case); with one, a click removes a random queen once the board has that many, as a player
/// trying placements does.
@MainActor
func benchmarkClicks(clicks: Int, queenLimit: Int? = nil, dataDirectory: String) {
    let board16 = queenLimit.map { "16×16, at most \($0) queens" } ?? "16×16, random squares"
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
    var wall: [Double] = []
    var cpu: [Double] = []
    var handler: [Double] = []
    var update: [Double] = []
    var layout: [Double] = []
    var paint: [Double] = []
    var animationFrames: [Double] = []
    var animationFrameCounts: [Double] = []
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
        board.click(x: center.x, y: center.y)
        handler.append(cpuMilliseconds() - cpuStart)
        runUntil { phases.frames.count > painted }
        wall.append(Double(monotonicMicroseconds() - start) / 1_000)
        let frame = phases.frames[painted]
        cpu.append(frame.end - cpuStart)
        update.append(frame.update)
        layout.append(frame.layout)
        paint.append(frame.paint)
        // A player's next click comes a moment later, often while the pulse of the last one still runs.
        let settled = phases.frames.count
        runFor(seconds: 0.05)
        let animated = phases.frames[settled...]
        animationFrameCounts.append(Double(animated.count))
        animationFrames.append(contentsOf: animated.map { $0.update + $0.layout + $0.paint })
    }
    emit(
        summary(wall).merging([
            "figure": "click to redrawn frame, \(board16)", "unit": "ms", "clicks": wall.count, "limit_p99": 16,
            "renderer": rendererName(of: window.window),
        ]) { $1 })
    // The CPU this process spent from the click to the painted frame: what the frame costs, whatever else the
    // machine is doing (the wall-clock figure above also waits for the CPU and for the X server).
    emit(summary(cpu).merging(["figure": "CPU from click to painted frame, \(board16)", "unit": "ms"]) { $1 })
    emit(summary(handler).merging(["figure": "CPU of the click handler (view model, widgets)", "unit": "ms"]) { $1 })
    emit(summary(update).merging(["figure": "CPU of that frame's update phase (animations)", "unit": "ms"]) { $1 })
    emit(summary(layout).merging(["figure": "CPU of that frame's layout phase", "unit": "ms"]) { $1 })
    emit(summary(paint).merging(["figure": "CPU of that frame's paint phase (snapshot, render)", "unit": "ms"]) { $1 })
    emit(
        summary(animationFrames).merging([
            "figure": "CPU per animation frame within 50 ms of a click", "unit": "ms",
            "frames_per_click": rounded(percentile(animationFrameCounts, 50)),
        ]) { $1 })
    emit([
        "figure": "resident memory after a game, \(board16)", "unit": "MiB",
        "value": Double(residentKilobytes()) / 1_024,
    ])
    phases.stop()
    app.quit()
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
