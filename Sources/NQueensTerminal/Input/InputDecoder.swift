/// Turns the bytes a terminal sends into ``InputEvent``s.
///
/// The decoder is a pure value: feed it bytes as they are read with ``decode(_:)``, in chunks of any size (a
/// sequence split across reads is completed by the next call). A lone Escape is ambiguous: it may be the Esc key or
/// the start of a sequence whose rest has not arrived yet. The decoder keeps it pending (``hasPendingInput``), and
/// the caller calls ``flushPending()`` when no more bytes have arrived within ``escapeTimeout``: the Escape then
/// becomes the Esc key.
///
/// It understands printable text (UTF-8), Enter, Tab, Backspace, Esc, Ctrl-letters, Alt-keys (an Escape prefix),
/// arrows and Home/End/Page/Insert/Delete in their CSI and SS3 forms with xterm modifiers, F1–F12, SGR and legacy
/// mouse reports, focus reports and bracketed paste. Anything else, and any malformed sequence, is consumed and
/// dropped: it never turns into keys.
public struct InputDecoder: Sendable {
    /// How long to wait for the rest of a sequence before a pending Escape counts as the Esc key.
    public static let escapeTimeout: Duration = .milliseconds(40)

    /// Longest escape sequence accepted; anything longer is dropped as garbage.
    static let longestSequence = 256

    /// Bytes received but not decoded yet (an incomplete sequence or character).
    private var pending: [UInt8] = []

    /// The text of a bracketed paste in progress, `nil` outside a paste.
    private var paste: [UInt8]?

    /// Whether the rest of a control sequence longer than ``longestSequence`` is being skipped, up to its final byte.
    ///
    /// Dropping only what had arrived made the outcome depend on where reads split such a sequence (the rest of it
    /// became keys), which the terminal-input fuzzer found.
    private var skipsOverlongSequence = false

    /// The last button pressed, for legacy mouse reports whose release does not name the button.
    private var lastPressedButton: MouseButton = .left

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes are waiting for the rest of their sequence; the caller should call ``flushPending()`` if
    /// nothing more arrives within ``escapeTimeout``.
    public var hasPendingInput: Bool { !pending.isEmpty || paste != nil }

