import CAdwaita
import Foundation
import GObjectSwift
import NQueensEngine
import NQueensPresentation

/// Confetti falling over the window (behind the victory dialog), drawn on the frame clock.
///
/// Pieces are drawn from a seed (the engine's `SplitMix64`), so the same win rains the same confetti. The layer
/// takes no input; while nothing falls it has no tick callback and draws nothing.
@MainActor
final class ConfettiLayer {
    /// How long the confetti falls, in microseconds.
    static let duration = 3_800_000

    let area: DrawingArea
    private var seed: UInt64 = 0
    private var start: Int?
    private var now = 0
    private var tickID: UInt32?
    private var colors: [RGBColor] = []

    init() {
        area = DrawingArea(role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
        area.expand(horizontal: true, vertical: true)
        gtk_widget_set_can_target(area.widget, 0)
        area.isVisible = false
        area.setDraw { [weak self] cairo, width, height in self?.draw(cairo, width: width, height: height) }
    }

    /// Whether confetti is falling.
    var isFalling: Bool {
        tickID != nil
    }

    /// Drops confetti drawn from `seed` in `palette`'s colours.
    func start(seed: UInt64, palette: Palette) {
        guard area.animationsEnabled else { return }
        self.seed = seed
        colors = [palette.accent, palette.hint, palette.conflict, palette.cursor, palette.streak, palette.queen]
        start = nil
        area.isVisible = true
        if tickID == nil {
            tickID = area.addTickCallback { [weak self] time in self?.tick(time) ?? false }
        }
    }

    /// Stops the confetti.
    func stop() {
        if let tickID { area.removeTickCallback(tickID) }
        tickID = nil
        area.isVisible = false
    }

    private func tick(_ time: Int) -> Bool {
        if start == nil { start = time }
        now = time
        area.queueDraw()
        guard time - (start ?? time) < Self.duration else {
            tickID = nil
            area.isVisible = false
            return false
        }
        return true
    }

    private func draw(_ cairo: OpaquePointer, width: Int, height: Int) {
        guard let start, !colors.isEmpty else { return }
        let seconds = Double(now - start) / 1_000_000
        var random = SplitMix64(seed: seed)
        let count = max(40, min(220, width * height / 6_000))
        for _ in 0..<count {
            let x0 = random.fraction() * Double(width)
            let delay = random.fraction() * 1.2
            let fall = 1.8 + random.fraction() * 1.0
            let sway = 10 + random.fraction() * 30
            let phase = random.fraction() * 6.28
            let spin = (random.fraction() - 0.5) * 12
            let color = colors[Int(random.next() % UInt64(colors.count))]
            let size = 6 + random.fraction() * 6
            let t = seconds - delay
            guard t >= 0 else { continue }
            let y = t / fall * Double(height + 40) - 20
            guard y < Double(height) + 20 else { continue }
            let x = x0 + sway * sin(phase + t * 3)
            let fade = min(1, max(0, (Double(Self.duration) / 1_000_000 - seconds) / 0.6))
            cairo_save(cairo)
            cairo_translate(cairo, x, y)
            cairo_rotate(cairo, phase + t * spin)
            Cairo.setColor(cairo, color, alpha: 0.9 * fade)
            cairo_rectangle(cairo, -size / 2, -size / 4, size, size / 2)
            cairo_fill(cairo)
            cairo_restore(cairo)
        }
    }
}

extension SplitMix64 {
    /// A random number in 0..<1.
    fileprivate mutating func fraction() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }
}
