import NQueensEngine
import Testing

@Suite("Symmetry")
struct SymmetryTests {
    /// Every solution of the N×N board, by the engine's enumeration.
    private func solutions(_ size: Int) throws -> [Solution] {
        Array(try SolutionSequence(size: size))
    }

    private let eightQueens = (try? Solution(validating: [0, 4, 7, 5, 2, 6, 1, 3]))

    @Test("there are 8 symmetries: 4 rotations and 4 reflections")
    func groupHasEightElements() {
        #expect(Symmetry.allCases.count == 8)
        #expect(Set(Symmetry.allCases).count == 8)
        #expect(Symmetry.allCases.filter(\.isRotation).count == 4)
    }

    @Test("squares move as a player sees the board turn and mirror")
    func movesSquares() {
        let a1 = Square(row: 0, column: 0)
        let b1 = Square(row: 0, column: 1)
        #expect(a1.transformed(by: .quarterTurnClockwise, onBoardOfSize: 8) == Square(row: 7, column: 0))
        #expect(b1.transformed(by: .quarterTurnClockwise, onBoardOfSize: 8) == Square(row: 6, column: 0))
        #expect(b1.transformed(by: .quarterTurnCounterclockwise, onBoardOfSize: 8) == Square(row: 1, column: 7))
        #expect(b1.transformed(by: .halfTurn, onBoardOfSize: 8) == Square(row: 7, column: 6))
        #expect(b1.transformed(by: .leftRightReflection, onBoardOfSize: 8) == Square(row: 0, column: 6))
        #expect(b1.transformed(by: .topBottomReflection, onBoardOfSize: 8) == Square(row: 7, column: 1))
        #expect(b1.transformed(by: .diagonalReflection, onBoardOfSize: 8) == Square(row: 1, column: 0))
        #expect(b1.transformed(by: .antiDiagonalReflection, onBoardOfSize: 8) == Square(row: 6, column: 7))
        #expect(a1.transformed(by: .identity, onBoardOfSize: 8) == a1)
    }

    @Test("four quarter turns, two half turns and two reflections are the identity")
    func turningFourTimesIsIdentity() throws {
        let solution = try #require(eightQueens)
        var turned = solution
        for turn in 1...4 {
            turned = turned.transformed(by: .quarterTurnClockwise)
            #expect((turned == solution) == (turn == 4))
        }
        #expect(solution.transformed(by: .halfTurn).transformed(by: .halfTurn) == solution)
        for reflection in Symmetry.allCases where !reflection.isRotation {
            #expect(solution.transformed(by: reflection).transformed(by: reflection) == solution)
        }
    }

    @Test("composition and inverse agree with applying symmetries one after the other")
    func compositionMatchesSequentialApplication() throws {
        let solution = try #require(eightQueens)
        for first in Symmetry.allCases {
            #expect(solution.transformed(by: first).transformed(by: first.inverse) == solution)
            #expect(first.followed(by: first.inverse) == .identity)
            for second in Symmetry.allCases {
                let sequential = solution.transformed(by: first).transformed(by: second)
                #expect(solution.transformed(by: first.followed(by: second)) == sequential)
            }
        }
        #expect(Symmetry.quarterTurnClockwise.followed(by: .quarterTurnClockwise) == .halfTurn)
        #expect(Symmetry.leftRightReflection.followed(by: .topBottomReflection) == .halfTurn)
    }

    @Test("every image of a solution is a solution", arguments: [1, 4, 5, 6, 7, 8])
    func imagesAreSolutions(size: Int) throws {
        for solution in try solutions(size) {
            for image in solution.images {
                #expect(Solution.isValid(image.columns))
            }
        }
    }

    @Test("all 8 images share one canonical form, the smallest of them", arguments: [4, 6, 8])
    func canonicalFormIsSharedByImages(size: Int) throws {
        for solution in try solutions(size) {
            let canonical = solution.canonicalForm
            #expect(solution.images.allSatisfy { $0.canonicalForm == canonical })
            #expect(solution.images.allSatisfy { !$0.columns.lexicographicallyPrecedes(canonical.columns) })
            #expect(canonical.isCanonical)
            #expect(solution.symmetryClass.first == canonical)
            #expect(solution.isCanonical == (solution == canonical))
        }
    }

    @Test("class sizes of the canonical solutions add up to the total count", arguments: 1...9)
    func classSizesSumToTotal(size: Int) throws {
        let all = try solutions(size)
        let canonical = all.filter(\.isCanonical)
        let counter = try SolutionCounter(size: size)
        #expect(canonical.map(\.symmetryClassSize).reduce(0, +) == all.count)
        #expect(UInt64(canonical.count) == counter.countFundamental())
        #expect(Set(all.map(\.canonicalForm)).count == canonical.count)
        for solution in canonical {
            #expect(solution.symmetryClass.count == solution.symmetryClassSize)
        }
    }

    @Test("only rotations leave a solution unchanged, except on the 1×1 board")
    func selfSymmetries() throws {
        let single = try #require(try SolutionSequence(size: 1).first { _ in true })
        #expect(single.symmetries == Symmetry.allCases)
        #expect(single.symmetryClassSize == 1)
        // The two 4×4 solutions are quarter-turn symmetric; the 6×6 ones half-turn symmetric.
        for solution in try solutions(4) {
            #expect(solution.symmetries.count == 4)
            #expect(solution.symmetryClassSize == 2)
        }
        for solution in try solutions(6) {
            #expect(solution.symmetries == [.identity, .halfTurn])
            #expect(solution.symmetryClassSize == 4)
        }
        let solution = try #require(eightQueens)
        #expect(solution.symmetries == [.identity])
        #expect(solution.symmetryClass.count == 8)
    }
}
