import CAdwaita
import Foundation
import GObjectSwift
import NQueensPresentation

/// The victory's confetti falling over the window (behind the victory dialog), drawn on the frame clock.
///
/// The pieces are the presentation layer's `ConfettiBurst` (a pure function of the game and the time, as every
/// front end draws them); this layer only paints them. It takes no input; while nothing falls it has no tick
/// callback and draws nothing.
@MainActor
final class ConfettiLayer {
    let area: DrawingArea
    private var burst: ConfettiBurst?
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

    /// Drops `burst` in `palette`'s confetti colours (nothing when GTK's animations are off).
    func start(_ burst: ConfettiBurst, palette: Palette) {
        guard area.animationsEnabled else { return }
        self.burst = burst
        colors = ConfettiBurst.colors(in: palette)
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

    private var elapsed: Double {
        Double(now - (start ?? now)) / 1_000_000
    }

    private func tick(_ time: Int) -> Bool {
        if start == nil { start = time }
        now = time
        area.queueDraw()
        guard let burst, !burst.isFinished(at: elapsed) else {
            tickID = nil
            area.isVisible = false
            return false
        }
        return true
    }

    private func draw(_ cairo: OpaquePointer, width: Int, height: Int) {
        guard let burst, !colors.isEmpty else { return }
        for piece in burst.particles(at: elapsed) {
            cairo_save(cairo)
            cairo_translate(cairo, piece.x * Double(width), piece.y * Double(height))
            cairo_rotate(cairo, piece.angle)
            Cairo.setColor(cairo, colors[piece.colorIndex % colors.count], alpha: piece.opacity)
            switch piece.shape {
            case .dot:
                cairo_arc(cairo, 0, 0, piece.width / 2, 0, 2 * Double.pi)
            case .rectangle, .ribbon:
                cairo_rectangle(cairo, -piece.width / 2, -piece.height / 2, piece.width, piece.height)
            }
            cairo_fill(cairo)
            cairo_restore(cairo)
        }
    }
}
