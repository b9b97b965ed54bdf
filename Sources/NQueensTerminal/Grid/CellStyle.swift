import NQueensPresentation

/// The colour of a cell's text or background: the terminal's own default, or an exact colour.
///
/// Exact colours are reduced to what the terminal can show (256 or 16 colours, or none) when rendered.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's default foreground or background.
    case `default`

    /// An exact colour.
    case rgb(RGBColor)

    /// The colour written as `0xRRGGBB`.
    public static func hex(_ value: UInt32) -> TerminalColor { .rgb(RGBColor(hex: value)) }
}

/// Text attributes of a cell.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates attributes from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold or bright text.
    public static let bold = TextAttributes(rawValue: 1 << 0)

    /// Faint text.
    public static let dim = TextAttributes(rawValue: 1 << 1)

    /// Italic text (dropped in monochrome output).
    public static let italic = TextAttributes(rawValue: 1 << 2)

    /// Underlined text.
    public static let underline = TextAttributes(rawValue: 1 << 3)

    /// Foreground and background swapped.
    public static let reverse = TextAttributes(rawValue: 1 << 4)
}

/// How a cell looks: foreground and background colours and text attributes.
public struct CellStyle: Hashable, Sendable {
    /// The text colour.
    public var foreground: TerminalColor

    /// The background colour.
    public var background: TerminalColor

    /// Bold, dim, italic, underline, reverse.
    public var attributes: TextAttributes

    /// Creates a style; everything defaults to the terminal's plain text.
    public init(
        foreground: TerminalColor = .default, background: TerminalColor = .default, attributes: TextAttributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's plain text: default colours, no attributes.
    public static let plain = CellStyle()

    /// This style with `attributes` added.
    public func adding(_ attributes: TextAttributes) -> CellStyle {
        var style = self
        style.attributes.formUnion(attributes)
        return style
    }

    /// This style with the foreground replaced.
    public func withForeground(_ color: TerminalColor) -> CellStyle {
        var style = self
        style.foreground = color
        return style
    }

    /// This style with the background replaced.
    public func withBackground(_ color: TerminalColor) -> CellStyle {
        var style = self
        style.background = color
        return style
    }
}
