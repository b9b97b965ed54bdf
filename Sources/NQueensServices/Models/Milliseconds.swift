import Foundation

// Records keep instants and durations to the millisecond: what the stores write is exactly what they read back,
// and an in-memory store orders games exactly as the database does.

// MARK: - Durations

extension Duration {
    /// The duration in whole milliseconds, rounded to the nearest and clamped to `Int64`'s range.
    public var wholeMilliseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000)
        guard !overflow else { return seconds < 0 ? .min : .max }
        let fraction = (Double(attoseconds) / 1e15).rounded()
        let (sum, sumOverflow) = scaled.addingReportingOverflow(Int64(fraction))
        guard !sumOverflow else { return seconds < 0 ? .min : .max }
        return sum
    }

    /// The duration rounded to the nearest millisecond.
    var roundedToMilliseconds: Duration {
        .milliseconds(wholeMilliseconds)
    }
}

// MARK: - Instants

extension Date {
    /// The latest instant a record may hold: 9999-12-31T23:59:59.999Z, in milliseconds since 1970.
    static let latestRecordableMilliseconds: Int64 = 253_402_300_799_999

    /// The earliest instant a record may hold: 0001-01-01T00:00:00Z, in milliseconds since 1970.
    static let earliestRecordableMilliseconds: Int64 = -62_135_596_800_000

    /// Milliseconds since 1970-01-01T00:00:00Z, rounded to the nearest and clamped to years 1…9999.
    var millisecondsSince1970: Int64 {
        let value = (timeIntervalSince1970 * 1_000).rounded()
        guard value.isFinite else {
            return value < 0 ? Self.earliestRecordableMilliseconds : Self.latestRecordableMilliseconds
        }
        let lowest = Double(Self.earliestRecordableMilliseconds)
        let highest = Double(Self.latestRecordableMilliseconds)
        return Int64(min(max(value, lowest), highest))
    }

    /// The instant `milliseconds` after 1970-01-01T00:00:00Z.
    init(millisecondsSince1970 milliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(milliseconds) / 1_000)
    }

    /// The instant rounded to the nearest millisecond (and clamped to years 1…9999).
    var roundedToMilliseconds: Date {
        Date(millisecondsSince1970: millisecondsSince1970)
    }

    /// The instant in ISO 8601 form in UTC with milliseconds: `2026-11-29T10:15:00.123Z`.
    var iso8601Milliseconds: String {
        let milliseconds = millisecondsSince1970
        let (days, millisecondOfDay) = milliseconds.floorDivided(by: 86_400_000)
        let day = CalendarDay(dayNumber: Int(days))
        let hours = millisecondOfDay / 3_600_000
        let minutes = millisecondOfDay / 60_000 % 60
        let seconds = millisecondOfDay / 1_000 % 60
        let fraction = millisecondOfDay % 1_000
        return "\(day)T\(pad(hours, 2)):\(pad(minutes, 2)):\(pad(seconds, 2)).\(pad(fraction, 3))Z"
    }

    /// The instant in ISO 8601 form with milliseconds, as the clock in `timeZone` showed it, with that zone's offset
    /// then: `2026-11-29T11:15:00.123+01:00` (`+00:00` in UTC).
    public func iso8601Milliseconds(in timeZone: TimeZone) -> String {
        let offsetMinutes = Int64(timeZone.secondsFromGMT(for: self)) / 60
        let local = Date(millisecondsSince1970: millisecondsSince1970 + offsetMinutes * 60_000)
        let sign = offsetMinutes < 0 ? "-" : "+"
        let magnitude = offsetMinutes.magnitude
        let offset = "\(sign)\(pad(Int64(magnitude / 60), 2)):\(pad(Int64(magnitude % 60), 2))"
        return String(local.iso8601Milliseconds.dropLast()) + offset
    }

    /// Reads an instant written `YYYY-MM-DDTHH:MM:SS[.fff]` followed by `Z` or an offset `±HH:MM`, or `nil` for any
    /// other text.
    init?(iso8601WithOffset text: String) {
        if text.hasSuffix("Z") {
            self.init(iso8601Milliseconds: text)
            return
        }
        let offset = text.suffix(6)
        guard offset.count == 6, let sign = offset.first, sign == "+" || sign == "-",
            offset.dropFirst(3).first == ":",
            let hours = Int64(offset.dropFirst().prefix(2)), let minutes = Int64(offset.suffix(2)),
            offset.dropFirst().prefix(2).allSatisfy(\.isASCIIDigit), offset.suffix(2).allSatisfy(\.isASCIIDigit),
            hours < 24, minutes < 60,
            let local = Date(iso8601Milliseconds: text.dropLast(6) + "Z")
        else { return nil }
        let offsetMilliseconds = (hours * 60 + minutes) * 60_000 * (sign == "-" ? -1 : 1)
        self.init(millisecondsSince1970: local.millisecondsSince1970 - offsetMilliseconds)
    }

    /// Reads an instant written `YYYY-MM-DDTHH:MM:SS[.fff]Z` (UTC), or `nil` for any other text.
    init?(iso8601Milliseconds text: String) {
        guard text.hasSuffix("Z"), let separator = text.firstIndex(of: "T"),
            let day = CalendarDay(String(text[..<separator]))
        else { return nil }
        let time = text[text.index(after: separator)..<text.index(before: text.endIndex)]
        let clockAndFraction = time.split(separator: ".", omittingEmptySubsequences: false)
        guard clockAndFraction.count <= 2 else { return nil }
        let clock = clockAndFraction[0].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 3, clock.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCIIDigit) }),
            let hours = Int(clock[0]), let minutes = Int(clock[1]), let seconds = Int(clock[2]),
            hours < 24, minutes < 60, seconds < 60
        else { return nil }
        var fraction = 0
        if clockAndFraction.count == 2 {
            let digits = clockAndFraction[1]
            guard (1...3).contains(digits.count), digits.allSatisfy(\.isASCIIDigit), let value = Int(digits) else {
                return nil
            }
            fraction = value * [100, 10, 1][digits.count - 1]
        }
        let millisecondOfDay = ((hours * 60 + minutes) * 60 + seconds) * 1_000 + fraction
        self.init(millisecondsSince1970: Int64(day.dayNumber) * 86_400_000 + Int64(millisecondOfDay))
    }
}

// MARK: - Helpers

extension Int64 {
    /// The quotient rounded toward negative infinity and the non-negative remainder.
    fileprivate func floorDivided(by divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let remainder = ((self % divisor) + divisor) % divisor
        return ((self - remainder) / divisor, remainder)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

private func pad(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
