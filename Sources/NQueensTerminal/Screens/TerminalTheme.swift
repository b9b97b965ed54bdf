import NQueensPresentation
import NQueensServices

/// The colours and attributes the screens draw with: a palette of design tokens mapped to terminal styles.
///
/// 24-bit and 256-colour terminals get the palette itself (the renderer reduces it to the nearest of 256). On 16
/// colours the palette's greys would all collapse into black, so a hand-made palette of the 16 standard colours
/// keeps the meanings apart. In monochrome (`NO_COLOR`, `--no-color`) every colour is the terminal's default and
/// the screens make things stand out with glyphs, bold, underline and reverse video instead.
struct TerminalTheme: Sendable {
    /// Whether the theme has no colours at all.
    let isMonochrome: Bool

    /// The screen's background.
    let background: TerminalColor
    /// Cards and panels.
    let surface: TerminalColor
    /// A focused card or row.
    let surfaceSelected: TerminalColor
    /// Thin lines: frames, the board's grid.
    let separator: TerminalColor
    /// Main text.
    let text: TerminalColor
    /// Captions.
    let secondaryText: TerminalColor
    /// Buttons, keys, good figures.
    let accent: TerminalColor
    /// Text on an accent background.
    let textOnAccent: TerminalColor
    /// The board's light squares.
    let lightSquare: TerminalColor
    /// The board's dark squares.
    let darkSquare: TerminalColor
    /// Queens.
    let queen: TerminalColor
    /// Conflicting queens and conflict messages.
    let conflict: TerminalColor
    /// The background of conflict messages and conflicting queens.
    let conflictSurface: TerminalColor
    /// Squares on an attack line.
    let attackLine: TerminalColor
    /// Squares a queen attacks (when shown).
    let attacked: TerminalColor
    /// The hint's square and text.
    let hint: TerminalColor
    /// The keyboard cursor.
    let cursor: TerminalColor
    /// The streak.
    let streak: TerminalColor
    /// A puzzle's given queens.
    let given: TerminalColor

    /// The squares of each region of a regions board, region `r` in `regionTones[r % count]`; empty in monochrome,
    /// where each square shows its region's letter instead.
    let regionTones: [TerminalColor]

    /// The scheme a terminal draws for `settings`: `system` is dark, since a terminal does not say its appearance.
    static func scheme(of settings: Settings) -> Theme {
        settings.theme.resolved(systemPrefersDark: true)
    }

    /// The theme of `theme`'s palette as `colorMode` can show it.
    init(theme: Theme, colorMode: ColorMode) {
        switch colorMode {
        case .trueColor, .palette256:
            self.init(palette: Palette.palette(for: theme))
        case .palette16:
            self.init(palette: theme == .light ? Self.standardLight : Self.standardDark)
        case .monochrome:
            self.init(monochrome: ())
        }
    }

    private init(palette: Palette) {
        isMonochrome = false
        background = .rgb(palette.background)
        surface = .rgb(palette.surface)
        surfaceSelected = .rgb(palette.surfaceSelected)
        separator = .rgb(palette.separator)
        text = .rgb(palette.text)
        secondaryText = .rgb(palette.secondaryText)
        accent = .rgb(palette.accent)
        textOnAccent = .rgb(palette.textOnAccent)
        lightSquare = .rgb(palette.lightSquare)
        darkSquare = .rgb(palette.darkSquare)
        queen = .rgb(palette.queen)
        conflict = .rgb(palette.conflict)
        conflictSurface = .rgb(palette.conflictSurface)
        attackLine = .rgb(palette.attackLine)
        attacked = .rgb(palette.attacked)
        hint = .rgb(palette.hint)
        cursor = .rgb(palette.cursor)
        streak = .rgb(palette.streak)
        given = .rgb(palette.given)
        regionTones = RegionPalette.colors.map { .rgb($0.tone(for: palette)) }
    }

    private init(monochrome: Void) {
        isMonochrome = true
        background = .default
        surface = .default
        surfaceSelected = .default
        separator = .default
        text = .default
        secondaryText = .default
        accent = .default
        textOnAccent = .default
        lightSquare = .default
        darkSquare = .default
        queen = .default
        conflict = .default
        conflictSurface = .default
        attackLine = .default
        attacked = .default
        hint = .default
        cursor = .default
        streak = .default
        given = .default
        regionTones = []
    }

    /// Whether cards need a frame to be seen: in monochrome, and when the surface colour is the background's (the
    /// dark theme in 16 colours).
    var framesCards: Bool {
        isMonochrome || surface == background
    }

    // MARK: Text styles

    /// Plain text on the screen's background.
    var plain: CellStyle { CellStyle(foreground: text, background: background) }

    /// Captions on the screen's background.
    var secondary: CellStyle {
        CellStyle(foreground: secondaryText, background: background, attributes: isMonochrome ? .dim : [])
    }

    /// Titles on the screen's background.
    var title: CellStyle { plain.adding(.bold) }

