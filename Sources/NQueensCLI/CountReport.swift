import Foundation

/// The result of a count as `nqueens count` prints it, and as `count --sum` reads the parts back.
///
/// JSON, one `nqueens/count/v1` document on one line (`"schema":"nqueens/count/v1"` first, left out here):
/// - a whole count: `{"size":16,"total":14772512,"threads":2,"elapsedMilliseconds":1834.215}`;
/// - a part: `{"size":16,"parts":4,"part":2,"workUnits":29120,"total":3693128,"threads":2,"elapsedMilliseconds":…}`;
/// - a sum of parts: `{"size":16,"parts":4,"workUnits":29120,"total":14772512}`.
///
/// `"unique"` replaces `"total"` for fundamental solutions; `workUnits` is how many units the whole count splits
/// into, the same for every part of one split.
struct CountReport: Equatable {
    /// What was counted.
    enum Kind: String, CaseIterable {
        /// Every solution.
        case total
        /// The fundamental solutions.
        case unique

        /// The words for messages.
        var noun: String { self == .total ? "all solutions" : "fundamental solutions" }
    }

    /// Which share of a split count a report holds.
    struct Share: Equatable {
        /// How many parts the count is split into.
        var parts: Int
        /// Which part (1…`parts`); `nil` for the sum of every part.
        var part: Int?
        /// How many work units the whole count splits into.
        var workUnits: Int
    }

    /// The board size.
    var size: Int
    /// What was counted.
    var kind: Kind
    /// The number counted.
    var value: UInt64
    /// The share of a split count, or `nil` for a whole count.
    var share: Share?
    /// How many threads counted (not known for a sum).
    var threads: Int?
    /// How long the count took (not known for a sum).
    var elapsed: Duration?

    // MARK: Writing

    /// The report as one line of JSON.
    var json: String {
        var document = JSONObject(.count)
        document.add("size", size)
        if let share {
            document.add("parts", share.parts)
            if let part = share.part { document.add("part", part) }
            document.add("workUnits", share.workUnits)
        }
        document.add(kind.rawValue, value)
        if let threads { document.add("threads", threads) }
        if let elapsed { document.add("elapsedMilliseconds", json: Self.milliseconds(elapsed)) }
        return document.json
    }

    /// `duration` in milliseconds with three decimals, such as `1834.215`.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let microseconds = max(0, seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
        let fraction = String(microseconds % 1000)
        return "\(microseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

}

// MARK: - Reading a part

extension CountReport {
    /// Reads the JSON that `nqueens count N --parts P --part K --format json` printed, from `file` (for messages).
    ///
    /// - Throws: an invalid-data error naming the file when it is not such a part.
    init(partJSON data: Data, file: String) throws(CommandLineError) {
        let schema = DocumentKind.count.schema
        let expected =
            "expected the JSON line of one part, {\"schema\":\"\(schema)\",\"size\":N,\"parts\":P,\"part\":K,"
            + "\"workUnits\":U,\"total\":…}, as `nqueens count N --parts P --part K --format json` prints it"
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw .invalidData("count --sum: '\(file)' is not JSON; \(expected)")
        }
        guard object["schema"] as? String == schema else {
            let found = (object["schema"] as? String).map { "a \"\($0)\" document" } ?? "a document without \"schema\""
            throw .invalidData("count --sum: '\(file)' is \(found); \(expected)")
        }
        func integer(_ key: String) throws(CommandLineError) -> Int {
            // Whole numbers only: not 1.5, not "3", not true (booleans are numbers of type "c" to Foundation).
            guard let number = object[key] as? NSNumber, number.objCType.pointee != CChar(UInt8(ascii: "c")),
                let value = object[key] as? Int
            else {
                let found = object[key].map { "\($0)" } ?? "nothing"
                throw .invalidData("count --sum: '\(file)' has \(found) for \"\(key)\"; \(expected)")
            }
            return value
        }
        let kinds = Kind.allCases.filter { object[$0.rawValue] != nil }
        guard kinds.count == 1, let kind = kinds.first else {
            throw .invalidData("count --sum: '\(file)' needs exactly one of \"total\" and \"unique\"; \(expected)")
        }
        let size = try integer("size")
        let parts = try integer("parts")
        let part = try integer("part")
        let workUnits = try integer("workUnits")
        let value = try integer(kind.rawValue)
        guard size >= 1, parts >= 1, (1...parts).contains(part), workUnits >= 0, value >= 0 else {
            throw .invalidData(
                "count --sum: '\(file)' says part \(part) of \(parts) of N = \(size) with \(value) solutions, "
                    + "which cannot be; \(expected)")
        }
        self.init(
            size: size, kind: kind, value: UInt64(value),
            share: Share(parts: parts, part: part, workUnits: workUnits))
    }

    /// The count a part belongs to, for messages: "part 2 of 4 of N = 16 (all solutions)".
    var partDescription: String {
        guard let share else { return "the whole count of N = \(size) (\(kind.noun))" }
        let part = share.part.map { "part \($0) of \(share.parts)" } ?? "all \(share.parts) parts"
        return "\(part) of N = \(size) (\(kind.noun), \(share.workUnits) work units)"
    }
}

// MARK: - Summing parts

extension CountReport {
    /// The sum of the parts in `files` (name and report each), refusing a set that is mixed, repeats a part or
    /// misses one.
    ///
    /// - Throws: an invalid-data error with one line naming the problem.
    static func sum(of files: [(name: String, report: CountReport)]) throws(CommandLineError) -> CountReport {
        guard let (firstName, first) = files.first, let firstShare = first.share else {
            throw .usage("count --sum: give the files of the parts, e.g. nqueens count --sum part-*.json")
        }
        var seen: [Int: String] = [:]
        var total: UInt64 = 0
        for (name, report) in files {
            guard let share = report.share, let part = share.part, report.size == first.size,
                report.kind == first.kind, share.parts == firstShare.parts, share.workUnits == firstShare.workUnits
            else {
                throw .invalidData(
                    "count --sum: the files are parts of different counts: '\(firstName)' is "
                        + "\(first.partDescription) but '\(name)' is \(report.partDescription)")
            }
            if let earlier = seen[part] {
                throw .invalidData(
                    "count --sum: part \(part) of \(share.parts) is given twice, in '\(earlier)' and '\(name)'")
            }
            seen[part] = name
            let (sum, overflow) = total.addingReportingOverflow(report.value)
            guard !overflow else { throw .invalidData("count --sum: the parts add up beyond 2^64; they cannot be") }
            total = sum
        }
        let missing = (1...firstShare.parts).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            let listed = missing.prefix(10).map(String.init).joined(separator: ", ")
            let more = missing.count > 10 ? " and \(missing.count - 10) more" : ""
            let noun = missing.count == 1 ? "part" : "parts"
            throw .invalidData(
                "count --sum: the set is incomplete: \(noun) \(listed)\(more) of \(firstShare.parts) "
                    + "\(missing.count == 1 ? "is" : "are") missing")
        }
        return CountReport(
            size: first.size, kind: first.kind, value: total,
            share: Share(parts: firstShare.parts, part: nil, workUnits: firstShare.workUnits))
    }
}
