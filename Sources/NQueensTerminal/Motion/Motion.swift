import NQueensEngine

/// The animations running on screen, driven by the run loop's ticks: a pulse on a queen just placed, attack lines
/// sweeping out from it, and confetti behind the victory sheet.
///
/// Animations are driven by time, not by frames: each starts at the first tick after it was asked for (the
/// frame drawn at once shows its first moment) and ends after its duration, whatever the frame rate. While none
/// runs, ``isActive`` is false and the run loop sleeps.
struct Motion: Sendable {
    /// How long the pulse of a queen just placed lasts.
    static let pulseDuration: Duration = .milliseconds(360)

    /// How long an attack line takes to fade in on one square.
    static let sweepFade: Duration = .milliseconds(140)

    /// The delay between one square of a new attack line and the next one out from the queen.
    static let sweepStep: Duration = .milliseconds(35)

    /// How long the confetti falls.
    static let confettiDuration: Duration = .milliseconds(3_800)

    /// The time of the latest tick.
    private(set) var now: Duration = .zero

    private var pulse: Animation<Square>?
    private var sweep: Animation<Sweep>?
    private var confetti: Animation<UInt64>?
    /// Whether the confetti falling is the grand burst of a completed album.
    private(set) var isGrandConfetti = false

    /// What an attack-line sweep shows: squares newly on attack lines, by distance from the queen that made them.
    private struct Sweep: Sendable {
        let origin: Square
        let squares: Set<Square>
    }

    private struct Animation<Value: Sendable>: Sendable {
        let value: Value
        /// When it started; `nil` until the next tick.
        var start: Duration?
        let duration: Duration

        func elapsed(at now: Duration) -> Duration {
            start.map { max(.zero, now - $0) } ?? .zero
        }

        func isFinished(at now: Duration) -> Bool {
            elapsed(at: now) >= duration
        }

        mutating func begin(at now: Duration) {
            if start == nil { start = now }
        }
    }

    /// Whether anything moves.
    var isActive: Bool {
        pulse != nil || sweep != nil || confetti != nil
    }

    // MARK: Starting and stopping

    /// Pulses the queen just placed on `square`.
    mutating func startPulse(on square: Square) {
        pulse = Animation(value: square, start: nil, duration: Self.pulseDuration)
    }

    /// Draws the attack lines on `squares` out from `origin` (the queen that made them), nearest first.
    mutating func startSweep(from origin: Square, over squares: Set<Square>) {
        guard !squares.isEmpty else { return }
        let farthest = squares.map { Self.distance($0, origin) }.max() ?? 0
        let duration = Self.sweepStep * farthest + Self.sweepFade
        sweep = Animation(value: Sweep(origin: origin, squares: squares), start: nil, duration: duration)
    }

    /// Drops the confetti, its pieces drawn from `seed`; `grand` (a completed album) drops three times as many.
    mutating func startConfetti(seed: UInt64, grand: Bool = false) {
        confetti = Animation(value: seed, start: nil, duration: Self.confettiDuration)
        isGrandConfetti = grand
    }

    /// Stops the board's animations (the position changed in another way, or the board is gone).
    mutating func stopBoardAnimations() {
        pulse = nil
        sweep = nil
    }

    /// Stops the confetti.
    mutating func stopConfetti() {
        confetti = nil
    }

    /// Stops everything.
    mutating func stopAll() {
        stopBoardAnimations()
        stopConfetti()
    }

    /// Moves time on to `time` (a tick): animations asked for since the last tick start now, and finished ones end.
    mutating func advance(to time: Duration) {
        now = max(now, time)
        pulse?.begin(at: now)
        sweep?.begin(at: now)
        confetti?.begin(at: now)
        if pulse?.isFinished(at: now) == true { pulse = nil }
        if sweep?.isFinished(at: now) == true { sweep = nil }
        if confetti?.isFinished(at: now) == true { confetti = nil }
    }

    // MARK: What to draw

    /// How strongly the square glows: 1 when the queen was just placed, down to 0; `nil` when it does not pulse.
    ///
    /// The glow fades in `pulseLevels` steps rather than smoothly: a frame in which the step does not change is
    /// identical to the one before and writes nothing, so the whole pulse costs a few small frames.
    func pulseStrength(on square: Square) -> Double? {
        guard let pulse, pulse.value == square else { return nil }
        let progress = Self.fraction(pulse.elapsed(at: now), of: pulse.duration)
        let remaining = 1 - progress
        let levels = Double(Self.pulseLevels)
        return (remaining * remaining * levels).rounded(.up) / levels
    }

    /// How many distinct strengths the pulse fades through.
    static let pulseLevels = 5

    /// How far the attack line on `square` has faded in, 0 (not yet) to 1; `nil` when it is not sweeping in.
    func sweepOpacity(on square: Square) -> Double? {
        guard let sweep, sweep.value.squares.contains(square) else { return nil }
        let appears = Self.sweepStep * Self.distance(square, sweep.value.origin)
        let elapsed = sweep.elapsed(at: now) - appears
        guard elapsed > .zero else { return 0 }
        let levels = Double(Self.sweepLevels)
        return (Self.fraction(elapsed, of: Self.sweepFade) * levels).rounded(.up) / levels
    }

    /// How many distinct opacities an attack line fades in through (steps keep unchanged frames free, as the
    /// pulse's do).
    static let sweepLevels = 3

    /// The pieces of confetti to draw on a screen of `size`, or none when no confetti falls.
    func confettiPieces(in size: GridSize) -> [ConfettiPiece] {
        guard let confetti else { return [] }
        return Confetti.pieces(
            seed: confetti.value, at: confetti.elapsed(at: now), in: size, density: isGrandConfetti ? 3 : 1)
    }

    // MARK: Helpers

    private static func distance(_ square: Square, _ other: Square) -> Int {
        max(abs(square.row - other.row), abs(square.column - other.column))
    }

    private static func fraction(_ elapsed: Duration, of total: Duration) -> Double {
        guard total > .zero else { return 1 }
        return min(max(elapsed / total, 0), 1)
    }
}
