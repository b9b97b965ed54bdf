import Foundation
import NQueensPresentation
import NQueensServices
import Testing

@Suite("Design tokens")
struct DesignTokenTests {
    @Test("Each theme has its palette; the dark one is near-black with a green accent, as in the seed")
    func palettes() {
        #expect(Palette.palette(for: .dark) == .dark)
        #expect(Palette.palette(for: .light) == .light)
        #expect(Palette.palette(for: .system) == .dark)
        #expect(Palette.palette(for: .system, systemPrefersDark: false) == .light)
        #expect(Palette.palette(for: .dark, systemPrefersDark: false) == .dark)
        #expect(Theme.system.resolved(systemPrefersDark: true) == .dark)
        #expect(Theme.light.resolved(systemPrefersDark: true) == .light)
        #expect(Palette.dark.background.relativeLuminance < 0.02)
        #expect(Palette.light.background.relativeLuminance > 0.8)
        let accent = Palette.dark.accent
        #expect(accent.green > accent.red && accent.green > accent.blue)
        let conflict = Palette.dark.conflict
        #expect(conflict.red > conflict.green && conflict.red > conflict.blue)
        let hint = Palette.dark.hint
        #expect(hint.red > hint.blue && hint.green > hint.blue)
    }

    @Test("Text is readable on backgrounds and surfaces (WCAG AA, 4.5:1) in both palettes", arguments: Theme.allCases)
    func contrast(theme: Theme) {
        let palette = Palette.palette(for: theme)
        for background in [palette.background, palette.surface] {
            #expect(palette.text.contrastRatio(with: background) >= 7)
            #expect(palette.secondaryText.contrastRatio(with: background) >= 4.5)
            #expect(palette.conflict.contrastRatio(with: background) >= 3)
            #expect(palette.hint.contrastRatio(with: background) >= 3)
        }
        #expect(palette.textOnAccent.contrastRatio(with: palette.accent) >= 4.5)
        #expect(palette.conflict.contrastRatio(with: palette.conflictSurface) >= 4.5)
    }

    @Test("Queens and marks stand out on every square", arguments: Theme.allCases)
    func boardContrast(theme: Theme) {
        let palette = Palette.palette(for: theme)
        for square in [palette.lightSquare, palette.darkSquare, palette.attackLine, palette.attacked] {
            #expect(palette.queen.contrastRatio(with: square) >= 3)
            #expect(palette.given.contrastRatio(with: square) >= 3)
        }
        for square in [palette.lightSquare, palette.darkSquare] {
            #expect(palette.cursor.contrastRatio(with: square) >= 2)
            #expect(square != palette.attackLine)
        }
        #expect(palette.lightSquare != palette.darkSquare)
    }

