import NQueensEngine

/// The board's animations, timed by the frame clock: a pulse on the queen just placed and its new attack lines
/// fading in, square by square outward from it.
///
/// Times are the frame clock's microseconds. An animation asked for starts at the next frame (the first frame
/// shows its first moment) and ends after its duration; while none runs, `isActive` is false and the board
/// removes its tick callback, so nothing is drawn and no CPU is used.
struct BoardMotion {
    /// How long the pulse of a queen just placed lasts, in microseconds.
    static let pulseDuration = 360_000

    /// The delay between one square of a new attack line and the next one out from the queen.
    static let sweepStep = 35_000

    /// How long one square of an attack line takes to fade in.
    static let sweepFade = 160_000

    private var pulse: (square: Square, start: Int?)?
    private var sweep: (origin: Square, squares: Set<Square>, start: Int?, duration: Int)?
    private var now = 0

    /// Whether anything moves.
    var isActive: Bool {
        pulse != nil || sweep != nil
    }

    /// Pulses the queen just placed on `square`, and fades in `newAttackSquares` outward from it.
    mutating func start(placement square: Square, newAttackSquares: Set<Square>) {
        pulse = (square, nil)
        if newAttackSquares.isEmpty {
            sweep = nil
        } else {
            let farthest = newAttackSquares.map { Self.distance($0, square) }.max() ?? 0
            sweep = (square, newAttackSquares, nil, Self.sweepStep * farthest + Self.sweepFade)
        }
    }

    /// Stops every animation (the position changed another way, or motion was turned off).
    mutating func stop() {
        pulse = nil
        sweep = nil
    }

    /// Moves time on to the frame at `time`; returns whether anything still moves.
    mutating func advance(to time: Int) -> Bool {
        now = max(now, time)
        if pulse != nil, pulse?.start == nil { pulse?.start = now }
        if sweep != nil, sweep?.start == nil { sweep?.start = now }
        if let start = pulse?.start, now - start >= Self.pulseDuration { pulse = nil }
        if let sweep, let start = sweep.start, now - start >= sweep.duration { self.sweep = nil }
        return isActive
    }

    // MARK: What to draw

    /// How strongly the queen on `square` pulses: 1 just placed, easing to 0; `nil` when it does not.
    func pulseStrength(on square: Square) -> Double? {
        guard let pulse, pulse.square == square else { return nil }
        let progress = Double(now - (pulse.start ?? now)) / Double(Self.pulseDuration)
        let remaining = 1 - min(max(progress, 0), 1)
        return remaining * remaining
    }

    /// How far the attack line on `square` has faded in, 0 to 1; `nil` when it is not fading in.
    func sweepOpacity(on square: Square) -> Double? {
        guard let sweep, sweep.squares.contains(square) else { return nil }
        let elapsed = now - (sweep.start ?? now) - Self.sweepStep * Self.distance(square, sweep.origin)
        return min(max(Double(elapsed) / Double(Self.sweepFade), 0), 1)
    }

    /// How far the attack strokes through `square` (the queen just placed) have faded in; `nil` when done.
    func strokeOpacity(through square: Square) -> Double? {
        guard let sweep, sweep.origin == square else { return nil }
        let elapsed = now - (sweep.start ?? now)
        return min(max(Double(elapsed) / Double(sweep.duration), 0), 1)
    }

    private static func distance(_ square: Square, _ other: Square) -> Int {
        max(abs(square.row - other.row), abs(square.column - other.column))
    }
}
