import Foundation
import NQueensEngine
import NQueensServices
import NQueensTestSupport
import Testing

@testable import NQueensPresentation

@MainActor
@Suite("The album's list of classes, its cards made as they are read")
struct AlbumClassListTests {
    private let eight = try! Solution(validating: [0, 4, 7, 5, 2, 6, 1, 3])
    private let otherEight = try! Solution(validating: [0, 5, 7, 2, 6, 3, 1, 4])

    @Test("Up to 12×12 every class is listed; the classes found carry their members found")
    func everyClass() throws {
        let finds = [
            AlbumClassFinds(classKey: eight, found: [eight, eight.transformed(by: .leftRightReflection)]),
            AlbumClassFinds(classKey: otherEight.canonicalForm, found: [otherEight]),
        ]
        let list = AlbumViewModel.classList(of: finds, size: 8)
        #expect(list.listsEveryClass)
        #expect(list.count == 12)
        #expect(list.map(\.number) == Array(1...12))
        #expect(list.count(where: \.isFound) == 2)
        #expect(list.map(\.memberCount).reduce(0, +) == 92)
        let first = list[0]
        #expect(first.canonicalForm == eight)
        #expect(first.foundCount == 2)
        let members = SymmetryClass(containing: eight).members
        #expect(
            first.foundMembers == members.map { $0 == eight || $0 == eight.transformed(by: .leftRightReflection) })
        let other = try #require(list.position(ofClass: otherEight.canonicalForm))
        #expect(list[other].canonicalForm == otherEight.canonicalForm)
        #expect(list[other].foundCount == 1)
        #expect(list.allSatisfy { $0.isFound == [0, other].contains($0.number - 1) })
        #expect(list.position(ofClass: try Solution(validating: [1, 3, 0, 2])) == nil)
    }

    @Test("The list matches the cards made at once from the album's entries")
    func matchesEntries() throws {
        let solutions = Array(try SolutionSequence(size: 8).prefix(30))
        let entries = AlbumEntry.album(
            of: solutions.enumerated().map { offset, solution in
                SampleGames.solved(
                    solution, id: SampleGames.id(offset + 1), finishedAt: SampleGames.date(2026, 11, 1 + offset % 20))
            })
        let list = AlbumViewModel.classList(of: AlbumClassFinds.classes(of: entries), size: 8)
        let found = Set(solutions)
        let expected = try SymmetryClass.all(size: 8).enumerated().map { offset, symmetryClass in
            AlbumClassCard(
                canonicalForm: symmetryClass.canonicalForm, number: offset + 1, count: 12, listsEveryClass: true,
                foundMembers: symmetryClass.members.map(found.contains))
        }
        #expect(Array(list) == expected)
        #expect(AlbumViewModel.cards(of: entries, size: 8) == expected)
    }

    @Test("Past 12×12 only the classes found are listed, numbered among them, each drawn by its canonical form")
    func foundOnly() throws {
        let solutions = Array(try SolutionSequence(size: 13).prefix(3))
        let keys = solutions.map(\.canonicalForm).sorted { $0.columns.lexicographicallyPrecedes($1.columns) }
        let finds = keys.map { AlbumClassFinds(classKey: $0, found: [$0]) }
        let list = AlbumViewModel.classList(of: finds, size: 13)
        #expect(!list.listsEveryClass)
        #expect(list.count == keys.count)
        #expect(list.map(\.canonicalForm) == keys)
        #expect(list.map(\.foundCount) == Array(repeating: 1, count: keys.count))
        #expect(list.allSatisfy { !$0.listsEveryClass && $0.count == keys.count })
        #expect(list.position(ofClass: keys[keys.count - 1]) == keys.count - 1)
        #expect(list.position(ofClass: eight) == nil)
        #expect(AlbumClassList(boardSize: 13).isEmpty)
    }

    @Test("A key that is no class's canonical form matches no class of the catalogue")
    func damagedKey() {
        let stray = eight.transformed(by: .halfTurn)
        let list = AlbumViewModel.classList(of: [AlbumClassFinds(classKey: stray, found: [stray])], size: 8)
        #expect(list.count == 12)
        #expect(list.allSatisfy { !$0.isFound })
    }
}
