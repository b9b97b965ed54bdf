import Foundation
import NQueensEngine
import NQueensServices
import NQueensTestSupport
import Testing

/// `nqueens album` against a real database in a temporary data directory.
@Suite("nqueens album")
struct AlbumCommandTests {
    private let nqueens = ExecutableRunner(product: "nqueens")
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private var environment: [String: String] {
        ["NQUEENS_DATA_DIR": directory.url.path, "LANG": "C.UTF-8", "TZ": "UTC"]
    }

    private let eight = try! Solution(validating: [0, 4, 7, 5, 2, 6, 1, 3])

    /// Stores 8×8 games (a solution, its mirror image, another class) and every 4×4 solution.
    private func storeGames() throws {
        let stores = try SQLiteStores.open(in: DataDirectory(url: directory.url))
        let four = Array(try SolutionSequence(size: 4))
        try stores.history.record(
            contentsOf: [
                SampleGames.solved(eight, id: SampleGames.id(1), finishedAt: SampleGames.date(2026, 11, 3)),
                SampleGames.solved(
                    eight.transformed(by: .leftRightReflection), id: SampleGames.id(2),
                    finishedAt: SampleGames.date(2026, 11, 5)),
                SampleGames.solved(
                    try Solution(validating: [0, 5, 7, 2, 6, 3, 1, 4]), id: SampleGames.id(3),
                    finishedAt: SampleGames.date(2026, 11, 7)),
                SampleGames.solved(four[0], id: SampleGames.id(4), finishedAt: SampleGames.date(2026, 11, 8)),
                SampleGames.solved(four[1], id: SampleGames.id(5), finishedAt: SampleGames.date(2026, 11, 9)),
            ])
    }

    private func object(_ outcome: ExecutableRunner.Outcome) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Any])
    }

    @Test func tabulatesEverySize() throws {
        try storeGames()
        let outcome = try nqueens.run(["album"], environment: environment)
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 14)
        #expect(lines[0].hasPrefix("Size"))
        #expect(lines[1].hasPrefix("4×4") && lines[1].contains("2 of 2") && lines[1].hasSuffix("complete"))
        #expect(lines[5].hasPrefix("8×8") && lines[5].contains("3 of 92") && lines[5].contains("2 of 12"))
        #expect(lines[13].hasPrefix("16×16") && lines[13].contains("0 of 14,772,512"))
    }

    @Test func listsTheClassesFoundOnOneSize() throws {
        try storeGames()
        let outcome = try nqueens.run(["album", "--size", "8"], environment: environment)
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines[0] == "8×8: 3 of 92 solutions · 2 of 12 classes")
        #expect(lines[1].hasPrefix("Class  Found"))
        #expect(lines[2].hasPrefix("    1  2 of 8  1 5 8 6 3 7 2 4") && lines[2].hasSuffix("3 Nov 2026"))
        #expect(lines.count == 4)
        let none = try nqueens.run(["album", "--size", "13"], environment: environment)
        #expect(
            none.output
                == "13×13: 0 of 73,712 solutions · 0 of 9,233 classes\n"
                + "No 13×13 solution found yet. Play one with `nqueens play --size 13`.\n")
    }

    @Test func writesItsJSONDocument() throws {
        try storeGames()
        let all = try object(try nqueens.run(["album", "--format", "json"], environment: environment))
        #expect(all["schema"] as? String == "nqueens/album/v1")
        let sizes = try #require(all["sizes"] as? [[String: Any]])
        #expect(sizes.map { $0["size"] as? Int } == (4...16).map { $0 })
        #expect(sizes[0]["complete"] as? Bool == true)
        #expect(sizes[4]["solutions"] as? Int == 92 && sizes[4]["solutionsFound"] as? Int == 3)
        #expect(sizes[4]["classes"] as? Int == 12 && sizes[4]["classesFound"] as? Int == 2)
        #expect(all["foundClasses"] == nil)

        let eights = try object(
            try nqueens.run(["album", "--size", "8", "--format", "json"], environment: environment))
        #expect(eights["size"] as? Int == 8)
        let classes = try #require(eights["foundClasses"] as? [[String: Any]])
        #expect(classes.count == 2)
        #expect(classes[0]["index"] as? Int == 1)
        #expect(classes[0]["columns"] as? [Int] == [1, 5, 8, 6, 3, 7, 2, 4])
        #expect(classes[0]["members"] as? Int == 8 && classes[0]["membersFound"] as? Int == 2)
        let found = try #require(classes[0]["found"] as? [[String: Any]])
        #expect(found.first?["gameId"] as? String == SampleGames.id(1).uuidString.lowercased())
        #expect(found.first?["foundOn"] as? String == "2026-11-03")
        #expect(found.first?["mode"] as? String == "free-play")
    }

    @Test func refusesWhatItDoesNotAccept() throws {
        let cases: [([String], String)] = [
            (["album", "--size", "3"], "from 4 to 16"), (["album", "--size", "x"], "N (--size)"),
            (["album", "--format", "csv"], "table, json"), (["album", "8"], "no arguments"),
        ]
        for (arguments, message) in cases {
            let outcome = try nqueens.run(arguments, environment: environment)
            #expect(outcome.status == 64, "\(arguments)")
            #expect(
                outcome.standardError.hasPrefix("nqueens: album: ") && outcome.standardError.contains(message),
                "\(arguments): \(outcome.standardError)")
        }
    }
}
