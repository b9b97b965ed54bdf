/// Something the player did at the terminal, decoded from its input bytes by ``InputDecoder``.
public enum InputEvent: Hashable, Sendable {
    /// A key, possibly with modifiers.
    case key(KeyEvent)
    /// A mouse button, wheel or motion report.
    case mouse(MouseEvent)
    /// Text pasted in one go (bracketed paste); deliberately not delivered as individual keys.
    case paste(String)
    /// The terminal window gained the keyboard focus.
    case focusGained
    /// The terminal window lost the keyboard focus.
    case focusLost
}

// MARK: - Keys

/// A key press: the key and the modifiers held.
///
/// Printable keys arrive as ``Key/character(_:)`` with the character typed (`"A"` for Shift-A, so ``modifiers``
/// does not repeat the Shift). Control keys arrive as the lowercase letter with ``KeyModifiers/control``: Ctrl-A is
/// `KeyEvent(.character("a"), modifiers: .control)`. Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M are indistinguishable from
/// Backspace, Tab and Enter on a terminal and arrive as those.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: Key

    /// The modifiers held with it.
    public var modifiers: KeyModifiers

    /// Creates a key press.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// The key press of a control key: `.control("c")` is Ctrl-C.
    public static func control(_ letter: Character) -> KeyEvent {
        KeyEvent(.character(letter), modifiers: .control)
    }

    /// The key as people write it, for example `Ctrl-Shift-Up`, `Alt-x` or `Space`.
    public var description: String {
        // l10n: begin not shown (key names for logs and tests; the help names keys through KeyName)
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        if modifiers.contains(.meta) { parts.append("Meta") }
        // l10n: end
        parts.append(key.description)
        return parts.joined(separator: "-")
    }
}

/// A key of the keyboard.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A printable character, including the space bar (`" "`, also ``space``).
    case character(Character)
    /// Enter or Return.
    case enter
    /// Tab (Shift-Tab arrives as Tab with ``KeyModifiers/shift``).
    case tab
    /// Backspace.
    case backspace
    /// Escape, alone (not the start of a sequence).
    case escape
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Insert.
    case insert
    /// Delete (forward delete).
    case delete
    /// A function key, F1 to F12.
    case function(Int)

    /// The space bar.
    public static var space: Key { .character(" ") }

    /// The key's name: the character itself, or a name such as `Space`, `Enter`, `Up` or `F1`.
    public var description: String {
        // l10n: begin not shown (key names for logs and tests; the help names keys through KeyName)
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .enter: "Enter"
        case .tab: "Tab"
        case .backspace: "Backspace"
        case .escape: "Esc"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .insert: "Insert"
        case .delete: "Delete"
        case .function(let number): "F\(number)"
        }
        // l10n: end
    }
}

/// Modifier keys held with a key or a mouse event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates modifiers from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Alt (Option), also what a terminal reports for Meta sent as an Escape prefix.
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 2)
    /// Meta or Super, as reported by xterm's modifier parameter.
    public static let meta = KeyModifiers(rawValue: 1 << 3)

    /// The modifiers encoded in xterm's parameter (`1` + the bits shift 1, alt 2, control 4, meta 8).
    init(xtermParameter parameter: Int) {
        self.init(rawValue: UInt8(truncatingIfNeeded: max(0, parameter - 1) & 0xF))
    }
}

// MARK: - Mouse

/// A mouse report: what happened, where, and the modifiers held.
public struct MouseEvent: Hashable, Sendable {
    /// A press, release, drag, motion or wheel step.
    public var action: MouseAction

    /// The cell under the pointer (0-based; the terminal reports 1-based positions).
    public var position: GridPoint

    /// The modifiers held (the terminal may keep some for itself, such as Shift for selection).
    public var modifiers: KeyModifiers

    /// Creates a mouse report.
    public init(_ action: MouseAction, at position: GridPoint, modifiers: KeyModifiers = []) {
        self.action = action
        self.position = position
        self.modifiers = modifiers
    }
}

/// What the mouse did.
public enum MouseAction: Hashable, Sendable {
    /// A button went down.
    case press(MouseButton)
    /// A button went up.
    case release(MouseButton)
    /// The pointer moved with a button held (button-event tracking, `?1002`, which the session enables).
    case drag(MouseButton)
    /// The pointer moved with no button held (only with all-motion tracking).
    case move
    /// The wheel turned up (away from the player).
    case scrollUp
    /// The wheel turned down (toward the player).
    case scrollDown
    /// The wheel tilted left.
    case scrollLeft
    /// The wheel tilted right.
    case scrollRight
}

/// A mouse button.
public enum MouseButton: Hashable, Sendable {
    /// The primary button.
    case left
    /// The middle button (often the wheel pressed).
    case middle
    /// The secondary button.
    case right
    /// A further button, numbered as X11 does (8 and 9 are usually back and forward).
    case other(Int)
}
