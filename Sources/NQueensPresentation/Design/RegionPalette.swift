import NQueensEngine
import NQueensLocalization

/// One colour of a regions board: its name (for accessible names, hints and conflicts) and its tone in the light
/// and the dark scheme.
public struct RegionColor: Hashable, Sendable {
    /// The colour's name in words, such as "orange", in the player's language.
    public var name: String {
        tr(context: "region colour", englishName)
    }

    /// The colour's name in English, as the catalogue knows it.
    let englishName: String

    /// The region's squares in the light scheme: a pastel under the light palette's dark queen.
    public let light: RGBColor

    /// The region's squares in the dark scheme: a deep tone under the dark palette's light queen.
    public let dark: RGBColor

    /// A colour named `name` (marked for the catalogue with `trNoop(context: "region colour", …)`).
    init(name: String, light: RGBColor, dark: RGBColor) {
        self.englishName = name
        self.light = light
        self.dark = dark
    }

    /// The tone for `palette`: the dark one when the palette's queens are light.
    public func tone(for palette: Palette) -> RGBColor {
        palette.queen.relativeLuminance > 0.5 ? dark : light
    }
}

/// The colours of a regions board's regions, region `r` in `colors[r]` (the maps have at most 12 regions).
///
/// Chosen so that any two differ clearly in both schemes (a CIE76 distance of at least 12, tested) and each keeps a
/// WCAG contrast of at least 4.5:1 with the queen glyph drawn on it (tested). Colour is never the only cue: every
/// front end draws the borders between regions (`BoardCell.regionBorders`), and the accessible names say the region.
public enum RegionPalette {
    /// The colours, in the order regions take them.
    public static let colors: [RegionColor] = [
        // TRANSLATORS: the colours of a regions board's regions, as hints and screen readers name them: "the orange
        // region (A)"; where your language inflects it, the form that goes with "region".
        RegionColor(
            name: trNoop(context: "region colour", "orange"), light: RGBColor(hex: 0xFFC48C),
            dark: RGBColor(hex: 0xA8560F)),
        RegionColor(
            name: trNoop(context: "region colour", "blue"), light: RGBColor(hex: 0x9CC3FF),
            dark: RGBColor(hex: 0x2F5FA8)),
        RegionColor(
            name: trNoop(context: "region colour", "green"), light: RGBColor(hex: 0xA8DB8F),
            dark: RGBColor(hex: 0x2F7A32)),
        RegionColor(
            name: trNoop(context: "region colour", "purple"), light: RGBColor(hex: 0xC4A8EC),
            dark: RGBColor(hex: 0x6B44A8)),
        RegionColor(
            name: trNoop(context: "region colour", "yellow"), light: RGBColor(hex: 0xF2E66B),
            dark: RGBColor(hex: 0x7F7000)),
        RegionColor(
            name: trNoop(context: "region colour", "red"), light: RGBColor(hex: 0xFF8F80), dark: RGBColor(hex: 0xA8322A)
        ),
        RegionColor(
            name: trNoop(context: "region colour", "teal"), light: RGBColor(hex: 0x6FD6CF),
            dark: RGBColor(hex: 0x0F6F6A)),
        RegionColor(
            name: trNoop(context: "region colour", "pink"), light: RGBColor(hex: 0xFFB0DA),
            dark: RGBColor(hex: 0x9E3A78)),
        RegionColor(
            name: trNoop(context: "region colour", "brown"), light: RGBColor(hex: 0xCFA77E),
            dark: RGBColor(hex: 0x6E4A2A)),
        RegionColor(
            name: trNoop(context: "region colour", "grey"), light: RGBColor(hex: 0xCFCFCF),
            dark: RGBColor(hex: 0x555555)),
        RegionColor(
            name: trNoop(context: "region colour", "lime"), light: RGBColor(hex: 0xD7F28C),
            dark: RGBColor(hex: 0x4F6F0A)),
        RegionColor(
            name: trNoop(context: "region colour", "lavender"), light: RGBColor(hex: 0xE4DCFF),
            dark: RGBColor(hex: 0x4A4A8C)),
    ]

    /// The colour of region `region` (numbers past the palette wrap around).
    public static func color(ofRegion region: Int) -> RegionColor {
        colors[((region % colors.count) + colors.count) % colors.count]
    }

    /// The region's name in words with its letter, such as "the orange region (A)": the letter is what boards
    /// without colour show (`RegionMap.letter(ofRegion:)`), so hints and conflicts read on every board.
    public static func name(ofRegion region: Int) -> String {
        // TRANSLATORS: a region of a regions board; %1$s is its colour (orange), %2$s its letter (A).
        tr("the %1$s region (%2$s)", color(ofRegion: region).name, String(RegionMap.letter(ofRegion: region)))
    }
}
