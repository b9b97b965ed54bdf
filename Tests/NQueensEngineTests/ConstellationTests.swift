import Testing

@testable import NQueensEngine

@Suite("Start constellations and the row kernel")
struct ConstellationTests {
    /// Every placement of queens on the edge lines, by brute force over sets of edge squares: each of the four lines
    /// holds exactly one queen and no two queens attack each other.
    private static func edgePlacements(size: Int) -> Set<Set<Square>> {
        let last = size - 1
        var edge: [Square] = []
        for row in 0..<size {
            for column in 0..<size where row == 0 || row == last || column == 0 || column == last {
                edge.append(Square(row: row, column: column))
            }
        }
        var found: Set<Set<Square>> = []
        func extend(_ chosen: [Square], from start: Int) {
            let lines = [
                chosen.filter { $0.row == 0 }.count, chosen.filter { $0.row == last }.count,
                chosen.filter { $0.column == 0 }.count, chosen.filter { $0.column == last }.count,
            ]
            if lines.contains(where: { $0 > 1 }) { return }
            if lines.allSatisfy({ $0 == 1 }) { found.insert(Set(chosen)) }
            for index in start..<edge.count where !chosen.contains(where: { $0.attacks(edge[index]) }) {
                extend(chosen + [edge[index]], from: index + 1)
            }
        }
        extend([], from: 0)
        return found
    }

    @Test("the classes cover every edge placement once, weighted by the size of their orbit", arguments: 2...9)
    func classesMatchBruteForce(size: Int) {
        let expected = Self.edgePlacements(size: size)
        var covered: Set<Set<Square>> = []
        var weights = 0
        for found in ConstellationClass.all(size: size) {
            #expect(found.constellation.isValid(size: size))
            // The orbit by the public symmetries of squares, which share no code with the constellation's images.
            let queens = found.constellation.queens(size: size)
            let orbit = Set(
                Symmetry.allCases.map { symmetry in
                    Set(queens.map { $0.transformed(by: symmetry, onBoardOfSize: size) })
                })
            let images = (0..<8).map { flags in
                found.constellation.image(
                    transposing: flags & 4 != 0, reversingRows: flags & 2 != 0, reversingColumns: flags & 1 != 0,
                    size: size)
            }
            #expect(Set(images.map { Set($0.queens(size: size)) }) == orbit)
            #expect(orbit.isDisjoint(with: covered), "classes overlap")
            covered.formUnion(orbit)
            #expect(Int(found.weight) == orbit.count)
            switch found.symmetry {
            case .none: #expect(found.weight == 8)
            case .halfTurn: #expect(found.weight == 4)
            case .quarterTurn: #expect(found.weight == 2)
            }
            weights += Int(found.weight)
        }
        #expect(covered == expected)
        #expect(weights == expected.count)
    }

    @Test("each class's search counts the solutions that contain its edge queens", arguments: [6, 8, 9])
    func classCountsMatchOracle(size: Int) {
        let oracle = CompletionOracle(size: size)
        withLevels(size: size) { levels in
            for found in ConstellationClass.all(size: size) {
                let queens = found.constellation.queens(size: size)
                let search = RowSearch(size: size, window: 1...(size - 2), queens: queens)
                #expect(Int(search.count(levels: levels)) == oracle.completions(of: queens).count)
            }
        }
    }

