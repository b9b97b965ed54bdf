import NQueensServices

/// The colours of a theme, by what they mean rather than how they look.
///
/// The dark palette follows the seed's screens: a near-black background, dark grey surfaces, a green accent,
/// red for conflicts and attack lines, yellow for hints. Text colours keep a WCAG contrast of at least 4.5:1
/// on the background and surfaces.
public struct Palette: Hashable, Sendable {
    /// The screen's background.
    public let background: RGBColor

    /// Cards, rows and panels over the background.
    public let surface: RGBColor

    /// A selected or raised element on a surface (the chosen filter, the focused row).
    public let surfaceSelected: RGBColor

    /// Thin lines between elements.
    public let separator: RGBColor

    /// Main text.
    public let text: RGBColor

    /// Captions and less important text.
    public let secondaryText: RGBColor

    /// Buttons, the selected filter, good figures (times, 100 %).
    public let accent: RGBColor

    /// Text on an accent-coloured background.
    public let textOnAccent: RGBColor

    /// The board's light squares.
    public let lightSquare: RGBColor

    /// The board's dark squares.
    public let darkSquare: RGBColor

    /// A queen that attacks no other.
    public let queen: RGBColor

    /// Conflicting queens, conflict messages, destructive buttons.
    public let conflict: RGBColor

    /// The background of a conflict message.
    public let conflictSurface: RGBColor

    /// Squares on the line between two queens that attack each other.
    public let attackLine: RGBColor

    /// Squares some queen attacks, when the player shows them.
    public let attacked: RGBColor

    /// The hint's square and text.
    public let hint: RGBColor

    /// The keyboard cursor's outline.
    public let cursor: RGBColor

    /// The streak badge's flame and figures.
    public let streak: RGBColor

    /// A puzzle's given queens (and the squares they stand on, tinted), apart from the player's.
    public let given: RGBColor

    /// Creates a palette from every colour.
    public init(
        background: RGBColor, surface: RGBColor, surfaceSelected: RGBColor, separator: RGBColor, text: RGBColor,
        secondaryText: RGBColor, accent: RGBColor, textOnAccent: RGBColor, lightSquare: RGBColor,
        darkSquare: RGBColor, queen: RGBColor, conflict: RGBColor, conflictSurface: RGBColor, attackLine: RGBColor,
        attacked: RGBColor, hint: RGBColor, cursor: RGBColor, streak: RGBColor, given: RGBColor
    ) {
        self.background = background
        self.surface = surface
        self.surfaceSelected = surfaceSelected
        self.separator = separator
        self.text = text
        self.secondaryText = secondaryText
        self.accent = accent
        self.textOnAccent = textOnAccent
        self.lightSquare = lightSquare
        self.darkSquare = darkSquare
        self.queen = queen
        self.conflict = conflict
        self.conflictSurface = conflictSurface
        self.attackLine = attackLine
        self.attacked = attacked
        self.hint = hint
        self.cursor = cursor
        self.streak = streak
        self.given = given
    }

    /// The palette of `theme`, high-contrast with `highContrast`.
    ///
    /// `system` follows `systemPrefersDark` (dark where the platform cannot tell); `highContrast` (the platform's
    /// high-contrast style) gives the high-contrast palette of the same scheme.
    public static func palette(
        for theme: Theme, systemPrefersDark: Bool = true, highContrast: Bool = false
    ) -> Palette {
        let dark = theme.resolved(systemPrefersDark: systemPrefersDark) == .dark
        if highContrast { return dark ? .highContrastDark : .highContrastLight }
        return dark ? .dark : .light
    }

    /// The dark palette, as in the seed's screens.
    public static let dark = Palette(
        background: RGBColor(hex: 0x161617), surface: RGBColor(hex: 0x262628),
        surfaceSelected: RGBColor(hex: 0x38383B), separator: RGBColor(hex: 0x3A3A3D), text: RGBColor(hex: 0xF5F5F7),
        secondaryText: RGBColor(hex: 0xA1A1A6), accent: RGBColor(hex: 0x6BBF3F),
        textOnAccent: RGBColor(hex: 0x0B1A05), lightSquare: RGBColor(hex: 0x3C3C3F),
        darkSquare: RGBColor(hex: 0x2A2A2C), queen: RGBColor(hex: 0xF5F5F7), conflict: RGBColor(hex: 0xFF5A52),
        conflictSurface: RGBColor(hex: 0x3A1D1D), attackLine: RGBColor(hex: 0x5C2427),
        attacked: RGBColor(hex: 0x33292B), hint: RGBColor(hex: 0xF5C542), cursor: RGBColor(hex: 0x5AB0FF),
        streak: RGBColor(hex: 0xFFB340), given: RGBColor(hex: 0xC3AEFF))

