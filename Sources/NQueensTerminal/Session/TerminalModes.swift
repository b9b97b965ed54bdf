/// How a session sets the terminal up, beyond raw mode.
public struct TerminalSessionOptions: Hashable, Sendable {
    /// Whether mouse clicks, the wheel and the pointer's moves while a button is held are reported (xterm's
    /// button-event tracking `?1002`, with SGR coordinates `?1006`): a right-drag marks the squares it crosses.
    public var reportsMouse: Bool

    /// Whether focus changes are reported (`?1004`), so that the game can pause when the window loses focus.
    public var reportsFocus: Bool

    /// Whether pasted text is bracketed (`?2004`) and arrives as one ``InputEvent/paste(_:)`` instead of keys.
    public var bracketsPaste: Bool

    /// Whether Ctrl-C, Ctrl-Z and Ctrl-\ keep raising SIGINT, SIGTSTP and SIGQUIT (the session handles those
    /// signals); when false they arrive as keys.
    public var keysRaiseSignals: Bool

    /// Creates options; by default everything is on.
    public init(
        reportsMouse: Bool = true, reportsFocus: Bool = true, bracketsPaste: Bool = true, keysRaiseSignals: Bool = true
    ) {
        self.reportsMouse = reportsMouse
        self.reportsFocus = reportsFocus
        self.bracketsPaste = bracketsPaste
        self.keysRaiseSignals = keysRaiseSignals
    }

    /// The private modes to set, in order: alternate screen, hidden cursor, no auto-wrap, then the reports.
    var modes: [(number: Int, set: Bool)] {
        var modes: [(Int, Bool)] = [(1049, true), (25, false), (7, false)]
        if reportsMouse { modes += [(1002, true), (1006, true)] }
        if reportsFocus { modes.append((1004, true)) }
        if bracketsPaste { modes.append((2004, true)) }
        return modes
    }

    /// The bytes that take over the screen.
    var enterSequence: [UInt8] {
        var bytes: [UInt8] = []
        for (number, set) in modes { EscapeSequence.appendCSI("?\(number)\(set ? "h" : "l")", to: &bytes) }
        return bytes
    }

    /// The bytes that give the screen back: every mode undone in reverse order, plain graphics, cursor shown.
    var leaveSequence: [UInt8] {
        var bytes: [UInt8] = []
        EscapeSequence.appendCSI("0m", to: &bytes)
        for (number, set) in modes.reversed() { EscapeSequence.appendCSI("?\(number)\(set ? "l" : "h")", to: &bytes) }
        return bytes
    }
}
