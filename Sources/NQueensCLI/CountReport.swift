import Foundation
import NQueensLocalization

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
        var noun: String {
            switch self {
            // TRANSLATORS: what a count counted, in "part 2 of 4 of N = 16 (all solutions, 29120 work units)".
            case .total: tr("all solutions")
            // TRANSLATORS: what a count counted: the solutions distinct under rotation and reflection.
            case .unique: tr("fundamental solutions")
            }
        }
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

    /// The words that start the messages of `count --sum`.
    static let sumCommand = "count --sum"  // l10n: not shown (the command as typed)

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
        let command = Self.sumCommand
        @Sendable func expected() -> String {
            // TRANSLATORS: the end of the messages of `nqueens count --sum` on a file that is not a part; %s is the
            // kind of document expected, nqueens/count/v1. Keep the JSON and the command as they are.
            tr(
                "expected the JSON line of one part, {\"schema\":\"%s\",\"size\":N,\"parts\":P,\"part\":K,"
                    + "\"workUnits\":U,\"total\":…}, as `nqueens count N --parts P --part K --format json` prints it",
                schema)
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw .invalidData(in: command, tr("'%1$s' is not JSON; %2$s", file, expected()))
        }
        guard object["schema"] as? String == schema else {
            guard let found = object["schema"] as? String else {
                throw .invalidData(
                    in: command, tr("'%1$s' is a document without \"schema\"; %2$s", file, expected()))
            }
            throw .invalidData(in: command, tr("'%1$s' is a \"%2$s\" document; %3$s", file, found, expected()))
        }
        func integer(_ key: String) throws(CommandLineError) -> Int {
            // Whole numbers only: not 1.5, not "3", not true (booleans are numbers of type "c" to Foundation).
            guard let number = object[key] as? NSNumber, number.objCType.pointee != CChar(UInt8(ascii: "c")),
                let value = object[key] as? Int
            else {
                guard let found = object[key].map({ "\($0)" }) else {
                    throw .invalidData(in: command, tr("'%1$s' has nothing for \"%2$s\"; %3$s", file, key, expected()))
                }
                // TRANSLATORS: a part's file holds a wrong value: '%1$s' is the file, %2$s the value it holds, %3$s
                // the JSON key (kept in English), %4$s what is expected.
                throw .invalidData(
                    in: command, tr("'%1$s' has %2$s for \"%3$s\"; %4$s", file, found, key, expected()))
            }
            return value
        }
        let kinds = Kind.allCases.filter { object[$0.rawValue] != nil }
        guard kinds.count == 1, let kind = kinds.first else {
            throw .invalidData(
                in: command, tr("'%1$s' needs exactly one of \"total\" and \"unique\"; %2$s", file, expected()))
        }
        let size = try integer("size")
        let parts = try integer("parts")
        let part = try integer("part")
        let workUnits = try integer("workUnits")
        let value = try integer(kind.rawValue)
        guard size >= 1, parts >= 1, (1...parts).contains(part), workUnits >= 0, value >= 0 else {
            throw .invalidData(
                in: command,
                trn(
                    "'%1$s' says part %2$d of %3$d of N = %4$d with %5$d solution, which cannot be; %6$s",
                    "'%1$s' says part %2$d of %3$d of N = %4$d with %5$d solutions, which cannot be; %6$s",
                    count: value, file, part, parts, size, value, expected()))
        }
        self.init(
            size: size, kind: kind, value: UInt64(value),
            share: Share(parts: parts, part: part, workUnits: workUnits))
    }

    /// The count a part belongs to, for messages: "part 2 of 4 of N = 16 (all solutions)".
    var partDescription: String {
        guard let share else {
            // TRANSLATORS: %2$s is what was counted: "all solutions" or "fundamental solutions".
            return tr("the whole count of N = %1$d (%2$s)", size, kind.noun)
        }
        let units = trn("%d work unit", "%d work units", count: share.workUnits)
        guard let part = share.part else {
            // TRANSLATORS: a sum of parts; %3$s is what was counted ("all solutions"), %4$s "29120 work units".
            return trn(
                "all %1$d part of N = %2$d (%3$s, %4$s)", "all %1$d parts of N = %2$d (%3$s, %4$s)",
                count: share.parts, share.parts, size, kind.noun, units)
        }
        // TRANSLATORS: one part of a count; %4$s is what was counted ("all solutions"), %5$s "29120 work units".
        return tr("part %1$d of %2$d of N = %3$d (%4$s, %5$s)", part, share.parts, size, kind.noun, units)
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
            throw .usage(in: sumCommand, tr("give the files of the parts, e.g. nqueens count --sum part-*.json"))
        }
        var seen: [Int: String] = [:]
        var total: UInt64 = 0
        for (name, report) in files {
            guard let share = report.share, let part = share.part, report.size == first.size,
                report.kind == first.kind, share.parts == firstShare.parts, share.workUnits == firstShare.workUnits
            else {
                throw .invalidData(
                    in: sumCommand,
                    // TRANSLATORS: %2$s and %4$s describe a part, such as "part 2 of 4 of N = 16 (all solutions, …)".
                    tr(
                        "the files are parts of different counts: '%1$s' is %2$s but '%3$s' is %4$s", firstName,
                        first.partDescription, name, report.partDescription))
            }
            if let earlier = seen[part] {
                throw .invalidData(
                    in: sumCommand,
                    tr("part %1$d of %2$d is given twice, in '%3$s' and '%4$s'", part, share.parts, earlier, name))
            }
            seen[part] = name
            let (sum, overflow) = total.addingReportingOverflow(report.value)
            guard !overflow else {
                throw .invalidData(in: sumCommand, tr("the parts add up beyond 2^64; they cannot be"))
            }
            total = sum
        }
        let missing = (1...firstShare.parts).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            let listed = missing.prefix(10).map(String.init).joined(separator: ", ")
            let parts = firstShare.parts
            guard missing.count <= 10 else {
                let more = missing.count - 10
                throw .invalidData(
                    in: sumCommand,
                    // TRANSLATORS: %1$s lists the first ten missing parts (1, 2, 5…), %2$d how many more are missing.
                    trn(
                        "the set is incomplete: parts %1$s and %2$d more of %3$d are missing",
                        "the set is incomplete: parts %1$s and %2$d more of %3$d are missing", count: more, listed,
                        more, parts))
            }
            throw .invalidData(
                in: sumCommand,
                // TRANSLATORS: %1$s lists the missing parts (1, 2, 5), %2$d is how many parts there are in all.
                trn(
                    "the set is incomplete: part %1$s of %2$d is missing",
                    "the set is incomplete: parts %1$s of %2$d are missing", count: missing.count, listed, parts))
        }
        return CountReport(
            size: first.size, kind: first.kind, value: total,
            share: Share(parts: firstShare.parts, part: nil, workUnits: firstShare.workUnits))
    }
}
