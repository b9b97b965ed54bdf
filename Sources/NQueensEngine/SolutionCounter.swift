/// Counts the solutions of an N×N board exactly: all of them (OEIS A000170) or the fundamental ones, distinct
/// under the 8 symmetries of the square (OEIS A002562).
///
/// The count goes by start constellations: the queens on the four edge lines of the board, one class per set of
/// constellations that the symmetries map onto each other, each weighted by the size of its class (see
/// `ConstellationClass`). That searches about an eighth of the solutions. The empty rows between the edge queens
/// are searched by `RowKernel`. The work splits into tens of thousands of units (`workUnitCount`), counted on as
/// many threads as asked, or shared between machines by `countAll(part:of:threads:)`.
///
/// ```swift
/// let counter = try SolutionCounter(size: 8)
/// counter.countAll()                                                   // 92
/// counter.countFundamental()                                           // 12
/// try await counter.countAll(threads: ProcessInfo.processInfo.activeProcessorCount)
/// try await counter.countAll(part: 2, of: 4, threads: 1)               // one share of a count split 4 ways
/// ```
public struct SolutionCounter: Sendable {
    /// The board sizes that can be counted: up to N = 27, the largest board ever counted.
    ///
    /// One thread counts N = 16 in about two seconds and takes about seven times longer for each size above, so
    /// the top of the range needs many machines (see `countAll(part:of:threads:)`); totals there stay far below
    /// the limit of `UInt64`.
    public static let sizeRange: ClosedRange<Int> = 1...27

    /// The number of rows (and columns) of the board.
    public let size: Int

    /// The classes of start constellations and the work units (built once: 0.1 s in a release build at N = 27).
    private let work: CountingWork

    /// Prepares to count the solutions of a `size`×`size` board.
    ///
    /// - Throws: `SolverError.sizeOutOfRange` when `size` is outside `sizeRange`.
    public init(size: Int) throws(SolverError) {
        guard Self.sizeRange.contains(size) else { throw .sizeOutOfRange(size, accepted: Self.sizeRange) }
        self.size = size
        work = CountingWork(size: size)
    }

    // MARK: Counting on one thread

    /// The exact number of solutions, counted on the calling thread.
    public func countAll() -> UInt64 {
        tally(fundamental: false)?.total ?? 0
    }

    /// The number of solutions distinct under the rotations and reflections of the board, counted on the calling
    /// thread.
    ///
    /// Straight from the classes of start constellations: a class that no rotation maps onto itself holds one
    /// solution of each orbit per solution of its searched member; for the others, Burnside's lemma over the
    /// rotations that keep the constellation gives the share (their rotation-invariant solutions are found by a
    /// small search).
    public func countFundamental() -> UInt64 {
        tally(fundamental: true)?.fundamental ?? 0
    }

    /// The number of solutions counted on the calling thread unit by unit, asking `shouldStop` with the count so far
    /// before each unit: `nil` when it returns `true`, else the exact count.
    func countAll(stoppingWhen shouldStop: (_ countedSoFar: UInt64) -> Bool) -> UInt64? {
        tally(fundamental: false, stoppingWhen: shouldStop)?.total
    }

    /// Counts every unit on the calling thread, unless `shouldStop` returns `true` before one.
    private func tally(
        fundamental: Bool, stoppingWhen shouldStop: (_ countedSoFar: UInt64) -> Bool = { _ in false }
    ) -> CountingWork.Tally? {
        withLevels(for: work) { levels in
            var tally = CountingWork.Tally()
            for unit in work.units {
                if shouldStop(tally.total) { return nil }
                tally = tally + work.count(unit, fundamental: fundamental, levels: levels)
            }
            return tally
        }
    }

    // MARK: Counting on several threads

    /// The exact number of solutions, counted by at most `threads` tasks at once.
    ///
    /// The work units are dealt out in batches as threads become free (the batches shrink towards the end), so every
    /// thread stays busy until the end. Counting runs on the cooperative thread pool, so more threads than cores gain
    /// nothing.
    ///
    /// - Parameter threads: the most units counted at once; values below 1 count as 1.
    /// - Throws: `CancellationError` when the calling task is cancelled; the units already running finish first
    ///   (each takes milliseconds at N = 17).
    public func countAll(threads: Int) async throws -> UInt64 {
        try await countAll(part: 1, of: 1, threads: threads)
    }

