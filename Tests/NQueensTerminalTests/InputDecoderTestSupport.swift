import NQueensTerminal

/// Decodes `bytes` in one read, then flushes what is pending (as the run loop does after the Escape timeout).
func decodeAtOnce(_ bytes: [UInt8]) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.decode(bytes) + decoder.flushPending()
}

/// Decodes `bytes` one read per byte, then flushes: sequences split across reads must decode the same.
func decodeBytewise(_ bytes: [UInt8]) -> [InputEvent] {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for byte in bytes { events += decoder.decode([byte]) }
    return events + decoder.flushPending()
}

/// The bytes of `text`, with `\u{1B}` for Escape.
func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// A key event.
func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent { .key(KeyEvent(key, modifiers: modifiers)) }

/// A printable character key event.
func char(_ character: Character, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyEvent(.character(character), modifiers: modifiers))
}

/// A mouse event at the 0-based cell `x`, `y`.
func mouse(_ action: MouseAction, _ x: Int, _ y: Int, _ modifiers: KeyModifiers = []) -> InputEvent {
    .mouse(MouseEvent(action, at: GridPoint(x: x, y: y), modifiers: modifiers))
}
