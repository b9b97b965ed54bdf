import Foundation
import NQueensTestSupport
import Testing

/// Runs the built `nqueens count` as a user would: whole counts, parts, sums of parts and their refusals.
@Suite("nqueens count")
struct CountCommandTests {
    private let nqueens = ExecutableRunner(product: "nqueens")

    /// The JSON object `outcome` printed.
    private func object(_ outcome: ExecutableRunner.Outcome) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Any])
    }

    @Test func wholeCountsHaveAJSONForm() throws {
        let all = try object(try nqueens.run(["count", "10", "--format", "json", "--threads", "2"]))
        #expect(all["schema"] as? String == "nqueens/count/v1")
        #expect(all["size"] as? Int == 10)
        #expect(all["total"] as? Int == 724)
        #expect(all["unique"] == nil)
        #expect(all["threads"] as? Int == 2)
        #expect((all["elapsedMilliseconds"] as? Double).map { $0 >= 0 } == true)
        let unique = try object(try nqueens.run(["count", "10", "--unique", "--format", "json", "--threads", "1"]))
        #expect(unique["unique"] as? Int == 92)
        #expect(unique["total"] == nil)
        #expect(unique["threads"] as? Int == 1)
    }

    @Test func aPartPrintsItsShareWithNPAndK() throws {
        let outcome = try nqueens.run(["count", "12", "--parts", "3", "--part", "2", "--format", "json"])
        #expect(outcome.status == 0)
        let part = try object(outcome)
        #expect(part["size"] as? Int == 12)
        #expect(part["parts"] as? Int == 3)
        #expect(part["part"] as? Int == 2)
        #expect((part["workUnits"] as? Int).map { $0 > 1_000 } == true)
        let share = try #require(part["total"] as? Int)
        #expect(share > 0 && share < 14_200)
        let text = try nqueens.run(["count", "12", "--parts", "3", "--part", "2"])
        #expect(text.output == "\(share)\n")
    }

    @Test func partsRunByGNUParallelAddUpToTheTotal() throws {
        // Four processes, one per part, as a user would run them on a cluster.
        let directory = try TemporaryDirectory()
        let binary = try BuiltProducts.executable(named: "nqueens").path
        let template =
            "'\(binary)' count 15 --parts 4 --part {} --threads 1 --format json > '\(directory.url.path)/part-{}.json'"
        let parallel = try ChildProcess.collect(
            "/usr/bin/env",
            arguments: ["parallel", "--will-cite", "--halt", "now,fail=1", template, ":::", "1", "2", "3", "4"])
        try #require(
            parallel.ending.code == 0 && !parallel.ending.isSignal && !parallel.ending.timedOut,
            "GNU parallel failed or is missing (apt install parallel)")
        let files = (1...4).map { directory.appending("part-\($0).json").path }
        let sum = try nqueens.run(["count", "--sum"] + files)
        #expect(sum.status == 0)
        #expect(sum.output == "2279184\n")
        let json = try object(try nqueens.run(["count", "--sum", "--format", "json"] + files.reversed()))
        #expect(json["size"] as? Int == 15)
        #expect(json["parts"] as? Int == 4)
        #expect(json["total"] as? Int == 2_279_184)
    }

    @Test func uniquePartsAddUpToTheFundamentalCount() throws {
        let directory = try TemporaryDirectory()
        var files: [String] = []
        for part in 1...3 {
            let outcome = try nqueens.run([
                "count", "11", "--unique", "--parts", "3", "--part", "\(part)", "--format", "json",
            ])
            let file = directory.appending("unique-\(part).json")
            try outcome.standardOutput.write(to: file)
            files.append(file.path)
        }
        #expect(try nqueens.run(["count", "--sum"] + files).output == "341\n")
    }

    @Test func theSumRefusesIncompleteRepeatedMixedOrBrokenSets() throws {
        let directory = try TemporaryDirectory()
        func part(_ arguments: [String], named name: String) throws -> String {
            let outcome = try nqueens.run(["count"] + arguments + ["--format", "json"])
            let file = directory.appending(name)
            try outcome.standardOutput.write(to: file)
            return file.path
        }
        let first = try part(["9", "--parts", "3", "--part", "1"], named: "a.json")
        let second = try part(["9", "--parts", "3", "--part", "2"], named: "b.json")
        let third = try part(["9", "--parts", "3", "--part", "3"], named: "c.json")
        let otherSize = try part(["10", "--parts", "3", "--part", "3"], named: "d.json")
        let unique = try part(["9", "--unique", "--parts", "3", "--part", "3"], named: "e.json")
        let whole = try part(["9"], named: "whole.json")
        let broken = directory.appending("broken.json")
        try Data("352\n".utf8).write(to: broken)
        let unversioned = directory.appending("unversioned.json")
        try Data(#"{"size":9,"parts":3,"part":3,"workUnits":1,"total":1}"#.utf8).write(to: unversioned)
        let cases: [(files: [String], status: Int32, message: String)] = [
            ([first, second], 65, "the set is incomplete: part 3 of 3 is missing"),
            ([first, second, second, third], 65, "part 2 of 3 is given twice"),
            ([first, second, otherSize], 65, "parts of different counts"),
            ([first, second, unique], 65, "parts of different counts"),
            ([first, second, whole], 65, "'\(whole)' has nothing for \"parts\""),
            ([first, broken.path], 65, "is not JSON"),
            ([first, second, unversioned.path], 65, "is a document without \"schema\""),
            ([first, directory.appending("missing.json").path], 1, "cannot read"),
        ]
        for (files, status, message) in cases {
            let outcome = try nqueens.run(["count", "--sum"] + files)
            #expect(outcome.status == status, "\(files)")
            #expect(outcome.standardOutput.isEmpty)
            #expect(outcome.errorLines.count == 1)
            #expect(outcome.errorLines.first?.contains(message) == true, "\(outcome.errorLines)")
        }
        #expect(try nqueens.run(["count", "--sum", first, second, third]).output == "352\n")
    }

    @Test(
        "count's usage errors get one line and exit 64",
        arguments: [
            (["count", "12", "--part", "2"], "--part K needs --parts P"),
            (["count", "12", "--parts", "3"], "--parts P needs --part K"),
            (["count", "12", "--parts", "3", "--part", "4"], "K (--part) must be a whole number from 1 to 3"),
            (["count", "12", "--parts", "0", "--part", "1"], "P (--parts) must be a whole number from 1 to"),
            (["count", "--sum"], "--sum needs the files of the parts"),
            (["count", "--sum", "--unique", "a.json"], "it takes FILE... and --format, not --unique"),
            (["count", "12", "--format", "board"], "unknown format 'board'"),
        ])
    func rejectsBadUsage(arguments: [String], message: String) throws {
        let outcome = try nqueens.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.errorLines.count == 1)
        #expect(outcome.errorLines.first?.contains(message) == true, "\(outcome.errorLines)")
        #expect(outcome.standardOutput.isEmpty)
    }
}