    @Test("a class's work units add up to the class's count")
    func unitsAddUpToTheirClass() {
        let work = CountingWork(size: 10)
        withLevels(size: 10) { levels in
            for (index, search) in work.searches.enumerated() {
                var units: UInt64 = 0
                for case .extended(let owner, let bit) in work.units where owner == index {
                    units += search.count(firstRowQueen: bit, levels: levels)
                }
                let isSplit = work.units.contains { if case .extended(index, _) = $0 { true } else { false } }
                if isSplit { #expect(units == search.count(levels: levels)) }
            }
        }
    }

    @Test("the fundamental count agrees with Burnside's lemma over the whole board", arguments: 1...13)
    func fundamentalAgreesWithBurnside(size: Int) throws {
        let counter = try SolutionCounter(size: size)
        let total = counter.countAll()
        let burnside: UInt64
        if size == 1 {
            burnside = 1
        } else {
            let quarterTurn = RotationInvariantCount.count(size: size, invariantUnder: .quarter)
            let halfTurn = RotationInvariantCount.count(size: size, invariantUnder: .half)
            burnside = (total + 2 * quarterTurn + halfTurn) / 8
        }
        #expect(counter.countFundamental() == burnside)
    }

    @Test("the half-turn symmetric solutions all lie in half-turn symmetric classes", arguments: [8, 10, 12])
    func symmetricSolutionsLieInSymmetricClasses(size: Int) {
        var halfTurn: UInt64 = 0
        for found in ConstellationClass.all(size: size) where found.symmetry != .none {
            let queens = found.constellation.queens(size: size)
            halfTurn +=
                found.weight * RotationInvariantCount.count(size: size, invariantUnder: .half, containing: queens)
        }
        #expect(halfTurn == RotationInvariantCount.count(size: size, invariantUnder: .half))
    }

    // MARK: The row kernel around arbitrary queens

    @Test("the row search counts the completions of random positions", arguments: [4, 7, 9, 10])
    func rowSearchMatchesOracle(size: Int) throws {
        let oracle = CompletionOracle(size: size)
        var random = SplitMix64(seed: UInt64(size))
        withLevels(size: size) { levels in
            for _ in 0..<60 {
                var queens: [Square] = []
                for _ in 0..<Int.random(in: 0...(size - 1), using: &random) {
                    let square = Square(
                        row: Int.random(in: 0..<size, using: &random), column: Int.random(in: 0..<size, using: &random))
                    if !queens.contains(where: { $0 == square || $0.attacks(square) }) { queens.append(square) }
                }
                let search = RowSearch(size: size, window: 0...(size - 1), queens: queens)
                #expect(Int(search.count(levels: levels)) == oracle.completions(of: queens).count, "\(queens)")
            }
        }
    }

    @Test("diagonals that do not fit in 64 bits at the start enter the masks later, and still count")
    func lateDiagonalsOnLargeBoards() throws {
        // A 40×40 solution with 9 rows cleared: far more rows than 64 bits can hold ahead, so some diagonals enter
        // late; the completion search (which shares no code) gives the expected count.
        let size = 40
        let solution = try #require(try Solution.constructed(size: size))
        let cleared: Set<Int> = [3, 9, 14, 20, 21, 27, 33, 36, 39]
        let queens = solution.squares.filter { !cleared.contains($0.row) }
        let search = RowSearch(size: size, window: 0...(size - 1), queens: queens)
        #expect(!search.entering.isEmpty)
        var completion = CompletionSearch(size: size, queens: queens)
        let expected = completion.run(limit: Int.max)
        #expect(expected >= 1)
        withLevels(size: size) { levels in #expect(Int(search.count(levels: levels)) == expected) }
    }

    @Test("the limited completion search, which boards above 14×14 use, counts each completion once when it restarts")
    func limitedSearchAgreesWithTheKernel() throws {
        // Positions where a small limit runs out of its first node budget, so later attempts meet completions the
        // first one found; up to 14×14 `completionCount(limit:)` takes the kernel, so the search is run directly.
        let positions: [(size: Int, queens: [String])] = [(13, ["g2", "a13", "m12"]), (11, ["k1"]), (12, ["a12"])]
        for (size, names) in positions {
            let queens = try names.map { try Square(parsing: $0, boardSize: size) }
            let total = try #require(try Board(size: size, queens: queens).completionCount(stoppingWhen: { false }))
            #expect(total > 0)
            for limit in [1, 2, 3, 5, 10, total, total + 1] {
                var search = CompletionSearch(size: size, queens: queens)
                #expect(search.run(limit: limit) == min(total, limit), "\(names) limit \(limit)")
            }
        }
    }

    /// Runs `body` with room for the search stack of a `size`×`size` board.
    private func withLevels(size: Int, _ body: (UnsafeMutablePointer<RowKernel.Level>) -> Void) {
        withUnsafeTemporaryAllocation(of: RowKernel.Level.self, capacity: size) { body($0.baseAddress!) }
    }
}