    /// Accent-coloured text (keys, good figures) on the screen's background.
    var accentText: CellStyle { CellStyle(foreground: accent, background: background, attributes: .bold) }

    /// Frames and separators on the screen's background.
    var frame: CellStyle { CellStyle(foreground: separator, background: background) }

    /// Text on a card.
    var card: CellStyle { CellStyle(foreground: text, background: surface) }

    /// Captions on a card.
    var cardSecondary: CellStyle {
        CellStyle(foreground: secondaryText, background: surface, attributes: isMonochrome ? .dim : [])
    }

    /// Text on a focused card (reverse video in monochrome).
    var cardFocused: CellStyle {
        CellStyle(foreground: text, background: surfaceSelected, attributes: isMonochrome ? .reverse : [])
    }

    /// A primary button (reverse video in monochrome).
    var button: CellStyle {
        CellStyle(foreground: textOnAccent, background: accent, attributes: isMonochrome ? [.bold, .reverse] : .bold)
    }

    /// A secondary button on a card.
    var secondaryButton: CellStyle {
        CellStyle(foreground: text, background: surfaceSelected, attributes: isMonochrome ? .bold : [])
    }

    /// The text of a status or message of `tone`, on `surface` (the screen's background by default).
    func tone(_ tone: StatusTone, on surface: TerminalColor? = nil) -> CellStyle {
        let background = surface ?? self.background
        switch tone {
        case .neutral:
            return CellStyle(foreground: text, background: background)
        case .warning:
            return CellStyle(foreground: hint, background: background, attributes: .bold)
        case .danger:
            return CellStyle(
                foreground: conflict, background: background, attributes: isMonochrome ? [.bold, .underline] : .bold)
        case .success:
            return CellStyle(foreground: accent, background: background, attributes: .bold)
        }
    }

    /// A banner of `tone` (a full-width message with its own background).
    func banner(_ tone: StatusTone) -> CellStyle {
        switch tone {
        case .danger:
            return CellStyle(
                foreground: conflict, background: conflictSurface, attributes: isMonochrome ? [.bold, .reverse] : .bold)
        case .warning:
            return CellStyle(
                foreground: hint, background: surface, attributes: isMonochrome ? [.bold, .reverse] : .bold)
        case .neutral, .success:
            return CellStyle(foreground: text, background: surface, attributes: isMonochrome ? .reverse : [])
        }
    }

    /// `style` faded into the background, for what lies behind a sheet.
    func faded(_ style: CellStyle) -> CellStyle {
        guard !isMonochrome else { return style.adding(.dim) }
        var faded = style
        faded.foreground = style.foreground.blended(toward: background, by: 0.6)
        faded.background = style.background.blended(toward: background, by: 0.5)
        faded.attributes.remove(.bold)
        return faded
    }

    // MARK: The 16 standard colours

    /// The dark theme in the 16 standard colours.
    static let standardDark = Palette(
        background: .standard(0), surface: .standard(0), surfaceSelected: .standard(8), separator: .standard(8),
        text: .standard(7), secondaryText: .standard(8), accent: .standard(10), textOnAccent: .standard(0),
        lightSquare: .standard(8), darkSquare: .standard(0), queen: .standard(15), conflict: .standard(9),
        conflictSurface: .standard(1), attackLine: .standard(1), attacked: .standard(5), hint: .standard(11),
        cursor: .standard(14), streak: .standard(11), given: .standard(13))

    /// The light theme in the 16 standard colours.
    static let standardLight = Palette(
        background: .standard(15), surface: .standard(7), surfaceSelected: .standard(8), separator: .standard(8),
        text: .standard(0), secondaryText: .standard(8), accent: .standard(2), textOnAccent: .standard(15),
        lightSquare: .standard(15), darkSquare: .standard(7), queen: .standard(0), conflict: .standard(1),
        conflictSurface: .standard(9), attackLine: .standard(9), attacked: .standard(13), hint: .standard(3),
        cursor: .standard(4), streak: .standard(3), given: .standard(5))
}

// MARK: - Colours

extension RGBColor {
    /// The colour of entry `index` (0–15) of the standard palette, which the renderer maps back to that entry.
    fileprivate static func standard(_ index: UInt8) -> RGBColor {
        ColorPalette.standard[Int(index)]
    }
}

extension TerminalColor {
    /// This colour moved `amount` (0…1) of the way toward `other`; with the terminal's default colour on either
    /// side there is nothing to mix, so the nearer end is chosen.
    func blended(toward other: TerminalColor, by amount: Double) -> TerminalColor {
        guard case .rgb(let from) = self, case .rgb(let to) = other else { return amount < 0.5 ? self : other }
        let fraction = Swift.min(Swift.max(amount, 0), 1)
        func mix(_ start: UInt8, _ end: UInt8) -> UInt8 {
            UInt8((Double(start) + (Double(end) - Double(start)) * fraction).rounded())
        }
        return .rgb(
            RGBColor(red: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue)))
    }
}
