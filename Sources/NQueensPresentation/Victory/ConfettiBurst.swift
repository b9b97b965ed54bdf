import Foundation
import NQueensEngine

/// The shape of a piece of confetti.
public enum ConfettiShape: Hashable, Sendable, CaseIterable {
    /// A small rectangle, tumbling.
    case rectangle
    /// A thin ribbon.
    case ribbon
    /// A round dot.
    case dot
}

/// One piece of confetti at one moment, placed in the unit square of the area it falls through.
public struct ConfettiParticle: Hashable, Sendable {
    /// Its centre from the left edge, 0 to 1 (pieces swaying just past an edge are dropped).
    public let x: Double

    /// Its centre from the top, 0 to 1.
    public let y: Double

    /// Its width in points.
    public let width: Double

    /// Its height in points.
    public let height: Double

    /// How far it is turned, in radians.
    public let angle: Double

    /// Its shape.
    public let shape: ConfettiShape

    /// Which of the confetti colours it has (an index into `ConfettiBurst.colors(in:)`).
    public let colorIndex: Int

    /// How opaque it is, 0 to 1: pieces fade out as they reach the bottom.
    public let opacity: Double
}

/// The victory's confetti: pieces drawn from a seed that fall, sway and tumble through the area for a few seconds.
///
/// A pure function of the seed and the time, so any renderer (a `Canvas` redrawn every frame, a test) sees the
/// same pieces at the same moment.
public struct ConfettiBurst: Hashable, Sendable {
    /// How long the confetti lasts, in seconds: the last piece has left the area by then.
    public static let duration = 3.6

    /// The number of pieces in a burst.
    public static let pieceCount = 90

    /// The number of pieces in the grand burst that celebrates a completed album.
    public static let grandPieceCount = 260

    /// The seed the pieces are drawn from.
    public let seed: UInt64

    /// The number of pieces.
    public let pieceCount: Int

    /// A burst of `pieceCount` pieces drawn from `seed`.
    public init(seed: UInt64, pieceCount: Int = ConfettiBurst.pieceCount) {
        self.seed = seed
        self.pieceCount = max(0, pieceCount)
    }

    /// The colours pieces are drawn in: the accent, the hint, the streak, the conflict and the cursor colours.
    public static func colors(in palette: Palette) -> [RGBColor] {
        [palette.accent, palette.hint, palette.streak, palette.conflict, palette.cursor]
    }

    /// Whether every piece has left the area `elapsed` seconds after the burst started.
    public func isFinished(at elapsed: Double) -> Bool {
        elapsed >= Self.duration
    }

    /// The pieces in the area `elapsed` seconds after the burst started: none before it starts or after it ends.
    ///
    /// Each piece starts above the area at its own moment in the first second, falls through it in 1.9 to 2.6 s
    /// while swaying sideways and turning, and fades out over the last fifth of its fall.
    public func particles(at elapsed: Double) -> [ConfettiParticle] {
        guard elapsed >= 0, !isFinished(at: elapsed) else { return [] }
        var random = SplitMix64(seed: seed)
        let colorCount = Self.colors(in: .dark).count
        var particles: [ConfettiParticle] = []
        particles.reserveCapacity(pieceCount)
        for _ in 0..<pieceCount {
            let start = random.fraction() * 1.0
            let fallTime = 1.9 + random.fraction() * 0.7
            let column = random.fraction()
            let swayWidth = 0.02 + random.fraction() * 0.05
            let swayRate = 2 + random.fraction() * 3
            let phase = random.fraction() * 2 * Double.pi
            let spin = (random.fraction() - 0.5) * 14
            let shape = ConfettiShape.allCases[Int(random.next() % UInt64(ConfettiShape.allCases.count))]
            let colorIndex = Int(random.next() % UInt64(colorCount))
            let scale = 0.8 + random.fraction() * 0.5
            let progress = (elapsed - start) / fallTime
            guard progress >= 0, progress < 1 else { continue }
            let falling = elapsed - start
            let x = column + swayWidth * sin(phase + falling * swayRate)
            guard x >= 0, x <= 1 else { continue }
            // Starts a little above the top edge and ends a little below the bottom one, easing in like a throw.
            let y = -0.05 + 1.1 * progress * (0.6 + 0.4 * progress)
            let (width, height) =
                switch shape {
                case .rectangle: (8.0 * scale, 12.0 * scale)
                case .ribbon: (4.0 * scale, 16.0 * scale)
                case .dot: (7.0 * scale, 7.0 * scale)
                }
            particles.append(
                ConfettiParticle(
                    x: x, y: y, width: width, height: height, angle: phase + falling * spin, shape: shape,
                    colorIndex: colorIndex, opacity: min(1, (1 - progress) / 0.2)))
        }
        return particles
    }
}

extension VictoryViewModel {
    /// The confetti of this victory, drawn from the game's id: the same game always throws the same confetti; a
    /// completed album throws the grand burst.
    public var confetti: ConfettiBurst {
        let bytes = record.id.uuid
        let high = [bytes.0, bytes.1, bytes.2, bytes.3, bytes.4, bytes.5, bytes.6, bytes.7]
        let low = [bytes.8, bytes.9, bytes.10, bytes.11, bytes.12, bytes.13, bytes.14, bytes.15]
        let fold = { (part: [UInt8]) in part.reduce(UInt64(0)) { $0 << 8 | UInt64($1) } }
        let pieces = celebration == .albumComplete ? ConfettiBurst.grandPieceCount : ConfettiBurst.pieceCount
        return ConfettiBurst(seed: fold(high) ^ fold(low), pieceCount: pieces)
    }
}

extension SplitMix64 {
    /// A random number in 0..<1: the top 53 bits of the next number.
    fileprivate mutating func fraction() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }
}
