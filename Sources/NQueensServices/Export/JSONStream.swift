import Foundation
import NQueensLocalization

/// Walks a JSON document a byte at a time, a chunk of the file in memory at once, and cuts out whole values.
///
/// It knows only JSON's structure (strings and their escapes, objects, arrays, the separators); the values it cuts
/// out are read by `JSONDecoder`. That keeps the memory of reading a large history to one record at a time rather
/// than the whole file and its parse tree.
struct JSONStream {
    /// Where the walk stopped, for messages: the byte offset (from 0) and what was wrong there.
    struct Failure: Error {
        /// What was wrong, in a few words.
        let problem: String
        /// The byte offset from the start of the document.
        let offset: Int
        /// Whether the document simply ended too early.
        let isTruncated: Bool
        /// Whether the file could not be read (rather than holding what it should not).
        var isUnreadable = false
    }

    private let nextChunk: () throws(Failure) -> [UInt8]?
    private var chunk: [UInt8] = []
    private var index = 0
    private var chunkStart = 0
    private var ended = false

    /// The byte offset of the next byte.
    var offset: Int { chunkStart + index }

    /// A stream over `bytes` in memory, handed out `chunkSize` bytes at a time (all at once when `nil`; the fuzz
    /// target cuts it small to reach every chunk boundary).
    init(bytes: [UInt8], chunkSize: Int? = nil) {
        let size = max(1, chunkSize ?? bytes.count)
        var start = 0
        nextChunk = { () throws(Failure) -> [UInt8]? in
            guard start < bytes.count else { return nil }
            defer { start += size }
            return Array(bytes[start..<min(start + size, bytes.count)])
        }
    }

    /// A stream over the file `handle` reads, `chunkSize` bytes at a time.
    init(reading handle: FileHandle, chunkSize: Int = 1 << 20) {
        var read = 0
        nextChunk = { () throws(Failure) -> [UInt8]? in
            do {
                guard let data = try handle.read(upToCount: chunkSize), !data.isEmpty else { return nil }
                read += data.count
                return [UInt8](data)
            } catch {
                throw Failure(
                    problem: error.localizedDescription, offset: read, isTruncated: false,
                    isUnreadable: true)
            }
        }
    }

    // MARK: Bytes

    /// The next byte without taking it, or `nil` at the end.
    mutating func peek() throws(Failure) -> UInt8? {
        while index == chunk.count {
            guard !ended, let next = try nextChunk() else {
                ended = true
                return nil
            }
            chunkStart += chunk.count
            chunk = next
            index = 0
        }
        return chunk[index]
    }

    /// Takes the next byte; `nil` at the end.
    mutating func next() throws(Failure) -> UInt8? {
        guard let byte = try peek() else { return nil }
        index += 1
        return byte
    }

    /// Skips JSON's white space.
    mutating func skipSpace() throws(Failure) {
        while let byte = try peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    /// Skips white space and takes `expected`; fails naming `what` was expected.
    mutating func expect(_ expected: UInt8, _ what: @autoclosure () -> String) throws(Failure) {
        try skipSpace()
        let at = offset
        guard let byte = try next() else {
            throw Failure(problem: Self.endsWhere(what()), offset: at, isTruncated: true)
        }
        guard byte == expected else { throw unexpected(byte, at: at, expecting: what()) }
    }

    /// Skips white space and takes one of `choices`, returning it.
    mutating func expect(oneOf choices: [UInt8], _ what: @autoclosure () -> String) throws(Failure) -> UInt8 {
        try skipSpace()
        let at = offset
        guard let byte = try next() else {
            throw Failure(problem: Self.endsWhere(what()), offset: at, isTruncated: true)
        }
        guard choices.contains(byte) else { throw unexpected(byte, at: at, expecting: what()) }
        return byte
    }

    /// Whether the document ends here (after white space).
    mutating func isAtEnd() throws(Failure) -> Bool {
        try skipSpace()
        return try peek() == nil
    }

    /// A failure for `byte` found at `at` where `what` should be.
    func unexpected(_ byte: UInt8, at: Int, expecting what: String) -> Failure {
        guard (0x21...0x7E).contains(byte) else {
            // TRANSLATORS: in a history file, a byte that is not a printable character where %2$s should be.
            let problem = tr("byte %1$d stands where %2$s should be", Int(byte), what)
            return Failure(problem: problem, offset: at, isTruncated: false)
        }
        // TRANSLATORS: in a history file, a character where %2$s ("a field name") should be: ']' stands where ….
        let problem = tr("'%1$s' stands where %2$s should be", Character(Unicode.Scalar(byte)), what)
        return Failure(problem: problem, offset: at, isTruncated: false)
    }

    /// "it ends where `what` should be".
    private static func endsWhere(_ what: String) -> String {
        // TRANSLATORS: a history file cut short; %s is what should come, such as "a field name".
        tr("it ends where %s should be", what)
    }

    // MARK: Values

    /// Skips white space and takes one whole JSON value (an object or array with everything in it, a string, or a
    /// scalar), returning its bytes; its inside is left for `JSONDecoder` to check.
    mutating func value(_ what: @autoclosure () -> String) throws(Failure) -> [UInt8] {
        try skipSpace()
        let start = offset
        var bytes: [UInt8] = []
        var depth = 0
        func truncated() -> Failure {
            // TRANSLATORS: a history file cut short; %s is what it was in the middle of, such as "record 12".
            Failure(problem: tr("it ends in the middle of %s", what()), offset: start, isTruncated: true)
        }
        guard let first = try peek() else { throw truncated() }
        if first == UInt8(ascii: "}") || first == UInt8(ascii: "]") || first == UInt8(ascii: ",")
            || first == UInt8(ascii: ":")
        {
            throw unexpected(first, at: start, expecting: what())
        }
        repeat {
            guard let byte = try next() else { throw truncated() }
            bytes.append(byte)
            switch byte {
            case UInt8(ascii: "\""):
                try string(into: &bytes, truncated: truncated)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth < 0 { throw unexpected(byte, at: offset - 1, expecting: what()) }
            default:
                // A scalar ends before a separator or white space.
                if depth == 0 {
                    while let next = try peek(), !Self.endsScalar(next) {
                        bytes.append(next)
                        index += 1
                    }
                }
            }
        } while depth > 0
        return bytes
    }

    /// Takes the rest of a string whose opening quote was taken, through its closing quote.
    private mutating func string(into bytes: inout [UInt8], truncated: () -> Failure) throws(Failure) {
        while true {
            guard let byte = try next() else { throw truncated() }
            bytes.append(byte)
            if byte == UInt8(ascii: "\"") { return }
            if byte == UInt8(ascii: "\\") {
                guard let escaped = try next() else { throw truncated() }
                bytes.append(escaped)
            }
        }
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"), 0x20, 0x0A, 0x0D, 0x09,
            UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["):
            true
        default:
            false
        }
    }
}
