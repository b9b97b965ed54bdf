/// The fuzzer's bytes, read front to back as the values a target needs.
///
/// Every read succeeds: past the end, numbers read as zero and byte runs as empty, so that any input is a valid
/// case and the fuzzer never wastes time on inputs a target would reject.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var index = 0

    /// The bytes libFuzzer hands to `LLVMFuzzerTestOneInput`.
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }

    /// Bytes given directly (for tests of a target's decoding).
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte was read.
    public var isAtEnd: Bool { index >= bytes.count }

    /// The next byte, or 0 at the end.
    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// The next two bytes as a little-endian number.
    public mutating func uint16() -> UInt16 {
        UInt16(byte()) | UInt16(byte()) << 8
    }

    /// The next eight bytes as a little-endian number.
    public mutating func uint64() -> UInt64 {
        (0..<8).reduce(0) { value, shift in value | UInt64(byte()) << (8 * UInt64(shift)) }
    }

    /// The next eight bytes as a signed number (any `Int64`, the extremes included).
    public mutating func int64() -> Int64 {
        Int64(bitPattern: uint64())
    }

    /// A number in `range`, from the next byte (or two, for ranges wider than 256).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        let raw = width <= 256 ? UInt64(byte()) : UInt64(uint16())
        return range.lowerBound + Int(raw % width)
    }

    /// Whether the next byte is odd.
    public mutating func bool() -> Bool {
        byte() & 1 == 1
    }

    /// The next `count` bytes (fewer at the end).
    public mutating func bytes(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, index + max(0, count))
        defer { index = end }
        return Array(bytes[index..<end])
    }

    /// The bytes up to (not including) the next `separator`, which is skipped; all the rest when there is none.
    public mutating func bytes(upTo separator: UInt8) -> [UInt8] {
        let end = bytes[index...].firstIndex(of: separator) ?? bytes.count
        defer { index = min(bytes.count, end + 1) }
        return Array(bytes[index..<end])
    }

    /// Every byte not read yet.
    public mutating func rest() -> [UInt8] {
        defer { index = bytes.count }
        return Array(bytes[index...])
    }
}

/// Stops the run with `message` when `condition` is false: the fuzzer records the input as a crash.
///
/// Works in release builds too, unlike `assert`.
public func fuzzExpect(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID,
    line: UInt = #line
) {
    if !condition() {
        fatalError("fuzz invariant broken: \(message())", file: file, line: line)
    }
}
