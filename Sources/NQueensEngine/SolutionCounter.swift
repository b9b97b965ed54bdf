/// Counts the solutions of an N×N board exactly: all of them (OEIS A000170) or the fundamental ones, distinct
/// under the 8 symmetries of the square (OEIS A002562).
///
/// The count goes by start constellations: the queens on the four edge lines of the board, one class per set of
/// constellations that the symmetries map onto each other, each weighted by the size of its class (see
/// `ConstellationClass`). That searches about an eighth of the solutions. The empty rows between the edge queens
/// are searched by `RowKernel`, or from N = 15 on (`preferredKernel(size:)`) searched down to the last 5 or 6 and
/// matched against tables of those rows in batches (`TableKernel`). The work splits into tens of thousands of units (`workUnitCount`), counted on as
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
    /// One thread counts N = 16 in under a second and takes about seven times longer for each size above, so
    /// the top of the range needs many machines (see `countAll(part:of:threads:)`); totals there stay far below
    /// the limit of `UInt64`.
    public static let sizeRange: ClosedRange<Int> = 1...27

    /// The number of rows (and columns) of the board.
    public let size: Int

    /// How the empty rows are counted.
    public let kernel: Kernel

    /// The classes of start constellations and the work units (built once: 0.1 s in a release build at N = 27).
    private let work: CountingWork

    /// How the counter counts the empty rows of each start constellation.
    public enum Kernel: Hashable, Sendable {
        /// Searched row by row to the end (`RowKernel`).
        case search
        /// Searched down to the last `rows` empty rows; the states there wait in buckets of 128 and are counted a
        /// bucket at a time against trees of those rows' patterns (`TableKernel`): meet in the middle.
        case bottomTables(rows: Int)

        /// The number of rows the tables hold, from 2 to 7 (8 rows would take gigabytes from N = 16 on).
        public static let tableRowRange: ClosedRange<Int> = 2...7
    }

    /// The kernel that counts a `size`×`size` board fastest, as measured on one thread (`nqueens-bench count` and
    /// `scripts/count-figures` time the kernels side by side; CPU times, medians of 7 interleaved runs, on an AMD
    /// EPYC, Zen 3).
    ///
    /// - Up to N = 14 the search: the tables, built anew for each count, save no more than they cost (at N = 14, 5
    ///   rows take as much CPU time as the search).
    /// - N = 15, tables of 5 rows: 0.81× the search's time; 6 rows take 1.2× the time of 5.
    /// - N = 16…23, tables of 6 rows: 0.88× the time of 5 rows at N = 16, 0.85× at N = 17; 7 rows are 6% slower than
    ///   6 at N = 17 and take 465 MB. The tables of 6 rows take 31 MB at N = 16, 54 MB at N = 17, 211 MB at N = 20
    ///   and 445 MB at N = 22, and each counting thread's buckets 28, 43, 133 and 250 MB.
    /// - From N = 24, tables of 5 rows again, so that the tables stay below 100 MB where those of 6 rows would grow
    ///   past a gigabyte.
    ///
    /// The table kernel holds counts back in its buckets until the count ends, so the game's stoppable count
    /// (`Board.completionCount(stoppingWhen:)`) always searches.
    public static func preferredKernel(size: Int) -> Kernel {
        switch size {
        case ...14: .search
        case 15: .bottomTables(rows: 5)
        case 16...23: .bottomTables(rows: 6)
        default: .bottomTables(rows: 5)
        }
    }

    /// Prepares to count the solutions of a `size`×`size` board with `kernel` (by default the preferred one).
    ///
    /// - Throws: `SolverError.sizeOutOfRange` when `size` is outside `sizeRange`.
    public init(size: Int, kernel: Kernel? = nil) throws(SolverError) {
        guard Self.sizeRange.contains(size) else { throw .sizeOutOfRange(size, accepted: Self.sizeRange) }
        let kernel = kernel ?? Self.preferredKernel(size: size)
        self.size = size
        self.kernel = kernel
        switch kernel {
        case .search:
            work = CountingWork(size: size)
        case .bottomTables(let rows):
            precondition(Kernel.tableRowRange.contains(rows), "tables of \(rows) rows are not supported")
            work = CountingWork(size: size, tableRows: rows)
        }
    }

    /// The memory the tables take, in bytes (0 for the search), measured by building them on the calling thread as
    /// a count does; each counting thread adds its buckets (`bucketByteCount`).
    ///
    /// Each count builds the tables anew, on as many threads as it counts with, and releases them at its end.
    public var tableByteCount: Int {
        work.tableOffsets.indices.reduce(work.columnSets?.byteCount ?? 0) { $0 + work.makeTable($1).byteCount }
    }

    /// The memory the buckets of one counting thread take, in bytes (0 for the search).
    public var bucketByteCount: Int {
        PatternBuckets.byteCount(tables: work.tableOffsets.count, slots: work.columnSets?.count ?? 0)
    }

    // MARK: Counting on one thread

    /// The exact number of solutions, counted on the calling thread.
    public func countAll() -> UInt64 {
        tally(fundamental: false)?.total ?? 0
    }

    /// The exact number of solutions, counted on the calling thread, telling `progress` how many of the
    /// `workUnitCount` units are counted after each one.
    public func countAll(progress: (_ unitsDone: Int) -> Void) -> UInt64 {
        tally(fundamental: false, progress: progress)?.total ?? 0
    }

    /// The number of fundamental solutions, counted on the calling thread, telling `progress` how many of the
    /// `workUnitCount` units are counted after each one.
    public func countFundamental(progress: (_ unitsDone: Int) -> Void) -> UInt64 {
        tally(fundamental: true, progress: progress)?.fundamental ?? 0
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
    ///
    /// Always with the search: `shouldStop` sees every unit's count as soon as it is counted, never held in a table's
    /// buckets.
    func countAllOrStop(when shouldStop: (_ countedSoFar: UInt64) -> Bool) -> UInt64? {
        tally(fundamental: false, withTables: false, stoppingWhen: shouldStop)?.total
    }

    /// Counts every unit on the calling thread (through the tables, if any, when `withTables` is set), unless
    /// `shouldStop` returns `true` before one, telling `progress` after each.
    private func tally(
        fundamental: Bool, withTables: Bool = true,
        stoppingWhen shouldStop: (_ countedSoFar: UInt64) -> Bool = { _ in false },
        progress: (_ unitsDone: Int) -> Void = { _ in }
    ) -> CountingWork.Tally? {
        let buckets = withTables ? work.makeBuckets(work.tableOffsets.indices.map(work.makeTable)) : nil
        return withLevels(for: work) { levels in
            var tally = CountingWork.Tally()
            for (index, unit) in work.units.enumerated() {
                if shouldStop(tally.total) { return nil }
                tally = tally + work.count(unit, fundamental: fundamental, levels: levels, buckets: buckets)
                progress(index + 1)
            }
            if let buckets { tally = tally + work.finish(buckets, fundamental: fundamental) }
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
        try await tally(part: part, of: parts, threads: threads, fundamental: false, progress: { _ in }).total
    }

    /// Part `part` of `parts` of the count of all solutions (see `countAll(part:of:threads:)`), telling `progress`
    /// how many of the part's `unitCount(part:of:)` units are counted each time a batch of them is (hundreds of
    /// times per count, on the caller's actor).
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled.
    public func countAll(
        part: Int, of parts: Int, threads: Int, isolation: isolated (any Actor)? = #isolation,
        progress: (_ unitsDone: Int) -> Void
    ) async throws -> UInt64 {
        try await tally(part: part, of: parts, threads: threads, fundamental: false, progress: progress).total
    }

    /// Part `part` of `parts` of the count of fundamental solutions, telling `progress` as
    /// `countAll(part:of:threads:progress:)` does.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled.
    public func countFundamental(
        part: Int, of parts: Int, threads: Int, isolation: isolated (any Actor)? = #isolation,
        progress: (_ unitsDone: Int) -> Void
    ) async throws -> UInt64 {
        try await tally(part: part, of: parts, threads: threads, fundamental: true, progress: progress).fundamental
    }

    /// The number of work units in part `part` of `parts` (all of them for part 1 of 1).
    public func unitCount(part: Int, of parts: Int) -> Int {
        precondition(parts >= 1 && (1...parts).contains(part), "part \(part) of \(parts) does not exist")
        let count = work.units.count
        return part <= count ? (count - part) / parts + 1 : 0
    }

    /// Part `part` of `parts` of the count of fundamental solutions (see `countAll(part:of:threads:)`); the parts
    /// add up to `countFundamental()`.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled.
    public func countFundamental(part: Int, of parts: Int, threads: Int) async throws -> UInt64 {
        try await tally(part: part, of: parts, threads: threads, fundamental: true, progress: { _ in }).fundamental
    }

    /// Counts the units of one part on at most `threads` tasks at once, telling `progress` as batches end.
    private func tally(
        part: Int, of parts: Int, threads: Int, fundamental: Bool, isolation: isolated (any Actor)? = #isolation,
        progress: (_ unitsDone: Int) -> Void
    ) async throws -> CountingWork.Tally {
        precondition(parts >= 1 && (1...parts).contains(part), "part \(part) of \(parts) does not exist")
        try Task.checkCancellation()
        let work = work
        let indices = Array(stride(from: part - 1, to: work.units.count, by: parts))
        let width = max(1, threads)
        let tables = try await Self.makeTables(of: work, threads: width)
        // Each running task gets buckets of its own, handed back with its result for its next batch. The states
        // left in them are counted once every unit is.
        var spareBuckets: [PatternBuckets] = []
        func buckets() -> PatternBuckets? { spareBuckets.popLast() ?? work.makeBuckets(tables) }
        let tally = try await withThrowingTaskGroup(of: (CountingWork.Tally, Int, PatternBuckets?).self) { group in
            var batches = Batches(count: indices.count, threads: width)
            var running = 0
            var tally = CountingWork.Tally()
            var done = 0
            while running < width, let batch = batches.next() {
                try Task.checkCancellation()
                let taskBuckets = buckets()
                group.addTask {
                    let partial = try Self.count(
                        indices[batch], of: work, fundamental: fundamental, buckets: taskBuckets)
                    return (partial, batch.count, taskBuckets)
                }
                running += 1
            }
            while let (partial, units, returned) = try await group.next() {
                tally = tally + partial
                done += units
                if let returned { spareBuckets.append(returned) }
                progress(done)
                try Task.checkCancellation()
                if let batch = batches.next() {
                    let taskBuckets = buckets()
                    group.addTask {
                        let partial = try Self.count(
                            indices[batch], of: work, fundamental: fundamental, buckets: taskBuckets)
                        return (partial, batch.count, taskBuckets)
                    }
                }
            }
            return tally
        }
        // Each task takes a share of the tables, moves the others' states of those tables into its buckets and
        // counts them.
        let waiting = spareBuckets
        let tableCount = work.tableOffsets.count
        return await withTaskGroup(of: CountingWork.Tally.self) { group in
            for (task, buckets) in waiting.enumerated() {
                let range = (task * tableCount / waiting.count)..<((task + 1) * tableCount / waiting.count)
                group.addTask {
                    work.finish(buckets, tables: range, takingFrom: waiting, fundamental: fundamental)
                }
            }
            return await group.reduce(tally, +)
        }
    }

    /// Builds the tables of `work` on at most `threads` tasks at once.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled (between tables).
    private static func makeTables(of work: CountingWork, threads: Int) async throws -> [BottomPatternTable] {
        let count = work.tableOffsets.count
        return try await withThrowingTaskGroup(of: (Int, BottomPatternTable).self) { group in
            var tables: [BottomPatternTable?] = Array(repeating: nil, count: count)
            var next = 0
            func addTask() {
                let index = next
                group.addTask {
                    try Task.checkCancellation()
                    return (index, work.makeTable(index))
                }
                next += 1
            }
            while next < min(threads, count) { addTask() }
            while let (index, table) = try await group.next() {
                tables[index] = table
                if next < count { addTask() }
            }
            return tables.compactMap { $0 }
        }
    }

    /// Counts the units at `indices`, stopping with `CancellationError` between units once the task is cancelled;
    /// with `buckets`, the units of classes with a table leave their states there (the counts returned include those
    /// of the buckets that filled, whichever units' states they held).
    private static func count(
        _ indices: ArraySlice<Int>, of work: CountingWork, fundamental: Bool, buckets: PatternBuckets?
    ) throws -> CountingWork.Tally {
        try withLevels(for: work) { levels throws(CancellationError) in
            var tally = CountingWork.Tally()
            for index in indices {
                if Task.isCancelled { throw CancellationError() }
                tally =
                    tally + work.count(work.units[index], fundamental: fundamental, levels: levels, buckets: buckets)
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
/// what is left per thread, so the last ones take milliseconds and no thread waits long for the others, and none
/// longer than 1/256 of all, so that a progress bar moves in small steps.
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
        let length = max(1, min((count - start) / (8 * threads), count / 256))
        defer { start += length }
        return start..<min(count, start + length)
    }
}