    /// Decodes `bytes` (appended to anything pending) and returns the events completed by them, in order.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        return drain(isFinal: false)
    }

    /// Decodes what is pending as if no more bytes will follow: a lone Escape becomes the Esc key, `Esc [` and
    /// `Esc O` become Alt-`[` and Alt-`O`, a paste in progress ends, and any other incomplete sequence is dropped.
    public mutating func flushPending() -> [InputEvent] {
        drain(isFinal: true)
    }

    // MARK: - Decoding the buffer

    /// What parsing at one position found.
    enum Step {
        /// Events (possibly none, for ignored input) and the number of bytes they took.
        case events([InputEvent], length: Int)
        /// The start of a bracketed paste, `length` bytes long.
        case pasteStart(length: Int)
        /// The bytes end in the middle of a sequence or character.
        case incomplete
    }

    private mutating func drain(isFinal: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var index = 0
        decoding: while true {
            if paste != nil {
                index = collectPaste(from: index, isFinal: isFinal, into: &events)
                if paste != nil { break decoding }
                continue decoding
            }
            if skipsOverlongSequence {
                index = skipOverlongSequence(from: index)
                if skipsOverlongSequence { break decoding }
            }
            guard index < pending.count else { break decoding }
            switch step(at: index, isFinal: isFinal) {
            case .events(let found, let length):
                events += found
                index += length
            case .pasteStart(let length):
                paste = []
                index += length
            case .incomplete:
                break decoding
            }
        }
        pending.removeFirst(min(index, pending.count))
        if isFinal { skipsOverlongSequence = false }
        return events
    }

    /// Skips the parameter and intermediate bytes of an overlong control sequence from `index`, and its final byte
    /// once it arrives; returns the index after what it skipped.
    private mutating func skipOverlongSequence(from start: Int) -> Int {
        var index = start
        while index < pending.count, (0x20...0x3F).contains(pending[index]) { index += 1 }
        guard index < pending.count else { return index }
        skipsOverlongSequence = false
        // A final byte ends the sequence; anything else is decoded afresh, as in a malformed sequence.
        return (0x40...0x7E).contains(pending[index]) ? index + 1 : index
    }

    /// Decodes the item starting at `index`.
    private mutating func step(at index: Int, isFinal: Bool) -> Step {
        let byte = pending[index]
        switch byte {
        case 0x1B: return escapeSequence(at: index, isFinal: isFinal)
        case 0x20...0x7E, 0x80...0xFF: return text(at: index, isFinal: isFinal)
        default: return .events([.key(Self.controlKey(byte))], length: 1)
        }
    }

    /// The key of a C0 control byte (or DEL).
    static func controlKey(_ byte: UInt8) -> KeyEvent {
        switch byte {
        case 0x0D, 0x0A: KeyEvent(.enter)
        case 0x09: KeyEvent(.tab)
        case 0x7F, 0x08: KeyEvent(.backspace)
        case 0x1B: KeyEvent(.escape)
        case 0x00: .control(" ")
        case 0x01...0x1A: .control(Character(Unicode.Scalar(byte - 1 + UInt8(ascii: "a"))))
        default: .control(Character(Unicode.Scalar(byte - 0x1C + UInt8(ascii: "\\"))))
        }
    }

    // MARK: - Text

    /// Decodes a run of printable characters (ASCII and UTF-8), grouping combining marks with their base.
    private func text(at start: Int, isFinal: Bool) -> Step {
        var scalars = String.UnicodeScalarView()
        var index = start
        while index < pending.count {
            let byte = pending[index]
            if byte < 0x20 || byte == 0x7F { break }
            guard let (scalar, length) = UTF8Scalar.decode(pending, at: index) else {
                if scalars.isEmpty { return isFinal ? .events([], length: pending.count - start) : .incomplete }
                break
            }
            index += length
            if let scalar, scalar.value >= 0xA0 || scalar.value < 0x7F { scalars.append(scalar) }
        }
        let events = String(scalars).map { InputEvent.key(KeyEvent(.character($0))) }
        return .events(events, length: index - start)
    }

    // MARK: - Bracketed paste

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Moves pasted bytes from `index` into the paste and returns the index just after what it consumed.
    ///
    /// The paste ends at its end marker, or, when `isFinal`, at the end of the input.
    private mutating func collectPaste(from index: Int, isFinal: Bool, into events: inout [InputEvent]) -> Int {
        let end = Self.pasteEnd
        var cursor = index
        while cursor + end.count <= pending.count {
            if pending[cursor] == 0x1B && pending[cursor..<cursor + end.count].elementsEqual(end) {
                paste?.append(contentsOf: pending[index..<cursor])
                finishPaste(into: &events)
                return cursor + end.count
            }
            cursor += 1
        }
        // Keep a tail that could be the start of the end marker for the next read.
        var keep = 0
        for length in stride(from: min(end.count - 1, pending.count - index), through: 1, by: -1)
        where pending[(pending.count - length)...].elementsEqual(end.prefix(length)) {
            keep = length
            break
        }
        paste?.append(contentsOf: pending[index..<(pending.count - keep)])
        if isFinal {
            finishPaste(into: &events)
            return pending.count
        }
        return pending.count - keep
    }

    private mutating func finishPaste(into events: inout [InputEvent]) {
        if let bytes = paste, !bytes.isEmpty { events.append(.paste(String(decoding: bytes, as: UTF8.self))) }
        paste = nil
    }

    // MARK: - Escape sequences

    /// Decodes what starts with an Escape: a CSI or SS3 sequence, an Alt-key, or the Esc key.
    private mutating func escapeSequence(at start: Int, isFinal: Bool) -> Step {
        guard start + 1 < pending.count else {
            return isFinal ? .events([.key(KeyEvent(.escape))], length: 1) : .incomplete
        }
        let next = pending[start + 1]
        switch next {
        case UInt8(ascii: "["):
            return controlSequence(at: start, isFinal: isFinal)
        case UInt8(ascii: "O"):
            return singleShift(at: start, isFinal: isFinal)
        case UInt8(ascii: "]"):
            return operatingSystemCommand(at: start, isFinal: isFinal)
        case 0x1B:
            return .events([.key(KeyEvent(.escape))], length: 1)
        default:
            return altKey(at: start, isFinal: isFinal)
        }
    }

    /// Decodes Escape followed by one key as that key with Alt.
    private func altKey(at start: Int, isFinal: Bool) -> Step {
        let byte = pending[start + 1]
        var key: KeyEvent
        var length = 1
        if byte < 0x20 || byte == 0x7F {
            key = Self.controlKey(byte)
        } else if let (scalar, scalarLength) = UTF8Scalar.decode(pending, at: start + 1) {
            guard let scalar, scalar.value < 0x7F || scalar.value >= 0xA0 else {
                return .events([], length: 1 + scalarLength)
            }
            key = KeyEvent(.character(Character(scalar)))
            length = scalarLength
        } else {
            return isFinal ? .events([.key(KeyEvent(.escape))], length: pending.count - start) : .incomplete
        }
        key.modifiers.insert(.alt)
        return .events([.key(key)], length: 1 + length)
    }

    /// Skips an operating system command (`Esc ] … BEL` or `Esc ] … Esc \\`), a reply the game never asks for.
    private func operatingSystemCommand(at start: Int, isFinal: Bool) -> Step {
        var index = start + 2
        while index < pending.count && index - start < 4 * Self.longestSequence {
            switch pending[index] {
            case 0x07:
                return .events([], length: index + 1 - start)
            case 0x1B where index + 1 < pending.count:
                return .events([], length: index - start + (pending[index + 1] == UInt8(ascii: "\\") ? 2 : 0))
            case 0x1B:
                return isFinal ? .events([], length: pending.count - start) : .incomplete
            default:
                index += 1
            }
        }
        guard index == pending.count, !isFinal else { return .events([], length: index - start) }
        return .incomplete
    }

    /// Decodes `Esc O x`, the SS3 form of arrows, Home/End and F1–F4 (optionally with a modifier digit).
    private func singleShift(at start: Int, isFinal: Bool) -> Step {
        var index = start + 2
        var modifier = 0
        while index < pending.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(pending[index]) {
            modifier = min(modifier * 10 + Int(pending[index] - UInt8(ascii: "0")), 1000)
            index += 1
        }
        guard index < pending.count else {
            if isFinal && index == start + 2 {
                return .events([.key(KeyEvent(.character("O"), modifiers: .alt))], length: 2)
            }
            return isFinal ? .events([], length: index - start) : .incomplete
        }
        let final = pending[index]
        let modifiers = index > start + 2 ? KeyModifiers(xtermParameter: modifier) : []
        let key: Key? =
            switch final {
            case UInt8(ascii: "M"): .enter
            default: ControlSequence.letterKey(final)
            }
        guard let key else { return .events([], length: index + 1 - start) }
        return .events([.key(KeyEvent(key, modifiers: modifiers))], length: index + 1 - start)
    }

    /// Decodes `Esc [ …`: keys with parameters, mouse reports, focus reports and the start of a paste.
    private mutating func controlSequence(at start: Int, isFinal: Bool) -> Step {
        var index = start + 2
        while index < pending.count, (0x30...0x3F).contains(pending[index]) { index += 1 }
        let parametersEnd = index
        while index < pending.count, (0x20...0x2F).contains(pending[index]) { index += 1 }
        guard index < pending.count, index - start < Self.longestSequence else {
            if index - start >= Self.longestSequence {
                skipsOverlongSequence = true
                return .events([], length: index - start)
            }
            if isFinal && index == start + 2 {
                return .events([.key(KeyEvent(.character("["), modifiers: .alt))], length: 2)
            }
            return isFinal ? .events([], length: index - start) : .incomplete
        }
        let final = pending[index]
        guard (0x40...0x7E).contains(final) else {
            // Malformed: drop what was read, and decode the offending byte afresh.
            return .events([], length: index - start)
        }
        let parameters = pending[(start + 2)..<parametersEnd]
        let hasIntermediates = parametersEnd < index
        let length = index + 1 - start
        if parameters.isEmpty && !hasIntermediates {
            switch final {
            case UInt8(ascii: "M"): return legacyMouse(at: start, isFinal: isFinal)
            case UInt8(ascii: "["): return linuxFunctionKey(at: start, isFinal: isFinal)
            default: break
            }
        }
        let sequence = ControlSequence(parameterBytes: parameters, hasIntermediates: hasIntermediates, final: final)
        if sequence.isPasteStart { return .pasteStart(length: length) }
        return .events(sequence.event.map { [$0] } ?? [], length: length)
    }

    /// Decodes the Linux console's `Esc [ [ A`…`Esc [ [ E` (F1–F5).
    private func linuxFunctionKey(at start: Int, isFinal: Bool) -> Step {
        guard start + 3 < pending.count else { return isFinal ? .events([], length: 3) : .incomplete }
        let letter = pending[start + 3]
        guard (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(letter) else { return .events([], length: 4) }
        return .events([.key(KeyEvent(.function(Int(letter - UInt8(ascii: "A")) + 1)))], length: 4)
    }

    /// Decodes a legacy (X10) mouse report `Esc [ M b x y`, sent by terminals without SGR mouse support.
    private mutating func legacyMouse(at start: Int, isFinal: Bool) -> Step {
        guard start + 5 < pending.count else {
            return isFinal ? .events([], length: pending.count - start) : .incomplete
        }
        let code = Int(pending[start + 3]) - 32
        let column = Int(pending[start + 4]) - 32
        let row = Int(pending[start + 5]) - 32
        guard code >= 0, column >= 1, row >= 1 else { return .events([], length: 6) }
        // A release reports button "3" (none); it is the button pressed last.
        let isRelease = code & 0b1110_0011 == 3
        let report = MouseReport(code: code, column: column, row: row, isRelease: isRelease)
        guard let event = report.event(releasing: lastPressedButton) else { return .events([], length: 6) }
        if case .press(let button) = event.action { lastPressedButton = button }
        return .events([.mouse(event)], length: 6)
    }
}
