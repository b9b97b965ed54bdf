import Foundation
import NQueensEngine
import NQueensTestSupport
import Testing

@testable import NQueensServices

@Suite("The album's classes, read for the album screen")
struct AlbumClassesTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "nqueens-album-classes")
    }

    private let eight = try! Solution(validating: [0, 4, 7, 5, 2, 6, 1, 3])
    private let otherClass = try! Solution(validating: [0, 5, 7, 2, 6, 3, 1, 4])

    private func day(_ number: Int) -> Date { SampleGames.date(2026, 11, number) }

    @Test(
        "each class found comes once, in canonical order, with the columns of its solutions",
        arguments: StoreKind.allCases)
    func classesAgreeWithEntries(kind: StoreKind) throws {
        let stores = try kind.makeStores(in: directory)
        let solved = [
            otherClass, eight.transformed(by: .halfTurn), eight, eight.transformed(by: .leftRightReflection), eight,
        ]
        try stores.history.record(
            contentsOf: solved.enumerated().map { offset, solution in
                SampleGames.solved(solution, id: SampleGames.id(offset + 1), finishedAt: day(offset + 1))
            })
        try stores.history.record(SampleGames.solved(id: SampleGames.id(9), size: 6, finishedAt: day(9)))
        let classes = try stores.album.albumClasses(boardSize: 8)
        #expect(classes == AlbumClassFinds.classes(of: try stores.album.albumEntries(boardSize: 8)))
        #expect(classes.map(\.classKey) == [eight.canonicalForm, otherClass.canonicalForm])
        #expect(classes.map(\.foundCount) == [3, 1])
        let members = SymmetryClass(containing: eight).members
        #expect(classes[0].foundMembers(among: members).count(where: { $0 }) == 3)
        #expect(classes[0].contains(eight.transformed(by: .halfTurn)))
        #expect(!classes[0].contains(eight.transformed(by: .quarterTurnClockwise)))
        #expect(!classes[0].contains(otherClass))
        #expect(try stores.album.albumClasses(boardSize: 9).isEmpty)
    }

    @Test("a class key that is no solution, or a solution of the wrong length, is damage", arguments: [false, true])
    func refusesDamage(inSolution: Bool) throws {
        let dataDirectory = DataDirectory(url: directory.appending("data"))
        let stores = try SQLiteStores.open(in: dataDirectory)
        try stores.history.record(SampleGames.solved(eight, finishedAt: day(3)))
        #expect(try stores.album.albumClasses(boardSize: 8).count == 1)
        let damage =
            inSolution
            ? "UPDATE album SET solution = X'00040705020601'" : "UPDATE album SET class_key = X'0001020304050607'"
        try RawSQLite.execute(damage, in: dataDirectory.databaseURL)
        #expect(throws: StoreError.self) { try stores.album.albumClasses(boardSize: 8) }
    }

    @Test("finds made from solutions hold their columns, one byte a row")
    func findsFromSolutions() {
        let finds = AlbumClassFinds(classKey: eight, found: [eight, eight.transformed(by: .halfTurn)])
        #expect(finds.foundColumns.count == 16)
        #expect(finds.foundColumns.prefix(8) == [0, 4, 7, 5, 2, 6, 1, 3])
        #expect(finds.foundCount == 2)
        #expect(finds.contains(eight))
        #expect(!finds.contains(try! Solution(validating: [1, 3, 0, 2])))
    }
}
