#if canImport(SwiftUI)
    import NQueensPresentation
    import SwiftUI

    /// The victory's confetti (the seed's `VictoryConfettiView`): the pieces of a `ConfettiBurst`, drawn in a
    /// `Canvas` that a `TimelineView` redraws every frame until the last piece has fallen; then it is removed.
    struct VictoryConfettiView: View {
        let burst: ConfettiBurst
        let colors: [Color]
        @State private var start = Date()
        @State private var isDone = false

        var body: some View {
            if !isDone {
                TimelineView(.animation) { timeline in
                    let elapsed = timeline.date.timeIntervalSince(start)
                    Canvas { context, size in
                        for piece in burst.particles(at: elapsed) {
                            draw(piece, in: context, size: size)
                        }
                    }
                }
                .task { await fall() }
            }
        }

        /// Starts the clock, and removes the confetti once the last piece has fallen.
        private func fall() async {
            start = Date()
            try? await Task.sleep(for: .seconds(ConfettiBurst.duration))
            isDone = true
        }

        private func draw(_ piece: ConfettiParticle, in context: GraphicsContext, size: CGSize) {
            guard !colors.isEmpty else { return }
            var layer = context
            layer.opacity = piece.opacity
            layer.translateBy(x: piece.x * size.width, y: piece.y * size.height)
            layer.rotate(by: .radians(piece.angle))
            let rect = CGRect(x: -piece.width / 2, y: -piece.height / 2, width: piece.width, height: piece.height)
            let path: Path =
                switch piece.shape {
                case .rectangle: Path(rect)
                case .ribbon: Path(roundedRect: rect, cornerRadius: piece.width / 2)
                case .dot: Path(ellipseIn: rect)
                }
            layer.fill(path, with: .color(colors[piece.colorIndex % colors.count]))
        }
    }
#endif
