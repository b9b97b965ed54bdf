import NQueensEngine
import Testing

@Suite("Solution counter")
struct SolutionCounterTests {
    /// OEIS A000170: the number of solutions of the N×N board, N = 1…14.
    static let totals: [UInt64] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
    /// OEIS A002562: the number of solutions distinct under rotations and reflections, N = 1…14.
    static let fundamentals: [UInt64] = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752]

    @Test("counts every solution of N = 1…13 (OEIS A000170)", arguments: 1...13)
    func countsAllSolutions(size: Int) throws {
        let counter = try SolutionCounter(size: size)
        #expect(counter.size == size)
        #expect(counter.countAll() == Self.totals[size - 1])
    }

    @Test("counts fundamental solutions of N = 1…13 (OEIS A002562)", arguments: 1...13)
    func countsFundamentalSolutions(size: Int) throws {
        #expect(try SolutionCounter(size: size).countFundamental() == Self.fundamentals[size - 1])
    }

    @Test("counts in parallel to the same totals", arguments: 1...12, [1, 2, 3])
    func countsAllSolutionsInParallel(size: Int, threads: Int) async throws {
        let counter = try SolutionCounter(size: size)
        #expect(try await counter.countAll(threads: threads) == Self.totals[size - 1])
        #expect(try await counter.countFundamental(threads: threads) == Self.fundamentals[size - 1])
    }

    @Test("a thread count below 1 counts as one thread", arguments: [0, -4])
    func clampsThreadCount(threads: Int) async throws {
        let counter = try SolutionCounter(size: 8)
        #expect(try await counter.countAll(threads: threads) == 92)
    }

    // MARK: Parts

    @Test("the parts of every split of N = 12 add up to the total", arguments: [1, 2, 7, 64])
    func partsAddUp(parts: Int) async throws {
        let counter = try SolutionCounter(size: 12)
        var total: UInt64 = 0
        var fundamental: UInt64 = 0
        var largest: UInt64 = 0
        for part in 1...parts {
            let share = try await counter.countAll(part: part, of: parts, threads: 2)
            total += share
            largest = max(largest, share)
            fundamental += try await counter.countFundamental(part: part, of: parts, threads: 1)
        }
        #expect(total == 14_200)
        #expect(fundamental == 1_787)
        // Balanced: no part holds much more than its share (N = 12 has thousands of units).
        #expect(Double(largest) <= 1.5 * Double(total) / Double(parts))
    }

    @Test("a split into more parts than units leaves the extra parts empty")
    func morePartsThanUnits() async throws {
        let counter = try SolutionCounter(size: 5)
        let units = counter.workUnitCount
        let parts = units + 3
        var total: UInt64 = 0
        for part in 1...parts {
            let share = try await counter.countAll(part: part, of: parts, threads: 1)
            if part > units { #expect(share == 0) }
            total += share
        }
        #expect(total == 10)
    }

    @Test("N = 17 splits into tens of thousands of work units, the same every time")
    func workUnitsAtSeventeen() throws {
        let counter = try SolutionCounter(size: 17)
        let units = counter.workUnitCount
        #expect((10_000...99_999).contains(units))
        #expect(try SolutionCounter(size: 17).workUnitCount == units)
    }

    // MARK: Sizes and cancellation

    @Test("rejects sizes outside 1…27", arguments: [0, -1, 28, 64])
    func rejectsSizesOutOfRange(size: Int) {
        #expect(throws: SolverError.sizeOutOfRange(size, accepted: 1...27)) { try SolutionCounter(size: size) }
        #expect(SolutionCounter.sizeRange == 1...27)
    }

    @Test("the largest size is accepted")
    func acceptsLargestSize() throws {
        #expect(try SolutionCounter(size: 27).size == 27)
    }

    @Test("a task cancelled before counting throws CancellationError")
    func cancelledBeforeCounting() async throws {
        let counter = try SolutionCounter(size: 20)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await counter.countAll(threads: 2)
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test("a task cancelled while counting throws CancellationError")
    func cancelledWhileCounting() async throws {
        // N = 18 takes minutes; the units in flight take milliseconds, so the count stops right away.
        let counter = try SolutionCounter(size: 18)
        let (started, signal) = AsyncStream.makeStream(of: Void.self)
        let task = Task {
            signal.yield()
            return try await counter.countFundamental(threads: 2)
        }
        for await _ in started { break }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
