import Testing

@testable import NQueensEngine

@Suite("Symmetry classes and the census")
struct SymmetryClassTests {
    /// OEIS A000170, N = 1…16, copied from the encyclopedia (not from the engine).
    static let oeisSolutions: [UInt64] = [
        1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2_680, 14_200, 73_712, 365_596, 2_279_184, 14_772_512,
    ]
    /// OEIS A002562, N = 1…16, copied from the encyclopedia.
    static let oeisClasses: [UInt64] = [
        1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1_787, 9_233, 45_752, 285_053, 1_846_955,
    ]

    // MARK: Properties of random solutions

    @Test("all 8 images of a random solution share its canonical form, and its class size divides 8", arguments: 4...16)
    func imagesShareCanonicalForm(size: Int) {
        var random = SplitMix64(seed: 0xA1B0 + UInt64(size))
        for _ in 0..<40 {
            let solution = Solution(unchecked: Puzzle.randomSolution(size: size, using: &random))
            let canonical = solution.canonicalForm
            for image in solution.images {
                #expect(image.canonicalForm == canonical)
                #expect(SymmetryClass(containing: image) == SymmetryClass(containing: solution))
            }
            let members = SymmetryClass(containing: solution).members
            #expect(8 % members.count == 0)
            #expect([2, 4, 8].contains(members.count))
            #expect(members.first == canonical)
            #expect(Set(members) == Set(solution.images))
            #expect(members.allSatisfy { Solution.isValid($0.columns) })
        }
    }

    @Test("symmetries(mapping:) names exactly the symmetries that turn one member into another")
    func relatesMembers() throws {
        let solution = try Solution(validating: [0, 4, 7, 5, 2, 6, 1, 3])
        for symmetry in Symmetry.allCases {
            let image = solution.transformed(by: symmetry)
            #expect(solution.symmetries(mapping: image) == [symmetry])
        }
        let other = try Solution(validating: [1, 3, 5, 7, 2, 0, 6, 4])
        #expect(solution.symmetries(mapping: other).isEmpty)
        let small = try Solution(validating: [1, 3, 0, 2])
        #expect(solution.symmetries(mapping: small).isEmpty)
        // A 4×4 solution is quarter-turn symmetric: the rotations map it onto itself, the reflections onto the other.
        #expect(small.symmetries(mapping: small) == Symmetry.allCases.filter(\.isRotation))
    }

    // MARK: Enumerating classes

    @Test(
        "enumerating N = 4…10 into classes gives A002562's numbers, their sizes summing to A000170's", arguments: 4...10
    )
    func enumerationMatchesOEIS(size: Int) throws {
        let all = Array(try SolutionSequence(size: size))
        let grouped = Dictionary(grouping: all, by: \.canonicalForm)
        #expect(UInt64(grouped.count) == Self.oeisClasses[size - 1])
        #expect(UInt64(grouped.values.map(\.count).reduce(0, +)) == Self.oeisSolutions[size - 1])
        for (canonical, members) in grouped {
            #expect(8 % members.count == 0)
            #expect(Set(members) == Set(SymmetryClass(containing: canonical).members))
        }

        let classes = try SymmetryClass.all(size: size)
        #expect(UInt64(classes.count) == Self.oeisClasses[size - 1])
        #expect(UInt64(classes.map(\.members.count).reduce(0, +)) == Self.oeisSolutions[size - 1])
        #expect(Set(classes.map(\.canonicalForm)) == Set(grouped.keys))
    }

    @Test("every class of N = 1…12 is listed once, in order of its canonical form", arguments: 1...12)
    func listsClassesInOrder(size: Int) throws {
        let classes = try SymmetryClass.all(size: size)
        #expect(UInt64(classes.count) == Self.oeisClasses[size - 1])
        #expect(UInt64(classes.map(\.members.count).reduce(0, +)) == Self.oeisSolutions[size - 1])
        for (earlier, later) in zip(classes, classes.dropFirst()) {
            #expect(earlier.canonicalForm.columns.lexicographicallyPrecedes(later.canonicalForm.columns))
        }
        for symmetryClass in classes {
            #expect(symmetryClass.canonicalForm.isCanonical)
            #expect(symmetryClass.index(of: symmetryClass.canonicalForm) == 0)
        }
    }

    @Test("listing refuses the sizes whose classes are too many to list")
    func refusesLargeSizes() {
        #expect(throws: SolverError.sizeOutOfRange(13, accepted: 1...12)) { try SymmetryClass.all(size: 13) }
        #expect(throws: SolverError.sizeOutOfRange(0, accepted: 1...12)) { try SymmetryClass.all(size: 0) }
    }

    // MARK: The census

    @Test("the census of N = 1…16 equals both OEIS sequences", arguments: 1...16)
    func censusMatchesOEIS(size: Int) throws {
        let census = try #require(SolutionCensus(size: size))
        #expect(census.size == size)
        #expect(census.solutions == Self.oeisSolutions[size - 1])
        #expect(census.classes == Self.oeisClasses[size - 1])
    }

    @Test("the census of N = 1…13 is what the engine's counter counts", arguments: 1...13)
    func censusMatchesCounter(size: Int) throws {
        let census = try #require(SolutionCensus(size: size))
        let counted = try SolutionCensus.counted(size: size)
        #expect(counted.solutions == census.solutions)
        #expect(counted.classes == census.classes)
    }

    @Test("the census has no figures outside 1…16")
    func censusRange() {
        #expect(SolutionCensus(size: 0) == nil)
        #expect(SolutionCensus(size: 17) == nil)
    }
}
