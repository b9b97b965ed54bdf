/// A regions puzzle (the rules of LinkedIn's Queens): an N×N board cut into N regions, to be filled with N queens,
/// one in each row, each column and each region, no two touching, not even at a corner.
///
/// Every puzzle has exactly one solution, proven by `RegionsSearch` counting no further than two, and the deduction
/// rules reach it (`RegionsDeduction`): `difficulty` says which rules a player needs. Puzzles come from the seeded
/// generator (`generate(size:difficulty:seed:)`), from their ID (`init(parsingID:)`, which runs the generator
/// again), or from the date (`daily(for:)`).
///
/// ```swift
/// let puzzle = try RegionsPuzzle.generate(size: 8, difficulty: .medium, seed: 42)
/// puzzle.id.description              // "R8M-…"
/// puzzle.regions.region(of: square)  // the region a square belongs to
/// puzzle.nextDeduction(queens: [], ruledOut: [])   // the first step of reasoning
/// ```
public struct RegionsPuzzle: Hashable, Sendable {
    /// The board sizes regions puzzles have.
    public static let sizeRange: ClosedRange<Int> = 5...12

    /// The regions: N of them, each connected.
    public let regions: RegionMap

    /// The one solution: the queen of each row, bottom row first.
    public let solution: [Square]

    /// Which rules a player needs to solve it (see `RegionsDeduction`).
    public let difficulty: PuzzleDifficulty

    /// The puzzle's ID, from which the generator makes it again.
    public let id: RegionsPuzzleID

    /// A puzzle whose map the caller has proven to have exactly `solution` and to need `difficulty`.
    init(regions: RegionMap, solution: [Square], difficulty: PuzzleDifficulty, id: RegionsPuzzleID) {
        self.regions = regions
        self.solution = solution
        self.difficulty = difficulty
        self.id = id
    }

    /// The number of rows, columns, regions and queens.
    public var size: Int {
        regions.size
    }

    /// Whether the solution has a queen on `square`.
    public func isSolutionSquare(_ square: Square) -> Bool {
        square.isOnBoard(ofSize: size) && solution[square.row] == square
    }

    // MARK: From an ID

    /// The puzzle `id` names: the generator run again on its size, difficulty and seed.
    ///
    /// - Throws: `RegionsPuzzleError.noPuzzle` in the unlikely case that the generator finds none (no seed is known
    ///   to).
    public init(id: RegionsPuzzleID) throws(RegionsPuzzleError) {
        self = try Self.generate(size: id.size, difficulty: id.difficulty, seed: id.seed)
    }

    /// The puzzle whose ID is `text` (any case, spaces around it ignored).
    ///
    /// - Throws: `RegionsPuzzleIDError` naming what is wrong with the text.
    public init(parsingID text: String) throws(RegionsPuzzleIDError) {
        let id = try RegionsPuzzleID(parsing: text)
        do {
            try self.init(id: id)
        } catch {
            throw .notAPuzzle(error)
        }
    }
}

/// Why a regions puzzle cannot be made.
public enum RegionsPuzzleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The board size is outside `RegionsPuzzle.sizeRange`.
    case sizeOutOfRange(Int)
    /// The seed is outside `RegionsPuzzleID.seedRange`.
    case seedOutOfRange(UInt64)
    /// The generator found no puzzle of the difficulty and size from the seed within its attempts.
    case noPuzzle(PuzzleDifficulty, size: Int, seed: UInt64)

    /// A one-line message naming the problem and what is accepted.
    public var description: String {
        switch self {
        case .sizeOutOfRange(let size):
            let range = RegionsPuzzle.sizeRange
            return "a regions puzzle's board size is \(range.lowerBound) to \(range.upperBound), not \(size)"
        case .seedOutOfRange(let seed):
            return "a regions puzzle's seed is a whole number from 0 to \(RegionsPuzzleID.seedRange.upperBound), "
                + "not \(seed)"
        case .noPuzzle(let difficulty, let size, let seed):
            return "no \(difficulty.name) \(size)×\(size) regions puzzle came of seed \(seed); try another seed"
        }
    }
}