    /// The number of solutions distinct under the rotations and reflections of the board, counted by at most
    /// `threads` tasks at once (see `countAll(threads:)` and `countFundamental()`).
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled.
    public func countFundamental(threads: Int) async throws -> UInt64 {
        try await countFundamental(part: 1, of: 1, threads: threads)
    }

    // MARK: Sharing a count between machines

    /// The number of independent work units the count of this board splits into; the same on every machine.
    public var workUnitCount: Int {
        work.units.count
    }

    /// Part `part` of `parts` of the count of all solutions: the parts of a split, counted anywhere, add up to
    /// `countAll()`.
    ///
    /// Part K holds the work units whose index is K − 1 modulo `parts`, so the shares are deterministic and
    /// balanced (each holds a slice of every kind of unit); a part beyond `workUnitCount` is empty.
    ///
    /// - Parameters:
    ///   - part: which part, 1…`parts` (anything else is a programming error and traps).
    ///   - parts: how many parts the count is split into, at least 1.
    ///   - threads: the most units counted at once; values below 1 count as 1.
    /// - Throws: `CancellationError` when the calling task is cancelled.
    public func countAll(part: Int, of parts: Int, threads: Int) async throws -> UInt64 {
        try await tally(part: part, of: parts, threads: threads, fundamental: false).total
    }

    /// Part `part` of `parts` of the count of fundamental solutions (see `countAll(part:of:threads:)`); the parts
    /// add up to `countFundamental()`.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled.
    public func countFundamental(part: Int, of parts: Int, threads: Int) async throws -> UInt64 {
        try await tally(part: part, of: parts, threads: threads, fundamental: true).fundamental
    }

    /// Counts the units of one part on at most `threads` tasks at once.
    private func tally(part: Int, of parts: Int, threads: Int, fundamental: Bool) async throws -> CountingWork.Tally {
        precondition(parts >= 1 && (1...parts).contains(part), "part \(part) of \(parts) does not exist")
        try Task.checkCancellation()
        let work = work
        let indices = Array(stride(from: part - 1, to: work.units.count, by: parts))
        let width = max(1, threads)
        return try await withThrowingTaskGroup(of: CountingWork.Tally.self) { group in
            var batches = Batches(count: indices.count, threads: width)
            var running = 0
            var tally = CountingWork.Tally()
            while running < width, let batch = batches.next() {
                try Task.checkCancellation()
                group.addTask { try Self.count(indices[batch], of: work, fundamental: fundamental) }
                running += 1
            }
            while let partial = try await group.next() {
                tally = tally + partial
                try Task.checkCancellation()
                if let batch = batches.next() {
                    group.addTask { try Self.count(indices[batch], of: work, fundamental: fundamental) }
                }
            }
            return tally
        }
    }

    /// Counts the units at `indices`, stopping with `CancellationError` between units once the task is cancelled.
    private static func count(
        _ indices: ArraySlice<Int>, of work: CountingWork, fundamental: Bool
    ) throws -> CountingWork.Tally {
        try withLevels(for: work) { levels throws(CancellationError) in
            var tally = CountingWork.Tally()
            for index in indices {
                if Task.isCancelled { throw CancellationError() }
                tally = tally + work.count(work.units[index], fundamental: fundamental, levels: levels)
            }
            return tally
        }
    }
}

// MARK: - Support

/// Runs `body` with a search stack for `work` (on the stack: no allocation).
private func withLevels<Result, Failure: Error>(
    for work: CountingWork, _ body: (UnsafeMutablePointer<RowKernel.Level>) throws(Failure) -> Result
) throws(Failure) -> Result {
    try withUnsafeTemporaryAllocation(of: RowKernel.Level.self, capacity: work.levelCount) {
        (levels) throws(Failure) -> Result in
        try body(levels.baseAddress.unsafelyUnwrapped)
    }
}

/// Consecutive ranges of `count` indices that get shorter towards the end (guided scheduling): each is an eighth of
/// what is left per thread, so the last ones take milliseconds and no thread waits long for the others.
private struct Batches: IteratorProtocol {
    private let count: Int
    private let threads: Int
    private var start = 0

    init(count: Int, threads: Int) {
        self.count = count
        self.threads = threads
    }

    mutating func next() -> Range<Int>? {
        guard start < count else { return nil }
        let length = max(1, (count - start) / (8 * threads))
        defer { start += length }
        return start..<min(count, start + length)
    }
}
