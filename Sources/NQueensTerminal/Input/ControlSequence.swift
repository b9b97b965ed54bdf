/// A complete `Esc [ parameters intermediates final` sequence received from the terminal, and its meaning.
struct ControlSequence {
    /// The private marker (`<`, `=`, `>` or `?`) that starts the parameters, if any.
    let marker: UInt8?
    /// The numeric parameters; `nil` for an empty one.
    let parameters: [Int?]
    /// Whether intermediate bytes (0x20–0x2F) came before the final byte.
    let hasIntermediates: Bool
    /// The final byte.
    let final: UInt8

    init(parameterBytes: ArraySlice<UInt8>, hasIntermediates: Bool, final: UInt8) {
        var bytes = parameterBytes[...]
        if let first = bytes.first, (0x3C...0x3F).contains(first) {
            marker = first
            bytes = bytes.dropFirst()
        } else {
            marker = nil
        }
        var parameters: [Int?] = []
        var current: Int?
        var inSubParameter = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if !inSubParameter { current = min((current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), 100_000) }
            case UInt8(ascii: ";"):
                parameters.append(current)
                current = nil
                inSubParameter = false
            case UInt8(ascii: ":"):
                inSubParameter = true
            default:
                break
            }
        }
        if !bytes.isEmpty { parameters.append(current) }
        self.parameters = parameters
        self.hasIntermediates = hasIntermediates
        self.final = final
    }

    /// The parameter at `index`, or `fallback` when it is missing or empty.
    func parameter(_ index: Int, default fallback: Int) -> Int {
        index < parameters.count ? parameters[index] ?? fallback : fallback
    }

    /// Whether this is `Esc [ 200 ~`, the start of a bracketed paste.
    var isPasteStart: Bool { marker == nil && final == UInt8(ascii: "~") && parameter(0, default: 0) == 200 }

    /// The event the sequence stands for, or `nil` for a sequence the game has no use for.
    var event: InputEvent? {
        if hasIntermediates { return nil }
        switch marker {
        case nil: return plainEvent
        case UInt8(ascii: "<"):
            guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), parameters.count >= 3 else { return nil }
            let report = MouseReport(
                code: parameter(0, default: 0), column: parameter(1, default: 0), row: parameter(2, default: 0),
                isRelease: final == UInt8(ascii: "m"))
            return report.event().map { .mouse($0) }
        default: return nil
        }
    }

    private var plainEvent: InputEvent? {
        let modifiers = KeyModifiers(xtermParameter: parameter(1, default: 1))
        switch final {
        case UInt8(ascii: "~"): return tildeKey
        case UInt8(ascii: "u"):
            return Self.codepointKey(parameter(0, default: 0), modifiers: modifiers).map { .key($0) }
        case UInt8(ascii: "Z"): return .key(KeyEvent(.tab, modifiers: modifiers.union(.shift)))
        case UInt8(ascii: "I") where parameters.isEmpty: return .focusGained
        case UInt8(ascii: "O") where parameters.isEmpty: return .focusLost
        default:
            // A letter key has no first parameter or `1` (then the modifiers); anything else is a report such as
            // the cursor position (`Esc [ row ; column R`), which is not F3.
            guard parameter(0, default: 1) == 1 else { return nil }
            return Self.letterKey(final).map { .key(KeyEvent($0, modifiers: modifiers)) }
        }
    }

    /// The keys of `Esc [ n ~` (with an optional modifier parameter), and xterm's `Esc [ 27 ; m ; code ~`.
    private var tildeKey: InputEvent? {
        let number = parameter(0, default: 0)
        let modifiers = KeyModifiers(xtermParameter: parameter(1, default: 1))
        if number == 27 {
            return Self.codepointKey(parameter(2, default: 0), modifiers: modifiers).map { .key($0) }
        }
        let key: Key
        switch number {
        case 1, 7: key = .home
        case 2: key = .insert
        case 3: key = .delete
        case 4, 8: key = .end
        case 5: key = .pageUp
        case 6: key = .pageDown
        case 11...15: key = .function(number - 10)
        case 17...21: key = .function(number - 11)
        case 23, 24: key = .function(number - 12)
        default: return nil
        }
        return .key(KeyEvent(key, modifiers: modifiers))
    }

    /// The key named by the final letter of a CSI or SS3 sequence: arrows, Home, End, F1–F4.
    static func letterKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P"): .function(1)
        case UInt8(ascii: "Q"): .function(2)
        case UInt8(ascii: "R"): .function(3)
        case UInt8(ascii: "S"): .function(4)
        default: nil
        }
    }

    /// The key of a Unicode code point reported with modifiers (`CSI u` and xterm's `modifyOtherKeys`).
    static func codepointKey(_ codepoint: Int, modifiers: KeyModifiers) -> KeyEvent? {
        switch codepoint {
        case 13: return KeyEvent(.enter, modifiers: modifiers)
        case 9: return KeyEvent(.tab, modifiers: modifiers)
        case 27: return KeyEvent(.escape, modifiers: modifiers)
        case 8, 127: return KeyEvent(.backspace, modifiers: modifiers)
        case 32...0x7E, 0xA0...0x10FFFF:
            guard let scalar = Unicode.Scalar(UInt32(codepoint)) else { return nil }
            var character = Character(scalar)
            if modifiers.contains(.control), character.isUppercase { character = Character(character.lowercased()) }
            return KeyEvent(.character(character), modifiers: modifiers)
        default: return nil
        }
    }
}

