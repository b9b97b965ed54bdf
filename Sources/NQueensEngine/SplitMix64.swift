/// A small, fast, seeded pseudo-random generator (SplitMix64): the same seed always gives the same numbers.
///
/// It is not for secrets. It makes everything drawn "at random" reproducible: the engine's search restarts, the
/// confetti, the positions tests and benchmarks draw.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let column = Int.random(in: 0..<8, using: &random)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose numbers follow from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

// MARK: - Draws that are the same everywhere

extension SplitMix64 {
    /// A number in `0..<bound` (`bound` ≥ 1), drawn without bias from `next()` alone.
    ///
    /// The standard library's `Int.random(in:using:)` may change how it draws from one Swift version to the next;
    /// puzzles and dailies must not, so they draw through this (Lemire's multiply-and-reject method).
    mutating func draw(below bound: Int) -> Int {
        precondition(bound >= 1, "a draw needs at least one value")
        let range = UInt64(bound)
        let threshold = (0 &- range) % range
        while true {
            let (high, low) = next().multipliedFullWidth(by: range)
            if low >= threshold { return Int(high) }
        }
    }

    /// Shuffles `elements` in place (Fisher–Yates, drawing through `draw(below:)`).
    mutating func shuffle<Element>(_ elements: inout [Element]) {
        guard elements.count > 1 else { return }
        for index in stride(from: elements.count - 1, to: 0, by: -1) {
            elements.swapAt(index, draw(below: index + 1))
        }
    }
}
