import NQueensLocalization
import NQueensServices

/// How a queen style looks: its name and the characters that draw it.
///
/// Every glyph is one character that takes one cell in a terminal (no emoji, no East Asian wide or ambiguous
/// characters), and every style has an ASCII fallback for terminals and fonts without symbols.
public struct QueenAppearance: Hashable, Sendable {
    /// The style.
    public let style: QueenStyle

    /// The name shown to the player, such as "Classic".
    public var displayName: String {
        switch style {
        case .classic: tr(context: "queen style", "Classic")
        case .outline: tr(context: "queen style", "Outline")
        case .crown: tr(context: "queen style", "Crown")
        case .star: tr(context: "queen style", "Star")
        // TRANSLATORS: the queen style that draws the plain letter Q.
        case .letter: tr(context: "queen style", "Letter")
        }
    }

    /// The Unicode character that draws the queen.
    public let glyph: Character

    /// The ASCII character that draws the queen where Unicode symbols are not available.
    public let asciiGlyph: Character

    /// The appearance of `style`.
    public init(_ style: QueenStyle) {
        self.style = style
        switch style {
        case .classic: (glyph, asciiGlyph) = ("\u{265B}", "Q")
        case .outline: (glyph, asciiGlyph) = ("\u{2655}", "O")
        case .crown: (glyph, asciiGlyph) = ("\u{2654}", "W")
        case .star: (glyph, asciiGlyph) = ("\u{2726}", "*")
        case .letter: (glyph, asciiGlyph) = ("Q", "Q")
        }
    }

    /// The character to draw: the glyph, or the ASCII fallback when `ascii` is set.
    public func character(ascii: Bool) -> Character {
        ascii ? asciiGlyph : glyph
    }

    /// Every style's appearance, in the order the styles cycle.
    public static let all: [QueenAppearance] = QueenStyle.allCases.map(QueenAppearance.init)
}

extension QueenStyle {
    /// How the style looks.
    public var appearance: QueenAppearance {
        QueenAppearance(self)
    }

    /// The next style in the cycle (after the last comes the first).
    public var next: QueenStyle {
        nextInCycle
    }
}
