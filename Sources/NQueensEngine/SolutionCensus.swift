/// How many solutions a board has, and how many classes they form under the board's 8 symmetries: the most a
/// collection of that board's solutions can hold.
///
/// The figures are the engine's own counts (`SolutionCounter.countAll()`, OEIS A000170, and `countFundamental()`,
/// OEIS A002562), kept as a table: the album shows them at once, while counting 16×16 takes seconds. The engine's
/// tests count every size up to 13 against the table, and check the rest against both OEIS sequences; the
/// `album` benchmark counts 14…16 in a release build against it.
///
/// ```swift
/// SolutionCensus(size: 8)?.solutions   // 92
/// SolutionCensus(size: 8)?.classes     // 12
/// ```
public struct SolutionCensus: Hashable, Sendable {
    /// The board sizes the table holds.
    public static let sizeRange: ClosedRange<Int> = 1...16

    /// The number of rows (and columns) of the board.
    public let size: Int

    /// The number of solutions (OEIS A000170).
    public let solutions: UInt64

    /// The number of classes of solutions under rotation and reflection (OEIS A002562).
    public let classes: UInt64

    /// The figures of the `size`×`size` board; `nil` outside `sizeRange`.
    public init?(size: Int) {
        guard Self.sizeRange.contains(size) else { return nil }
        self.size = size
        solutions = Self.solutionCounts[size - 1]
        classes = Self.classCounts[size - 1]
    }

    /// Counts the figures of the `size`×`size` board with `SolutionCounter` on the calling thread (seconds from
    /// N = 16 on; `SolutionCounter.sizeRange` bounds it).
    ///
    /// - Throws: `SolverError.sizeOutOfRange` outside `SolutionCounter.sizeRange`.
    public static func counted(size: Int) throws(SolverError) -> (solutions: UInt64, classes: UInt64) {
        let counter = try SolutionCounter(size: size)
        return (counter.countAll(), counter.countFundamental())
    }

    // MARK: The table

    /// The solutions of N = 1…16, as `SolutionCounter.countAll()` counts them.
    private static let solutionCounts: [UInt64] = [
        1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2_680, 14_200, 73_712, 365_596, 2_279_184, 14_772_512,
    ]

    /// The classes of N = 1…16, as `SolutionCounter.countFundamental()` counts them.
    private static let classCounts: [UInt64] = [
        1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1_787, 9_233, 45_752, 285_053, 1_846_955,
    ]
}
