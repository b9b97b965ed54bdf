/// The control sequences the front end writes, appended to byte buffers.
enum EscapeSequence {
    static let escape: UInt8 = 0x1B

    /// Appends `ESC [` followed by `text`.
    static func appendCSI(_ text: String, to output: inout [UInt8]) {
        output.append(escape)
        output.append(UInt8(ascii: "["))
        output.append(contentsOf: text.utf8)
    }

    /// Appends `n` in decimal.
    static func appendNumber(_ number: Int, to output: inout [UInt8]) {
        if number >= 10 { appendNumber(number / 10, to: &output) }
        output.append(UInt8(ascii: "0") + UInt8(number % 10))
    }

    /// Appends the move of the cursor to `point` (0-based): `ESC [ row ; column H`, or `ESC [ H` for the origin.
    static func appendCursorPosition(_ point: GridPoint, to output: inout [UInt8]) {
        output += [escape, UInt8(ascii: "[")]
        if point != .origin {
            appendNumber(point.y + 1, to: &output)
            output.append(UInt8(ascii: ";"))
            appendNumber(point.x + 1, to: &output)
        }
        output.append(UInt8(ascii: "H"))
    }

    /// Appends a move of the cursor `count` columns to the right: `ESC [ C` or `ESC [ n C`.
    static func appendCursorForward(_ count: Int, to output: inout [UInt8]) {
        output += [escape, UInt8(ascii: "[")]
        if count != 1 { appendNumber(count, to: &output) }
        output.append(UInt8(ascii: "C"))
    }

    /// The number of bytes ``appendCursorForward(_:to:)`` writes.
    static func cursorForwardLength(_ count: Int) -> Int {
        count == 1 ? 3 : 3 + String(count).utf8.count
    }

    /// Appends `ESC [ parameters m`; nothing when `parameters` is empty.
    static func appendSGR(_ parameters: [Int], to output: inout [UInt8]) {
        guard !parameters.isEmpty else { return }
        output += [escape, UInt8(ascii: "[")]
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ";")) }
            appendNumber(parameter, to: &output)
        }
        output.append(UInt8(ascii: "m"))
    }

    /// Resets the graphic state, homes the cursor and clears the screen.
    static let clearScreen: [UInt8] = Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)

    /// The bell.
    static let bell: [UInt8] = [0x07]

    /// Sets the system clipboard to `text`: `ESC ] 52 ; c ; base64 BEL` (OSC 52), which xterm, iTerm2, kitty,
    /// WezTerm, Windows Terminal and tmux (with `set-clipboard on`) understand; other terminals ignore it.
    static func clipboard(_ text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + base64(Array(text.utf8)) + [0x07]
    }

    /// `bytes` in base 64 (RFC 4648, with padding), as ASCII bytes.
    static func base64(_ bytes: [UInt8]) -> [UInt8] {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var value = 0
            for byte in chunk { value = value << 8 | Int(byte) }
            value <<= 8 * (3 - chunk.count)
            for position in 0..<4 {
                output.append(
                    position <= chunk.count ? alphabet[(value >> (18 - 6 * position)) & 63] : UInt8(ascii: "="))
            }
            index += 3
        }
        return output
    }
}
