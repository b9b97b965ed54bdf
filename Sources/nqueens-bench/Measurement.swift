import Foundation

// MARK: - Timing

/// Times `body` once with a monotonic clock.
func time<T>(_ body: () throws -> T) rethrows -> (result: T, duration: Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try body()
    return (result, clock.now - start)
}

/// Times `body` once with a monotonic clock, awaiting it.
func timeAsync<T>(_ body: () async throws -> T) async rethrows -> (result: T, duration: Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try await body()
    return (result, clock.now - start)
}

// MARK: - Statistics

/// Summary statistics of a set of timings.
struct Timings {
    private(set) var samples: [Duration]

    init(_ samples: [Duration]) {
        self.samples = samples.sorted()
    }

    var count: Int { samples.count }

    /// The sample at quantile `q` (0…1), nearest-rank.
    func quantile(_ q: Double) -> Duration {
        guard !samples.isEmpty else { return .zero }
        let rank = Int((q * Double(samples.count)).rounded(.up)) - 1
        return samples[Swift.min(Swift.max(rank, 0), samples.count - 1)]
    }

    var median: Duration { quantile(0.5) }
    var p99: Duration { quantile(0.99) }
    var max: Duration { samples.last ?? .zero }
}

extension Duration {
    /// The duration in (fractional) milliseconds.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }

    /// The duration in (fractional) seconds.
    var seconds: Double { milliseconds / 1_000 }
}

// MARK: - Reporting

/// One result line of the benchmark: a JSON object on its own line.
struct ReportLine {
    private var fields: [(String, String)] = []

    init(benchmark: String) {
        fields.append(("benchmark", Self.quote(benchmark)))
    }

    mutating func add(_ key: String, _ value: String) { fields.append((key, Self.quote(value))) }
    mutating func add(_ key: String, _ value: Int) { fields.append((key, String(value))) }
    mutating func add(_ key: String, _ value: UInt64) { fields.append((key, String(value))) }
    mutating func add(_ key: String, _ value: Bool) { fields.append((key, String(value))) }
    mutating func add(_ key: String, _ value: Double) {
        fields.append((key, value.isFinite ? String(format: "%.4f", value) : "null"))
    }

    /// Adds the median, 99th percentile and maximum of `timings`, in milliseconds (`medianMs`, `p99Ms`, `maxMs`).
    mutating func add(_ timings: Timings) {
        add("medianMs", milliseconds: timings.median)
        add("p99Ms", milliseconds: timings.p99)
        add("maxMs", milliseconds: timings.max)
    }

    mutating func add(_ key: String, milliseconds duration: Duration) {
        add(key, duration.milliseconds)
    }

    /// Prints the line to standard output right away (the run may take minutes).
    func emit() {
        let body = fields.map { "\(Self.quote($0.0)):\($0.1)" }.joined(separator: ",")
        FileHandle.standardOutput.write(Data("{\(body)}\n".utf8))
    }

    /// `text` as a JSON string literal; Foundation's encoder does the escaping.
    private static func quote(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        // A lone string always encodes; `null` only keeps the line valid JSON if that ever changed.
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
}
