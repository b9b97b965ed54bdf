import Foundation
import NQueensPresentation

/// How many colours the renderer may use.
public enum ColorMode: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// 24-bit colour: every ``RGBColor`` exactly.
    case trueColor
    /// The xterm 256-colour palette: the 6×6×6 cube and the grey ramp (nearest match).
    case palette256
    /// The 16 standard colours (nearest match).
    case palette16
    /// No colour at all: only bold, dim, underline and reverse video (for `NO_COLOR` and `--no-color`).
    case monochrome

    /// The mode's name: `truecolor`, `256`, `16` or `monochrome`.
    public var description: String {
        switch self {
        case .trueColor: "truecolor"
        case .palette256: "256"
        case .palette16: "16"
        case .monochrome: "monochrome"
        }
    }
}

/// Reduction of exact colours to the 256- and 16-colour palettes.
public enum ColorPalette {
    /// The colours of the 16 standard palette entries, as xterm shows them by default (0–7 normal, 8–15 bright).
    public static let standard: [RGBColor] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ].map { RGBColor(hex: $0) }

    /// The component levels of the 6×6×6 colour cube (entries 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The colour of entry `index` of the 256-colour palette.
    public static func color(at index: UInt8) -> RGBColor {
        switch index {
        case 0..<16:
            return standard[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return RGBColor(
                red: UInt8(cubeLevels[cube / 36]), green: UInt8(cubeLevels[cube / 6 % 6]),
                blue: UInt8(cubeLevels[cube % 6]))
        default:
            let level = UInt8(8 + 10 * (Int(index) - 232))
            return RGBColor(red: level, green: level, blue: level)
        }
    }

    /// The entry of the cube or grey ramp (16–255) nearest to `color`; the 16 standard entries are left out because
    /// terminals let people change them.
    public static func nearest256(to color: RGBColor) -> UInt8 {
        func cubeIndex(_ component: UInt8) -> Int {
            let value = Int(component)
            if value < 48 { return 0 }
            if value < 115 { return 1 }
            return (value - 35) / 40
        }
        let (red, green, blue) = (cubeIndex(color.red), cubeIndex(color.green), cubeIndex(color.blue))
        let cube = UInt8(16 + 36 * red + 6 * green + blue)
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = min(23, max(0, (average - 3) / 10))
        let grey = UInt8(232 + greyStep)
        return distance(color, self.color(at: grey)) < distance(color, self.color(at: cube)) ? grey : cube
    }

    /// The standard palette entry (0–15) that looks nearest to `color`.
    ///
    /// With only 16 far-apart colours, plain RGB distance picks badly (an emerald green would turn cyan, a purple
    /// grey), so the distance is measured in CIELAB, where equal distances look about equally different; and a
    /// clearly coloured input (CIELAB chroma of 30 or more) stays coloured: the four greys are not candidates then.
    public static func nearest16(to color: RGBColor) -> UInt8 {
        let target = LabColor(color)
        let isColourful = target.chroma >= 30
        var best = 0
        var bestDistance = Double.infinity
        for (index, candidate) in standardLab.enumerated() where !(isColourful && greyIndices.contains(index)) {
            let candidateDistance = target.squaredDistance(to: candidate)
            if candidateDistance < bestDistance {
                best = index
                bestDistance = candidateDistance
            }
        }
        return UInt8(best)
    }

    private static let standardLab = standard.map(LabColor.init)

    /// Black, white, bright black and bright white.
    private static let greyIndices: Set<Int> = [0, 7, 8, 15]

    /// The squared Euclidean distance between two colours.
    static func distance(_ first: RGBColor, _ second: RGBColor) -> Int {
        let red = Int(first.red) - Int(second.red)
        let green = Int(first.green) - Int(second.green)
        let blue = Int(first.blue) - Int(second.blue)
        return red * red + green * green + blue * blue
    }
}

// MARK: - CIELAB

/// A colour in CIELAB (D65 white), for perceptual distances.
private struct LabColor {
    let lightness: Double
    let a: Double
    let b: Double

    init(_ color: RGBColor) {
        func linear(_ component: UInt8) -> Double {
            let value = Double(component) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let (red, green, blue) = (linear(color.red), linear(color.green), linear(color.blue))
        let x = (0.4124 * red + 0.3576 * green + 0.1805 * blue) / 0.950_47
        let y = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        let z = (0.0193 * red + 0.1192 * green + 0.9505 * blue) / 1.088_83
        func f(_ value: Double) -> Double {
            value > 216.0 / 24_389 ? cbrt(value) : (24_389.0 / 27 * value + 16) / 116
        }
        lightness = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        b = 200 * (f(y) - f(z))
    }

    /// How colourful the colour is (0 for greys).
    var chroma: Double { (a * a + b * b).squareRoot() }

    func squaredDistance(to other: LabColor) -> Double {
        let (dl, da, db) = (lightness - other.lightness, a - other.a, b - other.b)
        return dl * dl + da * da + db * db
    }
}