    /// The light palette: the same meanings on a light background.
    public static let light = Palette(
        background: RGBColor(hex: 0xF2F2F5), surface: RGBColor(hex: 0xFFFFFF),
        surfaceSelected: RGBColor(hex: 0xE2E2E7), separator: RGBColor(hex: 0xD1D1D6), text: RGBColor(hex: 0x1C1C1E),
        secondaryText: RGBColor(hex: 0x5E5E63), accent: RGBColor(hex: 0x2F7D1E),
        textOnAccent: RGBColor(hex: 0xFFFFFF), lightSquare: RGBColor(hex: 0xE9E6DF),
        darkSquare: RGBColor(hex: 0xC4C0B6), queen: RGBColor(hex: 0x1C1C1E), conflict: RGBColor(hex: 0xC4262E),
        conflictSurface: RGBColor(hex: 0xFBE3E3), attackLine: RGBColor(hex: 0xF0A9AC),
        attacked: RGBColor(hex: 0xDCCFCF), hint: RGBColor(hex: 0xB07D00), cursor: RGBColor(hex: 0x1F6FD1),
        streak: RGBColor(hex: 0xB85C00), given: RGBColor(hex: 0x5B2FB2))

    /// The dark palette for the high-contrast style: black and white, squares far apart, every meaning stronger.
    public static let highContrastDark = Palette(
        background: RGBColor(hex: 0x000000), surface: RGBColor(hex: 0x121212),
        surfaceSelected: RGBColor(hex: 0x3A3A3A), separator: RGBColor(hex: 0xBDBDBD), text: RGBColor(hex: 0xFFFFFF),
        secondaryText: RGBColor(hex: 0xE3E3E3), accent: RGBColor(hex: 0x8EE860),
        textOnAccent: RGBColor(hex: 0x000000), lightSquare: RGBColor(hex: 0x505050),
        darkSquare: RGBColor(hex: 0x161616), queen: RGBColor(hex: 0xFFFFFF), conflict: RGBColor(hex: 0xFF7A72),
        conflictSurface: RGBColor(hex: 0x4D0A0A), attackLine: RGBColor(hex: 0x8A1F25),
        attacked: RGBColor(hex: 0x40282B), hint: RGBColor(hex: 0xFFDD55), cursor: RGBColor(hex: 0x7CCBFF),
        streak: RGBColor(hex: 0xFFC24D), given: RGBColor(hex: 0xDCCEFF))

    /// The light palette for the high-contrast style.
    public static let highContrastLight = Palette(
        background: RGBColor(hex: 0xFFFFFF), surface: RGBColor(hex: 0xFFFFFF),
        surfaceSelected: RGBColor(hex: 0xCFCFD4), separator: RGBColor(hex: 0x3C3C3C), text: RGBColor(hex: 0x000000),
        secondaryText: RGBColor(hex: 0x2E2E30), accent: RGBColor(hex: 0x1D5C10),
        textOnAccent: RGBColor(hex: 0xFFFFFF), lightSquare: RGBColor(hex: 0xFFFFFF),
        darkSquare: RGBColor(hex: 0xA9A59C), queen: RGBColor(hex: 0x000000), conflict: RGBColor(hex: 0x9E0010),
        conflictSurface: RGBColor(hex: 0xFFD9D9), attackLine: RGBColor(hex: 0xF2868C),
        attacked: RGBColor(hex: 0xD9C3C3), hint: RGBColor(hex: 0x6E4A00), cursor: RGBColor(hex: 0x003FA3),
        streak: RGBColor(hex: 0x7E3C00), given: RGBColor(hex: 0x3A138A))
}
