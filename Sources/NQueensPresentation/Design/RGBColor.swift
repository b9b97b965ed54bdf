import Foundation

/// A colour as 8-bit red, green and blue, the form every front end can turn into its own colour type.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…255.
    public let red: UInt8

    /// The green component, 0…255.
    public let green: UInt8

    /// The blue component, 0…255.
    public let blue: UInt8

    /// Creates a colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from a 24-bit `0xRRGGBB` value (higher bits are ignored).
    public init(hex: UInt32) {
        self.init(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// The colour as `#RRGGBB`.
    public var hexString: String {
        let digits = Array("0123456789ABCDEF")
        let text = [red, green, blue].map { "\(digits[Int($0 >> 4)])\(digits[Int($0 & 0xF)])" }.joined()
        return "#" + text
    }

    /// The colour as `#rrggbb`, as terminal snapshots and CSS write it.
    public var description: String {
        hexString.lowercased()
    }

    /// The colour's relative luminance (WCAG 2), 0 for black to 1 for white.
    public var relativeLuminance: Double {
        func linear(_ component: UInt8) -> Double {
            let value = Double(component) / 255
            return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2 contrast ratio between this colour and `other`, from 1 (none) to 21 (black on white).
    public func contrastRatio(with other: RGBColor) -> Double {
        let lighter = max(relativeLuminance, other.relativeLuminance)
        let darker = min(relativeLuminance, other.relativeLuminance)
        return (lighter + 0.05) / (darker + 0.05)
    }
}
