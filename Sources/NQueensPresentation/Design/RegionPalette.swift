import NQueensEngine

/// One colour of a regions board: its name (for accessible names, hints and conflicts) and its tone in the light
/// and the dark scheme.
public struct RegionColor: Hashable, Sendable {
    /// The colour's name in words, such as "orange".
    public let name: String

    /// The region's squares in the light scheme: a pastel under the light palette's dark queen.
    public let light: RGBColor

    /// The region's squares in the dark scheme: a deep tone under the dark palette's light queen.
    public let dark: RGBColor

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
        RegionColor(name: "orange", light: RGBColor(hex: 0xFFC48C), dark: RGBColor(hex: 0xA8560F)),
        RegionColor(name: "blue", light: RGBColor(hex: 0x9CC3FF), dark: RGBColor(hex: 0x2F5FA8)),
        RegionColor(name: "green", light: RGBColor(hex: 0xA8DB8F), dark: RGBColor(hex: 0x2F7A32)),
        RegionColor(name: "purple", light: RGBColor(hex: 0xC4A8EC), dark: RGBColor(hex: 0x6B44A8)),
        RegionColor(name: "yellow", light: RGBColor(hex: 0xF2E66B), dark: RGBColor(hex: 0x7F7000)),
        RegionColor(name: "red", light: RGBColor(hex: 0xFF8F80), dark: RGBColor(hex: 0xA8322A)),
        RegionColor(name: "teal", light: RGBColor(hex: 0x6FD6CF), dark: RGBColor(hex: 0x0F6F6A)),
        RegionColor(name: "pink", light: RGBColor(hex: 0xFFB0DA), dark: RGBColor(hex: 0x9E3A78)),
        RegionColor(name: "brown", light: RGBColor(hex: 0xCFA77E), dark: RGBColor(hex: 0x6E4A2A)),
        RegionColor(name: "grey", light: RGBColor(hex: 0xCFCFCF), dark: RGBColor(hex: 0x555555)),
        RegionColor(name: "lime", light: RGBColor(hex: 0xD7F28C), dark: RGBColor(hex: 0x4F6F0A)),
        RegionColor(name: "lavender", light: RGBColor(hex: 0xE4DCFF), dark: RGBColor(hex: 0x4A4A8C)),
    ]

    /// The colour of region `region` (numbers past the palette wrap around).
    public static func color(ofRegion region: Int) -> RegionColor {
        colors[((region % colors.count) + colors.count) % colors.count]
    }

    /// The region's name in words with its letter, such as "the orange region (A)": the letter is what boards
    /// without colour show (`RegionMap.letter(ofRegion:)`), so hints and conflicts read on every board.
    public static func name(ofRegion region: Int) -> String {
        "the \(color(ofRegion: region).name) region (\(RegionMap.letter(ofRegion: region)))"
    }
}