    @Test(
        "The high-contrast palettes are stronger: text at 7:1, marks at 4.5:1, squares far apart",
        arguments: [true, false])
    func highContrast(dark: Bool) {
        let palette = Palette.palette(for: dark ? .dark : .light, highContrast: true)
        let normal = Palette.palette(for: dark ? .dark : .light)
        #expect(palette == (dark ? Palette.highContrastDark : Palette.highContrastLight))
        for background in [palette.background, palette.surface] {
            #expect(palette.text.contrastRatio(with: background) >= 15)
            #expect(palette.secondaryText.contrastRatio(with: background) >= 7)
            #expect(palette.conflict.contrastRatio(with: background) >= 4.5)
            #expect(palette.hint.contrastRatio(with: background) >= 4.5)
        }
        for square in [palette.lightSquare, palette.darkSquare] {
            #expect(palette.queen.contrastRatio(with: square) >= 4.5)
            #expect(palette.given.contrastRatio(with: square) >= 4.5)
            #expect(palette.text.contrastRatio(with: square) >= 4.5)
            #expect(palette.cursor.contrastRatio(with: square) >= 3)
        }
        #expect(
            palette.lightSquare.contrastRatio(with: palette.darkSquare)
                > normal.lightSquare.contrastRatio(with: normal.darkSquare))
    }

    @Test("Colours convert to and from hex")
    func hex() {
        let color = RGBColor(hex: 0x6BBF3F)
        #expect(color == RGBColor(red: 0x6B, green: 0xBF, blue: 0x3F))
        #expect(color.hexString == "#6BBF3F")
        #expect(RGBColor(hex: 0).contrastRatio(with: RGBColor(hex: 0xFFFFFF)) > 20.9)
    }

    @Test("Every queen style has a name, a one-cell glyph and a distinct ASCII fallback")
    func queenStyles() {
        #expect(QueenAppearance.all.count == QueenStyle.allCases.count)
        #expect(QueenAppearance.all.count >= 4)
        for appearance in QueenAppearance.all {
            #expect(!appearance.displayName.isEmpty)
            #expect(appearance.glyph.unicodeScalars.count == 1)
            #expect(appearance.asciiGlyph.isASCII)
            #expect(appearance.asciiGlyph != " ")
            #expect(appearance.character(ascii: true) == appearance.asciiGlyph)
            #expect(appearance.character(ascii: false) == appearance.glyph)
            #expect(Self.isSingleCell(appearance.glyph), "\(appearance.glyph) takes one terminal cell")
        }
        let names = QueenAppearance.all.map(\.displayName)
        #expect(Set(names).count == names.count)
        let ascii = QueenAppearance.all.map(\.asciiGlyph)
        #expect(Set(ascii).count == ascii.count - 1)  // the letter style is a Q in both forms
        #expect(QueenStyle.classic.appearance.glyph == "♛")
    }

    @Test("Styles cycle through every style and back")
    func cycle() {
        var style = QueenStyle.classic
        var seen: [QueenStyle] = []
        for _ in QueenStyle.allCases {
            seen.append(style)
            style = style.next
        }
        #expect(seen == QueenStyle.allCases)
        #expect(style == .classic)
    }

    @Test("Spacing grows from the smallest step to the largest")
    func spacing() {
        let steps = [Spacing.extraSmall, Spacing.small, Spacing.medium, Spacing.large, Spacing.extraLarge]
        #expect(steps == steps.sorted())
        #expect(Set(steps).count == steps.count)
        #expect(Spacing.cornerRadius > Spacing.squareCornerRadius)
    }

    /// Whether `character` is one cell wide in a terminal: not wide or ambiguous in East Asian Width, no emoji.
    private static func isSingleCell(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        if scalar.isASCII { return true }
        if scalar.properties.isEmojiPresentation { return false }
        // Miscellaneous Symbols and Dingbats that are neutral width: chess pieces (U+2654–265F) and U+2726.
        return (0x2654...0x265F).contains(scalar.value) || scalar.value == 0x2726
    }
}

@Suite("Display text")
struct DisplayTextTests {
    @Test("Board sizes, percentages, counts and streaks")
    func figures() {
        #expect(DisplayText.boardSize(8) == "8×8")
        #expect(DisplayText.percent(0.8) == "80%")
        #expect(DisplayText.percent(2 / 3) == "67%")
        #expect(DisplayText.percent(1.5) == "100%")
        #expect(DisplayText.percent(.nan) == "0%")
        #expect(DisplayText.streak(3) == "🔥 3")
    }

    @Test("Dates follow the locale and the player's time zone")
    func dates() {
        let date = Date(timeIntervalSince1970: 1_772_454_840)  // 2026-03-02 12:34 UTC
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC") ?? .current
        var tokyo = utc
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo") ?? .current
        #expect(
            DisplayText.dateAndTime(date, locale: Locale(identifier: "en_US"), calendar: utc)
                == "Mar 2, 2026 at 12:34\u{202F}PM")
        #expect(
            DisplayText.dateAndTime(date, locale: Locale(identifier: "en_US"), calendar: tokyo)
                == "Mar 2, 2026 at 9:34\u{202F}PM")
        #expect(DisplayText.dateAndTime(date, locale: Locale(identifier: "de_DE"), calendar: utc).contains("2026"))
    }
}

@Suite("Layering")
struct LayeringTests {
    @Test("NQueensPresentation imports no UI framework")
    func noUIFramework() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/NQueensPresentation")
        let allowed: Set = ["Foundation", "Observation", "NQueensEngine", "NQueensLocalization", "NQueensServices"]
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
                .map { $0.dropFirst("import ".count).trimmingCharacters(in: .whitespaces) }
            for module in imports {
                #expect(allowed.contains(module), "\(file) imports \(module)")
            }
        }
    }
}