// MARK: - Mouse reports

/// A mouse report's button code and 1-based position, as sent in SGR (`Esc [ < b ; x ; y M`) or legacy form.
struct MouseReport {
    let code: Int
    let column: Int
    let row: Int
    let isRelease: Bool

    /// The modifiers in a button code: shift 4, alt 8, control 16.
    static func modifiers(_ code: Int) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// The event, or `nil` for a report that names no cell or no action.
    ///
    /// A release that names no button (legacy reports) is a release of `unnamedRelease`.
    func event(releasing unnamedRelease: MouseButton? = nil) -> MouseEvent? {
        guard column >= 1, row >= 1 else { return nil }
        let position = GridPoint(x: column - 1, y: row - 1)
        let low = code & 3
        let isMotion = code & 32 != 0
        let action: MouseAction
        if code & 64 != 0 && code & 128 == 0 {
            guard !isRelease, !isMotion else { return nil }
            action = [MouseAction.scrollUp, .scrollDown, .scrollLeft, .scrollRight][low]
        } else {
            let button: MouseButton? =
                code & 128 != 0 ? .other(8 + low) : [MouseButton.left, .middle, .right, nil][low]
            switch (button, isMotion, isRelease) {
            case (nil, true, _): action = .move
            case (let button?, true, _): action = .drag(button)
            case (let button?, false, true): action = .release(button)
            case (let button?, false, false): action = .press(button)
            case (nil, false, true):
                guard let unnamedRelease else { return nil }
                action = .release(unnamedRelease)
            case (nil, false, false): return nil
            }
        }
        return MouseEvent(action, at: position, modifiers: Self.modifiers(code))
    }
}

// MARK: - UTF-8

/// Decoding of one UTF-8 encoded scalar from a byte buffer.
enum UTF8Scalar {
    /// The scalar encoded at `index` and its length; `(nil, n)` for `n` invalid bytes to skip; `nil` when the bytes
    /// end before the scalar does.
    static func decode(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar?, Int)? {
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: return (nil, 1)
        }
        switch lead {
        case 0xE0: secondRange = 0xA0...0xBF
        case 0xED: secondRange = 0x80...0x9F
        case 0xF0: secondRange = 0x90...0xBF
        case 0xF4: secondRange = 0x80...0x8F
        default: break
        }
        for offset in 1..<length {
            guard index + offset < bytes.count else { return nil }
            let byte = bytes[index + offset]
            guard (offset == 1 ? secondRange : 0x80...0xBF).contains(byte) else { return (nil, offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (Unicode.Scalar(value), length)
    }
}
