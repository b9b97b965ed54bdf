import Foundation
import NQueensEngine

/// One piece of confetti at one moment: where it is, which glyph and which of the confetti colours.
struct ConfettiPiece: Hashable, Sendable {
    /// The cell it is in.
    let position: GridPoint
    /// Which of the confetti glyphs it is.
    let glyph: Int
    /// Which of the confetti colours it has.
    let color: Int
}

/// Confetti falling down the screen: pieces drawn from a seed, each falling at its own speed and swaying.
enum Confetti {
    /// The number of glyphs and colours pieces choose from.
    static let varieties = 7

    /// The pieces visible at `time` after the confetti started, on a screen of `size`; `density` times as many as
    /// usual (the grand burst of a completed album is 3).
    ///
    /// The same seed, time and size always give the same pieces. Pieces start above the screen at staggered times
    /// and fall its height in 1.6 to 2.6 seconds, so all are gone by ``Motion/confettiDuration``.
    static func pieces(seed: UInt64, at time: Duration, in size: GridSize, density: Int = 1) -> [ConfettiPiece] {
        guard size.width > 0, size.height > 0 else { return [] }
        var random = SplitMix64(seed: seed)
        let count = max(12, min(160, size.area / 28)) * max(1, density)
        let seconds = time / .seconds(1)
        var pieces: [ConfettiPiece] = []
        pieces.reserveCapacity(count)
        for _ in 0..<count {
            let column = random.nextFraction() * Double(size.width)
            let delay = random.nextFraction() * 1.1
            let fallTime = 1.6 + random.nextFraction() * 1.0
            let sway = random.nextFraction() * 2.5
            let phase = random.nextFraction() * 6.28
            let frequency = 2 + random.nextFraction() * 3
            let glyph = Int(random.next() % UInt64(varieties))
            let color = Int(random.next() % UInt64(varieties))
            let falling = seconds - delay
            guard falling >= 0 else { continue }
            let y = falling / fallTime * Double(size.height + 1) - 1
            let x = column + sway * sin(phase + falling * frequency)
            let position = GridPoint(x: Int(x.rounded(.down)), y: Int(y.rounded(.down)))
            guard position.x >= 0, position.x < size.width, position.y >= 0, position.y < size.height else {
                continue
            }
            pieces.append(ConfettiPiece(position: position, glyph: glyph, color: color))
        }
        return pieces
    }
}

extension SplitMix64 {
    /// A random number in 0..<1: the top 53 bits of the next number.
    fileprivate mutating func nextFraction() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }
}
