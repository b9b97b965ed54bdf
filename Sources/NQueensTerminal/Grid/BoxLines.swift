/// The characters that draw frames, boxes and grid lines.
///
/// Choose ``ascii`` when the terminal cannot show Unicode (see ``TerminalCapabilities/supportsUnicode``).
public struct BoxLines: Hashable, Sendable {
    /// The horizontal edge (`─`).
    public var horizontal: Character
    /// The vertical edge (`│`).
    public var vertical: Character
    /// The top-left corner (`┌`).
    public var topLeft: Character
    /// The top-right corner (`┐`).
    public var topRight: Character
    /// The bottom-left corner (`└`).
    public var bottomLeft: Character
    /// The bottom-right corner (`┘`).
    public var bottomRight: Character
    /// A junction opening downward (`┬`).
    public var teeDown: Character
    /// A junction opening upward (`┴`).
    public var teeUp: Character
    /// A junction opening to the right (`├`).
    public var teeRight: Character
    /// A junction opening to the left (`┤`).
    public var teeLeft: Character
    /// A crossing (`┼`).
    public var cross: Character

    /// Thin lines: `┌─┐ │ └─┘`.
    public static let light = BoxLines(characters: "─│┌┐└┘┬┴├┤┼")
    /// Thin lines with rounded corners: `╭─╮ │ ╰─╯`.
    public static let rounded = BoxLines(characters: "─│╭╮╰╯┬┴├┤┼")
    /// Thick lines: `┏━┓ ┃ ┗━┛`.
    public static let heavy = BoxLines(characters: "━┃┏┓┗┛┳┻┣┫╋")
    /// Double lines: `╔═╗ ║ ╚═╝`.
    public static let double = BoxLines(characters: "═║╔╗╚╝╦╩╠╣╬")
    /// Plain ASCII: `+-+ | +-+`, for terminals without Unicode.
    public static let ascii = BoxLines(characters: "-|+++++++++")
    /// Bold-looking ASCII: `#=# # #=#`, to stand out among ``ascii`` lines.
    public static let asciiHeavy = BoxLines(characters: "=##########")
    /// Stars `***`, in ASCII a frame that stands out among both ``ascii`` and ``asciiHeavy`` lines.
    public static let asciiStars = BoxLines(characters: "***********")

    /// These lines, or ``ascii`` when `unicode` is false.
    public func fallback(unicode: Bool) -> BoxLines { unicode ? self : .ascii }

    private init(characters: String) {
        let glyphs = Array(characters)
        horizontal = glyphs[0]
        vertical = glyphs[1]
        topLeft = glyphs[2]
        topRight = glyphs[3]
        bottomLeft = glyphs[4]
        bottomRight = glyphs[5]
        teeDown = glyphs[6]
        teeUp = glyphs[7]
        teeRight = glyphs[8]
        teeLeft = glyphs[9]
        cross = glyphs[10]
    }
}
